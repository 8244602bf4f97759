import { createHash } from 'node:crypto';
import { EMPTY_COMPLAINT_FILTER } from '#domain/complaints/complaint-filter.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import type { AuthUser } from '#server/plugins/session.ts';

/** A prepared query: runs again as built, with the values of its placeholders. */
interface PreparedQuery<Row> {
  execute(placeholders?: Record<string, unknown>): Promise<Row[]>;
}

/** A query drizzle can prepare: its SQL, and a prepared form that runs it again as built. */
interface Preparable<Row> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedQuery<Row>;
}

const MAX_QUERIES = 1_000;
// Per database: a prepared query belongs to the connection pool (or PGlite) it was built on.
const prepared = new WeakMap<Database, Map<string, PreparedQuery<unknown>>>();
// A kept session hands the same user to each request, so its rules are written out once.
const readers = new WeakMap<AuthUser, string>();
// Each field of the empty filter as JSON (the order aside), written once rather than per request.
const { order: _defaultOrder, ...emptyFilter } = EMPTY_COMPLAINT_FILTER as Record<string, unknown>;
const EMPTY_FILTER_TEXT = new Map(
  Object.entries(emptyFilter).map(([key, value]) => [key, JSON.stringify(value)]),
);

/**
 * Whether a list query asks for the first page with no filter (only an order and a size): the
 * page every list opens on, and the one whose SQL is then fixed by the reader, list, order and size.
 */
export function isUnfilteredFirstPage(query: Record<string, unknown>): boolean {
  const { cursor, limit: _limit, order: _order, ...filter } = query;
  if (cursor !== undefined) return false;
  for (const key in filter) if (!EMPTY_FILTER_TEXT.has(key) && filter[key] !== undefined) return false;
  for (const [key, empty] of EMPTY_FILTER_TEXT) if (JSON.stringify(filter[key]) !== empty) return false;
  return true;
}

/** What fixes a first page's SQL besides the list: the reader (their rules carry their ids). */
export function readerKey(caller: Caller): string {
  let key = readers.get(caller.user);
  if (key === undefined) {
    key = JSON.stringify([caller.user.id, caller.user.rules]);
    readers.set(caller.user, key);
  }
  return key;
}

/**
 * Runs a query whose SQL and values are fixed by `key` (decision 027): built by drizzle once per
 * key and kept prepared; on PostgreSQL a named statement, so each connection parses and plans it
 * once too. Only for queries with no value taken from the clock or the request besides the key
 * and the `placeholders` (drizzle's `sql.placeholder`), given at each run.
 */
export function runPrepared<Row>(
  db: Database,
  key: string,
  build: () => Preparable<Row>,
  placeholders?: Record<string, unknown>,
): Promise<Row[]> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = new Map()));
  let query = queries.get(key) as PreparedQuery<Row> | undefined;
  if (!query) {
    const built = build();
    // The same SQL (other readers' values) shares one name; a name never stands for two texts.
    const name = `q_${createHash('sha1').update(built.toSQL().sql).digest('hex').slice(0, 20)}`;
    query = built.prepare(name);
    if (queries.size >= MAX_QUERIES) queries.delete(queries.keys().next().value!);
    queries.set(key, query);
  }
  return query.execute(placeholders);
}
