import { z } from 'zod';
import { AppError } from '#server/app-error.ts';

/** Where a list page ended: the last row's created_at (to the microsecond, UTC) and id. */
export interface ListCursor {
  at: string;
  id: number;
}

// Microseconds matter: rows made in the same millisecond must neither repeat nor go missing across pages.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const cursorShape = z.tuple([z.string().regex(TIMESTAMP), z.number().int().positive().max(2_147_483_647)]);

/**
 * A time the database can read: a real calendar date (no 30 February, no month 13) in a year
 * PostgreSQL has (there is no year 0).
 */
function isCalendarTime(at: string): boolean {
  const time = new Date(at);
  return (
    !Number.isNaN(time.getTime()) &&
    time.getUTCFullYear() >= 1 &&
    time.toISOString().slice(0, 19) === at.slice(0, 19)
  );
}

/** Opaque to clients: base64url of the last row's created_at and id. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): ListCursor {
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!isCalendarTime(at)) throw new Error('not a real time');
    return { at, id };
  } catch {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { cursor: ['validation.invalid'] });
  }
}
