import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fillComplaints, ROLLUP_TABLES } from '#server/testing/bench-fill.ts';
import { rowsOf } from './crm-dashboard.repository.ts';
import { createDealer } from '#server/testing/factories.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';

// Decision 052: the bench fills complaints with the roll-up triggers off and rebuilds the roll-ups in
// one set-based pass. The rebuild must write exactly the rows the triggers write, row by row.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const MEASURES = ['created', 'out_of_warranty', 'resolved', 'sla_due', 'sla_met', 'reopened', 'open'];
const MEASURES_AND_MORE = [...MEASURES, 'resolve_hist', 'response_hist', 'delta', 'complaints'];

/** Each table's rows as text, sorted, without the rows of zeros a trigger leaves when a share moves away. */
async function snapshot() {
  const result: Record<string, string[]> = {};
  for (const table of ROLLUP_TABLES) {
    const rows = await rowsOf<Record<string, unknown>>(testApp.db, sql.raw(`select * from ${table}`));
    result[table] = rows
      .filter((row) =>
        MEASURES_AND_MORE.some((key) => key in row && [row[key]].flat().some((n) => Number(n) !== 0)),
      )
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return result;
}

test('the bench fill with the triggers off and one rebuild writes the rows the triggers write', async () => {
  const now = new Date('2026-11-24T21:30:00Z');
  // The demo data's status history as a rebuild tells it (the seed back-dates some moves).
  await testApp.db.execute(sql`select dashboard_rebuild()`);
  const [top] = await rowsOf<{ max: number }>(
    testApp.db,
    sql`select coalesce(max(id), 0)::int as max from complaints`,
  );
  const [all] = await rowsOf<{ count: number }>(
    testApp.db,
    sql`select count(*)::int as count from complaints`,
  );
  const max = top!.max;
  const rows = all!.count + 2_000;

  await fillComplaints(testApp.db, rows, { now, analyze: false, rollups: 'triggers', stride: 1_163 });
  // Some complaints of a dealer, one customer twice (the dealer scorecard's repeat customers).
  const dealer = await createDealer(testApp.db);
  await testApp.db.execute(sql`update complaints set dealer_id = ${dealer.id}
    where id > ${max} and id % 7 = 0`);
  await testApp.db
    .execute(sql`update complaints set phone = (select phone from complaints where id = ${max + 7})
    where id = ${max + 14}`);
  const byTriggers = await snapshot();
  expect(byTriggers.dashboard_daily!.length).toBeGreaterThan(300);
  expect(byTriggers.dashboard_dealer_customers!.some((row) => row.includes('"complaints":2'))).toBe(true);

  // The same complaints again, inserted with the triggers off and the roll-ups rebuilt.
  await testApp.db.execute(sql`delete from complaints where id > ${max}`);
  await fillComplaints(testApp.db, rows, { now, analyze: false, rollups: 'rebuild', stride: 1_163 });
  const [firstRow] = await rowsOf<{ first: number }>(
    testApp.db,
    sql`select min(id)::int as first from complaints where id > ${max}`,
  );
  const first = firstRow!.first;
  // Ids go on from the deleted ones: the same updates by position.
  const shift = first - (max + 1);
  await testApp.db.execute(sql`update complaints set dealer_id = ${dealer.id}
    where id > ${max + shift} and (id - ${shift}) % 7 = 0`);
  await testApp.db
    .execute(sql`update complaints set phone = (select phone from complaints where id = ${max + shift + 7})
    where id = ${max + shift + 14}`);
  expect(await snapshot()).toEqual(byTriggers);
});
