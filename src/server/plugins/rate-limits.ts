import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountApi, passwordResetApi, registrationApi } from '#domain/account/account.api.ts';
import type { Endpoint } from '#domain/api/endpoint.ts';
import type { Database } from '#server/db/client.ts';
import { countHit, tooManyRequests } from '#server/security/rate-limit.ts';

/** A limit on one endpoint: at most `max` calls per `windowMinutes` for each value `per` gives. */
export interface RouteLimit {
  /** The endpoint's contract, whose route is limited. */
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  /** Names the counter, e.g. `forgot-password:email`. */
  name: string;
  max: number;
  windowMinutes: number;
  /** What is counted: the caller's address, or what the call is aimed at; null counts nothing. */
  per: (request: FastifyRequest) => string | null;
}

/** An endpoint's route as Fastify names it for a request: `POST /api/auth/forgot-password`. */
export const routeOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

const byAddress = (request: FastifyRequest) => request.ip;
const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
};
// A token is counted by its hash, so the table never holds a usable one.
const bodyTokenHash = (request: FastifyRequest) => {
  const token = bodyField('token')(request);
  return token === null ? null : createHash('sha256').update(token).digest('hex');
};
const signedInUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : null);

/**
 * The routes that send mail or hash a password for anyone who asks: each is limited per address
 * and per account it is aimed at (an address, a reset link, the signed-in account).
 */
export const ROUTE_LIMITS: RouteLimit[] = [
  {
    endpoint: passwordResetApi.forgot,
    name: 'forgot-password:address',
    max: 10,
    windowMinutes: 15,
    per: byAddress,
  },
  {
    endpoint: passwordResetApi.forgot,
    name: 'forgot-password:email',
    max: 3,
    windowMinutes: 60,
    per: bodyField('email'),
  },
  {
    endpoint: passwordResetApi.reset,
    name: 'reset-password:address',
    max: 10,
    windowMinutes: 15,
    per: byAddress,
  },
  {
    endpoint: passwordResetApi.reset,
    name: 'reset-password:token',
    max: 5,
    windowMinutes: 15,
    per: bodyTokenHash,
  },
  { endpoint: registrationApi.register, name: 'register:address', max: 5, windowMinutes: 60, per: byAddress },
  {
    endpoint: registrationApi.register,
    name: 'register:email',
    max: 3,
    windowMinutes: 60,
    per: bodyField('email'),
  },
  {
    endpoint: accountApi.resendEmailChange,
    name: 'email-resend:address',
    max: 10,
    windowMinutes: 15,
    per: byAddress,
  },
  {
    endpoint: accountApi.resendEmailChange,
    name: 'email-resend:account',
    max: 3,
    windowMinutes: 15,
    per: signedInUser,
  },
];

/**
 * Applies route limits, counted in the database so every app process shares them: a call over a
 * limit is answered 429 with `Retry-After` before its handler runs (after validation, so the body
 * is read and a malformed call counts nothing). The check is added to the limited routes only, so
 * the other routes pay nothing for it.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { db, limits = ROUTE_LIMITS }: { db: Database; limits?: RouteLimit[] }) => {
    const limitsOf = new Map<string, RouteLimit[]>();
    for (const limit of limits) {
      const route = routeOf(limit.endpoint);
      limitsOf.set(route, [...(limitsOf.get(route) ?? []), limit]);
    }

    const checkLimits = (routeLimits: RouteLimit[]) => async (request: FastifyRequest) => {
      const counted = await Promise.all(
        routeLimits.map(async (limit) => {
          const value = limit.per(request);
          if (value === null) return null;
          const hits = await countHit(db, `${limit.name}:${value}`, limit.windowMinutes * 60_000);
          return hits.count > limit.max ? hits.resetAt : null;
        }),
      );
      const over = counted.filter((resetAt) => resetAt !== null);
      if (over.length === 0) return;
      const latest = new Date(Math.max(...over.map((resetAt) => resetAt.getTime())));
      throw tooManyRequests('RATE_LIMITED', 'errors.rateLimited', latest);
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const routeLimits = methods.flatMap((method) => limitsOf.get(`${method} ${route.url}`) ?? []);
      if (routeLimits.length === 0) return;
      // First, as the app-wide hook it replaces ran before any of the route's own.
      route.preHandler = [checkLimits(routeLimits), ...[route.preHandler ?? []].flat()];
    });
  },
);
