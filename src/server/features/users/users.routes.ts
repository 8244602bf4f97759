import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserInput,
  updateUserInput,
  userListQuery,
  userListReply,
  userMessageReply,
  userUpdateReply,
  userViewReply,
} from '#domain/users/user.schemas.ts';
import { unauthenticated } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { userView } from './user-view.service.ts';
import { createUser, deleteUser, updateUser, usersPage } from './users.service.ts';

const TAGS = ['users'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/users',
    {
      config: { access: { action: 'read', subject: 'User' } },
      schema: {
        tags: TAGS,
        summary: 'One page of staff accounts, searched and sorted by the server, with the total',
        querystring: userListQuery,
        response: { 200: userListReply },
      },
    },
    (request) => usersPage(db, request.query),
  );

  app.get(
    '/api/users/:id/view',
    {
      // One's own view is the profile; anyone else's needs read on User (checked in the service).
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'A staff member: details, assigned complaints by status, recent activity',
        params: idParams,
        response: { 200: userViewReply },
      },
    },
    (request) => {
      if (!request.user) throw unauthenticated();
      return userView(db, request.params.id, {
        user: request.user,
        ability: request.ability,
        language: request.language,
      });
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: { action: 'create', subject: 'User' } },
      schema: {
        tags: TAGS,
        summary: 'Create a staff account; a username or e-mail in use is refused on its field',
        body: createUserInput,
        response: { 201: userUpdateReply },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(db, request.body, request.language)),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: { action: 'update', subject: 'User' } },
      schema: {
        tags: TAGS,
        summary: 'Update a staff account; an empty password keeps the current one',
        params: idParams,
        body: updateUserInput,
        response: { 200: userUpdateReply },
      },
    },
    (request) => {
      if (!request.user) throw unauthenticated();
      return updateUser(
        db,
        request.params.id,
        request.body,
        { user: request.user, sessionTokenHash: request.sessionTokenHash },
        request.language,
      );
    },
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: { action: 'delete', subject: 'User' } },
      schema: {
        tags: TAGS,
        summary: 'Delete a staff account: it cannot sign in, its sessions end, its name stays on records',
        params: idParams,
        response: { 200: userMessageReply },
      },
    },
    (request) => {
      if (!request.user) throw unauthenticated();
      return deleteUser(db, request.params.id, request.user, request.language);
    },
  );
};
