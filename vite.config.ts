import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const WEB_ROOT = path.resolve(import.meta.dirname, 'src/web');

/**
 * Writes `sw.js` (decision 021) from src/web/service-worker/service-worker.js with the files to keep
 * for offline use: the build's hashed assets and the public files. Its version is a hash of their
 * names, so a new build replaces the old copies.
 */
function serviceWorker(): Plugin {
  return {
    name: 'caredesk-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Fonts as WOFF2 only: every browser with service workers reads it.
      const built = Object.keys(bundle).filter((name) => !/\.(html|map|woff)$/.test(name));
      const publicDir = path.join(WEB_ROOT, 'public');
      const publicFiles = fs
        .readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
      const files = [...built, ...publicFiles].map((name) => `/${name}`).sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync(path.join(WEB_ROOT, 'service-worker/service-worker.js'), 'utf8')
        .replace('self.__PRECACHE__', JSON.stringify(files))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), serviceWorker()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { app: 'src/web/index.html', signIn: 'src/web/login.html' },
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'sign-in-shared',
              test: /src[\\/](web[\\/](lib[\\/](i18n|settings|api-client|csrf|emotion-caches|paths)|features[\\/]auth[\\/]api[\\/](session|sign-in))|domain[\\/](auth[\\/]roles|i18n[\\/]languages|api[\\/]request-url))\.ts$/,
            },
          ],
        },
      },
    },
    // The sign-in page's JavaScript budget is measured by an end-to-end test.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
