import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerInput } from '#domain/account/account.schemas.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { translate } from '#domain/i18n/translate.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { roles } from '#server/db/schema/roles.ts';
import { settings } from '#server/db/schema/settings.ts';
import { users } from '#server/db/schema/users.ts';
import { hashPassword } from '#server/security/passwords.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { BackgroundWork } from '#server/plugins/background.ts';

const REGISTRATION_KEY = 'registration';

/** Registration is off unless an admin turned it on (architecture.md section 5). */
export async function isRegistrationOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REGISTRATION_KEY));
  return (row?.value as { enabled?: boolean } | undefined)?.enabled === true;
}

export async function setRegistration(db: Database, enabled: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: REGISTRATION_KEY, value: { enabled } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { enabled }, updatedAt: new Date() } });
}

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
  const [existing] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(
          eq(sql`lower(${users.username})`, input.username.toLowerCase()),
          eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        ),
      ),
    )
    .limit(1);
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
  const [client] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'client'));
  await db.insert(users).values({
    name: input.name,
    username: input.username,
    email: input.email,
    roleId: client!.id,
    passwordHash,
  });
  return { message };
}
