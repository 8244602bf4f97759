import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

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

const TABLER_ICONS = path.resolve(import.meta.dirname, 'node_modules/@tabler/icons-react/dist/esm/icons');
const REACT_I18NEXT = path.resolve(import.meta.dirname, 'node_modules/react-i18next/dist/es');

/**
 * A package's named imports in our code, each from the module that holds it (build only). Its
 * index imports all of them, so for `startChunks`, which follows static imports, a page that imports
 * one name through it reaches them all (and the packages they import). `moduleOf` gives a name's
 * module and whether it is that module's default export; an unknown name fails the build.
 * - Decision 050, `@tabler/icons-react`: the sign-in page carried the app's 94 icons.
 * - Decision 056, `react-i18next`: the sign-in page carried `Trans` (the app's export and flags use it)
 *   with its HTML parser, about 3 kB gzipped.
 */
function importsOneByOne(
  pkg: string,
  moduleOf: (name: string) => { file: string; isDefault: boolean },
): Plugin {
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg.replace('/', '\\/')}';`, 'g');
  return {
    name: `caredesk-one-by-one-${pkg}`,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(WEB_ROOT) || !code.includes(`'${pkg}'`)) return null;
      return code.replace(named, (_whole, list: string) => {
        const names = list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const types = names.filter((name) => name.startsWith('type '));
        const imports = names
          .filter((name) => !name.startsWith('type '))
          .map((name) => {
            const { file, isDefault } = moduleOf(name);
            if (!fs.existsSync(file))
              throw new Error(`importsOneByOne: no module for ${pkg}'s ${name} (${id})`);
            return isDefault ? `import ${name} from '${file}';` : `import { ${name} } from '${file}';`;
          });
        // `import type`: `import { type Icon }` would still import the index for its side effects.
        const typeNames = types.map((name) => name.slice('type '.length));
        if (typeNames.length > 0) imports.push(`import type { ${typeNames.join(', ')} } from '${pkg}';`);
        return imports.join('\n');
      });
    },
  };
}

const iconsOneByOne = () =>
  importsOneByOne('@tabler/icons-react', (icon) => ({
    file: path.join(TABLER_ICONS, `${icon}.mjs`),
    isDefault: true,
  }));
// Each of the names our code imports (useTranslation, Trans, initReactI18next) has a module of its
// name, but for the started instance's getter (decision 062), which has `i18nInstance.js`.
const i18nextOneByOne = () =>
  importsOneByOne('react-i18next', (name) => ({
    file: path.join(REACT_I18NEXT, `${name === 'getI18n' ? 'i18nInstance' : name}.js`),
    isDefault: false,
  }));

/**
 * Decision 062: `#domain/i18n/en.json?start` and `?rest` are the English catalog under two more
 * module ids, one named export per section (a pure `JSON.parse` of its text), so that each part's
 * module (src/web/lib/catalog-start.ts, catalog-rest.ts) bundles only the sections it imports.
 * Also used by the web tests (vitest.config.ts).
 */
export function catalogParts(): Plugin {
  const catalogFile = path.resolve(import.meta.dirname, 'src/domain/i18n/en.json');
  const virtual = '\0caredesk-en-catalog:';
  return {
    name: 'caredesk-catalog-parts',
    enforce: 'pre',
    // A module id of its own, without `.json`, which the bundler would read as JSON.
    resolveId(source) {
      const part = /\/i18n\/en\.json\?(start|rest)$/.exec(source);
      return part ? `${virtual}${part[1]}` : null;
    },
    load(id) {
      if (!id.startsWith(virtual)) return null;
      this.addWatchFile(catalogFile);
      const catalog = JSON.parse(fs.readFileSync(catalogFile, 'utf8')) as Record<string, unknown>;
      return Object.entries(catalog)
        .map(
          ([section, texts]) =>
            `export const ${section} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(texts))});`,
        )
        .join('\n');
    },
  };
}

const SIGN_IN_HTML = path.join(WEB_ROOT, 'login.html');
const APP_HTML = path.join(WEB_ROOT, 'index.html');

/** What the bundler's chunking tells of a module: the modules it imports statically. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module reached from `entry` by static imports (and dynamic ones with `dynamic`). */
function staticallyReached(entry: string, ctx: ChunkingContext, dynamic = false): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = ctx.getModuleInfo(next);
    const imports = [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])];
    for (const imported of imports) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

const ROUTES = path.join(WEB_ROOT, 'app/routes');
const DOMAIN_ROOT = path.resolve(import.meta.dirname, 'src/domain') + path.sep;
/** The lazy modules a signed-in `/complaints` runs: the workspace's layout and the list page. */
const WORKSPACE_ENTRIES = [
  path.join(WEB_ROOT, 'app/layout/default-layout.tsx'),
  path.join(ROUTES, 'complaints-list-page.tsx'),
];

/**
 * Decision 040: the chunks a page loads at start, fewer and larger. The bundler's own splitting
 * gave a signed-in `/complaints` 130 files; each costs a request (six at a time over HTTP/1.1) and
 * compresses worse alone. Each group is closed under static imports (what its modules import is in
 * it or in a group loaded before it), so no two chunks import each other and modules run in order.
 * - `start-shared`: what both pages run at start (React, MUI's theme, Emotion, i18next, the API
 *   client...).
 * - `app-start` (decision 035): what the app's entry runs at start and the sign-in page does not.
 * - `workspace-vendor`: the packages the signed-in layout and the list page import (MUI's
 *   components, Popper, zod, dayjs, CASL); our own modules stay split by the bundler, so a page
 *   loads none of another page's code. A lazy page that imports one of these packages loads the
 *   whole chunk, which the layout has loaded already.
 */
function startChunks(
  signInRuns: () => ReadonlySet<string>,
): (id: string, ctx: ChunkingContext) => string | null {
  let groupOf: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!groupOf) {
      // Decision 062: the package modules the sign-in page reaches but does not run at start (MUI's
      // Grid through `@mui/system`'s index, react-transition-group's `Transition` through its own)
      // go to `start-app-only`, which the app loads beside `start-shared`.
      const runs = signInRuns();
      const reachedBySignIn = staticallyReached(SIGN_IN_HTML, ctx);
      const runsUnlessPackage = (module: string) => !module.includes('/node_modules/') || runs.has(module);
      const signIn = new Set([...reachedBySignIn].filter(runsUnlessPackage));
      // What the sign-in page may load later (its menus) must not be in an app chunk: loading one
      // runs its modules, and `app-start`'s start the app.
      const signInLater = staticallyReached(SIGN_IN_HTML, ctx, true);
      const app = staticallyReached(APP_HTML, ctx);
      const isPackage = (module: string) => module.includes('/node_modules/');
      // Packages and the domain's modules: neither imports the web's own code.
      const shared = (module: string) => isPackage(module) || module.startsWith(DOMAIN_ROOT);
      // A module the sign-in page may load later goes into `sign-in-later` if it is a package,
      // else to the bundler.
      const laterGroup = (module: string) => (isPackage(module) ? 'sign-in-later' : null);
      groupOf = new Map();
      for (const module of app) {
        const group = signIn.has(module)
          ? 'start-shared'
          : reachedBySignIn.has(module)
            ? 'start-app-only'
            : signInLater.has(module)
              ? laterGroup(module)
              : 'app-start';
        if (group) groupOf.set(module, group);
      }
      for (const module of signIn) {
        if (isPackage(module) && !groupOf.has(module)) groupOf.set(module, 'sign-in-vendor');
      }
      for (const entry of WORKSPACE_ENTRIES) {
        for (const module of staticallyReached(entry, ctx)) {
          if (groupOf.has(module)) continue;
          const group = signInLater.has(module)
            ? laterGroup(module)
            : shared(module)
              ? 'workspace-shared'
              : null;
          if (group) groupOf.set(module, group);
        }
      }
    }
    return groupOf.get(id) ?? null;
  };
}

/**
 * Decision 062: what the sign-in page runs at start, learnt from a build of that page alone (no
 * chunk groups, only tree-shaking; about a second): the modules with code in the chunks its page
 * loads. `startChunks` reads it, so that packages the page only reaches through an index stay out
 * of `start-shared`.
 */
function signInRunsPlugin(): { plugin: Plugin; runs: () => ReadonlySet<string> } {
  let runs: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'caredesk-sign-in-runs',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        root: WEB_ROOT,
        logLevel: 'silent',
        plugins: [catalogParts(), iconsOneByOne(), i18nextOneByOne(), react()],
        build: { write: false, target: 'es2022', rollupOptions: { input: SIGN_IN_HTML } },
      });
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('signInRuns: the sign-in page built alone has no entry chunk');
      const loaded = new Set([entry.fileName]);
      for (const name of loaded)
        for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? [])
          loaded.add(imported);
      runs = new Set(
        chunks.filter((chunk) => loaded.has(chunk.fileName)).flatMap((chunk) => Object.keys(chunk.modules)),
      );
    },
  };
  return {
    plugin,
    runs: () => {
      if (!runs) throw new Error('signInRuns: read before the build started');
      return runs;
    },
  };
}

/**
 * Decision 040: the app's page asks at once for the code every signed-in page runs after the start
 * (the layout's chunks, the packages they share with the list) and the English catalog, instead of
 * once the start's code has run and the router or i18next asks for them.
 */
function preloadWorkspace(): Plugin {
  return {
    name: 'caredesk-preload-workspace',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return;
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === 'chunk');
        const layout = chunks.find((chunk) => chunk.facadeModuleId === WORKSPACE_ENTRIES[0]);
        const catalog = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/lib/catalog-start.ts'));
        if (!layout || !catalog)
          throw new Error('preloadWorkspace: the layout or the catalog chunk is missing');
        const files = new Set([layout.fileName, ...layout.imports, catalog.fileName]);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const signInRuns = signInRunsPlugin();

export default defineConfig({
  root: 'src/web',
  plugins: [
    catalogParts(),
    iconsOneByOne(),
    i18nextOneByOne(),
    react(),
    serviceWorker(),
    preloadWorkspace(),
    signInRuns.plugin,
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Decision 062: every browser the app supports preloads modules itself (Chromium 66, Firefox
    // 115, Safari 17); the polyfill cost each page 0.3 kB at start.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { app: 'src/web/index.html', signIn: 'src/web/login.html' },
      output: {
        advancedChunks: {
          // A group takes only the modules its function names, not their dependencies.
          includeDependenciesRecursively: false,
          groups: [{ name: startChunks(signInRuns.runs), debugName: 'start chunks' }],
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
