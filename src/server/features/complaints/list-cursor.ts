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

/** Opaque to clients: base64url of the last row's created_at and id. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): ListCursor {
  try {
    const [at, id] = cursorShape.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return { at, id };
  } catch {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { cursor: ['validation.invalid'] });
  }
}
