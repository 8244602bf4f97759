import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TIMELINE } from '#domain/complaints/timeline-actions.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint } from '#server/testing/factories.ts';

// Up to 3 complaints change inline; more run as a background job.
const INLINE_LIMIT = 3;

let testApp: TestApp;
let support: TestBrowser;
let agent: TestBrowser;
let technician: TestBrowser;
let ids: Record<'support' | 'agent' | 'fieldagent' | 'technician' | 'dealer' | 'admin', number>;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { BULK_INLINE_LIMIT: String(INLINE_LIMIT) } });
  [support, agent, technician] = await Promise.all([
    testApp.signIn('support', DEMO_PASSWORD),
    testApp.signIn('agent', DEMO_PASSWORD),
    testApp.signIn('technician', DEMO_PASSWORD),
  ]);
  const rows = await testApp.db.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id])) as typeof ids;
});
afterAll(() => testApp?.close());

async function newComplaints(count: number, values: Parameters<typeof createComplaint>[1] = {}) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await createComplaint(testApp.db, values));
  return made;
}
const chosen = (rows: { id: number; version: number }[]) => rows.map(({ id, version }) => ({ id, version }));

async function stored(idList: number[]) {
  const rows = await testApp.db.select().from(complaints).where(inArray(complaints.id, idList));
  return new Map(rows.map((row) => [row.id, row]));
}

async function timelineOf(id: number) {
  return testApp.db
    .select({
      action_key: complaintTimeline.action_key,
      params: complaintTimeline.params,
      user_id: complaintTimeline.user_id,
    })
    .from(complaintTimeline)
    .where(eq(complaintTimeline.complaint_id, id));
}

/** Reads the job until it is done (or failed), as the progress display does. */
async function finished(browser: TestBrowser, jobId: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await browser.get(`/api/complaints/bulk/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    const job = response.json();
    if (job.state === 'completed' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bulk job did not finish');
}

describe('POST /api/complaints/bulk, chosen by id', () => {
  test('assigns each complaint, with its own timeline entry and notification, and answers the summary', async () => {
    const rows = await newComplaints(3);
    const response = await support.post('/api/complaints/bulk', {
      target: { complaints: chosen(rows) },
      change: { action: 'assign', assignee: ids.agent },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ summary: { updated: rows.map((r) => r.id), skipped: [] } });

    const after = await stored(rows.map((r) => r.id));
    const [agentUser] = await testApp.db.select().from(users).where(eq(users.id, ids.agent));
    for (const row of rows) {
      expect(after.get(row.id)).toMatchObject({ assignee_id: ids.agent, version: row.version + 1 });
      expect(await timelineOf(row.id)).toEqual([
        { action_key: TIMELINE.assigned, params: { name: agentUser!.name }, user_id: ids.support },
      ]);
    }
    const told = await testApp.db
      .select({ complaint_id: notifications.complaint_id, kind: notifications.kind })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, ids.agent),
          inArray(
            notifications.complaint_id,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(told.map((n) => n.complaint_id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(told.every((n) => n.kind === 'complaintAssigned')).toBe(true);
  });

  test('checks each complaint for permission: an agent changes the ones assigned to them only', async () => {
    const [mine] = await newComplaints(1, { assignee_id: ids.agent });
    const [other] = await newComplaints(1, { assignee_id: ids.fieldagent });
    const response = await agent.post('/api/complaints/bulk', {
      target: { complaints: chosen([mine!, other!]) },
      change: { action: 'status', status: 'Pending' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toEqual({
      updated: [mine!.id],
      skipped: [{ id: other!.id, reason: 'noPermission' }],
    });
    const after = await stored([mine!.id, other!.id]);
    expect(after.get(mine!.id)?.status).toBe('Pending');
    expect(after.get(other!.id)?.status).toBe('Open');
    expect(await timelineOf(other!.id)).toEqual([]);
    expect(await timelineOf(mine!.id)).toEqual([
      { action_key: TIMELINE.statusChanged, params: { from: 'Open', to: 'Pending' }, user_id: ids.agent },
    ]);
  });

  test('reassigning needs the assign right, as on the edit screen', async () => {
    const [mine] = await newComplaints(1, { assignee_id: ids.agent });
    const response = await agent.post('/api/complaints/bulk', {
      target: { complaints: chosen([mine!]) },
      change: { action: 'assign', assignee: ids.fieldagent },
    });
    expect(response.json().summary).toEqual({
      updated: [],
      skipped: [{ id: mine!.id, reason: 'noPermission' }],
    });
  });

  test('skips a complaint changed since it was chosen, one the caller may not read and one that does not exist', async () => {
    const [fresh, stale, hidden] = await newComplaints(3, { assignee_id: ids.technician });
    await testApp.db.update(complaints).set({ assignee_id: ids.agent }).where(eq(complaints.id, hidden!.id));
    const response = await technician.post('/api/complaints/bulk', {
      target: {
        complaints: [
          { id: fresh!.id, version: fresh!.version },
          { id: stale!.id, version: stale!.version + 5 },
          { id: hidden!.id, version: hidden!.version },
        ],
      },
      change: { action: 'priority', priority: 'L3' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toEqual({
      updated: [fresh!.id],
      skipped: [
        { id: stale!.id, reason: 'changedMeanwhile' },
        { id: hidden!.id, reason: 'notFound' },
      ],
    });
    expect((await stored([stale!.id])).get(stale!.id)?.priority).toBe('L1');

    const missing = await technician.post('/api/complaints/bulk', {
      target: { complaints: [{ id: 2_000_000_000, version: 1 }] },
      change: { action: 'priority', priority: 'L3' },
    });
    expect(missing.json().summary).toEqual({
      updated: [],
      skipped: [{ id: 2_000_000_000, reason: 'notFound' }],
    });
  });

  test('a complaint that already has the value is skipped without a timeline entry', async () => {
    const [row] = await newComplaints(1, { priority: 'L2' });
    const response = await support.post('/api/complaints/bulk', {
      target: { complaints: chosen([row!]) },
      change: { action: 'priority', priority: 'L2' },
    });
    expect(response.json().summary).toEqual({
      updated: [],
      skipped: [{ id: row!.id, reason: 'alreadySet' }],
    });
    expect(await timelineOf(row!.id)).toEqual([]);
  });

  test('refuses bad input with 422 on its field, and more than 10,000 complaints', async () => {
    const cases: unknown[] = [
      { target: { complaints: [] }, change: { action: 'status', status: 'Open' } },
      { target: { complaints: [{ id: 1, version: 1 }] }, change: { action: 'status', status: 'Closed' } },
      { target: { complaints: [{ id: 1, version: 1 }] }, change: { action: 'delete' } },
      { target: { complaints: [{ id: 'x', version: 1 }] }, change: { action: 'status', status: 'Open' } },
      { target: { filter: { priority: 'L9' }, list: 'all' }, change: { action: 'status', status: 'Open' } },
      { target: { filter: {}, list: 'mine' }, change: { action: 'status', status: 'Open' } },
      {
        target: { complaints: Array.from({ length: 10_001 }, (_, i) => ({ id: i + 1, version: 1 })) },
        change: { action: 'status', status: 'Open' },
      },
    ];
    for (const body of cases) {
      const response = await support.post('/api/complaints/bulk', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(422);
    }
    const notStaff = await support.post('/api/complaints/bulk', {
      target: { complaints: [{ id: 1, version: 1 }] },
      change: { action: 'assign', assignee: ids.dealer },
    });
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().errors).toEqual({ 'change.assignee': [expect.any(String)] });
  });

  test('a dealer account, which may not update complaints, is refused', async () => {
    const dealer = await testApp.signIn('dealer', DEMO_PASSWORD);
    const response = await dealer.post('/api/complaints/bulk', {
      target: { complaints: [{ id: 1, version: 1 }] },
      change: { action: 'status', status: 'Open' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a bulk change as a background job', () => {
  test('runs to the end, with progress and the summary for its owner only', async () => {
    const rows = await newComplaints(6, { status: 'Open' });
    const response = await support.post('/api/complaints/bulk', {
      target: { complaints: chosen(rows) },
      change: { action: 'status', status: 'In Process' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const { job } = response.json();
    expect(job).toMatchObject({ state: 'queued', done: 0, total: 6, summary: null });

    const done = await finished(support, job.id);
    expect(done).toEqual({
      id: job.id,
      state: 'completed',
      done: 6,
      total: 6,
      summary: { updated: rows.map((r) => r.id), skipped: [] },
    });
    const after = await stored(rows.map((r) => r.id));
    for (const row of rows) {
      expect(after.get(row.id)?.status).toBe('In Process');
      expect(await timelineOf(row.id)).toHaveLength(1);
    }

    // Another user is told the job does not exist.
    const foreign = await agent.get(`/api/complaints/bulk/${job.id}`);
    expect(foreign.statusCode).toBe(404);
    const unknown = await support.get('/api/complaints/bulk/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await support.get('/api/complaints/bulk/not-a-uuid')).statusCode).toBe(422);
  });

  test("'Select all N matching' changes what the filter means to the caller, at each complaint's current version", async () => {
    const city = `Bulkabad ${Date.now()}`;
    const rows = await newComplaints(5, { customer_city: city, priority: 'L1' });
    // Changed after it was listed: a filter target still changes it, at its version of the moment.
    await testApp.db.update(complaints).set({ version: 7 }).where(eq(complaints.id, rows[0]!.id));

    const count = await support.get(`/api/complaints/count?list=all&city=${encodeURIComponent(city)}`);
    expect(count.json()).toEqual({ count: 5, more: false });
    // The technician reads only complaints assigned to them: none of these.
    const theirs = await technician.get(`/api/complaints/count?list=all&city=${encodeURIComponent(city)}`);
    expect(theirs.json()).toEqual({ count: 0, more: false });

    const response = await support.post('/api/complaints/bulk', {
      target: { filter: { city }, list: 'all' },
      change: { action: 'priority', priority: 'L3' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const done = await finished(support, response.json().job.id);
    expect(done.summary).toEqual({ updated: rows.map((r) => r.id), skipped: [] });
    const after = await stored(rows.map((r) => r.id));
    expect([...after.values()].every((row) => row.priority === 'L3')).toBe(true);

    // The Pending list's filter means none of them.
    const pending = await support.post('/api/complaints/bulk', {
      target: { filter: { city }, list: 'pending' },
      change: { action: 'priority', priority: 'L1' },
    });
    expect(pending.json()).toEqual({ summary: { updated: [], skipped: [] } });
  });
});
