// Builds the web app (Vite) and the server (esbuild) into dist/.
//   node scripts/build.mjs            build everything
//   node scripts/build.mjs --if-stale build only when a source file is newer than the last build
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name))),
  );
}

if (process.argv.includes('--if-stale') && fs.existsSync(stamp)) {
  const built = fs.statSync(stamp).mtimeMs;
  const changed = Math.max(
    ...inputs
      .filter((input) => fs.existsSync(path.join(root, input)))
      .map((input) => newestChange(path.join(root, input))),
  );
  if (changed <= built) process.exit(0);
}

const started = Date.now();
console.log('Building the web app and the server...');
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
await build({
  // The embedded database's worker thread (src/server/db/pglite-thread.ts) is a file of its own.
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'pglite-worker': path.join(root, 'src/server/db/pglite-worker.js'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/migrations'), {
  recursive: true,
});
fs.writeFileSync(stamp, new Date().toISOString());
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
