import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

// PostgreSQL cannot store a NUL character in text or JSON, nor half of a UTF-16 surrogate pair
// (no character at all): a value holding one would fail in the database (a 500) instead of on its field.
const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const notStorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/**
 * Refuses input the database cannot hold, on every route at once, before the route's own schema:
 * such a character anywhere in the path parameters, the query or a JSON body is a 422 naming the field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const fields = new Set<string>();
    for (const part of [request.params, request.query, request.body]) collectNotStorable(part, [], fields);
    if (fields.size === 0) return;
    const errors = Object.fromEntries([...fields].map((field) => [field, ['validation.badCharacter']]));
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, errors);
  });
});

/** Adds the dotted path of every string (or key) the database cannot hold, as validation errors name fields. */
function collectNotStorable(value: unknown, path: string[], fields: Set<string>): void {
  if (typeof value === 'string') {
    if (notStorable(value)) fields.add(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectNotStorable(item, [...path, String(index)], fields));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      collectNotStorable(inner, [...path, key], fields);
      if (notStorable(key)) fields.add([...path, key].join('.'));
    }
  }
}
