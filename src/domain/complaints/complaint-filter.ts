import { z } from 'zod';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { COMPLAINT_STATUSES } from './complaint-status.ts';
import { PRIORITIES } from './complaint-priority.ts';
import { WARRANTY_VERDICTS } from './warranty.ts';

/**
 * What narrows a complaint list: the same object in the page address, in the API query, in a saved
 * view and in a bulk change or export "of everything matching". Several values of one field are
 * OR-ed; fields are AND-ed. In a query string a list repeats its key (`status=Open&status=Pending`).
 */

/**
 * 'desc' newest first, 'asc' oldest first, 'priority' L3 first then oldest, 'updated' last updated
 * first, 'due' due soonest (the SLA's next due time; nothing due last).
 */
export const COMPLAINT_ORDERS = ['desc', 'asc', 'priority', 'updated', 'due'] as const;
export type ComplaintOrder = (typeof COMPLAINT_ORDERS)[number];

/** 'me' is the reader, 'none' is unassigned, a number is a staff member's id. */
export const ASSIGNEE_ME = 'me';
export const ASSIGNEE_NONE = 'none';
export type AssigneeChoice = typeof ASSIGNEE_ME | typeof ASSIGNEE_NONE | number;

/** The SLA filter: 'overdue' past its next due time, 'dueToday' due between now and the end of today (company zone). */
export const SLA_DUE_CHOICES = ['overdue', 'dueToday'] as const;
export type SlaDueChoice = (typeof SLA_DUE_CHOICES)[number];
/** Of the complaints with a resolution target: resolved without breaching it ('met') or breached. */
export const SLA_RESULTS = ['met', 'breached'] as const;
export type SlaResult = (typeof SLA_RESULTS)[number];
/** The ageing buckets of open complaints, in days since created: [from, to). */
export const AGE_BUCKETS = ['0-1', '1-3', '3-7', '7-30', '30+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_DAYS: Record<AgeBucket, [number, number | null]> = {
  '0-1': [0, 1],
  '1-3': [1, 3],
  '3-7': [3, 7],
  '7-30': [7, 30],
  '30+': [30, null],
};

const MAX_INT = 2_147_483_647;
const MAX_CHOICES = 50;
const id = z.coerce.number().int().positive('validation.invalid').max(MAX_INT, 'validation.invalid');

/** A query-string value that may come once (a string) or repeated (an array). */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(MAX_CHOICES, 'validation.invalid'),
  );
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => {
    const time = Date.parse(value);
    return !value.startsWith('0000') && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'validation.date');
const optionalDay = z.preprocess((value) => (value === '' ? undefined : value), day.optional());

/** The fields, for schemas that add to them (the list query adds its cursor); parse with `complaintFilterSchema`. */
export const complaintFilterFields = z.object({
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  /** One priority or 'All' (spec 2.3's 'Filter by Priority'). */
  priority: z.enum([...PRIORITIES, 'All']).default('All'),
  /** Only `/complaints` takes it; the other three lists have their own status. */
  status: list(z.enum(COMPLAINT_STATUSES)).default([]),
  assignee: list(z.union([z.literal(ASSIGNEE_ME), z.literal(ASSIGNEE_NONE), id])).default([]),
  dealer: list(id).default([]),
  province: z.preprocess((value) => (value === '' ? undefined : value), z.enum(PROVINCE_NAMES).optional()),
  city: z.string().trim().max(80, 'validation.tooLong').optional(),
  /** Created on or after this day, and on or before `createdTo`, in the server's time zone (UTC). */
  createdFrom: optionalDay,
  createdTo: optionalDay,
  due: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SLA_DUE_CHOICES).optional()),
  /** The stored warranty verdict (decision 018). */
  warranty: list(z.enum(WARRANTY_VERDICTS)).default([]),
  /** Only complaints with a duplicate or fraud flag not dismissed (`flagged=1`). */
  flagged: z
    .preprocess((value) => value === true || value === '1' || value === 'true', z.boolean())
    .default(false),
  order: z.enum(COMPLAINT_ORDERS).default('desc'),
  /** Exact product category and problem type, as stored (the dashboards' links). */
  category: z.string().trim().max(80, 'validation.tooLong').optional(),
  problemType: z.string().trim().max(80, 'validation.tooLong').optional(),
  /** Resolved (its last resolution) and reopened (its last reopening) within these whole days. */
  resolvedFrom: optionalDay,
  resolvedTo: optionalDay,
  reopenedFrom: optionalDay,
  reopenedTo: optionalDay,
  /** How long ago it was created, one of the dashboards' ageing buckets. */
  age: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AGE_BUCKETS).optional()),
  /** With a resolution target, met or breached (the dashboards' 'SLA met %'; with `resolvedFrom/To`). */
  slaResult: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SLA_RESULTS).optional()),
});

/** 'Created' from a day after its 'to' day is refused on the 'to' field. */
export function withDateRange<T extends z.ZodType<{ createdFrom?: string; createdTo?: string }>>(schema: T) {
  return schema.refine((f) => !f.createdFrom || !f.createdTo || f.createdFrom <= f.createdTo, {
    path: ['createdTo'],
    message: 'validation.dateRange',
  });
}

export const complaintFilterSchema = withDateRange(complaintFilterFields);
export type ComplaintFilter = z.output<typeof complaintFilterSchema>;
export type ComplaintFilterInput = z.input<typeof complaintFilterSchema>;

/** The filter with everything at its default: every complaint the reader may read, newest first. */
export const EMPTY_COMPLAINT_FILTER: ComplaintFilter = complaintFilterSchema.parse({});

/** The filter's non-default fields as query-string values (for the page address and saved views). */
export function filterToQuery(filter: ComplaintFilter): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (filter.search) query.search = filter.search;
  if (filter.priority !== 'All') query.priority = filter.priority;
  if (filter.status.length) query.status = [...filter.status];
  if (filter.assignee.length) query.assignee = filter.assignee.map(String);
  if (filter.dealer.length) query.dealer = filter.dealer.map(String);
  if (filter.province) query.province = filter.province;
  if (filter.city) query.city = filter.city;
  if (filter.createdFrom) query.createdFrom = filter.createdFrom;
  if (filter.createdTo) query.createdTo = filter.createdTo;
  if (filter.due) query.due = filter.due;
  if (filter.warranty.length) query.warranty = [...filter.warranty];
  if (filter.flagged) query.flagged = '1';
  if (filter.order !== 'desc') query.order = filter.order;
  if (filter.category) query.category = filter.category;
  if (filter.problemType) query.problemType = filter.problemType;
  if (filter.resolvedFrom) query.resolvedFrom = filter.resolvedFrom;
  if (filter.resolvedTo) query.resolvedTo = filter.resolvedTo;
  if (filter.reopenedFrom) query.reopenedFrom = filter.reopenedFrom;
  if (filter.reopenedTo) query.reopenedTo = filter.reopenedTo;
  if (filter.age) query.age = filter.age;
  if (filter.slaResult) query.slaResult = filter.slaResult;
  return query;
}

/** A query string's filter; what does not parse falls back to its default rather than failing the page. */
export function filterFromSearchParams(params: URLSearchParams): ComplaintFilter {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0]! : values;
  }
  const parsed = complaintFilterSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept = Object.fromEntries(
    Object.entries(raw).filter(([key]) => complaintFilterSchema.safeParse({ [key]: raw[key] }).success),
  );
  const again = complaintFilterSchema.safeParse(kept);
  if (again.success) return again.data;
  // Fields that are good alone but not together ('from' after 'to'): drop the one the error names.
  const named = new Set(again.error.issues.map((issue) => String(issue.path[0])));
  const apart = Object.fromEntries(Object.entries(kept).filter(([key]) => !named.has(key)));
  return complaintFilterSchema.safeParse(apart).data ?? EMPTY_COMPLAINT_FILTER;
}

/** How many filters beyond search and order are set: the count on the filter drawer's button. */
export function activeFilterCount(filter: ComplaintFilter): number {
  return [
    filter.priority !== 'All',
    filter.status.length > 0,
    filter.assignee.length > 0,
    filter.dealer.length > 0,
    Boolean(filter.province),
    Boolean(filter.city),
    Boolean(filter.createdFrom || filter.createdTo),
    Boolean(filter.due),
    filter.warranty.length > 0,
    filter.flagged,
    Boolean(filter.category),
    Boolean(filter.problemType),
    Boolean(filter.resolvedFrom || filter.resolvedTo),
    Boolean(filter.reopenedFrom || filter.reopenedTo),
    Boolean(filter.age),
    Boolean(filter.slaResult),
  ].filter(Boolean).length;
}
