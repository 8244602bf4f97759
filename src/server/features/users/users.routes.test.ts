import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { backgroundJobs } from '#server/db/schema/background-jobs.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { users } from '#server/db/schema/users.ts';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createComplaint, createComplaintCommentedBy, createUser } from '#server/testing/factories.ts';
import { INLINE_AUTO_ASSIGN_LIMIT } from './open-complaints.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const word = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

function newUser(overrides: Record<string, unknown> = {}) {
  const suffix = word();
  return {
    name: `Nadia ${suffix}`,
    username: `nadia_${suffix}`,
    email: `nadia.${suffix}@example.com`,
    phone: '03001234567',
    address: 'House 4, Street 9, Gulberg',
    designation: 'Agent',
    province: 'Punjab',
    city: 'Lahore',
    password: 'secret-password',
    ...overrides,
  };
}

function editOf(user: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const { username: _username, password: _password, ...rest } = user;
  return { ...rest, password: '', ...overrides };
}

const admin = () => testApp.signIn(ADMIN.email, ADMIN.password);

/** No answer of the users API ever carries a password or its hash. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password|\$argon2/i);
}

describe('create', () => {
  test('an admin creates a user, who can then sign in; no password comes back', async () => {
    const browser = await admin();
    const input = newUser();

    const response = await browser.post('/api/users', input);

    expect(response.statusCode).toBe(201);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      message: en.users.messages.created,
      user: {
        name: input.name,
        username: input.username,
        designation: 'Agent',
        role: 'agent',
        city: 'Lahore',
      },
    });
    const signedIn = await testApp.browser().signIn(input.username, input.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().role).toBe('agent');
  });

  test('every empty field says "This field is required."', async () => {
    const browser = await admin();
    const empty = Object.fromEntries(Object.keys(newUser()).map((key) => [key, '']));

    const response = await browser.post('/api/users', empty);

    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    for (const field of Object.keys(newUser())) {
      expect(errors[field], field).toEqual([en.users.validation.required]);
    }
  });

  test('a bad e-mail says "Must be a valid email."; a short password, a bad phone have their messages', async () => {
    const browser = await admin();

    const response = await browser.post(
      '/api/users',
      newUser({ email: 'not-an-address', password: 'short', phone: '03OO-12' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [en.users.validation.email],
      password: [en.users.validation.passwordLength],
      phone: [en.users.validation.phone],
    });
  });

  test('a username or e-mail in use, in any case, is refused on its field and nothing is written', async () => {
    const browser = await admin();
    const first = newUser();
    expect((await browser.post('/api/users', first)).statusCode).toBe(201);

    const response = await browser.post(
      '/api/users',
      newUser({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: [en.users.validation.usernameTaken],
      email: [en.users.validation.emailTaken],
    });
    const rows = await testApp.db.select().from(users).where(eq(users.name, first.name));
    expect(rows).toHaveLength(1);
  });
});

describe('list', () => {
  test('pages, sorts and searches on the server, with the total', async () => {
    const browser = await admin();
    const tag = word();
    for (const name of ['Charlie', 'Alpha', 'Bravo']) {
      await browser.post('/api/users', newUser({ name: `${name} ${tag}`, city: `Town${tag}` }));
    }

    const byName = await browser.get(`/api/users?search=${tag}&sort=name&order=asc&perPage=10`);
    expect(byName.statusCode).toBe(200);
    expectNoSecrets(byName.body);
    expect(byName.json().total).toBe(3);
    expect(byName.json().users.map((user: { name: string }) => user.name)).toEqual(
      ['Alpha', 'Bravo', 'Charlie'].map((name) => `${name} ${tag}`),
    );

    const secondPage = await browser.get(
      `/api/users?search=${tag.toUpperCase()}&sort=name&order=desc&perPage=10&page=0`,
    );
    expect(secondPage.json().users[0].name).toBe(`Charlie ${tag}`);

    const all = await browser.get('/api/users?perPage=-1');
    expect(all.json().users.length).toBe(all.json().total);
    expect((await browser.get('/api/users?perPage=7')).statusCode).toBe(422);
  });

  test('a support agent may read the list; agents and technicians get 403', async () => {
    const support = await testApp.signIn('support', DEMO_PASSWORD);
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect((await support.get('/api/users')).statusCode).toBe(200);
    expect((await agent.get('/api/users')).statusCode).toBe(403);
    expect((await technician.get('/api/users')).statusCode).toBe(403);
  });
});

describe('update', () => {
  test('an admin edits a user; the reply has the updated row and no password', async () => {
    const browser = await admin();
    const created = (await browser.post('/api/users', newUser())).json().user;

    const response = await browser.put(
      `/api/users/${created.id}`,
      editOf(created, { name: 'Renamed Person', designation: 'Technician', city: 'Multan' }),
    );

    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    expect(response.json()).toMatchObject({
      message: en.users.messages.updated,
      user: { id: created.id, name: 'Renamed Person', designation: 'Technician', role: 'technician' },
    });
  });

  test('the Edit User messages: each field its own', async () => {
    const browser = await admin();
    const created = (await browser.post('/api/users', newUser())).json().user;
    const blank = { name: '', email: '', phone: '', address: '', province: '', city: '', designation: '' };

    const empty = await browser.put(`/api/users/${created.id}`, editOf(created, blank));
    expect(empty.json().errors).toEqual({
      name: [en.users.validation.nameRequired],
      email: [en.users.validation.emailRequired],
      phone: [en.users.validation.phoneRequired],
      address: [en.users.validation.addressRequired],
      province: [en.users.validation.provinceRequired],
      city: [en.users.validation.cityRequired],
      designation: [en.users.validation.designationRequired],
    });

    const wrong = await browser.put(
      `/api/users/${created.id}`,
      editOf(created, { email: 'nope', phone: '0300-abc', password: 'short' }),
    );
    expect(wrong.json().errors).toEqual({
      email: [en.validation.email],
      phone: [en.validation.phone],
      password: [en.users.validation.passwordLength],
    });
  });

  test('a new password set by an admin works and ends the user’s sessions', async () => {
    const browser = await admin();
    const input = newUser();
    const created = (await browser.post('/api/users', input)).json().user;
    const theirs = await testApp.signIn(input.username, input.password);

    await browser.put(`/api/users/${created.id}`, editOf(created, { password: 'brand-new-password' }));

    expect((await theirs.get('/api/auth/session')).statusCode).toBe(401);
    expect((await testApp.browser().signIn(input.username, 'brand-new-password')).statusCode).toBe(200);
  });

  test('an e-mail another account uses is refused', async () => {
    const browser = await admin();
    const created = (await browser.post('/api/users', newUser())).json().user;

    const response = await browser.put(
      `/api/users/${created.id}`,
      editOf(created, { email: 'SUPPORT@example.com' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [en.users.validation.emailTaken] });
  });

  test('a support agent may not create, edit or delete users', async () => {
    const support = await testApp.signIn('support', DEMO_PASSWORD);
    const target = await createUser(testApp.db, { role: 'agent' });

    expect((await support.post('/api/users', newUser())).statusCode).toBe(403);
    expect((await support.put(`/api/users/${target.id}`, {})).statusCode).toBe(403);
    expect((await support.delete(`/api/users/${target.id}`)).statusCode).toBe(403);
  });
});

describe('delete', () => {
  test('a deleted user cannot sign in, their session ends at once, and their name stays on the timeline', async () => {
    const browser = await admin();
    const target = await createUser(testApp.db, { role: 'agent', name: `Leaving ${word()}` });
    const theirs = await testApp.signIn(target.username, target.password);
    const complaint = await createComplaintCommentedBy(testApp.db, target);

    const response = await browser.delete(`/api/users/${target.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: en.users.messages.deleted, moved: 0, jobId: null });
    expect((await theirs.get('/api/auth/session')).statusCode).toBe(401);
    expect((await testApp.browser().signIn(target.username, target.password)).statusCode).toBe(422);
    const edit = (await browser.get(`/api/complaints/${complaint.id}/edit`)).json();
    expect(edit.timelineRecords.map((record: { user_name: string }) => record.user_name)).toContain(
      target.name,
    );
    const list = (await browser.get(`/api/users?search=${target.username}`)).json();
    expect(list.total).toBe(0);
    expect((await browser.delete(`/api/users/${target.id}`)).statusCode).toBe(404);
  });

  test('a deleted account frees its username and e-mail for a new account', async () => {
    const browser = await admin();
    const input = newUser();
    const created = (await browser.post('/api/users', input)).json().user;
    await browser.delete(`/api/users/${created.id}`);

    expect((await browser.post('/api/users', input)).statusCode).toBe(201);
  });

  test('nobody deletes their own account, and the last admin stays', async () => {
    const browser = await admin();
    const session = (await browser.get('/api/auth/session')).json();

    const self = await browser.delete(`/api/users/${session.user.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(en.users.messages.deleteSelf);

    const other = (await browser.post('/api/users', newUser({ designation: 'Admin' }))).json().user;
    // Two admins: one may remove the other; then the last one cannot be demoted.
    expect((await browser.delete(`/api/users/${other.id}`)).statusCode).toBe(200);
    const me = (await browser.get(`/api/users?search=${ADMIN.email}`)).json().users[0];
    const last = await browser.put(`/api/users/${session.user.id}`, editOf(me, { designation: 'Agent' }));
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ designation: [en.users.messages.lastAdmin] });
  });
});

describe('delete someone with open complaints', () => {
  /** A technician with `open` open complaints (and one resolved) in `city`. */
  async function withComplaints(open: number, city = 'Lahore') {
    const person = await createUser(testApp.db, { role: 'technician', name: `Leaving ${word()}` });
    const ids: number[] = [];
    for (let i = 0; i < open; i += 1) {
      ids.push(
        (await createComplaint(testApp.db, { assignee_id: person.id, customer_city: city, status: 'Open' }))
          .id,
      );
    }
    const resolved = await createComplaint(testApp.db, { assignee_id: person.id, status: 'Resolved' });
    return { person, ids, resolvedId: resolved.id };
  }
  const assigneesOf = async (ids: number[]) =>
    (await testApp.db.select().from(complaints).where(inArray(complaints.id, ids))).map(
      (row) => row.assignee_id,
    );
  const timelineOf = async (ids: number[]) =>
    testApp.db.select().from(complaintTimeline).where(inArray(complaintTimeline.complaint_id, ids));

  test('a plain delete is refused with 409 and the count; nothing changes', async () => {
    const browser = await admin();
    const { person, ids } = await withComplaints(3);
    const response = await browser.delete(`/api/users/${person.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USER_HAS_OPEN_COMPLAINTS',
      message: `${person.name} has 3 open complaints. Choose what happens to them before deleting the account.`,
    });
    expect(await assigneesOf(ids)).toEqual([person.id, person.id, person.id]);
    expect((await browser.get(`/api/users?search=${person.username}`)).json().total).toBe(1);
    const bad = await browser.delete(`/api/users/${person.id}?openComplaints=reassign`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['assignee']);
    const toSelf = await browser.delete(
      `/api/users/${person.id}?openComplaints=reassign&assignee=${person.id}`,
    );
    expect(toSelf.statusCode).toBe(422);
    expect(toSelf.json().errors.assignee).toEqual([en.users.validation.reassignToSelf]);
    const toDealer = await createUser(testApp.db, { role: 'client' });
    const notStaff = await browser.delete(
      `/api/users/${person.id}?openComplaints=reassign&assignee=${toDealer.id}`,
    );
    expect(notStaff.statusCode).toBe(422);
    expect(await assigneesOf(ids)).toEqual([person.id, person.id, person.id]);
  });

  test('reassign: every open complaint goes to the chosen person with a timeline entry and a notification; resolved ones keep their name', async () => {
    const browser = await admin();
    const { person, ids, resolvedId } = await withComplaints(2);
    const heir = await createUser(testApp.db, { role: 'technician', name: `Heir ${word()}` });
    const response = await browser.delete(
      `/api/users/${person.id}?openComplaints=reassign&assignee=${heir.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: `User deleted; 2 open complaints reassigned to ${heir.name}.`,
      moved: 2,
      jobId: null,
    });
    expect(await assigneesOf(ids)).toEqual([heir.id, heir.id]);
    expect(await assigneesOf([resolvedId])).toEqual([person.id]);
    const entries = await timelineOf(ids);
    expect(entries.map((entry) => [entry.action_key, entry.params])).toEqual([
      ['timeline.assigned', { name: heir.name }],
      ['timeline.assigned', { name: heir.name }],
    ]);
    const told = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, heir.id), inArray(notifications.complaint_id, ids)));
    expect(told).toHaveLength(2);
  });

  test('unassign: they go back to Unassigned, said on the timeline; an edit opened before is refused, not overwritten', async () => {
    const browser = await admin();
    const { person, ids } = await withComplaints(1);
    const before = (await browser.get(`/api/complaints/${ids[0]}/edit`)).json();
    const response = await browser.delete(`/api/users/${person.id}?openComplaints=unassign`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('User deleted; 1 open complaint put back to Unassigned.');
    expect(await assigneesOf(ids)).toEqual([null]);
    expect((await timelineOf(ids)).map((entry) => entry.action_key)).toEqual(['timeline.unassigned']);
    const after = (await browser.get(`/api/complaints/${ids[0]}/edit`)).json();
    expect(after.complaint.version).toBe(before.complaint.version + 1);
    expect(after.timelineRecords.at(-1).action).toMatch(/^Unassigned/);
  });

  test('auto: the automatic assignment rule chooses for each, in the same request', async () => {
    const browser = await admin();
    const city = `Town ${word()}`;
    const { person, ids } = await withComplaints(2, city);
    const taker = await createUser(testApp.db, { role: 'field-agent', name: `Taker ${word()}` });
    await testApp.db
      .update(users)
      .set({ serviceAreas: [city] })
      .where(eq(users.id, taker.id));
    const on = await browser.put('/api/settings/auto-assign', {
      enabled: true,
      roles: ['field-agent'],
      cap: null,
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const response = await browser.delete(`/api/users/${person.id}?openComplaints=auto`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ moved: 2, jobId: null });
      expect(await assigneesOf(ids)).toEqual([taker.id, taker.id]);
      expect((await timelineOf(ids)).map((entry) => entry.action_key).sort()).toEqual([
        'timeline.autoAssigned',
        'timeline.autoAssigned',
        'timeline.unassigned',
        'timeline.unassigned',
      ]);
    } finally {
      await browser.put('/api/settings/auto-assign', { enabled: false, roles: ['field-agent'], cap: null });
    }
  });

  test('auto with many: put back to Unassigned at once, then assigned by one background job', async () => {
    const browser = await admin();
    const city = `Town ${word()}`;
    const { person, ids } = await withComplaints(INLINE_AUTO_ASSIGN_LIMIT + 5, city);
    const taker = await createUser(testApp.db, { role: 'field-agent', name: `Taker ${word()}` });
    await testApp.db
      .update(users)
      .set({ serviceAreas: [city] })
      .where(eq(users.id, taker.id));
    await browser.put('/api/settings/auto-assign', { enabled: true, roles: ['field-agent'], cap: null });
    try {
      const response = await browser.delete(`/api/users/${person.id}?openComplaints=auto`);
      expect(response.statusCode, response.body).toBe(200);
      const { jobId, moved } = response.json();
      expect(moved).toBe(ids.length);
      expect(jobId).toEqual(expect.any(String));
      const stateOf = async () =>
        (await testApp.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId)))[0]?.state;
      for (let i = 0; i < 150 && (await stateOf()) !== 'completed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await stateOf()).toBe('completed');
      expect(new Set(await assigneesOf(ids))).toEqual(new Set([taker.id]));
    } finally {
      await browser.put('/api/settings/auto-assign', { enabled: false, roles: ['field-agent'], cap: null });
    }
  });
});

describe('view', () => {
  test('a staff member’s view: details, assigned complaints by status, activity in the reader’s words', async () => {
    const browser = await admin();
    const target = await createUser(testApp.db, { role: 'technician', name: `Viewed ${word()}` });
    const complaint = await createComplaint(testApp.db, { assignee_id: target.id, status: 'Pending' });
    await testApp.db.insert(complaintTimeline).values([
      {
        complaint_id: complaint.id,
        action_key: 'timeline.statusChanged',
        params: { from: 'Open', to: 'Pending' },
        user_id: target.id,
        user_name: target.name,
      },
      {
        complaint_id: complaint.id,
        action_key: 'timeline.noteAdded',
        user_id: target.id,
        user_name: target.name,
      },
    ]);

    const response = await browser.get(`/api/users/${target.id}/view`);

    expect(response.statusCode).toBe(200);
    expectNoSecrets(response.body);
    const body = response.json();
    expect(body.user).toMatchObject({ id: target.id, designation: 'Technician' });
    expect(body.assignedByStatus).toContainEqual({ status: 'Pending', count: 1 });
    expect(body.activity.map((entry: { action: string }) => entry.action)).toEqual([
      en.timeline.noteAdded,
      'Status changed from Open to Pending',
    ]);

    // Their own view (the profile) is theirs to read; another technician's is not.
    const own = await testApp.signIn(target.username, target.password);
    expect((await own.get(`/api/users/${target.id}/view`)).statusCode).toBe(200);
    const other = await testApp.signIn('technician', DEMO_PASSWORD);
    expect((await other.get(`/api/users/${target.id}/view`)).statusCode).toBe(403);
  });
});
