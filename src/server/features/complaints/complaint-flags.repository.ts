import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DUPLICATE_WINDOW_DAYS, type FlagKind } from '#domain/complaints/complaint-flags.ts';
import type { Database } from '#server/db/client.ts';
import { complaintImages } from '#server/db/schema/collaboration.ts';
import { complaintFlags } from '#server/db/schema/complaint-flags.ts';
import { complaints } from '#server/db/schema/complaints.ts';

/** At most this many other complaints are flagged against one complaint per kind. */
const MAX_MATCHES = 20;

export type FlagRow = typeof complaintFlags.$inferSelect;

/** A flag to hold: this complaint, its kind, the other complaint (null for 'after_warranty'). */
export interface WantedFlag {
  complaint_id: number;
  kind: FlagKind;
  related_complaint_id: number | null;
  params: Record<string, string>;
}

/** What the field flags are computed from. */
export async function findFlagSubject(db: Database, id: number) {
  const [row] = await db
    .select({
      id: complaints.id,
      phone_normal: complaints.phone_normal,
      product_id: complaints.product_id,
      product_name: complaints.product_name,
      order_number: complaints.order_number,
      order_number_normal: complaints.order_number_normal,
      warranty_verdict: complaints.warranty_verdict,
      warranty_ends_on: complaints.warranty_ends_on,
      created_at: complaints.created_at,
    })
    .from(complaints)
    .where(eq(complaints.id, id));
  return row;
}
export type FlagSubject = NonNullable<Awaited<ReturnType<typeof findFlagSubject>>>;

/**
 * Unresolved complaints of the same phone and product created within the window either side
 * (`complaints_phone_history_idx`: an equality on the phone and a range of dates). The same product
 * is the same catalogue product when both name one (whatever name was copied or typed), else the
 * same name in any case.
 */
export async function findPossibleDuplicates(db: Database, subject: FlagSubject): Promise<number[]> {
  if (subject.phone_normal === '') return [];
  const window = sql`make_interval(days => ${DUPLICATE_WINDOW_DAYS})`;
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(
        eq(complaints.phone_normal, subject.phone_normal),
        sql`${complaints.created_at} >= ${subject.created_at.toISOString()}::timestamptz - ${window}`,
        sql`${complaints.created_at} <= ${subject.created_at.toISOString()}::timestamptz + ${window}`,
        ne(complaints.id, subject.id),
        ne(complaints.status, 'Resolved'),
        sameProduct(subject),
      ),
    )
    .orderBy(desc(complaints.created_at))
    .limit(MAX_MATCHES);
  return rows.map((row) => row.id);
}

function sameProduct(subject: FlagSubject): SQL | undefined {
  const sameName = sql`lower(trim(${complaints.product_name})) = lower(trim(${subject.product_name}))`;
  if (subject.product_id === null) return sameName;
  return or(eq(complaints.product_id, subject.product_id), and(isNull(complaints.product_id), sameName));
}

/** Other complaints with the same order number in its normal form (`complaints_order_number_idx`). */
export async function findSameOrder(db: Database, subject: FlagSubject): Promise<number[]> {
  if (subject.order_number_normal === '') return [];
  const rows = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(
      and(eq(complaints.order_number_normal, subject.order_number_normal), ne(complaints.id, subject.id)),
    )
    .orderBy(desc(complaints.id))
    .limit(MAX_MATCHES);
  return rows.map((row) => row.id);
}

/**
 * Images of other complaints that may be the same picture: the same SHA-256, or a dHash sharing
 * one of its four 16-bit bands (one index each, OR-ed as a bitmap); the caller checks the distance.
 */
export function findPhotoCandidates(
  db: Database,
  complaintId: number,
  sha256: string,
  bands: [number, number, number, number] | null,
) {
  const alike: SQL[] = [eq(complaintImages.sha256, sha256)];
  if (bands) {
    alike.push(
      eq(complaintImages.dhash_band0, bands[0]),
      eq(complaintImages.dhash_band1, bands[1]),
      eq(complaintImages.dhash_band2, bands[2]),
      eq(complaintImages.dhash_band3, bands[3]),
    );
  }
  return db
    .select({
      complaint_id: complaintImages.complaint_id,
      sha256: complaintImages.sha256,
      dhash: complaintImages.dhash,
    })
    .from(complaintImages)
    .where(and(ne(complaintImages.complaint_id, complaintId), or(...alike)))
    .limit(MAX_MATCHES * 10);
}

/** The fingerprints of the complaint's images (rows from before fingerprints have none). */
export async function findImageFingerprints(db: Database, complaintId: number) {
  const rows = await db
    .select({ sha256: complaintImages.sha256, dhash: complaintImages.dhash })
    .from(complaintImages)
    .where(eq(complaintImages.complaint_id, complaintId));
  return rows.flatMap(({ sha256, dhash }) => (sha256 === null ? [] : [{ sha256, dhash }]));
}

/** Adds the flags; one already there for the same complaint, kind and other complaint (dismissed or not) stays as it is. */
export async function insertFlags(db: Database, flags: WantedFlag[]): Promise<void> {
  if (flags.length === 0) return;
  await db.insert(complaintFlags).values(flags).onConflictDoNothing();
}

/** The complaint's active flags of `kinds`, either way round (its own and those pointing at it). */
export function findActiveFlagsAbout(db: Database, complaintId: number, kinds: FlagKind[]) {
  return db
    .select({
      id: complaintFlags.id,
      complaint_id: complaintFlags.complaint_id,
      kind: complaintFlags.kind,
      related_complaint_id: complaintFlags.related_complaint_id,
    })
    .from(complaintFlags)
    .where(
      and(
        inArray(complaintFlags.kind, kinds),
        isNull(complaintFlags.dismissed_at),
        or(
          eq(complaintFlags.complaint_id, complaintId),
          eq(complaintFlags.related_complaint_id, complaintId),
        ),
      ),
    );
}

export async function deleteFlags(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(complaintFlags).where(inArray(complaintFlags.id, ids));
}

const related = alias(complaints, 'related');

/** A complaint's flags, newest first, with what is needed to decide whether the reader may read the other complaint. */
export function findFlagsOf(db: Database, complaintId: number) {
  return db
    .select({
      flag: complaintFlags,
      related: {
        id: related.id,
        customer_name: related.customer_name,
        status: related.status,
        assignee_id: related.assignee_id,
        dealer_id: related.dealer_id,
        created_by: related.created_by,
        priority: related.priority,
      },
    })
    .from(complaintFlags)
    .leftJoin(related, eq(related.id, complaintFlags.related_complaint_id))
    .where(eq(complaintFlags.complaint_id, complaintId))
    .orderBy(desc(complaintFlags.created_at), desc(complaintFlags.id));
}

export async function findFlag(db: Database, id: number) {
  const [row] = await db.select().from(complaintFlags).where(eq(complaintFlags.id, id));
  return row;
}

/**
 * Dismisses the flag and its mirror (the other complaint's flag of the same kind pointing back),
 * if not dismissed yet: the ids of the complaints whose flag was dismissed.
 */
export async function dismissPair(
  db: Database,
  flag: FlagRow,
  dismissal: { by: number; byName: string; reason: string },
): Promise<number[]> {
  const mirror =
    flag.related_complaint_id === null
      ? sql`false`
      : and(
          eq(complaintFlags.complaint_id, flag.related_complaint_id),
          eq(complaintFlags.related_complaint_id, flag.complaint_id),
        );
  const rows = await db
    .update(complaintFlags)
    .set({
      dismissed_by: dismissal.by,
      dismissed_by_name: dismissal.byName,
      dismissed_reason: dismissal.reason,
      dismissed_at: sql`now()`,
    })
    .where(
      and(
        eq(complaintFlags.kind, flag.kind),
        isNull(complaintFlags.dismissed_at),
        or(eq(complaintFlags.id, flag.id), mirror),
      ),
    )
    .returning({ complaint_id: complaintFlags.complaint_id });
  return rows.map((row) => row.complaint_id);
}

/**
 * `complaints.id`, written out with its table: in the selection of a query without joins Drizzle
 * writes columns bare, and inside these subqueries a bare `id` would be the flag's own.
 */
const complaintId = sql`${complaints}.${sql.identifier(complaints.id.name)}`;

/**
 * The active flag kinds of a card, as a column of the lists' query (`complaint_flags_active_idx`).
 */
export const activeFlagKinds = sql<
  string[]
>`(select coalesce(array_agg(distinct f.kind::text), '{}') from complaint_flags f where f.complaint_id = ${complaintId} and f.dismissed_at is null)`;

/** The 'Flagged' filter: complaints with at least one flag not dismissed. */
export const hasActiveFlag = sql`exists (select 1 from complaint_flags f where f.complaint_id = ${complaintId} and f.dismissed_at is null)`;
