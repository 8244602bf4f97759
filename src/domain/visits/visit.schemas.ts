import { z } from 'zod';
import { complaintImageSchema } from '#domain/complaints/collaboration-records.schemas.ts';
import { WARRANTY_VERDICTS } from '#domain/complaints/warranty.ts';
import { timelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { MAX_SIGNATURE_BYTES, MAX_VISIT_PARTS, VISIT_OUTCOMES } from './visit.ts';

const required = 'validation.required';
const text = (max: number) => z.string({ error: required }).trim().max(max, 'validation.tooLong');
const MAX_INT = 2_147_483_647;
/** A moment stamped on the device, as ISO 8601 with its offset. */
const moment = z.iso.datetime({ offset: true, error: 'validation.date' });

const SIGNATURE_PREFIX = 'data:image/png;base64,';
/** The signature as the canvas gives it: a PNG data URL (base64 is 4/3 of the bytes). */
export const signatureSchema = z
  .string()
  .startsWith(SIGNATURE_PREFIX, 'validation.invalid')
  .max(SIGNATURE_PREFIX.length + Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4, 'validation.tooLong');

export const visitLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(1_000_000).nullable().default(null),
});

export const startVisitInput = z.object({
  started_at: moment.optional(),
  location: visitLocationSchema.nullable().default(null),
});

export const visitPartInput = z.object({
  part: text(120).min(1, required),
  quantity: z.coerce
    .number({ error: required })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(999, 'validation.invalid'),
  old_serial: text(80).default(''),
  new_serial: text(80).default(''),
});
export type VisitPartInput = z.input<typeof visitPartInput>;

export const finishVisitInput = z.object({
  version: z.number({ error: required }).int().positive().max(MAX_INT),
  finished_at: moment.optional(),
  work_done: text(5000).default(''),
  outcome: z.enum(VISIT_OUTCOMES, { error: required }),
  parts: z.array(visitPartInput).max(MAX_VISIT_PARTS, 'validation.tooLong').default([]),
  customer_name: text(120).default(''),
  signature: signatureSchema.nullable().default(null),
});
export type FinishVisitInput = z.input<typeof finishVisitInput>;

export const visitPartSchema = z.object({
  part: z.string(),
  quantity: z.number().int(),
  old_serial: z.string(),
  new_serial: z.string(),
});

export const visitSchema = z.object({
  id: z.number().int(),
  complaint_id: z.number().int(),
  technician: z.object({ id: z.number().int().nullable(), name: z.string() }),
  started_at: z.string(),
  location: z
    .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() })
    .nullable(),
  work_done: z.string(),
  outcome: z.enum(VISIT_OUTCOMES).nullable(),
  customer_name: z.string(),
  /** A PNG data URL, or null when the customer did not sign. */
  signature: z.string().nullable(),
  finished_at: z.string().nullable(),
  version: z.number().int(),
  parts: z.array(visitPartSchema),
  photos: z.array(complaintImageSchema),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitsReply = z.object({
  visits: z.array(visitSchema),
  /** Whether the caller records visits on this complaint (its assignee, a Field Agent or Technician). */
  canRecord: z.boolean(),
  /**
   * For who records: the named parts of the complaint's catalogue product (its part covers), with
   * the last day of each one's cover from the purchase date (null without one). Empty for a
   * product typed rather than picked; a part not listed is typed.
   */
  catalogueParts: z.array(z.object({ part: z.string(), covered_until: z.string().nullable() })),
});
export type VisitsReply = z.infer<typeof visitsReply>;

export const visitReply = z.object({ visit: visitSchema, timelineRecords: z.array(timelineRecord) });
export type VisitReply = z.infer<typeof visitReply>;

/** The printable job sheet: the complaint as the technician needs it on paper, and its visits. */
export const jobSheetReply = z.object({
  complaint: z.object({
    id: z.number().int(),
    customer_name: z.string(),
    phone: z.string(),
    address: z.string(),
    customer_city: z.string(),
    customer_province: z.string(),
    dealer_name: z.string(),
    dealer_phone: z.string(),
    dealer_city: z.string(),
    product_category: z.string(),
    product_name: z.string(),
    product_variant: z.string(),
    model: z.string(),
    problem_type: z.string(),
    purchase_date: z.string().nullable(),
    order_number: z.string(),
    warranty_verdict: z.enum(WARRANTY_VERDICTS),
    warranty_ends_on: z.string().nullable(),
    /** Sanitized HTML. */
    problem_detail: z.string(),
    status: z.string(),
    assignee: z.string().nullable(),
    created_at: z.string(),
  }),
  visits: z.array(visitSchema),
});
export type JobSheetReply = z.infer<typeof jobSheetReply>;

export const visitSettings = z.object({
  /** A Field Agent or Technician sets Resolved only after a finished visit with the customer's signature. */
  signedVisitRequired: z.boolean({ error: required }),
});
export type VisitSettings = z.infer<typeof visitSettings>;
