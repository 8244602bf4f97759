import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** From this long on, an answered API request is logged at `info` like a refused or failed one. */
export const SLOW_REQUEST_MS = 500;
// The levels at which debug lines are written (Fastify's logger type has no `isLevelEnabled`).
const WRITES_DEBUG = new Set(['debug', 'trace']);

/**
 * Fastify's request log, one line per API request once it is answered (Fastify's own writes two,
 * static files included, which fills disks: 15 MB in half an hour of one person's use). At `info`
 * only what an operator acts on is written: failed (5xx, at `error`), refused (4xx) and slow requests; a
 * fast successful one is a `debug` line, since writing it cost 6 % of a list call's CPU (decision
 * 039). Static files and pages are not logged; errors are also logged by the error handler.
 */
export class ApiRequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!request.url.startsWith('/api/')) return;
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 || ms >= this.slowMs ? 'info' : 'debug';
    if (level === 'debug' && !WRITES_DEBUG.has(reply.log.level)) return;
    const line = { method: request.method, url: request.url, statusCode: status, ms: Math.round(ms) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[level](line, 'request');
  }
}
