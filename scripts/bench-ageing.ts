// The ageing query of decision 052 against its old form (decision 041), at fixed instants: timed
// alone and compared. `DATABASE_URL=… npx tsx scripts/bench-ageing.ts` (INSTANTS=06:00,12:00 UTC, TIMES).
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { AGE_BUCKET_DAYS, AGE_BUCKETS, type AgeBucket } from '#domain/complaints/complaint-filter.ts';
import { PRIORITIES } from '#domain/complaints/complaint-priority.ts';
import { openPostgres, type Database } from '#server/db/client.ts';
import { ageing, rowsOf, type DashboardScope } from '#server/features/dashboard/crm-dashboard.repository.ts';

function ageCondition(createdAt: SQL, age: AgeBucket, now: SQL): SQL {
  const [from, to] = AGE_BUCKET_DAYS[age];
  return sql`${createdAt} <= ${now} - make_interval(days => ${from})${
    to === null ? sql`` : sql` and ${createdAt} > ${now} - make_interval(days => ${to})`
  }`;
}
async function oldAgeing(db: Database, scope: DashboardScope, at: Date) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const recentBuckets = AGE_BUCKETS.filter((age) => AGE_BUCKET_DAYS[age][1] !== null);
  const bounds = [0, ...recentBuckets.map((age) => AGE_BUCKET_DAYS[age][1]!)];
  const utcDay = (x: SQL) => sql`((${x}) at time zone 'UTC')::date`;
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
  const recent = await rowsOf<Record<string, number | string>>(
    db,
    sql`
    with edge_days as (
      select distinct ${utcDay(sql`${now} - make_interval(days => b)`)} as day
      from unnest(${sql.raw(`array[${bounds.join(', ')}]`)}::int[]) as b
    ), young as (
      select c.priority, c.created_at, 1 as n
      from edge_days e cross join lateral (
        select priority, created_at from complaints
        where status <> 'Resolved' and created_at >= ${dayStart(sql`e.day`)}
          and created_at < ${dayStart(sql`(e.day + 1)`)}
          and ${scoped(sql`customer_province`, sql`dealer_id`, sql`product_category`)}
        offset 0
      ) c
      union all
      select o.priority, ${dayStart(sql`o.day`)}, o.open
      from dashboard_open_days o
      where o.day > ${utcDay(oldest)} and o.day < ${utcDay(now)}
        and o.day not in (select day from edge_days)
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
  const openRows = await rowsOf<{ priority: string; n: number }>(
    db,
    sql`select priority, coalesce(sum(open), 0)::int as n from dashboard_open where ${scoped(sql`province`, sql`dealer_id`, sql`category`)} group by priority`,
  );
  return AGE_BUCKETS.flatMap((age) =>
    PRIORITIES.map((priority) => {
      const row = recent.find((r) => r.priority === priority) as Record<string, number> | undefined;
      const young = recentBuckets.reduce((sum, bucket) => sum + Number(row?.[bucket] ?? 0), 0);
      const count =
        age === '30+'
          ? Number(openRows.find((r) => r.priority === priority)?.n ?? 0) - young
          : Number(row?.[age] ?? 0);
      return { age, priority, count };
    }),
  ).sort(
    (a, b) => AGE_BUCKETS.indexOf(a.age) - AGE_BUCKETS.indexOf(b.age) || b.priority.localeCompare(a.priority),
  );
}

const handle = await openPostgres(process.env.DATABASE_URL!, { connectMs: 10_000, statementMs: 600_000 });
const day = new Date().toISOString().slice(0, 10);
const instants = (process.env.INSTANTS ?? '12:00,18:00,23:00')
  .split(',')
  .map((t) => new Date(`${day}T${t}:00Z`));
const scopes: [string, DashboardScope][] = [
  ['all', {}],
  ['dealer 1', { dealer: 1 }],
  ['LED TV', { category: 'LED TV' }],
];
const times = Number(process.env.TIMES ?? 15);
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('| instant (UTC) | scope | old ms (median) | new ms (median) | same counts |');
console.log('|---|---|---:|---:|---|');
for (const at of instants)
  for (const [name, scope] of scopes) {
    const oldMs: number[] = [];
    const newMs: number[] = [];
    let same = true;
    for (let i = 0; i < times; i++) {
      let t = performance.now();
      const a = await oldAgeing(handle.db, scope, at);
      oldMs.push(performance.now() - t);
      t = performance.now();
      const b = await ageing(handle.db, scope, at);
      newMs.push(performance.now() - t);
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        same = false;
        if (i === 0) console.error(JSON.stringify(a), '\n', JSON.stringify(b));
      }
    }
    console.log(
      `| ${at.toISOString().slice(11, 16)} | ${name} | ${median(oldMs).toFixed(1)} | ${median(newMs).toFixed(1)} | ${same ? 'yes' : 'NO'} |`,
    );
  }
await handle.close();
