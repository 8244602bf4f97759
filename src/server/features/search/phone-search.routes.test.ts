import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalizePhone } from '#domain/phone/phone-number.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';
import { phoneNormalSql } from '#server/db/sql/phone-normal.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';

/** The issue's four spellings of one number. */
const SPELLINGS = ['0333-765 4321', '03337654321', '+92 333 7654321', '0092 333 7654321'];

let testApp: TestApp;
let admin: TestBrowser;
let ids: { complaint: number; dealer: number; user: number };
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  // Each record holds the number typed a different way again.
  const complaint = await createComplaint(testApp.db, { phone: '0333 7654321', customer_name: 'Phone Case' });
  const dealer = await createDealer(testApp.db, { dealer_phone: '+923337654321' });
  const user = await createUser(testApp.db, { role: 'agent', name: 'Phone Person' });
  await testApp.db.update(users).set({ phone: '(0333) 765-4321' }).where(eq(users.id, user.id));
  ids = { complaint: complaint.id, dealer: dealer.id, user: user.id };
});
afterAll(() => testApp?.close());

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
async function answer(path: string) {
  const response = await admin.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a phone number is found however it is typed', () => {
  test.each(SPELLINGS)('%s finds the complaint in the complaint lists', async (typed) => {
    const q = encodeURIComponent(typed);
    expect(idsOf((await answer(`/api/complaints?search=${q}`)).complaints)).toEqual([ids.complaint]);
    expect(idsOf((await answer(`/api/pendingcomplaints?search=${q}`)).complaints)).toEqual([]);
  });

  test.each(SPELLINGS)(
    '%s finds the complaint, the dealer and the user in the global search',
    async (typed) => {
      const body = await answer(`/api/search?q=${encodeURIComponent(typed)}`);
      expect(idsOf(body.complaints)).toEqual([ids.complaint]);
      expect(idsOf(body.dealers)).toEqual([ids.dealer]);
      expect(idsOf(body.users)).toEqual([ids.user]);
    },
  );

  test.each(SPELLINGS)('%s finds the dealer in the dealer search', async (typed) => {
    expect(idsOf((await answer(`/api/dealers?search=${encodeURIComponent(typed)}`)).dealers)).toEqual([
      ids.dealer,
    ]);
  });

  test.each(SPELLINGS)('%s finds the user in the user search', async (typed) => {
    expect(idsOf((await answer(`/api/users?search=${encodeURIComponent(typed)}`)).users)).toEqual([ids.user]);
  });

  test('part of a number typed the national way finds the stored number typed the international way', async () => {
    expect(idsOf((await answer(`/api/dealers?search=${encodeURIComponent('0333-765')}`)).dealers)).toContain(
      ids.dealer,
    );
    expect(idsOf((await answer('/api/complaints?search=7654321')).complaints)).toContain(ids.complaint);
  });

  test('a phone-like term does not match unrelated digits, and a word search is unchanged', async () => {
    expect(
      idsOf((await answer(`/api/complaints?search=${encodeURIComponent('0333-765 4320')}`)).complaints),
    ).toEqual([]);
    expect(idsOf((await answer('/api/complaints?search=phone%20case')).complaints)).toEqual([ids.complaint]);
  });

  test("the stored normal form is the domain's normalizePhone, for every spelling the product accepts", async () => {
    const typed = [
      ...SPELLINGS,
      '333 7654321',
      '3337654321',
      ' +44 20 7946 0958',
      '042-35761234',
      '(042) 3576 1234',
      '0300.1234567',
      '1234567',
      '',
    ];
    const rows = await testApp.db
      .select({ phone: sql<string>`phone`, normal: sql<string>`${phoneNormalSql('phone')}` })
      .from(
        sql`(values ${sql.join(
          typed.map((value) => sql`(${value}::text)`),
          sql`, `,
        )}) as typed (phone)`,
      );
    expect(rows.map((row) => [row.phone, row.normal])).toEqual(
      typed.map((value) => [value, normalizePhone(value)]),
    );
    const [complaint] = await testApp.db
      .select({ normal: complaints.phone_normal })
      .from(complaints)
      .where(eq(complaints.id, ids.complaint));
    expect(complaint!.normal).toBe('923337654321');
  });
});
