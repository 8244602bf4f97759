import type { FastifyPluginAsync } from 'fastify';
import { passwordResetApi } from '#domain/account/account.api.ts';
import { route } from '#server/http/route.ts';
import type { MailingRoutesOptions } from './account.routes.ts';
import { requestPasswordReset, resetMessage, resetPassword } from './password-reset.service.ts';

/** 'Forgot Password?': a single-use link by e-mail, then the new password. */
export const passwordResetRoutes: FastifyPluginAsync<MailingRoutesOptions> = async (
  app,
  { db, mailer, appUrl },
) => {
  route(app, passwordResetApi.forgot, async ({ body, request }) => {
    await requestPasswordReset(db, mailer, body.email, { appUrl, language: request.language });
    return { message: resetMessage(request.language, 'resetSent') };
  });

  route(app, passwordResetApi.reset, async ({ body, request }) => {
    await resetPassword(db, body.token, body.password);
    return { message: resetMessage(request.language, 'passwordReset') };
  });
};
