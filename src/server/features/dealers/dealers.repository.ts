import { and, asc, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { RuleColumns } from '#server/db/sql/accessible-by.ts';
import type { Database } from '#server/db/client.ts';
import { complaintCounts } from '#server/db/schema/complaint-counts.ts';
import { COMPLAINT_CARD_COLUMNS, complaints } from '#server/db/schema/complaints.ts';
import { dealerTimeline } from '#server/db/schema/dealer-timeline.ts';
import { dealers, dealerSearchText } from '#server/db/schema/dealers.ts';
import { standInFor } from '#server/db/sql/bounded-walk.ts';
import { isRareSearch, searchLookupCondition } from '#server/db/sql/complaint-search.ts';
import { phoneDigitsMatch } from '#server/db/sql/phone-normal.ts';
import { literalLimit, runShaped } from '#server/db/sql/shaped-statement.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';

/** The dealer fields role rules may test (`id: '${user.dealerId}'`). */
export const DEALER_RULE_COLUMNS: RuleColumns = { id: dealers.id };

export type DealerRow = typeof dealers.$inferSelect;
export type DealerValues = Pick<DealerRow, 'dealer_name' | 'dealer_phone' | 'dealer_city' | 'dealer_address'>;
export type NewDealerTimelineRecord = typeof dealerTimeline.$inferInsert;

const dealerColumns = {
  id: dealers.id,
  dealer_name: dealers.dealer_name,
  dealer_phone: dealers.dealer_phone,
  dealer_city: dealers.dealer_city,
  dealer_address: dealers.dealer_address,
  created_at: dealers.created_at,
};

/**
 * Rows of the id index a dealer search walks first (decision 063): a page of 25 found among them
 * means the term matches at least one dealer in 20 (a city, a trade word); rarer terms go to the
 * trigram indexes, which find their few matches at once.
 */
export const DEALER_WALK_ROWS = 500;

interface DealerListFilter {
  search: string | null;
  after: number | null;
  access: SQL;
  limit: number;
  /** Dealers the walk reads at most (DEALER_WALK_ROWS, or a page's 20 times when more). */
  walkRows?: number;
}

const dealersAs = (db: Database, body: SQL) => standInFor(db, dealers, body);

/** The page: the search, the reader's rules and the cursor, by id, from the table or a stand-in. */
function pageOfDealers(db: Database, filter: DealerListFilter, source?: ReturnType<typeof dealersAs>) {
  const conditions: SQL[] = [filter.access];
  if (filter.search) {
    // A phone-like term also matches the phone's normal form, however either was typed.
    const phone = phoneDigitsMatch(dealers.dealer_phone_normal, filter.search);
    conditions.push(or(containsTerm(dealerSearchText(dealers), filter.search), phone)!);
  }
  if (filter.after !== null) conditions.push(gt(dealers.id, filter.after));
  return (source ? db.with(source) : db)
    .select(dealerColumns)
    .from(dealers)
    .where(and(...conditions))
    .orderBy(asc(dealers.id))
    .limit(literalLimit(filter.limit + 1));
}

/**
 * One page by id, keyset-paged (`after` the last id seen), so any page costs the same as the first.
 * A search does not leave the way to the planner's guess (decision 063, as the complaint lists do
 * since decision 026): a common term is first looked for among the next DEALER_WALK_ROWS dealers
 * by id (the primary key read in order, a prepared statement whose plan is fixed by its shape), and
 * a page found there is the page; otherwise, and at once for a term whose lookup is rare by
 * construction (a name's or a phone's number, isRareSearch), only the dealers the trigram indexes
 * find are read, then sorted. Both give the rows the plain query gives, in the same order.
 */
export async function listDealers(db: Database, filter: DealerListFilter) {
  if (!filter.search) return pageOfDealers(db, filter);
  if (!isRareSearch(filter.search)) {
    const rows = filter.walkRows ?? Math.max(DEALER_WALK_ROWS, 20 * (filter.limit + 1));
    const after = filter.after === null ? sql`` : sql`where ${dealers.id} > ${filter.after}`;
    const walk = dealersAs(
      db,
      sql`select * from public.${dealers} ${after} order by ${dealers.id} limit ${sql.raw(String(rows))}`,
    );
    const walked = await runShaped(db, pageOfDealers(db, filter, walk));
    if (walked.length > filter.limit) return walked;
  }
  // `offset 0` keeps the lookup apart, so the planner cannot turn it into a walk of every dealer.
  const lookup = searchLookupCondition(dealerSearchText(dealers), dealers.dealer_phone_normal, filter.search);
  const found = pageOfDealers(
    db,
    filter,
    dealersAs(db, sql`select * from public.${dealers} where ${lookup} offset 0`),
  );
  // A rare term's lookup hides its values from the planner: one plan whatever the term, prepared.
  return isRareSearch(filter.search) ? runShaped(db, found) : found;
}

export async function findDealer(db: Database, id: number): Promise<DealerRow | undefined> {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, id));
  return row;
}

export async function insertDealer(db: Database, values: DealerValues): Promise<DealerRow> {
  const [row] = await db.insert(dealers).values(values).returning();
  return row!;
}

/** The dealer as saved; undefined when it was deleted meanwhile. */
export async function updateDealerRow(
  db: Database,
  id: number,
  values: DealerValues,
): Promise<DealerRow | undefined> {
  const [row] = await db
    .update(dealers)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(dealers.id, id))
    .returning();
  return row;
}

export async function insertDealerTimeline(db: Database, records: NewDealerTimelineRecord[]) {
  if (records.length > 0) await db.insert(dealerTimeline).values(records);
}

/** Oldest first. */
export function findDealerTimeline(db: Database, dealerId: number) {
  return db
    .select({
      action_key: dealerTimeline.action_key,
      params: dealerTimeline.params,
      user_name: dealerTimeline.user_name,
      created_at: dealerTimeline.created_at,
    })
    .from(dealerTimeline)
    .where(eq(dealerTimeline.dealer_id, dealerId))
    .orderBy(asc(dealerTimeline.created_at), asc(dealerTimeline.id));
}

/**
 * The dealer's complaints the caller may read: how many per status, counted (through
 * complaints_dealer_created_idx) for a reader whose rules restrict which complaints they read.
 */
export function countDealerComplaints(db: Database, dealerId: number, access: SQL) {
  return db
    .select({ status: complaints.status, value: count() })
    .from(complaints)
    .where(and(eq(complaints.dealer_id, dealerId), access))
    .groupBy(complaints.status);
}

/** All of the dealer's complaints per status, as the triggers keep them (decision 026): a few rows read. */
export function keptDealerComplaintCounts(db: Database, dealerId: number) {
  return db
    .select({ status: complaintCounts.status, value: complaintCounts.count })
    .from(complaintCounts)
    .where(eq(complaintCounts.dealer_id, dealerId));
}

/** The dealer's newest complaints the caller may read, as list cards. */
export function recentDealerComplaints(db: Database, dealerId: number, access: SQL, limit: number) {
  return db
    .select(COMPLAINT_CARD_COLUMNS)
    .from(complaints)
    .where(and(eq(complaints.dealer_id, dealerId), access))
    .orderBy(desc(complaints.created_at), desc(complaints.id))
    .limit(limit);
}
