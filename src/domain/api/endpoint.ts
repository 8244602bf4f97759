import { z } from 'zod';
import type { Action, Subject } from '#domain/auth/permissions.ts';

/** Who may call an endpoint: anyone, any signed-in user, or users whose role allows an action on a subject. */
export type Access = 'public' | 'signedIn' | { action: Action; subject: Subject };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success statuses an endpoint answers with; 204 carries no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One endpoint, declared once: the server registers its route from it (validation, the reply's
 * serialisation and the OpenAPI document follow) and the web calls it through `call()`, whose
 * reply type is inferred from here.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's path syntax: `/api/dealers/:id`. */
  path: `/api/${string}`;
  access: Access;
  /** The OpenAPI group. */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The request is `multipart/form-data` (files); the body is read by the handler. */
  multipart?: true;
  /** Keeps answering while maintenance mode is on (sign-in, sign-out, session, health). */
  duringMaintenance?: true;
  /** The success status and its reply: `null` for 204, or for a file the handler sends itself. */
  status: SuccessStatus;
  reply: z.ZodType | null;
}

/** Declares an endpoint; `const` keeps the literal path and schemas for inference. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives, validated and with defaults applied. */
export type ParamsOf<E extends Endpoint> = Output<E['params']>;
export type QueryOf<E extends Endpoint> = Output<E['query']>;
export type BodyOf<E extends Endpoint> = Output<E['body']>;

/** What the server answers (as the client reads it). */
export type ReplyOf<E extends Endpoint> = E['reply'] extends z.ZodType ? z.output<E['reply']> : undefined;
/** What a handler returns before serialisation. */
export type HandlerReplyOf<E extends Endpoint> = E['reply'] extends z.ZodType ? z.input<E['reply']> : void;

type Optionalish<T, K extends string> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a client sends: the parts the endpoint declares, before defaults. */
export type RequestOf<E extends Endpoint> = Optionalish<Input<E['params']>, 'params'> &
  Optionalish<Input<E['query']>, 'query'> &
  Optionalish<Input<E['body']>, 'body'>;

/** The `:id` of a path that names one row; ids are PostgreSQL integers. */
export const MAX_ROW_ID = 2_147_483_647;
export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
