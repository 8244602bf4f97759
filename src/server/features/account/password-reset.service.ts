import { LINK_MINUTES } from '#domain/account/account.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { hashPassword } from '#server/security/passwords.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  activeAccountByEmail,
  isResetLinkUsable,
  replacePassword,
  saveResetLink,
  useResetLink,
} from './password-reset.repository.ts';
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
  const user = await activeAccountByEmail(db, email);
  if (!user) return;
  const link = newLink(options.appUrl, RESET_PATH);
  await saveResetLink(db, { tokenHash: link.tokenHash, userId: user.id, expiresAt: link.expiresAt });
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
  // The link is checked before the (slow, on purpose) hash, so made-up tokens cost the server little.
  if (!(await isResetLinkUsable(db, tokenHash(token)))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await useResetLink(tx, tokenHash(token));
    if (userId === undefined || !(await replacePassword(tx, userId, passwordHash))) throw invalidLink();
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
