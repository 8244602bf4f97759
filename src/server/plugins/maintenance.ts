import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';
import { AppError } from '#server/app-error.ts';
import { isApiRoute } from './api-route.ts';

const RETRY_AFTER_SECONDS = 600;
// Other app processes see a change within this time; the process that made it sees it at once.
const CACHE_MS = 5_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that must keep working during maintenance: sign-in, sign-out, session, health. */
    duringMaintenance?: boolean;
  }
  interface FastifyInstance {
    maintenance: {
      /** True when the MAINTENANCE_MODE variable forces it on, whatever admins set. */
      forced: boolean;
      isOn(): Promise<boolean>;
      set(enabled: boolean): Promise<void>;
    };
  }
}

/** While maintenance mode is on, the API answers 503 to everyone but admins. */
export const maintenancePlugin = fp(
  async (app: FastifyInstance, { db, forced }: { db: Database; forced: boolean }) => {
    let cached: { value: boolean; at: number } | null = null;

    async function isOn() {
      if (forced) return true;
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const [row] = await db.select().from(settings).where(eq(settings.key, 'maintenance'));
      cached = { value: row?.value === true, at: Date.now() };
      return cached.value;
    }

    async function set(enabled: boolean) {
      await db
        .insert(settings)
        .values({ key: 'maintenance', value: enabled })
        .onConflictDoUpdate({ target: settings.key, set: { value: enabled, updatedAt: new Date() } });
      cached = { value: enabled, at: Date.now() };
    }

    app.decorate('maintenance', { forced, isOn, set });

    app.addHook('onRequest', async (request) => {
      if (request.is404 || !isApiRoute(request)) return;
      if (request.routeOptions.config.duringMaintenance || request.user?.role === 'admin') return;
      if (await isOn()) {
        throw new AppError('MAINTENANCE', 503, 'errors.maintenance', {}, undefined, {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
    });
  },
);
