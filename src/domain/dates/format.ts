import dayjs from 'dayjs';
import 'dayjs/locale/ar.js';
import 'dayjs/locale/fr.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import utc from 'dayjs/plugin/utc.js';
import { zoneOffset } from '#domain/sla/business-hours.ts';

// The one place dayjs is set up, for the server and the web app: its plugins and the locales of
// the app's languages (languages.ts).
dayjs.extend(utc);
dayjs.extend(relativeTime);

// The spec's formats (section 9), in the company's time zone (UTC unless set); '[at]' is literal text.
export const DATE_TIME_FORMAT = 'ddd, DD/MMM/YYYY [at] hh:mm:ss A';
export const NOTE_TIME_FORMAT = 'DD/MMM/YYYY [at] hh:mm A';
export const DATE_FORMAT = 'DD/MMM/YYYY';

/** The one date formatter: in the given language and time zone (UTC by default). */
export function formatDate(
  value: string | Date,
  format = DATE_TIME_FORMAT,
  locale = 'en',
  timeZone = 'UTC',
): string {
  const instant = dayjs(value).utc();
  const offset = timeZone === 'UTC' ? 0 : zoneOffset(instant.valueOf(), timeZone) / 60_000;
  return instant.utcOffset(offset).locale(locale).format(format);
}

/** The zone's short name at that time, as times are labelled with it: 'UTC', 'GMT+5'. */
export function zoneLabel(timeZone: string, value: string | Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(value),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** 'a few seconds ago', '3 days ago'... */
export function fromNow(value: string | Date, locale = 'en'): string {
  return dayjs(value).locale(locale).fromNow();
}
