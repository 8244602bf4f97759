import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { Database } from '#server/db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ComplaintOrder } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import {
  COMPLAINT_CARD_COLUMNS,
  complaints,
  complaintTimeline,
  priorityRank,
  priorityRankOf,
} from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import { liveEventsOf, publishLive } from '#server/live/live-events.ts';
import {
  complaintsMatching,
  COVERED_WALK_ROWS,
  fewOfComplaints,
  coveredWalkOfComplaints,
  FEW_ROWS,
  heldUpTo,
  ledWalkOfComplaints,
  longerWalkRows,
  WALK_ROWS,
  walkIsWhole,
  walkOfComplaints,
  type ComplaintsSource,
} from '#server/db/sql/bounded-walk.ts';
import { complaintSearchIndexCondition, isRareSearch } from '#server/db/sql/complaint-search.ts';
import { literalLimit, runShaped } from '#server/db/sql/shaped-statement.ts';
import { dayRange, dayStart, slaDueKey, type WalkLead } from './complaint-filter-sql.ts';
import { activeFlagKinds } from './complaint-flags.repository.ts';
import type { ListCursor } from './list-cursor.ts';

export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintChanges = Partial<Omit<NewComplaint, 'id' | 'version' | 'created_at' | 'updated_at'>>;
export type NewTimelineRecord = typeof complaintTimeline.$inferInsert;

export interface ListPage {
  /** Which complaints: the filter's conditions, the list's status and the reader's rules. */
  where: SQL[];
  order: ComplaintOrder;
  /** Made for `order` (decodeCursor checks it). */
  after: ListCursor | null;
  /** Rows to return; one more is read to know whether a next page exists. */
  limit: number;
  /** Read each card's active flag kinds too (for readers of flags). */
  withFlags?: boolean;
  /** Whether `where` holds filters beyond the reader's rules and the list's status (a bounded walk first). */
  filtered?: boolean;
  /** The search term `where` holds, for the fallback through the search's indexes. */
  search?: string;
  /**
   * A complaint number `where` matches beside the search (the global search's `id = n`): the
   * fallback reads that row by the primary key too.
   */
  searchNumber?: number;
  /** Rows the bounded walk reads at most (WALK_ROWS). */
  walkRows?: number;
  /** The 'Created' days `where` holds: a walk in a created order starts at the range's near end. */
  created?: { from?: string; to?: string };
  /** One of `where`'s conditions whose index a walk in a created order reads instead of the order's (walkLeadOf). */
  walkLead?: WalkLead;
  /** The one priority `where` holds, if any: a filtered page in the 'priority' order reads only its rows. */
  priority?: Priority;
  /**
   * Those of `where`'s conditions on the columns of `complaints_created_walk_idx` (walkIndexConditions):
   * a walk in a created order with no lead tests them on the index's entries, then reads only their rows.
   */
  walkIndexFilter?: SQL;
  /**
   * One of `where`'s conditions that its own index reads as a range of few rows by nature (complaints
   * due today, dueRangeOf): counted first, and when fewer than FEW_ROWS match, the page is read
   * from them alone, in any order (decision 053).
   */
  dueRange?: SQL;
  /**
   * Complaints whose SLA clock runs (runningClockOf), when `where` matches only those: a walk in a
   * created order with no lead reads the index of those alone (`complaints_clock_walk_idx`).
   */
  runningClock?: SQL;
  /** Return what the walk found, even short of a page: no count, no fallback (the caller goes on). */
  walkOnly?: boolean;
  /** Rows the count of a condition few by nature reads at most (FEW_ROWS; WALK_ROWS for a narrow lead). */
  fewRows?: number;
}

/** A time to the microsecond, UTC: a Date keeps milliseconds only, and the cursor needs the stored microseconds. */
const exactTime = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Each order as one row comparison over its keys, all in one direction, so a page is an index
 * range (see the indexes in db/schema/complaints.ts) and the page after a cursor costs the same as the
 * first. 'priority' sorts on priorityRankOf (L3 is 0), so "L3 first, then oldest" is ascending throughout.
 */
function orderOf(page: ListPage) {
  const { created_at: created, updated_at: updated, id } = complaints;
  const rank = priorityRankOf(complaints.priority);
  const after = page.after;
  switch (page.order) {
    case 'desc':
    case 'asc': {
      const direction = page.order === 'desc' ? desc : asc;
      const comparison = page.order === 'desc' ? sql.raw('<') : sql.raw('>');
      return {
        orderBy: [direction(created), direction(id)],
        cursorAt: exactTime(created),
        after:
          after && sql`(${created}, ${id}) ${comparison} (${after.at}::timestamptz, ${after.id}::integer)`,
      };
    }
    case 'updated':
      return {
        orderBy: [desc(updated), desc(id)],
        cursorAt: exactTime(updated),
        after: after && sql`(${updated}, ${id}) < (${after.at}::timestamptz, ${after.id}::integer)`,
      };
    case 'due':
      return {
        orderBy: [asc(slaDueKey), asc(id)],
        cursorAt: exactTime(slaDueKey),
        after: after && sql`(${slaDueKey}, ${id}) > (${after.at}::timestamptz, ${after.id}::integer)`,
      };
    case 'priority':
      return {
        orderBy: [asc(rank), asc(created), asc(id)],
        cursorAt: exactTime(created),
        after:
          after?.order === 'priority'
            ? sql`(${rank}, ${created}, ${id}) > (${priorityRank(after.priority)}::integer, ${after.at}::timestamptz, ${after.id}::integer)`
            : null,
      };
  }
}

/**
 * Where the walk of a created order starts: at the near end of the 'Created' days, as a cursor
 * would. One side only: with a bound on one side the order's index stays the planner's only cheap
 * way to the first rows, where a range of both sides, with no statistics, was read whole and
 * sorted (decision 037). The far side stays in `where`.
 */
function walkStartOf(page: ListPage): SQL | undefined {
  const created = complaints.created_at;
  if (page.order === 'desc' && page.created?.to) return lt(created, dayStart(page.created.to, 1));
  if (page.order === 'asc' && page.created?.from) return gte(created, dayStart(page.created.from));
  return undefined;
}

/**
 * The walk's lead condition, in a created order only: there its index, (column, created_at, id),
 * holds the matching rows in the order's own order, so the walk reads them and nothing else. It is
 * one of `where`'s conditions, so the walk's rows are still a prefix of every row that can match.
 */
function walkLeadIn(page: ListPage): WalkLead | undefined {
  return page.order === 'desc' || page.order === 'asc' ? page.walkLead : undefined;
}

/** The conditions a walk in a created order tests on `complaints_created_walk_idx`'s entries. */
function walkIndexFilterIn(page: ListPage): SQL | undefined {
  return page.order === 'desc' || page.order === 'asc' ? page.walkIndexFilter : undefined;
}

/**
 * One page of cards, keyset-paged on the order's keys and the id so any page costs the same as the
 * first; `extra` columns beside the card's.
 */
function cardPage<Extra extends Record<string, SQL>>(
  db: Database,
  page: ListPage,
  source: ComplaintsSource | undefined,
  extra: Extra,
) {
  const order = orderOf(page);
  const conditions: SQL[] = [...page.where];
  if (order.after) conditions.push(order.after);
  return (source ? db.with(source) : db)
    .select({
      ...COMPLAINT_CARD_COLUMNS,
      cursor_at: order.cursorAt,
      flags: page.withFlags ? activeFlagKinds : sql<null>`null`,
      ...extra,
    })
    .from(complaints)
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(literalLimit(page.limit + 1));
}

/** One page of cards, keyset-paged on the order's keys and the id so any page costs the same as the first. */
export function pageOfComplaints(db: Database, page: ListPage, source?: ComplaintsSource) {
  return cardPage(db, page, source, {});
}

/**
 * The page read from a stand-in of at most a few rows (fewOfComplaints), with how many rows that
 * stand-in holds (`held`, the same on every row): one statement that both reads the page and says
 * whether the few rows were all of them.
 */
function pageOfFewWithCount(db: Database, page: ListPage, source: ComplaintsSource) {
  return cardPage(db, page, source, {
    held: sql<number | string>`(select count(*)::int from ${complaints})`,
  });
}

/**
 * A page of cards (`limit + 1` rows). With no filter it is one range of the order's index. A
 * filtered page first walks the order's index a bounded way (decision 026): when a page's worth
 * matches there, that is the page, whatever the planner would have guessed. A search that found some
 * matches but not a page walks once more, further (longerWalkRows); one whose lookup is rare by
 * construction (isRareSearch) skips the walks (decision 037). Otherwise the filter is rare among the
 * newest rows and the fallback finds the matches first: a search through its trigram indexes, other
 * filters through their own indexes, as the planner chooses. All return the same rows, in the same order.
 */
export async function listComplaints(db: Database, page: ListPage): Promise<CardRow[]> {
  if (!page.filtered && !page.search) return pageOfComplaints(db, page);
  // Complaints due today: in a created order the covered walk comes first, and the range is read
  // only when the walk did not fill the page; in the other orders the range comes first (decision 059).
  const dueRange = page.search ? undefined : page.dueRange;
  const walksFirst = page.order === 'desc' || page.order === 'asc';
  if (dueRange && !walksFirst) {
    const few = await pageOfDueRange(db, page, dueRange);
    if (few) return few;
  }
  if (page.order === 'priority' && !page.search) return listByPriority(db, { ...page, dueRange: undefined });
  if (!page.search || !isRareSearch(page.search)) {
    const order = orderOf(page);
    const lead = walkLeadIn(page);
    const covered = lead ? undefined : walkIndexFilterIn(page);
    const clock = covered && page.runningClock;
    const start = and(order.after ?? undefined, walkStartOf(page), lead?.condition, clock) ?? null;
    // A walk's plan is fixed by its shape: prepared once per connection (decision 059).
    const walk = (rows: number) =>
      runShaped(
        db,
        pageOfComplaints(
          db,
          page,
          covered
            ? coveredWalkOfComplaints(db, order.orderBy, start, covered, rows)
            : lead
              ? ledWalkOfComplaints(db, order.orderBy, start, rows, lead.entries)
              : walkOfComplaints(db, order.orderBy, start, rows),
        ),
      );
    const rows = page.walkRows ?? (covered ? COVERED_WALK_ROWS : WALK_ROWS);
    const walked = await walk(rows);
    if (walked.length > page.limit || page.walkOnly) return walked;
    if (dueRange && walksFirst) {
      const few = await pageOfDueRange(db, page, dueRange);
      if (few) return few;
    }
    // A walk that read every row of its narrow lead has found all there is.
    if (lead?.narrow && (await walkIsWhole(db, start, rows))) return walked;
    const further = page.search ? longerWalkRows(walked.length, page.limit + 1, rows) : null;
    if (further) {
      const again = await walk(further);
      if (again.length > page.limit) return again;
    }
  }
  if (!page.search) return pageOfComplaints(db, page);
  const found = pageOfComplaints(
    db,
    page,
    complaintsMatching(db, searchIndexCondition(page.search, page.searchNumber)),
  );
  // A rare search's lookup hides its values from the planner: one plan whatever the term, prepared (decision 063).
  return isRareSearch(page.search) ? runShaped(db, found) : found;
}

/** The rows the fallback of a search reads: the search's trigram lookups, and the number's row. */
function searchIndexCondition(search: string, number: number | undefined): SQL {
  const indexed = complaintSearchIndexCondition(search);
  return number === undefined ? indexed : or(eq(complaints.id, number), indexed)!;
}

type CardRow = Awaited<ReturnType<typeof pageOfComplaints>>[number];

/**
 * The page read from the rows of `condition` (one of `where`'s, with an index of its own) alone, when
 * fewer than `rows` match it, whatever the order: one count through that index, then one page that
 * sorts those few rows, instead of walks that look for them among the newest or per priority; none
 * at all, the count alone. Undefined when as many match: the walks answer then.
 */
async function pageOfFew(
  db: Database,
  page: ListPage,
  condition: SQL,
  rows: number,
): Promise<CardRow[] | undefined> {
  const held = await heldUpTo(db, condition, rows);
  if (held >= rows) return undefined;
  // None: no page to read (a combination matching nothing costs its count alone).
  if (held === 0) return [];
  return runShaped(db, pageOfComplaints(db, page, complaintsMatching(db, condition)));
}

/**
 * The page read from the rows of `range` (complaints due today, dueRangeOf) alone, when fewer than
 * FEW_ROWS match it, whatever the order; undefined when as many match (the walks answer then). One
 * statement reads at most that many rows of the range, counts them and sorts the page from them
 * (decision 059; a count, then the page, in decision 053): the due-time index is on an expression,
 * so its count read each row anyway. When the page is empty it cannot say how many the range held,
 * so they are counted.
 */
async function pageOfDueRange(db: Database, page: ListPage, range: SQL): Promise<CardRow[] | undefined> {
  const rows = page.fewRows ?? FEW_ROWS;
  const found = await runShaped(db, pageOfFewWithCount(db, page, fewOfComplaints(db, range, rows)));
  const held = found.length ? Number(found[0]!.held) : await heldUpTo(db, range, rows);
  return held < rows ? found : undefined;
}

/** L3, L2, L1: the 'priority' order's first key, rank 0 first. */
const PRIORITIES_BY_RANK = [...PRIORITIES].sort((a, b) => priorityRank(a) - priorityRank(b));

/**
 * A filtered page in the 'priority' order. That order is each priority's complaints oldest first,
 * L3 first, so the page is read as 'Old to New' pages with the priority as one more condition, one
 * priority after another until it is full: each a walk in a created order, led by the filter's own
 * index or else by the priority's, where the order's own index, led by no filter, read its oldest
 * 4,000 L3 rows and then left the rest to the planner (decision 048). The same rows, in the same order.
 */
async function listByPriority(db: Database, page: ListPage): Promise<CardRow[]> {
  const after = page.after?.order === 'priority' ? page.after : null;
  const lead = page.walkLead;
  const priorities = PRIORITIES_BY_RANK.filter(
    (priority) =>
      !(page.priority && page.priority !== priority) &&
      !(after && priorityRank(priority) < priorityRank(after.priority)),
  );
  const partOf = (priority: Priority, limit: number, narrow: boolean, walkOnly = false) => {
    const onePriority = eq(complaints.priority, priority);
    return listComplaints(db, {
      ...page,
      order: 'asc',
      where: [...page.where, onePriority],
      after: after?.priority === priority ? { order: 'asc', at: after.at, id: after.id } : null,
      limit,
      walkLead: lead && {
        ...lead,
        narrow: narrow && lead.narrow,
        entries: lead.entries && and(lead.entries, onePriority),
      },
      walkIndexFilter: and(page.walkIndexFilter, onePriority),
      walkOnly,
    });
  };
  // A narrow lead (one person's open work): the first part's walk alone, which a common match
  // fills; when it does not, the lead is counted once for every priority (decision 053). Holding
  // fewer than a walk's rows, the page is read from them alone, sorted by priority; none, the page
  // is empty. Holding more, so does each part from its start: no part counts it again (only the
  // part a cursor starts in, whose start is narrower).
  if (lead?.narrow && priorities.length) {
    const walked = await partOf(priorities[0]!, page.limit, false, true);
    if (walked.length > page.limit) return walked;
    const days = dayRange(complaints.created_at, page.created?.from, page.created?.to);
    const few = await pageOfFew(db, page, and(lead.condition, ...days)!, page.fewRows ?? WALK_ROWS);
    if (few) return few;
  }
  const rows: CardRow[] = [];
  for (const priority of priorities) {
    if (rows.length > page.limit) break;
    rows.push(...(await partOf(priority, page.limit - rows.length, after?.priority === priority)));
  }
  return rows;
}

export async function findComplaint(db: Database, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(complaints), assignee_name: users.name, assignee_role: roles.slug })
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.assignee_id))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(complaints.id, id));
  return row;
}
export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** Oldest first. */
export function findTimeline(db: Database, complaintId: number) {
  return db
    .select({
      action_key: complaintTimeline.action_key,
      params: complaintTimeline.params,
      user_name: complaintTimeline.user_name,
      created_at: complaintTimeline.created_at,
    })
    .from(complaintTimeline)
    .where(eq(complaintTimeline.complaint_id, complaintId))
    .orderBy(asc(complaintTimeline.created_at), asc(complaintTimeline.id));
}

/** Staff of the given roles, by name. */
export function findStaff(db: Database, roleSlugs: readonly RoleSlug[]) {
  return db
    .select({ id: users.id, name: users.name, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.slug, [...roleSlugs]), activeAccount))
    .orderBy(asc(users.name), asc(users.id));
}

export async function findStaffMember(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), activeAccount));
  return row;
}

export async function findDealer(db: Database, id: number) {
  const [row] = await db
    .select({
      dealer_name: dealers.dealer_name,
      dealer_phone: dealers.dealer_phone,
      dealer_city: dealers.dealer_city,
      dealer_address: dealers.dealer_address,
    })
    .from(dealers)
    .where(eq(dealers.id, id));
  return row;
}

export async function insertComplaint(db: Database, values: NewComplaint): Promise<number> {
  const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
  return row!.id;
}

/**
 * Every change to a complaint writes its timeline, so this is where the live event is published
 * too (one per complaint and kind), in the same transaction (decision 016).
 */
export async function insertTimeline(db: Database, records: NewTimelineRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(complaintTimeline).values(records);
  await publishLive(db, liveEventsOf(records));
}

/** Writes only when the row is still at `version`; the new version, or null when someone else got there first. */
export async function updateComplaintAtVersion(
  db: Database,
  id: number,
  version: number,
  changes: ComplaintChanges,
): Promise<number | null> {
  const [row] = await db
    .update(complaints)
    .set({ ...changes, version: sql`${complaints.version} + 1`, updated_at: sql`now()` })
    .where(and(eq(complaints.id, id), eq(complaints.version, version)))
    .returning({ version: complaints.version });
  return row?.version ?? null;
}

/** The conditions of one capped count, and optionally rows to read first (see cappedCounts). */
export interface CountSet {
  where: SQL[];
  /** One of `where`'s conditions, narrow by design (openOfOneAssignee): only its rows are read. */
  within?: SQL;
}

/**
 * How many complaints each set of conditions matches, counting no further than `cap + 1`, all in
 * one statement. Each count reads the rows as the list's first page does (newest first), so the
 * planner takes the same index as the list, and stops after `cap + 1` of them: a count costs what
 * reading the list's first thousand cards would, at a million rows as at ten. A set `within` a
 * narrow condition reads only that condition's rows (a subquery the planner keeps apart), where the
 * planner could otherwise AND its index with a far larger one (decision 042).
 */
export async function cappedCounts(db: Database, sets: CountSet[], cap: number): Promise<number[]> {
  if (sets.length === 0) return [];
  const newestFirst = sql`order by ${complaints.created_at} desc, ${complaints.id} desc`;
  const counts = sets.map(({ where, within }, index) => {
    const rows = within
      ? sql`(select * from ${complaints} where ${within} ${newestFirst} offset 0) as ${complaints} where ${and(...where)}`
      : sql`${complaints} where ${and(...where)} ${newestFirst}`;
    return sql`(select count(*)::int from (select 1 from ${rows} limit ${cap + 1}) as ${sql.identifier(`m${index}`)}) as ${sql.identifier(`c${index}`)}`;
  });
  const result = (await db.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  const row = result.rows[0]!;
  return sets.map((_, index) => Number(row[`c${index}`]));
}
