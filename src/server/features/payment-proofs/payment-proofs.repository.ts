import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';

export type NewPaymentProof = typeof paymentProofs.$inferInsert;

/** Same expression as the indexes payment_proofs_order_idx and payment_proofs_order_content_idx. */
const orderKey = (orderNumber: string) => sql`lower(${paymentProofs.order_number}) = lower(${orderNumber})`;

/** The order's proofs, oldest first; the order number is matched whatever its letter case. */
export function findProofs(db: Database, orderNumber: string) {
  return db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(orderKey(orderNumber))
    .orderBy(asc(sql`lower(${paymentProofs.order_number})`), asc(paymentProofs.id));
}

export async function findProof(db: Database, id: number) {
  const [row] = await db.select().from(paymentProofs).where(eq(paymentProofs.id, id));
  return row;
}

/** Which of these content hashes the order already has. */
export async function knownHashes(db: Database, orderNumber: string, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: paymentProofs.content_hash })
    .from(paymentProofs)
    .where(and(orderKey(orderNumber), inArray(paymentProofs.content_hash, hashes)));
  return new Set(rows.map((row) => row.hash));
}

/** Inserts the rows; one whose content the order already has (a concurrent upload) is skipped. Answers the keys stored. */
export async function insertProofs(db: Database, rows: NewPaymentProof[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(paymentProofs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: paymentProofs.storage_key });
  return new Set(inserted.map((row) => row.key));
}

export async function knownProofKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: paymentProofs.storage_key })
    .from(paymentProofs)
    .where(inArray(paymentProofs.storage_key, keys));
  return new Set(rows.map((row) => row.key));
}
