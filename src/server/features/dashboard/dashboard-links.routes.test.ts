import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  complaintFilterSchema,
  filterToQuery,
  type ComplaintFilterInput,
} from '#domain/complaints/complaint-filter.ts';
import type { CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { DEFAULT_SLA_POLICY } from '#domain/sla/sla-policy.ts';
import { backgroundJobs } from '#server/db/schema/background-jobs.ts';
import { complaintFlags } from '#server/db/schema/complaint-flags.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, uniqueWord } from '#server/testing/factories.ts';
import { DASHBOARD_REBUILD_JOB } from './dashboard.service.ts';

// The gaps closed by decision 033: the dealers' share flagged, the lists behind SLA met % and the
// backlog by status, and the rebuild of the roll-ups after a change of time zone as a job.
let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

const at = (iso: string) => new Date(iso);

async function listed(filter: ComplaintFilterInput): Promise<number> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(complaintFilterSchema.parse(filter))))
    for (const item of [value].flat()) query.append(key, item);
  const response = await admin.get(`/api/complaints/count?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
}

async function dashboard(query: Record<string, string>): Promise<CrmDashboardReply> {
  const response = await admin.get(`/api/dashboard/crm?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const APRIL = { period: 'custom', from: '2026-04-01', to: '2026-04-30' };

test('the dealer scorecard counts the complaints with a flag not dismissed, and its link lists them', async () => {
  const category = uniqueWord();
  const dealer = await createDealer(testApp.db);
  const base = { product_category: category, dealer_id: dealer.id };
  const flaggedOnce = await createComplaint(testApp.db, { ...base, created_at: at('2026-04-02T10:00:00Z') });
  const dismissed = await createComplaint(testApp.db, { ...base, created_at: at('2026-04-03T10:00:00Z') });
  const flaggedTwice = await createComplaint(testApp.db, { ...base, created_at: at('2026-04-04T10:00:00Z') });
  await createComplaint(testApp.db, { ...base, created_at: at('2026-04-05T10:00:00Z') });
  // Flagged, but created in May: outside the period.
  const inMay = await createComplaint(testApp.db, { ...base, created_at: at('2026-05-02T10:00:00Z') });
  await testApp.db.insert(complaintFlags).values([
    { complaint_id: flaggedOnce.id, kind: 'after_warranty' },
    { complaint_id: dismissed.id, kind: 'after_warranty', dismissed_at: new Date(), dismissed_reason: 'ok' },
    { complaint_id: flaggedTwice.id, kind: 'after_warranty' },
    { complaint_id: flaggedTwice.id, kind: 'same_order', related_complaint_id: flaggedOnce.id },
    { complaint_id: inMay.id, kind: 'after_warranty' },
  ]);

  const figures = await dashboard({ ...APRIL, category });
  // Hand count: 4 complaints in April; 2 carry a flag not dismissed (one of them two flags).
  expect(figures.dealers).toHaveLength(1);
  expect(figures.dealers[0]).toMatchObject({ dealerId: dealer.id, complaints: 4, flagged: 2 });
  expect(
    await listed({
      category,
      dealer: [dealer.id],
      createdFrom: '2026-04-01',
      createdTo: '2026-04-30',
      flagged: true,
    }),
  ).toBe(2);

  const csv = await admin.get(
    `/api/dashboard/crm/dealers.csv?${new URLSearchParams({ ...APRIL, category })}`,
  );
  expect(csv.statusCode).toBe(200);
  const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('Flagged');
  expect(row!.split(',')[header!.split(',').indexOf('Flagged')]).toBe('2');
});

test('SLA met % opens the complaints resolved in the period in time; breached ones too', async () => {
  const category = uniqueWord();
  const resolved = (day: string, breached: boolean | null) =>
    createComplaint(testApp.db, {
      product_category: category,
      created_at: at(`${day}T08:00:00Z`),
      status: 'Resolved',
      resolved_at: at(`${day}T12:00:00Z`),
      resolution_due_at: breached === null ? null : at(`${day}T10:00:00Z`),
      resolution_breached: breached === true,
    });
  await resolved('2026-04-03', false);
  await resolved('2026-04-30', false);
  await resolved('2026-04-10', true);
  // Without a resolution target: not counted either way.
  await resolved('2026-04-11', null);
  // In time, but resolved on 1 May: outside the period.
  await resolved('2026-05-01', false);
  // Open, with a target: not resolved.
  await createComplaint(testApp.db, {
    product_category: category,
    created_at: at('2026-04-04T08:00:00Z'),
    resolution_due_at: at('2026-04-05T08:00:00Z'),
  });

  const figures = await dashboard({ ...APRIL, category });
  expect(figures.kpis.slaMet.current).toEqual({ percent: (100 * 2) / 3, met: 2, due: 3 });
  const inApril = { category, resolvedFrom: '2026-04-01', resolvedTo: '2026-04-30' };
  expect(await listed({ ...inApril, slaResult: 'met' })).toBe(2);
  expect(await listed({ ...inApril, slaResult: 'breached' })).toBe(1);
  expect((await admin.get('/api/complaints/count?slaResult=sometimes')).statusCode).toBe(422);
});

test('the backlog by status of a period ending today lists, on its last day, exactly its counts', async () => {
  const category = uniqueWord();
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * 86_400_000);
  for (const [status, days] of [
    ['Open', 1],
    ['Open', 3],
    ['Open', 20],
    ['In Process', 2],
    ['Pending', 4],
  ] as const)
    await createComplaint(testApp.db, { product_category: category, status, created_at: ago(days) });
  await createComplaint(testApp.db, {
    product_category: category,
    status: 'Resolved',
    created_at: ago(2),
    resolved_at: ago(1),
  });

  const figures = await dashboard({ period: '7d', category });
  const last = figures.backlogByStatus.at(-1)!;
  // Hand count: 3 open, 1 in process, 1 pending now.
  expect(last).toMatchObject({ open: 3, inProcess: 1, pending: 1 });
  // The link of each last value: in that status now, created by the period's last day.
  const byEnd = { category, createdTo: figures.period.to };
  expect(await listed({ ...byEnd, status: ['Open'] })).toBe(last.open);
  expect(await listed({ ...byEnd, status: ['In Process'] })).toBe(last.inProcess);
  expect(await listed({ ...byEnd, status: ['Pending'] })).toBe(last.pending);
});

describe('a new time zone: the roll-ups are rebuilt by a job, the request answers at once', () => {
  test('the figures move to the new days once the job has committed; until then they say so', async () => {
    const category = uniqueWord();
    // 1 April 20:00 UTC is 2 April 01:00 in Karachi (UTC+5).
    await createComplaint(testApp.db, { product_category: category, created_at: at('2026-04-01T20:00:00Z') });
    const byDay = (figures: CrmDashboardReply) =>
      Object.fromEntries(figures.createdResolved.map((row) => [row.start, row.created]));
    const before = await dashboard({ ...APRIL, category });
    expect(before.recalculating).toBe(false);
    expect(byDay(before)['2026-04-01']).toBe(1);

    const hours = {
      timeZone: 'Asia/Karachi',
      days: [1, 2, 3, 4, 5],
      open: '09:00',
      close: '17:00',
      times: {},
      holidays: [],
    };
    const saved = await admin.put('/api/settings/sla', { hours, policy: DEFAULT_SLA_POLICY });
    expect(saved.statusCode, saved.body).toBe(200);
    const [job] = await testApp.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, DASHBOARD_REBUILD_JOB));
    expect(job).toBeDefined();

    // While the job has not committed, the figures are the old days' whole, never half of each.
    let figures = await dashboard({ ...APRIL, category });
    for (let i = 0; i < 200 && figures.recalculating; i += 1) {
      expect(byDay(figures)['2026-04-01']! + byDay(figures)['2026-04-02']!).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      figures = await dashboard({ ...APRIL, category });
    }
    expect(figures.recalculating).toBe(false);
    expect(byDay(figures)['2026-04-01']).toBe(0);
    expect(byDay(figures)['2026-04-02']).toBe(1);
    expect(await listed({ category, createdFrom: '2026-04-02', createdTo: '2026-04-02' })).toBe(1);
    const [done] = await testApp.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job!.id));
    expect(done?.state).toBe('completed');
  });
});
