import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '#domain/api/endpoint.ts';
import { isStaff } from '#domain/auth/roles.ts';
import { forbidden, unauthenticated } from '#server/app-error.ts';
import { isApiRoute } from './api-route.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Only the company's staff, whatever their role's rules (the API description). */
    staffOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule; a test fails when one has none. */
    apiRoutes: RegisteredRoute[];
  }
}

// The OpenAPI viewer's routes are registered by its plugin; the API description is for staff only:
// dealers' and waiting accounts have no use for the routes staff use.
const DOCS_PREFIX = '/api/docs';

/** Checks every API request against its route's `config.access`; a route without one refuses everybody. */
export const authorizationPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', [] as RegisteredRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.url.startsWith(DOCS_PREFIX))
      route.config = { ...route.config, access: 'signedIn', staffOnly: true };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      app.apiRoutes.push({ method, url: route.url, access: route.config?.access });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404 || !isApiRoute(request)) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (!request.user) throw access ? unauthenticated() : forbidden();
    if (!access) throw forbidden();
    if (request.routeOptions.config.staffOnly && !isStaff(request.user.role)) throw forbidden();
    if (access !== 'signedIn' && !request.ability.can(access.action, access.subject)) throw forbidden();
  });
});
