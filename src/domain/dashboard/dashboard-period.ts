/**
 * The dashboards' periods (decision 023): whole days in the company's time zone (the SLA settings'),
 * the days of the list's date filters too, so a figure's link lists exactly the complaints it counted.
 * Days are `YYYY-MM-DD` strings; the arithmetic below is calendar arithmetic on them.
 */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', '90d', 'year', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** A custom period spans at most this many days. */
export const MAX_PERIOD_DAYS = 3 * 366;

export interface ResolvedPeriod {
  /** First and last day, inclusive, as `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** The period of the same length just before. */
  previousFrom: string;
  previousTo: string;
  /** Charts over time count per day up to 31 days, per week (from Monday) beyond. */
  bucket: 'day' | 'week';
}

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(Date.parse(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** A period's days; `custom` needs `from` and `to` (checked by the query schema). */
export function resolvePeriod(
  period: DashboardPeriod,
  today: string,
  custom: { from?: string; to?: string } = {},
): ResolvedPeriod {
  const lengths: Record<Exclude<DashboardPeriod, 'year' | 'custom'>, number> = {
    today: 1,
    '7d': 7,
    '30d': 30,
    '90d': 90,
  };
  let from: string;
  let to = today;
  if (period === 'custom') {
    from = custom.from ?? today;
    to = custom.to ?? today;
  } else if (period === 'year') from = `${today.slice(0, 4)}-01-01`;
  else from = addDays(today, 1 - lengths[period]);
  const length = daysBetween(from, to) + 1;
  return {
    from,
    to,
    previousFrom: addDays(from, -length),
    previousTo: addDays(from, -1),
    bucket: length <= 31 ? 'day' : 'week',
  };
}

/** The starts of the chart's buckets from `from` to `to`. */
export function bucketStarts(period: Pick<ResolvedPeriod, 'from' | 'to' | 'bucket'>): string[] {
  const starts: string[] = [];
  const step = period.bucket === 'day' ? 1 : 7;
  for (let day = period.bucket === 'day' ? period.from : weekStart(period.from); day <= period.to;) {
    starts.push(day);
    day = addDays(day, step);
  }
  return starts;
}

/** The first day of a day's month. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The last day of a day's month. */
const monthEnd = (day: string) => addDays(monthStart(addDays(monthStart(day), 31)), -1);

/**
 * Days `from` to `to` as the whole months they hold (the first day of the first and of the last,
 * or null when none) and the days before and after them (decision 047): the roll-ups read the
 * months from their month tables and only these edge days from their day tables.
 */
export function monthsAndEdges(
  from: string,
  to: string,
): { months: [string, string] | null; days: [string, string][] } {
  const first = from === monthStart(from) ? from : addDays(monthEnd(from), 1);
  const last = to === monthEnd(to) ? monthStart(to) : monthStart(addDays(monthStart(to), -1));
  if (first > last) return { months: null, days: [[from, to]] };
  const after = addDays(monthEnd(last), 1);
  return {
    months: [first, last],
    days: [
      ...(from < first ? [[from, addDays(first, -1)] as [string, string]] : []),
      ...(after <= to ? [[after, to] as [string, string]] : []),
    ],
  };
}
