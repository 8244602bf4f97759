import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_KIND } from '#domain/search/search.schemas.ts';
import type { Database } from '../../db/client.ts';
import { complaints } from '../../db/schema/complaints.ts';
import { dealers } from '../../db/schema/dealers.ts';
import { roles } from '../../db/schema/roles.ts';
import { users } from '../../db/schema/users.ts';
import { substringPattern } from '../../db/substring-pattern.ts';

const lowerPattern = (term: string) => sql`lower(${substringPattern(term)})`;

/** Complaints by number, or by customer name, phone or city (the list search's trigram index). */
export function searchComplaints(db: Database, term: string, number: number | null, access: SQL) {
  const text = sql`${complaints.search_text} like ${lowerPattern(term)}`;
  return db
    .select({
      id: complaints.id,
      customer_name: complaints.customer_name,
      phone: complaints.phone,
      customer_city: complaints.customer_city,
      status: complaints.status,
    })
    .from(complaints)
    .where(and(access, number === null ? text : or(eq(complaints.id, number), text)))
    .orderBy(desc(complaints.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

/** Dealers by name or phone; the expression is that of the trigram index dealers_search_idx. */
export function searchDealers(db: Database, term: string, access: SQL) {
  const searchText = sql`lower(${dealers.dealer_name} || ' ' || ${dealers.dealer_phone} || ' ' || ${dealers.dealer_city} || ' ' || ${dealers.dealer_address})`;
  const pattern = lowerPattern(term);
  return (
    db
      .select({
        id: dealers.id,
        dealer_name: dealers.dealer_name,
        dealer_phone: dealers.dealer_phone,
        dealer_city: dealers.dealer_city,
      })
      .from(dealers)
      // The index narrows the rows; the name-or-phone test keeps a match on the address out.
      .where(
        and(
          access,
          sql`${searchText} like ${pattern}`,
          or(
            sql`lower(${dealers.dealer_name}) like ${pattern}`,
            sql`lower(${dealers.dealer_phone}) like ${pattern}`,
          ),
        ),
      )
      .orderBy(asc(dealers.dealer_name), asc(dealers.id))
      .limit(SEARCH_RESULTS_PER_KIND)
  );
}

/** Active staff accounts by name, username, e-mail, phone or city (trigram index users_search_idx). */
export function searchUsers(db: Database, term: string) {
  return db
    .select({ id: users.id, name: users.name, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(isNull(users.deletedAt), sql`${users.searchText} like ${lowerPattern(term)}`))
    .orderBy(asc(users.name), asc(users.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}
