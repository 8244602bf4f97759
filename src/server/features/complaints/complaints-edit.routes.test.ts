import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDate } from '#domain/dates/format.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { sentStatements } from '#server/testing/sent-statements.ts';
import {
  complaintInput,
  createComplaint,
  createDealer,
  createUser,
  updateInputFrom,
} from '#server/testing/factories.ts';

const REQUIRED = 'This field is required';
const NOT_FOUND = { code: 'COMPLAINT_NOT_FOUND', message: en.complaints.messages.notFound };

let testApp: TestApp;
let support: TestBrowser;
let ids: Record<'support' | 'agent' | 'fieldagent' | 'technician' | 'dealer' | 'admin', number>;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  const rows = await testApp.db.select({ id: users.id, username: users.username }).from(users);
  ids = Object.fromEntries(rows.map((row) => [row.username, row.id])) as typeof ids;
});
afterAll(() => testApp?.close());

/** Creates a complaint through the API, as the support agent, and answers its id. */
async function newComplaint(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await support.post('/api/complaints', complaintInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().complaint.id;
}

async function editPayload(browser: TestBrowser, id: number, language?: string) {
  const response = await browser.get(`/api/complaints/${id}/edit`, {
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The statements `run` sends that read what the edit payload shows (the app's background jobs
 * share the client: their statements are left out).
 */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  return (await sentStatements(testApp.db, run))
    .map(({ text }) => text)
    .filter(
      (text) =>
        // A complaint by its number, its records, the staff by name (what the payload read apart).
        /from "complaints".*where "complaints"\."id" = \$/s.test(text) ||
        text.includes('"complaint_timeline"') ||
        /"roles"\."slug" in .*order by "users"\."name" asc, "users"\."id" asc$/s.test(text),
    );
}

async function storedComplaint(id: number) {
  const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));
  return row!;
}

async function timelineCount(id: number) {
  return (await testApp.db.select().from(complaintTimeline).where(eq(complaintTimeline.complaint_id, id)))
    .length;
}

describe('GET /api/complaints/{id}/edit', () => {
  test("answers the complaint, its dealer, the assignable staff, the timeline, the dates and the user's rights", async () => {
    const dealer = await createDealer(testApp.db, { dealer_name: 'Raza Traders', dealer_city: 'Multan' });
    const id = await newComplaint({ dealer_id: dealer.id, assignee_id: ids.agent, tag: 'L3' });
    const [stored] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));

    const body = await editPayload(support, id);

    expect(body.complaint).toEqual({
      id,
      customer_name: 'Imran Qureshi',
      email: 'imran.qureshi@example.com',
      customer_province: 'Punjab',
      customer_city: 'Lahore',
      phone: '0300 1234567',
      address: 'House 12, Street 4, Model Town',
      shop: 'Hafeez Centre',
      dealer_id: dealer.id,
      product_id: null,
      product_category: 'Air Conditioner',
      product_name: 'Inverter AC 1.5 Ton',
      product_variant: 'Pro',
      model: 'AC-150',
      problem_type: 'Not cooling',
      purchase_date: '2025-05-10',
      order_number: '',
      warranty_details: '2026-05-10',
      warranty_verdict: 'unknown',
      warranty_ends_on: null,
      problem_detail: '<p>The unit blows <strong>warm air</strong>.</p>',
      status: 'Open',
      tag: 'L3',
      level: 'L3',
      assignee: { id: ids.agent, name: 'Bilal Ahmed' },
      version: 1,
      created_at: stored!.created_at.toISOString(),
      sla: expect.objectContaining({ state: 'running', target: 'response' }),
      comments: [],
      internal_notes: [],
    });
    expect(body.dealer).toEqual({
      dealer_name: 'Raza Traders',
      dealer_phone: dealer.dealer_phone,
      dealer_city: 'Multan',
      dealer_address: dealer.dealer_address,
    });
    expect(body.role).toBe('support-agent');
    expect(body.level).toBe('L3');
    expect(body.imageUrls).toEqual([]);
    expect(body.authUser).toEqual({ id: ids.support, name: 'Sara Khan' });
    expect(body.can).toEqual({ update: true, assign: true });
    expect(body.created_at_format1).toBe('a few seconds ago');
    expect(body.created_at_format2).toBe(formatDate(stored!.created_at));
    expect(body.created_at_format2).toMatch(
      /^[A-Z][a-z]{2}, \d{2}\/[A-Z][a-z]{2}\/\d{4} at \d{2}:\d{2}:\d{2} [AP]M$/,
    );
    expect(body.timelineRecords).toEqual([
      { action: 'Created', user_name: 'Sara Khan', created_at: expect.any(String) },
      { action: 'Assigned to Bilal Ahmed', user_name: 'Sara Khan', created_at: expect.any(String) },
    ]);
    expect(Object.keys(body).sort()).toEqual(
      [
        'authUser',
        'can',
        'complaint',
        'created_at_format1',
        'created_at_format2',
        'ddl_users',
        'dealer',
        'imageUrls',
        'level',
        'role',
        'timelineRecords',
        'users',
      ].sort(),
    );
  });

  test("users are the assignable staff by name, and ddl_users shows them as 'name (designation)'", async () => {
    const id = await newComplaint();

    const body = await editPayload(support, id);

    const names = body.users.map((user: { name: string }) => user.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(body.users).toEqual(
      expect.arrayContaining([
        { id: ids.admin, name: 'Admin', designation: 'Admin' },
        { id: ids.support, name: 'Sara Khan', designation: 'Support Agent' },
        { id: ids.agent, name: 'Bilal Ahmed', designation: 'Agent' },
        { id: ids.fieldagent, name: 'Usman Tariq', designation: 'Field Agent' },
        { id: ids.technician, name: 'Ayesha Malik', designation: 'Technician' },
      ]),
    );
    expect(body.users.map((user: { id: number }) => user.id)).not.toContain(ids.dealer);
    expect(body.ddl_users).toEqual(
      body.users.map((user: { id: number; name: string; designation: string }) => ({
        value: user.id,
        title: `${user.name} (${user.designation})`,
      })),
    );
    expect(body.ddl_users).toContainEqual({ value: ids.support, title: 'Sara Khan (Support Agent)' });
  });

  test('the current assignee is added to the list when their designation no longer takes complaints', async () => {
    const former = await createUser(testApp.db, { role: 'agent', name: 'Former Agent' });
    const id = await newComplaint({ assignee_id: former.id });
    const [dealerRole] = await testApp.db.select().from(roles).where(eq(roles.slug, 'dealer'));
    await testApp.db.update(users).set({ roleId: dealerRole!.id }).where(eq(users.id, former.id));

    const body = await editPayload(support, id);

    expect(body.users.filter((user: { id: number }) => user.id === former.id)).toEqual([
      { id: former.id, name: 'Former Agent', designation: 'Dealer' },
    ]);
    expect(body.ddl_users).toContainEqual({ value: former.id, title: 'Former Agent (Dealer)' });
  });

  test('in French, designations, the timeline and the relative time are French', async () => {
    const id = await newComplaint({ assignee_id: ids.support });

    const body = await editPayload(support, id, 'fr-FR,fr;q=0.9');

    expect(body.ddl_users).toContainEqual({
      value: ids.support,
      title: `Sara Khan (${fr.designation['Support Agent']})`,
    });
    expect(body.timelineRecords.map((record: { action: string }) => record.action)).toEqual([
      fr.timeline.created,
      'Attribuée à Sara Khan',
    ]);
    expect(body.created_at_format1).toBe('il y a quelques secondes');
  });

  test('an unknown complaint is 404 with the complaint message', async () => {
    const response = await support.get('/api/complaints/999999/edit');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  test('a technician asking for a complaint assigned to someone else gets the same 404, so its existence is not told', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    const response = await technician.get(`/api/complaints/${id}/edit`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  test('a technician opens a complaint assigned to them, may update it but not reassign it', async () => {
    const id = await newComplaint({ assignee_id: ids.technician });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    const body = await editPayload(technician, id);

    expect(body.role).toBe('technician');
    expect(body.can).toEqual({ update: true, assign: false });
  });

  test('an agent may read a complaint assigned to someone else but not update it', async () => {
    const id = await newComplaint({ assignee_id: ids.technician });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    expect((await editPayload(agent, id)).can).toEqual({ update: false, assign: false });
  });

  test('only those who may assign get the staff list: a dealer, an agent and a technician get no staff names', async () => {
    const own = await createDealer(testApp.db);
    const id = await newComplaint({ dealer_id: own.id, assignee_id: ids.technician });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const readers = {
      dealer: await testApp.signIn(account.username, account.password),
      agent: await testApp.signIn('agent', DEMO_PASSWORD),
      technician: await testApp.signIn('technician', DEMO_PASSWORD),
    };

    for (const reader of Object.values(readers)) {
      const body = await editPayload(reader, id);
      expect(body.users).toEqual([]);
      expect(body.ddl_users).toEqual([]);
      // The assignee is still named on the complaint itself.
      expect(body.complaint.assignee).toEqual({ id: ids.technician, name: expect.any(String) });
    }
    expect((await editPayload(support, id)).users.length).toBeGreaterThan(1);
  });

  test("a dealer opens their dealership's complaints only", async () => {
    const own = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const ours = await newComplaint({ dealer_id: own.id });
    const theirs = await newComplaint({ dealer_id: other.id });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    expect((await editPayload(dealer, ours)).can).toEqual({ update: false, assign: false });
    const refused = await dealer.get(`/api/complaints/${theirs}/edit`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
  });

  test('the complaint, its records and the assignable staff are read in one statement', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const comment = await support.post(`/api/complaints/${id}/comment`, { comment: 'Called the customer' });
    expect(comment.statusCode, comment.body).toBe(200);
    const first = await editPayload(support, id);
    const statements = await statementsOf(async () =>
      expect(await editPayload(support, id)).toEqual({
        ...first,
        created_at_format1: expect.any(String),
      }),
    );
    expect(statements, statements.join('\n\n')).toHaveLength(1);
    expect(first.complaint.comments).toHaveLength(1);
    expect(first.users.length).toBeGreaterThan(0);
    // A reader shown less (no staff names) costs one statement too.
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    await editPayload(agent, id);
    expect(await statementsOf(() => editPayload(agent, id))).toHaveLength(1);
  });

  test('a malformed id is 422', async () => {
    expect((await support.get('/api/complaints/abc/edit')).statusCode).toBe(422);
    expect((await support.get('/api/complaints/99999999999/edit')).statusCode).toBe(422);
  });
});

describe('PUT /api/complaints/{id}', () => {
  test('an unchanged edit answers the message, the timeline and the same version, and writes nothing', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { assignee: ids.support }),
    );
    const second = await editPayload(support, id);
    const again = await support.put(`/api/complaints/${id}`, updateInputFrom(second));

    expect(response.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: en.complaints.messages.updated,
      timelineRecords: second.timelineRecords,
      version: second.complaint.version,
    });
  });

  test('status, priority, assignee and field changes are stored, each with its timeline record, and the version moves on', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, {
        status: 'Pending',
        level: 'L3',
        assignee: ids.technician,
        phone: '0311 7654321',
        email: '',
        problem_detail: '<p>Now it leaks <em>water</em>.</p>',
      }),
    );

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(en.complaints.messages.updated);
    expect(body.version).toBe(2);
    expect(body.timelineRecords.map((record: { action: string }) => record.action)).toEqual([
      'Created',
      'Assigned to Bilal Ahmed',
      'Email changed from imran.qureshi@example.com to (empty)',
      'Phone changed from 0300 1234567 to 0311 7654321',
      'Problem Details changed',
      'Assigned to Ayesha Malik',
      'Priority changed from Level 2 to Level 3',
      expect.stringMatching(/^SLA targets recomputed for Level 3: response due .+, resolution due .+$/),
      'Status changed from Open to Pending',
    ]);
    expect(
      body.timelineRecords.every((record: { user_name: string }) => record.user_name === 'Sara Khan'),
    ).toBe(true);
    expect(await storedComplaint(id)).toMatchObject({
      status: 'Pending',
      priority: 'L3',
      assignee_id: ids.technician,
      phone: '0311 7654321',
      email: '',
      problem_detail: '<p>Now it leaks <em>water</em>.</p>',
      version: 2,
    });
  });

  test('the timeline is worded in the language of each reader: a French reader sees French', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, {
        status: 'In Process',
        level: 'L1',
        assignee: ids.fieldagent,
        shop: 'Liberty Market',
      }),
      { headers: { 'accept-language': 'fr' } },
    );

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(fr.complaints.messages.updated);
    expect(response.json().timelineRecords.map((record: { action: string }) => record.action)).toEqual([
      'Créée',
      "Magasin d'achat changé de Hafeez Centre à Liberty Market",
      'Attribuée à Usman Tariq',
      'Priorité changée de Niveau 2 à Niveau 1',
      expect.stringMatching(/^Objectifs SLA recalculés pour Niveau 1 : /),
      'Statut changé de Ouverte à En cours',
    ]);
    const english = await editPayload(support, id, 'en');
    expect(english.timelineRecords.map((record: { action: string }) => record.action).at(-1)).toBe(
      'Status changed from Open to In Process',
    );
  });

  test("changing the dealer copies the new dealer's details and tells the change once", async () => {
    const first = await createDealer(testApp.db, { dealer_name: 'First Dealer' });
    const second = await createDealer(testApp.db, { dealer_name: 'Second Dealer', dealer_city: 'Sukkur' });
    const id = await newComplaint({ dealer_id: first.id, assignee_id: ids.support });
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { dealer_id: second.id }),
    );

    expect(response.json().timelineRecords.at(-1).action).toBe(
      'Dealer changed from First Dealer to Second Dealer',
    );
    expect(await storedComplaint(id)).toMatchObject({
      dealer_id: second.id,
      dealer_name: 'Second Dealer',
      dealer_city: 'Sukkur',
      dealer_address: second.dealer_address,
    });
  });

  test('a later edit of the dealer does not rewrite the copy kept on the complaint', async () => {
    const dealer = await createDealer(testApp.db, { dealer_name: 'Old Name' });
    const id = await newComplaint({ dealer_id: dealer.id, assignee_id: ids.support });
    await testApp.db.execute(`update dealers set dealer_name = 'New Name' where id = ${dealer.id}`);
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { status: 'Resolved' }),
    );

    expect(response.statusCode).toBe(200);
    expect((await storedComplaint(id)).dealer_name).toBe('Old Name');
  });

  test('an unknown dealer is refused with 422 on dealer_id', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { dealer_id: 888_888 }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ dealer_id: [en.complaints.messages.dealerNotFound] });
  });

  // (null is a choice: back to Unassigned; a missing assignee is not.)
  test("a missing assignee or priority gets 'This field is required', as does every other required field", async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { assignee: undefined, level: undefined, status: undefined, customer_name: '' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      customer_name: [REQUIRED],
      assignee: [REQUIRED],
      level: [REQUIRED],
      status: [REQUIRED],
    });
  });

  test("a bad e-mail, a bad phone and a city outside the province get the spec's messages", async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);

    const fields = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { email: 'x@', phone: '12' }),
    );
    const city = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { customer_province: 'Balochistan', customer_city: 'Karachi' }),
    );

    expect(fields.statusCode).toBe(422);
    expect(fields.json().errors).toEqual({ email: ['E-mail must be valid'], phone: [en.validation.phone] });
    expect(city.statusCode).toBe(422);
    expect(city.json().errors).toEqual({ customer_city: [en.validation.cityNotInProvince] });
  });

  test('an assignee who may not take complaints is refused with 422 on assignee', async () => {
    const id = await newComplaint();
    const edit = await editPayload(support, id);

    const response = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { assignee: ids.dealer }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ assignee: [en.complaints.messages.assigneeNotAssignable] });
  });

  test('problem details are sanitized on update too', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);

    await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { problem_detail: '<p onmouseover="x()">Hi<script>alert(1)</script></p>' }),
    );

    expect((await storedComplaint(id)).problem_detail).toBe('<p>Hi</p>');
  });

  test('an edit based on an old version is refused with 409, and nothing is written', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);
    const colleague = await testApp.signIn(ADMIN.email, ADMIN.password);
    expect(
      (await colleague.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Pending' }))).statusCode,
    ).toBe(200);
    const before = await storedComplaint(id);
    const recordsBefore = await timelineCount(id);

    const stale = await support.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { status: 'Resolved', level: 'L1', customer_name: 'Overwritten' }),
    );

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'EDIT_CONFLICT', message: en.complaints.messages.conflict });
    expect(await storedComplaint(id)).toEqual(before);
    expect(await timelineCount(id)).toBe(recordsBefore);
  });

  test('two edits of the same version at the same moment: one is saved, the other gets 409', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    const answers = await Promise.all([
      support.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Pending' })),
      admin.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Resolved' })),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedComplaint(id);
    expect(stored.version).toBe(2);
    expect(await timelineCount(id)).toBe(3);
  });

  test('an unknown complaint is 404', async () => {
    const id = await newComplaint({ assignee_id: ids.support });
    const edit = await editPayload(support, id);

    const response = await support.put('/api/complaints/999998', updateInputFrom(edit));

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('who may update which complaint', () => {
  test('an agent cannot update a complaint assigned to someone else: 403, nothing written', async () => {
    const id = await newComplaint({ assignee_id: ids.technician });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const edit = await editPayload(agent, id);

    const response = await agent.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Resolved' }));

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect((await storedComplaint(id)).status).toBe('Open');
  });

  test('an agent updates a complaint assigned to them, but may not reassign it: 403', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const edit = await editPayload(agent, id);

    const update = await agent.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'In Process' }));
    const reassign = await agent.put(
      `/api/complaints/${id}`,
      updateInputFrom(edit, { version: update.json().version, assignee: ids.support }),
    );

    expect(update.statusCode).toBe(200);
    expect(reassign.statusCode).toBe(403);
    expect((await storedComplaint(id)).assignee_id).toBe(ids.agent);
  });

  test('a technician updates a complaint assigned to them; one assigned to someone else is 404', async () => {
    const mine = await newComplaint({ assignee_id: ids.technician });
    const theirs = await newComplaint({ assignee_id: ids.agent });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const edit = await editPayload(technician, mine);

    const allowed = await technician.put(
      `/api/complaints/${mine}`,
      updateInputFrom(edit, { status: 'Resolved' }),
    );
    const hidden = await technician.put(
      `/api/complaints/${theirs}`,
      updateInputFrom(edit, { status: 'Resolved' }),
    );

    expect(allowed.statusCode).toBe(200);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(NOT_FOUND);
    expect((await storedComplaint(theirs)).status).toBe('Open');
  });

  test('a dealer cannot update complaints, even their own dealership’s: 403', async () => {
    const own = await createDealer(testApp.db);
    const id = await newComplaint({ dealer_id: own.id, assignee_id: ids.support });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);
    const edit = await editPayload(dealer, id);

    const response = await dealer.put(`/api/complaints/${id}`, updateInputFrom(edit, { status: 'Resolved' }));

    expect(response.statusCode).toBe(403);
    expect((await storedComplaint(id)).status).toBe('Open');
  });

  test('an admin and a support agent may reassign', async () => {
    const id = await newComplaint({ assignee_id: ids.agent });
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    const edit = await editPayload(admin, id);

    const response = await admin.put(`/api/complaints/${id}`, updateInputFrom(edit, { assignee: ids.admin }));

    expect(response.statusCode).toBe(200);
    expect(response.json().timelineRecords.at(-1)).toMatchObject({
      action: 'Assigned to Admin',
      user_name: 'Admin',
    });
  });

  test('a complaint made straight in the database (no timeline yet) is edited like any other', async () => {
    const row = await createComplaint(testApp.db, { assignee_id: ids.support });

    const edit = await editPayload(support, row.id);
    const response = await support.put(
      `/api/complaints/${row.id}`,
      updateInputFrom(edit, { status: 'Resolved' }),
    );

    expect(edit.timelineRecords).toEqual([]);
    expect(response.json().timelineRecords).toEqual([
      {
        action: 'Status changed from Open to Resolved',
        user_name: 'Sara Khan',
        created_at: expect.any(String),
      },
    ]);
  });
});
