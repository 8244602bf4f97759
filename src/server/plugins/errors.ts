import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '#domain/i18n/translate.ts';
import { VALIDATION_KEY } from '#domain/i18n/message-keys.ts';
import { AppError } from '#server/app-error.ts';
import { isDatabaseUnavailable } from '#server/db/availability.ts';
import { databaseUnavailable } from './database-availability.ts';

export interface ErrorReply {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** The one place errors become JSON answers: `{ code, message, errors? }`, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([field, keys]) => [
              field,
              keys.map((key) => translate(request.language, key, error.params)),
            ]),
          )
        : undefined;
      return send(
        request,
        reply,
        error.statusCode,
        error.code,
        error.messageKey,
        error.params,
        errors,
        error.headers,
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      request.server.databaseAvailability.suspect();
      const unavailable = databaseUnavailable();
      return send(
        request,
        reply,
        503,
        unavailable.code,
        unavailable.messageKey,
        {},
        undefined,
        unavailable.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(
          translate(request.language, messageKeyOf(issue.message), limitOf(issue.params)),
        );
      }
      return send(request, reply, 422, 'VALIDATION_FAILED', 'errors.validation', {}, errors);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return send(request, reply, 413, 'PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(request, reply, status, 'BAD_REQUEST', 'errors.validation');
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, 'SERVER_ERROR', 'errors.server');
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, 'ROUTE_NOT_FOUND', 'errors.routeNotFound', {
      method: request.method,
      url: request.url.split('?')[0],
    }),
  );
});

// Schema messages are i18n keys ('validation.required', 'users.validation.required'); zod's own
// messages are shown as a generic one.
function messageKeyOf(message: string | undefined): string {
  return message && VALIDATION_KEY.test(message) ? message : 'validation.invalid';
}

/** The limit a length or size issue names, as `count` for messages such as 'At most {{count}} characters'. */
function limitOf(params: Record<string, unknown> | undefined): { count?: number } {
  const limit = params?.maximum ?? params?.minimum;
  return typeof limit === 'number' ? { count: limit } : {};
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  messageKey: string,
  params: Record<string, unknown> = {},
  errors?: Record<string, string[]>,
  headers: Record<string, string> = {},
) {
  const body: ErrorReply = { code, message: translate(request.language, messageKey, params) };
  if (errors) body.errors = errors;
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}
