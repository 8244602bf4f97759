import { createHash, randomBytes } from 'node:crypto';
import { LINK_MINUTES } from '#domain/account/account.schemas.ts';

/** What the database keeps of a link's token: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link to a page of the app, valid for LINK_MINUTES (password reset, e-mail change). */
export function newLink(appUrl: string, pagePath: string) {
  const token = randomBytes(32).toString('base64url');
  return {
    tokenHash: tokenHash(token),
    url: `${appUrl}${pagePath}?token=${token}`,
    expiresAt: new Date(Date.now() + LINK_MINUTES * 60_000),
  };
}
