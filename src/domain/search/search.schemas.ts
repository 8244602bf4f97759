import { z } from 'zod';
import { COMPLAINT_STATUSES } from '#domain/complaints/complaint-status.ts';
import { historyComplaint } from '#domain/complaints/customer-history.ts';

/** Each kind of record shows at most this many results. */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_MAX_LENGTH = 100;

export const searchQuery = z.object({
  q: z.string().trim().min(1, 'validation.required').max(SEARCH_MAX_LENGTH),
});

/** '#0012', '#12' or '0012': a complaint number (spec 9 shows them as '#00' followed by the id). */
export function complaintNumberIn(term: string): number | null {
  const match = /^#?0*([1-9]\d{0,8})$/.exec(term.trim());
  return match ? Number(match[1]) : null;
}

export const searchReply = z.object({
  complaints: z.array(
    z.object({
      id: z.number().int(),
      customer_name: z.string(),
      phone: z.string(),
      customer_city: z.string(),
      status: z.enum(COMPLAINT_STATUSES),
    }),
  ),
  dealers: z.array(
    z.object({
      id: z.number().int(),
      dealer_name: z.string(),
      dealer_phone: z.string(),
      dealer_city: z.string(),
    }),
  ),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), designation: z.string() })),
  /** When the term is a whole phone number: that customer (by the number's normal form) and their complaints, newest first. */
  customer: z
    .object({
      customer_name: z.string(),
      phone: z.string(),
      total: z.number().int(),
      complaints: z.array(historyComplaint),
    })
    .nullable(),
});
export type SearchReply = z.infer<typeof searchReply>;
