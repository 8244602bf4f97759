import type { FastifyInstance } from 'fastify';
import { liveApi } from '#domain/live/live.api.ts';
import { liveListApi } from '#domain/live/live-list.api.ts';
import type { Database } from '#server/db/client.ts';
import { listChanges } from '#server/features/complaints/list-changes.service.ts';
import type { Listen } from '#server/db/listener.ts';
import { route } from '#server/http/route.ts';
import { LiveHub } from '#server/live/live-hub.ts';
import { LiveStream } from './live-stream.ts';
import { beat } from './presence.service.ts';

/** A reconnecting stream may ask for at most this many missed events; more, and it starts afresh. */
const REPLAY_LIMIT = 1_000;
/** How long the browser waits before reconnecting a stream that ended. */
const RETRY_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

export async function liveRoutes(app: FastifyInstance, { db, listen }: { db: Database; listen?: Listen }) {
  const hub = new LiveHub(db, listen, app.log);
  app.decorate('liveHub', hub);
  app.addHook('onReady', () => hub.start());
  // Before the server waits for requests in flight: open streams would hold the shutdown.
  app.addHook('preClose', () => hub.close());

  route(app, liveApi.events, async ({ caller, query, request, reply }) => {
    const tokenHash = caller.sessionTokenHash;
    const lastEventId = lastEventIdOf(request.headers['last-event-id'] ?? query.lastEventId);
    reply.hijack();
    // Fastify's own headers (security headers, cookies) first: a hijacked reply does not send them.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, typeof value === 'number' ? String(value) : value);
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    const stream = new LiveStream(
      {
        user: caller.user,
        ability: caller.ability,
        check: async () => (tokenHash ? app.sessions.check(tokenHash) : null),
      },
      reply.raw,
      request.log,
    );
    stream.onEnd = hub.subscribe(stream);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    try {
      if (lastEventId === null) {
        // The browser remembers this id and sends it back when it reconnects.
        stream.write(`id: ${await hub.latestId()}\n\n`);
        stream.replay([], new Map());
      } else {
        const missed = await hub.since(lastEventId, REPLAY_LIMIT + 1);
        if (missed.length > REPLAY_LIMIT || (lastEventId > 0 && !(await hub.exists(lastEventId)))) {
          stream.reset(await hub.latestId());
          stream.replay([], new Map());
        } else {
          stream.replay(missed, await hub.complaintsOf(missed));
        }
      }
    } catch (error) {
      request.log.warn({ err: error }, 'live stream could not start');
      stream.close();
    }
    return reply;
  });

  route(app, liveApi.presence, ({ params, body, caller }) => beat(db, params.id, body, caller));
  route(app, liveListApi.listChanges, ({ query, caller }) => listChanges(db, query, caller));
}

function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
