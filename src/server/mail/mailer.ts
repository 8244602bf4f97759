import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config/env.ts';
import type { BackgroundWork } from '#server/plugins/background.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every message is written to the outbox folder (one `.eml` file each) and noted in the server log,
 * so a reset link can be found without a mail server; with SMTP_URL it is also sent by SMTP, in
 * the background: a slow or silent mail server never holds an answer back.
 */
export function createMailer(
  config: Config['mail'],
  log: FastifyBaseLogger,
  background: BackgroundWork,
): Mailer {
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    async send(mail) {
      const headers = `From: ${config.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nDate: ${new Date().toUTCString()}\nContent-Type: text/plain; charset=utf-8\n\n`;
      await fs.mkdir(config.outboxDir, { recursive: true });
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, headers + mail.text, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      const smtpUrl = config.smtpUrl;
      if (!smtpUrl) return;
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      background.run('sending mail by SMTP', async () =>
        (await transport!).sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        }),
      );
    },
  };
}
