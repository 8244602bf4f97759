// Builds the web app (Vite) and the server (esbuild) into dist/.
//   node scripts/build.mjs            build everything
//   node scripts/build.mjs --if-stale build only when a source file is newer than the last build
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts'];
// Text files the server sends; each gets a brotli and a gzip copy beside it (decision 029).
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every text file of the web build, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * request.
 */
async function precompress(dir) {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const text = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        gzip(text, { level: 9 }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
}

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
await precompress(path.join(root, 'dist/web'));
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
