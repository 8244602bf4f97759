import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPLAINT_LISTS } from '#domain/complaints/complaint-status.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import {
  ADMIN,
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

let testApp: TestApp;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const idOf = (username: string) => userIdOf(testApp.db, username);

async function setCreatedAt(id: number, timestamp: string) {
  await testApp.db
    .update(complaints)
    .set({ created_at: sql`${timestamp}::timestamptz` })
    .where(eq(complaints.id, id));
}

interface Card {
  id: number;
  customer_name: string;
  phone: string;
  customer_city: string;
  status: string;
  tag: string;
  assignee: { id: number; name: string } | null;
  created_at: string;
}

async function list(browser: TestBrowser, path: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await browser.get(`/api${path}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { complaints: Card[]; role: string; nextCursor: string | null };
}

/** Follows nextCursor to the end; the ids in the order they came. */
async function allPages(browser: TestBrowser, query: Record<string, string | number>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const body = await list(browser, '/complaints', cursor ? { ...query, cursor } : query);
    ids.push(...body.complaints.map((card) => card.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('the pages never ended');
}

async function complaintsNamed(word: string, values: ComplaintValues[]) {
  const rows = [];
  for (const value of values)
    rows.push(await createComplaint(testApp.db, { customer_name: `Customer ${word}`, ...value }));
  return rows;
}

describe('GET /api/complaints', () => {
  test('answers the cards with the assignee, the role and no cursor when everything fits on one page', async () => {
    const word = uniqueWord();
    const agentId = await idOf('agent');
    const [assigned] = await complaintsNamed(word, [
      {
        assignee_id: agentId,
        customer_city: 'Multan',
        dealer_name: 'Raza Traders',
        phone: '0301 5550001',
        priority: 'L3',
        status: 'Pending',
      },
    ]);
    const [unassigned] = await complaintsNamed(word, [{}]);

    const body = await list(support, '/complaints', { search: word });

    expect(body.role).toBe('support-agent');
    expect(body.nextCursor).toBeNull();
    expect(body.complaints).toEqual([
      {
        id: unassigned!.id,
        customer_name: `Customer ${word}`,
        phone: '03001234567',
        customer_city: 'Lahore',
        status: 'Open',
        tag: 'L1',
        assignee: null,
        created_at: unassigned!.created_at.toISOString(),
        dealer_name: '',
        warranty_verdict: 'unknown',
        version: 1,
        // Made without the API: no SLA clock.
        sla: null,
        // A Support Agent reads flags: none here.
        flags: [],
      },
      {
        id: assigned!.id,
        customer_name: `Customer ${word}`,
        phone: '0301 5550001',
        customer_city: 'Multan',
        status: 'Pending',
        tag: 'L3',
        assignee: { id: agentId, name: 'Bilal Ahmed' },
        created_at: assigned!.created_at.toISOString(),
        dealer_name: 'Raza Traders',
        warranty_verdict: 'unknown',
        version: 1,
        // Made without the API: no SLA clock.
        sla: null,
        // A Support Agent reads flags: none here.
        flags: [],
      },
    ]);
  });

  test('New to Old is the default order; Old to New reverses it', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [{}, {}, {}]);
    await setCreatedAt(rows[0]!.id, '2025-01-01T08:00:00Z');
    await setCreatedAt(rows[1]!.id, '2025-03-01T08:00:00Z');
    await setCreatedAt(rows[2]!.id, '2025-02-01T08:00:00Z');

    const newest = await list(support, '/complaints', { search: word });
    const oldest = await list(support, '/complaints', { search: word, order: 'asc' });

    expect(newest.complaints.map((card) => card.id)).toEqual([rows[1]!.id, rows[2]!.id, rows[0]!.id]);
    expect(oldest.complaints.map((card) => card.id)).toEqual([rows[0]!.id, rows[2]!.id, rows[1]!.id]);
  });

  test('the priority filter keeps only that priority; All keeps every one', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [
      { priority: 'L1' },
      { priority: 'L2' },
      { priority: 'L3' },
      { priority: 'L2' },
    ]);

    const l2 = await list(support, '/complaints', { search: word, priority: 'L2' });
    const all = await list(support, '/complaints', { search: word, priority: 'All' });

    expect(l2.complaints.map((card) => card.id).sort()).toEqual([rows[1]!.id, rows[3]!.id].sort());
    expect(l2.complaints.every((card) => card.tag === 'L2')).toBe(true);
    expect(all.complaints).toHaveLength(4);
  });

  test('an unknown priority or order is refused with 422 on that parameter', async () => {
    const priority = await support.get('/api/complaints?priority=L7');
    const order = await support.get('/api/complaints?order=sideways');

    expect(priority.statusCode).toBe(422);
    expect(Object.keys(priority.json().errors)).toEqual(['priority']);
    expect(order.statusCode).toBe(422);
    expect(Object.keys(order.json().errors)).toEqual(['order']);
  });
});

describe('Search Complaints', () => {
  test('finds a complaint by any part of the customer name, whatever the letter case', async () => {
    const word = uniqueWord();
    const [row] = await complaintsNamed(word, [{ customer_name: `Zainab ${word.toUpperCase()} Abbasi` }]);

    for (const term of [word, word.toUpperCase(), `zAINAB ${word.slice(0, 4)}`, word.slice(2, 6)]) {
      const body = await list(support, '/complaints', { search: term });
      expect(
        body.complaints.map((card) => card.id),
        term,
      ).toContain(row!.id);
    }
  });

  test('finds complaints by city, whatever the letter case, and only those whose name, city or phone match', async () => {
    const word = uniqueWord();
    const city = `${word.slice(0, 3).toUpperCase()}${word.slice(3)}abad`;
    const [inCity] = await complaintsNamed(uniqueWord(), [{ customer_city: city }]);
    await complaintsNamed(uniqueWord(), [{ customer_city: 'Lahore' }]);

    const body = await list(support, '/complaints', { search: city.toLowerCase() });

    expect(body.complaints.map((card) => card.id)).toEqual([inCity!.id]);
  });

  test('finds a complaint by a piece of its phone number', async () => {
    const digits = String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 9_000_000));
    const [row] = await complaintsNamed(uniqueWord(), [{ phone: `0333 ${digits}` }]);

    const body = await list(support, '/complaints', { search: `3 ${digits.slice(0, 5)}` });

    expect(body.complaints.map((card) => card.id)).toEqual([row!.id]);
  });

  test('%, _ and \\ in the search match themselves, not any text', async () => {
    const word = uniqueWord();
    const [percent] = await complaintsNamed(word, [{ customer_name: `Sale 100%_${word}\\x` }]);
    await complaintsNamed(word, [{ customer_name: `Sale 1000 ${word}` }]);

    const exact = await list(support, '/complaints', { search: `100%_${word}\\` });
    const wildcard = await list(support, '/complaints', { search: `sale 1__ ${word}` });

    expect(exact.complaints.map((card) => card.id)).toEqual([percent!.id]);
    expect(wildcard.complaints).toEqual([]);
  });

  test('a search with no match answers an empty list', async () => {
    const body = await list(support, '/complaints', { search: uniqueWord() });

    expect(body).toEqual({ complaints: [], role: 'support-agent', nextCursor: null });
  });
});

describe('keyset pages', () => {
  // Three rows share one instant, two differ by a microsecond: only (created_at, id) orders them all.
  const TIMESTAMPS = [
    '2024-06-01T10:00:00.000000Z',
    '2024-06-01T10:00:00.000000Z',
    '2024-06-01T10:00:00.000000Z',
    '2024-06-01T10:00:00.000001Z',
    '2024-06-01T10:00:00.000002Z',
    '2024-05-01T09:00:00Z',
    '2024-07-01T09:00:00Z',
  ];

  async function rowsAt(word: string) {
    const rows = await complaintsNamed(
      word,
      TIMESTAMPS.map(() => ({})),
    );
    for (const [index, row] of rows.entries()) await setCreatedAt(row.id, TIMESTAMPS[index]!);
    return rows.map((row, index) => ({ id: row.id, at: TIMESTAMPS[index]! }));
  }

  const byCreatedThenId = (a: { id: number; at: string }, b: { id: number; at: string }) =>
    a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1;

  test('following nextCursor returns every complaint exactly once, newest first, even with equal created_at', async () => {
    const word = uniqueWord();
    const rows = await rowsAt(word);

    const ids = await allPages(support, { search: word, limit: 2 });

    expect(ids).toEqual(
      [...rows]
        .sort(byCreatedThenId)
        .reverse()
        .map((row) => row.id),
    );
  });

  test('the same holds oldest first, and with a page size that divides the rows evenly', async () => {
    const word = uniqueWord();
    const rows = await rowsAt(word);
    const expected = [...rows].sort(byCreatedThenId).map((row) => row.id);

    expect(await allPages(support, { search: word, limit: 2, order: 'asc' })).toEqual(expected);
    expect(await allPages(support, { search: word, limit: 7, order: 'asc' })).toEqual(expected);
    expect(await allPages(support, { search: word, limit: 1, order: 'asc' })).toEqual(expected);
  });

  test('a page holds at most `limit` cards, 20 by default, and says where the next one starts', async () => {
    const word = uniqueWord();
    await complaintsNamed(
      word,
      Array.from({ length: 21 }, () => ({})),
    );

    const first = await list(support, '/complaints', { search: word });
    const second = await list(support, '/complaints', { search: word, cursor: first.nextCursor! });

    expect(first.complaints).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(second.complaints).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  test('a malformed cursor is refused with 422 on cursor', async () => {
    const bad = [
      'not-a-cursor',
      Buffer.from('{"at":1}').toString('base64url'),
      Buffer.from('["yesterday", 3]').toString('base64url'),
      encodeCursor({ order: 'desc', at: '2024-06-01T10:00:00Z', id: -4 }),
    ];

    for (const cursor of bad) {
      const response = await support.get(`/api/complaints?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { cursor: ['This value is not valid'] },
      });
    }
  });
});

describe('the status lists', () => {
  test.each(Object.entries(COMPLAINT_LISTS).filter(([, definition]) => definition.status !== null))(
    'the %s list returns only complaints of its status',
    async (_name, definition) => {
      const word = uniqueWord();
      const rows = await complaintsNamed(word, [
        { status: 'Open' },
        { status: 'Pending' },
        { status: 'In Process' },
        { status: 'Resolved' },
      ]);

      const body = await list(support, definition.api, { search: word });

      expect(body.complaints.map((card) => card.id)).toEqual(
        rows.filter((row) => row.status === definition.status).map((row) => row.id),
      );
      expect(body.role).toBe('support-agent');
    },
  );

  test('the all list returns every status', async () => {
    const word = uniqueWord();
    await complaintsNamed(word, [
      { status: 'Open' },
      { status: 'Pending' },
      { status: 'In Process' },
      { status: 'Resolved' },
    ]);

    const body = await list(support, '/complaints', { search: word });

    expect(body.complaints.map((card) => card.status).sort()).toEqual([
      'In Process',
      'Open',
      'Pending',
      'Resolved',
    ]);
  });

  test('the status lists take the same search, priority, order and paging', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [
      { status: 'Pending', priority: 'L3' },
      { status: 'Pending', priority: 'L3' },
      { status: 'Pending', priority: 'L1' },
      { status: 'Open', priority: 'L3' },
    ]);

    const first = await list(support, '/pendingcomplaints', {
      search: word,
      priority: 'L3',
      order: 'asc',
      limit: 1,
    });
    const second = await list(support, '/pendingcomplaints', {
      search: word,
      priority: 'L3',
      order: 'asc',
      limit: 1,
      cursor: first.nextCursor!,
    });

    expect([...first.complaints, ...second.complaints].map((card) => card.id)).toEqual([
      rows[0]!.id,
      rows[1]!.id,
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('who sees which complaints', () => {
  test('agents and admins see every complaint, assigned to anyone', async () => {
    const word = uniqueWord();
    const rows = await complaintsNamed(word, [
      { assignee_id: await idOf('technician') },
      { assignee_id: null },
    ]);

    for (const browser of [
      await testApp.signIn('agent', DEMO_PASSWORD),
      await testApp.signIn('fieldagent', DEMO_PASSWORD),
      await testApp.signIn(ADMIN.email, ADMIN.password),
    ]) {
      const body = await list(browser, '/complaints', { search: word });
      expect(body.complaints.map((card) => card.id).sort()).toEqual(rows.map((row) => row.id).sort());
    }
  });

  test('a technician sees only the complaints assigned to them, in every list', async () => {
    const word = uniqueWord();
    const technicianId = await idOf('technician');
    const [mine, mineResolved] = await complaintsNamed(word, [
      { assignee_id: technicianId },
      { assignee_id: technicianId, status: 'Resolved' },
    ]);
    await complaintsNamed(word, [
      { assignee_id: await idOf('agent') },
      { assignee_id: null },
      { status: 'Resolved' },
    ]);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    const all = await list(technician, '/complaints', { search: word });
    const resolved = await list(technician, '/resolvedcomplaints', { search: word });

    expect(all.role).toBe('technician');
    expect(all.complaints.map((card) => card.id).sort()).toEqual([mine!.id, mineResolved!.id].sort());
    expect(resolved.complaints.map((card) => card.id)).toEqual([mineResolved!.id]);
  });

  test("a dealer sees only their dealership's complaints", async () => {
    const word = uniqueWord();
    const own = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const [ours] = await complaintsNamed(word, [{ dealer_id: own.id }]);
    await complaintsNamed(word, [{ dealer_id: other.id }, { dealer_id: null }]);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: own.id });
    const dealer = await testApp.signIn(account.username, account.password);

    const body = await list(dealer, '/complaints', { search: word });

    expect(body.role).toBe('dealer');
    expect(body.complaints.map((card) => card.id)).toEqual([ours!.id]);
  });

  test('a dealer account without a dealership sees no complaint, not even those without a dealer', async () => {
    const word = uniqueWord();
    await complaintsNamed(word, [{ dealer_id: null }]);
    const account = await createUser(testApp.db, { role: 'dealer' });
    const dealer = await testApp.signIn(account.username, account.password);

    const body = await list(dealer, '/complaints', { search: word });

    expect(body.complaints).toEqual([]);
  });

  test('a registered client without a designation may not list complaints: 403', async () => {
    const account = await createUser(testApp.db, { role: 'client' });
    const client = await testApp.signIn(account.username, account.password);

    expect((await client.get('/api/complaints')).statusCode).toBe(403);
  });
});
