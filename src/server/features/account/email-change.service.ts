import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { LINK_MINUTES } from '#domain/account/account.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { emailChanges } from '#server/db/schema/email-changes.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { newLink, tokenHash } from './single-use-link.ts';

export const VERIFY_EMAIL_PATH = '/verify-email';

async function usedByAnother(db: Database, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId), isNull(users.deletedAt)),
    );
  return Boolean(taken);
}

/** Refuses an address another active account signs in with, on the account form's e-mail field. */
export async function assertEmailFree(db: Database, email: string, userId: number): Promise<void> {
  if (await usedByAnother(db, email, userId))
    throw new AppError(
      'VALIDATION_FAILED',
      422,
      'errors.validation',
      {},
      { email: ['users.validation.emailTaken'] },
    );
}

/** The new address waiting for confirmation (its link may have expired: the user can resend). */
export async function pendingEmailOf(db: Database, userId: number) {
  const [pending] = await db
    .select({ email: emailChanges.email, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  if (!pending) return null;
  return {
    email: pending.email,
    expiresAt: pending.expiresAt.toISOString(),
    expired: pending.expiresAt.getTime() <= Date.now(),
  };
}

/** Voids every unused link of the account: a newer one replaces it, or the change is cancelled. */
export async function cancelEmailChange(db: Database, userId: number): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/**
 * Records `email` as the account's pending address with a new single-use link (older links stop
 * working) and returns the link, for the caller to mail once its transaction is committed.
 */
export async function startEmailChange(db: Database, userId: number, email: string, appUrl: string) {
  const link = newLink(appUrl, VERIFY_EMAIL_PATH);
  await cancelEmailChange(db, userId);
  await db
    .insert(emailChanges)
    .values({ tokenHash: link.tokenHash, userId, email, expiresAt: link.expiresAt });
  return link.url;
}

/** Sends the link to the new address (never to the old one: only its owner can confirm it). */
export async function mailVerification(
  mailer: Mailer,
  to: { name: string; email: string },
  link: string,
  language: Language,
): Promise<void> {
  await mailer.send({
    to: to.email,
    subject: translate(language, 'emailChange.mail.subject'),
    text: translate(language, 'emailChange.mail.text', { name: to.name, link, minutes: LINK_MINUTES }),
  });
}

/** Makes the pending address the sign-in e-mail if the link is unused and fresh, and uses it up. */
export async function verifyEmail(db: Database, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailChanges.tokenHash, tokenHash(token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailChanges.userId, email: emailChanges.email });
    if (!change) throw invalidLink();
    // Another account may have taken the address since the link was sent.
    if (await usedByAnother(tx, change.email, change.userId))
      throw new AppError(
        'EMAIL_TAKEN',
        409,
        'emailChange.messages.takenMeanwhile',
        {},
        {
          token: ['emailChange.messages.takenMeanwhile'],
        },
      );
    const [user] = await tx
      .update(users)
      .set({ email: change.email, updatedAt: new Date() })
      .where(and(eq(users.id, change.userId), activeAccount))
      .returning({ id: users.id });
    // A deactivated account's link confirms nothing (decision 049).
    if (!user) throw invalidLink();
    await cancelEmailChange(tx, user.id);
    return change.email;
  });
}

function invalidLink() {
  return new AppError(
    'VERIFY_LINK_INVALID',
    422,
    'emailChange.messages.linkInvalid',
    {},
    {
      token: ['emailChange.messages.linkInvalid'],
    },
  );
}
