import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPLAINT_ORDERS } from '#domain/complaints/complaint-filter.ts';
import { complaintListQuery } from '#domain/complaints/complaint.schemas.ts';
import { COMPLAINT_LISTS, type ComplaintListName } from '#domain/complaints/complaint-status.ts';
import { defineAbility } from '#domain/auth/permissions.ts';
import type { Caller } from '#server/http/caller.ts';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session.ts';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createComplaint } from '#server/testing/factories.ts';
import { readableFilterConditions } from './complaint-filter-sql.ts';
import { pageOfComplaints } from './complaints.repository.ts';
import { isUnfilteredFirstPage } from './first-page-query.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

test('only a first page with no filter counts as unfiltered, whatever its order and size', () => {
  const parse = (query: Record<string, unknown>) =>
    complaintListQuery.parse(query) as Record<string, unknown>;

  expect(isUnfilteredFirstPage(parse({}))).toBe(true);
  expect(isUnfilteredFirstPage(parse({ order: 'priority', limit: '50' }))).toBe(true);
  for (const filtered of [
    { search: 'khan' },
    { status: 'Open' },
    { priority: 'L3' },
    { assignee: 'me' },
    { flagged: '1' },
    { due: 'overdue' },
    { createdFrom: '2026-01-01' },
    { cursor: 'abc' },
  ])
    expect(isUnfilteredFirstPage(parse(filtered)), JSON.stringify(filtered)).toBe(false);
});

test("an unfiltered first page's SQL takes no value from the clock, so it may be built once", async () => {
  for (const [login, password] of [
    [ADMIN.email, ADMIN.password],
    ['technician', DEMO_PASSWORD],
    ['dealer', DEMO_PASSWORD],
  ] as const) {
    const browser = await testApp.signIn(login, password);
    const user = await testApp.app.sessions.check(hashToken(browser.cookies.get(SESSION_COOKIE)!));
    const caller: Caller = {
      user: user!,
      ability: defineAbility(user!.rules),
      language: 'en',
      sessionTokenHash: null,
    };
    for (const list of Object.keys(COMPLAINT_LISTS) as ComplaintListName[])
      for (const order of COMPLAINT_ORDERS) {
        const query = complaintListQuery.parse({ order });
        const { params } = pageOfComplaints(testApp.db, {
          where: readableFilterConditions(query, list, caller),
          order,
          after: null,
          limit: query.limit,
          withFlags: true,
        }).toSQL();
        for (const value of params)
          expect(
            value instanceof Date || /^\d{4}-\d{2}-\d{2}/.test(String(value)),
            `${login} ${list} ${order}`,
          ).toBe(false);
      }
  }
});

test('the first page built once still reads the complaints as they are now', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  const first = (await admin.get('/api/complaints')).json();

  const created = await createComplaint(testApp.db, { customer_name: 'Newest Customer' });

  const again = (await admin.get('/api/complaints')).json();
  expect(again.complaints[0]).toMatchObject({ id: created.id, customer_name: 'Newest Customer' });
  expect(again.complaints.slice(1, 5)).toEqual(first.complaints.slice(0, 4));
  const technician = await testApp.signIn('technician', DEMO_PASSWORD);
  const theirs = (await technician.get('/api/complaints')).json();
  expect(theirs.complaints.map((card: { id: number }) => card.id)).not.toContain(created.id);
});
