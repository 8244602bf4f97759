import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, fromNow } from '#domain/dates/format.ts';

/**
 * The domain's one date formatter in the reader's language: the dayjs locale of the current
 * language, and the spec's literal 'at' translated.
 */
export function useDates() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const at = t('common.dateAt');
  const dateTime = useCallback(
    (value: string | Date) => formatDate(value, DATE_TIME_FORMAT.replace('[at]', `[${at}]`), locale),
    [at, locale],
  );
  const date = useCallback((value: string | Date) => formatDate(asUtc(value), DATE_FORMAT, locale), [locale]);
  const relative = useCallback((value: string | Date) => fromNow(value, locale), [locale]);
  return { dateTime, date, relative };
}

/** A calendar date ('2025-03-14') is that day in UTC, not local midnight shifted by the time zone. */
function asUtc(value: string | Date): string | Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
}
