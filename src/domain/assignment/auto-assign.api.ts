import { z } from 'zod';
import { endpoint } from '#domain/api/endpoint.ts';
import { autoAssignSettingsSchema } from './auto-assign.ts';

const tag = 'sla';

export const autoAssignReply = autoAssignSettingsSchema.extend({
  /** Whether the reader may change it (Admins). */
  canEdit: z.boolean(),
});
export type AutoAssignReply = z.infer<typeof autoAssignReply>;

/** Automatic assignment (decision 024): on the SLA screen, next to the targets. */
export const autoAssignApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings/auto-assign',
    access: { action: 'read', subject: 'Role' },
    tag,
    summary: 'Whether new complaints are assigned automatically, to which designations, with which cap',
    status: 200,
    reply: autoAssignReply,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings/auto-assign',
    access: { action: 'manage', subject: 'Settings' },
    tag,
    summary: 'Turns automatic assignment on or off and chooses its designations and cap',
    body: autoAssignSettingsSchema,
    status: 200,
    reply: autoAssignReply.extend({ message: z.string() }),
  }),
};
