import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionReply, signInInput, type SessionReply } from '#domain/auth/auth.schemas.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { unauthenticated } from '#server/app-error.ts';
import { verifyCredentials } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/auth/csrf-token',
    {
      config: { access: 'public', duringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'The CSRF token for this browser, for API clients that do not load the page',
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => ({ token: app.csrfToken(request, reply) }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', duringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail and password',
        body: signInInput,
        response: { 200: sessionReply },
      },
    },
    async (request, reply) => {
      const userId = await verifyCredentials(db, request.body, request.ip);
      await app.sessions.start(request, reply, userId);
      return sessionOf(app, request);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public', duringMaintenance: true },
      schema: { tags: ['auth'], summary: 'Sign out: deletes the session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'signedIn', duringMaintenance: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, their role and ability rules',
        response: { 200: sessionReply },
      },
    },
    async (request) => sessionOf(app, request),
  );
};

async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<SessionReply> {
  const user = request.user;
  if (!user) throw unauthenticated();
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      designation: user.designation,
      role: user.role,
    },
    role: user.role,
    userAbilityRules: user.rules as SessionReply['userAbilityRules'],
    maintenance: await app.maintenance.isOn(),
  };
}
