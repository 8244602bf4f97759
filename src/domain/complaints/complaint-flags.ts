import { z } from 'zod';
import { COMPLAINT_STATUSES } from './complaint-status.ts';

/**
 * Duplicate and fraud flags (decision 019): computed by the server when a complaint is
 * created, when its customer, product or order fields change, and when an image is added.
 */
export const FLAG_KINDS = ['possible_duplicate', 'same_order', 'reused_photo', 'after_warranty'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const flagKindSchema = z.enum(FLAG_KINDS);

/** 'Possible duplicate': same phone and product, created within this many days of each other. */
export const DUPLICATE_WINDOW_DAYS = 30;

/** A dismissal's reason: required, and short enough for a timeline line. */
export const DISMISS_REASON_MAX = 300;

export const dismissFlagInput = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(DISMISS_REASON_MAX, 'validation.tooLong'),
});

/** Another complaint a flag points at; null when the reader may not read it (the flag still shows). */
const relatedComplaint = z
  .object({ id: z.number().int(), customer_name: z.string(), status: z.enum(COMPLAINT_STATUSES) })
  .nullable();

export const complaintFlag = z.object({
  id: z.number().int(),
  kind: flagKindSchema,
  related: relatedComplaint,
  /** What the reason's words need: the matched order number, the photo match ('identical' or 'similar'). */
  params: z.record(z.string(), z.string()),
  created_at: z.string(),
  dismissed: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
});
export type ComplaintFlag = z.infer<typeof complaintFlag>;

export const complaintFlagsReply = z.object({
  flags: z.array(complaintFlag),
  /** Whether the reader may dismiss them (Admins and Support Agents: the assign right). */
  canDismiss: z.boolean(),
});
export type ComplaintFlagsReply = z.infer<typeof complaintFlagsReply>;

export const dismissFlagReply = z.object({ message: z.string() });
