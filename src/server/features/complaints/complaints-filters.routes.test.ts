import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { complaints } from '#server/db/schema/complaints.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import {
  type ComplaintValues,
  createComplaint,
  createDealer,
  createUser,
  uniqueWord,
  userIdOf,
} from '#server/testing/factories.ts';
import { encodeCursor } from './list-cursor.ts';

// The workbench's filters and orders on the four lists (decision 012). Each test searches its own rows by a unique word.

let testApp: TestApp;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const idOf = (username: string) => userIdOf(testApp.db, username);

type Query = Record<string, string | number | (string | number)[]>;

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  return search.toString();
}

interface Card {
  id: number;
  status: string;
  tag: string;
}

async function list(browser: TestBrowser, path: string, query: Query) {
  const response = await browser.get(`/api${path}?${queryString(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { complaints: Card[]; nextCursor: string | null };
}

async function ids(browser: TestBrowser, path: string, query: Query) {
  return (await list(browser, path, { limit: 100, ...query })).complaints.map((card) => card.id);
}

/** Follows nextCursor to the end; the ids in the order they came. */
async function allPages(browser: TestBrowser, query: Query, path = '/complaints') {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 60; page++) {
    const body = await list(browser, path, cursor ? { ...query, cursor } : query);
    seen.push(...body.complaints.map((card) => card.id));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the pages never ended');
}

async function complaintsNamed(word: string, values: ComplaintValues[]) {
  const rows = [];
  for (const value of values)
    rows.push(await createComplaint(testApp.db, { customer_name: `Customer ${word}`, ...value }));
  return rows;
}

async function setTimes(id: number, times: { created?: string; updated?: string }) {
  await testApp.db
    .update(complaints)
    .set({
      ...(times.created ? { created_at: sql`${times.created}::timestamptz` } : {}),
      ...(times.updated ? { updated_at: sql`${times.updated}::timestamptz` } : {}),
    })
    .where(eq(complaints.id, id));
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('filters', () => {
  test('Status takes several statuses on /complaints', async () => {
    const word = uniqueWord();
    const [open, pending, inProcess] = await complaintsNamed(word, [
      { status: 'Open' },
      { status: 'Pending' },
      { status: 'In Process' },
      { status: 'Resolved' },
    ]);

    expect(sorted(await ids(support, '/complaints', { search: word, status: ['Open', 'Pending'] }))).toEqual(
      sorted([open!.id, pending!.id]),
    );
    expect(await ids(support, '/complaints', { search: word, status: 'In Process' })).toEqual([
      inProcess!.id,
    ]);
  });

  test('a status list keeps its own status whatever Status says', async () => {
    const word = uniqueWord();
    const [pending] = await complaintsNamed(word, [{ status: 'Pending' }, { status: 'Open' }]);

    expect(await ids(support, '/pendingcomplaints', { search: word, status: 'Open' })).toEqual([pending!.id]);
  });

  test("Assigned to: 'me', 'none', a staff member, and several at once", async () => {
    const word = uniqueWord();
    const supportId = await idOf('support');
    const agentId = await idOf('agent');
    const [mine, unassigned, agents] = await complaintsNamed(word, [
      { assignee_id: supportId },
      { assignee_id: null },
      { assignee_id: agentId },
      { assignee_id: await idOf('technician') },
    ]);

    expect(await ids(support, '/complaints', { search: word, assignee: 'me' })).toEqual([mine!.id]);
    expect(await ids(support, '/complaints', { search: word, assignee: 'none' })).toEqual([unassigned!.id]);
    expect(await ids(support, '/complaints', { search: word, assignee: agentId })).toEqual([agents!.id]);
    expect(
      sorted(await ids(support, '/complaints', { search: word, assignee: ['me', 'none', agentId] })),
    ).toEqual(sorted([mine!.id, unassigned!.id, agents!.id]));
  });

  test('Dealer takes one or several dealers', async () => {
    const word = uniqueWord();
    const [first, second, third] = [
      await createDealer(testApp.db),
      await createDealer(testApp.db),
      await createDealer(testApp.db),
    ];
    const rows = await complaintsNamed(word, [
      { dealer_id: first.id },
      { dealer_id: second.id },
      { dealer_id: third.id },
      { dealer_id: null },
    ]);

    expect(await ids(support, '/complaints', { search: word, dealer: first.id })).toEqual([rows[0]!.id]);
    expect(sorted(await ids(support, '/complaints', { search: word, dealer: [first.id, third.id] }))).toEqual(
      sorted([rows[0]!.id, rows[2]!.id]),
    );
  });

  test('Province, and City whatever its case', async () => {
    const word = uniqueWord();
    const [lahore, karachi] = await complaintsNamed(word, [
      { customer_province: 'Punjab', customer_city: 'Lahore' },
      { customer_province: 'Sindh', customer_city: 'Karachi' },
      { customer_province: 'Punjab', customer_city: 'Multan' },
    ]);

    expect(await ids(support, '/complaints', { search: word, province: 'Sindh' })).toEqual([karachi!.id]);
    expect(await ids(support, '/complaints', { search: word, city: 'lahore' })).toEqual([lahore!.id]);
    expect(await ids(support, '/complaints', { search: word, province: 'Punjab', city: 'LAHORE' })).toEqual([
      lahore!.id,
    ]);
    expect(await ids(support, '/complaints', { search: word, province: 'Sindh', city: 'Lahore' })).toEqual(
      [],
    );
  });

  test('Created from and to take whole days (UTC), both ends included', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [{}, {}, {}, {}]);
    const times = [
      '2024-03-09T23:59:59.999999Z',
      '2024-03-10T00:00:00Z',
      '2024-03-12T23:59:59.999999Z',
      '2024-03-13T00:00:00Z',
    ];
    for (const [index, row] of rows.entries()) await setTimes(row.id, { created: times[index]! });

    expect(
      sorted(
        await ids(support, '/complaints', {
          search: word,
          createdFrom: '2024-03-10',
          createdTo: '2024-03-12',
        }),
      ),
    ).toEqual(sorted([rows[1]!.id, rows[2]!.id]));
    expect(sorted(await ids(support, '/complaints', { search: word, createdFrom: '2024-03-12' }))).toEqual(
      sorted([rows[2]!.id, rows[3]!.id]),
    );
    expect(sorted(await ids(support, '/complaints', { search: word, createdTo: '2024-03-09' }))).toEqual([
      rows[0]!.id,
    ]);
    expect(
      await ids(support, '/complaints', { search: word, createdFrom: '2024-03-13', createdTo: '2024-03-13' }),
    ).toEqual([rows[3]!.id]);
  });

  test('filters combine: status, assignee, dealer, date and priority all apply at once', async () => {
    const word = uniqueWord();
    const dealer = await createDealer(testApp.db);
    const agentId = await idOf('agent');
    const match = { status: 'Pending', assignee_id: agentId, dealer_id: dealer.id, priority: 'L2' } as const;
    const rows = await complaintsNamed(word, [
      match,
      { ...match, status: 'Resolved' },
      { ...match, assignee_id: null },
      { ...match, dealer_id: null },
      { ...match, priority: 'L1' },
      match,
      { ...match, status: 'Open' },
    ]);
    await setTimes(rows[5]!.id, { created: '2020-01-01T00:00:00Z' });
    const today = new Date().toISOString().slice(0, 10);

    const found = await ids(support, '/complaints', {
      search: word,
      status: ['Pending', 'Open'],
      assignee: agentId,
      dealer: dealer.id,
      priority: 'L2',
      createdFrom: '2021-01-01',
      createdTo: today,
    });

    expect(sorted(found)).toEqual(sorted([rows[0]!.id, rows[6]!.id]));
  });

  test('the status lists take the new filters too', async () => {
    const word = uniqueWord();
    const dealer = await createDealer(testApp.db);
    const [wanted] = await complaintsNamed(word, [
      { status: 'Resolved', dealer_id: dealer.id, customer_city: 'Quetta', customer_province: 'Balochistan' },
      { status: 'Resolved', customer_city: 'Quetta', customer_province: 'Balochistan' },
      { status: 'Open', dealer_id: dealer.id, customer_city: 'Quetta', customer_province: 'Balochistan' },
    ]);

    expect(
      await ids(support, '/resolvedcomplaints', { search: word, dealer: dealer.id, province: 'Balochistan' }),
    ).toEqual([wanted!.id]);
  });
});

describe('filters never widen what a reader may read', () => {
  test('a Technician filtering by another assignee, or by unassigned, still sees only their own', async () => {
    const word = uniqueWord();
    const technicianId = await idOf('technician');
    const agentId = await idOf('agent');
    const [mine] = await complaintsNamed(word, [
      { assignee_id: technicianId },
      { assignee_id: agentId },
      { assignee_id: null },
    ]);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect(await ids(technician, '/complaints', { search: word, assignee: agentId })).toEqual([]);
    expect(await ids(technician, '/complaints', { search: word, assignee: 'none' })).toEqual([]);
    expect(
      await ids(technician, '/complaints', { search: word, assignee: [agentId, 'none', technicianId] }),
    ).toEqual([mine!.id]);
    expect(await ids(technician, '/complaints', { search: word, assignee: 'me' })).toEqual([mine!.id]);
    expect(await ids(technician, '/complaints', { search: word, order: 'priority' })).toEqual([mine!.id]);
  });

  test('a Dealer filtering by another dealership sees none of its complaints', async () => {
    const word = uniqueWord();
    const own = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const [ours] = await complaintsNamed(word, [{ dealer_id: own.id }, { dealer_id: other.id }]);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    expect(await ids(dealer, '/complaints', { search: word, dealer: other.id })).toEqual([]);
    expect(await ids(dealer, '/complaints', { search: word, dealer: [own.id, other.id] })).toEqual([
      ours!.id,
    ]);
  });
});

describe('filters without a search, in every order, page after page', () => {
  // A dealer of its own keeps each test's rows apart without a search, so the walks led by the
  // filters' indexes (and, in the 'priority' order, by each priority's) are what answers.
  const ORDERS = ['desc', 'asc', 'priority', 'updated', 'due'] as const;
  const at = (day: number, micro = 0) => `2023-0${1 + (day % 3)}-1${day % 7}T10:00:00.00000${micro}Z`;
  type Made = ComplaintValues & { id: number; created: string; updated: string; due: string | null };

  const rank = (row: Made) => 3 - Number(row.priority!.slice(1));
  const dueKey = (row: Made) => row.due ?? '9999-12-31T00:00:00.000000Z';
  const compare: Record<(typeof ORDERS)[number], (a: Made, b: Made) => number> = {
    desc: (a, b) => b.created.localeCompare(a.created) || b.id - a.id,
    asc: (a, b) => a.created.localeCompare(b.created) || a.id - b.id,
    priority: (a, b) => rank(a) - rank(b) || a.created.localeCompare(b.created) || a.id - b.id,
    updated: (a, b) => b.updated.localeCompare(a.updated) || b.id - a.id,
    due: (a, b) => dueKey(a).localeCompare(dueKey(b)) || a.id - b.id,
  };

  async function madeFor(dealerId: number, assignees: (number | null)[]) {
    const statuses = ['Open', 'Pending', 'In Process', 'Resolved'] as const;
    const rows: Made[] = [];
    for (let i = 0; i < 18; i++) {
      // Pairs of rows share their creation time: only the id tells them apart.
      const created = at(Math.floor(i / 2), i % 5 === 0 ? 0 : 1);
      const updated = at(i % 4, i % 2);
      const due =
        i % 5 === 0
          ? null
          : i % 5 < 3
            ? '2020-01-01T00:00:00.000000Z'
            : `2099-0${1 + (i % 4)}-01T00:00:00.000000Z`;
      const values = {
        dealer_id: dealerId,
        assignee_id: assignees[i % assignees.length]!,
        priority: (['L1', 'L2', 'L3'] as const)[(i + Math.floor(i / 3)) % 3]!,
        status: statuses[i % 4]!,
      };
      const row = await createComplaint(testApp.db, values);
      await testApp.db
        .update(complaints)
        .set({
          created_at: sql`${created}::timestamptz`,
          updated_at: sql`${updated}::timestamptz`,
          sla_next_due_at: due === null ? null : sql`${due}::timestamptz`,
        })
        .where(eq(complaints.id, row.id));
      rows.push({ ...values, id: row.id, created, updated, due });
    }
    return rows;
  }

  test('every filter gives the rows it matches, in the order asked, whatever the page size', async () => {
    const dealer = await createDealer(testApp.db);
    const agentId = await idOf('agent');
    const technicianId = await idOf('technician');
    const rows = await madeFor(dealer.id, [agentId, technicianId, null]);
    const open = (row: Made) => row.status !== 'Resolved';
    const filters: [Query, (row: Made) => boolean][] = [
      [{}, () => true],
      [{ status: ['Open', 'Pending'] }, (row) => row.status === 'Open' || row.status === 'Pending'],
      [
        { assignee: agentId, status: ['Open', 'Pending', 'In Process'] },
        (row) => row.assignee_id === agentId && open(row),
      ],
      [{ assignee: 'none' }, (row) => row.assignee_id === null],
      [{ priority: 'L3' }, (row) => row.priority === 'L3'],
      [
        { priority: 'L2', status: 'In Process' },
        (row) => row.priority === 'L2' && row.status === 'In Process',
      ],
      [
        { createdFrom: '2023-02-11', createdTo: '2023-03-13' },
        (row) => row.created >= '2023-02-11' && row.created < '2023-03-14',
      ],
      [{ due: 'overdue' }, (row) => row.due !== null && row.due < new Date().toISOString()],
      [
        { assignee: technicianId, priority: 'L1' },
        (row) => row.assignee_id === technicianId && row.priority === 'L1',
      ],
    ];
    for (const [filter, matches] of filters)
      for (const order of ORDERS) {
        const expected = rows
          .filter(matches)
          .sort(compare[order])
          .map((row) => row.id);
        expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
        for (const limit of [1, 2, 5, 100])
          expect(
            await allPages(support, { dealer: dealer.id, ...filter, order, limit }),
            `${JSON.stringify(filter)} ${order} ${limit}`,
          ).toEqual(expected);
      }
  });

  test('a Technician filtering by another assignee, or by none, pages through their own rows only', async () => {
    const dealer = await createDealer(testApp.db);
    const agentId = await idOf('agent');
    const technicianId = await idOf('technician');
    const rows = await madeFor(dealer.id, [technicianId, agentId, null, technicianId]);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const own = rows.filter((row) => row.assignee_id === technicianId);
    for (const order of ORDERS) {
      const expected = [...own].sort(compare[order]).map((row) => row.id);
      for (const limit of [1, 4]) {
        expect(await allPages(technician, { dealer: dealer.id, order, limit })).toEqual(expected);
        expect(await allPages(technician, { dealer: dealer.id, assignee: agentId, order, limit })).toEqual(
          [],
        );
        expect(await allPages(technician, { dealer: dealer.id, assignee: 'none', order, limit })).toEqual([]);
        expect(await allPages(technician, { dealer: dealer.id, priority: 'L3', order, limit })).toEqual(
          expected.filter((id) => own.find((row) => row.id === id)!.priority === 'L3'),
        );
      }
    }
  });
});

describe('bad filters are refused with 422 and a message on their field', () => {
  test.each([
    ['an unknown status', { status: 'Closed' }, 'status'],
    ['one bad status among good ones', { status: ['Open', 'Closed'] }, 'status'],
    ['a date that does not exist', { createdFrom: '2024-02-30' }, 'createdFrom'],
    ['a date in another format', { createdTo: '12/03/2024' }, 'createdTo'],
    ['a dealer id that is not a number', { dealer: 'abc' }, 'dealer'],
    ['a negative dealer id', { dealer: -3 }, 'dealer'],
    ['an assignee that is neither me, none nor an id', { assignee: 'someone' }, 'assignee'],
    ['an unknown province', { province: 'Atlantis' }, 'province'],
    ['an unknown order', { order: 'sideways' }, 'order'],
  ])('%s', async (_name, query, field) => {
    const response = await support.get(`/api/complaints?${queryString(query)}`);

    expect(response.statusCode, response.body).toBe(422);
    const body = response.json() as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).map((key) => key.split('.')[0])).toEqual([field]);
  });

  test("'Created from' after 'Created to' is refused on the 'to' field with its own message", async () => {
    const response = await support.get('/api/complaints?createdFrom=2024-05-02&createdTo=2024-05-01');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { createdTo: ["'Created to' must not be before 'Created from'"] },
    });
  });

  test('the same on the status lists', async () => {
    const response = await support.get('/api/inprocesscomplaints?createdFrom=2024-13-01');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['createdFrom']);
  });
});

describe('orders', () => {
  // Rows sharing a creation time and an update time: only the order's keys and the id tell them apart.
  // Times are written to the microsecond so that comparing them as strings compares the times.
  const ROWS: { priority: 'L1' | 'L2' | 'L3'; created: string; updated: string }[] = [
    { priority: 'L1', created: '2024-06-01T10:00:00.000000Z', updated: '2024-08-01T10:00:00.000000Z' },
    { priority: 'L3', created: '2024-06-01T10:00:00.000000Z', updated: '2024-08-01T10:00:00.000000Z' },
    { priority: 'L3', created: '2024-06-01T10:00:00.000000Z', updated: '2024-08-01T10:00:00.000000Z' },
    { priority: 'L2', created: '2024-05-01T10:00:00.000000Z', updated: '2024-08-01T10:00:00.000001Z' },
    { priority: 'L3', created: '2024-07-01T10:00:00.000000Z', updated: '2024-07-01T10:00:00.000000Z' },
    { priority: 'L3', created: '2024-06-01T10:00:00.000001Z', updated: '2024-09-01T10:00:00.000000Z' },
    { priority: 'L1', created: '2024-04-01T10:00:00.000000Z', updated: '2024-08-01T10:00:00.000000Z' },
    { priority: 'L2', created: '2024-06-01T10:00:00.000000Z', updated: '2024-06-01T10:00:00.000000Z' },
  ];

  async function rowsFor(word: string) {
    const rows = await complaintsNamed(
      word,
      ROWS.map((row) => ({ priority: row.priority })),
    );
    for (const [index, row] of rows.entries())
      await setTimes(row.id, { created: ROWS[index]!.created, updated: ROWS[index]!.updated });
    return rows.map((row, index) => ({ id: row.id, ...ROWS[index]! }));
  }

  const level = (priority: string) => Number(priority.slice(1));
  const byPriority = (a: { id: number; priority: string; created: string }, b: typeof a) =>
    level(b.priority) - level(a.priority) || a.created.localeCompare(b.created) || a.id - b.id;
  const byUpdated = (a: { id: number; updated: string }, b: typeof a) =>
    b.updated.localeCompare(a.updated) || b.id - a.id;

  test("'priority' is L3 first, then oldest; every page size gives every row once", async () => {
    const word = uniqueWord();
    const rows = await rowsFor(word);
    const expected = [...rows].sort(byPriority).map((row) => row.id);

    for (const limit of [1, 2, 3, 8, 20])
      expect(await allPages(support, { search: word, order: 'priority', limit }), `limit ${limit}`).toEqual(
        expected,
      );
  });

  test("'updated' is last updated first; every page size gives every row once", async () => {
    const word = uniqueWord();
    const rows = await rowsFor(word);
    const expected = [...rows].sort(byUpdated).map((row) => row.id);

    for (const limit of [1, 2, 3, 8, 20])
      expect(await allPages(support, { search: word, order: 'updated', limit }), `limit ${limit}`).toEqual(
        expected,
      );
  });

  test('the new orders page the status lists and take filters', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [
      { status: 'Pending', priority: 'L1' },
      { status: 'Pending', priority: 'L3' },
      { status: 'Open', priority: 'L3' },
      { status: 'Pending', priority: 'L2' },
    ]);

    expect(
      await allPages(support, { search: word, order: 'priority', limit: 1 }, '/pendingcomplaints'),
    ).toEqual([rows[1]!.id, rows[3]!.id, rows[0]!.id]);
    expect(
      await allPages(
        support,
        { search: word, order: 'updated', limit: 1, priority: 'L3' },
        '/pendingcomplaints',
      ),
    ).toEqual([rows[1]!.id]);
  });

  test('an update moves a complaint to the top of Last updated', async () => {
    const word = uniqueWord();
    const rows = await rowsFor(word);
    await testApp.db
      .update(complaints)
      .set({ updated_at: sql`now()` })
      .where(eq(complaints.id, rows[6]!.id));

    expect(
      (await list(support, '/complaints', { search: word, order: 'updated', limit: 1 })).complaints[0]!.id,
    ).toBe(rows[6]!.id);
  });

  test('a cursor made for one order is refused in another with 422 on cursor', async () => {
    const word = uniqueWord();
    await rowsFor(word);
    const cursors = {
      desc: (await list(support, '/complaints', { search: word, limit: 2 })).nextCursor!,
      asc: (await list(support, '/complaints', { search: word, limit: 2, order: 'asc' })).nextCursor!,
      priority: (await list(support, '/complaints', { search: word, limit: 2, order: 'priority' }))
        .nextCursor!,
      updated: (await list(support, '/complaints', { search: word, limit: 2, order: 'updated' })).nextCursor!,
    };

    for (const [made, cursor] of Object.entries(cursors))
      for (const order of ['desc', 'asc', 'priority', 'updated'].filter((other) => other !== made)) {
        const response = await support.get(`/api/complaints?${queryString({ search: word, order, cursor })}`);
        expect(response.statusCode, `${made} cursor with order ${order}`).toBe(422);
        expect(response.json().errors).toEqual({ cursor: ['This value is not valid'] });
      }
  });

  test('a priority cursor with an unknown priority or a bad time is refused', async () => {
    const bad = [
      Buffer.from(JSON.stringify(['priority', 'L9', '2024-06-01T10:00:00Z', 3])).toString('base64url'),
      Buffer.from(JSON.stringify(['priority', 'L3', '2024-02-30T10:00:00Z', 3])).toString('base64url'),
      Buffer.from(JSON.stringify(['updated', '2024-06-01T10:00:00Z'])).toString('base64url'),
      encodeCursor({ order: 'priority', priority: 'L3', at: '2024-06-01T10:00:00Z', id: 0 }),
    ];
    for (const cursor of bad) {
      const order = cursor === bad[2] ? 'updated' : 'priority';
      const response = await support.get(`/api/complaints?${queryString({ order, cursor })}`);
      expect(response.statusCode, cursor).toBe(422);
    }
  });
});

describe('the choices of Assigned to and Dealer', () => {
  test('any staff reader gets staff ids and names only, by search and by id', async () => {
    const word = uniqueWord();
    const member = await createUser(testApp.db, { role: 'technician', name: `Tech ${word}` });
    const other = await createUser(testApp.db, { role: 'agent', name: `Agent ${uniqueWord()}` });
    const client = await createUser(testApp.db, { role: 'client', name: `Client ${word}` });
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    for (const browser of [support, technician]) {
      const response = await browser.get(`/api/complaints/filter-options/assignees?search=${word}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ options: [{ id: member.id, name: `Tech ${word}` }] });
    }
    const byId = await support.get(
      `/api/complaints/filter-options/assignees?search=${word}&id=${other.id}&id=${client.id}`,
    );
    expect(byId.json().options).toEqual([
      { id: member.id, name: `Tech ${word}` },
      { id: other.id, name: other.name },
    ]);
  });

  test('a dealership account gets no staff names', async () => {
    const own = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    const response = await dealer.get('/api/complaints/filter-options/assignees');

    expect(response.statusCode).toBe(403);
  });

  test('dealers are those the reader may read: all for staff, its own for a dealership', async () => {
    const word = uniqueWord();
    const own = await createDealer(testApp.db, { dealer_name: `Own ${word}` });
    const other = await createDealer(testApp.db, { dealer_name: `Other ${word}` });
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    const staffView = await support.get(`/api/complaints/filter-options/dealers?search=${word}`);
    const dealerView = await dealer.get(
      `/api/complaints/filter-options/dealers?search=${word}&id=${other.id}`,
    );

    expect(staffView.json()).toEqual({
      options: [
        { id: other.id, name: `Other ${word}` },
        { id: own.id, name: `Own ${word}` },
      ],
    });
    expect(dealerView.json()).toEqual({ options: [{ id: own.id, name: `Own ${word}` }] });
  });

  test('a bad id is refused with 422 on id', async () => {
    const response = await support.get('/api/complaints/filter-options/dealers?id=abc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).map((key) => key.split('.')[0])).toEqual(['id']);
  });
});
