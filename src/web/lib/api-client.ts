import i18n from 'i18next';
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

/** The one way the web app talks to the server. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  if (devToken && !csrfToken) csrfToken = ((await devToken) as { token: string }).token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language || 'en',
  };
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', i18n.t('errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.code ?? 'SERVER_ERROR',
      data?.message ?? i18n.t('errors.server'),
      data?.errors ?? {},
    );
  }
  return data as T;
}
