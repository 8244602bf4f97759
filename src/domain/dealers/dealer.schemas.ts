import { z } from 'zod';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { complaintCard, timelineRecord } from '#domain/complaints/complaint.schemas.ts';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';

// Messages are i18n keys; the spec gives no wording for dealers, so the shared required text is used.
const required = 'validation.required';
const requiredText = (max: number) =>
  z
    .string({ error: required })
    .trim()
    // An empty field gets only 'required', not also the format message.
    .min(1, { error: required, abort: true })
    .max(max, 'validation.tooLong');
const MAX_INT = 2_147_483_647;

export const dealer = z.object({
  id: z.number().int(),
  dealer_name: z.string(),
  dealer_phone: z.string(),
  dealer_city: z.string(),
  dealer_address: z.string(),
  created_at: z.string(),
});
export type Dealer = z.infer<typeof dealer>;

/** The dealers list shows this many rows per page; the complaint form's picker asks for its own limit. */
export const DEALER_PAGE_SIZE = 25;
export const DEALER_MAX_PAGE_SIZE = 50;

/** GET /dealers: search over name, phone, city and address; keyset pages by id (`after` = last id seen). */
export const dealerListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  after: z.coerce.number().int().min(0).max(MAX_INT).optional(),
  limit: z.coerce.number().int().min(1).max(DEALER_MAX_PAGE_SIZE).default(DEALER_MAX_PAGE_SIZE),
});
export type DealerListQuery = z.input<typeof dealerListQuery>;

/** GET /dealers (spec 7): sorted by id. */
export const dealerListReply = z.object({
  dealers: z.array(dealer),
  role: z.string(),
  /** Pass back as `after` for the next page; null on the last page. */
  nextAfter: z.number().int().nullable(),
});
export type DealerListReply = z.infer<typeof dealerListReply>;

/** The four fields of the dealer forms (spec 2.5), all required (spec 5). */
export const dealerInput = z.object({
  dealer_name: requiredText(120),
  dealer_phone: requiredText(20).refine(isPhoneNumber, 'validation.phone'),
  dealer_city: requiredText(80),
  dealer_address: requiredText(300),
});
export type DealerInput = z.input<typeof dealerInput>;
export const DEALER_FIELDS = ['dealer_name', 'dealer_phone', 'dealer_city', 'dealer_address'] as const;

/** POST /dealers */
export const createDealerReply = z.object({ message: z.string(), dealer: dealer });

/** GET /dealers/{id}/edit (spec 7), with the dealer's own change history. */
export const dealerEditReply = z.object({
  dealer,
  role: z.string(),
  created_at_format1: z.string(),
  created_at_format2: z.string(),
  authUser: z.object({ id: z.number().int(), name: z.string() }),
  timelineRecords: z.array(timelineRecord),
  can: z.object({ update: z.boolean() }),
});
export type DealerEditReply = z.infer<typeof dealerEditReply>;

/** PUT /dealers/{id} (spec 7). */
export const updateDealerReply = z.object({
  message: z.string(),
  timelineRecords: z.array(timelineRecord),
  dealer,
});
export type UpdateDealerReply = z.infer<typeof updateDealerReply>;

/** How many of the dealer's complaints the edit screen lists (the newest). */
export const DEALER_RECENT_COMPLAINTS = 10;

/** GET /dealers/{id}/complaints: the dealer's complaints the caller may read, counted per status, newest first. */
export const dealerComplaintsReply = z.object({
  counts: z.object(
    Object.fromEntries(COMPLAINT_STATUSES.map((status) => [status, z.number().int()])) as {
      [K in (typeof COMPLAINT_STATUSES)[number]]: z.ZodNumber;
    },
  ),
  total: z.number().int(),
  complaints: z.array(complaintCard),
});
export type DealerComplaintsReply = z.infer<typeof dealerComplaintsReply>;
