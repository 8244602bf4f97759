import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_KIND } from '#domain/search/search.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { dealers, dealerSearchText } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { phoneDigitsMatch } from '#server/db/sql/phone-normal.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';
import {
  complaintSearchCondition,
  complaintSearchIndexCondition,
  isRareSearch,
} from '#server/db/sql/complaint-search.ts';
import {
  complaintsMatching,
  longerWalkRows,
  WALK_ROWS,
  walkOfComplaints,
  type ComplaintsSource,
} from '#server/db/sql/bounded-walk.ts';

/** Complaints by number, or by customer name, phone or city, newest first, from `source` when given. */
function complaintsFound(db: Database, condition: SQL, source?: ComplaintsSource) {
  return (source ? db.with(source) : db)
    .select({
      id: complaints.id,
      customer_name: complaints.customer_name,
      phone: complaints.phone,
      customer_city: complaints.customer_city,
      status: complaints.status,
    })
    .from(complaints)
    .where(condition)
    .orderBy(desc(complaints.id))
    .limit(SEARCH_RESULTS_PER_KIND);
}

/**
 * Complaints by number, or by customer name, phone or city: a bounded walk of the newest ids first,
 * a longer one when the first found some matches but fewer than a page, then the matches through the
 * search's indexes (decision 026, 037). A '#' number, or a term whose lookup is rare by construction
 * (isRareSearch), goes straight to those and the primary key, whatever the planner's statistics.
 */
export async function searchComplaints(db: Database, term: string, number: number | null, access: SQL) {
  const text = complaintSearchCondition(term);
  const found = and(access, number === null ? text : or(eq(complaints.id, number), text))!;
  const straight = isRareSearch(term) || (number !== null && term.trim().startsWith('#'));
  if (!straight) {
    // The walk's rows are a prefix of the newest ids: its first five matches are the first five of all.
    const walk = (rows: number) =>
      complaintsFound(db, found, walkOfComplaints(db, [desc(complaints.id)], null, rows));
    const walked = await walk(WALK_ROWS);
    if (walked.length === SEARCH_RESULTS_PER_KIND) return walked;
    const further = longerWalkRows(walked.length, SEARCH_RESULTS_PER_KIND, WALK_ROWS);
    const again = further ? await walk(further) : [];
    if (again.length === SEARCH_RESULTS_PER_KIND) return again;
  }
  const indexed = complaintSearchIndexCondition(term);
  return complaintsFound(
    db,
    found,
    complaintsMatching(db, number === null ? indexed : or(eq(complaints.id, number), indexed)!),
  );
}

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
