import { z } from 'zod';
import { slaSummarySchema } from '#domain/sla/sla-summary.ts';
import { citiesOf, PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';
import { commentSchema, complaintImageSchema, internalNoteSchema } from './collaboration-records.schemas.ts';
import { complaintFilterFields, withDateRange } from './complaint-filter.ts';
import { flagKindSchema } from './complaint-flags.ts';
import { COMPLAINT_STATUSES } from './complaint-status.ts';
import { PRIORITIES } from './complaint-priority.ts';
import { WARRANTY_VERDICTS } from './warranty.ts';

// Messages are i18n keys; their `en` values are the spec's texts.
const required = 'validation.required';
const text = (max: number) => z.string({ error: required }).trim().max(max, 'validation.tooLong');
const requiredText = (max: number) => text(max).min(1, required);
const optionalText = (max: number) => text(max).default('');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  // A real calendar day (no 31 February) in years the database takes.
  .refine((value) => !value.startsWith('0000') && isCalendarDay(value), 'validation.date');
function isCalendarDay(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
const optionalDate = z.union([isoDate, z.literal('').transform(() => null), z.null()]).default(null);
// Ids and versions are PostgreSQL integers: a larger number names no row and must not reach a query.
const MAX_INT = 2_147_483_647;
const id = z.coerce.number({ error: required }).int().positive(required).max(MAX_INT, 'validation.invalid');

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, { error: required });
export const prioritySchema = z.enum(PRIORITIES, { error: required });

export const MAX_PROBLEM_DETAIL_LENGTH = 20_000;

/** Customer, dealer and product details (spec 3): what the create form asks and the update carries. */
export const complaintDetails = z.object({
  customer_name: requiredText(120),
  email: z.union([z.literal(''), z.email('validation.email').max(254)]).default(''),
  customer_province: z.enum(PROVINCE_NAMES, { error: required }),
  customer_city: requiredText(80),
  phone: requiredText(20).refine(isPhoneNumber, 'validation.phone'),
  address: optionalText(300),
  shop: optionalText(120),
  /** A dealer chosen from the list; its details are copied onto the complaint. */
  dealer_id: z.union([id, z.null()]).default(null),
  /** Typed when the dealer is not listed; ignored when dealer_id is given. */
  dealer_name: optionalText(120),
  dealer_phone: optionalText(20),
  dealer_city: optionalText(80),
  dealer_address: optionalText(300),
  /** A catalogue product: its category, name and model are copied and its terms judge the warranty. */
  product_id: z.union([id, z.null()]).default(null),
  product_category: optionalText(80),
  product_name: requiredText(120),
  product_variant: optionalText(80),
  model: optionalText(80),
  problem_type: requiredText(120),
  purchase_date: optionalDate,
  /** The order or invoice number the customer bought with: its payment proofs show on the complaint. */
  order_number: optionalText(100),
  /** The date until which the warranty runs: shown as 'Available till (date)'. */
  warranty_details: optionalDate,
  /** HTML from the rich-text editor; the server sanitizes it before storing. */
  problem_detail: z.string().max(MAX_PROBLEM_DETAIL_LENGTH, 'validation.tooLong').default(''),
});

function cityBelongsToProvince(
  value: { customer_province: string; customer_city: string },
  ctx: z.RefinementCtx,
) {
  if (!citiesOf(value.customer_province).includes(value.customer_city)) {
    ctx.addIssue({ code: 'custom', path: ['customer_city'], message: 'validation.cityNotInProvince' });
  }
}

export const createComplaintInput = complaintDetails
  .extend({
    tag: prioritySchema,
    assignee_id: z.union([id, z.null()]).default(null),
    /** The order or invoice number, as typed (the 'Same order number' flag matches it). */
    order_number: optionalText(60),
  })
  .superRefine(cityBelongsToProvince);
export type CreateComplaintInput = z.input<typeof createComplaintInput>;

/** PUT /complaints/{id}: all complaint fields plus assignee (id) and level (spec 7). */
export const updateComplaintInput = complaintDetails
  .extend({
    /** null puts the complaint back to Unassigned (automatic assignment, when on, chooses again). */
    assignee: id.nullable(),
    level: prioritySchema,
    status: complaintStatusSchema,
    /** The version the edit was based on; a stale one is refused with 409. */
    version: z.number().int().positive().max(MAX_INT),
  })
  .superRefine(cityBelongsToProvince);
export type UpdateComplaintInput = z.input<typeof updateComplaintInput>;

/** PATCH /complaints/{id}/details: the create form's customer, dealer and product fields, and the version they are based on. */
export const complaintDetailsInput = complaintDetails
  .extend({ version: z.number().int().positive().max(MAX_INT) })
  .superRefine(cityBelongsToProvince);
export type ComplaintDetailsInput = z.input<typeof complaintDetailsInput>;

export const COMPLAINT_PAGE_SIZE = 20;

/** The list controls (spec 2.3 and the workbench's filters), done by the server, and the page cursor. */
export const complaintListQuery = withDateRange(
  complaintFilterFields.extend({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(COMPLAINT_PAGE_SIZE),
  }),
);
export type ComplaintListQuery = z.input<typeof complaintListQuery>;

const assignee = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const complaintCard = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  phone: z.string(),
  customer_city: z.string(),
  status: complaintStatusSchema,
  tag: prioritySchema,
  assignee,
  created_at: z.string(),
  /** The dealer as copied onto the complaint; '' when none. */
  dealer_name: z.string(),
  warranty_verdict: z.enum(WARRANTY_VERDICTS),
  /** What a bulk change chosen on this card checks against (changed meanwhile: skipped). */
  version: z.number().int(),
  /** The SLA clock's next target (decision 022); null or absent: no clock. */
  sla: slaSummarySchema.optional(),
  /** The duplicate and fraud flags not dismissed, for readers of flags (decision 019). */
  flags: z.array(flagKindSchema).optional(),
});
export type ComplaintCard = z.infer<typeof complaintCard>;

export const complaintListReply = z.object({
  complaints: z.array(complaintCard),
  role: z.string(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ComplaintListReply = z.infer<typeof complaintListReply>;

export const timelineRecord = z.object({
  /** Already in the reader's language, e.g. 'Status changed from Open to Pending'. */
  action: z.string(),
  user_name: z.string(),
  created_at: z.string(),
});
export type TimelineRecord = z.infer<typeof timelineRecord>;

export const assignableUser = z.object({ id: z.number().int(), name: z.string(), designation: z.string() });

export const complaint = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  email: z.string(),
  customer_province: z.string(),
  customer_city: z.string(),
  phone: z.string(),
  address: z.string(),
  shop: z.string(),
  dealer_id: z.number().int().nullable(),
  product_id: z.number().int().nullable(),
  product_category: z.string(),
  product_name: z.string(),
  product_variant: z.string(),
  model: z.string(),
  problem_type: z.string(),
  purchase_date: z.string().nullable(),
  order_number: z.string(),
  warranty_details: z.string().nullable(),
  warranty_verdict: z.enum(WARRANTY_VERDICTS),
  warranty_ends_on: z.string().nullable(),
  problem_detail: z.string(),
  status: complaintStatusSchema,
  tag: prioritySchema,
  level: prioritySchema,
  assignee,
  version: z.number().int(),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaint>;

/** The complaint with its comments and internal notes (always empty for a Dealer), oldest first. */
export const complaintWithCollaboration = complaint.extend({
  /** The SLA clock's next target (decision 022); null or absent: no clock. */
  sla: slaSummarySchema.optional(),
  comments: z.array(commentSchema),
  internal_notes: z.array(internalNoteSchema),
});
export type ComplaintWithCollaboration = z.infer<typeof complaintWithCollaboration>;

export const complaintDealer = z.object({
  dealer_name: z.string(),
  dealer_phone: z.string(),
  dealer_city: z.string(),
  dealer_address: z.string(),
});

/** GET /complaints/{id}/edit (spec 7). */
export const complaintEditReply = z.object({
  complaint: complaintWithCollaboration,
  dealer: complaintDealer,
  users: z.array(assignableUser),
  /** The assign-to options as the screen shows them: 'name (designation)'. */
  ddl_users: z.array(z.object({ value: z.number().int(), title: z.string() })),
  role: z.string(),
  timelineRecords: z.array(timelineRecord),
  created_at_format1: z.string(),
  created_at_format2: z.string(),
  /** The complaint's images; each url is served only to signed-in users who may read the complaint. */
  imageUrls: z.array(complaintImageSchema),
  level: prioritySchema,
  authUser: z.object({ id: z.number().int(), name: z.string() }),
  /** What the signed-in user may do on this complaint, so the screen can hide what the server would refuse. */
  can: z.object({ update: z.boolean(), assign: z.boolean() }),
});
export type ComplaintEditReply = z.infer<typeof complaintEditReply>;

/** GET /complaints/assignees: the create form's Assign to options. */
export const assigneesReply = complaintEditReply.pick({ users: true, ddl_users: true });

export const updateComplaintReply = z.object({
  message: z.string(),
  timelineRecords: z.array(timelineRecord),
  version: z.number().int(),
});

/** The corrected complaint as the edit screen shows it, with the timeline and the new version. */
export const updateComplaintDetailsReply = updateComplaintReply.extend({
  complaint: complaint.pick({
    customer_name: true,
    email: true,
    customer_province: true,
    customer_city: true,
    phone: true,
    address: true,
    shop: true,
    dealer_id: true,
    product_id: true,
    product_category: true,
    product_name: true,
    product_variant: true,
    model: true,
    problem_type: true,
    purchase_date: true,
    order_number: true,
    warranty_details: true,
    warranty_verdict: true,
    warranty_ends_on: true,
    problem_detail: true,
  }),
  dealer: complaintDealer,
});
export type UpdateComplaintDetailsReply = z.infer<typeof updateComplaintDetailsReply>;

/** POST /complaints/{id}/warranty: the verdict judged again with the product's current terms. */
export const recomputeWarrantyInput = z.object({ version: z.number().int().positive().max(MAX_INT) });
export const recomputeWarrantyReply = updateComplaintReply.extend({
  complaint: complaint.pick({ warranty_verdict: true, warranty_ends_on: true }),
});

export const createComplaintReply = z.object({
  message: z.string(),
  complaint: z.object({ id: z.number().int() }),
});
