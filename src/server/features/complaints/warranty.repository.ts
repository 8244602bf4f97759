import { sql } from 'drizzle-orm';
import { WARRANTY_EXPIRING_DAYS, type WarrantyVerdict } from '#domain/complaints/warranty.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';

/**
 * Moves stored 'In warranty' and 'Expiring' verdicts on to what `today` makes them (the same rule
 * as `judgeWarranty`: out after the last day, expiring within WARRANTY_EXPIRING_DAYS of it), in one
 * statement over `complaints_warranty_running_idx`. The complaint's version is left alone: this is
 * time passing, not an edit, so nobody's open form conflicts. The ids and their new verdicts.
 */
export async function ageWarrantyVerdicts(
  db: Database,
  today: string,
): Promise<{ id: number; warranty_verdict: WarrantyVerdict }[]> {
  const nextVerdict = sql`(case when ${complaints.warranty_ends_on} < ${today}::date then 'out_of_warranty'
    else 'expiring' end)::warranty_verdict`;
  return db
    .update(complaints)
    .set({ warranty_verdict: nextVerdict })
    .where(
      sql`${complaints.warranty_verdict} in ('in_warranty', 'expiring')
        and ${complaints.warranty_ends_on} <= ${today}::date + ${WARRANTY_EXPIRING_DAYS}::int
        and ${complaints.warranty_verdict} <> ${nextVerdict}`,
    )
    .returning({ id: complaints.id, warranty_verdict: complaints.warranty_verdict });
}
