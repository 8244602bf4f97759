import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSRF_PLACEHOLDER = '<!--csrf-token-->';

/**
 * Serves the built web app: hashed assets cached for a year, and for every other GET outside /api
 * the single page, into which the browser's CSRF token is written (spec 4, Startup).
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDir }: { webDir: string }) => {
  const indexPath = path.join(webDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const token = app.csrfToken(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace(CSRF_PLACEHOLDER, `<meta name="csrf-token" content="${token}" />`));
  });
});
