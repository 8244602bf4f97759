import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';
import { AppError } from '#server/app-error.ts';
import { isApiRoute } from './api-route.ts';
import { hashToken, SESSION_COOKIE } from './session.ts';

export const CSRF_HEADER = 'x-csrf-token';
export const SEED_COOKIE = 'csrf_seed';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Fetch metadata a browser sends with a call made by a page of this very origin, or typed by the user.
const OWN_SITE = new Set(['same-origin', 'none']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The token the page's `<meta name="csrf-token">` carries for this browser (sets its seed cookie if new). */
    csrfToken(request: FastifyRequest, reply: FastifyReply): string;
    /** Drops the seed of signed-out tokens: a session starts or ends, so none made before stays valid. */
    dropCsrfSeed(reply: FastifyReply): void;
  }
}

/**
 * A signed-in browser's token is an HMAC of its session (a new one at each sign-in, gone at
 * sign-out), so a token learnt or planted before cannot act for the session. Before sign-in it is
 * an HMAC of a random seed in an httpOnly cookie, dropped when a session starts. The secret is kept
 * in the database, so every app process accepts every other's tokens. State-changing calls that a
 * browser says come from another site are refused whatever their token.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, { db, appUrl }: { db: Database; appUrl: string }) => {
    const secret = await sharedSecret(db);
    const sign = (binding: string) => createHmac('sha256', secret).update(binding).digest('base64url');
    const appHost = new URL(appUrl).host;

    /** What the token is bound to: the session cookie when there is one, else the seed cookie. */
    const bindingOf = (request: FastifyRequest): string | null => {
      const session = request.cookies[SESSION_COOKIE];
      if (session) return `session:${hashToken(session)}`;
      const seed = request.cookies[SEED_COOKIE];
      return seed ? `seed:${seed}` : null;
    };

    app.decorate('csrfToken', (request: FastifyRequest, reply: FastifyReply) => {
      const binding = bindingOf(request);
      if (binding) return sign(binding);
      const seed = randomBytes(24).toString('base64url');
      reply.setCookie(SEED_COOKIE, seed, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
      return sign(`seed:${seed}`);
    });

    app.decorate('dropCsrfSeed', (reply: FastifyReply) => {
      reply.clearCookie(SEED_COOKIE, { path: '/' });
    });

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
      if (fromAnotherSite(request, appHost))
        throw new AppError('CROSS_SITE_REQUEST', 403, 'errors.crossSite');
      const binding = bindingOf(request);
      const sent = request.headers[CSRF_HEADER];
      if (!binding || typeof sent !== 'string' || !sameText(sent, sign(binding))) {
        throw new AppError('CSRF_TOKEN_MISMATCH', 419, 'errors.csrf');
      }
    });
  },
);

/** The browser says the call was made by a page of another site (`Sec-Fetch-Site`, `Origin`). */
function fromAnotherSite(request: FastifyRequest, appHost: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_SITE.has(site)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = URL.canParse(origin) ? new URL(origin).host : null;
  // Through URL, as the Origin is: a default port (`:443`) drops out of both.
  const own = `${request.protocol}://${request.host}`;
  const ownHost = URL.canParse(own) ? new URL(own).host : request.host;
  return host !== ownHost && host !== appHost;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function sharedSecret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: 'csrf_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'csrf_secret'));
  return row!.value as string;
}
