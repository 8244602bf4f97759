import { and, count, desc, eq, gte, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AGE_BUCKET_DAYS, AGE_BUCKETS, type AgeBucket } from '#domain/complaints/complaint-filter.ts';
import type { Priority } from '#domain/complaints/complaint-priority.ts';
import { addDays, bucketStarts, type ResolvedPeriod } from '#domain/dashboard/dashboard-period.ts';
import type { CrmDashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { users } from '#server/db/schema/users.ts';

/** What narrows every figure: the reader's rules and the dashboard's filters. */
export interface DashboardScope {
  access: SQL;
  province?: string;
  dealer?: number;
  category?: string;
}

const c = complaints;
const HOUR = 3600;

function scoped(scope: DashboardScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    scope.access,
    scope.province ? eq(c.customer_province, scope.province) : undefined,
    scope.dealer ? eq(c.dealer_id, scope.dealer) : undefined,
    scope.category ? eq(c.product_category, scope.category) : undefined,
    ...conditions,
  )!;
}

/** From the start of day `from` up to the end of day `to` (UTC), like the list's filters. */
function within(column: AnyPgColumn, from: string, to: string): SQL {
  return and(gte(column, sql`${from}::date`), lt(column, sql`${addDays(to, 1)}::date`))!;
}

const inPeriod = (column: AnyPgColumn, from: string, to: string) =>
  sql`(${column} >= ${from}::date and ${column} < ${addDays(to, 1)}::date)`;

/** The median of an interval in hours, over the rows a condition keeps. */
const medianHours = (later: AnyPgColumn, earlier: AnyPgColumn, keep: SQL) =>
  sql<
    number | null
  >`percentile_cont(0.5) within group (order by extract(epoch from ${later} - ${earlier})) filter (where ${keep})`.mapWith(
    (value: string | number | null) => (value === null ? null : Number(value) / HOUR),
  );

const countWhere = (keep: SQL) => sql<number>`count(*) filter (where ${keep})`.mapWith(Number);

const open = ne(c.status, 'Resolved');

export async function crmFigures(
  db: Database,
  scope: DashboardScope,
  period: ResolvedPeriod,
): Promise<CrmDashboardReply> {
  const { from, to, previousFrom, previousTo } = period;
  const current = (column: AnyPgColumn) => inPeriod(column, from, to);
  const previous = (column: AnyPgColumn) => inPeriod(column, previousFrom, previousTo);

  // One query at a time: run side by side, a few dashboards at once took the whole connection pool
  // (the bench answered 503), and the list calls wait behind them.
  const [created] = await db
    .select({
      current: countWhere(current(c.created_at)),
      previous: countWhere(previous(c.created_at)),
      responseNow: medianHours(
        c.first_response_at,
        c.created_at,
        sql`${current(c.created_at)} and ${c.first_response_at} is not null`,
      ),
      responseBefore: medianHours(
        c.first_response_at,
        c.created_at,
        sql`${previous(c.created_at)} and ${c.first_response_at} is not null`,
      ),
    })
    .from(c)
    .where(scoped(scope, within(c.created_at, previousFrom, to)));
  const [resolved] = await db
    .select({
      current: countWhere(current(c.resolved_at)),
      previous: countWhere(previous(c.resolved_at)),
      medianNow: medianHours(c.resolved_at, c.created_at, current(c.resolved_at)),
      medianBefore: medianHours(c.resolved_at, c.created_at, previous(c.resolved_at)),
    })
    .from(c)
    .where(scoped(scope, within(c.resolved_at, previousFrom, to)));
  const [reopened] = await db
    .select({ current: countWhere(current(c.reopened_at)), previous: countWhere(previous(c.reopened_at)) })
    .from(c)
    .where(scoped(scope, within(c.reopened_at, previousFrom, to)));
  const backlog = await backlogAt(db, scope, addDays(to, 1), from);
  const createdResolvedRows = await createdResolved(db, scope, period);
  const ageingRows = await ageing(db, scope);
  const workloadRows = await workload(db, scope, period);
  const placeRows = await places(db, scope, period);
  const defectRows = await defects(db, scope, period);
  const problemRows = await topProblems(db, scope, period);
  const dealerRows = await dealerScorecard(db, scope, period);

  return {
    period,
    kpis: {
      backlog,
      created: { current: created!.current, previous: created!.previous },
      resolved: { current: resolved!.current, previous: resolved!.previous },
      medianResolveHours: { current: resolved!.medianNow, previous: resolved!.medianBefore },
      medianFirstResponseHours: { current: created!.responseNow, previous: created!.responseBefore },
      reopened: { current: reopened!.current, previous: reopened!.previous },
    },
    createdResolved: createdResolvedRows,
    ageing: ageingRows,
    workload: workloadRows,
    places: placeRows,
    defects: defectRows,
    topProblems: problemRows,
    dealers: dealerRows,
  };
}

/**
 * Not resolved at the start of day `day`: open now, less what was created since, plus what was
 * resolved since (its last resolution). Each part reads only the rows after `day`, never the whole
 * table; a complaint resolved before `day` and reopened after it counts as resolved then.
 */
async function backlogAt(
  db: Database,
  scope: DashboardScope,
  end: string,
  start: string,
): Promise<{ current: number; previous: number }> {
  const [openNow] = await db.select({ n: count() }).from(c).where(scoped(scope, open));
  const at = async (day: string) => {
    if (Date.parse(day) > Date.now()) return openNow!.n;
    const since = sql`${day}::date`;
    const [row] = await db
      .select({
        created: countWhere(sql`${c.created_at} >= ${since}`),
        resolved: countWhere(sql`${c.resolved_at} >= ${since}`),
      })
      .from(c)
      .where(scoped(scope, or(gte(c.created_at, since), gte(c.resolved_at, since))));
    return openNow!.n - row!.created + row!.resolved;
  };
  return { current: await at(end), previous: await at(start) };
}

async function createdResolved(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const unit = sql.raw(`'${period.bucket}'`);
  const perBucket = async (column: AnyPgColumn) => {
    const start = sql<string>`to_char(date_trunc(${unit}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ start, n: count() })
      .from(c)
      .where(scoped(scope, within(column, period.from, period.to)))
      .groupBy(start);
    return new Map(rows.map((row) => [row.start, row.n]));
  };
  const created = await perBucket(c.created_at);
  const resolved = await perBucket(c.resolved_at);
  return bucketStarts(period).map((start) => ({
    start,
    created: created.get(start) ?? 0,
    resolved: resolved.get(start) ?? 0,
  }));
}

/**
 * The age bucket of an open complaint, now; the same bounds as the list's `age` filter. Literals,
 * not parameters, so that GROUP BY sees the same expression as SELECT.
 */
function ageCase(): SQL<AgeBucket> {
  const whens = AGE_BUCKETS.map((age) => {
    const [, upper] = AGE_BUCKET_DAYS[age];
    return upper === null
      ? `else '${age}'`
      : `when "complaints"."created_at" > now() - interval '${upper} days' then '${age}'`;
  });
  return sql<AgeBucket>`(case ${sql.raw(whens.join(' '))} end)`;
}

async function ageing(db: Database, scope: DashboardScope) {
  const age = ageCase();
  const rows = await db
    .select({ age, priority: c.priority, n: count() })
    .from(c)
    .where(scoped(scope, open))
    .groupBy(age, c.priority);
  return AGE_BUCKETS.flatMap((bucket) =>
    (['L1', 'L2', 'L3'] as const satisfies readonly Priority[]).map((priority) => ({
      age: bucket,
      priority,
      count: rows.find((row) => row.age === bucket && row.priority === priority)?.n ?? 0,
    })),
  );
}

async function workload(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const openRows = await db
    .select({ id: c.assignee_id, n: count() })
    .from(c)
    .where(scoped(scope, open))
    .groupBy(c.assignee_id);
  const resolvedRows = await db
    .select({ id: c.assignee_id, n: count() })
    .from(c)
    .where(scoped(scope, within(c.resolved_at, period.from, period.to)))
    .groupBy(c.assignee_id);
  const ids = [...new Set([...openRows, ...resolvedRows].map((row) => row.id))];
  const staffIds = ids.filter((id): id is number => id !== null);
  const names = staffIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(sql`${users.id} in ${staffIds}`)
    : [];
  return ids
    .map((id) => ({
      assigneeId: id,
      name: id === null ? '' : (names.find((row) => row.id === id)?.name ?? `#${id}`),
      open: openRows.find((row) => row.id === id)?.n ?? 0,
      resolved: resolvedRows.find((row) => row.id === id)?.n ?? 0,
    }))
    .sort((a, b) => b.open - a.open || b.resolved - a.resolved || a.name.localeCompare(b.name));
}

async function places(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const n = count();
  return db
    .select({ province: c.customer_province, city: c.customer_city, count: n })
    .from(c)
    .where(scoped(scope, within(c.created_at, period.from, period.to)))
    .groupBy(c.customer_province, c.customer_city)
    .orderBy(desc(n), c.customer_province, c.customer_city)
    .limit(20);
}

async function defects(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const month = sql<string>`to_char(date_trunc('month', ${c.created_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const n = count();
  return db
    .select({ month, category: c.product_category, problemType: c.problem_type, count: n })
    .from(c)
    .where(scoped(scope, within(c.created_at, period.from, period.to)))
    .groupBy(month, c.product_category, c.problem_type)
    .orderBy(desc(n), month, c.product_category, c.problem_type)
    .limit(50);
}

async function topProblems(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const n = count();
  return db
    .select({ problemType: c.problem_type, count: n })
    .from(c)
    .where(scoped(scope, within(c.created_at, period.from, period.to)))
    .groupBy(c.problem_type)
    .orderBy(desc(n), c.problem_type)
    .limit(10);
}

/** Per dealer: complaints created in the period, the median time to resolve those resolved, repeat customers. */
export async function dealerScorecard(db: Database, scope: DashboardScope, period: ResolvedPeriod) {
  const inScope = scoped(scope, isNotNull(c.dealer_id), within(c.created_at, period.from, period.to));
  const n = count();
  const rows = await db
    .select({
      dealerId: sql<number>`${c.dealer_id}`.mapWith(Number),
      name: dealers.dealer_name,
      complaints: n,
      medianResolveHours: medianHours(c.resolved_at, c.created_at, isNotNull(c.resolved_at)),
    })
    .from(c)
    .innerJoin(dealers, eq(dealers.id, c.dealer_id))
    .where(inScope)
    .groupBy(c.dealer_id, dealers.dealer_name)
    .orderBy(desc(n), dealers.dealer_name);
  const perCustomer = db
    .select({ dealerId: sql<number>`${c.dealer_id}`.as('dealer_id'), n: sql<number>`count(*)`.as('n') })
    .from(c)
    .where(inScope)
    .groupBy(c.dealer_id, c.phone_normal)
    .as('per_customer');
  const repeats = await db
    .select({ dealerId: perCustomer.dealerId, n: count() })
    .from(perCustomer)
    .where(sql`${perCustomer.n} > 1`)
    .groupBy(perCustomer.dealerId);
  return rows.map((row) => ({
    ...row,
    repeatCustomers: repeats.find((repeat) => repeat.dealerId === row.dealerId)?.n ?? 0,
  }));
}
