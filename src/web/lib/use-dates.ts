import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionReply } from '#domain/auth/auth.schemas.ts';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  fromNow,
  NOTE_TIME_FORMAT,
  zoneLabel,
} from '#domain/dates/format.ts';
import { sessionKeys } from './query-client.ts';

/** The company's time zone, as the session has it (UTC until the session is read). */
export function useTimeZone(): string {
  // Reads the cached session only (the auth feature fetches it), so this is no query of its own.
  const client = useQueryClient();
  const session = useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => client.getQueryData<SessionReply | null>(sessionKeys.all),
  );
  return session?.timeZone ?? 'UTC';
}

/**
 * The domain's one date formatter in the reader's language: the dayjs locale of the current
 * language, the spec's literal 'at' translated, and times in the company's zone, labelled with it.
 */
export function useDates() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const at = t('common.dateAt');
  const timeZone = useTimeZone();
  const inZone = useCallback(
    (value: string | Date, format: string) =>
      `${formatDate(value, format.replace('[at]', `[${at}]`), locale, timeZone)} ${zoneLabel(timeZone, value)}`,
    [at, locale, timeZone],
  );
  const dateTime = useCallback((value: string | Date) => inZone(value, DATE_TIME_FORMAT), [inZone]);
  /** Comments, notes and visits: the spec's shorter format, in the same zone. */
  const noteTime = useCallback((value: string | Date) => inZone(value, NOTE_TIME_FORMAT), [inZone]);
  const date = useCallback((value: string | Date) => formatDate(asUtc(value), DATE_FORMAT, locale), [locale]);
  const relative = useCallback((value: string | Date) => fromNow(value, locale), [locale]);
  return { dateTime, noteTime, date, relative };
}

/** A calendar date ('2025-03-14') is that day in UTC, not local midnight shifted by the time zone. */
function asUtc(value: string | Date): string | Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
}
