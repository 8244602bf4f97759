import { z } from 'zod';
import type { ComplaintOrder } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES, type Priority } from '#domain/complaints/complaint-priority.ts';
import { AppError } from '#server/app-error.ts';

/**
 * Where a list page ended, in the page's order: the last row's sort key and id. `at` is created_at
 * (orders 'desc', 'asc' and 'priority') or updated_at ('updated'), to the microsecond, UTC;
 * `priority` is the last row's priority in the 'priority' order; for 'due' `at` is the SLA's next due
 * time, or SLA_NO_DUE for a complaint with nothing due.
 */
export type ListCursor =
  | { order: 'desc' | 'asc' | 'updated' | 'due'; at: string; id: number }
  | { order: 'priority'; priority: Priority; at: string; id: number };

// Microseconds matter: rows made in the same millisecond must neither repeat nor go missing across pages.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const timestamp = z.string().regex(TIMESTAMP);
const rowId = z.number().int().positive().max(2_147_483_647);
const cursorShape = z.union([
  z.tuple([z.enum(['desc', 'asc', 'updated', 'due']), timestamp, rowId]),
  z.tuple([z.literal('priority'), z.enum(PRIORITIES), timestamp, rowId]),
]);

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

/** Opaque to clients: base64url of the order, the last row's sort key and its id. */
export function encodeCursor(cursor: ListCursor): string {
  const parts =
    cursor.order === 'priority'
      ? [cursor.order, cursor.priority, cursor.at, cursor.id]
      : [cursor.order, cursor.at, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function parse(value: string): ListCursor {
  const parts = cursorShape.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  if (parts[0] === 'priority') return { order: 'priority', priority: parts[1], at: parts[2], id: parts[3] };
  return { order: parts[0], at: parts[1], id: parts[2] };
}

/**
 * The cursor, which must have been made for `order`: a cursor of another order would start the page
 * at a place that means nothing in this one (repeated or missing rows), so it is refused like a
 * malformed one, with 422 on `cursor`.
 */
export function decodeCursor(value: string, order: ComplaintOrder): ListCursor {
  try {
    const cursor = parse(value);
    if (cursor.order !== order) throw new Error('made for another order');
    if (!isCalendarTime(cursor.at)) throw new Error('not a real time');
    return cursor;
  } catch {
    throw new AppError('VALIDATION_FAILED', 422, 'errors.validation', {}, { cursor: ['validation.invalid'] });
  }
}
