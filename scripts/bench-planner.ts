// The planner passes of `npm run bench` (decision 026): `BENCH_ONLY_PLANNER=1`.
//
// Drops and refills the bench database (BENCH_DATABASE_URL) with autovacuum off, so that right after
// the bulk load no table has statistics, then measures every list, filter, search, the dealer's
// complaints and the edit payload with wrk; then runs `VACUUM ANALYZE` and measures the same calls
// again. Query shapes that hold their cost only when the planner guesses right show up as the
// difference between the two columns.
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';

export interface PlannerResult {
  name: string;
  p50: number;
  p95: number;
  rps: number;
  p99?: number;
}

/** What bench.ts lends this pass: its fill, its server and its wrk run. */
export interface PlannerTools {
  adminPassword: string;
  fill(handle: DatabaseHandle, rows: number, analyze: boolean): Promise<void>;
  fillDealersAndProofs(handle: DatabaseHandle, analyze: boolean): Promise<void>;
  startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }>;
  signIn(base: string): Promise<Record<string, string>>;
  wrkLoad(name: string, url: string, headers: Record<string, string>): Promise<PlannerResult>;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every call of the planner goal (decision 026), with the data it needs (an id, the combined filter). */
async function plannerCalls(handle: DatabaseHandle): Promise<[string, string][]> {
  const [newest] = await rowsOf<{ assignee_id: number }>(
    handle,
    sql`select assignee_id from complaints where dealer_id = 1 and assignee_id is not null
        and status in ('Open', 'Pending') order by created_at desc limit 1`,
  );
  const combined = `status=Open&status=Pending&assignee=${newest?.assignee_id ?? 2}&dealer=1&createdFrom=${day(90)}&createdTo=${day(0)}`;
  const [some] = await rowsOf<{ id: number; phone: string; customer_name: string }>(
    handle,
    sql`select id, phone, customer_name from complaints where id = 123457`,
  );
  const id = some?.id ?? 1;
  const q = encodeURIComponent;
  return [
    ['first page, all complaints', '/api/complaints'],
    ['first page, pending', '/api/pendingcomplaints'],
    ['first page, in process', '/api/inprocesscomplaints'],
    ['first page, resolved', '/api/resolvedcomplaints'],
    ['first page, Old to New', '/api/complaints?order=asc'],
    ['next page after a cursor', '/api/complaints?order=asc&limit=20'],
    ['filter priority L3', '/api/complaints?priority=L3'],
    ['filter status + assignee + dealer + date', `/api/complaints?${combined}`],
    ['filter status Open + Pending', '/api/complaints?status=Open&status=Pending'],
    ['filter unassigned', '/api/complaints?assignee=none'],
    ['filter dealer 1', '/api/complaints?dealer=1'],
    ['filter city', '/api/complaints?city=multan'],
    ['filter created in one week', `/api/complaints?createdFrom=${day(187)}&createdTo=${day(180)}`],
    ['filter SLA overdue', '/api/complaints?due=overdue'],
    ['filter SLA due today', '/api/complaints?due=dueToday'],
    ['filter warranty out', '/api/complaints?warranty=out_of_warranty'],
    ['filter flagged', '/api/complaints?flagged=1'],
    ['order priority', '/api/complaints?order=priority'],
    ['order last updated', '/api/complaints?order=updated'],
    ['order due soonest', '/api/complaints?order=due'],
    ['search a city (common)', '/api/complaints?search=lahore'],
    ['search a name (common)', '/api/complaints?search=ayesha'],
    ['search a name (rare)', `/api/complaints?search=${q(some?.customer_name ?? 'ayesha khan 12345')}`],
    ['search a phone (prefix)', '/api/complaints?search=0300'],
    ['search a phone (whole number)', `/api/complaints?search=${q(some?.phone ?? '03001234567')}`],
    ['search a #00 number', `/api/complaints?search=${q(`#00${id}`)}`],
    ['global search, a phone', '/api/search?q=0300'],
    ['global search, a name', '/api/search?q=ayesha'],
    ['global search, a rare name', `/api/search?q=${q(some?.customer_name ?? 'ayesha khan 12345')}`],
    ['global search, a #00 number', `/api/search?q=${q(`#00${id}`)}`],
    ["dealer's complaints (dealer 1: 100,000)", '/api/dealers/1/complaints'],
    ['edit payload', `/api/complaints/${id}/edit`],
  ];
}

async function pass(
  label: string,
  tools: PlannerTools,
  url: string,
  calls: [string, string][],
): Promise<{ results: PlannerResult[]; load: string }> {
  const { child, base } = await tools.startServer({ DATABASE_URL: url });
  try {
    const headers = await tools.signIn(base);
    // The cursor call needs a real cursor.
    const first = (await (await fetch(`${base}/api/complaints?order=asc&limit=20`, { headers })).json()) as {
      nextCursor: string;
    };
    const load = [loadAverage()];
    const results: PlannerResult[] = [];
    for (const [name, path] of calls) {
      const target = name === 'next page after a cursor' ? `${path}&cursor=${first.nextCursor}` : path;
      results.push(await tools.wrkLoad(`${label}: ${name}`, base + target, headers));
      process.stdout.write('.');
    }
    load.push(loadAverage());
    return { results, load: load.join(' → ') };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Both passes on a fresh database; the table to print. */
export async function benchPlannerPasses(url: string, rows: number, tools: PlannerTools): Promise<string> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const handle = await openPostgres(url, { connectMs: 10_000, statementMs: 600_000 });
  try {
    await handle.migrate();
    // No statistics until the second pass: autovacuum would analyze the freshly loaded tables.
    const tables = await rowsOf<{ tablename: string }>(
      handle,
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    for (const { tablename } of tables)
      await handle.db.execute(sql.raw(`alter table "${tablename}" set (autovacuum_enabled = false)`));
    await seed(handle.db, {
      adminEmail: 'admin@example.com',
      adminPassword: tools.adminPassword,
      demo: true,
    });
    console.log(`PostgreSQL (${name}), planner passes:`);
    await tools.fill(handle, rows, false);
    await tools.fillDealersAndProofs(handle, false);
    const calls = await plannerCalls(handle);
    const [stats] = await rowsOf<{ count: number }>(
      handle,
      sql`select count(*)::int as count from pg_stats where schemaname = 'public' and tablename = 'complaints'`,
    );
    console.log(`  complaints columns with statistics before the first pass: ${stats?.count}`);
    const before = await pass('no ANALYZE', tools, url, calls);
    const started = Date.now();
    await handle.db.execute(sql`vacuum analyze`);
    for (const { tablename } of tables)
      await handle.db.execute(sql.raw(`alter table "${tablename}" reset (autovacuum_enabled)`));
    console.log(`\n  VACUUM ANALYZE in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const after = await pass('after VACUUM ANALYZE', tools, url, calls);
    const lines = [
      `Load average (1, 5, 15 min) during the passes: no ANALYZE ${before.load}; after VACUUM ANALYZE ${after.load}`,
      '',
      '| call (wrk, 1,000,000 complaints) | no ANALYZE p50 | p95 | p99 | req/s | after VACUUM ANALYZE p50 | p95 | p99 | req/s |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    calls.forEach(([call], index) => {
      const cells = [before.results[index]!, after.results[index]!].flatMap((r) => [
        r.p50.toFixed(1),
        r.p95.toFixed(1),
        r.p99?.toFixed(1) ?? '',
        r.rps.toFixed(0),
      ]);
      lines.push(`| ${call} | ${cells.join(' | ')} |`);
    });
    return lines.join('\n');
  } finally {
    await handle.close();
  }
}
