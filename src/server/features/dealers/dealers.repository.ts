import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { RuleColumns } from '../../db/accessible-by.ts';
import type { Database } from '../../db/client.ts';
import { dealers } from '../../db/schema/dealers.ts';

/** The dealer fields role rules may test (`id: '${user.dealerId}'`). */
export const DEALER_RULE_COLUMNS: RuleColumns = { id: dealers.id };

/** Matches the expression of the trigram index dealers_search_idx, so the index serves the search. */
const searchText = sql`lower(${dealers.dealer_name} || ' ' || ${dealers.dealer_phone} || ' ' || ${dealers.dealer_city} || ' ' || ${dealers.dealer_address})`;

export function listDealers(db: Database, filter: { search: string | null; access: SQL; limit: number }) {
  const conditions: SQL[] = [filter.access];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`${searchText} like lower(${pattern})`);
  }
  return db
    .select({
      id: dealers.id,
      dealer_name: dealers.dealer_name,
      dealer_phone: dealers.dealer_phone,
      dealer_city: dealers.dealer_city,
      dealer_address: dealers.dealer_address,
      created_at: dealers.created_at,
    })
    .from(dealers)
    .where(and(...conditions))
    .orderBy(asc(dealers.id))
    .limit(filter.limit);
}
