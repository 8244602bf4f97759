import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { complaintInput, createComplaint, createDealer, createUser } from '#server/testing/factories.ts';

const BAD_CHARACTER = en.validation.badCharacter;

let testApp: TestApp;
let admin: TestBrowser;
let complaintId: number;
let dealerId: number;
let userId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  complaintId = (await createComplaint(testApp.db)).id;
  dealerId = (await createDealer(testApp.db)).id;
  userId = (await createUser(testApp.db, { role: 'agent' })).id;
});
afterAll(() => testApp?.close());

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
/** A path segment, every byte percent-encoded (encodeURIComponent throws on half a surrogate pair). */
const segment = (value: string) =>
  [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
/** A newest-first list cursor as the server writes it: base64url of `['desc', created_at, id]`. */
const cursorOf = ([at, id]: readonly [unknown, unknown]) =>
  Buffer.from(JSON.stringify(['desc', at, id])).toString('base64url');

function expectFieldError(response: LightMyRequestResponse, field: string, message = BAD_CHARACTER) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
}

describe('a NUL character is refused on its field, never a 500', () => {
  test.each(['/api/complaints', '/api/pendingcomplaints', '/api/dealers', '/api/users'])(
    'in the search of %s',
    async (list) => {
      expectFieldError(await admin.get(`${list}?${query({ search: 'Ali\u0000' })}`), 'search');
    },
  );

  test('in the global search', async () => {
    expectFieldError(await admin.get(`/api/search?${query({ q: '\u0000' })}`), 'q');
  });

  test('in an order number', async () => {
    const response = await admin.get(`/api/payment-proof-images/${encodeURIComponent('ORD-\u00001')}`);

    expectFieldError(response, 'orderId');
  });

  test('in a comment and a note, and nothing is written', async () => {
    const comment = await admin.post(`/api/complaints/${complaintId}/comment`, { comment: 'Hello\u0000' });
    const note = await admin.post(`/api/complaints/${complaintId}/internal-note`, { note: '\u0000' });

    expectFieldError(comment, 'comment');
    expectFieldError(note, 'note');
    const edit = (await admin.get(`/api/complaints/${complaintId}/edit`)).json();
    expect(edit.complaint.comments).toEqual([]);
    expect(edit.complaint.internal_notes).toEqual([]);
  });

  test('in a field of a new complaint and of a dealer', async () => {
    const complaint = await admin.post('/api/complaints', complaintInput({ customer_name: 'Nul\u0000Name' }));
    const dealer = await admin.put(`/api/dealers/${dealerId}`, {
      dealer_name: 'Dealer',
      dealer_phone: '0421234567',
      dealer_city: 'Lahore',
      dealer_address: 'Main\u0000Road',
    });

    expectFieldError(complaint, 'customer_name');
    expectFieldError(dealer, 'dealer_address');
  });
});

describe('a list cursor that is not a real time is a 422 on the cursor, never a 500', () => {
  test.each([
    ['30 February', ['2024-02-30T00:00:00Z', 1]],
    ['month 13', ['2024-13-01T00:00:00Z', 1]],
    ['year 0', ['0000-01-01T00:00:00Z', 1]],
    ['hour 25', ['2024-01-01T25:00:00Z', 1]],
  ] as const)('%s', async (_, cursor) => {
    const response = await admin.get(`/api/complaints?${query({ cursor: cursorOf(cursor) })}`);

    expectFieldError(response, 'cursor', en.validation.invalid);
  });

  test('a real time still pages', async () => {
    const response = await admin.get(
      `/api/complaints?${query({ cursor: cursorOf(['2999-12-31T23:59:59.999999Z', 2_000_000_000]) })}`,
    );

    expect(response.statusCode).toBe(200);
  });
});

// Strings of every kind: any code point (NUL, lone surrogates, right-to-left marks...), long runs,
// the characters SQL patterns and JSON treat specially, and cursors of random made-up times.
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '%', '_', '\\', "'", '"', '\ud800', '\u202e', '🙂'.repeat(60), ' '),
  fc.string({ unit: fc.constantFrom('%', '_', '\\', "'", '\u0000', 'a'), maxLength: 300 }),
  fc
    .tuple(
      fc.integer({ min: -1, max: 10_000 }),
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: -2, max: 2_147_483_649 }),
    )
    .map(([year, month, day, id]) =>
      cursorOf([
        `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00Z`,
        id,
      ]),
    ),
);

// Raw query bytes, percent-encoded one by one: invalid UTF-8 included.
const rawQueryValue = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

type Target = (value: string) => Promise<LightMyRequestResponse>;

/** Every list and search parameter and every text field, each fed one odd value. */
function targets(): Record<string, Target> {
  const lists = [
    '/api/complaints',
    '/api/pendingcomplaints',
    '/api/inprocesscomplaints',
    '/api/resolvedcomplaints',
  ];
  const entries: [string, Target][] = [];
  for (const list of lists)
    for (const parameter of ['search', 'priority', 'order', 'cursor', 'limit'])
      entries.push([
        `${list}?${parameter}`,
        (value) => admin.get(`${list}?${query({ [parameter]: value })}`),
      ]);
  for (const parameter of ['search', 'after', 'limit'])
    entries.push([
      `/api/dealers?${parameter}`,
      (value) => admin.get(`/api/dealers?${query({ [parameter]: value })}`),
    ]);
  for (const parameter of ['search', 'sort', 'order', 'page', 'perPage'])
    entries.push([
      `/api/users?${parameter}`,
      (value) => admin.get(`/api/users?${query({ [parameter]: value })}`),
    ]);
  entries.push(
    ['/api/search?q', (value) => admin.get(`/api/search?${query({ q: value })}`)],
    ['order number', (value) => admin.get(`/api/payment-proof-images/${segment(value)}`)],
    ['complaint id', (value) => admin.get(`/api/complaints/${segment(value)}/edit`)],
    ['comment', (value) => admin.post(`/api/complaints/${complaintId}/comment`, { comment: value })],
    ['note', (value) => admin.post(`/api/complaints/${complaintId}/internal-note`, { note: value })],
  );
  for (const field of [
    'customer_name',
    'email',
    'customer_city',
    'phone',
    'address',
    'shop',
    'dealer_name',
    'product_name',
    'problem_type',
    'purchase_date',
    'problem_detail',
  ])
    entries.push([
      `new complaint ${field}`,
      (value) => admin.post('/api/complaints', complaintInput({ [field]: value })),
    ]);
  const dealer = {
    dealer_name: 'Dealer',
    dealer_phone: '0421234567',
    dealer_city: 'Lahore',
    dealer_address: 'Road',
  };
  for (const field of Object.keys(dealer))
    entries.push([
      `dealer ${field}`,
      (value) => admin.put(`/api/dealers/${dealerId}`, { ...dealer, [field]: value }),
    ]);
  const user = {
    name: 'Odd Input',
    email: 'odd.input@example.com',
    phone: '03001112233',
    address: 'House 1',
    province: 'Punjab',
    city: 'Lahore',
    designation: 'Agent',
    password: '',
  };
  for (const field of ['name', 'email', 'phone', 'address', 'city', 'designation', 'password'])
    entries.push([
      `user ${field}`,
      (value) => admin.put(`/api/users/${userId}`, { ...user, [field]: value }),
    ]);
  for (const field of ['name', 'phone', 'address', 'city'])
    entries.push([
      `own account ${field}`,
      (value) => admin.put('/api/account', { ...user, email: ADMIN.email, [field]: value }),
    ]);
  entries.push([
    'sign-in login',
    (value) => testApp.browser({ ip: `192.0.2.${value.length % 250}` }).signIn(value, 'a-password'),
  ]);
  return Object.fromEntries(entries);
}

test(
  'random strings, unicode and cursors in every list and search parameter and text field never get a 5xx',
  { timeout: 300_000 },
  async () => {
    const all = targets();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(all)), oddText, async (name, value) => {
        const response = await all[name]!(value);
        expect(response.statusCode, `${name} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  },
);

test('raw query bytes, invalid UTF-8 included, never get a 5xx', async () => {
  const support = await testApp.signIn('support', DEMO_PASSWORD);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        '/api/complaints?search=',
        '/api/dealers?search=',
        '/api/users?search=',
        '/api/search?q=',
        '/api/complaints?cursor=',
      ),
      rawQueryValue,
      async (prefix, value) => {
        const response = await support.get(`${prefix}${value}`);
        expect(response.statusCode, `${prefix}${value}: ${response.body}`).toBeLessThan(500);
      },
    ),
    { numRuns: 150 },
  );
});
