import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request log, one line per API request once it is answered (Fastify's own writes two,
 * static files included, which fills disks: 15 MB in half an hour of one person's use). Static
 * files and pages are not logged; errors are still logged by the error handler.
 */
export class ApiRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!request.url.startsWith('/api/')) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
