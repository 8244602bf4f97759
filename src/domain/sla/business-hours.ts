import { z } from 'zod';

/**
 * The company's working time (decision 022): the week days it works, its opening and closing time and
 * its holidays, all in its time zone. Every SLA clock counts only this time, and the product shows
 * its times in this zone.
 */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
/** A closing time may also be 24:00, the next midnight: 23:59 would leave a day's last minute out. */
const closingTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'validation.time');
/** A day open from midnight to midnight ('All day' on the SLA screen). */
export const ALL_DAY = { open: '00:00', close: '24:00' } as const;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'validation.date');

/** Whether the runtime knows the IANA zone (Intl is the only zone database used). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One day's opening and closing time ('HH:mm', closing after opening; 24:00 closes at midnight). */
export const dayTimesSchema = z
  .object({ open: clockTime, close: closingTime })
  .refine((times) => times.open < times.close, { path: ['close'], message: 'validation.closeAfterOpen' });
export type DayTimes = z.output<typeof dayTimesSchema>;

const DAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

export const businessHoursSchema = z
  .object({
    timeZone: z.string().trim().min(1, 'validation.required').refine(isTimeZone, 'validation.timeZone'),
    /** 0 is Sunday ... 6 is Saturday. */
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'validation.required')
      .transform((days) => [...new Set(days)].sort()),
    /** The opening and closing time of every working day without its own below. */
    open: clockTime,
    close: closingTime,
    /**
     * A working day's own opening and closing time, by day ('0' Sunday ... '6' Saturday), e.g.
     * Saturday 09:00-13:00. Settings saved before it existed have none: every day keeps `open`/`close`.
     */
    times: z.partialRecord(z.enum(DAY_KEYS), dayTimesSchema).default({}),
    holidays: z
      .array(day)
      .max(366, 'validation.invalid')
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((hours) => hours.open < hours.close, { path: ['close'], message: 'validation.closeAfterOpen' });
export type BusinessHours = z.output<typeof businessHoursSchema>;

/** Until an admin says otherwise: UTC (as the spec shows times), Monday to Friday, 09:00 to 17:00. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5],
  open: '09:00',
  close: '17:00',
  times: {},
  holidays: [],
};

/** The opening and closing time of week day `day` (0 Sunday ... 6 Saturday). */
export function timesOf(hours: BusinessHours, day: number): DayTimes {
  return hours.times[String(day) as (typeof DAY_KEYS)[number]] ?? { open: hours.open, close: hours.close };
}

export const isAllDay = (times: DayTimes) => times.open === ALL_DAY.open && times.close === ALL_DAY.close;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** No calendar needs more than this many days to find its next working hour (a year of holidays and more). */
const MAX_DAYS_SEARCHED = 800;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `zone` at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (+5 h for Asia/Karachi). */
export function zoneOffset(instant: number, zone: string): number {
  const whole = instant - (instant % 1000);
  return wallClock(whole, zone) - whole;
}

/** The instant when the wall clock in `zone` shows `wall` (a UTC-shaped millisecond count). */
function instantOf(wall: number, zone: string): number {
  // The offset at the guess is right except across a change of offset; a second look settles it.
  const guess = wall - zoneOffset(wall, zone);
  return wall - zoneOffset(guess, zone);
}

/** The day ('YYYY-MM-DD') in `zone` at `instant`. */
export function dayIn(instant: Date | number, zone: string): string {
  return new Date(wallClock(typeof instant === 'number' ? instant : instant.getTime(), zone))
    .toISOString()
    .slice(0, 10);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The working window of the day starting at wall-clock midnight `dayStart`, or null when closed. */
function windowOf(dayStart: number, hours: BusinessHours): { open: number; close: number } | null {
  const date = new Date(dayStart);
  if (!hours.days.includes(date.getUTCDay())) return null;
  if (hours.holidays.includes(date.toISOString().slice(0, 10))) return null;
  const times = timesOf(hours, date.getUTCDay());
  return {
    open: instantOf(dayStart + minutesOf(times.open) * MINUTE, hours.timeZone),
    close: instantOf(dayStart + minutesOf(times.close) * MINUTE, hours.timeZone),
  };
}

/** Wall-clock midnight (UTC-shaped) of the zone's day at `instant`. */
function dayStartOf(instant: number, zone: string): number {
  const wall = wallClock(instant, zone);
  return wall - (((wall % DAY) + DAY) % DAY);
}

/**
 * The instant at which `minutes` working minutes have passed since `start`: the SLA due time of a
 * target. Zero minutes is `start` itself.
 */
export function addBusinessMinutes(start: Date, minutes: number, hours: BusinessHours): Date {
  let left = minutes * MINUTE;
  if (left <= 0) return start;
  let dayStart = dayStartOf(start.getTime(), hours.timeZone);
  for (let i = 0; i < MAX_DAYS_SEARCHED; i += 1, dayStart += DAY) {
    const window = windowOf(dayStart, hours);
    if (!window) continue;
    const from = Math.max(start.getTime(), window.open);
    if (from >= window.close) continue;
    const available = window.close - from;
    if (left <= available) return new Date(from + left);
    left -= available;
  }
  throw new Error('The business hours leave no working time.');
}

/** How many working minutes lie between `from` and `to` (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  const end = to.getTime();
  let total = 0;
  let dayStart = dayStartOf(from.getTime(), hours.timeZone);
  // Day by day in the zone, until a day that begins after `to`.
  for (; instantOf(dayStart, hours.timeZone) < end; dayStart += DAY) {
    const window = windowOf(dayStart, hours);
    if (!window) continue;
    const overlap = Math.min(end, window.close) - Math.max(from.getTime(), window.open);
    if (overlap > 0) total += overlap;
  }
  return total / MINUTE;
}
