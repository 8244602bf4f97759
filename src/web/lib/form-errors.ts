import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import i18n from 'i18next';
import { VALIDATION_KEY } from '#domain/i18n/message-keys.ts';
import { ApiError } from './api-client.ts';

/**
 * A field's message for display: the shared schemas' messages are catalog keys
 * ('validation.required'); the server's 422 messages come already translated.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return VALIDATION_KEY.test(message) ? i18n.t(message) : message;
}

/**
 * Puts a 422 answer's `errors` onto the form's fields (the first one gets the focus). Returns what
 * is left to show in a banner: the error's message when no field took it, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return error.message;
  let placed = 0;
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed > 0 ? null : error.message;
}

/** A schema's issues by field path ('hours.times.mon.close'), for forms that check before sending. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}
