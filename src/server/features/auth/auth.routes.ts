import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authApi } from '#domain/auth/auth.api.ts';
import type { SessionReply } from '#domain/auth/auth.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { requireCaller, type Caller } from '#server/http/caller.ts';
import { route } from '#server/http/route.ts';
import { companyTimeZone } from '#server/features/sla/sla.service.ts';
import { verifyCredentials } from './auth.service.ts';

export const authRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  route(app, authApi.csrfToken, ({ request, reply }) => ({ token: app.csrfToken(request, reply) }));

  route(app, authApi.signIn, async ({ body, request, reply }) => {
    const userId = await verifyCredentials(db, body, request.ip);
    await app.sessions.start(request, reply, userId);
    return sessionOf(app, db, requireCaller(request));
  });

  route(app, authApi.signOut, async ({ request, reply }) => {
    await app.sessions.end(request, reply);
  });

  route(app, authApi.session, ({ caller }) => sessionOf(app, db, caller));
};

async function sessionOf(app: FastifyInstance, db: Database, { user }: Caller): Promise<SessionReply> {
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
    timeZone: await companyTimeZone(db),
  };
}
