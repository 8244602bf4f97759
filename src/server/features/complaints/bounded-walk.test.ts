import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COMPLAINT_ORDERS,
  EMPTY_COMPLAINT_FILTER,
  type ComplaintFilter,
  type ComplaintOrder,
} from '#domain/complaints/complaint-filter.ts';
import { complaintCounts } from '#server/db/schema/complaint-counts.ts';
import { complaintFlags } from '#server/db/schema/complaint-flags.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { longerWalkRows } from '#server/db/sql/bounded-walk.ts';
import {
  complaintSearchCondition,
  isRareSearch,
  narrowestSearchPart,
} from '#server/db/sql/complaint-search.ts';
import { ADMIN, buildTestApp, type TestApp } from '#server/testing/build-test-app.ts';
import { sentStatements } from '#server/testing/sent-statements.ts';
import { createComplaint, createDealer, createUser, uniqueWord } from '#server/testing/factories.ts';
import {
  complaintFilterConditions,
  dueRangeOf,
  runningClockOf,
  walkIndexConditions,
  walkLeadOf,
} from './complaint-filter-sql.ts';
import { searchComplaints } from './complaint-search.service.ts';
import { listComplaints, type ListPage } from './complaints.repository.ts';
import type { ListCursor } from './list-cursor.ts';

// Decision 026: the bounded walk of an order's index and its fallback return the same rows as the
// plain query, page after page, in every order; the dealers' counts kept by triggers stay right.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

type Row = Awaited<ReturnType<typeof listComplaints>>[number];

/** The list's conditions for `userId`, seeing every complaint (no role's limits, flags readable). */
function conditionsOf(filter: ComplaintFilter, userId: number) {
  return complaintFilterConditions(filter, { userId, listStatus: null, access: sql`true`, readsFlags: true });
}

function cursorOf(order: ComplaintOrder, last: Row): ListCursor {
  return order === 'priority'
    ? { order, priority: last.priority, at: last.cursor_at, id: last.id }
    : { order, at: last.cursor_at, id: last.id };
}

/** What a filtered page tells the walk besides its conditions. */
type WalkHints = Pick<
  ListPage,
  | 'search'
  | 'searchNumber'
  | 'created'
  | 'walkLead'
  | 'priority'
  | 'walkIndexFilter'
  | 'dueRange'
  | 'fewRows'
  | 'runningClock'
>;

/**
 * The list's statements `run` sends to the database: its counts and its pages (the app's background
 * jobs share the client, so other statements are left out).
 */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  return (await sentStatements(testApp.db, run)).filter(
    ({ text }) => text.includes(' as held from ') || text.includes('HH24:MI:SS.US'),
  ).length;
}

/** Every page of `limit` in `order`, the way chosen by `walk`: the plain query, the walk, or the fallback. */
async function allIds(
  where: SQL[],
  order: ComplaintOrder,
  limit: number,
  walk: 'plain' | 'walk' | 'range' | 'fallback',
  hints: WalkHints = {},
) {
  const seen: number[] = [];
  let after: ListCursor | null = null;
  for (;;) {
    const page: ListPage = {
      where,
      order,
      after,
      limit,
      ...(walk === 'plain'
        ? {}
        : {
            filtered: true,
            ...hints,
            walkRows: walk === 'walk' ? 10_000 : 1,
            // The fallback's runs count no condition whole either (decision 053); 'range' walks one
            // row, so a range few by nature answers after the walk (decision 059).
            ...(walk === 'fallback' ? { fewRows: 1 } : {}),
          }),
    };
    const rows = await listComplaints(testApp.db, page);
    seen.push(...rows.slice(0, limit).map((row) => row.id));
    if (rows.length <= limit) return seen;
    after = cursorOf(order, rows[limit - 1]!);
  }
}

/** The global search's complaints, as ids. */
async function searchIds(term: string, number: number | null) {
  return (await searchComplaints(testApp.db, term, number, sql`true`)).map((row) => row.id);
}

/** The plain query of the global search's complaints: the term or the number, newest created first. */
async function newestFive(term: string, number: number | null) {
  const text = complaintSearchCondition(term);
  const rows = await testApp.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(number === null ? text : or(eq(complaints.id, number), text))
    .orderBy(desc(complaints.created_at), desc(complaints.id))
    .limit(5);
  return rows.map((row) => row.id);
}

describe('the bounded walk and its fallback', () => {
  test('a search gives the same rows through the walk, the fallback and the plain query, in every order', async () => {
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 9; i++)
      made.push(
        await createComplaint(testApp.db, {
          customer_name: i % 3 === 0 ? `Other ${uniqueWord()}` : `${word} ${i}`,
          priority: (['L1', 'L2', 'L3'] as const)[i % 3],
          status: i % 2 ? 'Pending' : 'Open',
          created_at: new Date(Date.UTC(2024, 0, 1 + (i % 4))),
        }),
      );
    // Their own rows only, and the search among them.
    const mine = inArray(
      complaints.id,
      made.map((row) => row.id),
    );
    const where = [mine, complaintSearchCondition(word)];
    for (const order of COMPLAINT_ORDERS) {
      const plain = await allIds(where, order, 2, 'plain');
      expect(plain).toHaveLength(6);
      expect(await allIds(where, order, 2, 'walk', { search: word })).toEqual(plain);
      expect(await allIds(where, order, 2, 'fallback', { search: word })).toEqual(plain);
    }
    // Several words: the fallback looks up the longest word, and the whole term still decides.
    const two = `${word.toUpperCase()} 2`;
    const twoWhere = [mine, complaintSearchCondition(two)];
    const plainTwo = await allIds(twoWhere, 'desc', 2, 'plain');
    expect(plainTwo).toHaveLength(1);
    expect(await allIds(twoWhere, 'desc', 2, 'fallback', { search: two })).toEqual(plainTwo);
    // A phone typed another way, through the fallback's last six digits of the normal form.
    const phoned = made[1]!.id;
    await testApp.db.update(complaints).set({ phone: '0333-765 4321' }).where(eq(complaints.id, phoned));
    const phoneWhere = [mine, complaintSearchCondition('+92 333 7654321')];
    expect(await allIds(phoneWhere, 'desc', 2, 'plain')).toEqual([phoned]);
    expect(await allIds(phoneWhere, 'desc', 2, 'fallback', { search: '+92 333 7654321' })).toEqual([phoned]);
    // A filter without a search falls back to the plain query, with the same rows.
    const pending = [mine, eq(complaints.status, 'Pending')];
    const plain = await allIds(pending, 'desc', 2, 'plain');
    expect(plain).toHaveLength(4);
    expect(await allIds(pending, 'desc', 2, 'fallback')).toEqual(plain);
  });

  test("'Created' days give the same rows through the walk (starting at the range's near end), the fallback and the plain query", async () => {
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(
        await createComplaint(testApp.db, {
          priority: (['L1', 'L2', 'L3'] as const)[i % 3],
          created_at: new Date(Date.UTC(2023, 4, 1 + (i % 6), 10, i)),
        }),
      );
    const mine = inArray(
      complaints.id,
      made.map((row) => row.id),
    );
    const created = { from: '2023-05-02', to: '2023-05-04' };
    const filter = { ...EMPTY_COMPLAINT_FILTER, createdFrom: created.from, createdTo: created.to };
    const where = [mine, ...conditionsOf(filter, 1)];
    for (const order of COMPLAINT_ORDERS) {
      const plain = await allIds(where, order, 2, 'plain');
      // Days 2, 3 and 4 of the six, twice each.
      expect(plain).toHaveLength(6);
      expect(await allIds(where, order, 2, 'walk', { created })).toEqual(plain);
      expect(await allIds(where, order, 2, 'fallback', { created })).toEqual(plain);
      // One side only, each way.
      for (const side of [{ from: created.from }, { to: created.to }]) {
        const oneSide = { ...EMPTY_COMPLAINT_FILTER, createdFrom: side.from, createdTo: side.to };
        const sideWhere = [mine, ...conditionsOf(oneSide, 1)];
        const sidePlain = await allIds(sideWhere, order, 2, 'plain');
        expect(sidePlain).toHaveLength(side.from ? 10 : 8);
        expect(await allIds(sideWhere, order, 2, 'walk', { created: side })).toEqual(sidePlain);
      }
    }
  });

  test("a walk led by a filter's own index (assignee, dealer, city, province, warranty, priority), or by each priority's in the 'priority' order, gives the same rows as the plain query", async () => {
    const dealer = await createDealer(testApp.db);
    const other = await createDealer(testApp.db);
    const agent = await createUser(testApp.db, { role: 'agent' });
    const made = [];
    for (let i = 0; i < 16; i++)
      made.push(
        (
          await createComplaint(testApp.db, {
            dealer_id: i % 2 ? dealer.id : other.id,
            assignee_id: i % 3 ? agent.id : null,
            priority: (['L1', 'L2', 'L3'] as const)[i % 3],
            customer_city: i % 4 ? 'Lahore' : 'Multan',
            customer_province: i % 5 ? 'Punjab' : 'Sindh',
            status: i % 2 ? 'Pending' : 'Open',
            created_at: new Date(Date.UTC(2022, 2, 1 + (i % 5), 10, i)),
            sla_next_due_at:
              i % 4 === 1
                ? new Date(Date.UTC(2022, 3, 1))
                : i % 4 === 2
                  ? new Date(Date.UTC(2099, 0, 1))
                  : null,
          })
        ).id,
      );
    const mine = inArray(complaints.id, made);
    const filters = [
      { assignee: ['me' as const], status: ['Pending' as const] },
      { assignee: [agent.id], status: ['Open' as const, 'Pending' as const], dealer: [dealer.id] },
      // One person's open work with a priority: its index's entries are tested for both (decision 059).
      { assignee: [agent.id], status: ['Open' as const, 'Pending' as const], priority: 'L2' as const },
      { assignee: [agent.id], dealer: [dealer.id] },
      { dealer: [dealer.id], priority: 'L3' as const },
      { city: 'multan' },
      { province: 'Sindh' as const },
      { warranty: ['unknown' as const], priority: 'L2' as const },
      { priority: 'L1' as const, createdFrom: '2022-03-02', createdTo: '2022-03-04' },
      // No lead: in the 'priority' order each priority's index leads its part of the page.
      { status: ['Open' as const] },
      { dealer: [dealer.id, other.id], priority: 'L2' as const },
      { status: ['Pending' as const], createdFrom: '2022-03-02' },
      { due: 'overdue' as const },
      { assignee: ['none' as const], status: ['Open' as const] },
      { due: 'overdue' as const, status: ['Pending' as const], dealer: [dealer.id, other.id] },
    ];
    for (const change of filters) {
      const filter = { ...EMPTY_COMPLAINT_FILTER, ...change };
      const lead = walkLeadOf(filter, agent.id, null);
      const where = [mine, ...conditionsOf(filter, agent.id)];
      const created = { from: filter.createdFrom, to: filter.createdTo };
      const hints = {
        created,
        walkLead: lead,
        walkIndexFilter: and(...walkIndexConditions(filter, agent.id, null)),
        priority: filter.priority === 'All' ? undefined : filter.priority,
        runningClock: runningClockOf(filter),
      };
      // Pages of 1 to 3 end inside and across each priority's part of the 'priority' order.
      for (const order of COMPLAINT_ORDERS)
        for (const limit of [1, 2, 3]) {
          const plain = await allIds(where, order, limit, 'plain');
          expect(plain.length).toBeGreaterThan(0);
          expect(await allIds(where, order, limit, 'walk', hints), `${order} ${limit}`).toEqual(plain);
          expect(await allIds(where, order, limit, 'fallback', hints), `${order} ${limit}`).toEqual(plain);
        }
    }
    // Only one person's open complaints are narrow by design (the walk may then answer alone).
    const narrow = (
      change: Partial<typeof EMPTY_COMPLAINT_FILTER>,
      list: 'Pending' | 'Resolved' | null = null,
    ) => walkLeadOf({ ...EMPTY_COMPLAINT_FILTER, ...change }, agent.id, list)?.narrow;
    expect(narrow({ assignee: ['me'], status: ['Open', 'In Process'] })).toBe(true);
    expect(narrow({ assignee: [agent.id] }, 'Pending')).toBe(true);
    expect(narrow({ assignee: ['me'] })).toBe(false);
    expect(narrow({ assignee: ['me'], status: ['Open', 'Resolved'] })).toBe(false);
    expect(narrow({ assignee: ['me'] }, 'Resolved')).toBe(false);
    // Several values, or 'Unassigned', or only a status: no lead (their index gives no single order).
    for (const change of [
      { dealer: [dealer.id, other.id] },
      { assignee: ['none' as const] },
      { status: ['Open' as const] },
    ])
      expect(walkLeadOf({ ...EMPTY_COMPLAINT_FILTER, ...change }, agent.id, null)).toBeUndefined();
  });

  test("'Due today' read from the due-time range when it holds few, or else walked, gives the same rows as the plain query, in every order", async () => {
    const agent = await createUser(testApp.db, { role: 'agent' });
    // The end of today in the company's zone, as the filter computes it.
    const bounds = (await testApp.db.execute(
      sql`select now() as now, ((date_trunc('day', now() at time zone z) + interval '1 day') at time zone z) as end
          from (select coalesce((select value ->> 'timeZone' from settings where key = 'businessHours'), 'UTC') as z) as zone`,
    )) as unknown as { rows: { now: string | Date; end: string | Date }[] };
    const now = new Date(bounds.rows[0]!.now).getTime();
    const end = new Date(bounds.rows[0]!.end).getTime();
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(
        (
          await createComplaint(testApp.db, {
            assignee_id: i % 3 ? agent.id : null,
            priority: (['L1', 'L2', 'L3'] as const)[i % 3],
            status: i % 2 ? 'In Process' : 'Open',
            created_at: new Date(Date.UTC(2021, 5, 1 + (i % 4), 10, i)),
            // Ten due later today (two at the same time), two tomorrow, one overdue, one with nothing due.
            sla_next_due_at:
              i < 10
                ? new Date(now + ((end - now) * (1 + Math.min(i, 8))) / 12)
                : i < 12
                  ? new Date(end + 3_600_000)
                  : i === 12
                    ? new Date(now - 3_600_000)
                    : null,
          })
        ).id,
      );
    const mine = inArray(complaints.id, made);
    for (const change of [
      { due: 'dueToday' as const },
      { due: 'dueToday' as const, status: ['Open' as const] },
      { due: 'dueToday' as const, assignee: [agent.id], priority: 'L2' as const },
      { due: 'dueToday' as const, assignee: ['none' as const] },
    ]) {
      const filter = { ...EMPTY_COMPLAINT_FILTER, ...change };
      const where = [mine, ...conditionsOf(filter, agent.id)];
      const hints = {
        walkLead: walkLeadOf(filter, agent.id, null),
        walkIndexFilter: and(...walkIndexConditions(filter, agent.id, null)),
        priority: filter.priority === 'All' ? undefined : filter.priority,
        dueRange: dueRangeOf(filter),
        runningClock: runningClockOf(filter),
      };
      for (const order of COMPLAINT_ORDERS)
        for (const limit of [1, 2, 3]) {
          const plain = await allIds(where, order, limit, 'plain');
          expect(plain.length).toBeGreaterThan(0);
          // Walked (a page the walk fills), or read from the range alone (in a created order after a
          // walk left short); and, counting fewer than there are, walked and then the fallback.
          expect(await allIds(where, order, limit, 'walk', hints), `${order} ${limit}`).toEqual(plain);
          expect(await allIds(where, order, limit, 'range', hints), `${order} ${limit}`).toEqual(plain);
          expect(await allIds(where, order, limit, 'fallback', hints), `${order} ${limit}`).toEqual(plain);
        }
    }
    // The range holding few answers in one statement (the page read from it, with its count) in the
    // 'priority', 'updated' and 'due' orders, where the walks took at least a statement per priority.
    // In the created orders the covered walk comes first (decision 059: when due today is common,
    // it fills the page alone), so a range the walk left short costs the walk and that statement:
    // two, as decision 053's count and page did in every order.
    const filter = { ...EMPTY_COMPLAINT_FILTER, due: 'dueToday' as const };
    const where = [mine, ...conditionsOf(filter, agent.id)];
    for (const order of COMPLAINT_ORDERS) {
      const page: ListPage = {
        where,
        order,
        after: null,
        limit: 20,
        filtered: true,
        walkIndexFilter: and(...walkIndexConditions(filter, agent.id, null)),
        dueRange: dueRangeOf(filter),
        runningClock: runningClockOf(filter),
      };
      const walksFirst = order === 'desc' || order === 'asc';
      let rows: Row[] = [];
      const statements = await statementsOf(async () => {
        rows = await listComplaints(testApp.db, page);
      });
      expect(statements, order).toBe(walksFirst ? 2 : 1);
      expect(rows.map((row) => row.id)).toEqual(await allIds(where, order, 20, 'plain'));
    }
    expect(dueRangeOf({ ...EMPTY_COMPLAINT_FILTER, due: 'overdue' })).toBeUndefined();
    expect(dueRangeOf(EMPTY_COMPLAINT_FILTER)).toBeUndefined();
  });

  test("'Overdue' and 'Due today' walk the index of running clocks alone, in both created orders", async () => {
    for (const due of ['overdue', 'dueToday'] as const)
      for (const order of ['desc', 'asc'] as const) {
        const filter = { ...EMPTY_COMPLAINT_FILTER, due };
        // The first page statement the list sends is the walk's.
        const sent = await sentStatements(testApp.db, () =>
          listComplaints(testApp.db, {
            where: conditionsOf(filter, 1),
            order,
            after: null,
            limit: 20,
            filtered: true,
            walkIndexFilter: and(...walkIndexConditions(filter, 1, null)),
            runningClock: runningClockOf(filter),
          }),
        );
        const { text, values: bound } = sent.find(({ text }) => text.includes('HH24:MI:SS.US'))!;
        // The statement as SQL again, its values where its placeholders were.
        const walk = sql.join(
          text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${bound[Number(part) - 1]}` : sql.raw(part))),
        );
        const plan = await testApp.db.transaction(async (tx) => {
          // The test's tables are small: no sequential scan, so the plan names the index the walk can use.
          await tx.execute(sql`set local enable_seqscan = off`);
          return (await tx.execute(sql`explain ${walk}`)) as unknown as { rows: Record<string, string>[] };
        });
        const steps = plan.rows.map((row) => Object.values(row)[0]).join('\n');
        expect(steps, `${due} ${order}`).toContain('complaints_clock_walk_idx');
      }
  });

  test("one person's open work in the 'priority' order is counted once: when it holds fewer than a walk's rows, one page sorts them", async () => {
    const agent = await createUser(testApp.db, { role: 'agent' });
    const dealer = await createDealer(testApp.db);
    const made = [];
    for (let i = 0; i < 9; i++)
      made.push(
        (
          await createComplaint(testApp.db, {
            assignee_id: agent.id,
            // Dealer 'other' for all: a combination matching nothing.
            priority: (['L1', 'L2', 'L3'] as const)[i % 3],
            status: (['Open', 'Pending', 'Resolved'] as const)[i % 3 === 0 ? 2 : i % 2],
            created_at: new Date(Date.UTC(2020, 1, 1 + i, 10)),
          })
        ).id,
      );
    const mine = inArray(complaints.id, made);
    const cases: [Partial<typeof EMPTY_COMPLAINT_FILTER>, number][] = [
      [{ assignee: [agent.id], status: ['Open', 'Pending'] }, 6],
      [{ assignee: ['me'], status: ['Pending'], createdFrom: '2020-02-03' }, 2],
      [{ assignee: [agent.id], status: ['Open', 'Pending'], dealer: [dealer.id] }, 0],
    ];
    for (const [change, count] of cases) {
      const filter = { ...EMPTY_COMPLAINT_FILTER, ...change };
      const lead = walkLeadOf(filter, agent.id, null);
      expect(lead?.narrow).toBe(true);
      const where = [mine, ...conditionsOf(filter, agent.id)];
      const hints = {
        created: { from: filter.createdFrom, to: filter.createdTo },
        walkLead: lead,
        walkIndexFilter: and(...walkIndexConditions(filter, agent.id, null)),
      };
      for (const limit of [1, 2, 4]) {
        const plain = await allIds(where, 'priority', limit, 'plain');
        expect(plain).toHaveLength(count);
        expect(await allIds(where, 'priority', limit, 'walk', hints)).toEqual(plain);
        expect(await allIds(where, 'priority', limit, 'fallback', hints)).toEqual(plain);
      }
      // The first priority's walk, one count and a page, whatever the priorities hold, where each
      // priority walked and counted; a page that walk fills, the walk alone.
      const page: ListPage = { where, order: 'priority', after: null, limit: 20, filtered: true, ...hints };
      expect(await statementsOf(() => listComplaints(testApp.db, page))).toBe(3);
      if (count > 2)
        expect(await statementsOf(() => listComplaints(testApp.db, { ...page, limit: 1 }))).toBe(1);
    }
    // Someone with no open work: the first walk and the count answer.
    const idle = await createUser(testApp.db, { role: 'agent' });
    const none = {
      ...EMPTY_COMPLAINT_FILTER,
      assignee: [idle.id],
      status: ['Open' as const, 'Pending' as const],
    };
    const page: ListPage = {
      where: conditionsOf(none, agent.id),
      order: 'priority',
      after: null,
      limit: 20,
      filtered: true,
      walkLead: walkLeadOf(none, agent.id, null),
      walkIndexFilter: and(...walkIndexConditions(none, agent.id, null)),
    };
    expect(await statementsOf(async () => expect(await listComplaints(testApp.db, page)).toEqual([]))).toBe(
      2,
    );
  });

  test('a search answered by the longer walk, or straight by the indexes, gives the same rows as the plain query', async () => {
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        (
          await createComplaint(testApp.db, {
            customer_name: `${word} ${i % 2 ? '' : 'Zed'}`,
            phone: `0321${String(7_000_000 + i * 13)}`,
          })
        ).id,
      );
    const mine = inArray(complaints.id, made);
    for (const term of [word, `${word} zed`, '03217000013', `0321${String(7_000_000 + 26)}`]) {
      const where = [mine, complaintSearchCondition(term)];
      for (const order of COMPLAINT_ORDERS) {
        const plain = await allIds(where, order, 2, 'plain');
        expect(plain.length).toBeGreaterThan(0);
        // A walk of 2 rows finds one or two: the longer walk (or the fallback) answers.
        const page: ListPage = {
          where,
          order,
          after: null,
          limit: 2,
          filtered: true,
          search: term,
          walkRows: 2,
        };
        expect((await listComplaints(testApp.db, page)).slice(0, 2).map((row) => row.id)).toEqual(
          plain.slice(0, 2),
        );
        expect(await allIds(where, order, 2, 'fallback', { search: term })).toEqual(plain);
      }
    }
  });

  test("the global search of a number without # walks the list's order and still finds that complaint", async () => {
    const word = uniqueWord();
    const target = await createComplaint(testApp.db, { customer_name: `${word} target` });
    // Newer complaints: with the default phone 03001234567 every one matches "0300".
    for (let i = 0; i < 3; i++) await createComplaint(testApp.db, { customer_name: `${word} ${i}` });
    const term = `0${target.id}`;
    expect(await searchIds(term, target.id)).toEqual(await newestFive(term, target.id));
    expect(await searchIds('0300', 300)).toEqual(await newestFive('0300', 300));
  });

  test("the walk's and the fallback's cards carry the same assignee name and flags as the plain query's", async () => {
    const word = uniqueWord();
    const agent = await createUser(testApp.db, { role: 'agent', name: `Agent ${word}` });
    const flagged = await createComplaint(testApp.db, { customer_name: `${word} 1`, assignee_id: agent.id });
    const other = await createComplaint(testApp.db, { customer_name: `${word} 2` });
    await testApp.db
      .insert(complaintFlags)
      .values({ complaint_id: flagged.id, kind: 'possible_duplicate', related_complaint_id: other.id });
    const cards = async (walkRows?: number) =>
      (
        await listComplaints(testApp.db, {
          where: [complaintSearchCondition(word)],
          order: 'desc',
          after: null,
          limit: 5,
          withFlags: true,
          ...(walkRows ? { filtered: true, search: word, walkRows } : {}),
        })
      ).map((row) => [row.id, row.assignee_id, row.assignee_name, row.flags]);
    const plain = await cards();
    expect(plain).toEqual([
      [other.id, null, null, []],
      [flagged.id, agent.id, `Agent ${word}`, ['possible_duplicate']],
    ]);
    expect(await cards(10_000)).toEqual(plain);
    expect(await cards(1)).toEqual(plain);
  });

  test('the global search finds the same complaints whether the walk or the fallback answers', async () => {
    const word = uniqueWord();
    const few = [];
    for (let i = 0; i < 2; i++)
      few.push((await createComplaint(testApp.db, { customer_name: `${word} ${i}` })).id);
    // Two matches: fewer than a page, so the fallback answers after the walk.
    expect(await searchIds(word, null)).toEqual([...few].reverse());
    const many = [...few].reverse();
    for (let i = 0; i < 6; i++)
      many.unshift((await createComplaint(testApp.db, { customer_name: `${word} more ${i}` })).id);
    // Eight matches: the walk answers with the newest five.
    expect(await searchIds(word, null)).toEqual(many.slice(0, 5));
    // A number goes to the primary key; the reader's rules still apply.
    const number = few[0]!;
    expect(await searchIds(`#00${number}`, number)).toEqual([number]);
    expect(await searchComplaints(testApp.db, `#00${number}`, number, sql`false`)).toEqual([]);
  });

  test("the global search's complaints come in the list's order, newest created first, in as few statements as the list's", async () => {
    const word = uniqueWord();
    // Made last but created long ago (an import, a restored backup): newest first is by creation.
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        (
          await createComplaint(testApp.db, {
            customer_name: `${word} ${i}`,
            created_at: new Date(Date.UTC(2020, 0, 10 - i)),
          })
        ).id,
      );
    const [number] = made;
    for (const term of [word, `${word} 3`, `#00${number}`, `00${number}`]) {
      const expected = await newestFive(term, term.includes(word) ? null : number!);
      expect(expected.length, term).toBeGreaterThan(0);
      expect(await searchIds(term, term.includes(word) ? null : number!), term).toEqual(expected);
    }
    expect(await searchIds(word, null)).toEqual(made.slice(0, 5));
    // A common term: one walk finds the five. A complaint number typed with '#': one lookup of the
    // trigram indexes and the primary key, no walk.
    const statements = (term: string, n: number | null) =>
      statementsOf(() => searchComplaints(testApp.db, term, n, sql`true`));
    expect(await statements('0300', 300)).toBe(1);
    expect(await statements(`#00${number}`, number!)).toBe(1);
  });

  test('a fallback of a search with a complaint number reads that complaint too, as the plain query does', async () => {
    const word = uniqueWord();
    const named = await createComplaint(testApp.db, { customer_name: `${word} 1` });
    const numbered = await createComplaint(testApp.db, { customer_name: `Other ${uniqueWord()}` });
    const term = `${word}`;
    const where = [
      inArray(complaints.id, [named.id, numbered.id]),
      or(eq(complaints.id, numbered.id), complaintSearchCondition(term))!,
    ];
    const plain = await allIds(where, 'desc', 5, 'plain');
    expect(plain).toEqual([numbered.id, named.id]);
    expect(await allIds(where, 'desc', 5, 'fallback', { search: term, searchNumber: numbered.id })).toEqual(
      plain,
    );
  });
});

test('a search is rare by construction when every part it looks up is five digits or more', () => {
  expect(isRareSearch('Imran Butt 123456')).toBe(true);
  expect(isRareSearch('03977648064')).toBe(true);
  expect(isRareSearch('0397-7648064')).toBe(true);
  expect(isRareSearch('#00123457')).toBe(true);
  expect(isRareSearch('0300')).toBe(false);
  // Five digits: about one row in ten thousand (decision 053).
  expect(isRareSearch('ayesha khan 12345')).toBe(true);
  expect(isRareSearch('12345')).toBe(true);
  expect(isRareSearch('ayesha khan 1234')).toBe(false);
  expect(isRareSearch('ayesha')).toBe(false);
  // A complaint number typed with its '#': a name, city or phone holding '#' is rare (decision 055).
  expect(isRareSearch('#0012')).toBe(true);
  expect(isRareSearch('#12')).toBe(true);
  expect(isRareSearch('#12 khan')).toBe(false);
  // A phone typed in groups: the longest group, four digits, is what the text index looks up.
  expect(isRareSearch('0333 765 4321')).toBe(false);
});

test('a second walk only when the first found some matches, at most LONGER_WALK_ROWS', () => {
  expect(longerWalkRows(0, 5, 4000)).toBeNull();
  expect(longerWalkRows(5, 5, 4000)).toBeNull();
  expect(longerWalkRows(3, 5, 4000)).toBe(13_334);
  expect(longerWalkRows(1, 21, 4000)).toBeNull();
  expect(longerWalkRows(10, 21, 4000)).toBe(16_800);
  expect(longerWalkRows(20, 21, 4000)).toBe(8400);
});

test("the fallback looks up the end of a term's longest number, or the whole term", () => {
  expect(narrowestSearchPart('ayesha khan 123457')).toBe('123457');
  expect(narrowestSearchPart('0300-1234567')).toBe('234567');
  expect(narrowestSearchPart('Ayesha Khan')).toBe('Ayesha Khan');
  expect(narrowestSearchPart('ab 12')).toBe('ab 12');
  expect(narrowestSearchPart('0300')).toBe('0300');
  // A complaint number typed with its '#': the whole term, whose digits start a word (decision 055).
  expect(narrowestSearchPart('#00123457')).toBe('#00123457');
  expect(narrowestSearchPart(' #0012 ')).toBe(' #0012 ');
});

describe("a dealer's complaint counts kept by triggers", () => {
  async function kept(dealerId: number) {
    const rows = await testApp.db
      .select({ status: complaintCounts.status, count: complaintCounts.count })
      .from(complaintCounts)
      .where(eq(complaintCounts.dealer_id, dealerId));
    return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [row.status, row.count]));
  }
  async function counted(dealerId: number) {
    const rows = await testApp.db
      .select({ status: complaints.status, count: sql<number>`count(*)::int` })
      .from(complaints)
      .where(eq(complaints.dealer_id, dealerId))
      .groupBy(complaints.status);
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  test('stay right after create, status change, dealer change, delete and a dealer deleted', async () => {
    const first = await createDealer(testApp.db);
    const second = await createDealer(testApp.db);
    const a = await createComplaint(testApp.db, { dealer_id: first.id });
    const b = await createComplaint(testApp.db, { dealer_id: first.id, status: 'Pending' });
    await createComplaint(testApp.db, { dealer_id: second.id });
    expect(await kept(first.id)).toEqual({ Open: 1, Pending: 1 });
    expect(await kept(first.id)).toEqual(await counted(first.id));

    await testApp.db.update(complaints).set({ status: 'Resolved' }).where(eq(complaints.id, a.id));
    expect(await kept(first.id)).toEqual({ Resolved: 1, Pending: 1 });

    await testApp.db.update(complaints).set({ dealer_id: second.id }).where(eq(complaints.id, b.id));
    expect(await kept(first.id)).toEqual({ Resolved: 1 });
    expect(await kept(second.id)).toEqual({ Open: 1, Pending: 1 });
    expect(await kept(second.id)).toEqual(await counted(second.id));

    // An update that changes neither dealer nor status leaves the counts alone.
    await testApp.db.update(complaints).set({ shop: 'Shop 9' }).where(eq(complaints.dealer_id, second.id));
    expect(await kept(second.id)).toEqual({ Open: 1, Pending: 1 });

    await testApp.db.delete(complaints).where(eq(complaints.id, a.id));
    expect(await kept(first.id)).toEqual({});

    // Deleting a dealer sets its complaints' dealer to null: its counts go to zero.
    const { dealers } = await import('#server/db/schema/dealers.ts');
    await testApp.db.delete(dealers).where(eq(dealers.id, second.id));
    expect(await kept(second.id)).toEqual({});
  });

  test("the dealer's complaints call reads them", async () => {
    const dealer = await createDealer(testApp.db);
    for (const status of ['Open', 'Open', 'Resolved'] as const)
      await createComplaint(testApp.db, { dealer_id: dealer.id, status });
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    const response = await admin.get(`/api/dealers/${dealer.id}/complaints`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { counts: Record<string, number>; total: number };
    expect(body.counts).toEqual({ Open: 2, 'In Process': 0, Pending: 0, Resolved: 1 });
    expect(body.total).toBe(3);
    // They are read, not counted: a kept count is what the admin is told.
    await testApp.db
      .update(complaintCounts)
      .set({ count: 7 })
      .where(and(eq(complaintCounts.dealer_id, dealer.id), eq(complaintCounts.status, 'Open')));
    const again = (await admin.get(`/api/dealers/${dealer.id}/complaints`)).json() as { total: number };
    expect(again.total).toBe(8);
  });
});
