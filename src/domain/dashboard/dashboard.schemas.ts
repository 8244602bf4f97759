import { z } from 'zod';
import { roleSlugSchema } from '#domain/auth/auth.schemas.ts';
import { complaintStatusSchema } from '#domain/complaints/complaint.schemas.ts';
import { AGE_BUCKETS } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { DASHBOARD_PERIODS, daysBetween, MAX_PERIOD_DAYS } from './dashboard-period.ts';

export const dashboardReply = z.object({
  /** Only the complaints the user may read. */
  complaints: z.object({
    total: z.number().int(),
    byStatus: z.array(z.object({ status: complaintStatusSchema, count: z.number().int() })),
  }),
  staff: z.object({
    total: z.number().int(),
    byDesignation: z.array(
      z.object({ role: roleSlugSchema, designation: z.string(), count: z.number().int() }),
    ),
  }),
});
export type DashboardReply = z.infer<typeof dashboardReply>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().max(80, 'validation.tooLong').optional(),
);

/** The manager's dashboard and the reports: a period and the filters kept in the address. */
export const crmDashboardQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default('30d'),
    from: z.preprocess((value) => (value === '' ? undefined : value), day.optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), day.optional()),
    province: z.preprocess((value) => (value === '' ? undefined : value), z.enum(PROVINCE_NAMES).optional()),
    dealer: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number()
        .int()
        .positive('validation.invalid')
        .max(2_147_483_647, 'validation.invalid')
        .optional(),
    ),
    category: optionalText,
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    for (const key of ['from', 'to'] as const) {
      const value = query[key];
      if (
        !value ||
        Number.isNaN(Date.parse(value)) ||
        !new Date(Date.parse(value)).toISOString().startsWith(value)
      )
        context.addIssue({ code: 'custom', path: [key], message: 'validation.date' });
    }
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodRange' });
    else if (query.from && query.to && daysBetween(query.from, query.to) >= MAX_PERIOD_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodTooLong' });
  });
export type CrmDashboardQuery = z.output<typeof crmDashboardQuery>;

const count = z.number().int();
/** Hours, or null when nothing was resolved (or answered) in the period. */
const hours = z.number().nullable();
const compared = <T extends z.ZodType>(value: T) => z.object({ current: value, previous: value });

export const crmDashboardReply = z.object({
  period: z.object({
    from: day,
    to: day,
    previousFrom: day,
    previousTo: day,
    bucket: z.enum(['day', 'week']),
  }),
  /** The company's time zone changed and the roll-ups are being rebuilt in its days (a job, decision 033). */
  recalculating: z.boolean(),
  kpis: z.object({
    /** Not resolved at the end of the period (now, for a period that ends today). */
    backlog: compared(count),
    created: compared(count),
    resolved: compared(count),
    medianResolveHours: compared(hours),
    medianFirstResponseHours: compared(hours),
    reopened: compared(count),
    /** Of the complaints resolved in the period with a resolution target, those resolved in time. */
    slaMet: compared(z.object({ percent: z.number().nullable(), met: count, due: count })),
  }),
  /** Per day or week (its first day). */
  createdResolved: z.array(z.object({ start: day, created: count, resolved: count })),
  /** Per day or week (its first day): complaints in each open status at its end (or the period's last day). */
  backlogByStatus: z.array(z.object({ start: day, open: count, inProcess: count, pending: count })),
  /** Open complaints by age and priority, counted now. */
  ageing: z.array(z.object({ age: z.enum(AGE_BUCKETS), priority: z.enum(PRIORITIES), count })),
  /** Per assignee (null: unassigned): open now, and resolved in the period. */
  workload: z.array(
    z.object({ assigneeId: z.number().int().nullable(), name: z.string(), open: count, resolved: count }),
  ),
  /** Created in the period per province and city, the 20 biggest. */
  places: z.array(z.object({ province: z.string(), city: z.string(), count })),
  /** Created in the period per month (its first day), product category and problem type; the 50 biggest. */
  defects: z.array(z.object({ month: day, category: z.string(), problemType: z.string(), count })),
  /** Created in the period per product category and month (its first day): the defects heat map. */
  defectMonths: z.array(z.object({ month: day, category: z.string(), count })),
  /** Created in the period per problem type, the 10 biggest. */
  topProblems: z.array(z.object({ problemType: z.string(), count })),
  /** Per dealer with complaints created in the period. */
  dealers: z.array(
    z.object({
      dealerId: z.number().int(),
      name: z.string(),
      complaints: count,
      /** Created per month of the period (its first day), months without complaints left out. */
      months: z.array(z.object({ month: day, count })),
      /** Of those resolved in the period. */
      medianResolveHours: hours,
      /** Of the complaints: out of warranty by their warranty verdict. */
      outOfWarranty: count,
      /** Customers (one normal phone) with more than one complaint at this dealer in the period. */
      repeatCustomers: count,
      /** Of the complaints: carrying a duplicate or fraud flag not dismissed (the list's 'Flagged'). */
      flagged: count,
    }),
  ),
});
export type CrmDashboardReply = z.infer<typeof crmDashboardReply>;

/** Everyone else's dashboard: their own work, or a dealer's dealership. */
export const myDashboardReply = z.object({
  /** 'assigned': what is assigned to me; 'dealership': everything my dealership may read. */
  scope: z.enum(['assigned', 'dealership']),
  byStatus: z.array(z.object({ status: complaintStatusSchema, count })),
  /** Since Monday (the company's time zone). */
  resolvedThisWeek: z.object({ since: day, count }),
  averageResolveHours: hours,
  recent: z.array(
    z.object({
      id: z.number().int(),
      customerName: z.string(),
      status: complaintStatusSchema,
      updatedAt: z.string(),
    }),
  ),
  /** Unassigned and not resolved, of what I may read; null for a dealer. */
  unassigned: count.nullable(),
  // Extension points: 'due today' and 'overdue' (SLA issue) and the team's queue by service area.
});
export type MyDashboardReply = z.infer<typeof myDashboardReply>;
