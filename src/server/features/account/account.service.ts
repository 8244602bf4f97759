import type { z } from 'zod';
import type { AccountReply, updateAccountInput } from '#domain/account/account.schemas.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import type { Caller } from '#server/http/caller.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { hashPassword, verifyPassword } from '#server/security/passwords.ts';
import {
  changePassword,
  countOtherSessions,
  findAccount,
  passwordHashOf,
  signInEmailOf,
  updateAccountDetails,
} from './account.repository.ts';
import {
  assertEmailFree,
  mailVerification,
  pendingEmailOf,
  startEmailChange,
} from './email-change.service.ts';

/** What the account settings screen shows: details, preferences, other sessions, a pending e-mail. */
export async function accountOf(db: Database, caller: Caller): Promise<AccountReply> {
  const row = await findAccount(db, caller.user.id);
  if (!row) throw notFound();
  const { notificationPreferences, createdAt, ...user } = row;
  return {
    user,
    notificationPreferences,
    createdAt: createdAt.toISOString(),
    otherSessions: await countOtherSessions(db, caller.user.id, caller.sessionTokenHash),
    pendingEmail: await pendingEmailOf(db, caller.user.id),
  };
}

/**
 * Saves the account tab. A new address becomes the sign-in e-mail only once the link sent to it
 * is opened; the link is mailed after the change is committed.
 */
export async function updateAccount(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  caller: Caller,
  { email, ...details }: z.output<typeof updateAccountInput>,
): Promise<void> {
  const userId = caller.user.id;
  const current = await signInEmailOf(db, userId);
  const changing = email.toLowerCase() !== current?.toLowerCase();
  if (changing) await assertEmailFree(db, email, userId);
  const link = await db.transaction(async (tx) => {
    await updateAccountDetails(tx, userId, details);
    return changing ? startEmailChange(tx, userId, email, appUrl) : null;
  });
  if (link) await mailVerification(mailer, { name: details.name, email }, link, caller.language);
}

/** Sends a new link to the pending address; the old link stops working. */
export async function resendEmailChange(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  caller: Caller,
): Promise<void> {
  const { user, language } = caller;
  const pending = await pendingEmailOf(db, user.id);
  if (!pending) throw new AppError('NO_PENDING_EMAIL', 404, 'emailChange.messages.nonePending');
  await assertEmailFree(db, pending.email, user.id);
  const link = await startEmailChange(db, user.id, pending.email, appUrl);
  await mailVerification(mailer, { name: user.name, email: pending.email }, link, language);
}

/** Changes one's own password, proven by the current one; the other sessions end. */
export async function changeOwnPassword(
  db: Database,
  caller: Caller,
  input: { currentPassword: string; password: string },
): Promise<void> {
  if (!(await verifyPassword(await passwordHashOf(db, caller.user.id), input.currentPassword))) {
    throw new AppError(
      'VALIDATION_FAILED',
      422,
      'errors.validation',
      {},
      { currentPassword: ['account.validation.currentPasswordWrong'] },
    );
  }
  await changePassword(db, caller.user.id, await hashPassword(input.password), caller.sessionTokenHash);
}
