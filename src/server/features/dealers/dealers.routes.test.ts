import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/build-test-app.ts';
import { createDealer, createUser } from '../../testing/factories.ts';
import { DEALER_PICKER_LIMIT } from './dealers.routes.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const uniqueWord = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

test('GET /api/dealers answers the dealers sorted by id, with the role', async () => {
  const word = uniqueWord();
  const second = await createDealer(testApp.db, { dealer_name: `B ${word}` });
  const first = await createDealer(testApp.db, { dealer_name: `A ${word}` });
  const support = await testApp.signIn('support', DEMO_PASSWORD);

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
  });
});

test('the search looks in name, phone, city and address, whatever the letter case', async () => {
  const word = uniqueWord();
  const byName = await createDealer(testApp.db, { dealer_name: `${word.toUpperCase()} Traders` });
  const byCity = await createDealer(testApp.db, { dealer_city: `${word}pur` });
  const byAddress = await createDealer(testApp.db, { dealer_address: `Shop 4, ${word} Road` });
  const phone = `0${String(randomBytes(4).readUInt32BE(0)).padStart(10, '7')}`;
  const byPhone = await createDealer(testApp.db, { dealer_phone: phone });
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const words = (await admin.get(`/api/dealers?search=${word.slice(0, 6).toUpperCase()}`)).json();
  const digits = (await admin.get(`/api/dealers?search=${phone.slice(2)}`)).json();

  expect(words.dealers.map((dealer: { id: number }) => dealer.id)).toEqual([
    byName.id,
    byCity.id,
    byAddress.id,
  ]);
  expect(digits.dealers.map((dealer: { id: number }) => dealer.id)).toEqual([byPhone.id]);
});

test(`at most ${DEALER_PICKER_LIMIT} dealers are answered`, async () => {
  const word = uniqueWord();
  for (let index = 0; index <= DEALER_PICKER_LIMIT; index++)
    await createDealer(testApp.db, { dealer_name: `${word} ${index}` });
  const agent = await testApp.signIn('agent', DEMO_PASSWORD);

  const response = await agent.get(`/api/dealers?search=${word}`);

  expect(response.statusCode).toBe(200);
  expect(response.json().dealers).toHaveLength(DEALER_PICKER_LIMIT);
});

test('a dealer account gets only its own dealership', async () => {
  const own = await createDealer(testApp.db);
  await createDealer(testApp.db);
  const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
  const dealer = await testApp.signIn(account.username, account.password);

  const response = await dealer.get('/api/dealers');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ dealers: [{ id: own.id }], role: 'dealer' });
  expect(response.json().dealers).toHaveLength(1);
});

test('anonymous callers get 401; accounts without a designation 403', async () => {
  const account = await createUser(testApp.db, { role: 'client' });
  const client = await testApp.signIn(account.username, account.password);

  expect((await testApp.browser().get('/api/dealers')).statusCode).toBe(401);
  expect((await client.get('/api/dealers')).statusCode).toBe(403);
});
