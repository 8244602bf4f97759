import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATIONS_SHOWN,
  notificationListReply,
  type NotificationListReply,
} from '#domain/notifications/notification.schemas.ts';
import { notFound, unauthenticated } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { idParams } from '#server/db/id-params.ts';
import { countUnread, findNotifications, markAllRead, markRead } from './notifications.repository.ts';

const TAGS = ['notifications'];

async function listFor(db: Database, request: FastifyRequest): Promise<NotificationListReply> {
  if (!request.user) throw unauthenticated();
  const userId = request.user.id;
  const [rows, unreadCount] = await Promise.all([
    findNotifications(db, userId, request.ability, NOTIFICATIONS_SHOWN),
    countUnread(db, userId, request.ability),
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

/** The signed-in user's own notifications: nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: `The newest ${NOTIFICATIONS_SHOWN} notifications of the signed-in user and the unread count`,
        response: { 200: notificationListReply },
      },
    },
    (request) => listFor(db, request),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Marks one notification read',
        params: idParams,
        response: { 200: notificationListReply },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      if (!(await markRead(db, request.user.id, request.params.id))) throw notFound();
      return listFor(db, request);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Marks every notification of the signed-in user read',
        response: { 200: notificationListReply },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      await markAllRead(db, request.user.id);
      return listFor(db, request);
    },
  );
};
