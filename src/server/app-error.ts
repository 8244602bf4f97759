/**
 * An error the client should see: a stable code, an HTTP status and an i18n key for the message.
 * Anything else that escapes a route is logged and answered with a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'errors.unauthenticated');
export const forbidden = () => new AppError('FORBIDDEN', 403, 'errors.forbidden');
export const notFound = () => new AppError('NOT_FOUND', 404, 'errors.notFound');
