import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { defineAbility, interpolateRules, type AppAbility, type Rule } from '#domain/auth/permissions.ts';
import { designationOf, type RoleSlug } from '#domain/auth/roles.ts';
import { languageFromHeader, type Language } from '#domain/i18n/languages.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import { SESSION_CHANGES_CHANNEL, type Listen } from '#server/db/listener.ts';
import { roles } from '#server/db/schema/roles.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';
import { isApiRoute } from './api-route.ts';
import { SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'sid';
// Saves a write per request: last_seen_at moves at most once a minute.
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthUser {
  id: number;
  name: string;
  username: string;
  email: string;
  role: RoleSlug;
  designation: string;
  dealerId: number | null;
  /** The role's rules with `${user.id}` filled in: what the web app stores as userAbilityRules. */
  rules: Rule[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    ability: AppAbility;
    language: Language;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Signs the user in on this request: new token, cookie, and `request.user` set. */
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      endAllFor(userId: number, except?: string | null): Promise<void>;
      /** The user of a session that is still valid, or null; reads only (a live stream re-checks with it). */
      check(tokenHash: string): Promise<AuthUser | null>;
    };
  }
}

const NO_ABILITY = defineAbility([]);
// A cached session hands the same user to each of its requests, so its ability is built once.
const abilities = new WeakMap<AuthUser, AppAbility>();

/** A session as the cache keeps it: its user, and the times its validity is checked against. */
interface KnownSession {
  userId: number;
  user: AuthUser;
  lastSeenAt: number;
  expiresAt: number;
}

const USER_COLUMNS = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  dealerId: users.dealerId,
  role: roles.slug,
  rules: roles.rules,
};

// Rules compare `dealer_id` with the user's dealership; a null there would match every complaint
// without a dealer, so an account without a dealership gets an id no dealership has.
const NO_DEALERSHIP = 0;

function toAuthUser(row: {
  id: number;
  name: string;
  username: string;
  email: string;
  dealerId: number | null;
  role: RoleSlug;
  rules: Rule[];
}): AuthUser {
  const dealerId = row.dealerId;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    designation: designationOf(row.role),
    dealerId,
    rules: interpolateRules(row.rules, { id: row.id, dealerId: dealerId ?? NO_DEALERSHIP }),
  };
}

/**
 * The account as a request would see it, for work done outside a request (a background job acts
 * with its owner's rights as they are when it runs); undefined once the account is deleted.
 */
export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(USER_COLUMNS)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), activeAccount));
  return row ? toAuthUser(row) : undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads the session cookie on every request and puts the signed-in user and their ability on it. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { db, config, listen }: { db: Database; config: Config; listen?: Listen }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('language', 'en');
    app.decorateRequest('ability', {
      getter(this: FastifyRequest) {
        if (!this.user) return NO_ABILITY;
        let ability = abilities.get(this.user);
        if (!ability) abilities.set(this.user, (ability = defineAbility(this.user.rules)));
        return ability;
      },
    });

    // Without notifications (a test app built without `listen`) nothing is cached.
    const cache = new SessionCache<KnownSession>(config.session.cacheMs);
    if (listen && config.session.cacheMs > 0) {
      let unlisten: (() => Promise<void>) | null = null;
      app.addHook('onReady', async () => {
        unlisten = await listen(SESSION_CHANGES_CHANNEL, {
          onMessage: (payload) => cache.forget(payload),
          onReconnected: () => cache.listening(),
          onLost: () => cache.lost(),
        });
        cache.listening();
      });
      app.addHook('onClose', async () => {
        cache.lost();
        await unlisten?.();
      });
    }

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
    });

    // Built once; on PostgreSQL a named statement, parsed and planned once per connection.
    const sessionByToken = db
      .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, ...USER_COLUMNS })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      // A deleted or deactivated account's sessions end at once, even before their rows are removed.
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), activeAccount))
      .prepare('session_by_token');
    const findSession = async (tokenHash: string): Promise<KnownSession | undefined> => {
      const [row] = await sessionByToken.execute({ tokenHash });
      return (
        row && {
          userId: row.id,
          user: toAuthUser(row),
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
        }
      );
    };
    const isValid = (session: KnownSession, now: number) =>
      session.expiresAt > now && session.lastSeenAt + config.session.idleMs > now;

    /** The session of a token: from the cache when it is there and still valid, else read (and kept). */
    const sessionOf = async (tokenHash: string, now: number): Promise<KnownSession | undefined> => {
      const cached = cache.get(tokenHash, now);
      // One that looks ended is read again: another process may have used it since.
      if (cached && isValid(cached, now)) return cached;
      const stamp = cache.stamp();
      const session = await findSession(tokenHash);
      if (session && isValid(session, now)) cache.set(tokenHash, session, stamp, now);
      return session;
    };

    app.addHook('onRequest', async (request, reply) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !isApiRoute(request)) return;
      const tokenHash = hashToken(token);
      const now = Date.now();
      const session = await sessionOf(tokenHash, now);
      if (!session || !isValid(session, now)) {
        if (session) await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        return;
      }
      if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.tokenHash, tokenHash));
        session.lastSeenAt = now;
      }
      request.sessionTokenHash = tokenHash;
      request.user = session.user;
    });

    app.decorate('sessions', {
      async start(request, reply, userId) {
        // A fresh token at every sign-in, so a token planted before sign-in is worth nothing.
        if (request.sessionTokenHash)
          await db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
        const token = randomBytes(32).toString('base64url');
        const now = Date.now();
        await db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId,
          expiresAt: new Date(now + config.session.maxAgeMs),
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
          ip: request.ip,
        });
        // Opportunistic clean-up of expired rows keeps the table small without a scheduler.
        await db
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, new Date(now)),
              lt(sessions.lastSeenAt, new Date(now - config.session.idleMs)),
            ),
          );
        reply.setCookie(SESSION_COOKIE, token, {
          ...cookieOptions(request),
          maxAge: config.session.maxAgeMs / 1000,
        });
        app.dropCsrfSeed(reply);
        const [row] = await db
          .select(USER_COLUMNS)
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(eq(users.id, userId));
        request.sessionTokenHash = hashToken(token);
        request.user = toAuthUser(row!);
      },
      async end(request, reply) {
        if (request.sessionTokenHash)
          await db.delete(sessions).where(eq(sessions.tokenHash, request.sessionTokenHash));
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
        app.dropCsrfSeed(reply);
      },
      async check(tokenHash) {
        const session = await findSession(tokenHash);
        return session && isValid(session, Date.now()) ? session.user : null;
      },
      async endAllFor(userId, except = null) {
        await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), except ? ne(sessions.tokenHash, except) : sql`true`));
      },
    });
  },
);
