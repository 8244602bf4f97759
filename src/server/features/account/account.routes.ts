import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessageReply,
  accountReply,
  changePasswordInput,
  forgotPasswordInput,
  registerInput,
  registrationState,
  resetPasswordInput,
  updateAccountInput,
  verifyEmailInput,
  verifyEmailReply,
} from '#domain/account/account.schemas.ts';
import { translate } from '#domain/i18n/translate.ts';
import { notificationPreferences } from '#domain/users/user.schemas.ts';
import { AppError, unauthenticated } from '#server/app-error.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { roles } from '#server/db/schema/roles.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';
import {
  assertEmailFree,
  cancelEmailChange,
  mailVerification,
  pendingEmailOf,
  startEmailChange,
  verifyEmail,
} from './email-change.service.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { requestPasswordReset, resetMessage, resetPassword } from './password-reset.service.ts';
import { isRegistrationOn, register, setRegistration } from './registration.service.ts';

const TAGS = ['account'];

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The signed-in user's own account (account settings, profile) and the password reset flow. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const mailer = createMailer(config.mail, app.log, app.background);

  async function accountOf(request: FastifyRequest) {
    const user = signedIn(request);
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        username: users.username,
        email: users.email,
        phone: users.phone,
        address: users.address,
        designation: roles.name,
        role: roles.slug,
        province: users.province,
        city: users.city,
        notificationPreferences: users.notificationPreferences,
        createdAt: users.createdAt,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, user.id));
    const [others] = await db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, request.sessionTokenHash ?? '')));
    const { notificationPreferences: preferences, createdAt, ...profile } = row!;
    return {
      user: profile,
      notificationPreferences: preferences,
      createdAt: createdAt.toISOString(),
      otherSessions: others?.value ?? 0,
      pendingEmail: await pendingEmailOf(db, user.id),
    };
  }

  app.get(
    '/api/account',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s own details, notification preferences and other sessions',
        response: { 200: accountReply },
      },
    },
    accountOf,
  );

  app.put(
    '/api/account',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Change one’s own name, e-mail, phone, address, province and city',
        body: updateAccountInput,
        response: { 200: accountReply },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { email, ...details } = request.body;
      const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      // A new address becomes the sign-in e-mail only once the link sent to it is opened.
      const changing = email.toLowerCase() !== current!.email.toLowerCase();
      if (changing) await assertEmailFree(db, email, user.id);
      const link = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...details, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        return changing ? startEmailChange(tx, user.id, email, config.mail.appUrl) : null;
      });
      if (link) await mailVerification(mailer, { name: details.name, email }, link, request.language);
      return accountOf(request);
    },
  );

  app.post(
    '/api/account/email-change/resend',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Send a new link to the pending e-mail address (the old link stops working)',
        response: { 200: accountReply },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const pending = await pendingEmailOf(db, user.id);
      if (!pending) throw new AppError('NO_PENDING_EMAIL', 404, 'emailChange.messages.nonePending');
      await assertEmailFree(db, pending.email, user.id);
      const link = await startEmailChange(db, user.id, pending.email, config.mail.appUrl);
      await mailVerification(mailer, { name: user.name, email: pending.email }, link, request.language);
      return accountOf(request);
    },
  );

  app.delete(
    '/api/account/email-change',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Cancel the pending e-mail change; the link sent stops working',
        response: { 200: accountReply },
      },
    },
    async (request) => {
      await cancelEmailChange(db, signedIn(request).id);
      return accountOf(request);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail address with the token of the link sent to it (signed in or not)',
        body: verifyEmailInput,
        response: { 200: verifyEmailReply },
      },
    },
    async (request) => {
      const email = await verifyEmail(db, request.body.token);
      return { email, message: translate(request.language, 'emailChange.messages.verified', { email }) };
    },
  );

  app.put(
    '/api/account/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'What the user wants to be told about in the app',
        body: notificationPreferences,
        response: { 200: accountReply },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await db
        .update(users)
        .set({ notificationPreferences: request.body, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return accountOf(request);
    },
  );

  app.put(
    '/api/account/password',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'Change one’s password, given the current one; other sessions end',
        body: changePasswordInput,
        response: { 200: accountMessageReply },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!(await verifyPassword(row?.hash, request.body.currentPassword))) {
        throw new AppError(
          'VALIDATION_FAILED',
          422,
          'errors.validation',
          {},
          {
            currentPassword: ['account.validation.currentPasswordWrong'],
          },
        );
      }
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, request.sessionTokenHash ?? '')));
      });
      return { message: translate(request.language, 'account.messages.passwordChanged') };
    },
  );

  app.post(
    '/api/account/sign-out-others',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: TAGS,
        summary: 'End every session of this account except the one making the call',
        response: { 200: accountMessageReply },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await app.sessions.endAllFor(user.id, request.sessionTokenHash);
      return { message: translate(request.language, 'account.messages.signedOutOthers') };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: `Send a single-use reset link; the answer is the same whether or not the address has an account`,
        body: forgotPasswordInput,
        response: { 200: accountMessageReply },
      },
    },
    async (request) => {
      const { email } = request.body;
      const options = { appUrl: config.mail.appUrl, language: request.language };
      // Looked up and mailed after the answer, so a known address answers as fast as an unknown one.
      app.background.run('password reset request', () => requestPasswordReset(db, mailer, email, options));
      return { message: resetMessage(request.language, 'resetSent') };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link’s token; every session of the account ends',
        body: resetPasswordInput,
        response: { 200: accountMessageReply },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return { message: resetMessage(request.language, 'passwordReset') };
    },
  );

  app.get(
    '/api/auth/registration',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Whether /register is open', response: { 200: registrationState } },
    },
    async () => ({ enabled: await isRegistrationOn(db) }),
  );

  app.put(
    '/api/settings/registration',
    {
      config: { access: { action: 'manage', subject: 'Settings' } },
      schema: {
        tags: ['settings'],
        summary: 'Open or close self-registration',
        body: registrationState,
        response: { 200: registrationState },
      },
    },
    async (request) => {
      await setRegistration(db, request.body.enabled);
      return { enabled: await isRegistrationOn(db) };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with no access until an admin gives it a designation (when open)',
        body: registerInput,
        response: { 201: accountMessageReply },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(db, mailer, request.body, request.language, app.background)),
  );
};
