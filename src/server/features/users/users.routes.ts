import type { FastifyPluginAsync } from 'fastify';
import { userApi } from '#domain/users/user.api.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import { AUTO_ASSIGN_OPEN_JOB, autoAssignOpenJob } from './open-complaints.service.ts';
import { userView } from './user-view.service.ts';
import {
  createUser,
  deactivateUser,
  deleteUser,
  reactivateUser,
  updateUser,
  usersPage,
} from './users.service.ts';

export const usersRoutes: FastifyPluginAsync<{ db: Database; jobs: Jobs }> = async (app, { db, jobs }) => {
  route(app, userApi.list, ({ query }) => usersPage(db, query));
  route(app, userApi.view, ({ params, caller }) => userView(db, params.id, caller));
  route(app, userApi.create, ({ body, caller }) => createUser(db, body, caller.language));
  route(app, userApi.update, ({ params, body, caller }) =>
    updateUser(db, params.id, body, caller, caller.language),
  );
  route(app, userApi.delete, ({ params, query, caller }) =>
    deleteUser(db, jobs, { id: params.id, choice: query, caller: caller.user, language: caller.language }),
  );
  route(app, userApi.deactivate, ({ params, body, caller }) =>
    deactivateUser(db, jobs, { id: params.id, choice: body, caller: caller.user, language: caller.language }),
  );
  route(app, userApi.reactivate, ({ params, caller }) => reactivateUser(db, params.id, caller.language));
  jobs.define(AUTO_ASSIGN_OPEN_JOB, autoAssignOpenJob(db));
};
