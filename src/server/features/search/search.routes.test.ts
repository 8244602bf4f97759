import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { complaintNumberIn } from '#domain/search/search.schemas.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';

let testApp: TestApp;
let support: TestBrowser;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());

async function search(browser: TestBrowser, q: string) {
  const response = await browser.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('global search', () => {
  test('finds complaints by phone, customer name, city and #00 number', async () => {
    const complaint = await createComplaint(testApp.db, {
      customer_name: 'Zainab Quraishi',
      phone: '0333 9876543',
      customer_city: 'Mingora (Swat)',
    });

    expect(idsOf((await search(support, '9876543')).complaints)).toContain(complaint.id);
    expect(idsOf((await search(support, 'zainab qur')).complaints)).toEqual([complaint.id]);
    expect(idsOf((await search(support, 'MINGORA')).complaints)).toContain(complaint.id);
    expect(idsOf((await search(support, `#00${complaint.id}`)).complaints)).toContain(complaint.id);
    expect((await search(support, 'Zainab')).complaints[0]).toEqual({
      id: complaint.id,
      customer_name: 'Zainab Quraishi',
      phone: '0333 9876543',
      customer_city: 'Mingora (Swat)',
      status: 'Open',
    });
  });

  test('finds dealers by name or phone, not by address', async () => {
    const dealer = await createDealer(testApp.db, {
      dealer_name: 'Khyber Cooling House',
      dealer_phone: '0915551234',
      dealer_address: 'Near Qissa Khwani',
    });

    expect(idsOf((await search(support, 'khyber cool')).dealers)).toEqual([dealer.id]);
    expect(idsOf((await search(support, '0915551234')).dealers)).toEqual([dealer.id]);
    expect(idsOf((await search(support, 'Qissa Khwani')).dealers)).toEqual([]);
  });

  test('finds users by name only for those who may read users', async () => {
    const user = await createUser(testApp.db, { role: 'agent', name: 'Farhan Searchable' });
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    expect((await search(admin, 'farhan search')).users).toEqual([
      { id: user.id, name: 'Farhan Searchable', designation: 'Agent' },
    ]);
    expect((await search(agent, 'farhan search')).users).toEqual([]);
  });

  test('finds staff by username too, and never a deleted account', async () => {
    const kept = await createUser(testApp.db, { role: 'agent', name: 'Kamran Keepsearch' });
    const gone = await createUser(testApp.db, { role: 'agent', name: 'Kamran Gonesearch' });
    const deleted = await admin.delete(`/api/users/${gone.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(idsOf((await search(admin, 'kamran')).users)).toEqual([kept.id]);
    expect(idsOf((await search(admin, kept.username)).users)).toEqual([kept.id]);
  });

  test('shows only the complaints and dealers the user may read', async () => {
    const ownDealer = await createDealer(testApp.db, { dealer_name: 'Visible Traders Searchtest' });
    const otherDealer = await createDealer(testApp.db, { dealer_name: 'Hidden Traders Searchtest' });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: ownDealer.id });
    const dealerBrowser = await testApp.signIn(account.username, account.password);
    const own = await createComplaint(testApp.db, {
      customer_name: 'Searchtest Own',
      dealer_id: ownDealer.id,
    });
    const other = await createComplaint(testApp.db, {
      customer_name: 'Searchtest Other',
      dealer_id: otherDealer.id,
    });
    const technician = await createUser(testApp.db, { role: 'technician' });
    const technicianBrowser = await testApp.signIn(technician.username, technician.password);
    const assigned = await createComplaint(testApp.db, {
      customer_name: 'Searchtest Assigned',
      assignee_id: technician.id,
    });

    const asDealer = await search(dealerBrowser, 'searchtest');
    expect(idsOf(asDealer.complaints)).toEqual([own.id]);
    expect(idsOf(asDealer.dealers)).toEqual([ownDealer.id]);
    expect(asDealer.users).toEqual([]);
    expect(idsOf((await search(dealerBrowser, `#00${other.id}`)).complaints)).toEqual([]);
    expect(idsOf((await search(technicianBrowser, 'searchtest')).complaints)).toEqual([assigned.id]);
    expect(idsOf((await search(support, 'searchtest')).complaints)).toEqual(
      expect.arrayContaining([own.id, other.id, assigned.id]),
    );
  });

  test('LIKE wildcards in the term are taken literally', async () => {
    expect((await search(support, '%')).complaints).toEqual([]);
    expect((await search(support, '_')).dealers).toEqual([]);
  });

  test('an empty term is refused with a field message', async () => {
    const response = await support.get('/api/search?q=%20%20');

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ q: ['This field is required'] });
  });
});

test('complaint numbers are read with or without # and leading zeros', () => {
  expect(complaintNumberIn('#0012')).toBe(12);
  expect(complaintNumberIn('12')).toBe(12);
  expect(complaintNumberIn('#00')).toBe(null);
  expect(complaintNumberIn('Lahore')).toBe(null);
});
