import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';
import { AppError } from '#server/app-error.ts';
import { isApiRoute } from './api-route.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SEED_COOKIE = 'csrf_seed';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The token the page's `<meta name="csrf-token">` carries for this browser (sets its seed cookie if new). */
    csrfToken(request: FastifyRequest, reply: FastifyReply): string;
  }
}

/**
 * Each browser gets a random seed in an httpOnly cookie; its token is an HMAC of that seed with a
 * secret kept in the database, so every app process accepts every other's tokens.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, { db }: { db: Database }) => {
  const secret = await sharedSecret(db);
  const sign = (seed: string) => createHmac('sha256', secret).update(seed).digest('base64url');

  app.decorate('csrfToken', (request: FastifyRequest, reply: FastifyReply) => {
    let seed = request.cookies[SEED_COOKIE];
    if (!seed) {
      seed = randomBytes(24).toString('base64url');
      reply.setCookie(SEED_COOKIE, seed, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
    return sign(seed);
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    const seed = request.cookies[SEED_COOKIE];
    const sent = request.headers[CSRF_HEADER];
    if (!seed || typeof sent !== 'string' || !sameText(sent, sign(seed))) {
      throw new AppError('CSRF_TOKEN_MISMATCH', 419, 'errors.csrf');
    }
  });
});

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
