import { z } from 'zod';
import { roleSlugSchema } from '#domain/auth/auth.schemas.ts';
import { complaintStatusSchema } from '#domain/complaints/complaint.schemas.ts';

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
