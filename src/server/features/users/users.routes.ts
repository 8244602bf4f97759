import type { FastifyPluginAsync } from 'fastify';
import { userApi } from '#domain/users/user.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import { userView } from './user-view.service.ts';
import { createUser, deleteUser, updateUser, usersPage } from './users.service.ts';

export const usersRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, userApi.list, ({ query }) => usersPage(db, query));
  route(app, userApi.view, ({ params, caller }) => userView(db, params.id, caller));
  route(app, userApi.create, ({ body, caller }) => createUser(db, body, caller.language));
  route(app, userApi.update, ({ params, body, caller }) =>
    updateUser(db, params.id, body, caller, caller.language),
  );
  route(app, userApi.delete, ({ params, caller }) => deleteUser(db, params.id, caller.user, caller.language));
};
