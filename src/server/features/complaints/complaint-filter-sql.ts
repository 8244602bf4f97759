import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AGE_BUCKET_DAYS,
  ASSIGNEE_ME,
  ASSIGNEE_NONE,
  type AgeBucket,
  type ComplaintFilter,
} from '#domain/complaints/complaint-filter.ts';
import {
  COMPLAINT_LISTS,
  type ComplaintListName,
  type ComplaintStatus,
} from '#domain/complaints/complaint-status.ts';
import { accessibleBy } from '#server/db/sql/accessible-by.ts';
import { complaintSearchCondition } from '#server/db/sql/complaint-search.ts';
import { COMPLAINT_RULE_COLUMNS, complaints, SLA_NO_DUE_SQL } from '#server/db/schema/complaints.ts';
import { settings } from '#server/db/schema/settings.ts';
import type { Caller } from '#server/http/caller.ts';
import { hasActiveFlag } from './complaint-flags.repository.ts';

export interface FilterScope {
  /** The reader, for `assignee=me`. */
  userId: number;
  /** The list's own status (Pending, In Process, Resolved), or null on `/complaints`. */
  listStatus: ComplaintStatus | null;
  /** What the reader's rules let them read: always AND-ed, so a filter never widens it. */
  access: SQL;
  /** Whether the reader may see flags (readers of internal notes): for others 'Flagged' matches nothing. */
  readsFlags: boolean;
}

/** The complaints the caller's rules let them read. */
export function readableBy(caller: Caller): SQL {
  return accessibleBy(caller.ability, 'read', 'Complaint', COMPLAINT_RULE_COLUMNS);
}

/** The complaints of `list` that match `filter` and that the caller may read. */
export function readableFilterConditions(
  filter: ComplaintFilter,
  list: ComplaintListName,
  caller: Caller,
  access: SQL = readableBy(caller),
): SQL[] {
  return complaintFilterConditions(filter, {
    userId: caller.user.id,
    listStatus: COMPLAINT_LISTS[list].status,
    access,
    // Flags are read with internal notes (decision 019).
    readsFlags: caller.ability.can('read', 'Note'),
  });
}

/**
 * The filter as SQL conditions on `complaints`: the one place a list, a count, a saved view, a bulk
 * change "of everything matching" and an export decide which complaints a filter means.
 */
export function complaintFilterConditions(filter: ComplaintFilter, scope: FilterScope): SQL[] {
  const conditions: SQL[] = [scope.access, ...walkIndexConditions(filter, scope.userId, scope.listStatus)];
  if (filter.search) conditions.push(complaintSearchCondition(filter.search));
  if (filter.province) conditions.push(eq(complaints.customer_province, filter.province));
  if (filter.city) conditions.push(sql`lower(${complaints.customer_city}) = lower(${filter.city})`);
  if (filter.warranty.length) conditions.push(inArray(complaints.warranty_verdict, filter.warranty));
  if (filter.flagged) conditions.push(scope.readsFlags ? hasActiveFlag : sql`false`);
  if (filter.category) conditions.push(eq(complaints.product_category, filter.category));
  if (filter.problemType) conditions.push(eq(complaints.problem_type, filter.problemType));
  conditions.push(...dayRange(complaints.resolved_at, filter.resolvedFrom, filter.resolvedTo));
  conditions.push(...dayRange(complaints.reopened_at, filter.reopenedFrom, filter.reopenedTo));
  if (filter.age) conditions.push(...ageCondition(filter.age));
  if (filter.slaResult)
    conditions.push(
      isNotNull(complaints.resolution_due_at),
      eq(complaints.resolution_breached, filter.slaResult === 'breached'),
    );
  return conditions;
}

/**
 * The conditions of the filter (and the list's status) on the columns of
 * `complaints_created_walk_idx` (CREATED_WALK_COLUMNS): a walk with no lead tests them on that
 * index's entries before it reads a row (decision 048).
 */
export function walkIndexConditions(
  filter: ComplaintFilter,
  userId: number,
  listStatus: ComplaintStatus | null,
): SQL[] {
  const conditions: SQL[] = [];
  if (listStatus) conditions.push(eq(complaints.status, listStatus));
  else if (filter.status.length) conditions.push(inArray(complaints.status, filter.status));
  if (filter.priority !== 'All') conditions.push(eq(complaints.priority, filter.priority));
  if (filter.assignee.length) {
    const ids = filter.assignee.map((choice) => (choice === ASSIGNEE_ME ? userId : choice));
    const staffIds = ids.filter((choice): choice is number => typeof choice === 'number');
    const anyOf: SQL[] = [];
    if (staffIds.length) anyOf.push(inArray(complaints.assignee_id, staffIds));
    if (ids.includes(ASSIGNEE_NONE)) anyOf.push(isNull(complaints.assignee_id));
    conditions.push(or(...anyOf)!);
  }
  if (filter.dealer.length) conditions.push(inArray(complaints.dealer_id, filter.dealer));
  conditions.push(...dayRange(complaints.created_at, filter.createdFrom, filter.createdTo));
  if (filter.due) conditions.push(slaDueCondition(filter.due));
  return conditions;
}

/**
 * The start of a whole day in the company's time zone (the SLA settings', read by the database
 * function `company_time_zone`, decision 025). A scalar subquery, so it is computed once per query
 * (an InitPlan) and can bound an index range, instead of once per row a filter looks at (decision 037).
 */
export function dayStart(day: string, plusDays = 0): SQL {
  return sql`(select (${day}::date + ${sql.raw(String(plusDays))})::timestamp at time zone company_time_zone())`;
}

/** Whole days from the start of `from` to the end of `to`: the dashboards' days. */
export function dayRange(column: AnyPgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, dayStart(from)));
  if (to) conditions.push(lt(column, dayStart(to, 1)));
  return conditions;
}

/** Created between `from` and `to` days ago, counted from now. */
export function ageCondition(age: AgeBucket): SQL[] {
  const [from, to] = AGE_BUCKET_DAYS[age];
  const conditions = [lte(complaints.created_at, sql`now() - make_interval(days => ${from})`)];
  if (to !== null) conditions.push(gt(complaints.created_at, sql`now() - make_interval(days => ${to})`));
  return conditions;
}

/** The sort key of 'Due soonest', the same expression as its indexes'. */
export const slaDueKey = sql`coalesce(${complaints.sla_next_due_at}, ${SLA_NO_DUE_SQL})`;

/**
 * 'Overdue': the next target's due time has passed; 'Due today': it falls between now and the end of
 * today in the company's time zone (read from the settings, UTC when none is set).
 */
function slaDueCondition(due: 'overdue' | 'dueToday'): SQL {
  if (due === 'overdue') return sql`${slaDueKey} < now()`;
  const zone = sql`coalesce((select ${settings.value} ->> 'timeZone' from ${settings} where ${settings.key} = 'businessHours'), 'UTC')`;
  const endOfToday = sql`((date_trunc('day', now() at time zone ${zone}) + interval '1 day') at time zone ${zone})`;
  return sql`${slaDueKey} >= now() and ${slaDueKey} < ${endOfToday}`;
}

/**
 * Complaints due today are a range of the due-time index (`complaints_sla_due_idx`) holding at most
 * a day of deadlines, however old the complaints are; the created orders' walk finds them only far
 * back (a target falls days after creation). The list counts that range first (decision 053).
 */
export function dueRangeOf(filter: ComplaintFilter): SQL | undefined {
  return filter.due === 'dueToday' ? slaDueCondition('dueToday') : undefined;
}

/**
 * Complaints whose SLA clock runs (they have a next due time), when the filter matches only those
 * ('Overdue', 'Due today'): a walk with no lead then reads `complaints_clock_walk_idx`, which holds
 * them alone, instead of every complaint's entry (decision 064).
 */
export function runningClockOf(filter: ComplaintFilter): SQL | undefined {
  return filter.due ? isNotNull(complaints.sla_next_due_at) : undefined;
}

/** A condition of the filter whose own index a walk reads (walkLeadOf). */
export interface WalkLead {
  condition: SQL;
  /**
   * Whether its rows are few by design (one person's open complaints): then a walk that found less
   * than a page checks whether it read them all, and if so answers without the fallback.
   */
  narrow: boolean;
  /**
   * Conditions of the filter on the columns its index holds besides (one person's open work only:
   * those of the created walk's index): the walk tests them on the index's entries and reads only
   * their rows (decisions 059 and 064).
   */
  entries?: SQL;
}

/**
 * The one condition of `filter` a walk in a created order reads through its own index, (column,
 * created_at, id): a single value of the assignee, dealer, city, province, warranty verdict or
 * priority, tried in that order (the narrower first, by design, not by the statistics); an
 * assignee's with open statuses only, through the index of their open complaints. The walk
 * then reads only the rows that can match, in the order's own order, so a rare value costs its few
 * rows instead of the newest 4,000 (decision 042). Undefined when the filter has none of them.
 */
export function walkLeadOf(
  filter: ComplaintFilter,
  userId: number,
  listStatus: ComplaintStatus | null,
): WalkLead | undefined {
  const lead = (condition: SQL, narrow = false): WalkLead => ({ condition, narrow });
  const open = openOfOneAssignee(filter, userId, listStatus);
  if (open) {
    // Its index (complaints_open_assignee_created_idx) holds the created walk's columns too.
    return {
      condition: open,
      narrow: true,
      entries: and(...walkIndexConditions(filter, userId, listStatus)),
    };
  }
  const [assignee] = filter.assignee;
  if (filter.assignee.length === 1 && assignee !== ASSIGNEE_NONE)
    return lead(eq(complaints.assignee_id, assignee === ASSIGNEE_ME ? userId : assignee!));
  if (filter.dealer.length === 1) return lead(eq(complaints.dealer_id, filter.dealer[0]!));
  if (filter.city) return lead(sql`lower(${complaints.customer_city}) = lower(${filter.city})`);
  if (filter.province) return lead(eq(complaints.customer_province, filter.province));
  if (filter.warranty.length === 1) return lead(eq(complaints.warranty_verdict, filter.warranty[0]!));
  if (filter.priority !== 'All') return lead(eq(complaints.priority, filter.priority));
  return undefined;
}

/**
 * When `filter` asks for one assignee's complaints in open statuses only: that person's open
 * complaints, as the partial index of open complaints by assignee holds them (the literal
 * 'Resolved' matches its predicate, where a parameter would not). A person's workload, so few rows.
 */
export function openOfOneAssignee(
  filter: ComplaintFilter,
  userId: number,
  listStatus: ComplaintStatus | null,
): SQL | undefined {
  const [assignee] = filter.assignee;
  const statuses = listStatus ? [listStatus] : filter.status;
  if (filter.assignee.length !== 1 || assignee === ASSIGNEE_NONE) return undefined;
  if (statuses.length === 0 || statuses.includes('Resolved')) return undefined;
  const id = assignee === ASSIGNEE_ME ? userId : assignee!;
  return and(eq(complaints.assignee_id, id), sql`${complaints.status} <> 'Resolved'`);
}

export function complaintFilterCondition(filter: ComplaintFilter, scope: FilterScope): SQL {
  return and(...complaintFilterConditions(filter, scope))!;
}
