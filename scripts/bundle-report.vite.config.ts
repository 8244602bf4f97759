// What the pages' start chunks hold (decisions 040 and 050):
//   npx vite build -c scripts/bundle-report.vite.config.ts
// builds the web app as `npm run build` does, but into a scratch directory, and prints for each
// chunk a page loads at start its gzip -9 size and its content by package (our own modules by
// folder): each module is gzipped alone and the chunk's size shared out in proportion.
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from '../vite.config.ts';

const START_CHUNKS =
  /^assets\/(start-shared|start-app-only|app-start|sign-in-vendor|sign-in-later|workspace-shared)-/;
const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

/** A module's package, or its folder under src/. */
function owner(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return inPackage ? inPackage[1]! : path.dirname(id.replace(/^.*?\/src\//, 'src/'));
}

function bundleReport(): Plugin {
  return {
    name: 'caredesk-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !START_CHUNKS.test(chunk.fileName)) continue;
        const total = gzipSize(chunk.code);
        const byOwner = new Map<string, number>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.code) byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + gzipSize(module.code));
        }
        const alone = [...byOwner.values()].reduce((sum, size) => sum + size, 0);
        console.log(`\n${chunk.fileName}: ${kb(total).trim()} kB gzipped`);
        for (const [name, size] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 20))
          console.log(`${kb((size / alone) * total)}  ${name}`);
      }
    },
  };
}

export default mergeConfig(
  app,
  defineConfig({
    plugins: [bundleReport()],
    build: { outDir: path.join(os.tmpdir(), 'caredesk-bundle-report') },
  }),
);
