import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { ADMIN, buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import {
  complaintInput,
  createComplaint,
  createComplaintCommentedBy,
  createUser,
} from '#server/testing/factories.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const word = () => randomBytes(5).toString('hex');
const admin = () => testApp.signIn(ADMIN.email, ADMIN.password);
const assigneesOf = async (ids: number[]) =>
  (await testApp.db.select().from(complaints).where(inArray(complaints.id, ids)).orderBy(complaints.id)).map(
    (row) => row.assignee_id,
  );

describe('deactivate and reactivate', () => {
  test('only those who may update users: support agents and agents get 403, nothing changes', async () => {
    const target = await createUser(testApp.db, { role: 'agent' });
    for (const role of ['support-agent', 'agent'] as const) {
      const someone = await createUser(testApp.db, { role });
      const browser = await testApp.signIn(someone.username, someone.password);
      expect((await browser.post(`/api/users/${target.id}/deactivate`, {})).statusCode).toBe(403);
      expect((await browser.post(`/api/users/${target.id}/reactivate`, {})).statusCode).toBe(403);
    }
    expect((await testApp.browser().post(`/api/users/${target.id}/deactivate`, {})).statusCode).toBe(401);
    expect((await testApp.signIn(target.username, target.password)).cookies.size).toBeGreaterThan(0);
  });

  test('a deactivated account cannot sign in (said so), its session ends, it stays listed as deactivated with its name on records; reactivation restores sign-in', async () => {
    const browser = await admin();
    const target = await createUser(testApp.db, { role: 'agent', name: `Resting ${word()}` });
    const theirs = await testApp.signIn(target.username, target.password);
    const complaint = await createComplaintCommentedBy(testApp.db, target);

    const response = await browser.post(`/api/users/${target.id}/deactivate`, {});

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: en.users.messages.deactivated,
      moved: 0,
      user: { id: target.id, deactivated: true },
    });
    expect((await theirs.get('/api/auth/session')).statusCode).toBe(401);
    const refused = await testApp.browser().signIn(target.username, target.password);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ login: [en.auth.deactivated] });
    // A wrong password learns nothing about the account.
    const wrong = await testApp.browser().signIn(target.username, 'not-the-password');
    expect(wrong.json().errors).toEqual({ login: [en.auth.failed] });

    const listed = async (status: string) =>
      (await browser.get(`/api/users?search=${target.username}&status=${status}`)).json().users;
    expect(await listed('all')).toMatchObject([{ id: target.id, deactivated: true }]);
    expect(await listed('deactivated')).toHaveLength(1);
    expect(await listed('active')).toHaveLength(0);
    expect((await browser.get(`/api/users?status=sleeping`)).statusCode).toBe(422);
    const edit = (await browser.get(`/api/complaints/${complaint.id}/edit`)).json();
    expect(edit.timelineRecords.map((record: { user_name: string }) => record.user_name)).toContain(
      target.name,
    );

    const back = await browser.post(`/api/users/${target.id}/reactivate`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      message: en.users.messages.reactivated,
      user: { deactivated: false },
    });
    expect((await testApp.browser().signIn(target.username, target.password)).statusCode).toBe(200);
    expect(await listed('active')).toHaveLength(1);
  });

  test('a deactivated person is offered in no assignee picker and never chosen by automatic assignment', async () => {
    const browser = await admin();
    // Nobody else in this file's database has a service area.
    const city = 'Lahore';
    const resting = await createUser(testApp.db, { role: 'field-agent', name: `Resting ${word()}` });
    await testApp.db
      .update(users)
      .set({ serviceAreas: [city] })
      .where(eq(users.id, resting.id));
    expect((await browser.post(`/api/users/${resting.id}/deactivate`, {})).statusCode).toBe(200);

    const offered = (await browser.get('/api/complaints/assignees')).json();
    expect(offered.users.map((user: { id: number }) => user.id)).not.toContain(resting.id);
    const toThem = await createComplaint(testApp.db, { status: 'Open' });
    const edit = (await browser.get(`/api/complaints/${toThem.id}/edit`)).json();
    expect(edit.ddl_users.map((option: { value: number }) => option.value)).not.toContain(resting.id);

    await browser.put('/api/settings/auto-assign', { enabled: true, roles: ['field-agent'], cap: null });
    try {
      const created = await browser.post('/api/complaints', complaintInput({ customer_city: city }));
      expect(created.statusCode, created.body).toBe(201);
      expect(await assigneesOf([created.json().complaint.id])).toEqual([null]);
      // Reactivated, the same person is chosen again.
      await browser.post(`/api/users/${resting.id}/reactivate`, {});
      const again = await browser.post('/api/complaints', complaintInput({ customer_city: city }));
      expect(await assigneesOf([again.json().complaint.id])).toEqual([resting.id]);
    } finally {
      await browser.put('/api/settings/auto-assign', { enabled: false, roles: ['field-agent'], cap: null });
    }
  });

  test('with open complaints it asks first (409 and the count); reassign moves them in the same request, with timeline entries', async () => {
    const browser = await admin();
    const person = await createUser(testApp.db, { role: 'technician', name: `Resting ${word()}` });
    const ids = [];
    for (let i = 0; i < 2; i += 1)
      ids.push((await createComplaint(testApp.db, { assignee_id: person.id, status: 'Open' })).id);
    const resolved = await createComplaint(testApp.db, { assignee_id: person.id, status: 'Resolved' });
    const heir = await createUser(testApp.db, { role: 'technician', name: `Heir ${word()}` });

    const asked = await browser.post(`/api/users/${person.id}/deactivate`, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'USER_HAS_OPEN_COMPLAINTS',
      message: `${person.name} has 2 open complaints. Choose what happens to them before deactivating the account.`,
    });
    expect((await testApp.signIn(person.username, person.password)).cookies.size).toBeGreaterThan(0);

    const response = await browser.post(`/api/users/${person.id}/deactivate`, {
      openComplaints: 'reassign',
      assignee: heir.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`User deactivated; 2 open complaints reassigned to ${heir.name}.`);
    expect(await assigneesOf(ids)).toEqual([heir.id, heir.id]);
    expect(await assigneesOf([resolved.id])).toEqual([person.id]);
    const entries = await testApp.db
      .select()
      .from(complaintTimeline)
      .where(inArray(complaintTimeline.complaint_id, ids));
    expect(entries.map((entry) => [entry.action_key, entry.params])).toEqual([
      ['timeline.assigned', { name: heir.name }],
      ['timeline.assigned', { name: heir.name }],
    ]);
    // A deactivated person cannot be the one they go to.
    const other = await createUser(testApp.db, { role: 'technician' });
    await createComplaint(testApp.db, { assignee_id: other.id, status: 'Open' });
    const toResting = await browser.post(`/api/users/${other.id}/deactivate`, {
      openComplaints: 'reassign',
      assignee: person.id,
    });
    expect(toResting.statusCode).toBe(422);
    expect(Object.keys(toResting.json().errors)).toEqual(['assignee']);
  });

  test('nobody deactivates themselves, nor the last active admin; a deactivated admin does not count as one', async () => {
    const browser = await admin();
    const me = (await browser.get('/api/auth/session')).json().user;
    const self = await browser.post(`/api/users/${me.id}/deactivate`, {});
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(en.users.messages.deactivateSelf);

    // Leave this admin the only active one, with a deactivated admin beside, and let a support
    // agent manage users (an admin can never reach the last admin but themselves).
    const resting = await createUser(testApp.db, { role: 'admin', name: `Resting ${word()}` });
    const [supportRole] = await testApp.db.select().from(roles).where(eq(roles.slug, 'support-agent'));
    const adminRole = (await testApp.db.select().from(roles).where(eq(roles.slug, 'admin')))[0]!;
    const others = await testApp.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.roleId, adminRole.id), ne(users.id, me.id), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    await testApp.db
      .update(roles)
      .set({ rules: [...supportRole!.rules, { action: 'update', subject: 'User' }] })
      .where(eq(roles.id, supportRole!.id));
    try {
      const support = await createUser(testApp.db, { role: 'support-agent' });
      const helper = await testApp.signIn(support.username, support.password);
      const last = await helper.post(`/api/users/${me.id}/deactivate`, {});
      expect(last.statusCode, last.body).toBe(422);
      expect(last.json().message).toBe(en.users.messages.lastAdminDeactivate);
      expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
      // The deactivated admin may be deleted: the company keeps its one active admin.
      expect((await browser.delete(`/api/users/${resting.id}`)).statusCode).toBe(200);
    } finally {
      await testApp.db.update(roles).set({ rules: supportRole!.rules }).where(eq(roles.id, supportRole!.id));
      const ids = others.map((row) => row.id).filter((id) => id !== resting.id);
      if (ids.length > 0)
        await testApp.db.update(users).set({ deactivatedAt: null }).where(inArray(users.id, ids));
    }
  });
});
