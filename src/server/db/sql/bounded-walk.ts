import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { complaints, CREATED_WALK_COLUMNS } from '#server/db/schema/complaints.ts';
import { runShaped } from './shaped-statement.ts';

/**
 * Rows of an order's index a bounded walk reads at most (decision 026). A page of 20 found among
 * them means its filters match at least one complaint in 200 of the newest; rarer matches go to the
 * fallback, which finds them through their own index.
 */
export const WALK_ROWS = 4000;

/**
 * Entries of `complaints_created_walk_idx` a covered walk reads at most: an entry tested in the
 * index costs about a third of a row read from the table (measured at 1,000,000 complaints), so
 * this walk costs about what WALK_ROWS rows did and reaches further back (decision 048).
 */
export const COVERED_WALK_ROWS = 10_000;

/**
 * Rows of a condition few by nature (complaints due today, one person's open work) counted before
 * any walk: when fewer match, the page is read from them alone, in any order (decision 053).
 */
export const FEW_ROWS = 1000;

/** Rows a search's second walk reads at most (decision 037). */
export const LONGER_WALK_ROWS = 40_000;

/**
 * The rows of a second, longer walk for a search whose first walk of `rows` found `found` of the
 * `wanted` rows: twice what the rate found would need, when that is at most LONGER_WALK_ROWS;
 * null when the first walk found none (a rare term, which the trigram indexes find at once) or the
 * rate is too low. A term this common has thousands of matches in a million, all of which the
 * fallback would fetch to keep the newest few; the walk stops as soon as it has them.
 */
export function longerWalkRows(found: number, wanted: number, rows: number): number | null {
  if (found === 0 || found >= wanted) return null;
  const needed = Math.ceil((rows * wanted * 2) / found);
  return needed <= LONGER_WALK_ROWS ? Math.max(needed, rows * 2) : null;
}

/**
 * A stand-in for `table` in one query: a CTE of the same name shadows the table, so the query's
 * conditions, order and joins stay as they are written and read the CTE's rows instead. The body
 * names the table with its schema to read the real one.
 */
export function standInFor(db: Database, table: PgTable, body: SQL) {
  // No selection: the query reads the CTE through the table's own columns, never through the CTE object.
  return db.$with(getTableName(table), {}).as(body);
}

const complaintsAs = (db: Database, body: SQL) => standInFor(db, complaints, body);

/**
 * The first `rows` complaints in `orderBy` after `after`, read from the order's own index whatever
 * the statistics say: with no other condition the index is the only cheap way to the first rows.
 * The query reads them as it needs them, so a filter that matches often stops the walk early.
 */
export function walkOfComplaints(db: Database, orderBy: SQL[], after: SQL | null, rows = WALK_ROWS) {
  return complaintsAs(
    db,
    sql`select * from public.${complaints} ${after ? sql`where ${after}` : sql``} order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(rows))}`,
  );
}

/**
 * Each column of `complaints` for the covered walk's rows: the order's keys from the entry, the rest
 * from the row. Written out once as text (the schema's own names): built chunk by chunk, these
 * fifty columns cost most of the time drizzle took to write a walk's statement on every request.
 */
const WALKED_ROW_COLUMNS = sql.raw(
  Object.values(getTableColumns(complaints))
    .map(
      (column) =>
        `${column.name === 'id' || column.name === 'created_at' ? 'entry' : 'complaint'}."${column.name}"`,
    )
    .join(', '),
);

/** The columns of `complaints_created_walk_idx` (CREATED_WALK_COLUMNS), which a covered walk's entries hold. */
const WALK_ENTRY_COLUMNS = sql.raw(CREATED_WALK_COLUMNS.map((name) => `"${name}"`).join(', '));

/**
 * The same walk in a created order, read from `complaints_created_walk_idx` alone: of its first
 * `rows` entries, only those `covered` matches (conditions on that index's columns only) have their
 * rows read. The walk still reads at most `rows` entries, but a filter that matches one entry in a
 * hundred no longer costs a hundred table rows per match (decision 048). Each entry's row is read
 * by its own lookup (a lateral subquery the planner cannot merge, so no hash join of the table
 * whatever the statistics), and the order's keys come from the entry: the planner then knows the
 * rows keep the index's order, so the page reads them in order and stops (decision 053).
 */
export function coveredWalkOfComplaints(
  db: Database,
  orderBy: SQL[],
  after: SQL | null,
  covered: SQL,
  rows = COVERED_WALK_ROWS,
) {
  const entries = sql`select ${WALK_ENTRY_COLUMNS} from public.${complaints} ${after ? sql`where ${after}` : sql``} order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(rows))}`;
  return complaintsAs(
    db,
    sql`select ${WALKED_ROW_COLUMNS} from (select ${complaints}.id, ${complaints}.created_at from (${entries}) as ${complaints} where ${covered}) as entry cross join lateral (select * from public.${complaints} as stored where stored.id = entry.id offset 0) as complaint`,
  );
}

/**
 * A walk led by a condition's own index (decision 042) in a created order, read the same way as the
 * covered walk: the index's entries in order (an index-only scan where the index holds the
 * condition's columns), each entry's row looked up by itself. A plain `order by … limit` over the
 * rows left the planner free to read every row of the condition and sort them when it guessed the
 * condition narrow: all 20,000 of one person's open complaints for a page of 21 (decision 053).
 */
export function ledWalkOfComplaints(
  db: Database,
  orderBy: SQL[],
  after: SQL | null,
  rows = WALK_ROWS,
  covered?: SQL,
) {
  const where = after ? sql`where ${after}` : sql``;
  const order = sql`order by ${sql.join(orderBy, sql`, `)} limit ${sql.raw(String(rows))}`;
  // With `covered` (conditions on the created walk's columns, which one person's open-work index
  // holds too), the entries are tested before any row is read, as in the covered walk (decisions 059, 064).
  const entries = covered
    ? sql`select ${complaints}.id, ${complaints}.created_at from (select ${WALK_ENTRY_COLUMNS} from public.${complaints} ${where} ${order}) as ${complaints} where ${covered}`
    : sql`select ${complaints}.id, ${complaints}.created_at from public.${complaints} ${where} ${order}`;
  return complaintsAs(
    db,
    sql`select ${WALKED_ROW_COLUMNS} from (${entries}) as entry cross join lateral (select * from public.${complaints} as stored where stored.id = entry.id offset 0) as complaint`,
  );
}

/**
 * How many complaints match `condition`, counting no further than `rows`: through the condition's
 * index, in no order (the same number, and no sort).
 */
export async function heldUpTo(db: Database, condition: SQL | null, rows: number): Promise<number> {
  // Prepared once per connection (decision 059): the condition's own index, in no order, whatever the values.
  const [row] = await runShaped(
    db,
    db
      .select({ held: sql<number | string>`count(*)::int as held` })
      .from(
        sql`(select 1 from public.${complaints} ${condition ? sql`where ${condition}` : sql``} limit ${sql.raw(String(rows))}) as walk`,
      ),
  );
  return Number(row!.held);
}

/**
 * Whether fewer than `rows` complaints match `after` (the walk's own conditions): then a walk of
 * `rows` read them all, and what it found is the whole answer.
 */
export async function walkIsWhole(db: Database, after: SQL | null, rows: number) {
  return (await heldUpTo(db, after, rows)) < rows;
}

/**
 * Only the complaints `condition` matches, found by its own index (the search's trigram indexes)
 * before anything else: `offset 0` keeps the planner from merging the condition into the outer
 * query, where it could choose to walk an order's index through every row instead.
 */
export function complaintsMatching(db: Database, condition: SQL) {
  return complaintsAs(db, sql`select * from public.${complaints} where ${condition} offset 0`);
}

/**
 * At most `rows` of the complaints `condition` matches, read through its own index in no order, as
 * the stand-in for `complaints`: the query reads them once (a CTE it also counts, so materialized)
 * and can tell from that count whether they are all there are (decision 059).
 */
export function fewOfComplaints(db: Database, condition: SQL, rows: number) {
  return complaintsAs(
    db,
    sql`select * from public.${complaints} where ${condition} limit ${sql.raw(String(rows))}`,
  );
}

export type ComplaintsSource = ReturnType<typeof complaintsAs>;
