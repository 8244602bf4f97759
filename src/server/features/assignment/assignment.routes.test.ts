import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AutoAssignSettings } from '#domain/assignment/auto-assign.ts';
import { complaints } from '#server/db/schema/complaints.ts';
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
import { findComplaint } from '#server/features/complaints/complaints.repository.ts';

let testApp: TestApp;
let support: TestBrowser;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

async function settle(settings: AutoAssignSettings) {
  const response = await admin.put('/api/settings/auto-assign', settings);
  expect(response.statusCode, response.body).toBe(200);
}

const ON: AutoAssignSettings = { enabled: true, roles: ['field-agent'], cap: null };

/** A field agent serving `areas`, given them by an Admin on the user edit screen's endpoint. */
async function staffServing(
  areas: string[],
  skills: string[] = [],
  role: 'field-agent' | 'technician' = 'field-agent',
) {
  const name = `Agent ${uniqueWord()}`;
  const user = await createUser(testApp.db, { role, name });
  const response = await admin.put(`/api/users/${user.id}`, {
    name,
    email: user.email,
    phone: '0300 1234567',
    address: 'Office',
    province: 'Punjab',
    city: 'Lahore',
    designation: role === 'technician' ? 'Technician' : 'Field Agent',
    serviceAreas: areas,
    skills,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().user).toMatchObject({
    serviceAreas: areas.map((area) => area.trim()),
    skills,
  });
  return { id: user.id, name };
}

/** Gives `userId` open (or resolved) complaints made directly in the database. */
async function load(userId: number, count: number, status: 'Open' | 'Resolved' = 'Open') {
  for (let i = 0; i < count; i += 1) await createComplaint(testApp.db, { assignee_id: userId, status });
}

async function newComplaint(overrides: Record<string, unknown>, browser: TestBrowser = support) {
  const customer_name = `Customer ${uniqueWord()}`;
  const response = await browser.post('/api/complaints', complaintInput({ customer_name, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().complaint.id as number;
  const [row] = await testApp.db
    .select({ assignee: complaints.assignee_id })
    .from(complaints)
    .where(eq(complaints.id, id));
  return { id, assignee: row!.assignee };
}

async function timelineOf(id: number): Promise<string[]> {
  const response = await support.get(`/api/complaints/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().timelineRecords.map((record: { action: string }) => record.action);
}

describe('automatic assignment settings', () => {
  test('Admins change them, Support Agents read them, others neither; bad input is refused on its field', async () => {
    await settle({ enabled: false, roles: ['field-agent', 'technician'], cap: 5 });
    const read = await support.get('/api/settings/auto-assign');
    expect(read.json()).toMatchObject({
      enabled: false,
      roles: ['field-agent', 'technician'],
      cap: 5,
      canEdit: false,
    });
    expect((await support.put('/api/settings/auto-assign', ON)).statusCode).toBe(403);
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    expect((await agent.get('/api/settings/auto-assign')).statusCode).toBe(403);
    const bad = await admin.put('/api/settings/auto-assign', { ...ON, cap: 0, roles: ['dealer'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['cap', 'roles.0']));
  });

  test('only Admins give service areas', async () => {
    const user = await createUser(testApp.db, { role: 'field-agent' });
    const response = await support.put(`/api/users/${user.id}`, {
      name: 'X',
      email: user.email,
      phone: '0300 1234567',
      address: 'Office',
      province: 'Punjab',
      city: 'Lahore',
      designation: 'Field Agent',
      serviceAreas: ['Lahore'],
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the rule', () => {
  test('switched off, a new complaint stays Unassigned', async () => {
    await staffServing(['Sukkur']);
    await settle({ ...ON, enabled: false });
    const complaint = await newComplaint({ customer_province: 'Sindh', customer_city: 'Sukkur' });
    expect(complaint.assignee).toBeNull();
  });

  test('territory: the person serving the city, or the province, in a chosen designation', async () => {
    await settle(ON);
    await staffServing(['Multan']);
    const sargodha = await staffServing(['sargodha ']);
    const sindh = await staffServing(['Sindh']);
    // A technician serves Larkana too, but technicians are not chosen.
    await staffServing(['Larkana'], [], 'technician');
    const inSargodha = await newComplaint({ customer_province: 'Punjab', customer_city: 'Sargodha' });
    expect(inSargodha.assignee).toBe(sargodha.id);
    expect(await timelineOf(inSargodha.id)).toContain(
      `Assigned automatically to ${sargodha.name}: sargodha, 0 open`,
    );
    const inLarkana = await newComplaint({ customer_province: 'Sindh', customer_city: 'Larkana' });
    expect(inLarkana.assignee).toBe(sindh.id);
  });

  test('skills: someone who lists skills takes only those categories', async () => {
    await settle(ON);
    const fridges = await staffServing(['Jhang'], ['Refrigerator']);
    const anything = await staffServing(['Jhang']);
    await load(anything.id, 2);
    expect(
      (await newComplaint({ customer_city: 'Jhang', product_category: 'Air Conditioner' })).assignee,
    ).toBe(anything.id);
    expect((await newComplaint({ customer_city: 'Jhang', product_category: 'refrigerator' })).assignee).toBe(
      fridges.id,
    );
  });

  test('load: the fewest open complaints wins; resolved ones do not count', async () => {
    await settle(ON);
    const busy = await staffServing(['Okara']);
    const lighter = await staffServing(['Okara']);
    await load(busy.id, 3, 'Resolved');
    await load(busy.id, 1);
    await load(lighter.id, 2);
    const complaint = await newComplaint({ customer_city: 'Okara' });
    expect(complaint.assignee).toBe(busy.id);
    expect(await timelineOf(complaint.id)).toContain(`Assigned automatically to ${busy.name}: Okara, 1 open`);
  });

  test('round-robin: among equals, the one chosen longest ago', async () => {
    await settle(ON);
    const first = await staffServing(['Chiniot']);
    const second = await staffServing(['Chiniot']);
    const chosen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const complaint = await newComplaint({ customer_city: 'Chiniot' });
      chosen.push(complaint.assignee!);
      // Resolved at once: loads stay equal, only the turn decides.
      await testApp.db.update(complaints).set({ status: 'Resolved' }).where(eq(complaints.id, complaint.id));
    }
    expect(chosen).toEqual([first.id, second.id, first.id, second.id]);
  });

  test('cap, and nobody fits: stays Unassigned and active Admins and Support Agents are told', async () => {
    await settle({ ...ON, cap: 2 });
    const resting = await createUser(testApp.db, { role: 'support-agent' });
    expect((await admin.post(`/api/users/${resting.id}/deactivate`, {})).statusCode).toBe(200);
    const full = await staffServing(['Vehari']);
    await load(full.id, 2);
    const complaint = await newComplaint({ customer_city: 'Vehari' });
    expect(complaint.assignee).toBeNull();
    const told = await testApp.db
      .select({ userId: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.complaint_id, complaint.id), eq(notifications.kind, 'autoAssignFailed')));
    const bell = await support.get('/api/notifications');
    expect(bell.json().notifications[0]).toMatchObject({
      kind: 'autoAssignFailed',
      complaint_id: complaint.id,
    });
    // The admin and the support agent of the seed, at least; no one else.
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(told.map((row) => row.userId)).not.toContain(full.id);
    expect(told.map((row) => row.userId)).not.toContain(resting.id);
  });

  test('a complaint assigned by hand is left alone', async () => {
    await settle(ON);
    await staffServing(['Kasur']);
    const chosen = await createUser(testApp.db, { role: 'technician' });
    expect((await newComplaint({ customer_city: 'Kasur', assignee_id: chosen.id })).assignee).toBe(chosen.id);
  });
});

describe('back to Unassigned', () => {
  test('the edit screen puts a complaint back to Unassigned, said on the timeline; with the rule off it stays there', async () => {
    await settle({ ...ON, enabled: false });
    const other = await createUser(testApp.db, { role: 'technician', name: 'Hand Picked' });
    const { id } = await newComplaint({ customer_city: 'Mianwali', assignee_id: other.id });
    const edit = (await support.get(`/api/complaints/${id}/edit`)).json();
    const response = await support.put(`/api/complaints/${id}`, updateInputFrom(edit, { assignee: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await findComplaint(testApp.db, id))!.assignee_id).toBeNull();
    expect(response.json().timelineRecords.at(-1).action).toBe('Unassigned');
    const card = (
      await support.get(`/api/complaints?search=${encodeURIComponent(edit.complaint.customer_name)}`)
    )
      .json()
      .complaints.find((row: { id: number }) => row.id === id);
    expect(card.assignee).toBeNull();
  });

  test('with the rule on, a complaint put back to Unassigned is chosen for again, in the same request', async () => {
    await settle(ON);
    const serving = await staffServing(['Mianwali']);
    const other = await createUser(testApp.db, { role: 'technician', name: 'Hand Picked' });
    const { id } = await newComplaint({ customer_city: 'Mianwali', assignee_id: other.id });
    const edit = (await support.get(`/api/complaints/${id}/edit`)).json();
    const response = await support.put(`/api/complaints/${id}`, updateInputFrom(edit, { assignee: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await findComplaint(testApp.db, id))!.assignee_id).toBe(serving.id);
    const actions = response.json().timelineRecords.map((record: { action: string }) => record.action);
    expect(actions.slice(-2)).toEqual([
      'Unassigned',
      expect.stringMatching(new RegExp(`^Assigned automatically to ${serving.name}: Mianwali`)),
    ]);
  });

  test('the bulk Assign puts the chosen complaints back to Unassigned', async () => {
    await settle({ ...ON, enabled: false });
    const other = await createUser(testApp.db, { role: 'technician', name: 'Hand Picked' });
    const made = [
      await newComplaint({ customer_city: 'Mianwali', assignee_id: other.id }),
      await newComplaint({ customer_city: 'Mianwali', assignee_id: other.id }),
    ];
    const versions = await Promise.all(made.map(async ({ id }) => (await findComplaint(testApp.db, id))!));
    const response = await support.post('/api/complaints/bulk', {
      target: { complaints: versions.map((row) => ({ id: row.id, version: row.version })) },
      change: { action: 'assign', assignee: null },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    for (const { id } of made) expect((await findComplaint(testApp.db, id))!.assignee_id).toBeNull();
  });
});

describe('under concurrency', () => {
  test('20 complaints at once through two app processes: spread evenly, nobody over the cap', async () => {
    await settle({ ...ON, cap: 10 });
    const team = [await staffServing(['Khanewal']), await staffServing(['Khanewal'])];
    const other = await testApp.anotherProcess();
    try {
      const elsewhere = await other.signIn('support', DEMO_PASSWORD);
      // One more than the team may hold: the last one finds nobody under the cap.
      const made = await Promise.all(
        Array.from({ length: 21 }, (_, i) =>
          newComplaint({ customer_city: 'Khanewal' }, i % 2 ? elsewhere : support),
        ),
      );
      const counts = team.map(
        (member) => made.filter((complaint) => complaint.assignee === member.id).length,
      );
      expect(counts).toEqual([10, 10]);
      expect(made.filter((complaint) => complaint.assignee === null)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
