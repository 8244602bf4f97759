import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { rowsOf } from '#server/features/dashboard/crm-dashboard.repository.ts';
import { buildTestApp } from '#server/testing/build-test-app.ts';

// The app's PostgreSQL connections are set for many short queries from many clients (decisions
// 038 and 046): no parallel workers, and no JIT compiling a query that runs in a millisecond.
test.runIf(process.env.TEST_DB === 'postgres')(
  'the app’s PostgreSQL connections start no parallel workers and compile no query',
  async () => {
    const testApp = await buildTestApp();
    try {
      const settings = await rowsOf(
        testApp.db,
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect(settings).toEqual([{ jit: 'off', workers: '0' }]);
    } finally {
      await testApp.close();
    }
  },
);
