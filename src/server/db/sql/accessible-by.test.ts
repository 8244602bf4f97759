import { subject } from '@casl/ability';
import { and, asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { defineAbility, type Rule } from '#domain/auth/permissions.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer } from '#server/testing/factories.ts';
import { accessibleBy } from './accessible-by.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';

const COLUMNS = {
  assignee_id: complaints.assignee_id,
  dealer_id: complaints.dealer_id,
  status: complaints.status,
};

let testApp: TestApp;
let rows: { id: number; assignee_id: number | null; dealer_id: number | null; status: string }[];
let staff: number[];
let dealerIds: number[];
beforeAll(async () => {
  testApp = await buildTestApp();
  staff = (await testApp.db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((row) => row.id);
  dealerIds = [(await createDealer(testApp.db)).id, (await createDealer(testApp.db)).id];
  const made = [];
  for (const assignee of [null, staff[0]!, staff[1]!]) {
    for (const dealer of [null, ...dealerIds]) {
      for (const status of ['Open', 'Resolved'] as const) {
        made.push(await createComplaint(testApp.db, { assignee_id: assignee, dealer_id: dealer, status }));
      }
    }
  }
  rows = made.map(({ id, assignee_id, dealer_id, status }) => ({ id, assignee_id, dealer_id, status }));
});
afterAll(() => testApp?.close());

async function selectedBy(rules: Rule[]) {
  const condition = accessibleBy(defineAbility(rules), 'read', 'Complaint', COLUMNS);
  const found = await testApp.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        condition,
        inArray(
          complaints.id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(complaints.id));
  return found.map((row) => row.id);
}

function allowedByCasl(rules: Rule[]) {
  const ability = defineAbility(rules);
  return rows.filter((row) => ability.can('read', subject('Complaint', { ...row }))).map((row) => row.id);
}

describe('accessibleBy selects in SQL exactly the rows CASL allows one by one', () => {
  const cases: [string, () => Rule[]][] = [
    ['no rule at all', () => []],
    ['a rule for another action only', () => [{ action: 'update', subject: 'Complaint' }]],
    ['read everything', () => [{ action: 'read', subject: 'Complaint' }]],
    ['manage all', () => [{ action: 'manage', subject: 'all' }]],
    [
      'assigned to me',
      () => [{ action: 'read', subject: 'Complaint', conditions: { assignee_id: staff[0]! } }],
    ],
    [
      'assigned to me or of my dealership',
      () => [
        { action: 'read', subject: 'Complaint', conditions: { assignee_id: staff[0]! } },
        { action: 'read', subject: 'Complaint', conditions: { dealer_id: dealerIds[0]! } },
      ],
    ],
    [
      'two conditions in one rule',
      () => [
        { action: 'read', subject: 'Complaint', conditions: { assignee_id: staff[1]!, status: 'Open' } },
      ],
    ],
    [
      'everything but resolved ones (an inverted rule)',
      () => [
        { action: 'read', subject: 'Complaint' },
        { action: 'read', subject: 'Complaint', inverted: true, conditions: { status: 'Resolved' } },
      ],
    ],
    [
      'everything but those of one dealer: rows without a dealer stay',
      () => [
        { action: 'read', subject: 'Complaint' },
        { action: 'read', subject: 'Complaint', inverted: true, conditions: { dealer_id: dealerIds[1]! } },
      ],
    ],
    [
      'an inverted rule without conditions hides everything',
      () => [
        { action: 'read', subject: 'Complaint' },
        { action: 'read', subject: 'Complaint', inverted: true },
      ],
    ],
    [
      'unassigned ones (null)',
      () => [{ action: 'read', subject: 'Complaint', conditions: { assignee_id: null } }],
    ],
    [
      '$in, $ne and $nin',
      () => [
        {
          action: 'read',
          subject: 'Complaint',
          conditions: { dealer_id: { $in: [dealerIds[0]!, dealerIds[1]!] }, assignee_id: { $ne: staff[0]! } },
        },
        {
          action: 'read',
          subject: 'Complaint',
          conditions: { status: { $nin: ['Open'] }, dealer_id: { $eq: null } },
        },
      ],
    ],
  ];

  test.each(cases)('%s', async (_name, rulesOf) => {
    const rules = rulesOf();

    expect(await selectedBy(rules)).toEqual(allowedByCasl(rules));
  });
});

test('a rule on a field the server cannot filter on throws instead of widening access', () => {
  const ability = defineAbility([{ action: 'read', subject: 'Complaint', conditions: { phone: '0300' } }]);

  expect(() => accessibleBy(ability, 'read', 'Complaint', COLUMNS)).toThrow(/phone/);
});

test('an operator it does not know throws too, $or included (CASL itself does not apply it)', () => {
  const greater = defineAbility([
    { action: 'read', subject: 'Complaint', conditions: { assignee_id: { $gt: 3 } } },
  ]);
  const either = defineAbility([
    { action: 'read', subject: 'Complaint', conditions: { $or: [{ assignee_id: 1 }, { dealer_id: 2 }] } },
  ]);

  expect(() => accessibleBy(greater, 'read', 'Complaint', COLUMNS)).toThrow(/assignee_id/);
  expect(() => accessibleBy(either, 'read', 'Complaint', COLUMNS)).toThrow(/\$or/);
});
