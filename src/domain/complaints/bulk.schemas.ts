import { z } from 'zod';
import { complaintFilterFields, complaintFilterSchema, withDateRange } from './complaint-filter.ts';
import { COMPLAINT_LISTS, COMPLAINT_STATUSES, type ComplaintListName } from './complaint-status.ts';
import { PRIORITIES } from './complaint-priority.ts';

/** The most complaints one bulk change may name or match. */
export const BULK_MAX = 10_000;

const MAX_INT = 2_147_483_647;
const required = 'validation.required';
const id = z
  .number({ error: required })
  .int()
  .positive('validation.invalid')
  .max(MAX_INT, 'validation.invalid');
const LIST_NAMES = Object.keys(COMPLAINT_LISTS) as [ComplaintListName, ...ComplaintListName[]];

/** A complaint chosen on screen, with the version the user saw: a complaint changed since is skipped. */
export const chosenComplaint = z.object({ id, version: id });

/**
 * Which complaints: the cards chosen on screen, or 'Select all N matching', the list's filter as it
 * is when the change runs (with each complaint's version at that moment).
 */
export const bulkTarget = z.union([
  z.object({
    complaints: z
      .array(chosenComplaint)
      .min(1, 'complaints.bulk.errors.noneChosen')
      .max(BULK_MAX, 'complaints.bulk.errors.tooMany'),
  }),
  z.object({ filter: complaintFilterSchema, list: z.enum(LIST_NAMES) }),
]);
export type BulkTarget = z.output<typeof bulkTarget>;

/** Assign to a staff member, set the priority, or set the status: the edit screen's Additional Information. */
export const bulkChange = z.discriminatedUnion('action', [
  // null: back to Unassigned.
  z.object({ action: z.literal('assign'), assignee: id.nullable() }),
  z.object({ action: z.literal('priority'), priority: z.enum(PRIORITIES, { error: required }) }),
  z.object({ action: z.literal('status'), status: z.enum(COMPLAINT_STATUSES, { error: required }) }),
]);
export type BulkChange = z.output<typeof bulkChange>;

export const bulkChangeInput = z.object({ target: bulkTarget, change: bulkChange });
export type BulkChangeInput = z.input<typeof bulkChangeInput>;

/** Why a complaint was left as it was ('alreadySet': it already had that assignee, priority or status). */
export const SKIP_REASONS = [
  'noPermission',
  'changedMeanwhile',
  'notFound',
  'alreadySet',
  // The admin's visit rule: a Field Agent or Technician resolves after a signed visit.
  'signedVisitRequired',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const bulkSummary = z.object({
  /** Complaints changed, each with its timeline entry. */
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.enum(SKIP_REASONS) })),
});
export type BulkSummary = z.infer<typeof bulkSummary>;

export const BULK_JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;

/** A bulk change running as a background job: how far it got, and its summary once done. */
export const bulkJob = z.object({
  id: z.string(),
  state: z.enum(BULK_JOB_STATES),
  done: z.number().int(),
  total: z.number().int(),
  summary: bulkSummary.nullable(),
});
export type BulkJob = z.infer<typeof bulkJob>;

/** Small changes answer their summary (200); larger ones the job that makes them (202). */
export const bulkChangeReply = z.union([z.object({ summary: bulkSummary }), z.object({ job: bulkJob })]);
export type BulkChangeReply = z.infer<typeof bulkChangeReply>;

export const bulkJobParams = z.object({ id: z.uuid('validation.invalid') });

/** The list query's filter and which of the four lists. */
export const matchingCountQuery = withDateRange(
  complaintFilterFields.extend({ list: z.enum(LIST_NAMES).default('all') }),
);
export const matchingCountReply = z.object({ count: z.number().int(), more: z.boolean() });
