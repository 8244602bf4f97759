import { desc, eq, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { complaintSearchCondition, isRareSearch, searchLookupPart } from '#server/db/sql/complaint-search.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { sentStatements } from '#server/testing/sent-statements.ts';
import { createComplaint } from '#server/testing/factories.ts';
import { searchComplaints } from './complaint-search.service.ts';
import { listComplaints, type ListPage } from './complaints.repository.ts';

// Decision 063: a rare search (a name's or a phone's number of five digits or more, a '#00' number)
// reads only what the trigram indexes give for the word the number starts, in one prepared statement
// whose values the planner cannot see; the same rows as the plain query.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

/** The plain query: every complaint the search matches, newest first. */
async function plainIds(db: Database, term: string, number?: number): Promise<number[]> {
  const text = complaintSearchCondition(term);
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(number === undefined ? text : or(eq(complaints.id, number), text))
    .orderBy(desc(complaints.created_at), desc(complaints.id));
  return rows.map((row) => row.id);
}

/** The list's rare-search page of `limit`, as ids. */
async function listedIds(db: Database, term: string, limit = 100): Promise<number[]> {
  const page: ListPage = {
    where: [sql`true`, complaintSearchCondition(term)],
    order: 'desc',
    after: null,
    limit,
    filtered: true,
    search: term,
  };
  return (await listComplaints(db, page)).slice(0, limit).map((row) => row.id);
}

test('the lookup takes the whitespace before a number that is a whole word of the term', () => {
  expect(searchLookupPart('ayesha khan 12345')).toBe(' 12345');
  expect(searchLookupPart('Imran Butt 123456')).toBe(' 123456');
  expect(searchLookupPart('khan\t12345')).toBe('\t12345');
  expect(searchLookupPart('12345 lahore')).toBe('12345');
  // Longer than six characters: its last six, inside the word.
  expect(searchLookupPart('ayesha 0300-1234567')).toBe('234567');
  expect(searchLookupPart('12345')).toBe('12345');
  expect(searchLookupPart('#00123457')).toBe('#00123457');
  expect(searchLookupPart('Ayesha Khan')).toBe('Ayesha Khan');
});

describe('a rare search', () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    const add = async (key: string, values: Parameters<typeof createComplaint>[1]) => {
      made[key] = (await createComplaint(testApp.db, values)).id;
    };
    await add('name', { customer_name: 'Ayesha Khan 73412', phone: '0300 1112223' });
    await add('longer', { customer_name: 'Ayesha Khan 734125', phone: '0300 1112224' });
    await add('inside', { customer_name: 'Ayesha Khan 973412', phone: '0300 1112225' });
    await add('phone', { customer_name: 'Bilal Shah 5', phone: '0321 7341299' });
    await add('typed', { customer_name: 'Sana Butt 6', phone: '+92 333 8734120' });
    await add('tab', { customer_name: 'Hina\tKhan 73412', phone: '0300 1112226' });
  });

  test('finds the plain query’s complaints, in its order', async () => {
    const terms = [
      'ayesha khan 73412',
      'khan 73412',
      '73412',
      '734125',
      'Hina\tKhan 73412',
      '0321-7341299',
      '03338734120',
    ];
    for (const term of terms) {
      expect(isRareSearch(term), term).toBe(true);
      const plain = await plainIds(testApp.db, term);
      expect(plain.length, term).toBeGreaterThan(0);
      expect(await listedIds(testApp.db, term), term).toEqual(plain);
      expect(await listedIds(testApp.db, term, 1), term).toEqual(plain.slice(0, 1));
    }
    // A number inside a longer word is found by the term that holds it inside a word, not by the whole word.
    expect(await listedIds(testApp.db, 'khan 73412')).not.toContain(made.inside);
    expect(await listedIds(testApp.db, '73412')).toContain(made.inside);
    // The global search: the term or the complaint's number.
    const found = await searchComplaints(testApp.db, `#00${made.phone}`, made.phone!, sql`true`);
    expect(found.map((row) => row.id)).toEqual(
      (await plainIds(testApp.db, `#00${made.phone}`, made.phone)).slice(0, 5),
    );
  });

  test('is one statement, its values out of the planner’s sight, looking up the word the number starts', async () => {
    const texts = (await sentStatements(testApp.db, () => listedIds(testApp.db, 'ayesha khan 73412'))).filter(
      ({ text }) => text.includes('HH24:MI:SS.US'),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('"search_text" like (select lower($1))');
    expect(texts[0]!.values[0]).toBe('% 73412%');
  });

  test.runIf(process.env.TEST_DB === 'postgres')(
    'runs prepared, and PostgreSQL keeps one generic plan for it whatever the term',
    async () => {
      // One connection of the app's pool, so its prepared statements can be read.
      const pool = (testApp.db as unknown as { $client: pg.Pool }).$client;
      const connection = await pool.connect();
      try {
        const db = drizzle(connection) as unknown as Database;
        for (const term of [
          'ayesha khan 73412',
          'ayesha khan 73413',
          'bilal shah 73414',
          'ayesha khan 73412',
          'x 55555',
          'y 66666',
          'z 77777',
        ])
          await listedIds(db, term);
        const { rows } = await connection.query<{ generic_plans: string; custom_plans: string }>(
          `select generic_plans, custom_plans from pg_prepared_statements where statement like '%like (select lower($1))%'`,
        );
        // The connection may hold the same shape with a phone's digits too, from the tests before.
        expect(rows.some((row) => Number(row.generic_plans) > 0)).toBe(true);
      } finally {
        connection.release();
      }
    },
  );
});
