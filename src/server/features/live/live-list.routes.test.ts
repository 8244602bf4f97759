import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

// An open list asks (decision 017) which complaints named by live events are new to it.

let testApp: TestApp;
let support: TestBrowser;
let agent: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

type Query = Record<string, string | number | (string | number)[]>;

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  return search.toString();
}

interface Reply {
  cards: { id: number; status: string; assignee: { id: number; name: string } | null }[];
  fresh: number[];
}

async function changes(browser: TestBrowser, query: Query): Promise<Reply> {
  const response = await browser.get(`/api/complaints/list-changes?${queryString(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const named = (word: string, values: ComplaintValues = {}) =>
  createComplaint(testApp.db, { customer_name: `Customer ${word}`, ...values });

const idOf = (username: string) => userIdOf(testApp.db, username);

describe('GET /api/complaints/list-changes', () => {
  test("a complaint is fresh only when the list's filter takes it; a readable one still comes as a card", async () => {
    const word = uniqueWord();
    const matching = await named(word);
    const other = await named(uniqueWord());
    const reply = await changes(support, { list: 'all', search: word, ids: [matching.id, other.id] });
    expect(reply.fresh).toEqual([matching.id]);
    expect(reply.cards.map((card) => card.id).sort()).toEqual([matching.id, other.id].sort());
  });

  test("a list's own status counts: an Open complaint is not new to Pending, a Pending one is", async () => {
    const word = uniqueWord();
    const open = await named(word, { status: 'Open' });
    const pending = await named(word, { status: 'Pending' });
    const ids = [open.id, pending.id];
    expect((await changes(support, { list: 'pending', search: word, ids })).fresh).toEqual([pending.id]);
    expect((await changes(support, { list: 'inProcess', search: word, ids })).fresh).toEqual([]);
    expect((await changes(support, { list: 'all', search: word, ids, status: 'Open' })).fresh).toEqual([
      open.id,
    ]);
  });

  test("'assigned to me' is the reader's; the card tells the new assignee", async () => {
    const word = uniqueWord();
    const agentId = await idOf('agent');
    const mine = await named(word, { assignee_id: agentId, status: 'Pending' });
    const theirs = await named(word, { assignee_id: await idOf('support') });
    const reply = await changes(agent, {
      list: 'all',
      search: word,
      assignee: 'me',
      ids: [mine.id, theirs.id],
    });
    expect(reply.fresh).toEqual([mine.id]);
    expect(reply.cards.find((card) => card.id === mine.id)).toMatchObject({
      status: 'Pending',
      assignee: { id: agentId },
    });
  });

  test('past the loaded pages a complaint is not new (it comes when the reader scrolls there)', async () => {
    const word = uniqueWord();
    const oldest = await named(word, { created_at: new Date('2020-01-01T00:00:00Z') });
    await named(word, { created_at: new Date('2021-01-01T00:00:00Z') });
    await named(word, { created_at: new Date('2022-01-01T00:00:00Z') });
    const page = await support.get(`/api/complaints?${queryString({ search: word, limit: 2 })}`);
    const { nextCursor } = page.json<{ nextCursor: string }>();
    expect(nextCursor).toBeTruthy();
    const created = await named(word);

    const ids = [oldest.id, created.id];
    const query = { list: 'all', search: word, ids };
    expect((await changes(support, { ...query, cursor: nextCursor })).fresh).toEqual([created.id]);
    // Without a cursor the page has loaded everything: both are within it.
    expect((await changes(support, query)).fresh.sort()).toEqual([...ids].sort());
    // In the oldest-first order the new one sorts last, past the loaded pages.
    const ascending = await support.get(
      `/api/complaints?${queryString({ search: word, limit: 2, order: 'asc' })}`,
    );
    const ascCursor = ascending.json<{ nextCursor: string }>().nextCursor;
    expect((await changes(support, { ...query, order: 'asc', cursor: ascCursor })).fresh).toEqual([
      oldest.id,
    ]);
  });

  test("a Dealer learns nothing of another dealership's complaint, not even that it exists", async () => {
    const mine = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: mine.id });
    const dealer = await testApp.signIn(account.username, account.password);
    const word = uniqueWord();
    const own = await named(word, { dealer_id: mine.id });
    const foreign = await named(word, { dealer_id: other.id });
    const reply = await changes(dealer, { list: 'all', search: word, ids: [own.id, foreign.id] });
    expect(reply.fresh).toEqual([own.id]);
    expect(reply.cards.map((card) => card.id)).toEqual([own.id]);
    // A filter never widens what the reader may read.
    expect((await changes(dealer, { list: 'all', dealer: other.id, ids: [foreign.id] })).cards).toEqual([]);
  });

  test('bad input is a field message, never a 5xx; signed out is 401', async () => {
    const cases: [Query, string][] = [
      [{ list: 'all' }, 'ids'],
      [{ list: 'all', ids: 'x' }, 'ids.0'],
      [{ list: 'nope', ids: 1 }, 'list'],
      [{ list: 'all', ids: Array.from({ length: 101 }, (_, index) => index + 1) }, 'ids'],
      [{ list: 'all', ids: 1, cursor: 'not-a-cursor' }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      const response = await support.get(`/api/complaints/list-changes?${queryString(query)}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(query)).toContain(field);
    }
    const anonymous = await testApp.browser().get('/api/complaints/list-changes?list=all&ids=1');
    expect(anonymous.statusCode).toBe(401);
  });
});
