import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per API request, once it is answered (Fastify's own request logging is off: it
 * writes two lines per request, static files included). Static files and pages are not logged.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
});
