import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';
import type { DatabaseAvailability } from '#server/db/availability.ts';
import { isApiRoute } from './api-route.ts';

// Long enough for a restart or a failover, short enough that the screens come back soon after.
export const DATABASE_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    databaseAvailability: DatabaseAvailability;
  }
}

export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 503, 'errors.databaseUnavailable', {}, undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

/**
 * While the database does not answer, every API request is answered 503 DATABASE_UNAVAILABLE with
 * `Retry-After` at once (after one shared check, so the first request after it comes back goes
 * through), instead of waiting on a server that is not there. Pages and static files need no
 * database and are still served, so the app can show that it is retrying.
 */
export const databaseAvailabilityPlugin = fp(
  async (app: FastifyInstance, { availability }: { availability: DatabaseAvailability }) => {
    app.decorate('databaseAvailability', availability);
    app.addHook('onRequest', async (request) => {
      if (availability.up || !isApiRoute(request)) return;
      if (!(await availability.recheck())) throw databaseUnavailable();
    });
  },
);
