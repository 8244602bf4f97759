import { z } from 'zod';
import { endpoint } from '#domain/api/endpoint.ts';
import { businessHoursSchema } from './business-hours.ts';
import { slaPolicySchema } from './sla-policy.ts';

const tag = 'sla';

export const slaSettingsInput = z.object({ hours: businessHoursSchema, policy: slaPolicySchema });
export const slaSettingsReply = z.object({
  hours: businessHoursSchema,
  policy: slaPolicySchema,
  /** Whether the reader may change them (Admins). */
  canEdit: z.boolean(),
});
export type SlaSettingsReply = z.infer<typeof slaSettingsReply>;
export const slaSettingsUpdateReply = slaSettingsReply.extend({
  message: z.string(),
  /** The background job bringing open complaints' clocks in line with the new settings (null: none open). */
  jobId: z.string().nullable(),
});

/** The SLA screen (decision 022): business hours, holidays, time zone and per-priority targets. */
export const slaApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings/sla',
    // Under Roles & Permissions: whoever reads roles (Admins, Support Agents) reads the policy.
    access: { action: 'read', subject: 'Role' },
    tag,
    summary: "The company's business hours, holidays, time zone and SLA targets per priority",
    status: 200,
    reply: slaSettingsReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings/sla',
    access: { action: 'manage', subject: 'Settings' },
    tag,
    summary:
      'Changes the business hours and SLA targets; a background job recomputes the due times of open complaints',
    body: slaSettingsInput,
    status: 200,
    reply: slaSettingsUpdateReply,
  }),
};

/** Only with TEST_CLOCK_HOOK (end-to-end tests): runs the SLA job as if `minutes` more had passed. */
export const slaTestingApi = {
  sweep: endpoint({
    method: 'POST',
    path: '/api/testing/sla-sweep',
    access: { action: 'manage', subject: 'Settings' },
    tag,
    summary: 'Test hook: runs the SLA job at a later time (only when TEST_CLOCK_HOOK is set)',
    body: z.object({ minutes: z.number().int().min(0).max(1_000_000) }),
    status: 200,
    reply: z.object({ looked: z.number().int() }),
  }),
};
