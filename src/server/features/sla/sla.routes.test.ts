import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { DEFAULT_SLA_POLICY } from '#domain/sla/sla-policy.ts';
import { backgroundJobs } from '#server/db/schema/background-jobs.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { slaEvents } from '#server/db/schema/sla.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import {
  complaintInput,
  createComplaint,
  createUser,
  uniqueWord,
  updateInputFrom,
} from '#server/testing/factories.ts';
import { sweepSla } from './sla.service.ts';

const HOUR = 3_600_000;
// Every day, all day: due times are plain clock arithmetic from now.
const ALWAYS_OPEN = {
  timeZone: 'UTC',
  days: [0, 1, 2, 3, 4, 5, 6],
  open: '00:00',
  close: '24:00',
  times: {},
  holidays: [],
};
const POLICY = { ...DEFAULT_SLA_POLICY, L3: { response: 2, resolution: 24 } };

let testApp: TestApp;
let support: TestBrowser;
let admin: TestBrowser;
/** Who the complaints are assigned to (an edit always names an assignee). */
let ownerId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const saved = await admin.put('/api/settings/sla', { hours: ALWAYS_OPEN, policy: POLICY });
  expect(saved.statusCode, saved.body).toBe(200);
  ownerId = (await createUser(testApp.db, { role: 'technician' })).id;
});
afterAll(() => testApp?.close());

async function newComplaint(overrides: Record<string, unknown> = {}) {
  const customer_name = `Customer ${uniqueWord()}`;
  const response = await support.post(
    '/api/complaints',
    complaintInput({ tag: 'L3', customer_name, assignee_id: ownerId, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().complaint.id as number, customer_name };
}

async function editOf(id: number) {
  const response = await support.get(`/api/complaints/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function cardOf(id: number, customer: string) {
  const response = await support.get(`/api/complaints?search=${encodeURIComponent(customer)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().complaints.find((card: { id: number }) => card.id === id);
}

describe('SLA settings', () => {
  test('Support Agents read the policy, only Admins change it, others may not read it', async () => {
    const read = await support.get('/api/settings/sla');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ hours: ALWAYS_OPEN, policy: POLICY, canEdit: false });
    expect((await support.put('/api/settings/sla', { hours: ALWAYS_OPEN, policy: POLICY })).statusCode).toBe(
      403,
    );
    const technician = await createUser(testApp.db, { role: 'technician' });
    const other = await testApp.signIn(technician.username, technician.password);
    expect((await other.get('/api/settings/sla')).statusCode).toBe(403);
    expect((await admin.get('/api/settings/sla')).json().canEdit).toBe(true);
  });

  test('bad settings are refused with 422 on the field, and nothing is saved', async () => {
    const response = await admin.put('/api/settings/sla', {
      hours: { ...ALWAYS_OPEN, open: '18:00', close: '09:00', timeZone: 'Mars/Olympus' },
      policy: { ...POLICY, L1: { response: 0, resolution: 5 } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['hours.timeZone', 'hours.close', 'policy.L1.response']),
    );
    expect((await admin.get('/api/settings/sla')).json().hours).toEqual(ALWAYS_OPEN);
  });

  test('the session carries the company time zone the product shows times in', async () => {
    expect((await support.get('/api/auth/session')).json().timeZone).toBe('UTC');
  });
});

describe('SLA clock of a complaint', () => {
  test('a new L3 complaint is due for a response in 2 business hours, shown on its card and edit screen', async () => {
    const before = Date.now();
    const { id, customer_name } = await newComplaint();
    const card = await cardOf(id, customer_name);
    expect(card.sla).toMatchObject({ state: 'running', target: 'response' });
    const due = Date.parse(card.sla.dueAt);
    expect(due).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect(due).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
    expect(Date.parse(card.sla.warnAt)).toBeCloseTo(due - 0.2 * 2 * HOUR, -5);
    expect((await editOf(id)).complaint.sla).toEqual(card.sla);
  });

  test('a staff comment is the first response: the resolution target comes next', async () => {
    const { id, customer_name } = await newComplaint();
    const response = await support.post(`/api/complaints/${id}/comment`, {
      comment: 'We will visit tomorrow.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = await cardOf(id, customer_name);
    expect(card.sla).toMatchObject({ state: 'running', target: 'resolution' });
  });

  test('Pending pauses the clock (not overdue while paused); resolving shows whether targets were met', async () => {
    const { id, customer_name } = await newComplaint();
    let edit = await editOf(id);
    let response = await support.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Pending' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await cardOf(id, customer_name)).sla).toEqual({ state: 'paused', target: 'resolution' });
    const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.sla_next_due_at).toBeNull();
    expect(row!.response_met_at).not.toBeNull();

    edit = await editOf(id);
    response = await support.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Resolved' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await cardOf(id, customer_name)).sla).toEqual({
      state: 'done',
      responseMet: true,
      resolutionMet: true,
    });
  });

  test('a change of priority recomputes the targets from creation and says so on the timeline', async () => {
    const { id, customer_name } = await newComplaint({ tag: 'L1' });
    const before = (await cardOf(id, customer_name)).sla.dueAt;
    const edit = await editOf(id);
    const response = await support.put(`/api/complaints/${id}`, updateInputFrom(edit, { level: 'L3' }));
    expect(response.statusCode, response.body).toBe(200);
    const after = (await cardOf(id, customer_name)).sla.dueAt;
    // L1's response target is 24 h, L3's 2 h: the same creation time, 22 hours sooner.
    expect(Date.parse(before) - Date.parse(after)).toBeGreaterThan(21 * HOUR);
    const actions = response.json().timelineRecords.map((record: { action: string }) => record.action);
    expect(actions).toContainEqual(
      expect.stringMatching(/^SLA targets recomputed for Level 3: response due .+ UTC/),
    );
  });
});

describe('SLA job', () => {
  test('tells the assignee at 80 % and the assignee, active Admins and Support Agents at the breach, once each, whatever many jobs run', async () => {
    const technician = await createUser(testApp.db, { role: 'technician' });
    const resting = await createUser(testApp.db, { role: 'support-agent' });
    expect((await admin.post(`/api/users/${resting.id}/deactivate`, {})).statusCode).toBe(200);
    const { id } = await newComplaint({ assignee_id: technician.id });
    const told = async () =>
      (await testApp.db.select().from(notifications).where(eq(notifications.complaint_id, id)))
        .filter((row) => row.kind !== 'complaintAssigned')
        .map((row) => `${row.user_id}:${row.kind}`);

    // 1 h 40 min in: 80 % of the 2 h response target.
    const warned = new Date(Date.now() + 100 * 60_000 + 60_000);
    await Promise.all([sweepSla(testApp.db, warned), sweepSla(testApp.db, warned)]);
    expect(await told()).toEqual([`${technician.id}:responseWarning`]);

    const breached = new Date(Date.now() + 2 * HOUR + 2 * 60_000);
    await Promise.all([
      sweepSla(testApp.db, breached),
      sweepSla(testApp.db, breached),
      sweepSla(testApp.db, breached),
    ]);
    await sweepSla(testApp.db, breached);
    const after = await told();
    const supportId = (await support.get('/api/auth/session')).json().user.id;
    const adminId = (await admin.get('/api/auth/session')).json().user.id;
    expect(after.filter((entry) => entry.endsWith(':responseBreached')).sort()).toEqual(
      expect.arrayContaining([
        `${technician.id}:responseBreached`,
        `${supportId}:responseBreached`,
        `${adminId}:responseBreached`,
      ]),
    );
    expect(after).not.toContain(`${resting.id}:responseBreached`);
    // Exactly once per person and event.
    expect(new Set(after).size).toBe(after.length);
    const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));
    expect(row!.response_breached).toBe(true);
  });

  test("the lists' Overdue and Due today filters and the Due soonest order", async () => {
    const word = uniqueWord();
    const late = await newComplaint({ customer_name: `Late ${word}` });
    const soon = await newComplaint({ customer_name: `Soon ${word}` });
    const later = await newComplaint({ customer_name: `Later ${word}`, tag: 'L1' });
    const set = (id: number, at: Date) =>
      testApp.db.update(complaints).set({ sla_next_due_at: at }).where(eq(complaints.id, id));
    await set(late.id, new Date(Date.now() - HOUR));
    await set(soon.id, new Date(Date.now() + 60_000));
    await set(later.id, new Date(Date.now() + 5 * 24 * HOUR));
    const ids = async (query: string) =>
      (await support.get(`/api/complaints?search=${word}&${query}`))
        .json()
        .complaints.map((card: { id: number }) => card.id);

    expect(await ids('due=overdue')).toEqual([late.id]);
    expect(await ids('due=dueToday')).toEqual([soon.id]);
    expect(await ids('order=due')).toEqual([late.id, soon.id, later.id]);
    // Keyset pages in that order: one card a page, none repeated or lost.
    const first = (await support.get(`/api/complaints?search=${word}&order=due&limit=1`)).json();
    const second = (
      await support.get(`/api/complaints?search=${word}&order=due&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect([first.complaints[0].id, second.complaints[0].id]).toEqual([late.id, soon.id]);
    expect((await support.get('/api/complaints?due=someday')).statusCode).toBe(422);
  });
});

/** Saves settings as an Admin and waits for the recompute job it queues to finish. */
async function saveAndRecompute(settings: { hours: object; policy: object }) {
  const saved = await admin.put('/api/settings/sla', settings);
  expect(saved.statusCode, saved.body).toBe(200);
  const { jobId } = saved.json();
  expect(jobId).toEqual(expect.any(String));
  const stateOf = async () =>
    (await testApp.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId)))[0];
  for (let i = 0; i < 200 && (await stateOf())?.state !== 'completed'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const job = await stateOf();
  expect(job?.state).toBe('completed');
  return { reply: saved.json(), job: job! };
}

describe('per-day opening hours', () => {
  test('each working day keeps its own times; a day closing before it opens or after 24:00 is refused on its field', async () => {
    const hours = { ...ALWAYS_OPEN, times: { '6': { open: '09:00', close: '13:00' } } };
    const saved = await admin.put('/api/settings/sla', { hours, policy: POLICY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await support.get('/api/settings/sla')).json().hours.times).toEqual(hours.times);
    const bad = await admin.put('/api/settings/sla', {
      hours: { ...ALWAYS_OPEN, times: { '3': { open: '18:00', close: '09:00' } } },
      policy: POLICY,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['hours.times.3.close']);
    const late = await admin.put('/api/settings/sla', {
      hours: { ...ALWAYS_OPEN, times: { '3': { open: '09:00', close: '24:30' } } },
      policy: POLICY,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ 'hours.times.3.close': [en.validation.time] });
    await saveAndRecompute({ hours: ALWAYS_OPEN, policy: POLICY });
  });
});

describe('settings changes reach open complaints', () => {
  test('a new target moves the due times of open complaints (in a background job); resolved ones keep theirs', async () => {
    const open = await newComplaint();
    const resolved = await newComplaint();
    const edit = await editOf(resolved.id);
    expect(
      (await support.put(`/api/complaints/${resolved.id}`, updateInputFrom(edit, { status: 'Resolved' })))
        .statusCode,
    ).toBe(200);
    const rowsOf = async () =>
      new Map(
        (
          await testApp.db
            .select()
            .from(complaints)
            .where(inArray(complaints.id, [open.id, resolved.id]))
        ).map((row) => [row.id, row]),
      );
    const before = await rowsOf();
    const { reply, job } = await saveAndRecompute({
      hours: ALWAYS_OPEN,
      policy: { ...POLICY, L3: { response: 5, resolution: 24 } },
    });
    expect(reply.message).toMatch(
      /^SLA settings saved\. The due times of \d+ open complaints? (is|are) being updated\.$/,
    );
    expect(job.done).toBe(job.total);
    const after = await rowsOf();
    // 2 h became 5 h: three hours later (give or take the closed minute at midnight).
    const moved =
      after.get(open.id)!.response_due_at!.getTime() - before.get(open.id)!.response_due_at!.getTime();
    expect(moved).toBeGreaterThanOrEqual(3 * HOUR);
    expect(moved).toBeLessThanOrEqual(3 * HOUR + 60_000);
    expect(after.get(open.id)!.sla_next_due_at).toEqual(after.get(open.id)!.response_due_at);
    expect(after.get(resolved.id)!.resolution_due_at).toEqual(before.get(resolved.id)!.resolution_due_at);
    expect((await cardOf(open.id, open.customer_name)).sla).toMatchObject({
      state: 'running',
      target: 'response',
    });
    await saveAndRecompute({ hours: ALWAYS_OPEN, policy: POLICY });
  });

  test('complaints made before SLA clocks get one; old breaches are recorded, nobody is flooded with them', async () => {
    const word = uniqueWord();
    // Made a week ago, before clocks existed: no due times; one was answered an hour after creation.
    const weekAgo = new Date(Date.now() - 7 * 24 * HOUR);
    const silent = await createComplaint(testApp.db, {
      customer_name: `Old ${word}`,
      priority: 'L3',
      created_at: weekAgo,
    });
    const answered = await createComplaint(testApp.db, {
      customer_name: `Answered ${word}`,
      priority: 'L3',
      created_at: weekAgo,
    });
    await testApp.db.insert(complaintTimeline).values({
      complaint_id: answered.id,
      action_key: 'timeline.commentAdded',
      user_name: 'Support',
      created_at: new Date(weekAgo.getTime() + HOUR),
    });
    const recent = await createComplaint(testApp.db, {
      customer_name: `Recent ${word}`,
      priority: 'L1',
      status: 'Pending',
    });
    expect(silent.response_due_at).toBeNull();

    await saveAndRecompute({ hours: ALWAYS_OPEN, policy: POLICY });
    const rows = new Map(
      (
        await testApp.db
          .select()
          .from(complaints)
          .where(inArray(complaints.id, [silent.id, answered.id, recent.id]))
      ).map((row) => [row.id, row]),
    );
    const old = rows.get(silent.id)!;
    expect(old.response_due_at).toEqual(new Date(weekAgo.getTime() + 2 * HOUR));
    expect(old.response_breached).toBe(true);
    expect(old.resolution_breached).toBe(true);
    expect(rows.get(answered.id)!.response_met_at).toEqual(new Date(weekAgo.getTime() + HOUR));
    expect(rows.get(answered.id)!.response_breached).toBe(false);
    // Pending: the clock stands still from now.
    expect(rows.get(recent.id)!.sla_paused_at).not.toBeNull();
    expect(rows.get(recent.id)!.sla_next_due_at).toBeNull();
    const events = await testApp.db.select().from(slaEvents).where(eq(slaEvents.complaint_id, silent.id));
    expect(events.map((row) => row.event).sort()).toEqual([
      'resolutionBreached',
      'resolutionWarning',
      'responseBreached',
      'responseWarning',
    ]);
    // The minute job finds nothing to tell about them.
    await sweepSla(testApp.db, new Date());
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(inArray(notifications.complaint_id, [silent.id, answered.id, recent.id]));
    expect(told).toEqual([]);
    const ids = (await support.get(`/api/complaints?search=${word}&due=overdue`))
      .json()
      .complaints.map((card: { id: number }) => card.id)
      .sort();
    expect(ids).toEqual([answered.id, silent.id].sort());
  });
});
