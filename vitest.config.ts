import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { catalogParts } from './vite.config.ts';

// Tests that start their own processes and databases (the CLI commands, the embedded database's
// lock, start-up failures): they choose their database themselves, so they run once, not per pass.
const PROCESS_TESTS = [
  'src/server/db/client.test.ts',
  'src/server/db/startup.test.ts',
  'src/server/commands/*.test.ts',
  'src/server/main.test.ts',
];
// Server tests that need no database.
const PLAIN_SERVER_TESTS = [
  'src/server/config/*.test.ts',
  'src/server/features/complaints/problem-detail.test.ts',
  'src/server/features/complaints/export-files.test.ts',
  'src/server/features/complaints/image-fingerprint.test.ts',
  'src/server/storage/file-store.test.ts',
  'src/server/storage/image-thumbnail.test.ts',
  'src/server/storage/strip-jpeg-metadata.test.ts',
  'src/server/storage/strip-image-metadata.test.ts',
];
// API tests that replace a module (vi.mock): they need a module registry of their own.
const MOCKING_TESTS = [
  'src/server/features/auth/sign-in-throttle.test.ts',
  'src/server/features/account/account-limits.test.ts',
];
const API_TESTS = ['src/server/**/*.test.ts'];
const NOT_API_TESTS = [...PROCESS_TESTS, ...PLAIN_SERVER_TESTS];

/**
 * The API tests on one database kind. Every test builds its own app on its own database, so the
 * files share one module registry per worker (isolate: false): loading the server's modules once
 * rather than once per file halves the project's time. The files that mock modules stay isolated.
 */
function apiProjects(db: 'pglite' | 'postgres', globalSetup: string[]): TestProjectInlineConfiguration[] {
  const shared = { env: { TEST_DB: db }, globalSetup };
  return [
    {
      extends: true,
      test: {
        name: `api-${db}`,
        include: API_TESTS,
        exclude: [...NOT_API_TESTS, ...MOCKING_TESTS],
        isolate: false,
        ...shared,
      },
    },
    { extends: true, test: { name: `api-${db}-mocking`, include: MOCKING_TESTS, ...shared } },
  ];
}

// Web component tests that replace a module (vi.mock): they need a module registry of their own.
const WEB_MOCKING_TESTS = ['src/web/features/visits/api/visit-queue.test.tsx'];

/**
 * Components of the web app in a simulated browser, found by role and label as a person does. The
 * files share one module registry and document per worker (isolate: false), as the API tests do:
 * React, MUI and the app's modules load once per worker instead of once per file, which took the
 * project from 61 to 25 s (decision 061). Testing Library unmounts and empties the document after
 * each test; the files that mock modules stay isolated.
 */
function webProjects(): TestProjectInlineConfiguration[] {
  const shared = {
    environment: 'jsdom',
    setupFiles: ['src/web/testing/setup.ts'],
    testTimeout: 30_000,
    maxWorkers: 2,
  };
  return [
    {
      plugins: [react(), catalogParts()],
      test: {
        name: 'web',
        include: ['src/web/**/*.test.tsx'],
        exclude: WEB_MOCKING_TESTS,
        isolate: false,
        ...shared,
      },
    },
    {
      plugins: [react(), catalogParts()],
      test: { name: 'web-mocking', include: WEB_MOCKING_TESTS, ...shared },
    },
  ];
}

/**
 * Vitest queues the projects one after the other, by name, so the child-process tests (the
 * longest files, a minute and more each on a loaded machine) came last and ran on one core while
 * the other had nothing left. They start first; within a project Vitest's own order stays
 * (longest first when the last run's times are known).
 */
class SlowProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => (spec.project.name === 'processes' ? 0 : 1);
    return sorted.sort((a, b) => first(a) - first(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowProjectsFirst },
    environment: 'node',
    // Two cores on the build machines; test files run side by side, each on its own databases.
    maxWorkers: 2,
    fileParallelism: true,
    // Generous, because a loaded machine slows PGlite (WebAssembly) and argon2 hashing a lot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/domain/**/*.test.ts', ...PLAIN_SERVER_TESTS] } },
      {
        extends: true,
        // Their embedded databases start from the same migrated and seeded template as the API tests'.
        // Each test starts processes of its own (a command, the app) on a database of its own: with
        // two runs side by side on two cores one such test passed 30 s.
        test: {
          name: 'processes',
          include: PROCESS_TESTS,
          globalSetup: ['src/server/testing/pglite-template.ts'],
          testTimeout: 120_000,
        },
      },
      // PGlite migrates and seeds one database per run; each test app starts from a copy of it.
      ...apiProjects('pglite', ['src/server/testing/pglite-template.ts']),
      // The same API tests run on PostgreSQL too when a server is given, each test app on a copy of
      // one database migrated and seeded per run,
      // e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run
      ...(process.env.TEST_DATABASE_URL
        ? apiProjects('postgres', ['src/server/testing/postgres-template.ts'])
        : []),
      ...webProjects(),
    ],
  },
});
