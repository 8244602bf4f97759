import type { NotificationKind } from '#domain/notifications/notification.schemas.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';

export interface NewNotification {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  complaintId: number;
  /** Who did it: nobody is told about their own action. */
  actor: { id: number; name: string };
  customerName: string;
}

/**
 * Whether the user wants this kind of notification. Every kind is on until users can choose
 * (their notification preferences, issue 5): this is the one place to read them.
 */
async function wants(_tx: Database, _userId: number, _kind: NotificationKind): Promise<boolean> {
  return true;
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
}
