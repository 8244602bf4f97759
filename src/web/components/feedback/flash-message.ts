import type { TFunction } from 'i18next';

/**
 * The success banner a list page shows from its address (spec 2.3, 2.4, 2.5): `?message=created`
 * names one of the page's own messages, so a link cannot make the product say anything else.
 */
export function flashMessage(
  t: TFunction,
  value: string | null,
  messages: Record<string, string>,
): string | null {
  const key = value !== null && Object.hasOwn(messages, value) ? messages[value] : undefined;
  return key === undefined ? null : t(key);
}

/** The list's address with one of its own messages to show, and the record it is about (`#00{id}`). */
export function withFlashMessage(path: string, message: string, recordId?: number): string {
  const query = new URLSearchParams({ message });
  if (recordId !== undefined) query.set(FLASH_RECORD, String(recordId));
  return `${path}?${query}`;
}

/** The query key naming the record a flash message is about. */
export const FLASH_RECORD = 'record';

/** The record id a flash message names, when the address holds a valid one. */
export function flashRecord(query: URLSearchParams): number | null {
  const value = query.get(FLASH_RECORD);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}
