import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LINK_MINUTES } from '#domain/account/account.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { passwordResets } from '#server/db/schema/password-resets.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { hashPassword } from '#server/security/passwords.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { newLink, tokenHash } from './single-use-link.ts';

export const RESET_PATH = '/reset-password';

/**
 * Sends a single-use reset link when the address belongs to an active account. The caller answers
 * the same either way, so the answer never tells whether an address has an account.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  email: string,
  options: { appUrl: string; language: Language },
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt)));
  if (!user) return;
  const link = newLink(options.appUrl, RESET_PATH);
  await db
    .insert(passwordResets)
    .values({ tokenHash: link.tokenHash, userId: user.id, expiresAt: link.expiresAt });
  await mailer.send({
    to: user.email,
    subject: translate(options.language, 'account.mail.resetSubject'),
    text: translate(options.language, 'account.mail.resetText', {
      name: user.name,
      link: link.url,
      minutes: LINK_MINUTES,
    }),
  });
}

/** Sets the new password if the link is unused and fresh; uses it up and ends every session of the account. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const usable = () =>
    and(
      eq(passwordResets.tokenHash, tokenHash(token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
    );
  // The link is checked before the (slow, on purpose) hash, so made-up tokens cost the server little.
  const [valid] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable());
  if (!valid) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(usable())
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, reset.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw invalidLink();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // Any other link sent to this account is void once the password changed.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  });
}

function invalidLink() {
  return new AppError(
    'RESET_LINK_INVALID',
    422,
    'account.messages.resetLinkInvalid',
    {},
    {
      token: ['account.messages.resetLinkInvalid'],
    },
  );
}

export function resetMessage(language: Language, key: 'resetSent' | 'passwordReset'): string {
  return translate(language, `account.messages.${key}`);
}
