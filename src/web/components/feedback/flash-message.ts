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
  return value !== null && Object.hasOwn(messages, value) ? t(messages[value]!) : null;
}

/** The list's address with one of its own messages to show. */
export function withFlashMessage(path: string, message: string): string {
  return `${path}?${new URLSearchParams({ message })}`;
}
