import { sql, type SQL } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  boolean,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import { WARRANTY_VERDICTS } from '#domain/complaints/warranty.ts';
import { phoneNormalSql } from '#server/db/sql/phone-normal.ts';
import { dealers } from './dealers.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** The columns of `complaints_created_walk_idx`, created_at and id first (its order). */
export const CREATED_WALK_COLUMNS = [
  'created_at',
  'id',
  'status',
  'priority',
  'assignee_id',
  'dealer_id',
  'sla_next_due_at',
] as const;

export const complaintStatus = pgEnum('complaint_status', COMPLAINT_STATUSES);
export const complaintPriority = pgEnum('complaint_priority', PRIORITIES);
export const warrantyVerdict = pgEnum('warranty_verdict', WARRANTY_VERDICTS);

/** The 'priority' order's first key: L3 is 0, then L2, then L1 (the enum sorts L1 first). */
export function priorityRank(priority: Priority): number {
  return PRIORITIES.length - 1 - PRIORITIES.indexOf(priority);
}

/**
 * `priorityRank` in SQL, with literals rather than parameters so that the query's expression is the
 * index's (an index on an expression serves only the same expression).
 */
export function priorityRankOf(column: AnyPgColumn): SQL {
  const cases = PRIORITIES.map((priority) => `when '${priority}' then ${priorityRank(priority)}`).join(' ');
  return sql`(case ${column} ${sql.raw(cases)} end)`;
}

/**
 * Where complaints with nothing due sort in 'Due soonest': after every real due time. A literal, so
 * the order's expression is the index's.
 */
export const SLA_NO_DUE = '9999-12-31T00:00:00.000000Z';
export const SLA_NO_DUE_SQL = sql.raw(`'${SLA_NO_DUE}'::timestamptz`);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    customer_name: text('customer_name').notNull(),
    email: text('email').notNull().default(''),
    customer_province: text('customer_province').notNull(),
    customer_city: text('customer_city').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    shop: text('shop').notNull().default(''),
    dealer_id: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    // Copied from the dealer when the complaint is made, so later dealer edits keep history.
    dealer_name: text('dealer_name').notNull().default(''),
    dealer_phone: text('dealer_phone').notNull().default(''),
    dealer_city: text('dealer_city').notNull().default(''),
    dealer_address: text('dealer_address').notNull().default(''),
    /** The catalogue product chosen on the form; its category, name and model are copied below. */
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    product_category: text('product_category').notNull().default(''),
    product_name: text('product_name').notNull(),
    product_variant: text('product_variant').notNull().default(''),
    model: text('model').notNull().default(''),
    problem_type: text('problem_type').notNull(),
    purchase_date: date('purchase_date', { mode: 'string' }),
    warranty_details: date('warranty_details', { mode: 'string' }),
    problem_detail: text('problem_detail').notNull().default(''),
    /** The order or invoice number the customer bought with, as typed; '' when not given. */
    order_number: text('order_number').notNull().default(''),
    /** The order number as flags match it (decision 019): letters and digits only, upper-cased. */
    order_number_normal: text('order_number_normal')
      .notNull()
      .generatedAlwaysAs(sql`upper(regexp_replace(order_number, '[^0-9A-Za-z]', '', 'g'))`),
    /** Judged at create and at edits of product or purchase date; kept when the product's terms change. */
    warranty_verdict: warrantyVerdict('warranty_verdict').notNull().default('unknown'),
    /** The last day of the unit's cover, when the verdict is known. */
    warranty_ends_on: date('warranty_ends_on', { mode: 'string' }),
    status: complaintStatus('status').notNull().default('Open'),
    priority: complaintPriority('priority').notNull(),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped by every update: an edit based on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** What 'Search Complaints' looks in: customer name, city and phone, lower-cased. */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(customer_name || ' ' || customer_city || ' ' || phone)`),
    /** The phone in its normal form (`923337654321`), whatever way it was typed: what phone searches match. */
    phone_normal: text('phone_normal').notNull().generatedAlwaysAs(phoneNormalSql('phone')),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The SLA clock (decision 022, domain/sla/sla-clock.ts), written in the transaction of each change
    // and by the SLA job as time passes. Null due times: a complaint made before SLA clocks existed.
    /** Business minutes spent Pending in pauses that are over. */
    sla_paused_minutes: integer('sla_paused_minutes').notNull().default(0),
    /** When the current pause began (the complaint is Pending). */
    sla_paused_at: timestamp('sla_paused_at', { withTimezone: true }),
    response_due_at: timestamp('response_due_at', { withTimezone: true }),
    response_met_at: timestamp('response_met_at', { withTimezone: true }),
    resolution_due_at: timestamp('resolution_due_at', { withTimezone: true }),
    resolution_met_at: timestamp('resolution_met_at', { withTimezone: true }),
    /** The due time of the next target not met; null while paused, once met, or without a clock. */
    sla_next_due_at: timestamp('sla_next_due_at', { withTimezone: true }),
    /** When 80 % of that target has passed. */
    sla_next_warn_at: timestamp('sla_next_warn_at', { withTimezone: true }),
    /** When the SLA job must look at the complaint next (a warning or a breach falls due). */
    sla_alert_at: timestamp('sla_alert_at', { withTimezone: true }),
    response_breached: boolean('response_breached').notNull().default(false),
    resolution_breached: boolean('resolution_breached').notNull().default(false),
    // Kept by database triggers in the transaction of each change (decision 023), for the dashboards:
    /** When it last became Resolved; null while it is not resolved. */
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** The first status change or comment by staff. */
    first_response_at: timestamp('first_response_at', { withTimezone: true }),
    /** When it last left Resolved. */
    reopened_at: timestamp('reopened_at', { withTimezone: true }),
  },
  (table) => [
    // Keyset pages: (created_at, id) in either direction, per list and per priority filter.
    index('complaints_created_idx').on(table.created_at, table.id),
    // A filtered walk of the created order with no lead tests its filter on these entries alone and
    // reads only the rows that pass (decision 048): 'Overdue', 'Due today', 'Unassigned', statuses.
    index('complaints_created_walk_idx').on(
      table.created_at,
      ...CREATED_WALK_COLUMNS.slice(1).map((name) => table[name]),
    ),
    // The same entries of the complaints whose SLA clock runs (a next due time): the walk of 'Overdue'
    // and 'Due today' reads these alone, skipping resolved, pending and met ones (decision 064).
    index('complaints_clock_walk_idx')
      .on(table.created_at, ...CREATED_WALK_COLUMNS.slice(1).map((name) => table[name]))
      .where(sql`${table.sla_next_due_at} is not null`),
    index('complaints_status_created_idx').on(table.status, table.created_at, table.id),
    index('complaints_priority_created_idx').on(table.priority, table.created_at, table.id),
    index('complaints_status_priority_created_idx').on(
      table.status,
      table.priority,
      table.created_at,
      table.id,
    ),
    // No pending list on the trigram indexes: a search reads only the index's tree (decision 060).
    index('complaints_search_idx')
      .using('gin', sql`${table.search_text} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('complaints_phone_normal_idx')
      .using('gin', sql`${table.phone_normal} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Customer history and the 'Possible duplicate' flag: one customer's complaints, newest first.
    index('complaints_phone_history_idx').on(table.phone_normal, table.created_at.desc()),
    // The 'Same order number' flag; most complaints carry none.
    index('complaints_order_number_idx')
      .on(table.order_number_normal)
      .where(sql`${table.order_number_normal} <> ''`),
    // A dealer's newest complaints on the dealer edit screen, and the list's Dealer filter.
    index('complaints_dealer_created_idx').on(table.dealer_id, table.created_at, table.id),
    // The dealer scorecard's repeat customers (decision 041): read alone, in (dealer, customer)
    // order, with what the dashboard's filters test, so no grouping by hash and no table row.
    index('complaints_dealer_customer_idx').on(
      table.dealer_id,
      table.phone_normal,
      table.created_at,
      table.customer_province,
      table.product_category,
    ),
    // The list's filters (Assigned to, including unassigned; Province; City), newest or oldest first.
    index('complaints_assignee_created_idx').on(table.assignee_id, table.created_at, table.id),
    index('complaints_province_created_idx').on(table.customer_province, table.created_at, table.id),
    index('complaints_city_created_idx').on(sql`lower(${table.customer_city})`, table.created_at, table.id),
    // Order 'priority' (L3 first, then oldest) and 'updated' (last updated first), on every list.
    index('complaints_priority_order_idx').on(priorityRankOf(table.priority), table.created_at, table.id),
    index('complaints_status_priority_order_idx').on(
      table.status,
      priorityRankOf(table.priority),
      table.created_at,
      table.id,
    ),
    index('complaints_updated_idx').on(table.updated_at, table.id),
    // The list's Warranty filter, newest or oldest first.
    index('complaints_warranty_created_idx').on(table.warranty_verdict, table.created_at, table.id),
    // The hourly run that moves 'In warranty' and 'Expiring' on as days pass (decision 030).
    index('complaints_warranty_running_idx')
      .on(table.warranty_ends_on)
      .where(sql`${table.warranty_verdict} in ('in_warranty', 'expiring')`),
    index('complaints_status_updated_idx').on(table.status, table.updated_at, table.id),
    // SLA: the 'Overdue' and 'Due today' filters and the 'Due soonest' order (no due time last).
    index('complaints_sla_due_idx').on(sql`coalesce(${table.sla_next_due_at}, ${SLA_NO_DUE_SQL})`, table.id),
    index('complaints_status_sla_due_idx').on(
      table.status,
      sql`coalesce(${table.sla_next_due_at}, ${SLA_NO_DUE_SQL})`,
      table.id,
    ),
    // The minute job's backfill of clocks (complaints made before SLA clocks existed): empty once
    // every open complaint has its clock, so the job's look finds nothing at once instead of reading
    // every open complaint (a 705 ms sequential scan at 1,000,000, decision 053).
    index('complaints_clockless_idx')
      .on(table.id)
      .where(sql`${table.response_due_at} is null and ${table.status} <> 'Resolved'`),
    // What the SLA job looks at next.
    index('complaints_sla_alert_idx')
      .on(table.sla_alert_at)
      .where(sql`${table.sla_alert_at} is not null`),
    // 'My complaints' (assigned to me, not resolved) and its count: only the open work, newest first.
    // Status and priority ride along so the counts read it alone (decision 051): without them the
    // covering walk index (048) looked cheaper and was read whole for someone with no open work.
    // The other columns of the created walk's index too, so a walk of one person's open work tests
    // every filter on them (dealer, dates, 'Overdue') before it reads a row (decision 064).
    index('complaints_open_assignee_created_idx')
      .on(
        table.assignee_id,
        ...CREATED_WALK_COLUMNS.filter((name) => name !== 'assignee_id').map((name) => table[name]),
      )
      .where(sql`${table.status} <> 'Resolved'`),
    // Dashboards: resolved in a period (with the time to resolve), reopened, and the open backlog's age.
    index('complaints_resolved_idx')
      .on(table.resolved_at, table.created_at)
      .where(sql`${table.resolved_at} is not null`),
    index('complaints_reopened_idx')
      .on(table.reopened_at)
      .where(sql`${table.reopened_at} is not null`),
    index('complaints_open_created_idx')
      .on(table.created_at, table.priority)
      .where(sql`${table.status} <> 'Resolved'`),
    index('complaints_category_created_idx').on(table.product_category, table.created_at),
    index('complaints_problem_created_idx').on(table.problem_type, table.created_at),
  ],
);

/** Who did what to a complaint (spec 2.3); the action is a catalog key so each reader gets their language. */
export const complaintTimeline = pgTable(
  'complaint_timeline',
  {
    id: serial('id').primaryKey(),
    complaint_id: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    action_key: text('action_key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Copied so the name stays when the account is deleted.
    user_name: text('user_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaint_timeline_complaint_idx').on(table.complaint_id, table.id),
    // A staff member's recent activity (user view, profile).
    index('complaint_timeline_user_idx').on(table.user_id, table.id),
  ],
);

/** The columns of a complaint that role rules may name in their conditions (see db/accessible-by.ts). */
export const COMPLAINT_RULE_COLUMNS = {
  id: complaints.id,
  assignee_id: complaints.assignee_id,
  dealer_id: complaints.dealer_id,
  created_by: complaints.created_by,
  status: complaints.status,
  priority: complaints.priority,
};

/** A complaint as a list card (spec 2.2), with its assignee's name. */
export const COMPLAINT_CARD_COLUMNS = {
  id: complaints.id,
  customer_name: complaints.customer_name,
  phone: complaints.phone,
  customer_city: complaints.customer_city,
  status: complaints.status,
  priority: complaints.priority,
  created_at: complaints.created_at,
  dealer_name: complaints.dealer_name,
  warranty_verdict: complaints.warranty_verdict,
  version: complaints.version,
  sla_paused_at: complaints.sla_paused_at,
  response_due_at: complaints.response_due_at,
  response_met_at: complaints.response_met_at,
  resolution_due_at: complaints.resolution_due_at,
  resolution_met_at: complaints.resolution_met_at,
  sla_next_due_at: complaints.sla_next_due_at,
  sla_next_warn_at: complaints.sla_next_warn_at,
  response_breached: complaints.response_breached,
  resolution_breached: complaints.resolution_breached,
  assignee_id: complaints.assignee_id,
  // Read per card, not joined: a join's plan could read every row a walk offers (decision 037).
  // Written out with its tables: without joins Drizzle writes the selection's columns bare.
  assignee_name: sql<
    string | null
  >`(select u.name from ${users} u where u.id = ${complaints}.${sql.identifier(complaints.assignee_id.name)})`,
};
