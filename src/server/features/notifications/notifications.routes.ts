import type { FastifyPluginAsync } from 'fastify';
import { notificationApi } from '#domain/notifications/notification.api.ts';
import { notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { markAllRead, markRead } from './notifications.repository.ts';
import { notificationsOf } from './notifications.service.ts';

/** The signed-in user's own notifications: nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, notificationApi.list, ({ caller }) => notificationsOf(db, caller));

  route(app, notificationApi.markRead, async ({ params, caller }) => {
    if (!(await markRead(db, caller.user.id, params.id))) throw notFound();
    return notificationsOf(db, caller);
  });

  route(app, notificationApi.markAllRead, async ({ caller }) => {
    await markAllRead(db, caller.user.id);
    return notificationsOf(db, caller);
  });
};
