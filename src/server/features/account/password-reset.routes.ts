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
  route(app, passwordResetApi.forgot, ({ body, request }) => {
    const options = { appUrl, language: request.language };
    // Looked up and mailed after the answer, so a known address answers as fast as an unknown one.
    app.background.run('password reset request', () => requestPasswordReset(db, mailer, body.email, options));
    return { message: resetMessage(request.language, 'resetSent') };
  });

  route(app, passwordResetApi.reset, async ({ body, request }) => {
    await resetPassword(db, body.token, body.password);
    return { message: resetMessage(request.language, 'passwordReset') };
  });
};
