import { z } from 'zod';

/**
 * What a staff member is told about. The first two are preferences a user may turn off; the SLA
 * warnings and breaches (decision 022, domain/sla/sla-clock.ts) always reach whom they concern.
 */
export const NOTIFICATION_KINDS = [
  'complaintAssigned',
  'commentOnAssigned',
  'responseWarning',
  'responseBreached',
  'resolutionWarning',
  'resolutionBreached',
  /** Automatic assignment found nobody for a new complaint (decision 024): Admins and Support Agents. */
  'autoAssignFailed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell shows the newest notifications, this many at most. */
export const NOTIFICATIONS_SHOWN = 20;

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  complaint_id: z.number().int(),
  /** Who assigned or commented, as named when it happened. */
  actor_name: z.string(),
  customer_name: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListReply = z.object({
  notifications: z.array(notification),
  unreadCount: z.number().int(),
});
export type NotificationListReply = z.infer<typeof notificationListReply>;
