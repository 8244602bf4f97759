import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, Endpoint, HandlerReplyOf, ParamsOf, QueryOf } from '#domain/api/endpoint.ts';
import { requireCaller, type Caller } from './caller.ts';

/** What a handler gets: the request's parts as the endpoint's schemas parsed them, and who asks. */
export interface HandlerInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in caller; on a public endpoint, whoever is signed in or null. */
  caller: E['access'] extends 'public' ? Caller | null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the reply's data, or the `reply` itself once it has sent a file. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<HandlerReplyOf<E> | FastifyReply> | HandlerReplyOf<E> | FastifyReply;

/**
 * Registers the route an endpoint declares: its access rule (checked by the authorization
 * plugin), its schemas (validation, serialisation, OpenAPI) and its success status.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.duringMaintenance ? { duringMaintenance: true } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: endpoint.reply ? { [endpoint.status]: endpoint.reply } : {},
    },
    handler: async (request, reply) => {
      // Fastify has validated and parsed these with the endpoint's own schemas.
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        caller:
          endpoint.access === 'public'
            ? request.user
              ? requireCaller(request)
              : null
            : requireCaller(request),
        request,
        reply,
      } as HandlerInput<E>;
      const result = await handler(input);
      if (result === reply || reply.sent) return reply;
      return reply.code(endpoint.status).send(endpoint.status === 204 ? null : result);
    },
  });
}
