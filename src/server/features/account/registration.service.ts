import type { z } from 'zod';
import type { registerInput } from '#domain/account/account.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { hashPassword } from '#server/security/passwords.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { BackgroundWork } from '#server/plugins/background.ts';
import { accountUsing, createClientAccount, isRegistrationOn } from './registration.repository.ts';

/**
 * Creates a Client account (no access until an admin gives it a designation). An e-mail address
 * already in use gets the same answer, and its owner a note, so the answer never tells whether an
 * address has an account; a username in use is refused on its field.
 */
export async function register(
  db: Database,
  mailer: Mailer,
  input: z.output<typeof registerInput>,
  language: Language,
  background: BackgroundWork,
): Promise<{ message: string }> {
  if (!(await isRegistrationOn(db)))
    throw new AppError('REGISTRATION_CLOSED', 403, 'account.messages.registrationClosed');
  const message = translate(language, 'account.messages.registered');
  // Every sign-up pays for the hash and none waits for a mail: the time of the answer does not
  // tell whether the address has an account.
  const passwordHash = await hashPassword(input.password);
  const existing = await accountUsing(db, input.username, input.email);
  if (existing && existing.email.toLowerCase() === input.email.toLowerCase()) {
    background.run('registered-again mail', () =>
      mailer.send({
        to: existing.email,
        subject: translate(language, 'account.mail.registeredAgainSubject'),
        text: translate(language, 'account.mail.registeredAgainText'),
      }),
    );
    return { message };
  }
  if (existing)
    throw new AppError(
      'VALIDATION_FAILED',
      422,
      'errors.validation',
      {},
      {
        username: ['users.validation.usernameTaken'],
      },
    );
  await createClientAccount(db, {
    name: input.name,
    username: input.username,
    email: input.email,
    passwordHash,
  });
  return { message };
}
