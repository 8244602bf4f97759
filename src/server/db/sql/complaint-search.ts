import { or, type SQL } from 'drizzle-orm';
import { complaints } from '#server/db/schema/complaints.ts';
import { phoneDigitsMatch } from './phone-normal.ts';
import { containsTerm } from './substring-pattern.ts';

/**
 * 'Search Complaints' and the global search: customer name, city or phone as typed, or, for a
 * phone-like term, the phone in its normal form, so `0333-765 4321` and `+92 333 7654321` find the
 * same complaint. Each side has its trigram index.
 */
export function complaintSearchCondition(term: string): SQL {
  return or(containsTerm(complaints.search_text, term), phoneDigitsMatch(complaints.phone_normal, term))!;
}
