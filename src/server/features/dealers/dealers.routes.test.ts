import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEALER_MAX_PAGE_SIZE } from '#domain/dealers/dealer.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';

let testApp: TestApp;
let admin: TestBrowser;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const uniqueWord = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
const REQUIRED = en.validation.required;
const ids = (body: { dealers: { id: number }[] }) => body.dealers.map((dealer) => dealer.id);

const validDealer = (overrides: Record<string, unknown> = {}) => ({
  dealer_name: `Rehman Electronics ${uniqueWord()}`,
  dealer_phone: '0423 5551234',
  dealer_city: 'Lahore',
  dealer_address: 'Shop 7, Hall Road\nLahore',
  ...overrides,
});

async function dealerAccount(dealerId: number) {
  const account = await createUser(testApp.db, { role: 'dealer', dealerId });
  return testApp.signIn(account.username, account.password);
}

describe('GET /api/dealers', () => {
  test('answers the dealers sorted by id, with the role', async () => {
    const word = uniqueWord();
    const second = await createDealer(testApp.db, { dealer_name: `B ${word}` });
    const first = await createDealer(testApp.db, { dealer_name: `A ${word}` });

    const response = await support.get(`/api/dealers?search=${word}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dealers: [second, first].map((dealer) => ({
        id: dealer.id,
        dealer_name: dealer.dealer_name,
        dealer_phone: dealer.dealer_phone,
        dealer_city: dealer.dealer_city,
        dealer_address: dealer.dealer_address,
        created_at: dealer.created_at.toISOString(),
      })),
      role: 'support-agent',
      nextAfter: null,
    });
  });

  test('the search looks in name, phone, city and address, whatever the letter case', async () => {
    const word = uniqueWord();
    const byName = await createDealer(testApp.db, { dealer_name: `${word.toUpperCase()} Traders` });
    const byCity = await createDealer(testApp.db, { dealer_city: `${word}pur` });
    const byAddress = await createDealer(testApp.db, { dealer_address: `Shop 4, ${word} Road` });
    const phone = `0${String(randomBytes(4).readUInt32BE(0)).padStart(10, '7')}`;
    const byPhone = await createDealer(testApp.db, { dealer_phone: phone });

    const words = (await admin.get(`/api/dealers?search=${word.slice(0, 6).toUpperCase()}`)).json();
    const digits = (await admin.get(`/api/dealers?search=${phone.slice(2)}`)).json();

    expect(ids(words)).toEqual([byName.id, byCity.id, byAddress.id]);
    expect(ids(digits)).toEqual([byPhone.id]);
  });

  test('% and _ in the search match themselves, not any text', async () => {
    const word = uniqueWord();
    const literal = await createDealer(testApp.db, { dealer_name: `${word} 100%_off` });
    await createDealer(testApp.db, { dealer_name: `${word} 100 xoff` });

    const body = (await admin.get(`/api/dealers?search=${encodeURIComponent(`${word} 100%_`)}`)).json();

    expect(ids(body)).toEqual([literal.id]);
  });

  test('pages follow each other by id with `after`, none repeated or missed', async () => {
    const word = uniqueWord();
    const made = [];
    for (let index = 0; index < 5; index++)
      made.push(await createDealer(testApp.db, { dealer_name: `${word} ${index}` }));

    const first = (await admin.get(`/api/dealers?search=${word}&limit=2`)).json();
    const second = (await admin.get(`/api/dealers?search=${word}&limit=2&after=${first.nextAfter}`)).json();
    const third = (await admin.get(`/api/dealers?search=${word}&limit=2&after=${second.nextAfter}`)).json();

    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(made.map((dealer) => dealer.id));
    expect(first.nextAfter).toBe(made[1]!.id);
    expect(third.nextAfter).toBeNull();
  });

  test(`without a limit, at most ${DEALER_MAX_PAGE_SIZE} dealers are answered (the complaint form's picker)`, async () => {
    const word = uniqueWord();
    for (let index = 0; index <= DEALER_MAX_PAGE_SIZE; index++)
      await createDealer(testApp.db, { dealer_name: `${word} ${index}` });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    const response = await agent.get(`/api/dealers?search=${word}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().dealers).toHaveLength(DEALER_MAX_PAGE_SIZE);
    expect(response.json().nextAfter).not.toBeNull();
  });

  test('a limit over the maximum is refused with 422', async () => {
    const response = await admin.get(`/api/dealers?limit=${DEALER_MAX_PAGE_SIZE + 1}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['limit']);
  });

  test('a dealer account gets only its own dealership', async () => {
    const own = await createDealer(testApp.db);
    await createDealer(testApp.db);
    const dealer = await dealerAccount(own.id);

    const response = await dealer.get('/api/dealers');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dealers: [{ id: own.id }], role: 'dealer' });
    expect(response.json().dealers).toHaveLength(1);
  });

  test('accounts without a designation get 403', async () => {
    const account = await createUser(testApp.db, { role: 'client' });
    const client = await testApp.signIn(account.username, account.password);

    expect((await client.get('/api/dealers')).statusCode).toBe(403);
  });
});

describe('POST /api/dealers', () => {
  test('creates the dealer with trimmed fields, answers 201 with the message, and starts its history', async () => {
    const input = validDealer({ dealer_name: '  Trimmed Traders  ' });

    const response = await support.post('/api/dealers', input);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(en.dealers.messages.created);
    expect(body.dealer).toMatchObject({ ...input, dealer_name: 'Trimmed Traders' });
    const edit = (await support.get(`/api/dealers/${body.dealer.id}/edit`)).json();
    expect(edit.timelineRecords).toEqual([
      { action: en.timeline.created, user_name: 'Sara Khan', created_at: expect.any(String) },
    ]);
    const listed = (await support.get(`/api/dealers?search=Trimmed Traders`)).json();
    expect(ids(listed)).toContain(body.dealer.id);
  });

  test.each([
    ['dealer_name', { dealer_name: '' }, REQUIRED],
    ['dealer_name', { dealer_name: '   ' }, REQUIRED],
    ['dealer_phone', { dealer_phone: '' }, REQUIRED],
    ['dealer_phone', { dealer_phone: 'call me' }, en.validation.phone],
    ['dealer_city', { dealer_city: undefined }, REQUIRED],
    ['dealer_address', { dealer_address: '' }, REQUIRED],
    ['dealer_address', { dealer_address: 'x'.repeat(301) }, en.validation.tooLong],
  ])('%s %j is refused with 422 and its message on the field', async (field, change, message) => {
    const word = uniqueWord();
    const response = await admin.post('/api/dealers', validDealer({ dealer_name: word, ...change }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(ids((await admin.get(`/api/dealers?search=${word}`)).json())).toEqual([]);
  });

  test('all four fields missing give four messages', async () => {
    const response = await admin.post('/api/dealers', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      dealer_name: [REQUIRED],
      dealer_phone: [REQUIRED],
      dealer_city: [REQUIRED],
      dealer_address: [REQUIRED],
    });
  });

  test('agents and dealer accounts may not create dealers (403)', async () => {
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const dealer = await dealerAccount((await createDealer(testApp.db)).id);

    expect((await agent.post('/api/dealers', validDealer())).statusCode).toBe(403);
    expect((await dealer.post('/api/dealers', validDealer())).statusCode).toBe(403);
  });
});

describe('GET /api/dealers/{id}/edit and PUT /api/dealers/{id}', () => {
  test('the edit payload has the dealer, role, both created times, the signed-in user and the rights', async () => {
    const dealer = await createDealer(testApp.db, { created_at: new Date('2025-01-15T09:30:00Z') });

    const response = await support.get(`/api/dealers/${dealer.id}/edit`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      dealer: { id: dealer.id, dealer_name: dealer.dealer_name },
      role: 'support-agent',
      created_at_format1: expect.stringMatching(/ago$/),
      created_at_format2: 'Wed, 15/Jan/2025 at 09:30:00 AM',
      authUser: { id: expect.any(Number), name: 'Sara Khan' },
      timelineRecords: [],
      can: { update: true },
    });
  });

  test('an update stores the fields and writes one history record per changed field, in the reader language', async () => {
    const dealer = await createDealer(testApp.db, { dealer_city: 'Lahore' });
    const input = validDealer({
      dealer_name: dealer.dealer_name,
      dealer_phone: dealer.dealer_phone,
      dealer_city: 'Multan',
      dealer_address: 'New address',
    });

    const response = await support.put(`/api/dealers/${dealer.id}`, input);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(en.dealers.messages.updated);
    expect(body.dealer).toMatchObject({ dealer_city: 'Multan', dealer_address: 'New address' });
    expect(body.timelineRecords.map((record: { action: string }) => record.action)).toEqual([
      'City changed from Lahore to Multan',
      `Address changed from ${dealer.dealer_address} to New address`,
    ]);
    const french = await support.get(`/api/dealers/${dealer.id}/edit`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().timelineRecords[0].action).toBe('Ville changé de Lahore à Multan');
  });

  test('an unchanged update writes no history', async () => {
    const dealer = await createDealer(testApp.db);
    const same = {
      dealer_name: dealer.dealer_name,
      dealer_phone: dealer.dealer_phone,
      dealer_city: dealer.dealer_city,
      dealer_address: dealer.dealer_address,
    };

    const response = await admin.put(`/api/dealers/${dealer.id}`, same);

    expect(response.statusCode).toBe(200);
    expect(response.json().timelineRecords).toEqual([]);
  });

  test('a bad update is refused with 422 on its fields and changes nothing', async () => {
    const dealer = await createDealer(testApp.db);

    const response = await admin.put(
      `/api/dealers/${dealer.id}`,
      validDealer({ dealer_name: '', dealer_phone: '12', dealer_city: 'Multan' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ dealer_name: [REQUIRED], dealer_phone: [en.validation.phone] });
    const edit = (await admin.get(`/api/dealers/${dealer.id}/edit`)).json();
    expect(edit.dealer.dealer_city).toBe(dealer.dealer_city);
    expect(edit.timelineRecords).toEqual([]);
  });

  test('a dealer account reads and updates its own dealership, and gets 404 for any other', async () => {
    const own = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const dealer = await dealerAccount(own.id);

    expect((await dealer.get(`/api/dealers/${own.id}/edit`)).json().can).toEqual({ update: true });
    expect((await dealer.put(`/api/dealers/${own.id}`, validDealer())).statusCode).toBe(200);
    expect((await dealer.get(`/api/dealers/${other.id}/edit`)).statusCode).toBe(404);
    expect((await dealer.put(`/api/dealers/${other.id}`, validDealer())).statusCode).toBe(404);
    expect((await dealer.get(`/api/dealers/${other.id}/complaints`)).statusCode).toBe(404);
  });

  test('an agent may read a dealer but not update it', async () => {
    const dealer = await createDealer(testApp.db);
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    expect((await agent.get(`/api/dealers/${dealer.id}/edit`)).json().can).toEqual({ update: false });
    expect((await agent.put(`/api/dealers/${dealer.id}`, validDealer())).statusCode).toBe(403);
  });

  test('an unknown dealer is 404 with the dealer message; a malformed id 422', async () => {
    const missing = await admin.get('/api/dealers/999999/edit');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(en.dealers.messages.notFound);
    expect((await admin.get('/api/dealers/abc/edit')).statusCode).toBe(422);
  });
});

describe('GET /api/dealers/{id}/complaints', () => {
  test("counts the dealer's complaints per status and lists the newest first", async () => {
    const dealer = await createDealer(testApp.db);
    const older = await createComplaint(testApp.db, {
      dealer_id: dealer.id,
      status: 'Pending',
      created_at: new Date('2025-01-01T00:00:00Z'),
    });
    const newer = await createComplaint(testApp.db, {
      dealer_id: dealer.id,
      status: 'Resolved',
      created_at: new Date('2025-02-01T00:00:00Z'),
    });
    await createComplaint(testApp.db, {
      dealer_id: dealer.id,
      status: 'Resolved',
      created_at: new Date('2024-12-01T00:00:00Z'),
    });
    await createComplaint(testApp.db, { dealer_id: (await createDealer(testApp.db)).id });

    const body = (await support.get(`/api/dealers/${dealer.id}/complaints`)).json();

    expect(body.counts).toEqual({ Open: 0, 'In Process': 0, Pending: 1, Resolved: 2 });
    expect(body.total).toBe(3);
    expect(body.complaints.slice(0, 2).map((complaint: { id: number }) => complaint.id)).toEqual([
      newer.id,
      older.id,
    ]);
  });

  test('a technician counts only the complaints they may read', async () => {
    const dealer = await createDealer(testApp.db);
    const technician = await createUser(testApp.db, { role: 'technician' });
    const theirs = await createComplaint(testApp.db, { dealer_id: dealer.id, assignee_id: technician.id });
    await createComplaint(testApp.db, { dealer_id: dealer.id });
    const browser = await testApp.signIn(technician.username, technician.password);

    const body = (await browser.get(`/api/dealers/${dealer.id}/complaints`)).json();

    expect(body.total).toBe(1);
    expect(body.complaints.map((complaint: { id: number }) => complaint.id)).toEqual([theirs.id]);
  });
});
