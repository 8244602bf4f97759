import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { rowsOf } from '#server/features/dashboard/crm-dashboard.repository.ts';
import { buildTestApp } from '#server/testing/build-test-app.ts';
import { createComplaint } from '#server/testing/factories.ts';

// Decision 060: a GIN index with fastupdate on keeps new entries in a pending list that every
// search reads whole (2,993 entries, 301 pages, 2.4 ms per search after a bulk load of 1,000,000
// complaints). The trigram indexes keep none, so a search costs the same whenever it runs.
test('every trigram index is written straight into its tree, with no pending list', async () => {
  const testApp = await buildTestApp();
  try {
    await createComplaint(testApp.db, { customer_name: 'Pending List Check', phone: '0300 7654321' });
    const indexes = await rowsOf<{ name: string; options: string[] | null }>(
      testApp.db,
      sql`select c.relname as name, c.reloptions as options
        from pg_index i join pg_class c on c.oid = i.indexrelid join pg_opclass o on o.oid = i.indclass[0]
        where o.opcname = 'gin_trgm_ops' order by c.relname`,
    );
    expect(indexes.map((index) => index.name)).toEqual([
      'complaints_phone_normal_idx',
      'complaints_search_idx',
      'dealers_phone_normal_idx',
      'dealers_search_idx',
      'products_search_idx',
      'users_phone_normal_idx',
      'users_search_idx',
    ]);
    for (const index of indexes) expect(index.options, index.name).toEqual(['fastupdate=off']);
    // Nothing left to merge: the complaint's entries are already in the tree.
    const [pending] = await rowsOf<{ merged: number }>(
      testApp.db,
      sql`select gin_clean_pending_list('complaints_search_idx'::regclass)::int as merged`,
    );
    expect(pending).toEqual({ merged: 0 });
  } finally {
    await testApp.close();
  }
});
