import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { CUSTOMER_HISTORY_LIMIT, type CustomerHistoryReply } from '#domain/complaints/customer-history.ts';
import { normalizePhone } from '#domain/phone/phone-number.ts';
import type { Database } from '#server/db/client.ts';
import { COMPLAINT_RULE_COLUMNS, complaints } from '#server/db/schema/complaints.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import type { Caller } from '#server/http/caller.ts';
import { readableComplaint } from './complaints.service.ts';

/**
 * A customer's complaints by the normal form of their phone, newest first, as far as the reader's
 * rules let them read (the lists' condition): `complaints_phone_history_idx` serves the equality
 * and the order.
 */
async function historyOf(
  db: Database,
  phoneNormal: string,
  caller: Caller,
  except: number | null,
): Promise<CustomerHistoryReply> {
  const conditions: SQL[] = [
    eq(complaints.phone_normal, phoneNormal),
    accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS),
  ];
  if (except !== null) conditions.push(ne(complaints.id, except));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: complaints.id,
        created_at: complaints.created_at,
        product_name: complaints.product_name,
        status: complaints.status,
        customer_name: complaints.customer_name,
        email: complaints.email,
        customer_province: complaints.customer_province,
        customer_city: complaints.customer_city,
        address: complaints.address,
      })
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.created_at), desc(complaints.id))
      .limit(CUSTOMER_HISTORY_LIMIT),
    db.select({ value: count() }).from(complaints).where(where),
  ]);
  const latest = rows[0];
  return {
    total: total?.value ?? 0,
    complaints: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      product_name: row.product_name,
      status: row.status,
    })),
    customer: latest
      ? {
          customer_name: latest.customer_name,
          email: latest.email,
          customer_province: latest.customer_province,
          customer_city: latest.customer_city,
          address: latest.address,
        }
      : null,
  };
}

/** The create form's 'This customer has N earlier complaints', for a phone as typed. */
export function customerHistory(db: Database, phone: string, caller: Caller) {
  return historyOf(db, normalizePhone(phone), caller, null);
}

/** The edit screen's 'Customer history': every other complaint with this complaint's phone. */
export async function complaintCustomerHistory(db: Database, id: number, caller: Caller) {
  const row = await readableComplaint(db, id, caller.ability);
  return historyOf(db, row.phone_normal, caller, id);
}
