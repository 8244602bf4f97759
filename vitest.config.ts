import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts'];

// The same API tests run on PostgreSQL too when a server is given,
// e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run
const postgresProject: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [{ extends: true, test: { name: 'api-postgres', include: SERVER_TESTS, env: { TEST_DB: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    environment: 'node',
    // Two cores on the build machines; test files run side by side, each on its own databases.
    maxWorkers: 2,
    fileParallelism: true,
    // Generous, because a loaded machine slows PGlite (WebAssembly) and argon2 hashing a lot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/domain/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: SERVER_TESTS,
          env: { TEST_DB: 'pglite' },
          // Migrates and seeds one database per run; each test app starts from a copy of it.
          globalSetup: ['src/server/testing/pglite-template.ts'],
        },
      },
      ...postgresProject,
    ],
  },
});
