import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isStaff } from '#domain/auth/roles.ts';
import {
  FILTER_OPTIONS_LIMIT,
  type filterOptionsQuery,
  type FilterOption,
} from '#domain/complaints/complaint-filter-options.api.ts';
import { forbidden } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { dealers, dealerSearchText } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import { containsTerm } from '#server/db/sql/substring-pattern.ts';
import type { Caller } from '#server/http/caller.ts';
import { ASSIGNABLE_ROLES } from './complaints.service.ts';

type Query = z.output<typeof filterOptionsQuery>;

/** The search's matches, then the chosen ids not among them. */
function merge(found: FilterOption[], chosen: FilterOption[]): FilterOption[] {
  const seen = new Set(found.map((option) => option.id));
  return [...found, ...chosen.filter((option) => !seen.has(option.id))];
}

/**
 * Staff who can hold a complaint, by name: for staff only (a dealership's account learns no staff
 * names), and only ids and names. A Technician may choose too; their rules still limit the list.
 */
export async function assigneeOptions(db: Database, query: Query, caller: Caller) {
  if (!isStaff(caller.user.role)) throw forbidden();
  const staff = and(inArray(roles.slug, [...ASSIGNABLE_ROLES]), isNull(users.deletedAt))!;
  const select = (where: SQL) =>
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(staff, where))
      .orderBy(asc(users.name), asc(users.id));
  const [found, chosen] = await Promise.all([
    select(query.search ? containsTerm(sql`lower(${users.name})`, query.search) : sql`true`).limit(
      FILTER_OPTIONS_LIMIT,
    ),
    query.id.length ? select(inArray(users.id, query.id)) : [],
  ]);
  return { options: merge(found, chosen) };
}

/** Dealers the reader may read (a Dealer account: its own), by name. */
export async function dealerOptions(db: Database, query: Query, caller: Caller) {
  const readable = accessibleBy(caller.ability, 'read', 'Dealer', { id: dealers.id });
  const select = (where: SQL) =>
    db
      .select({ id: dealers.id, name: dealers.dealer_name })
      .from(dealers)
      .where(and(readable, where))
      .orderBy(asc(dealers.dealer_name), asc(dealers.id));
  const [found, chosen] = await Promise.all([
    select(query.search ? containsTerm(dealerSearchText(dealers), query.search) : sql`true`).limit(
      FILTER_OPTIONS_LIMIT,
    ),
    query.id.length ? select(inArray(dealers.id, query.id)) : [],
  ]);
  return { options: merge(found, chosen) };
}
