import dayjs from 'dayjs';
import 'dayjs/locale/ar.js';
import 'dayjs/locale/fr.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import utc from 'dayjs/plugin/utc.js';

// The one place dayjs is set up, for the server and the web app: its plugins and the locales of
// the app's languages (languages.ts).
dayjs.extend(utc);
dayjs.extend(relativeTime);

// The spec's formats (section 9), all in UTC; '[at]' is literal text.
export const DATE_TIME_FORMAT = 'ddd, DD/MMM/YYYY [at] hh:mm:ss A';
export const NOTE_TIME_FORMAT = 'DD/MMM/YYYY [at] hh:mm A';
export const DATE_FORMAT = 'DD/MMM/YYYY';

/** The one date formatter: UTC, in the given language. */
export function formatDate(value: string | Date, format = DATE_TIME_FORMAT, locale = 'en'): string {
  return dayjs(value).utc().locale(locale).format(format);
}

/** 'a few seconds ago', '3 days ago'... */
export function fromNow(value: string | Date, locale = 'en'): string {
  return dayjs(value).locale(locale).fromNow();
}
