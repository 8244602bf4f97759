import { and, eq } from 'drizzle-orm';
import {
  NOTIFICATIONS_SHOWN,
  type NotificationKind,
  type NotificationListReply,
} from '#domain/notifications/notification.schemas.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '#domain/users/user.schemas.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import { publishLive } from '#server/live/live-events.ts';
import { countUnread, findNotifications } from './notifications.repository.ts';

export interface NewNotification {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  complaintId: number;
  /** Who did it: nobody is told about their own action. */
  actor: { id: number; name: string };
  customerName: string;
}

/** Whether the user still has an account and wants this kind (account settings, Notifications tab). */
async function wants(tx: Database, userId: number, kind: NotificationKind): Promise<boolean> {
  const [user] = await tx
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(and(eq(users.id, userId), activeAccount));
  if (user === undefined) return false;
  return !isPreference(kind) || user.preferences[kind];
}

function isPreference(kind: NotificationKind): kind is keyof NotificationPreferences {
  return kind in DEFAULT_NOTIFICATION_PREFERENCES;
}

/**
 * Records a notification inside the caller's transaction, so it exists exactly when the change
 * that caused it does.
 */
export async function notify(tx: Database, notice: NewNotification): Promise<void> {
  if (notice.userId === notice.actor.id) return;
  if (!(await wants(tx, notice.userId, notice.kind))) return;
  await tx.insert(notifications).values({
    user_id: notice.userId,
    kind: notice.kind,
    complaint_id: notice.complaintId,
    actor_name: notice.actor.name,
    customer_name: notice.customerName,
  });
  await publishLive(tx, [{ kind: 'notification', complaintId: notice.complaintId, userId: notice.userId }]);
}

/**
 * The bell's list: the user's newest notifications and how many are unread, of complaints the
 * reader may still read.
 */
export async function notificationsOf(db: Database, caller: Caller): Promise<NotificationListReply> {
  const [rows, unreadCount] = await Promise.all([
    findNotifications(db, caller.user.id, caller.ability, NOTIFICATIONS_SHOWN),
    countUnread(db, caller.user.id, caller.ability),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      complaint_id: row.complaint_id,
      actor_name: row.actor_name,
      customer_name: row.customer_name,
      read: row.read_at !== null,
      created_at: row.created_at.toISOString(),
    })),
    unreadCount,
  };
}
