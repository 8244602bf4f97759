/**
 * A complaint's warranty verdict (decision 018), computed from the purchase date and the catalogue
 * product's terms and stored on the complaint; 'unknown' when either is missing.
 */
export const WARRANTY_VERDICTS = ['in_warranty', 'expiring', 'out_of_warranty', 'unknown'] as const;
export type WarrantyVerdict = (typeof WARRANTY_VERDICTS)[number];

/** 'Expiring' means the cover ends within this many days. */
export const WARRANTY_EXPIRING_DAYS = 30;

/** A catalogue product's terms: months of cover from the purchase date, and longer cover for named parts. */
export interface WarrantyTerms {
  cover_months: number;
  part_covers: readonly { part: string; months: number }[];
}

export interface WarrantyJudgement {
  verdict: WarrantyVerdict;
  /** The last day of the unit's cover (YYYY-MM-DD); null when the verdict is unknown. */
  ends_on: string | null;
  /** The named parts whose own cover outlasts the unit's and has not ended, with their last day. */
  parts_covered: { part: string; ends_on: string }[];
}

const DAY_MS = 86_400_000;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The last day of cover for `months` from `purchase`: the day before the same day `months` later.
 * When that day does not exist (bought on 31 January or 29 February), the cover runs to the end
 * of that month.
 */
export function coverEndsOn(purchase: string, months: number): string {
  const [year, month, day] = purchase.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const daysInTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  if (day > daysInTarget) return toDay(Date.UTC(year, targetMonth, daysInTarget));
  return toDay(Date.UTC(year, targetMonth, day) - DAY_MS);
}

/**
 * The verdict on `today` (YYYY-MM-DD, the company's day) for a product bought on `purchase` with `terms`:
 * unknown without either; out of warranty after the unit's last day; expiring when the last day is
 * within WARRANTY_EXPIRING_DAYS; in warranty otherwise. Longer part covers are told beside it.
 */
export function judgeWarranty(
  purchase: string | null,
  terms: WarrantyTerms | null,
  today: string,
): WarrantyJudgement {
  if (!purchase || !terms) return { verdict: 'unknown', ends_on: null, parts_covered: [] };
  const endsOn = coverEndsOn(purchase, terms.cover_months);
  const daysLeft = (Date.parse(endsOn) - Date.parse(today)) / DAY_MS;
  const verdict: WarrantyVerdict =
    daysLeft < 0 ? 'out_of_warranty' : daysLeft <= WARRANTY_EXPIRING_DAYS ? 'expiring' : 'in_warranty';
  const parts_covered = terms.part_covers
    .filter((cover) => cover.months > terms.cover_months)
    .map((cover) => ({ part: cover.part, ends_on: coverEndsOn(purchase, cover.months) }))
    .filter((cover) => cover.ends_on >= today);
  return { verdict, ends_on: endsOn, parts_covered };
}

/** Today in UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today (YYYY-MM-DD) in the time zone `zone`: the company's day, which the verdict counts in. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
