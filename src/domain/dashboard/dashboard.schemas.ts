import { z } from 'zod';
import { roleSlugSchema } from '../auth/auth.schemas.ts';

export const dashboardReply = z.object({
  staff: z.object({
    total: z.number().int(),
    byDesignation: z.array(
      z.object({ role: roleSlugSchema, designation: z.string(), count: z.number().int() }),
    ),
  }),
});
export type DashboardReply = z.infer<typeof dashboardReply>;
