import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Payment-proof images (spec 3: an order number maps to images). The file is in the file store
 * under `storage_key`, a name the server chose; the order number is kept as typed (trimmed) and
 * found whatever its letter case.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    order_number: text('order_number').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the content: the same image is kept once per order, so an import can run twice. */
    content_hash: text('content_hash').notNull(),
    /** The imported file's name, or the uploaded file's. */
    source_name: text('source_name').notNull().default(''),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted; empty for an import.
    user_name: text('user_name').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_proofs_order_idx').on(sql`lower(${table.order_number})`, table.id),
    uniqueIndex('payment_proofs_order_content_idx').on(sql`lower(${table.order_number})`, table.content_hash),
  ],
);
