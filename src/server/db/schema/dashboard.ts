import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { complaintPriority, complaintStatus } from './complaints.ts';

// Daily roll-ups of the complaints for the dashboards (decision 025), kept by database triggers in
// the transaction of each change (migration 0020) and rebuilt when the company's time zone changes.
// `day` is the company-local day (the SLA settings' time zone). A dealer or assignee of 0 is none.
// Every table holds the dashboard's filters (province, dealer, category) so a filtered figure is a
// sum over the same rows. Counts follow each complaint's present row, like the list's filters, except
// `dashboard_status_daily`, which records moves between statuses on the day they happened.
// Each day roll-up has a month twin (`…_monthly`, `dashboard_month_totals`; decision 047) with the
// same columns, `day` being the first day of the company-local month: the same trigger keeps both,
// and a long period reads its whole months there and only the days at its ends from the day table.

/** Per day: created (by creation day), resolved and the time to resolve (by the day of the last resolution), reopened, first responses. */
const columnsOfDaily = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  province: text('province').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  category: text('category').notNull(),
  created: integer('created').notNull().default(0),
  /** Of those created that day: out of warranty by the warranty verdict. */
  out_of_warranty: integer('out_of_warranty').notNull().default(0),
  resolved: integer('resolved').notNull().default(0),
  /** Of those resolved that day: with a resolution target, and resolved without breaching it. */
  sla_due: integer('sla_due').notNull().default(0),
  sla_met: integer('sla_met').notNull().default(0),
  reopened: integer('reopened').notNull().default(0),
  /** Histogram of the time to resolve of those resolved that day (buckets: domain/dashboard/duration-buckets.ts). */
  resolve_hist: integer('resolve_hist').array().notNull(),
  /** Histogram of the time to first response of those created that day and answered. */
  response_hist: integer('response_hist').array().notNull(),
});
export const dashboardDaily = pgTable('dashboard_daily', columnsOfDaily(), (table) => [
  primaryKey({ columns: [table.day, table.province, table.dealer_id, table.category] }),
]);
export const dashboardMonthly = pgTable('dashboard_monthly', columnsOfDaily(), (table) => [
  primaryKey({ columns: [table.day, table.province, table.dealer_id, table.category] }),
]);

/** Created per day and problem type: defects and top problems. */
const columnsOfProblemDaily = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  province: text('province').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  category: text('category').notNull(),
  problem_type: text('problem_type').notNull(),
  created: integer('created').notNull().default(0),
});
export const dashboardProblemDaily = pgTable('dashboard_problem_daily', columnsOfProblemDaily(), (table) => [
  primaryKey({ columns: [table.day, table.province, table.dealer_id, table.category, table.problem_type] }),
]);
export const dashboardProblemMonthly = pgTable(
  'dashboard_problem_monthly',
  columnsOfProblemDaily(),
  (table) => [
    primaryKey({ columns: [table.day, table.province, table.dealer_id, table.category, table.problem_type] }),
  ],
);

/** Created per day and city: complaints by province and city. */
const columnsOfPlaceDaily = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  category: text('category').notNull(),
  created: integer('created').notNull().default(0),
});
export const dashboardPlaceDaily = pgTable('dashboard_place_daily', columnsOfPlaceDaily(), (table) => [
  primaryKey({ columns: [table.day, table.province, table.city, table.dealer_id, table.category] }),
]);
export const dashboardPlaceMonthly = pgTable('dashboard_place_monthly', columnsOfPlaceDaily(), (table) => [
  primaryKey({ columns: [table.day, table.province, table.city, table.dealer_id, table.category] }),
]);

/** Resolved per day and assignee: the workload's 'resolved in the period'. */
const columnsOfAssigneeDaily = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  assignee_id: integer('assignee_id').notNull(),
  province: text('province').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  category: text('category').notNull(),
  resolved: integer('resolved').notNull().default(0),
});
export const dashboardAssigneeDaily = pgTable(
  'dashboard_assignee_daily',
  columnsOfAssigneeDaily(),
  (table) => [
    primaryKey({ columns: [table.day, table.assignee_id, table.province, table.dealer_id, table.category] }),
  ],
);
export const dashboardAssigneeMonthly = pgTable(
  'dashboard_assignee_monthly',
  columnsOfAssigneeDaily(),
  (table) => [
    primaryKey({ columns: [table.day, table.assignee_id, table.province, table.dealer_id, table.category] }),
  ],
);

/**
 * `dashboard_daily` summed over its province, dealer and category: one row per day, written beside
 * it by `dashboard_daily_add` (decision 038). The unfiltered dashboard reads these instead of every
 * combination of the day (thousands a day with many dealers).
 */
const columnsOfDayTotals = () => ({
  day: date('day', { mode: 'string' }).primaryKey(),
  created: integer('created').notNull().default(0),
  out_of_warranty: integer('out_of_warranty').notNull().default(0),
  resolved: integer('resolved').notNull().default(0),
  sla_due: integer('sla_due').notNull().default(0),
  sla_met: integer('sla_met').notNull().default(0),
  reopened: integer('reopened').notNull().default(0),
  resolve_hist: integer('resolve_hist').array().notNull(),
  response_hist: integer('response_hist').array().notNull(),
});
export const dashboardDayTotals = pgTable('dashboard_day_totals', columnsOfDayTotals());
export const dashboardMonthTotals = pgTable('dashboard_month_totals', columnsOfDayTotals());

/**
 * Open complaints by the UTC day they were created (decision 038): the ageing chart counts whole
 * days here and reads only the days its bucket boundaries fall in from the complaints' index.
 */
export const dashboardOpenDays = pgTable(
  'dashboard_open_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    priority: complaintPriority('priority').notNull(),
    province: text('province').notNull(),
    dealer_id: integer('dealer_id').notNull(),
    category: text('category').notNull(),
    open: integer('open').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.priority, table.province, table.dealer_id, table.category] }),
  ],
);

/** Open now (not Resolved) per assignee and priority: the backlog, the workload and the ageing's oldest bucket. */
export const dashboardOpen = pgTable(
  'dashboard_open',
  {
    assignee_id: integer('assignee_id').notNull(),
    priority: complaintPriority('priority').notNull(),
    province: text('province').notNull(),
    dealer_id: integer('dealer_id').notNull(),
    category: text('category').notNull(),
    open: integer('open').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.assignee_id, table.priority, table.province, table.dealer_id, table.category],
    }),
  ],
);

/**
 * Moves between statuses per day: +1 to the status a complaint entered, −1 to the one it left (a new
 * complaint enters its first status on its creation day). The sum up to a day is the number in
 * each status at the end of that day: the backlog by status over time.
 */
const columnsOfStatusDaily = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  status: complaintStatus('status').notNull(),
  province: text('province').notNull(),
  dealer_id: integer('dealer_id').notNull(),
  category: text('category').notNull(),
  delta: integer('delta').notNull().default(0),
});
export const dashboardStatusDaily = pgTable('dashboard_status_daily', columnsOfStatusDaily(), (table) => [
  primaryKey({ columns: [table.day, table.status, table.province, table.dealer_id, table.category] }),
]);
export const dashboardStatusMonthly = pgTable('dashboard_status_monthly', columnsOfStatusDaily(), (table) => [
  primaryKey({ columns: [table.day, table.status, table.province, table.dealer_id, table.category] }),
]);

/**
 * Complaints per dealer and customer (normalised phone), kept by a trigger on complaints (decision
 * 047): the dealer scorecard's repeat customers are looked for only among the customers with more
 * than one complaint at the dealer, each counted in the period from the complaints' index.
 */
export const dashboardDealerCustomers = pgTable(
  'dashboard_dealer_customers',
  {
    dealer_id: integer('dealer_id').notNull(),
    phone_normal: text('phone_normal').notNull(),
    complaints: integer('complaints').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.dealer_id, table.phone_normal] }),
    index('dashboard_dealer_customers_repeat_idx')
      .on(table.dealer_id, table.phone_normal)
      .where(sql`${table.complaints} > 1`),
  ],
);
