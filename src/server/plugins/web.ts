import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterSignInPath } from '#domain/auth/after-sign-in.ts';
import { hashToken, SESSION_COOKIE } from './session.ts';

const CSRF_PLACEHOLDER = '<!--csrf-token-->';
const SIGN_IN_PATH = '/login';
/** Hashed file names change with their content: a browser may keep them for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, the sign-in page at /login, and for
 * every other GET outside /api the single-page app; each page gets the browser's CSRF token written in (spec 4, Startup).
 * A signed-in visitor of /login is sent straight on (spec 2.7, unauthenticated only), decided here
 * from the session cookie so no page has to load and ask first.
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDir }: { webDir: string }) => {
  const read = (name: string) => {
    const file = path.join(webDir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
  const indexHtml = read('index.html');
  // The sign-in page is a separate, lighter entry of the same build.
  const signInHtml = read('login.html') ?? indexHtml;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      // The build writes a brotli and a gzip copy beside every text file (decision 029): those are
      // sent as they are, so @fastify/compress leaves them alone (it skips a reply that has a
      // Content-Encoding) and nothing is compressed again per request.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const [pathname, query = ''] = request.url.split('?');
    const signingIn = pathname === SIGN_IN_PATH;
    if (signingIn) {
      const token = request.cookies[SESSION_COOKIE];
      // With the database away the sign-in page is still the right answer: it says so on submit.
      const user = token ? await app.sessions.check(hashToken(token)).catch(() => null) : null;
      if (user) {
        const target = afterSignInPath(user.role, new URLSearchParams(query).get('redirect'));
        return reply.header('cache-control', 'no-store').redirect(target, 302);
      }
    }
    const page = signingIn ? signInHtml! : indexHtml;
    const token = app.csrfToken(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.replace(CSRF_PLACEHOLDER, `<meta name="csrf-token" content="${token}" />`));
  });
});
