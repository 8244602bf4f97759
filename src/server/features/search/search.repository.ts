import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_KIND } from '#domain/search/search.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { dealers, dealerSearchText } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { phoneDigitsMatch } from '#server/db/sql/phone-normal.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';

/** Dealers by name or phone; the trigram index dealers_search_idx narrows the rows first. */
export function searchDealers(db: Database, term: string, access: SQL) {
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
          or(
            and(
              containsTerm(dealerSearchText(dealers), term),
              or(
                containsTerm(sql`lower(${dealers.dealer_name})`, term),
                containsTerm(sql`lower(${dealers.dealer_phone})`, term),
              ),
            ),
            phoneDigitsMatch(dealers.dealer_phone_normal, term),
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
    .where(
      and(
        isNull(users.deletedAt),
        or(containsTerm(users.searchText, term), phoneDigitsMatch(users.phoneNormal, term)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}
