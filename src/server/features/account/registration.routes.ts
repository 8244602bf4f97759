import type { FastifyPluginAsync } from 'fastify';
import { registrationApi } from '#domain/account/account.api.ts';
import { route } from '#server/http/route.ts';
import type { MailingRoutesOptions } from './account.routes.ts';
import { isRegistrationOn, setRegistration } from './registration.repository.ts';
import { register } from './registration.service.ts';

/** Self-registration: closed unless an admin opens it. */
export const registrationRoutes: FastifyPluginAsync<MailingRoutesOptions> = async (app, { db, mailer }) => {
  route(app, registrationApi.state, async () => ({ enabled: await isRegistrationOn(db) }));

  route(app, registrationApi.set, async ({ body }) => {
    await setRegistration(db, body.enabled);
    return { enabled: await isRegistrationOn(db) };
  });

  route(app, registrationApi.register, ({ body, request }) =>
    register(db, mailer, body, request.language, app.background),
  );
};
