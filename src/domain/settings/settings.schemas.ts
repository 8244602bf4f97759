import { z } from 'zod';

export const maintenanceInput = z.object({ enabled: z.boolean({ error: 'validation.required' }) });
export const maintenanceReply = z.object({ enabled: z.boolean(), forced: z.boolean() });
export type MaintenanceReply = z.infer<typeof maintenanceReply>;
