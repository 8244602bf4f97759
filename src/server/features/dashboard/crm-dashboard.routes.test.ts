import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filterToQuery, type ComplaintFilterInput } from '#domain/complaints/complaint-filter.ts';
import { complaintFilterSchema } from '#domain/complaints/complaint-filter.ts';
import type { CrmDashboardReply, MyDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser, uniqueWord } from '#server/testing/factories.ts';
import { ageing } from './crm-dashboard.repository.ts';

let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

const at = (iso: string) => new Date(iso);
const HOURS = 3600_000;

/** A median read from the roll-ups' histograms (decision 025): within 5 % of the exact one. */
function near(value: number | null, exact: number) {
  expect(value).not.toBeNull();
  expect(Math.abs(value! - exact) / exact).toBeLessThan(0.05);
}

/** How many complaints the list shows for a filter: what a figure's link opens. */
async function listed(browser: TestBrowser, filter: ComplaintFilterInput): Promise<number> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterToQuery(complaintFilterSchema.parse(filter))))
    for (const item of [value].flat()) query.append(key, item);
  const response = await browser.get(`/api/complaints/count?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

describe('the manager dashboard over a custom period (1 to 10 March 2026, company zone UTC)', () => {
  const category = uniqueWord();
  const period = { period: 'custom', from: '2026-03-01', to: '2026-03-10', category };
  let figures: CrmDashboardReply;
  let dealerId: number;

  beforeAll(async () => {
    const dealer = await createDealer(testApp.db, { dealer_name: `Dealer ${category}` });
    dealerId = dealer.id;
    const base = { product_category: category };
    // In the period, at its very first instant; open, L3.
    await createComplaint(testApp.db, { ...base, created_at: at('2026-03-01T00:00:00Z'), priority: 'L3' });
    // In the period at its last second; resolved only after it.
    await createComplaint(testApp.db, {
      ...base,
      created_at: at('2026-03-10T23:59:59Z'),
      status: 'Resolved',
      resolved_at: at('2026-03-11T00:00:00Z'),
    });
    // Created the second before the period (previous period), resolved in it after 36 hours.
    await createComplaint(testApp.db, {
      ...base,
      created_at: at('2026-02-28T23:59:59Z'),
      status: 'Resolved',
      resolved_at: at('2026-03-02T11:59:59Z'),
    });
    // After the period.
    await createComplaint(testApp.db, { ...base, created_at: at('2026-03-11T00:00:00Z') });
    // The dealer's customer twice (the phone typed two ways): resolved in 12 h, first answered in 2 h...
    await createComplaint(testApp.db, {
      ...base,
      dealer_id: dealerId,
      phone: '0300 7654321',
      created_at: at('2026-03-05T00:00:00Z'),
      first_response_at: at('2026-03-05T02:00:00Z'),
      status: 'Resolved',
      resolved_at: at('2026-03-05T12:00:00Z'),
    });
    // ...and open again, answered in 4 h, reopened in the period.
    await createComplaint(testApp.db, {
      ...base,
      dealer_id: dealerId,
      phone: '+92-300-7654321',
      created_at: at('2026-03-06T00:00:00Z'),
      first_response_at: at('2026-03-06T04:00:00Z'),
      reopened_at: at('2026-03-07T00:00:00Z'),
      status: 'In Process',
    });
    // In the previous period, open.
    await createComplaint(testApp.db, { ...base, created_at: at('2026-02-20T00:00:00Z'), priority: 'L2' });
    const response = await admin.get(`/api/dashboard/crm?${new URLSearchParams(period)}`);
    expect(response.json()).toHaveProperty('kpis');
    figures = response.json();
  });

  test('the period and the one before it', () => {
    expect(figures.period).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      previousFrom: '2026-02-19',
      previousTo: '2026-02-28',
      bucket: 'day',
    });
  });

  test('KPIs count whole days, against the previous period', async () => {
    expect(figures.kpis.created).toEqual({ current: 4, previous: 2 });
    expect(figures.kpis.resolved).toEqual({ current: 2, previous: 0 });
    near(figures.kpis.medianResolveHours.current, 24);
    expect(figures.kpis.medianResolveHours.previous).toBeNull();
    near(figures.kpis.medianFirstResponseHours.current, 3);
    expect(figures.kpis.medianFirstResponseHours.previous).toBeNull();
    expect(figures.kpis.reopened).toEqual({ current: 1, previous: 0 });
    // Not resolved at the end of 10 March: 1 Mar, 10 Mar (resolved on the 11th), 6 Mar, 20 Feb.
    // At the start of 1 March: 28 Feb (resolved on the 2nd) and 20 Feb.
    expect(figures.kpis.backlog).toEqual({ current: 4, previous: 2 });
  });

  test('each KPI link lists exactly as many complaints', async () => {
    const range = { createdFrom: '2026-03-01', createdTo: '2026-03-10' };
    expect(await listed(admin, { category, ...range })).toBe(figures.kpis.created.current);
    expect(await listed(admin, { category, createdFrom: '2026-02-19', createdTo: '2026-02-28' })).toBe(
      figures.kpis.created.previous,
    );
    expect(await listed(admin, { category, resolvedFrom: '2026-03-01', resolvedTo: '2026-03-10' })).toBe(
      figures.kpis.resolved.current,
    );
    expect(await listed(admin, { category, reopenedFrom: '2026-03-01', reopenedTo: '2026-03-10' })).toBe(
      figures.kpis.reopened.current,
    );
  });

  test('created and resolved per day', () => {
    expect(figures.createdResolved).toHaveLength(10);
    const byDay = Object.fromEntries(figures.createdResolved.map((row) => [row.start, row]));
    expect(byDay['2026-03-01']).toEqual({ start: '2026-03-01', created: 1, resolved: 0 });
    expect(byDay['2026-03-02']).toEqual({ start: '2026-03-02', created: 0, resolved: 1 });
    expect(byDay['2026-03-05']).toEqual({ start: '2026-03-05', created: 1, resolved: 1 });
    expect(byDay['2026-03-10']).toEqual({ start: '2026-03-10', created: 1, resolved: 0 });
  });

  test('places, defects and problem types of the period', async () => {
    expect(figures.places).toEqual([{ province: 'Punjab', city: 'Lahore', count: 4 }]);
    expect(figures.defects).toEqual([
      { month: '2026-03-01', category, problemType: 'Not cooling', count: 4 },
    ]);
    expect(figures.topProblems).toEqual([{ problemType: 'Not cooling', count: 4 }]);
    const range = { createdFrom: '2026-03-01', createdTo: '2026-03-10' };
    expect(await listed(admin, { category, problemType: 'Not cooling', ...range })).toBe(4);
    expect(await listed(admin, { category, province: 'Punjab', city: 'Lahore', ...range })).toBe(4);
  });

  test('the dealer scorecard: complaints, median time to resolve and repeat customers', async () => {
    const { medianResolveHours, ...rest } = figures.dealers[0]!;
    expect(figures.dealers).toHaveLength(1);
    expect(rest).toEqual({
      dealerId,
      name: `Dealer ${category}`,
      complaints: 2,
      months: [{ month: '2026-03-01', count: 2 }],
      outOfWarranty: 0,
      flagged: 0,
      repeatCustomers: 1,
    });
    near(medianResolveHours, 12);
    expect(
      await listed(admin, {
        category,
        dealer: [dealerId],
        createdFrom: '2026-03-01',
        createdTo: '2026-03-10',
      }),
    ).toBe(2);
    const csv = await admin.get(`/api/dashboard/crm/dealers.csv?${new URLSearchParams(period)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Dealer,Complaints,Median time to resolve (hours),Out of warranty,Flagged,Repeat customers',
    );
    expect(line).toMatch(new RegExp(`^Dealer ${category},2,1[12]\\.\\d,0,0,1$`));
    expect(end).toBe('');
  });

  test('the dealer filter narrows every figure', async () => {
    const body: CrmDashboardReply = (
      await admin.get(`/api/dashboard/crm?${new URLSearchParams({ ...period, dealer: String(dealerId) })}`)
    ).json();
    expect(body.kpis.created.current).toBe(2);
    expect(body.kpis.resolved.current).toBe(1);
  });
});

test('repeat customers: more than one complaint at the dealer within the period and the filters', async () => {
  const category = uniqueWord();
  const { id: dealerId } = await createDealer(testApp.db, { dealer_name: `Dealer ${category}` });
  const base = { product_category: category, dealer_id: dealerId };
  const complaint = (phone: string, day: string, province = 'Punjab') =>
    createComplaint(testApp.db, {
      ...base,
      phone,
      customer_province: province,
      created_at: at(`${day}T12:00:00Z`),
    });
  // A: twice in the period, once in Sindh. B: once before the period, once in it. C: three times.
  await complaint('0300 1111111', '2026-04-02');
  await complaint('+92 300 1111111', '2026-04-09', 'Sindh');
  await complaint('0300 2222222', '2026-03-31');
  await complaint('0300 2222222', '2026-04-03');
  for (const day of ['2026-04-01', '2026-04-05', '2026-04-10']) await complaint('0300 3333333', day);
  const scorecard = async (extra: Record<string, string> = {}) => {
    const query = { period: 'custom', from: '2026-04-01', to: '2026-04-10', category, ...extra };
    const body: CrmDashboardReply = (
      await admin.get(`/api/dashboard/crm?${new URLSearchParams(query)}`)
    ).json();
    return body.dealers.find((row) => row.dealerId === dealerId);
  };
  expect(await scorecard()).toMatchObject({ complaints: 6, repeatCustomers: 2 });
  expect(await scorecard({ province: 'Punjab' })).toMatchObject({ complaints: 5, repeatCustomers: 1 });
});

// Decision 052: a day a bucket bound falls in is read only on the shorter side of the bound, the
// other side being the day's kept count less those. At 06:00 UTC the side before each bound is read,
// at 18:00 the side after it; complaints on both sides of every bound, at it, and at the far ends of
// its day, counted by hand.
test.each(['2026-06-20T06:00:00Z', '2026-06-20T18:00:00Z'])(
  'ageing at %s: both sides of every bound counted, whichever side is read',
  async (instant) => {
    const category = uniqueWord();
    const now = new Date(instant).getTime();
    const MINUTE = 60_000;
    const DAY = 24 * HOURS;
    const bound = (days: number) => now - days * DAY;
    const dayStart = (time: number) => time - (time % DAY);
    const placed: [number, string][] = [
      [now - MINUTE, '0-1'],
      [now - 5 * HOURS, '0-1'],
      [bound(1) - MINUTE, '1-3'],
      [bound(1), '1-3'],
      [bound(1) + MINUTE, '0-1'],
      [dayStart(bound(1)) + MINUTE, '1-3'],
      [dayStart(bound(1)) + DAY - MINUTE, '0-1'],
      [bound(3) - MINUTE, '3-7'],
      [bound(3) + MINUTE, '1-3'],
      [dayStart(bound(3)) + MINUTE, '3-7'],
      [dayStart(bound(3)) + DAY - MINUTE, '1-3'],
      [bound(7) - MINUTE, '7-30'],
      [bound(7) + MINUTE, '3-7'],
      [bound(30) - MINUTE, '30+'],
      [bound(30) + MINUTE, '7-30'],
      [dayStart(bound(30)) + MINUTE, '30+'],
      [dayStart(bound(30)) + DAY - MINUTE, '7-30'],
      // Whole days between the edge days.
      [bound(2), '1-3'],
      [bound(10), '7-30'],
      [bound(40), '30+'],
    ];
    for (const [time] of placed)
      await createComplaint(testApp.db, {
        product_category: category,
        created_at: new Date(time),
        priority: 'L1',
      });
    // Another priority, and a resolved complaint beside a bound (not open, not counted).
    await createComplaint(testApp.db, {
      product_category: category,
      created_at: new Date(bound(3) + MINUTE),
      priority: 'L3',
    });
    await createComplaint(testApp.db, {
      product_category: category,
      created_at: new Date(bound(1) + MINUTE),
      priority: 'L1',
      status: 'Resolved',
    });
    const rows = await ageing(testApp.db, { category }, new Date(instant));
    const count = (age: string, priority: string) =>
      rows.find((row) => row.age === age && row.priority === priority)?.count;
    const byHand = (age: string) => placed.filter(([, bucket]) => bucket === age).length;
    expect(['0-1', '1-3', '3-7', '7-30', '30+'].map((age) => count(age, 'L1'))).toEqual([4, 6, 3, 4, 3]);
    expect(['0-1', '1-3', '3-7', '7-30', '30+'].map(byHand)).toEqual([4, 6, 3, 4, 3]);
    expect(count('1-3', 'L3')).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(placed.length + 1);
  },
);

test('ageing of open complaints by priority, and its links', async () => {
  const category = uniqueWord();
  const ago = (hours: number) => new Date(Date.now() - hours * HOURS);
  await createComplaint(testApp.db, { product_category: category, created_at: ago(1), priority: 'L3' });
  await createComplaint(testApp.db, { product_category: category, created_at: ago(2 * 24), priority: 'L3' });
  await createComplaint(testApp.db, { product_category: category, created_at: ago(5 * 24), priority: 'L1' });
  await createComplaint(testApp.db, { product_category: category, created_at: ago(20 * 24), priority: 'L1' });
  // Resolved ones are not open, whatever their age (whole days come from dashboard_open_days).
  await createComplaint(testApp.db, {
    product_category: category,
    created_at: ago(2 * 24),
    priority: 'L3',
    status: 'Resolved',
  });
  await createComplaint(testApp.db, { product_category: category, created_at: ago(40 * 24), priority: 'L2' });
  await createComplaint(testApp.db, {
    product_category: category,
    created_at: ago(40 * 24),
    priority: 'L2',
    status: 'Resolved',
  });
  const body: CrmDashboardReply = (
    await admin.get(`/api/dashboard/crm?period=7d&category=${category}`)
  ).json();
  const cell = (age: string, priority: string) =>
    body.ageing.find((row) => row.age === age && row.priority === priority)?.count;
  expect(cell('0-1', 'L3')).toBe(1);
  expect(cell('1-3', 'L3')).toBe(1);
  expect(cell('3-7', 'L1')).toBe(1);
  expect(cell('7-30', 'L1')).toBe(1);
  expect(cell('30+', 'L2')).toBe(1);
  expect(body.ageing.reduce((sum, row) => sum + row.count, 0)).toBe(5);
  const open = ['Open', 'In Process', 'Pending'] as const;
  expect(await listed(admin, { category, status: [...open], age: '30+', priority: 'L2' })).toBe(1);
  expect(await listed(admin, { category, status: [...open], age: '1-3' })).toBe(1);
  expect(await listed(admin, { category, status: [...open], age: '7-30' })).toBe(1);
  expect(body.kpis.backlog.current).toBe(5);
});

test('workload per assignee: open now and resolved in the period', async () => {
  const category = uniqueWord();
  const agent = await createUser(testApp.db, { role: 'agent', name: `Agent ${category}` });
  await createComplaint(testApp.db, { product_category: category, assignee_id: agent.id });
  await createComplaint(testApp.db, {
    product_category: category,
    assignee_id: agent.id,
    status: 'Resolved',
  });
  await createComplaint(testApp.db, { product_category: category });
  const body: CrmDashboardReply = (
    await admin.get(`/api/dashboard/crm?period=today&category=${category}`)
  ).json();
  expect(body.workload).toEqual([
    { assigneeId: agent.id, name: `Agent ${category}`, open: 1, resolved: 1 },
    { assigneeId: null, name: '', open: 1, resolved: 0 },
  ]);
});

test('a status change stamps resolved and reopened, a staff comment the first response', async () => {
  const complaint = await createComplaint(testApp.db);
  await testApp.db.update(complaints).set({ status: 'Resolved' }).where(eq(complaints.id, complaint.id));
  let [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row!.resolved_at).not.toBeNull();
  await testApp.db.update(complaints).set({ status: 'Open' }).where(eq(complaints.id, complaint.id));
  [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row!.resolved_at).toBeNull();
  expect(row!.reopened_at).not.toBeNull();
  expect(row!.first_response_at).toBeNull();
  const comment = await admin.post(`/api/complaints/${complaint.id}/comment`, { comment: 'On it' });
  expect(comment.statusCode).toBeLessThan(300);
  [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, complaint.id));
  expect(row!.first_response_at).not.toBeNull();
});

test('who may read the manager dashboard, and bad periods', async () => {
  const supportAgent = await testApp.signIn('support', DEMO_PASSWORD);
  expect((await supportAgent.get('/api/dashboard/crm')).statusCode).toBe(200);
  const agent = await testApp.signIn('agent', DEMO_PASSWORD);
  expect((await agent.get('/api/dashboard/crm')).statusCode).toBe(403);
  expect((await agent.get('/api/dashboard/crm/dealers.csv')).statusCode).toBe(403);
  const backwards = await admin.get('/api/dashboard/crm?period=custom&from=2026-03-10&to=2026-03-01');
  expect(backwards.statusCode).toBe(422);
  const missing = await admin.get('/api/dashboard/crm?period=custom&from=2026-03-10');
  expect(missing.statusCode).toBe(422);
  expect((await admin.get('/api/dashboard/crm?period=decade')).statusCode).toBe(422);
});

describe('everyone else’s dashboard', () => {
  test('an agent counts only what is assigned to them, and the unassigned queue they may read', async () => {
    const account = await createUser(testApp.db, { role: 'agent' });
    const other = await createUser(testApp.db, { role: 'agent' });
    await createComplaint(testApp.db, { assignee_id: account.id, status: 'Pending' });
    await createComplaint(testApp.db, { assignee_id: account.id, status: 'Resolved' });
    await createComplaint(testApp.db, { assignee_id: other.id, status: 'Pending' });
    const agent = await testApp.signIn(account.username, account.password);
    const before = await listed(agent, { assignee: ['none'], status: ['Open', 'In Process', 'Pending'] });
    const body: MyDashboardReply = (await agent.get('/api/dashboard/mine')).json();
    expect(body.scope).toBe('assigned');
    expect(Object.fromEntries(body.byStatus.map((row) => [row.status, row.count]))).toEqual({
      Open: 0,
      'In Process': 0,
      Pending: 1,
      Resolved: 1,
    });
    expect(body.resolvedThisWeek.count).toBe(1);
    expect(body.recent).toHaveLength(2);
    expect(body.unassigned).toBe(before);
    expect(await listed(agent, { assignee: ['me'], status: ['Pending'] })).toBe(1);
    expect(await listed(agent, { assignee: ['me'], resolvedFrom: body.resolvedThisWeek.since })).toBe(1);
  });

  test('whoever reads every complaint gets the unassigned queue from the roll-ups: the list’s own count', async () => {
    await createComplaint(testApp.db, { assignee_id: null });
    await createComplaint(testApp.db, { assignee_id: null, status: 'Pending' });
    await createComplaint(testApp.db, { assignee_id: null, status: 'Resolved' });
    const body: MyDashboardReply = (await admin.get('/api/dashboard/mine')).json();
    expect(body.unassigned).toBe(
      await listed(admin, { assignee: ['none'], status: ['Open', 'In Process', 'Pending'] }),
    );
    expect(body.unassigned).toBeGreaterThanOrEqual(2);
  });

  test('a technician reads only their own complaints, so their unassigned queue is empty', async () => {
    const account = await createUser(testApp.db, { role: 'technician' });
    await createComplaint(testApp.db, { assignee_id: account.id });
    await createComplaint(testApp.db);
    const technician = await testApp.signIn(account.username, account.password);
    const body: MyDashboardReply = (await technician.get('/api/dashboard/mine')).json();
    expect(body.byStatus.find((row) => row.status === 'Open')?.count).toBe(1);
    expect(body.unassigned).toBe(0);
  });

  test("a dealer sees their dealership's complaints and average time to resolve", async () => {
    const dealer = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: dealer.id });
    const created = new Date(Date.now() - 30 * HOURS);
    await createComplaint(testApp.db, {
      dealer_id: dealer.id,
      created_at: created,
      status: 'Resolved',
      resolved_at: new Date(created.getTime() + 10 * HOURS),
    });
    await createComplaint(testApp.db, {
      dealer_id: dealer.id,
      created_at: created,
      status: 'Resolved',
      resolved_at: new Date(created.getTime() + 20 * HOURS),
    });
    await createComplaint(testApp.db, { dealer_id: dealer.id });
    await createComplaint(testApp.db);
    const session = await testApp.signIn(account.username, account.password);
    const body: MyDashboardReply = (await session.get('/api/dashboard/mine')).json();
    expect(body.scope).toBe('dealership');
    expect(body.byStatus.find((row) => row.status === 'Resolved')?.count).toBe(2);
    expect(body.byStatus.find((row) => row.status === 'Open')?.count).toBe(1);
    expect(body.averageResolveHours).toBeCloseTo(15);
    expect(body.unassigned).toBeNull();
    expect((await session.get('/api/dashboard/crm')).statusCode).toBe(403);
  });
});
