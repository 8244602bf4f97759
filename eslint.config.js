import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

// A feature does not import another feature; pages (app/routes) compose them (style.md).
const layerRule = {
  'src/web': { regex: '(^#server/|/server/)', message: 'The web app never imports server code.' },
  'src/server': { regex: '(^#web/|/web/)', message: 'The server never imports web code.' },
};

const crossFeature = (feature, upSteps) => ({
  regex: `(features/(?!${feature}/)[^/]+/|^${'\\.\\./'.repeat(upSteps)}[^./])`,
  message:
    'A feature does not import another feature: compose them in a page or move the code to a shared place.',
});

// A feature does not import another feature; pages (app/routes) compose them (style.md). From a file
// directly in features/x, one step up and into a name is another feature; from features/x/api, two.
// (ESLint keeps one no-restricted-imports per file, so these blocks repeat the layer's own rule.)
const featureBoundaries = ['src/web', 'src/server'].flatMap((layer) =>
  featuresOf(`${layer}/features`).flatMap((feature) =>
    [1, 2].map((depth) => ({
      files: [`${layer}/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [layerRule[layer], crossFeature(feature, depth)] }],
      },
    })),
  ),
);

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
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [layerRule['src/web']] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod|dayjs|@casl/ability|i18next$|\\.|#domain/)',
              message: 'Domain code is shared by server and web: it imports only zod, dayjs, CASL and i18next.',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain tests may use the test runner, and still nothing from server or web.
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod|dayjs|@casl/ability|i18next$|vitest$|\\.|#domain/)',
              message: 'Domain tests import domain code, zod, dayjs, CASL, i18next and vitest only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [layerRule['src/server']] }],
    },
  },
  ...featureBoundaries,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-template-curly-in-string': 'off',
    },
  },
);
