import { z } from 'zod';
import { isPhoneNumber } from '#domain/phone/phone-number.ts';
import { COMPLAINT_STATUSES } from './complaint-status.ts';

/** The history lists this many of a customer's complaints, newest first; the count covers them all. */
export const CUSTOMER_HISTORY_LIMIT = 10;

/** The create form's look-up: the phone as typed, matched by its normal form. */
export const customerHistoryQuery = z.object({
  phone: z.string().trim().max(30, 'validation.tooLong').refine(isPhoneNumber, 'validation.phone'),
});

export const historyComplaint = z.object({
  id: z.number().int(),
  created_at: z.string(),
  product_name: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
});

export const customerHistoryReply = z.object({
  /** How many complaints of this phone the reader may read (beyond the one being edited). */
  total: z.number().int(),
  complaints: z.array(historyComplaint),
  /** The customer's details on the newest of them, for 'Use these details'; null when there is none. */
  customer: z
    .object({
      customer_name: z.string(),
      email: z.string(),
      customer_province: z.string(),
      customer_city: z.string(),
      address: z.string(),
    })
    .nullable(),
});
export type CustomerHistoryReply = z.infer<typeof customerHistoryReply>;
