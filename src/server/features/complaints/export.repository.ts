import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ComplaintOrder } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { users } from '#server/db/schema/users.ts';
import { slaDueKey } from './complaint-filter-sql.ts';

/** A timestamp as text to the microsecond (UTC): a Date keeps milliseconds only, and keysets need all. */
const micro = (column: typeof complaints.created_at | typeof complaints.updated_at | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const EXPORT_COLUMNS = {
  id: complaints.id,
  customer_name: complaints.customer_name,
  phone: complaints.phone,
  customer_city: complaints.customer_city,
  status: complaints.status,
  priority: complaints.priority,
  assignee_name: users.name,
  email: complaints.email,
  address: complaints.address,
  customer_province: complaints.customer_province,
  dealer_name: complaints.dealer_name,
  product_name: complaints.product_name,
  model: complaints.model,
  purchase_date: complaints.purchase_date,
  created_at: micro(complaints.created_at),
  updated_at: micro(complaints.updated_at),
  /** The 'Due soonest' key (SLA's next due time, SLA_NO_DUE when nothing is due). */
  sla_due: micro(slaDueKey),
};

const WALK_KEYS = {
  created_at: complaints.created_at,
  updated_at: complaints.updated_at,
  sla_due: slaDueKey,
};

/** One complaint as the export reads it; times are text to the microsecond (UTC). */
export type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

/** How many complaints match: the `X-Total-Count` of an export. */
export async function countMatching(db: Database, where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(complaints)
    .where(and(...where));
  return row?.count ?? 0;
}

/** Where a batch ended; the next batch starts after it. */
interface Position {
  at: string;
  id: number;
}

/**
 * One keyset walk: an order on (time, id) in one direction, optionally within one priority, so
 * every batch is an index range scan that costs the same at the end of a million rows as at the start.
 */
interface Walk {
  time: keyof typeof WALK_KEYS;
  direction: 'asc' | 'desc';
  priority: Priority | null;
}

/**
 * The walks that give the list's order: New to Old and Old to New on (created_at, id); Last updated
 * on (updated_at, id), newest first; Priority is L3, then L2, then L1, each oldest first; Due soonest
 * on the SLA's next due time.
 */
export function walksFor(order: ComplaintOrder, priorityFilter: Priority | 'All'): Walk[] {
  switch (order) {
    case 'desc':
      return [{ time: 'created_at', direction: 'desc', priority: null }];
    case 'asc':
      return [{ time: 'created_at', direction: 'asc', priority: null }];
    case 'updated':
      return [{ time: 'updated_at', direction: 'desc', priority: null }];
    case 'due':
      return [{ time: 'sla_due', direction: 'asc', priority: null }];
    case 'priority':
      return [...PRIORITIES]
        .reverse()
        .filter((priority) => priorityFilter === 'All' || priority === priorityFilter)
        .map((priority) => ({ time: 'created_at', direction: 'asc', priority }));
  }
}

function readBatch(db: Database, where: SQL[], walk: Walk, after: Position | null, limit: number) {
  const time = WALK_KEYS[walk.time];
  const conditions = [...where];
  if (walk.priority) conditions.push(eq(complaints.priority, walk.priority));
  if (after) {
    const position = sql`(${time}, ${complaints.id})`;
    const cursor = sql`(${after.at}::timestamptz, ${after.id}::integer)`;
    conditions.push(walk.direction === 'desc' ? sql`${position} < ${cursor}` : sql`${position} > ${cursor}`);
  }
  const direction = walk.direction === 'desc' ? desc : asc;
  return db
    .select(EXPORT_COLUMNS)
    .from(complaints)
    .leftJoin(users, eq(users.id, complaints.assignee_id))
    .where(and(...conditions))
    .orderBy(direction(time), direction(complaints.id))
    .limit(limit);
}

/**
 * Every matching complaint in the given order, `batchSize` rows per query: only one batch is held
 * at a time, and the caller pulls the next one when it is ready for it (so a slow download slows
 * the reading, and a stopped one stops it).
 */
export async function* readInBatches(
  db: Database,
  where: SQL[],
  walks: Walk[],
  batchSize: number,
): AsyncGenerator<ExportRow[]> {
  for (const walk of walks) {
    let after: Position | null = null;
    for (;;) {
      const rows: ExportRow[] = await readBatch(db, where, walk, after, batchSize);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
      const last = rows.at(-1)!;
      after = { at: last[walk.time], id: last.id };
    }
  }
}
