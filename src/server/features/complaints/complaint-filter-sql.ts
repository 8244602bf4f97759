import { and, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AGE_BUCKET_DAYS,
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  type AgeBucket,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import type { ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { complaintSearchCondition } from '#server/db/sql/complaint-search.ts';
import { complaints } from '#server/db/schema/complaints.ts';

export interface FilterScope {
  /** The reader, for `assignee=me`. */
  userId: number;
  /** The list's own status (Pending, In Process, Resolved), or null on `/complaints`. */
  listStatus: ComplaintStatus | null;
  /** What the reader's rules let them read: always AND-ed, so a filter never widens it. */
  access: SQL;
}

/**
 * The filter as SQL conditions on `complaints`: the one place a list, a count, a saved view, a bulk
 * change "of everything matching" and an export decide which complaints a filter means.
 */
export function complaintFilterConditions(filter: ComplaintFilter, scope: FilterScope): SQL[] {
  const conditions: SQL[] = [scope.access];
  if (scope.listStatus) conditions.push(eq(complaints.status, scope.listStatus));
  else if (filter.status.length) conditions.push(inArray(complaints.status, filter.status));
  if (filter.priority !== 'All') conditions.push(eq(complaints.priority, filter.priority));
  if (filter.search) conditions.push(complaintSearchCondition(filter.search));
  if (filter.assignee.length) {
    const ids = filter.assignee.map((choice) => (choice === ASSIGNEE_ME ? scope.userId : choice));
    const staffIds = ids.filter((choice): choice is number => typeof choice === 'number');
    const anyOf: SQL[] = [];
    if (staffIds.length) anyOf.push(inArray(complaints.assignee_id, staffIds));
    if (ids.includes(ASSIGNEE_NONE)) anyOf.push(isNull(complaints.assignee_id));
    conditions.push(or(...anyOf)!);
  }
  if (filter.dealer.length) conditions.push(inArray(complaints.dealer_id, filter.dealer));
  if (filter.province) conditions.push(eq(complaints.customer_province, filter.province));
  if (filter.city) conditions.push(sql`lower(${complaints.customer_city}) = lower(${filter.city})`);
  // Whole days in UTC: from the start of `createdFrom` to the end of `createdTo`.
  if (filter.createdFrom) conditions.push(gte(complaints.created_at, sql`${filter.createdFrom}::date`));
  if (filter.createdTo)
    conditions.push(lt(complaints.created_at, sql`${filter.createdTo}::date + interval '1 day'`));
  if (filter.category) conditions.push(eq(complaints.product_category, filter.category));
  if (filter.problemType) conditions.push(eq(complaints.problem_type, filter.problemType));
  conditions.push(...dayRange(complaints.resolved_at, filter.resolvedFrom, filter.resolvedTo));
  conditions.push(...dayRange(complaints.reopened_at, filter.reopenedFrom, filter.reopenedTo));
  if (filter.age) conditions.push(...ageCondition(filter.age));
  return conditions;
}

/** Whole UTC days, from the start of `from` to the end of `to`, like 'created'. */
function dayRange(column: AnyPgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, sql`${from}::date`));
  if (to) conditions.push(lt(column, sql`${to}::date + interval '1 day'`));
  return conditions;
}

/** Created between `from` and `to` days ago, counted from now. */
export function ageCondition(age: AgeBucket): SQL[] {
  const [from, to] = AGE_BUCKET_DAYS[age];
  const conditions = [lte(complaints.created_at, sql`now() - make_interval(days => ${from})`)];
  if (to !== null) conditions.push(gt(complaints.created_at, sql`now() - make_interval(days => ${to})`));
  return conditions;
}

export function complaintFilterCondition(filter: ComplaintFilter, scope: FilterScope): SQL {
  return and(...complaintFilterConditions(filter, scope))!;
}
