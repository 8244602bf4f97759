import type { FastifyRequest } from 'fastify';

/**
 * Whether the request was routed to an /api route. The matched route decides, not the raw URL:
 * `/%61pi/dashboard` and `GET http://host/api/dashboard` reach the same handler as `/api/dashboard`,
 * so a check on `request.url` would let them skip the session, CSRF, access and maintenance hooks.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
