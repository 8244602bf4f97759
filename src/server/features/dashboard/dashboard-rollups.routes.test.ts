import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  complaintFilterSchema,
  filterToQuery,
  type ComplaintFilterInput,
} from '#domain/complaints/complaint-filter.ts';
import type { CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { durationBucket, histogramMedianHours } from '#domain/dashboard/duration-buckets.ts';
import { DEFAULT_BUSINESS_HOURS } from '#domain/sla/business-hours.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { rowsOf } from './crm-dashboard.repository.ts';
import { writeSetting } from '#server/features/settings/settings.service.ts';
import { BUSINESS_HOURS_KEY } from '#server/features/sla/sla.repository.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser, uniqueWord } from '#server/testing/factories.ts';
import { roles } from '#server/db/schema/roles.ts';

// The daily roll-ups behind the manager's dashboard (decision 025), with the company in Karachi
// (UTC+5): its days start at 19:00 UTC the day before.
let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  await writeSetting(testApp.db, BUSINESS_HOURS_KEY, { ...DEFAULT_BUSINESS_HOURS, timeZone: 'Asia/Karachi' });
  // The roll-ups in Karachi's days (the settings' route queues this as a job, decision 033).
  await testApp.db.execute(sql`select dashboard_rebuild()`);
});
afterAll(() => testApp?.close());

const at = (iso: string) => new Date(iso);

async function listed(filter: ComplaintFilterInput): Promise<number> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(complaintFilterSchema.parse(filter))))
    for (const item of [value].flat()) query.append(key, item);
  const response = await admin.get(`/api/complaints/count?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

describe('1 to 10 April 2026 in Karachi', () => {
  const category = uniqueWord();
  const period = { period: 'custom', from: '2026-04-01', to: '2026-04-10', category };
  let figures: CrmDashboardReply;

  beforeAll(async () => {
    const base = { product_category: category };
    // 31 March, 23:59 in Karachi: the previous period.
    await createComplaint(testApp.db, { ...base, created_at: at('2026-03-31T18:59:00Z') });
    // 1 April, 00:00 in Karachi.
    await createComplaint(testApp.db, { ...base, created_at: at('2026-03-31T19:00:00Z') });
    // 10 April, 23:59:59 in Karachi; resolved on 11 April there.
    await createComplaint(testApp.db, {
      ...base,
      created_at: at('2026-04-10T18:59:59Z'),
      status: 'Resolved',
      resolved_at: at('2026-04-10T19:00:00Z'),
    });
    // Resolved in 2 hours, in time.
    await createComplaint(testApp.db, {
      ...base,
      created_at: at('2026-04-05T10:00:00Z'),
      status: 'Resolved',
      resolved_at: at('2026-04-05T12:00:00Z'),
      resolution_due_at: at('2026-04-06T10:00:00Z'),
      warranty_verdict: 'out_of_warranty',
    });
    // Resolved in 6 days, late.
    await createComplaint(testApp.db, {
      ...base,
      created_at: at('2026-04-02T10:00:00Z'),
      status: 'Resolved',
      resolved_at: at('2026-04-08T10:00:00Z'),
      resolution_due_at: at('2026-04-03T10:00:00Z'),
      resolution_breached: true,
    });
    figures = (await admin.get(`/api/dashboard/crm?${new URLSearchParams(period)}`)).json();
  });

  test('created and resolved count Karachi days, and their links list as many', async () => {
    expect(figures.kpis.created).toEqual({ current: 4, previous: 1 });
    expect(figures.kpis.resolved).toEqual({ current: 2, previous: 0 });
    expect(await listed({ category, createdFrom: '2026-04-01', createdTo: '2026-04-10' })).toBe(4);
    expect(await listed({ category, createdFrom: '2026-03-22', createdTo: '2026-03-31' })).toBe(1);
    expect(await listed({ category, resolvedFrom: '2026-04-01', resolvedTo: '2026-04-10' })).toBe(2);
    const byDay = Object.fromEntries(figures.createdResolved.map((row) => [row.start, row]));
    expect(byDay['2026-04-01']).toEqual({ start: '2026-04-01', created: 1, resolved: 0 });
    expect(byDay['2026-04-10']).toEqual({ start: '2026-04-10', created: 1, resolved: 0 });
  });

  test('SLA met: one of the two resolved with a target was in time', () => {
    expect(figures.kpis.slaMet.current).toEqual({ percent: 50, met: 1, due: 2 });
    expect(figures.kpis.slaMet.previous).toEqual({ percent: null, met: 0, due: 0 });
  });

  test('backlog by status over time, and the backlog at both ends', () => {
    expect(figures.backlogByStatus).toHaveLength(10);
    const byDay = Object.fromEntries(figures.backlogByStatus.map((row) => [row.start, row.open]));
    // End of 1 April: the one of 31 March and the one of 1 April.
    expect(byDay['2026-04-01']).toBe(2);
    // End of 2 April: with the one resolved late on the 8th.
    expect(byDay['2026-04-02']).toBe(3);
    expect(byDay['2026-04-07']).toBe(3);
    // End of 8 April: that one resolved.
    expect(byDay['2026-04-08']).toBe(2);
    // End of 10 April: with the one made that day and resolved on the 11th.
    expect(byDay['2026-04-10']).toBe(3);
    expect(figures.kpis.backlog).toEqual({ current: 3, previous: 1 });
  });

  test('the dealer scorecard counts out of warranty complaints', async () => {
    const dealer = await createDealer(testApp.db);
    const other = uniqueWord();
    await createComplaint(testApp.db, {
      product_category: other,
      dealer_id: dealer.id,
      created_at: at('2026-04-03T10:00:00Z'),
      warranty_verdict: 'out_of_warranty',
    });
    await createComplaint(testApp.db, {
      product_category: other,
      dealer_id: dealer.id,
      created_at: at('2026-05-03T10:00:00Z'),
    });
    const body: CrmDashboardReply = (
      await admin.get(
        `/api/dashboard/crm?${new URLSearchParams({ ...period, to: '2026-05-31', category: other })}`,
      )
    ).json();
    expect(body.dealers).toHaveLength(1);
    expect(body.dealers[0]).toMatchObject({
      dealerId: dealer.id,
      complaints: 2,
      outOfWarranty: 1,
      months: [
        { month: '2026-04-01', count: 1 },
        { month: '2026-05-01', count: 1 },
      ],
    });
    const range = { createdFrom: '2026-04-01', createdTo: '2026-05-31' };
    expect(
      await listed({ category: other, dealer: [dealer.id], warranty: ['out_of_warranty'], ...range }),
    ).toBe(1);
  });
});

describe('15 January to 20 March 2026 in Karachi: whole months and the days at both ends', () => {
  // The period reads February from the month roll-ups and 15–31 January and 1–20 March from the day
  // roll-ups; the one before (11 November to 14 January) reads December whole (decision 047).
  const category = uniqueWord();
  const period = { period: 'custom', from: '2026-01-15', to: '2026-03-20', category };
  const resolvedAt = '2026-03-20T18:59:00Z';
  const createdAt = '2026-01-31T19:00:00Z';
  let dealerId: number;
  let figures: CrmDashboardReply;

  beforeAll(async () => {
    dealerId = (await createDealer(testApp.db)).id;
    const made = (iso: string, values: Partial<typeof complaints.$inferInsert> = {}) =>
      createComplaint(testApp.db, { product_category: category, created_at: at(iso), ...values });
    const resolved = (iso: string) => ({ status: 'Resolved' as const, resolved_at: at(iso) });
    // Before the previous period: one resolved long ago, one still open.
    await made('2025-06-15T10:00:00Z', resolved('2025-07-01T10:00:00Z'));
    await made('2025-09-30T19:00:00Z');
    // 10 November, 23:59 in Karachi: the last day before the previous period.
    await made('2025-11-10T18:59:00Z');
    // The previous period: 11 November 00:00, 1 December 00:00, 1 January 00:00, 14 January 23:30.
    await made('2025-11-10T19:00:00Z');
    await made('2025-11-30T19:00:00Z');
    await made('2025-12-31T19:00:00Z');
    await made('2026-01-14T18:30:00Z');
    // The period: 15 January 00:00 (in Multan, 'Noise'), 31 January 23:59.
    await made('2026-01-14T19:00:00Z', { customer_city: 'Multan', problem_type: 'Noise' });
    await made('2026-01-31T18:59:00Z');
    // 1 February 00:00 at the dealer, resolved on 20 March 23:59 in time.
    await made(createdAt, {
      ...resolved(resolvedAt),
      dealer_id: dealerId,
      resolution_due_at: at('2026-03-25T00:00:00Z'),
    });
    // 28 February 23:59, resolved on 21 March 00:00: after the period.
    await made('2026-02-28T18:59:00Z', resolved('2026-03-20T19:00:00Z'));
    // 20 March 23:59:59 at the dealer; then 21 March 00:00, after the period.
    await made('2026-03-20T18:59:59Z', { dealer_id: dealerId });
    await made('2026-03-20T19:00:00Z');
    figures = (await admin.get(`/api/dashboard/crm?${new URLSearchParams(period)}`)).json();
  });

  test('created, resolved, SLA met and the backlog count Karachi days across the months', async () => {
    expect(figures.kpis.created).toEqual({ current: 5, previous: 4 });
    expect(figures.kpis.resolved).toEqual({ current: 1, previous: 0 });
    expect(figures.kpis.slaMet.current).toEqual({ percent: 100, met: 1, due: 1 });
    // End of 20 March: 12 made, 2 resolved by then; end of 14 January: 7 made, 1 resolved.
    expect(figures.kpis.backlog).toEqual({ current: 10, previous: 6 });
    expect(await listed({ category, createdFrom: '2026-01-15', createdTo: '2026-03-20' })).toBe(5);
    expect(await listed({ category, createdFrom: '2025-11-11', createdTo: '2026-01-14' })).toBe(4);
    const hours = (Date.parse(resolvedAt) - Date.parse(createdAt)) / 3600_000;
    expect(Math.abs(figures.kpis.medianResolveHours.current! - hours) / hours).toBeLessThan(0.05);
  });

  test('places, defects, top problems, workload and the dealer scorecard', () => {
    expect(figures.places.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(figures.places.find((row) => row.city === 'Multan')?.count).toBe(1);
    expect(figures.defectMonths).toEqual([
      { month: '2026-01-01', category, count: 2 },
      { month: '2026-02-01', category, count: 2 },
      { month: '2026-03-01', category, count: 1 },
    ]);
    expect(figures.topProblems).toEqual([
      { problemType: 'Not cooling', count: 4 },
      { problemType: 'Noise', count: 1 },
    ]);
    expect(figures.workload.reduce((sum, row) => sum + row.resolved, 0)).toBe(1);
    expect(figures.dealers).toHaveLength(1);
    expect(figures.dealers[0]).toMatchObject({
      dealerId,
      complaints: 2,
      months: [
        { month: '2026-02-01', count: 1 },
        { month: '2026-03-01', count: 1 },
      ],
    });
  });
});

const MEASURES = [
  'created',
  'out_of_warranty',
  'resolved',
  'sla_due',
  'sla_met',
  'reopened',
  'resolve_hist',
  'response_hist',
  'open',
];

test('the roll-ups kept change by change equal the roll-ups rebuilt from the complaints', async () => {
  const category = uniqueWord();
  const dealer = await createDealer(testApp.db);
  const made = [];
  for (let i = 0; i < 6; i++)
    made.push(
      await createComplaint(testApp.db, {
        product_category: category,
        created_at: new Date(Date.now() - i * 26 * 3600_000),
        priority: i % 2 ? 'L2' : 'L3',
      }),
    );
  const set = (id: number, values: Partial<typeof complaints.$inferInsert>) =>
    testApp.db.update(complaints).set(values).where(eq(complaints.id, id));
  await set(made[0]!.id, { status: 'Resolved' });
  await set(made[1]!.id, { status: 'Resolved' });
  await set(made[1]!.id, { status: 'In Process' });
  await set(made[2]!.id, { dealer_id: dealer.id, customer_city: 'Multan' });
  await set(made[3]!.id, { first_response_at: new Date(), problem_type: 'Noise' });
  await set(made[4]!.id, { assignee_id: null, priority: 'L1', status: 'Pending' });
  // A change that moves one part of a share and leaves the others (decision 045).
  await set(made[0]!.id, { assignee_id: null });
  await set(made[2]!.id, { priority: 'L1' });
  await set(made[3]!.id, { reopened_at: new Date(), status: 'Open' });
  await set(made[3]!.id, { customer_city: 'Sialkot' });
  // A customer's complaints at a dealer (decision 047): a second one, a new phone, another dealer.
  await set(made[1]!.id, { dealer_id: dealer.id, phone: made[2]!.phone });
  await set(made[4]!.id, { dealer_id: dealer.id, phone: made[2]!.phone });
  await set(made[4]!.id, { phone: '0333 7654321' });
  await set(made[1]!.id, { dealer_id: null });
  await testApp.db.delete(complaints).where(eq(complaints.id, made[5]!.id));

  const tables = [
    'dashboard_daily',
    'dashboard_problem_daily',
    'dashboard_place_daily',
    'dashboard_assignee_daily',
    'dashboard_open',
    'dashboard_day_totals',
    ...MONTH_TWINS.map(([, month]) => month),
  ];
  const snapshot = async () => {
    const result: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = await rowsOf<Record<string, unknown>>(testApp.db, sql.raw(`select * from ${table}`));
      result[table] = rows
        .filter((row) => MEASURES.some((key) => key in row && [row[key]].flat().some((n) => Number(n) !== 0)))
        .map((row) => JSON.stringify(row))
        .sort();
    }
    const statuses = await rowsOf<{ status: string; n: number }>(
      testApp.db,
      sql`select status, sum(delta)::int as n from dashboard_status_daily group by status order by status`,
    );
    const present = await rowsOf<{ status: string; n: number }>(
      testApp.db,
      sql`select status, count(*)::int as n from complaints group by status order by status`,
    );
    expect(statuses).toEqual(present);
    return result;
  };
  const snapshotKept = await snapshot();
  expect(await dayTotalsMismatches()).toEqual([]);
  await expectMonthsSumTheirDays();
  // Open complaints by UTC creation day, kept change by change, equal a fresh count.
  const kept = sql`select day::text, priority, province, dealer_id, category, open from dashboard_open_days where open <> 0`;
  const counted = sql`select (created_at at time zone 'UTC')::date::text, priority, customer_province,
    coalesce(dealer_id, 0), product_category, count(*)::int from complaints where status <> 'Resolved' group by 1, 2, 3, 4, 5`;
  expect(await rowsOf(testApp.db, sql`${kept} except all ${counted}`)).toEqual([]);
  expect(await rowsOf(testApp.db, sql`${counted} except all ${kept}`)).toEqual([]);
  const keptCustomers = sql`select dealer_id, phone_normal, complaints from dashboard_dealer_customers where complaints <> 0`;
  const countedCustomers = sql`select dealer_id, phone_normal, count(*)::int from complaints where dealer_id is not null group by 1, 2`;
  expect(await rowsOf(testApp.db, sql`${keptCustomers} except all ${countedCustomers}`)).toEqual([]);
  expect(await rowsOf(testApp.db, sql`${countedCustomers} except all ${keptCustomers}`)).toEqual([]);
  await testApp.db.execute(sql`select dashboard_rebuild()`);
  expect(await snapshot()).toEqual(snapshotKept);
  expect(await dayTotalsMismatches()).toEqual([]);
  await expectMonthsSumTheirDays();
});

/** Each day roll-up and its month twin (decision 047). */
const MONTH_TWINS = [
  ['dashboard_daily', 'dashboard_monthly'],
  ['dashboard_day_totals', 'dashboard_month_totals'],
  ['dashboard_problem_daily', 'dashboard_problem_monthly'],
  ['dashboard_place_daily', 'dashboard_place_monthly'],
  ['dashboard_assignee_daily', 'dashboard_assignee_monthly'],
  ['dashboard_status_daily', 'dashboard_status_monthly'],
] as const;

/** Every month twin holds its day table summed per month (rows of zeros left out), histograms bucket by bucket. */
async function expectMonthsSumTheirDays() {
  const measures = [...MEASURES, 'delta'];
  const summed = (rows: Record<string, unknown>[], byMonth: boolean) => {
    const sums = new Map<string, Record<string, number | number[]>>();
    for (const row of rows) {
      const day = String(row.day);
      const key = JSON.stringify(
        Object.entries({ ...row, day: byMonth ? `${day.slice(0, 8)}01` : day }).filter(
          ([name]) => !measures.includes(name),
        ),
      );
      const sum = sums.get(key) ?? {};
      for (const name of measures.filter((name) => name in row)) {
        const value = row[name];
        sum[name] = Array.isArray(value)
          ? value.map((n, i) => Number(n) + ((sum[name] as number[] | undefined)?.[i] ?? 0))
          : Number(value) + ((sum[name] as number | undefined) ?? 0);
      }
      sums.set(key, sum);
    }
    return [...sums]
      .filter(([, sum]) =>
        Object.values(sum)
          .flat()
          .some((n) => n !== 0),
      )
      .map(([key, sum]) => `${key} ${JSON.stringify(sum)}`)
      .sort();
  };
  for (const [day, month] of MONTH_TWINS) {
    const days = await rowsOf<Record<string, unknown>>(testApp.db, sql.raw(`select * from ${day}`));
    const months = await rowsOf<Record<string, unknown>>(testApp.db, sql.raw(`select * from ${month}`));
    expect(summed(months, false), month).toEqual(summed(days, true));
  }
}

test.runIf(process.env.TEST_DB === 'postgres')(
  'a status change waits for no other complaint of its creation day: the roll-up rows it leaves alone stay unlocked',
  async () => {
    const created_at = new Date(Date.now() - 3 * 86400_000);
    const first = await createComplaint(testApp.db, { created_at, product_category: uniqueWord() });
    const second = await createComplaint(testApp.db, {
      created_at,
      product_category: uniqueWord(),
      customer_province: 'Sindh',
      customer_city: 'Karachi',
    });
    // The first change stays uncommitted while the second runs on another connection.
    await testApp.db.transaction(async (held) => {
      await held.update(complaints).set({ status: 'In Process' }).where(eq(complaints.id, first.id));
      await testApp.db.transaction(async (other) => {
        await other.execute(sql`set local lock_timeout = '2s'`);
        await other.update(complaints).set({ status: 'Pending' }).where(eq(complaints.id, second.id));
      });
    });
    const statuses = await testApp.db
      .select({ status: complaints.status })
      .from(complaints)
      .where(eq(complaints.id, second.id));
    expect(statuses).toEqual([{ status: 'Pending' }]);
  },
);

/** Rows of zeros are left where a day's complaints all moved away (a rebuild deletes every row). */
const nonZero = (row: ReturnType<typeof sql>) =>
  sql`(${row}.created, ${row}.out_of_warranty, ${row}.resolved, ${row}.sla_due, ${row}.sla_met, ${row}.reopened) <> (0, 0, 0, 0, 0, 0)
    or exists (select 1 from unnest(${row}.resolve_hist || ${row}.response_hist) as v(n) where v.n <> 0)`;

/** Days whose row in dashboard_day_totals differs from dashboard_daily summed over the day (decision 038). */
async function dayTotalsMismatches() {
  return rowsOf<{ day: string }>(
    testApp.db,
    sql`
    with summed as (
      select s.day, s.created, s.out_of_warranty, s.resolved, s.sla_due, s.sla_met, s.reopened,
        h.resolve_hist, h.response_hist
      from (select day, sum(created)::int as created, sum(out_of_warranty)::int as out_of_warranty,
          sum(resolved)::int as resolved, sum(sla_due)::int as sla_due, sum(sla_met)::int as sla_met,
          sum(reopened)::int as reopened
        from dashboard_daily group by day) s
      join (select day, array_agg(r order by k) as resolve_hist, array_agg(f order by k) as response_hist
        from (select day, u.k, sum(u.r)::int as r, sum(u.f)::int as f
          from dashboard_daily, unnest(resolve_hist, response_hist) with ordinality as u(r, f, k)
          group by day, u.k) b group by day) h using (day)
    )
    select coalesce(s.day, t.day)::text as day
    from (select * from summed x where ${nonZero(sql`x`)}) s
    full join (select * from dashboard_day_totals x where ${nonZero(sql`x`)}) t using (day)
    where (s.created, s.out_of_warranty, s.resolved, s.sla_due, s.sla_met, s.reopened, s.resolve_hist, s.response_hist)
      is distinct from (t.created, t.out_of_warranty, t.resolved, t.sla_due, t.sla_met, t.reopened, t.resolve_hist, t.response_hist)`,
  );
}

test.each(['90d', 'year'])(
  'the unfiltered dashboard reads the day totals: the same figures as the filtered roll-ups summed (%s)',
  async (name) => {
    const period = `?period=${name}`;
    const all = await admin.get(`/api/dashboard/crm${period}`);
    expect(all.statusCode).toBe(200);
    // Every complaint has a province: the provinces' dashboards add up to the whole one.
    const provinces = await rowsOf<{ province: string }>(
      testApp.db,
      sql`select distinct province from dashboard_daily where day >= current_date - 100`,
    );
    let created = 0;
    let resolved = 0;
    for (const { province } of provinces) {
      const one = await admin.get(`/api/dashboard/crm${period}&province=${encodeURIComponent(province)}`);
      created += one.json().kpis.created.current;
      resolved += one.json().kpis.resolved.current;
    }
    expect(all.json().kpis.created.current).toBe(created);
    expect(all.json().kpis.resolved.current).toBe(resolved);
  },
);

test('duration buckets: the database and the domain agree, and a median is within 5 %', async () => {
  for (const seconds of [0, 59, 60, 61, 3599, 3600, 7200, 86_400, 30 * 86_400, 400 * 86_400]) {
    const [row] = await rowsOf<{ b: number }>(
      testApp.db,
      sql`select dashboard_duration_bucket(${seconds}) as b`,
    );
    expect(Number(row!.b)).toBe(durationBucket(seconds));
  }
  const counts = new Array<number>(141).fill(0);
  for (const hours of [1, 2, 3, 10, 50]) {
    const index = durationBucket(hours * 3600) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const median = histogramMedianHours(counts)!;
  expect(Math.abs(median - 3) / 3).toBeLessThan(0.05);
  expect(histogramMedianHours(new Array<number>(141).fill(0))).toBeNull();
});

test('the reports as an Excel workbook: a sheet per figure, in the reader’s language', async () => {
  const category = uniqueWord();
  await createComplaint(testApp.db, { product_category: category });
  const response = await admin.get(`/api/dashboard/crm/report.xlsx?period=7d&category=${category}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Key figures');
  const summary = workbook.getWorksheet('Key figures')!;
  expect(summary.getRow(3).values).toEqual([undefined, 'Created', 1, 0]);
});

test('a role that reads only some complaints cannot have the manager’s dashboard, even with Reports', async () => {
  const [technician] = await testApp.db.select().from(roles).where(eq(roles.slug, 'technician'));
  await testApp.db
    .update(roles)
    .set({ rules: [...technician!.rules, { action: 'read', subject: 'Reports' }] })
    .where(eq(roles.slug, 'technician'));
  const account = await createUser(testApp.db, { role: 'technician' });
  const session = await testApp.signIn(account.username, account.password);
  for (const path of [
    '/api/dashboard/crm',
    '/api/dashboard/crm/dealers.csv',
    '/api/dashboard/crm/report.xlsx',
  ]) {
    const response = await session.get(path);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('your role reads only some of them');
  }
  expect((await session.get('/api/dashboard/mine')).statusCode).toBe(200);
});
