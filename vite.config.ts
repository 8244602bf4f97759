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

const SIGN_IN_HTML = path.join(WEB_ROOT, 'login.html');
const APP_HTML = path.join(WEB_ROOT, 'index.html');

/** What the bundler's chunking tells of a module: the modules it imports statically. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module reached from `entry` by static imports. */
function staticallyReached(entry: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

/**
 * Decision 035: the modules the app's entry runs at start and the sign-in page does not (the router,
 * the session guard, the error and loading pages...) in one chunk, `app-start`, instead of a dozen
 * files. It holds only modules the app runs anyway, so it pulls nothing into a page. What the
 * sign-in page shares with the app stays split by the bundler: grouping all of it made that page
 * heavier (decision 029), and a group of what the signed-in layout loads broke the order modules
 * run in (decision 035).
 */
function appStartChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let appOnly: Set<string> | null = null;
  return (id, ctx) => {
    if (!appOnly) {
      const signIn = staticallyReached(SIGN_IN_HTML, ctx);
      appOnly = new Set([...staticallyReached(APP_HTML, ctx)].filter((module) => !signIn.has(module)));
    }
    return appOnly.has(id) ? 'app-start' : null;
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
          // A group takes only its own modules: with their dependencies, `app-start` would take
          // React, MUI and i18next, and the sign-in page would load the app's chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'sign-in-shared',
              test: /src[\\/](web[\\/](lib[\\/](i18n|settings|api-client|csrf|emotion-caches|paths)|features[\\/]auth[\\/]api[\\/](session|sign-in))|domain[\\/](auth[\\/]roles|i18n[\\/]languages|api[\\/]request-url))\.ts$/,
              priority: 2,
            },
            { name: appStartChunk(), debugName: 'app-start', priority: 1 },
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
