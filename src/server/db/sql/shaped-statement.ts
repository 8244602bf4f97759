import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** A drizzle query that can be prepared: its SQL and values, and a prepared form run with new values. */
export interface Shapeable<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): ShapedStatement<Row>;
}

interface ShapedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * Distinct statement texts kept prepared, per database. A text is a query's shape (which filters,
 * how many values each, the order, the walk), not its values, so a handful serve every request;
 * past the cap a new shape runs unprepared, as before, so a PostgreSQL connection never holds more
 * than this many named statements of the lists.
 */
export const MAX_SHAPES = 200;

const shapes = new WeakMap<Database, Map<string, ShapedStatement<unknown>>>();

/** A placeholder for each of `count` values, named by position. */
const placeholdersFor = (count: number): Placeholder[] =>
  Array.from({ length: count }, (_, index) => sql.placeholder(String(index)));

/**
 * A LIMIT written into a statement's text instead of passed as a value. A prepared shape's generic
 * plan then knows how many rows it returns: with `limit $n` PostgreSQL priced it at a tenth of the
 * table and planned every run afresh (decision 064). The limits are few (page sizes), so each is one
 * more shape. drizzle types `limit` as a number or a placeholder, but writes any SQL it is given.
 */
export const literalLimit = (rows: number) => sql.raw(String(rows)) as unknown as number;

/**
 * Runs a list statement as a named prepared statement of its shape (decision 059): the text
 * (with `$n` for every value) names it, so each PostgreSQL connection parses it once and, after
 * its first executions, runs one generic plan instead of planning every request (0.3 to 0.6 ms of
 * the database's CPU per statement at 1,000,000 complaints, more than most of these statements
 * take to run). Only for statements whose plan does not depend on the values: the bounded walks
 * (their order's or lead's index, read in order), the counts of a narrow condition and the pages of
 * few rows read through their index. A plain query left to the planner (a fallback with no walk)
 * keeps a plan made for its values and is not run through here.
 */
export async function runShaped<Row>(db: Database, query: Shapeable<Row>): Promise<Row[]> {
  const { sql: text, params } = query.toSQL();
  let known = shapes.get(db);
  if (!known) shapes.set(db, (known = new Map()));
  let statement = known.get(text) as ShapedStatement<Row> | undefined;
  if (!statement) {
    if (known.size >= MAX_SHAPES) return query;
    statement = query.prepare(`s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`);
    // The prepared query keeps the values it was built with; it is kept for its text, so each run
    // passes its own: every value becomes a placeholder filled from the run's values, in order.
    (statement as unknown as { params: unknown[] }).params = placeholdersFor(params.length);
    known.set(text, statement as ShapedStatement<unknown>);
  }
  return statement.execute({ ...params });
}
