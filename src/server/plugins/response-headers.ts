import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer shares. API answers carry people's data, so no browser or proxy keeps them
 * (`no-store`) unless a route says otherwise (images revalidate instead). HSTS is sent only over
 * https: over plain http a browser ignores it, and a test server on http must not pin https.
 */
export const responseHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
