import { getI18n } from 'react-i18next';
import type { Endpoint, ReplyOf, RequestOf } from '#domain/api/endpoint.ts';
import { pathOf, queryStringOf } from '#domain/api/request-url.ts';
import { readCsrfToken } from './csrf.ts';

/** A failed API call: the server's `{ code, message, errors }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

// Vite's dev server cannot write the token into the page; in development it is fetched instead.
let csrfToken = readCsrfToken();
const devToken =
  import.meta.env.DEV && !csrfToken ? fetch('/api/auth/csrf-token').then((r) => r.json()) : null;

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * Where an endpoint lives. The sign-in page names its endpoints this way (`call<typeof
 * authApi.signIn>({ method, path })`, checked against the declaration) so that it does not load
 * their schemas, and with them zod, which its budget (decision 006) has no room for.
 */
export type EndpointAddress<E extends Endpoint> = Pick<E, 'method' | 'path'>;

/**
 * Calls an endpoint of the contract (`#domain/.../*.api.ts`): the path, query and body are built
 * from what it declares, and the reply's type is the one its schema describes.
 */
export function call<E extends Endpoint>(
  endpoint: E | EndpointAddress<E>,
  ...[request]: CallArgs<E>
): Promise<ReplyOf<E>> {
  const { params, query, body } = (request ?? {}) as Parts;
  return send(endpoint.method, pathOf(endpoint.path, params) + queryStringOf(query), body);
}

/** The request argument is optional when the endpoint needs no params, query or body. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/** The transport under `call()`: JSON is `unknown` until read, so the reply is the declared type. */
async function send<T>(method: Endpoint['method'], url: string, body?: unknown): Promise<T> {
  const headers = await baseHeaders();
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', getI18n().t('errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}

/** The headers every request carries: the CSRF token (spec 4) and the reader's language. */
async function baseHeaders(): Promise<Record<string, string>> {
  if (devToken && !csrfToken) csrfToken = ((await devToken) as { token: string }).token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': getI18n().language || 'en',
  };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  return headers;
}

/** The server's `{ code, message, errors }` as an ApiError; anything else as a generic failure. */
function errorFrom(status: number, data: unknown): ApiError {
  const reply = (data ?? {}) as { code?: string; message?: string; errors?: Record<string, string[]> };
  return new ApiError(
    status,
    reply.code ?? 'SERVER_ERROR',
    reply.message ?? getI18n().t('errors.server'),
    reply.errors ?? {},
  );
}

/**
 * Sends files to a `multipart: true` endpoint as form data (fields `files[0]`, `files[1]`...) with
 * the same headers and errors as `call()`, and reports the share sent so far (0 to 1). The
 * transport is loaded on first use, so pages that never upload (the sign-in page and its budget)
 * do not carry it.
 */
export async function upload<E extends Endpoint & { multipart: true }>(
  endpoint: E,
  request: RequestOf<E>,
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<ReplyOf<E>> {
  const headers = await baseHeaders();
  const { sendForm } = await import('./send-form.ts');
  const form = new FormData();
  files.forEach((file, index) => form.append(`files[${index}]`, file, file.name));
  const { params, query } = request as Parts;
  const reply = await sendForm(
    pathOf(endpoint.path, params) + queryStringOf(query),
    form,
    headers,
    onProgress,
  ).catch(() => {
    throw new ApiError(0, 'NETWORK', getI18n().t('errors.network'));
  });
  if (reply.status < 200 || reply.status >= 300) throw errorFrom(reply.status, reply.data);
  return reply.data as ReplyOf<E>;
}

/** A file an endpoint sent: its bytes, the name the server gave it, and the reply's headers. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
  headers: Headers;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  /** Called once the server has answered, before the first byte of the file. */
  onStart?: (headers: Headers) => void;
  /** Called with each piece of the file as it arrives. */
  onChunk?: (chunk: Uint8Array) => void;
}

/** The `filename="..."` of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * Downloads a file an endpoint streams (declared `reply: null`), reading it piece by piece so the
 * caller can show progress; `signal` cancels it. A refusal is an ApiError as with `call()`; a
 * download that breaks off after it started is an ApiError with the code 'DOWNLOAD_INTERRUPTED',
 * so a truncated file is never handed back as if it were whole.
 */
export async function download<E extends Endpoint & { reply: null }>(
  endpoint: E,
  request: RequestOf<E>,
  { signal, onStart, onChunk }: DownloadOptions = {},
): Promise<DownloadedFile> {
  const { params, query } = request as Parts;
  const headers = await baseHeaders();
  headers.accept = '*/*';
  let response: Response;
  try {
    response = await fetch(pathOf(endpoint.path, params) + queryStringOf(query), {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', getI18n().t('errors.network'));
  }
  if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
  onStart?.(response.headers);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        onChunk?.(value);
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'DOWNLOAD_INTERRUPTED', getI18n().t('errors.network'));
    }
  }
  return {
    blob: new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
    headers: response.headers,
  };
}
