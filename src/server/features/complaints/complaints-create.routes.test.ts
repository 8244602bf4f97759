import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import fr from '#domain/i18n/fr.json' with { type: 'json' };
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { complaintInput, createDealer, createUser, userIdOf } from '#server/testing/factories.ts';

const REQUIRED = 'This field is required';

let testApp: TestApp;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const idOf = (username: string) => userIdOf(testApp.db, username);

async function storedComplaint(id: number) {
  const [row] = await testApp.db.select().from(complaints).where(eq(complaints.id, id));
  return row!;
}

async function timelineKeys(id: number) {
  const rows = await testApp.db
    .select({
      key: complaintTimeline.action_key,
      params: complaintTimeline.params,
      user: complaintTimeline.user_name,
    })
    .from(complaintTimeline)
    .where(eq(complaintTimeline.complaint_id, id))
    .orderBy(complaintTimeline.id);
  return rows;
}

describe('POST /api/complaints', () => {
  test('a support agent creates a complaint: 201 with the message and the new id, and every field is stored', async () => {
    const response = await support.post(
      '/api/complaints',
      complaintInput({ customer_name: '  Imran Qureshi  ' }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: en.complaints.messages.created, complaint: { id: expect.any(Number) } });
    const row = await storedComplaint(body.complaint.id);
    expect(row).toMatchObject({
      customer_name: 'Imran Qureshi',
      email: 'imran.qureshi@example.com',
      customer_province: 'Punjab',
      customer_city: 'Lahore',
      phone: '0300 1234567',
      dealer_id: null,
      dealer_name: 'Qureshi Electronics',
      dealer_phone: '0421112223',
      product_name: 'Inverter AC 1.5 Ton',
      purchase_date: '2025-05-10',
      warranty_details: '2026-05-10',
      status: 'Open',
      priority: 'L2',
      assignee_id: null,
      created_by: await idOf('support'),
      version: 1,
    });
  });

  test("the timeline of a new complaint says 'Created', by its author, in the same write", async () => {
    const { complaint } = (await support.post('/api/complaints', complaintInput())).json();

    expect(await timelineKeys(complaint.id)).toEqual([
      { key: 'timeline.created', params: {}, user: 'Sara Khan' },
    ]);
  });

  test("giving an assignee stores them and adds 'assigned' to the timeline after 'created'", async () => {
    const agentId = await idOf('agent');

    const response = await support.post('/api/complaints', complaintInput({ assignee_id: agentId }));

    expect(response.statusCode).toBe(201);
    const { id } = response.json().complaint;
    expect((await storedComplaint(id)).assignee_id).toBe(agentId);
    expect(await timelineKeys(id)).toEqual([
      { key: 'timeline.created', params: {}, user: 'Sara Khan' },
      { key: 'timeline.assigned', params: { name: 'Bilal Ahmed' }, user: 'Sara Khan' },
    ]);
  });

  test("choosing a dealer copies that dealer's name, phone, city and address onto the complaint", async () => {
    const dealer = await createDealer(testApp.db, {
      dealer_name: 'Malik Appliances',
      dealer_phone: '0519998887',
      dealer_city: 'Rawalpindi',
      dealer_address: 'Shop 9, Saddar',
    });

    const response = await support.post(
      '/api/complaints',
      complaintInput({ dealer_id: dealer.id, dealer_name: 'Ignored' }),
    );

    expect(response.statusCode).toBe(201);
    expect(await storedComplaint(response.json().complaint.id)).toMatchObject({
      dealer_id: dealer.id,
      dealer_name: 'Malik Appliances',
      dealer_phone: '0519998887',
      dealer_city: 'Rawalpindi',
      dealer_address: 'Shop 9, Saddar',
    });
  });

  test('an unknown dealer is refused with 422 on dealer_id, and nothing is stored', async () => {
    const before = (await testApp.db.select({ id: complaints.id }).from(complaints)).length;

    const response = await support.post('/api/complaints', complaintInput({ dealer_id: 999_999 }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { dealer_id: [en.complaints.messages.dealerNotFound] },
    });
    expect((await testApp.db.select({ id: complaints.id }).from(complaints)).length).toBe(before);
  });

  test('an assignee must be a staff account of an assignable designation, else 422 on assignee_id', async () => {
    const dealerAccount = await idOf('dealer');

    const notAssignable = await support.post(
      '/api/complaints',
      complaintInput({ assignee_id: dealerAccount }),
    );
    const unknown = await support.post('/api/complaints', complaintInput({ assignee_id: 999_999 }));

    for (const response of [notAssignable, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ assignee_id: [en.complaints.messages.assigneeNotAssignable] });
    }
  });

  test('an empty form is answered 422 with "This field is required" on each required field', async () => {
    const response = await support.post('/api/complaints', {});

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: en.errors.validation });
    expect(response.json().errors).toEqual({
      customer_name: [REQUIRED],
      customer_province: [REQUIRED],
      customer_city: [REQUIRED],
      phone: [REQUIRED],
      product_name: [REQUIRED],
      problem_type: [REQUIRED],
      tag: [REQUIRED],
    });
  });

  test('blank required text counts as missing', async () => {
    const response = await support.post(
      '/api/complaints',
      complaintInput({ customer_name: '   ', problem_type: '' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ customer_name: [REQUIRED], problem_type: [REQUIRED] });
  });

  test("a malformed e-mail, phone or date gets the spec's message on its field", async () => {
    const response = await support.post(
      '/api/complaints',
      complaintInput({ email: 'not-an-email', phone: 'call me', purchase_date: '2025-02-30' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [en.validation.email],
      phone: [en.validation.phone],
      purchase_date: [en.validation.date],
    });
    expect(en.validation.email).toBe('E-mail must be valid');
  });

  test('a city that is not in the chosen province is refused on customer_city', async () => {
    const response = await support.post(
      '/api/complaints',
      complaintInput({ customer_province: 'Sindh', customer_city: 'Lahore' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ customer_city: [en.validation.cityNotInProvince] });
  });

  test('an unknown priority or province is refused', async () => {
    const response = await support.post(
      '/api/complaints',
      complaintInput({ tag: 'L9', customer_province: 'Atlantis' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ tag: [REQUIRED], customer_province: [REQUIRED] });
  });

  test('validation messages come in the language of the request', async () => {
    const response = await support.post('/api/complaints', complaintInput({ email: 'nope' }), {
      headers: { 'accept-language': 'fr' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [fr.validation.email] });
  });
});

describe('who may create complaints', () => {
  test('agents, field agents and technicians may not create complaints: 403', async () => {
    for (const login of ['agent', 'fieldagent', 'technician']) {
      const browser = await testApp.signIn(login, DEMO_PASSWORD);
      const response = await browser.post('/api/complaints', complaintInput());
      expect(response.statusCode, login).toBe(403);
    }
  });

  test('an admin may create and assign', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    const response = await admin.post(
      '/api/complaints',
      complaintInput({ assignee_id: await idOf('technician') }),
    );

    expect(response.statusCode).toBe(201);
  });

  test("a dealer files for their own dealership, whatever dealer the form names, and the dealership's details are copied", async () => {
    const own = await createDealer(testApp.db, { dealer_name: 'Own Dealership' });
    const other = await createDealer(testApp.db, { dealer_name: 'Other Dealership' });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    const response = await dealer.post('/api/complaints', complaintInput({ dealer_id: other.id }));

    expect(response.statusCode).toBe(201);
    expect(await storedComplaint(response.json().complaint.id)).toMatchObject({
      dealer_id: own.id,
      dealer_name: 'Own Dealership',
    });
  });

  test('a dealer may not give an assignee: 403, and nothing is stored', async () => {
    const own = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    const response = await dealer.post(
      '/api/complaints',
      complaintInput({ assignee_id: await idOf('agent') }),
    );

    expect(response.statusCode).toBe(403);
    expect(await testApp.db.select().from(complaints).where(eq(complaints.dealer_id, own.id))).toEqual([]);
  });
});

describe('problem details are sanitized before they are stored', () => {
  async function storedDetail(html: string) {
    const response = await support.post('/api/complaints', complaintInput({ problem_detail: html }));
    expect(response.statusCode).toBe(201);
    return (await storedComplaint(response.json().complaint.id)).problem_detail;
  }

  test('a script, an onerror attribute and a javascript: link are removed; the text stays', async () => {
    const stored = await storedDetail(
      '<p>Noise<script>alert(1)</script></p><img src="x" onerror="alert(2)"><p onerror="alert(3)">at night</p>' +
        '<a href="javascript:alert(4)">click</a>',
    );

    expect(stored).not.toMatch(/script|onerror|javascript:|alert|<img/i);
    expect(stored).toBe('<p>Noise</p><p>at night</p><a rel="noopener noreferrer" target="_blank">click</a>');
  });

  test('the formatting the editor makes survives, and links open safely in a new tab', async () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p><strong>b</strong> <em>i</em> <u>u</u><br></p>' +
      '<ol><li>one</li></ol><ul><li>two</li></ul><blockquote>quoted</blockquote>' +
      '<p><a href="https://example.com/manual">manual</a> <a href="mailto:help@example.com">mail</a> ' +
      '<a href="tel:+923001234567">call</a> <a href="sms:+923001234567">text</a></p>';

    const stored = await storedDetail(html);

    expect(stored).toContain('<h1>Title</h1><h2>Sub</h2><h3>Small</h3>');
    expect(stored).toContain('<strong>b</strong> <em>i</em> <u>u</u>');
    expect(stored).toContain('<ol><li>one</li></ol><ul><li>two</li></ul><blockquote>quoted</blockquote>');
    for (const href of [
      'https://example.com/manual',
      'mailto:help@example.com',
      'tel:+923001234567',
      'sms:+923001234567',
    ]) {
      expect(stored).toContain(`<a href="${href}" rel="noopener noreferrer" target="_blank">`);
    }
  });

  test('styles, classes and event attributes go; other tags lose their markup but keep their text', async () => {
    const stored = await storedDetail(
      '<p style="color:red" class="x" onclick="steal()">Hi</p><div><span>kept text</span></div><h4>small head</h4><style>p{}</style>',
    );

    expect(stored).toBe('<p>Hi</p>kept textsmall head');
  });

  test('a YouTube or Vimeo embed is kept; a frame from anywhere else is removed with its content', async () => {
    const youtube = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    const vimeo = 'https://player.vimeo.com/video/76979871';

    const stored = await storedDetail(
      `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${youtube}" onload="x()"></iframe>` +
        `<iframe src="${vimeo}"></iframe>` +
        '<iframe src="https://evil.example.com/embed/dQw4w9WgXcQ">fallback</iframe>' +
        `<iframe src="${youtube}?autoplay=1"></iframe><iframe src="javascript:alert(1)"></iframe>`,
    );

    expect(stored).toBe(
      `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${youtube}"></iframe>` +
        `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${vimeo}"></iframe>`,
    );
  });
});

describe('GET /api/complaints/assignees', () => {
  test('lists the staff a new complaint can go to, as name (designation), for those who may assign', async () => {
    const response = await support.get('/api/complaints/assignees');

    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = body.users.map((user: { name: string }) => user.name);
    expect(names).toContain('Admin');
    expect(names).toContain('Ayesha Malik');
    expect(names).not.toContain('Hamza Traders'); // the Dealer account takes no complaints
    expect(body.ddl_users).toContainEqual({
      value: await idOf('technician'),
      title: 'Ayesha Malik (Technician)',
    });
  });

  test('is refused to roles that may not assign', async () => {
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const dealer = await testApp.signIn('dealer', DEMO_PASSWORD);
    expect((await agent.get('/api/complaints/assignees')).statusCode).toBe(403);
    expect((await dealer.get('/api/complaints/assignees')).statusCode).toBe(403);
  });
});
