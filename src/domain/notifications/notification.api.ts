import { endpoint, idParams } from '#domain/api/endpoint.ts';
import { NOTIFICATIONS_SHOWN, notificationListReply } from './notification.schemas.ts';

const tag = 'notifications';

/** The signed-in user's own notifications: nobody reads or marks another's. */
export const notificationApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    tag,
    summary: `The newest ${NOTIFICATIONS_SHOWN} notifications of the signed-in user and the unread count`,
    status: 200,
    reply: notificationListReply,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signedIn',
    tag,
    summary: 'Marks one notification read',
    params: idParams,
    status: 200,
    reply: notificationListReply,
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    access: 'signedIn',
    tag,
    summary: 'Marks every notification of the signed-in user read',
    status: 200,
    reply: notificationListReply,
  }),
};
