import {
  and,
  asc,
  desc,
  eq,
  exists,
  getTableColumns,
  getTableName,
  gt,
  gte,
  isNull,
  lt,
  lte,
  ne,
  sql,
  Subquery,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AGE_BUCKET_DAYS, AGE_BUCKETS, type AgeBucket } from '#domain/complaints/complaint-filter.ts';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '#domain/complaints/complaint-status.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import {
  addDays,
  bucketStarts,
  monthsAndEdges,
  weekStart,
  type ResolvedPeriod,
} from '#domain/dashboard/dashboard-period.ts';
import type { CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { DURATION_BUCKETS, histogramMedianHours } from '#domain/dashboard/duration-buckets.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import {
  dashboardAssigneeDaily,
  dashboardAssigneeMonthly,
  dashboardDaily,
  dashboardDayTotals,
  dashboardDealerCustomers,
  dashboardMonthly,
  dashboardMonthTotals,
  dashboardOpen,
  dashboardPlaceDaily,
  dashboardPlaceMonthly,
  dashboardProblemDaily,
  dashboardProblemMonthly,
  dashboardStatusDaily,
  dashboardStatusMonthly,
} from '#server/db/schema/dashboard.ts';
import { complaintFlags } from '#server/db/schema/complaint-flags.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { settings } from '#server/db/schema/settings.ts';
import { users } from '#server/db/schema/users.ts';

/**
 * What narrows every figure: the dashboard's filters. The figures read the daily roll-ups
 * (decision 025), which count every complaint: only callers who may read every complaint get them.
 */
export interface DashboardScope {
  province?: string;
  dealer?: number;
  category?: string;
}

/** The filters on a roll-up table (each has province, dealer_id and category). */
interface Filtered {
  province: AnyPgColumn;
  dealer_id: AnyPgColumn;
  category: AnyPgColumn;
}

function filtersOn(table: Filtered, scope: DashboardScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    scope.province ? eq(table.province, scope.province) : undefined,
    scope.dealer ? eq(table.dealer_id, scope.dealer) : undefined,
    scope.category !== undefined ? eq(table.category, scope.category) : undefined,
    ...conditions,
  )!;
}

/**
 * The day roll-up a figure reads: with no filter, one row per day (decision 038); with one, every
 * province, dealer and category of the day, narrowed by the filter.
 */
function dailyOf(scope: DashboardScope) {
  const unfiltered = !scope.province && !scope.dealer && scope.category === undefined;
  return unfiltered
    ? {
        daily: dashboardDayTotals,
        monthly: dashboardMonthTotals,
        where: (...conditions: SQL[]) => and(...conditions)!,
      }
    : {
        daily: dashboardDaily,
        monthly: dashboardMonthly,
        where: (...conditions: SQL[]) => filtersOn(dashboardDaily, scope, ...conditions),
      };
}

/** Days `from` to `to` (company-local, inclusive) of a roll-up's day column. */
const daysOf = (day: AnyPgColumn, from: string, to: string) => and(gte(day, from), lte(day, to))!;

/** The first day any roll-up can hold: the start of 'everything before a day'. */
const EARLIEST_DAY = '0001-01-01';

/**
 * A day roll-up's rows for the day ranges given, under the day table's name so that its columns (and
 * the filters on them, which PostgreSQL pushes into each part) read them: each range's whole months
 * from the month twin (`day` their first day) and only the days at its ends from the day table
 * (decision 047). A range's months never cross into another range, so each row falls in one.
 */
function spanOf<Daily extends PgTable & { day: AnyPgColumn }>(
  daily: Daily,
  monthly: PgTable & { day: AnyPgColumn },
  ranges: [string, string][],
): Daily {
  const columns = sql.join(
    Object.values(getTableColumns(daily)).map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const parts = ranges.flatMap(([from, to]) => {
    const { months, days } = monthsAndEdges(from, to);
    return [
      ...(months ? [sql`select ${columns} from ${monthly} where ${daysOf(monthly.day, ...months)}`] : []),
      ...days.map(
        ([first, last]) => sql`select ${columns} from ${daily} where ${daysOf(daily.day, first, last)}`,
      ),
    ];
  });
  // A subquery named like the day table, so drizzle lets the callers select that table's columns from
  // it; typed as the table, whose column types the callers' rows take.
  return new Subquery(sql.join(parts, sql` union all `), {}, getTableName(daily)) as unknown as Daily;
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const totalWhere = (column: AnyPgColumn, keep: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${keep}), 0)`.mapWith(Number);

/** The rows of a raw query (both drivers answer with `rows`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A histogram column summed element by element over a group's rows, as one int[]: a sum per bucket
 * reads each row once, where unnesting its 141 buckets into rows and grouping them cost two to four
 * times as much (decision 041).
 */
function histogramSum(column: AnyPgColumn): SQL<number[]> {
  const buckets = Array.from(
    { length: DURATION_BUCKETS },
    (_, i) => sql`coalesce(sum(${column}[${sql.raw(String(i + 1))}]), 0)`,
  );
  return sql<number[]>`array[${sql.join(buckets, sql`, `)}]::int[]`;
}

/** The medians of the period and the one before, of the time to resolve and to first response. */
async function medians(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const { from, to, previousFrom, previousTo } = period;
  const { daily, monthly, where } = dailyOf(scope);
  const rows = await rowsOf<{ current: boolean; resolve: number[]; response: number[] }>(
    db,
    sql`select ${daily.day} >= ${from} as current, ${histogramSum(daily.resolve_hist)} as resolve,
      ${histogramSum(daily.response_hist)} as response
    from ${spanOf(daily, monthly, [
      [previousFrom, previousTo],
      [from, to],
    ])}
    where ${where(daysOf(daily.day, previousFrom, to))} and (${daily.resolved} > 0 or ${daily.created} > 0)
    group by 1`,
  );
  const median = (current: boolean, key: 'resolve' | 'response') =>
    histogramMedianHours((rows.find((row) => row.current === current)?.[key] ?? []).map(Number));
  return {
    resolve: { current: median(true, 'resolve'), previous: median(false, 'resolve') },
    response: { current: median(true, 'response'), previous: median(false, 'response') },
  };
}

const d = dashboardDaily;

/** The settings key of the zone the roll-ups were last built in (written by `dashboard_rebuild()`). */
export const ROLLUP_ZONE_KEY = 'dashboardRollupZone';

/** Whether the roll-ups' days are another zone's than the company's: a rebuild is queued or running. */
export async function rollupsStale(db: Database): Promise<boolean> {
  const [row] = await rowsOf<{ stale: boolean }>(
    db,
    sql`select company_time_zone() is distinct from (select ${settings.value} ->> 'timeZone' from ${settings} where ${settings.key} = ${ROLLUP_ZONE_KEY}) as stale`,
  );
  return Boolean(row?.stale);
}

export async function crmFigures(
  db: Database,
  scope: DashboardScope,
  period: ResolvedPeriod,
): Promise<CrmDashboardReply> {
  const { from, to, previousFrom, previousTo } = period;
  const { daily, monthly, where } = dailyOf(scope);
  const current = daysOf(daily.day, from, to);
  const previous = daysOf(daily.day, previousFrom, previousTo);
  // One query at a time: run side by side, a few dashboards at once took the whole connection pool.
  const [sums] = await db
    .select({
      created: totalWhere(daily.created, current),
      createdBefore: totalWhere(daily.created, previous),
      resolved: totalWhere(daily.resolved, current),
      resolvedBefore: totalWhere(daily.resolved, previous),
      reopened: totalWhere(daily.reopened, current),
      reopenedBefore: totalWhere(daily.reopened, previous),
      slaDue: totalWhere(daily.sla_due, current),
      slaDueBefore: totalWhere(daily.sla_due, previous),
      slaMet: totalWhere(daily.sla_met, current),
      slaMetBefore: totalWhere(daily.sla_met, previous),
    })
    .from(
      spanOf(daily, monthly, [
        [previousFrom, previousTo],
        [from, to],
      ]),
    )
    .where(where(daysOf(daily.day, previousFrom, to)));
  const median = await medians(db, scope, period);
  const percent = (met: number, due: number) => (due === 0 ? null : (100 * met) / due);
  const status = await statusHistory(db, scope, period);

  return {
    period,
    recalculating: await rollupsStale(db),
    kpis: {
      backlog: { current: status.openAt(to), previous: status.openAt(previousTo) },
      created: { current: sums!.created, previous: sums!.createdBefore },
      resolved: { current: sums!.resolved, previous: sums!.resolvedBefore },
      medianResolveHours: median.resolve,
      medianFirstResponseHours: median.response,
      reopened: { current: sums!.reopened, previous: sums!.reopenedBefore },
      slaMet: {
        current: { percent: percent(sums!.slaMet, sums!.slaDue), met: sums!.slaMet, due: sums!.slaDue },
        previous: {
          percent: percent(sums!.slaMetBefore, sums!.slaDueBefore),
          met: sums!.slaMetBefore,
          due: sums!.slaDueBefore,
        },
      },
    },
    createdResolved: await createdResolved(db, scope, period),
    backlogByStatus: status.series,
    ageing: await ageing(db, scope),
    workload: await workload(db, scope, period),
    places: await places(db, scope, period),
    defects: await defects(db, scope, period),
    defectMonths: await defectMonths(db, scope, period),
    topProblems: await topProblems(db, scope, period),
    dealers: await dealerScorecard(db, scope, period),
  };
}

/** The bucket (its first day) a day falls in. */
const bucketOf = (period: Pick<ResolvedPeriod, 'bucket'>, day: string) =>
  period.bucket === 'day' ? day : weekStart(day);

async function createdResolved(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const { daily, where } = dailyOf(scope);
  const rows = await db
    .select({ day: daily.day, created: total(daily.created), resolved: total(daily.resolved) })
    .from(daily)
    .where(where(daysOf(daily.day, period.from, period.to)))
    .groupBy(daily.day);
  const buckets = new Map(bucketStarts(period).map((start) => [start, { start, created: 0, resolved: 0 }]));
  for (const row of rows) {
    const bucket = buckets.get(bucketOf(period, row.day))!;
    bucket.created += row.created;
    bucket.resolved += row.resolved;
  }
  return [...buckets.values()];
}

/**
 * Complaints in each status at the end of each bucket of the period (or at its last day), from the
 * moves between statuses: their sum before the period, then day by day.
 */
async function statusHistory(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const s = dashboardStatusDaily;
  const before = await db
    .select({ status: s.status, n: total(s.delta) })
    .from(spanOf(s, dashboardStatusMonthly, [[EARLIEST_DAY, addDays(period.previousFrom, -1)]]))
    .where(filtersOn(s, scope, lt(s.day, period.previousFrom)))
    .groupBy(s.status);
  const moves = await db
    .select({ day: s.day, status: s.status, n: total(s.delta) })
    .from(s)
    .where(filtersOn(s, scope, daysOf(s.day, period.previousFrom, period.to)))
    .groupBy(s.day, s.status)
    .orderBy(asc(s.day));
  const counts = Object.fromEntries(COMPLAINT_STATUSES.map((status) => [status, 0])) as Record<
    ComplaintStatus,
    number
  >;
  for (const row of before) counts[row.status] += row.n;
  const ends = bucketStarts(period).map((start) => {
    const end = period.bucket === 'day' ? start : addDays(start, 6);
    return { start, end: end > period.to ? period.to : end };
  });
  const snapshots = new Map<string, Record<ComplaintStatus, number>>();
  const wanted = new Set([period.previousTo, period.to, ...ends.map((bucket) => bucket.end)]);
  let next = 0;
  for (let day = period.previousFrom; day <= period.to; day = addDays(day, 1)) {
    for (; next < moves.length && moves[next]!.day === day; next++)
      counts[moves[next]!.status] += moves[next]!.n;
    if (wanted.has(day)) snapshots.set(day, { ...counts });
  }
  const openAt = (day: string) => {
    const at = snapshots.get(day)!;
    return COMPLAINT_STATUSES.filter((status) => status !== 'Resolved').reduce(
      (sum, key) => sum + at[key],
      0,
    );
  };
  const series = ends.map(({ start, end }) => {
    const at = snapshots.get(end)!;
    return { start, open: at.Open, inProcess: at['In Process'], pending: at.Pending };
  });
  return { openAt, series };
}

/** Whether `createdAt` falls in an ageing bucket, counted from `now`: the bounds of the list's `age` filter. */
function ageCondition(createdAt: SQL, age: AgeBucket, now: SQL = sql`now()`): SQL {
  const [from, to] = AGE_BUCKET_DAYS[age];
  return sql`${createdAt} <= ${now} - make_interval(days => ${from})${
    to === null ? sql`` : sql` and ${createdAt} > ${now} - make_interval(days => ${to})`
  }`;
}

/**
 * Open complaints by age and priority at `at` (now when not given; the tests pass an instant). The
 * four young buckets (the last 30 days) count whole UTC days from `dashboard_open_days` (decision
 * 038). A day a bucket bound falls in ('edge day') is split by the bound: its open complaints on the
 * shorter side of the bound (at most 12 hours) are read from the index of open complaints by
 * creation, and the other side is the day's kept count less those (decision 052), so a call reads
 * at most five half-days of complaints instead of five whole days. The counts are exactly those of
 * the list's `age` filter. The oldest bucket is every open complaint (the roll-up) less the young.
 */
export async function ageing(db: Database, scope: DashboardScope, at?: Date) {
  const o = dashboardOpen;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const recentBuckets = AGE_BUCKETS.filter((age) => AGE_BUCKET_DAYS[age][1] !== null);
  const bounds = [0, ...recentBuckets.map((age) => AGE_BUCKET_DAYS[age][1]!)];
  const utcDay = (instant: SQL) => sql`((${instant}) at time zone 'UTC')::date`;
  const dayStart = (day: SQL) => sql`(${day}::timestamp at time zone 'UTC')`;
  const oldest = sql`${now} - make_interval(days => ${AGE_BUCKET_DAYS['30+'][0]})`;
  const scoped = (province: SQL, dealer: SQL, category: SQL) =>
    sql.join(
      [
        sql`true`,
        ...(scope.province ? [sql`${province} = ${scope.province}`] : []),
        ...(scope.dealer ? [sql`${dealer} = ${scope.dealer}`] : []),
        ...(scope.category !== undefined ? [sql`${category} = ${scope.category}`] : []),
      ],
      sql` and `,
    );
  const inScope = scoped(sql`customer_province`, sql`dealer_id`, sql`product_category`);
  // The open complaints of one side of an edge day's bound, counted per priority: one index range of
  // `complaints_open_created_idx`, fenced (`offset 0`) so that PostgreSQL cannot pull it up and scan
  // 30 days of open complaints (decision 041). Each edge day runs one of the two sides: the other's
  // `e.before` test is a one-time filter that stops it before the index is read.
  const sideOf = (range: SQL) =>
    sql`(select priority, count(*)::int as n from complaints
      where status <> 'Resolved' and ${range} and ${inScope} group by priority offset 0)`;
  const recent = await rowsOf<Record<string, number | string>>(
    db,
    sql`
    with bounds as (
      select b.bound, ${utcDay(sql`b.bound`)} as day
      from (select ${now} - make_interval(days => b) as bound
        from unnest(${sql.raw(`array[${bounds.join(', ')}]`)}::int[]) as b) b
    ), edges as (
      -- Which side of its bound each edge day is read on: the shorter one.
      select bound, day, bound - ${dayStart(sql`day`)} <= interval '12 hours' as before from bounds
    ), sides as (
      select e.bound, e.before, r.priority, r.n
      from edges e cross join lateral ${sideOf(
        sql`e.before and created_at >= ${dayStart(sql`e.day`)} and created_at <= e.bound`,
      )} r
      union all
      select e.bound, e.before, r.priority, r.n
      from edges e cross join lateral ${sideOf(
        sql`not e.before and created_at > e.bound and created_at < ${dayStart(sql`(e.day + 1)`)}`,
      )} r
    ), totals as (
      select e.bound, o.priority, sum(o.open)::int as n
      from edges e join dashboard_open_days o on o.day = e.day
      where ${scoped(sql`o.province`, sql`o.dealer_id`, sql`o.category`)}
      group by e.bound, o.priority
    ), split as (
      -- Per edge day and priority: those created at or before the bound (older) and after it.
      select t.bound, t.priority,
        case when e.before then coalesce(s.n, 0) else t.n - coalesce(s.n, 0) end as older,
        case when e.before then t.n - coalesce(s.n, 0) else coalesce(s.n, 0) end as younger
      from totals t join edges e on e.bound = t.bound
      left join sides s on s.bound = t.bound and s.priority = t.priority
    ), young as (
      -- Each side stands at an instant of its own side: the bound itself, or just after it.
      select priority, bound as created_at, older as n from split
      union all
      select priority, bound + interval '1 microsecond', younger from split
      union all
      select o.priority, ${dayStart(sql`o.day`)}, o.open
      from dashboard_open_days o
      where o.day > ${utcDay(oldest)} and o.day < ${utcDay(now)}
        and o.day not in (select day from edges)
        and ${scoped(sql`o.province`, sql`o.dealer_id`, sql`o.category`)}
    )
    select priority, ${sql.join(
      recentBuckets.map(
        (age) =>
          sql`coalesce(sum(n) filter (where ${ageCondition(sql`created_at`, age, now)}), 0)::int as ${sql.identifier(age)}`,
      ),
      sql`, `,
    )}
    from young where created_at > ${oldest} group by priority`,
  );
  const openRows = await db
    .select({ priority: o.priority, n: total(o.open) })
    .from(o)
    .where(filtersOn(o, scope))
    .groupBy(o.priority);
  return AGE_BUCKETS.flatMap((age) =>
    PRIORITIES.map((priority) => {
      const row = recent.find((r) => r.priority === priority) as Record<string, number> | undefined;
      const young = recentBuckets.reduce((sum, bucket) => sum + (row?.[bucket] ?? 0), 0);
      const count =
        age === '30+' ? (openRows.find((r) => r.priority === priority)?.n ?? 0) - young : (row?.[age] ?? 0);
      return { age, priority, count };
    }),
  ).sort(
    (a, b) => AGE_BUCKETS.indexOf(a.age) - AGE_BUCKETS.indexOf(b.age) || b.priority.localeCompare(a.priority),
  );
}

async function workload(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const o = dashboardOpen;
  const a = dashboardAssigneeDaily;
  const openRows = await db
    .select({ id: o.assignee_id, n: total(o.open) })
    .from(o)
    .where(filtersOn(o, scope))
    .groupBy(o.assignee_id)
    .having(sql`sum(${o.open}) <> 0`);
  const resolvedRows = await db
    .select({ id: a.assignee_id, n: total(a.resolved) })
    .from(spanOf(a, dashboardAssigneeMonthly, [[period.from, period.to]]))
    .where(filtersOn(a, scope, daysOf(a.day, period.from, period.to)))
    .groupBy(a.assignee_id)
    .having(sql`sum(${a.resolved}) <> 0`);
  const ids = [...new Set([...openRows, ...resolvedRows].map((row) => row.id))];
  const staffIds = ids.filter((id) => id !== 0);
  const names = staffIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(sql`${users.id} in ${staffIds}`)
    : [];
  return ids
    .map((id) => ({
      assigneeId: id === 0 ? null : id,
      name: id === 0 ? '' : (names.find((row) => row.id === id)?.name ?? `#${id}`),
      open: openRows.find((row) => row.id === id)?.n ?? 0,
      resolved: resolvedRows.find((row) => row.id === id)?.n ?? 0,
    }))
    .sort((x, y) => y.open - x.open || y.resolved - x.resolved || x.name.localeCompare(y.name));
}

async function places(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const p = dashboardPlaceDaily;
  const n = total(p.created);
  return db
    .select({ province: p.province, city: p.city, count: n })
    .from(spanOf(p, dashboardPlaceMonthly, [[period.from, period.to]]))
    .where(filtersOn(p, scope, daysOf(p.day, period.from, period.to)))
    .groupBy(p.province, p.city)
    .having(sql`sum(${p.created}) > 0`)
    .orderBy(desc(n), p.province, p.city)
    .limit(20);
}

const monthOf = (day: AnyPgColumn) => sql<string>`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`;

async function defects(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const p = dashboardProblemDaily;
  const month = monthOf(p.day);
  const n = total(p.created);
  return db
    .select({ month, category: p.category, problemType: p.problem_type, count: n })
    .from(spanOf(p, dashboardProblemMonthly, [[period.from, period.to]]))
    .where(filtersOn(p, scope, daysOf(p.day, period.from, period.to)))
    .groupBy(month, p.category, p.problem_type)
    .having(sql`sum(${p.created}) > 0`)
    .orderBy(desc(n), month, p.category, p.problem_type)
    .limit(50);
}

async function defectMonths(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const month = monthOf(d.day);
  return db
    .select({ month, category: d.category, count: total(d.created) })
    .from(spanOf(d, dashboardMonthly, [[period.from, period.to]]))
    .where(filtersOn(d, scope, daysOf(d.day, period.from, period.to)))
    .groupBy(month, d.category)
    .having(sql`sum(${d.created}) > 0`)
    .orderBy(d.category, month);
}

async function topProblems(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const p = dashboardProblemDaily;
  const n = total(p.created);
  return db
    .select({ problemType: p.problem_type, count: n })
    .from(spanOf(p, dashboardProblemMonthly, [[period.from, period.to]]))
    .where(filtersOn(p, scope, daysOf(p.day, period.from, period.to)))
    .groupBy(p.problem_type)
    .having(sql`sum(${p.created}) > 0`)
    .orderBy(desc(n), p.problem_type)
    .limit(10);
}

/**
 * Per dealer: complaints created in the period, per month, the share out of warranty, the median
 * time to resolve of those resolved in the period (as the KPI), repeat customers (more than one
 * complaint at the dealer in the period) and those carrying a flag not dismissed (decision 033).
 */
export async function dealerScorecard(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const inPeriod = filtersOn(d, scope, ne(d.dealer_id, 0), daysOf(d.day, period.from, period.to));
  const rowsInPeriod = spanOf(d, dashboardMonthly, [[period.from, period.to]]);
  const n = total(d.created);
  const rows = await db
    .select({
      dealerId: d.dealer_id,
      name: dealers.dealer_name,
      complaints: n,
      outOfWarranty: total(d.out_of_warranty),
    })
    .from(rowsInPeriod)
    .innerJoin(dealers, eq(dealers.id, d.dealer_id))
    .where(inPeriod)
    .groupBy(d.dealer_id, dealers.dealer_name)
    .having(sql`sum(${d.created}) > 0`)
    .orderBy(desc(n), dealers.dealer_name);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.dealerId);
  const month = monthOf(d.day);
  const months = await db
    .select({ dealerId: d.dealer_id, month, count: n })
    .from(rowsInPeriod)
    .where(and(inPeriod, sql`${d.dealer_id} in ${ids}`))
    .groupBy(d.dealer_id, month)
    .orderBy(month);
  const hist = await db
    .select({ dealerId: d.dealer_id, counts: histogramSum(d.resolve_hist) })
    .from(rowsInPeriod)
    .where(and(inPeriod, sql`${d.dealer_id} in ${ids}`, sql`${d.resolved} > 0`))
    .groupBy(d.dealer_id);
  const c = complaints;
  const dealersInPeriod = and(
    sql`${c.dealer_id} in ${ids}`,
    gte(c.created_at, sql`(${period.from}::date)::timestamp at time zone company_time_zone()`),
    lt(c.created_at, sql`(${addDays(period.to, 1)}::date)::timestamp at time zone company_time_zone()`),
    scope.province ? eq(c.customer_province, scope.province) : undefined,
    scope.category !== undefined ? eq(c.product_category, scope.category) : undefined,
  );
  // Only a customer with more than one complaint at the dealer (ever) can repeat in the period: each
  // is one look in `complaints_dealer_customer_idx` for a second complaint in the period and the
  // filters, instead of reading all the period's complaints of the dealer (decision 047).
  const dc = dashboardDealerCustomers;
  const secondInPeriod = db
    .select({ one: sql`1` })
    .from(c)
    .where(and(eq(c.dealer_id, dc.dealer_id), eq(c.phone_normal, dc.phone_normal), dealersInPeriod))
    .offset(1);
  const repeats = await db
    .select({ dealerId: dc.dealer_id, n: sql<number>`count(*)`.mapWith(Number) })
    .from(dc)
    .where(and(sql`${dc.dealer_id} in ${ids}`, gt(dc.complaints, 1), exists(secondInPeriod)))
    .groupBy(dc.dealer_id);
  // The list's 'Flagged' (decision 019): complaints with a flag not dismissed, found from the flags
  // (few) rather than by a look-up per complaint of the period.
  const flaggedRows = await db
    .select({ dealerId: c.dealer_id, n: sql<number>`count(distinct ${c.id})`.mapWith(Number) })
    .from(complaintFlags)
    .innerJoin(c, eq(c.id, complaintFlags.complaint_id))
    .where(and(isNull(complaintFlags.dismissed_at), dealersInPeriod))
    .groupBy(c.dealer_id);
  return rows.map((row) => {
    const counts = (hist.find((h) => h.dealerId === row.dealerId)?.counts ?? []).map(Number);
    const repeat = repeats.find((r) => Number(r.dealerId) === row.dealerId);
    const flagged = flaggedRows.find((r) => Number(r.dealerId) === row.dealerId);
    return {
      dealerId: row.dealerId,
      name: row.name,
      complaints: row.complaints,
      months: months
        .filter((m) => m.dealerId === row.dealerId && m.count > 0)
        .map((m) => ({ month: m.month, count: m.count })),
      medianResolveHours: histogramMedianHours(counts),
      outOfWarranty: row.outOfWarranty,
      repeatCustomers: Number(repeat?.n ?? 0),
      flagged: Number(flagged?.n ?? 0),
    };
  });
}
