import { z } from 'zod';

export const dealer = z.object({
  id: z.number().int(),
  dealer_name: z.string(),
  dealer_phone: z.string(),
  dealer_city: z.string(),
  dealer_address: z.string(),
  created_at: z.string(),
});
export type Dealer = z.infer<typeof dealer>;

export const dealerListQuery = z.object({ search: z.string().trim().max(100).optional() });

/** GET /dealers (spec 7): sorted by id. */
export const dealerListReply = z.object({ dealers: z.array(dealer), role: z.string() });
