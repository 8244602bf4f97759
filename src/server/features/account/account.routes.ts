import type { FastifyPluginAsync } from 'fastify';
import { accountApi } from '#domain/account/account.api.ts';
import { translate } from '#domain/i18n/translate.ts';
import type { Database } from '#server/db/client.ts';
import { route } from '#server/http/route.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { setNotificationPreferences } from './account.repository.ts';
import { accountOf, changeOwnPassword, resendEmailChange, updateAccount } from './account.service.ts';
import { cancelEmailChange, verifyEmail } from './email-change.service.ts';

export interface MailingRoutesOptions {
  db: Database;
  mailer: Mailer;
  /** The address people open the app at, for links in e-mails. */
  appUrl: string;
}

/** The signed-in user's own account: details, e-mail change, notifications, password, sessions. */
export const accountRoutes: FastifyPluginAsync<MailingRoutesOptions> = async (
  app,
  { db, mailer, appUrl },
) => {
  route(app, accountApi.get, ({ caller }) => accountOf(db, caller));

  route(app, accountApi.update, async ({ body, caller }) => {
    await updateAccount(db, mailer, appUrl, caller, body);
    return accountOf(db, caller);
  });

  route(app, accountApi.resendEmailChange, async ({ caller }) => {
    await resendEmailChange(db, mailer, appUrl, caller);
    return accountOf(db, caller);
  });

  route(app, accountApi.cancelEmailChange, async ({ caller }) => {
    await cancelEmailChange(db, caller.user.id);
    return accountOf(db, caller);
  });

  route(app, accountApi.verifyEmail, async ({ body, request }) => {
    const email = await verifyEmail(db, body.token);
    return { email, message: translate(request.language, 'emailChange.messages.verified', { email }) };
  });

  route(app, accountApi.setNotifications, async ({ body, caller }) => {
    await setNotificationPreferences(db, caller.user.id, body);
    return accountOf(db, caller);
  });

  route(app, accountApi.changePassword, async ({ body, caller }) => {
    await changeOwnPassword(db, caller, body);
    return { message: translate(caller.language, 'account.messages.passwordChanged') };
  });

  route(app, accountApi.signOutOthers, async ({ caller }) => {
    await app.sessions.endAllFor(caller.user.id, caller.sessionTokenHash);
    return { message: translate(caller.language, 'account.messages.signedOutOthers') };
  });
};
