import { z } from 'zod';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';

/** Per priority, the first response and resolution targets, in business hours (decision 022). */
const hours = z
  .number({ error: 'validation.required' })
  .int('validation.wholeHours')
  .min(1, 'validation.atLeastOneHour')
  .max(2000, 'validation.tooLarge');
export const slaTargetSchema = z
  .object({ response: hours, resolution: hours })
  .refine((target) => target.response <= target.resolution, {
    path: ['resolution'],
    message: 'validation.resolutionAfterResponse',
  });
export type SlaTarget = z.output<typeof slaTargetSchema>;

export const slaPolicySchema = z.object(
  Object.fromEntries(PRIORITIES.map((priority) => [priority, slaTargetSchema])) as Record<
    Priority,
    typeof slaTargetSchema
  >,
);
export type SlaPolicy = Record<Priority, SlaTarget>;

export const DEFAULT_SLA_POLICY: SlaPolicy = {
  L3: { response: 4, resolution: 24 },
  L2: { response: 8, resolution: 72 },
  L1: { response: 24, resolution: 120 },
};
