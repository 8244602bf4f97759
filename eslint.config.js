import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/*
 * Zones: imports only go down (docs/architecture.md). Each file belongs to one zone, which names
 * the zones it may import; imports name their zone (`#domain/...`, `#server/...`, `#web/...`) or
 * a file of the same folder (`./x.ts`), never `../`.
 *
 *   domain                        nothing of ours but domain (and zod, dayjs, CASL, i18next)
 *   server                        domain and server; not the features
 *   server/features/<f>           domain, server, its own feature, another feature's service
 *   server composition            app.ts, main.ts, commands, testing and tests: all of server
 *   web/lib                       domain and web/lib
 *   web/components                domain, web/lib and web/components
 *   web/features/<f>              domain, web/lib, web/components and its own feature
 *   web/app (and the entries)     all of web: it composes the features into pages
 *   web tests and web/testing     all of web
 */
const NO_PARENT = {
  regex: '^\\.\\./',
  message: 'Import by zone (#domain/..., #server/..., #web/...), not with ../.',
};
const only = (zone, allowed) => ({
  regex: `^#(?!${allowed.join('|')})`,
  message: `${zone} may import only ${allowed.map((prefix) => `#${prefix}`).join(', ')}: imports only go down.`,
});
const DOMAIN_PACKAGES = {
  regex: '^(?![.#]|zod|dayjs|@casl/ability|i18next$|vitest$)',
  message: 'Domain code is shared by server and web: it imports only zod, dayjs, CASL and i18next.',
};

const zone = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns: [NO_PARENT, ...patterns] }] },
});

const SERVER_COMPOSITION = [
  'src/server/app.ts',
  'src/server/main.ts',
  'src/server/commands/**',
  'src/server/testing/**',
  'src/server/**/*.test.ts',
];

const zones = [
  zone(['src/domain/**/*.ts'], [only('domain', ['domain/']), DOMAIN_PACKAGES]),
  zone(['src/server/**/*.ts'], [only('server', ['domain/', 'server/(?!features/)'])]),
  ...featuresOf('src/server/features').map((feature) =>
    zone(
      [`src/server/features/${feature}/**/*.ts`],
      [
        only(`server/features/${feature}`, [
          'domain/',
          'server/(?!features/)',
          `server/features/${feature}/`,
          // Another feature is reached only through its service (complaints notify through notifications).
          'server/features/[a-z-]+/[a-z-]+\\.service\\.ts$',
        ]),
      ],
      ['src/server/**/*.test.ts'],
    ),
  ),
  zone(SERVER_COMPOSITION, [only('server composition', ['domain/', 'server/'])]),
  zone(['src/web/**/*.{ts,tsx}'], [only('web/app', ['domain/', 'web/'])]),
  zone(['src/web/lib/**/*.{ts,tsx}'], [only('web/lib', ['domain/', 'web/lib/'])]),
  zone(
    ['src/web/components/**/*.{ts,tsx}'],
    [only('web/components', ['domain/', 'web/lib/', 'web/components/'])],
  ),
  ...featuresOf('src/web/features').map((feature) =>
    zone(
      [`src/web/features/${feature}/**/*.{ts,tsx}`],
      [
        only(`web/features/${feature}`, [
          'domain/',
          'web/lib/',
          'web/components/',
          `web/features/${feature}/`,
        ]),
      ],
    ),
  ),
  // Component tests render a feature with the app's providers (web/testing).
  zone(['src/web/**/*.test.tsx'], [only('web tests', ['domain/', 'web/'])]),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'backups',
      'test-results',
      'playwright-report',
      'e2e/.data',
      'src/web/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  { files: ['src/web/service-worker/*.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...zones,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-template-curly-in-string': 'off',
    },
  },
);
