import { or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dealers, dealerSearchText } from '#server/db/schema/dealers.ts';
import { phoneDigitsMatch } from '#server/db/sql/phone-normal.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';
import { buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { sentStatements } from '#server/testing/sent-statements.ts';
import { createDealer, uniqueWord } from '#server/testing/factories.ts';
import { DEALER_WALK_ROWS, listDealers } from './dealers.repository.ts';

// Decision 063: a dealer search walks the id index a bounded way, then falls back to the trigram
// indexes; a rare term goes to them at once. Whatever the way, the same dealers in the same order.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

/** Every dealer the search matches, by id: the plain query, with no walk and no lookup. */
async function plainIds(term: string): Promise<number[]> {
  const rows = await testApp.db
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      or(containsTerm(dealerSearchText(dealers), term), phoneDigitsMatch(dealers.dealer_phone_normal, term)),
    )
    .orderBy(dealers.id);
  return rows.map((row) => row.id);
}

/** Every page of `limit`, following `after`, as the list answers them. */
async function pagedIds(term: string, limit: number, walkRows?: number): Promise<number[]> {
  const ids: number[] = [];
  let after: number | null = null;
  for (;;) {
    const rows = await listDealers(testApp.db, { search: term, after, access: sql`true`, limit, walkRows });
    const page = rows.slice(0, limit).map((row) => row.id);
    ids.push(...page);
    if (rows.length <= limit) return ids;
    after = page.at(-1)!;
  }
}

/** The dealer statements `run` sends (the app's jobs share the client): their texts, values and names. */
async function statementsOf(run: () => Promise<unknown>) {
  return (await sentStatements(testApp.db, run)).filter(({ text }) => text.includes('"dealers"'));
}

describe('dealer search (decision 063)', () => {
  let word: string;
  beforeAll(async () => {
    word = uniqueWord();
    // Matches (by name, city, address, phone digits) between dealers that do not match.
    for (let index = 0; index < 12; index++) {
      await createDealer(testApp.db, { dealer_name: `Other ${uniqueWord()}` });
      if (index % 3 === 0) await createDealer(testApp.db, { dealer_name: `${word} Traders 7351${index}` });
      if (index % 3 === 1) await createDealer(testApp.db, { dealer_city: `${word}pur` });
      if (index % 3 === 2)
        await createDealer(testApp.db, { dealer_address: `Shop 7351${index}, ${word} Road` });
    }
    await createDealer(testApp.db, { dealer_name: `${word} 735190`, dealer_phone: '0301 4735190' });
  });

  test('the walk, the fallback and the lookup alone give the plain query’s dealers, page after page', async () => {
    const terms = [
      word,
      `${word} traders`,
      `${word} Traders 73510`,
      '73519',
      '4735190',
      '0301 473',
      `${word}PUR`,
    ];
    for (const term of terms) {
      const expected = await plainIds(term);
      expect(expected.length, term).toBeGreaterThan(0);
      // One dealer walked (the fallback every time), a few (the walk fills some pages), all of them.
      for (const walkRows of [1, 4, undefined])
        for (const limit of [1, 2, 3, 25])
          expect(await pagedIds(term, limit, walkRows), `${term}, walk ${walkRows}, limit ${limit}`).toEqual(
            expected,
          );
    }
  });

  test('a common term is answered by one prepared walk of the id index; a short walk adds the lookup', async () => {
    const walked = await statementsOf(() =>
      listDealers(testApp.db, { search: word, after: null, access: sql`true`, limit: 2 }),
    );
    expect(walked).toHaveLength(1);
    expect(walked[0]!.text).toContain(`order by "dealers"."id" limit ${DEALER_WALK_ROWS})`);
    if (process.env.TEST_DB === 'postgres') expect(walked[0]!.name).toMatch(/^s_[0-9a-f]{24}$/);

    // Two matching dealers among the first four after the cursor: the walk is short, the trigram lookup answers.
    const short = await statementsOf(() =>
      listDealers(testApp.db, { search: word, after: null, access: sql`true`, limit: 25, walkRows: 4 }),
    );
    expect(short).toHaveLength(2);
    expect(short[1]!.text).toContain('offset 0');
  });

  test("a term whose number makes it rare goes to the trigram indexes at once, looking up the number's digits", async () => {
    const rare = await statementsOf(() =>
      listDealers(testApp.db, { search: `${word} Traders 73510`, after: null, access: sql`true`, limit: 25 }),
    );
    expect(rare).toHaveLength(1);
    expect(rare[0]!.text).toContain('offset 0');
    expect(rare[0]!.values).toContain('% 73510%');
  });
});
