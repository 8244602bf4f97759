// The automatic assignee pick (decision 024) and the Overdue filter at scale (decision
// 031): `BENCH_ONLY=assign npm run bench`. On its own PostgreSQL database (BENCH_ASSIGN_DATABASE_URL,
// default `caredesk_assign_bench`), fills BENCH_ASSIGN_STAFF field agents (1,000), each serving one
// to three of 40 cities, and BENCH_ASSIGN_ROWS complaints (1,000,000), two in three assigned to them,
// a quarter resolved; then times, BENCH_ASSIGN_REPEATS times each (200): the pick itself (the rule's
// one statement, with its advisory lock, in a transaction rolled back so loads stay as filled), and
// the Overdue first page (the list's SQL: open complaints whose next due time has passed, due
// soonest first, 20 ids; `filter SLA overdue` in bench.ts times the whole HTTP call). Drop the database with `dropdb caredesk_assign_bench` when done.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { RoleSlug } from '#domain/auth/roles.ts';
import { openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';
import { lockAutoAssign, pickCandidate } from '#server/features/assignment/assignment.repository.ts';
import { slaDueKey } from '#server/features/complaints/complaint-filter-sql.ts';

const URL_ =
  process.env.BENCH_ASSIGN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caredesk_assign_bench';
const ROWS = Number(process.env.BENCH_ASSIGN_ROWS ?? 1_000_000);
const STAFF = Number(process.env.BENCH_ASSIGN_STAFF ?? 1_000);
const REPEATS = Number(process.env.BENCH_ASSIGN_REPEATS ?? 200);
const CITIES = Array.from({ length: 40 }, (_, i) => `Bench City ${i + 1}`);
const ROLES: RoleSlug[] = ['field-agent'];

export interface AssignBenchResult {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

async function count(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await handle.db.execute(query)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}

async function fillStaff(handle: DatabaseHandle): Promise<void> {
  const have = await count(
    handle,
    sql`select count(*)::int as count from users where username like 'bench_fa_%'`,
  );
  if (have >= STAFF) return console.log(`  ${have.toLocaleString()} bench staff already there`);
  await handle.db.execute(sql`
    insert into users (name, username, email, role_id, password_hash, service_areas)
    select 'Bench Agent ' || i, 'bench_fa_' || i, 'bench.fa.' || i || '@example.com',
      (select id from roles where slug = 'field-agent'), 'not-a-hash',
      array['Bench City ' || (1 + i % 40), 'Bench City ' || (1 + (i * 7) % 40)]
        || case when i % 3 = 0 then array['Bench City ' || (1 + (i * 13) % 40)] else array[]::text[] end
    from generate_series(${have}::int, ${STAFF - 1}::int) as i`);
  console.log(`  ${STAFF.toLocaleString()} bench staff`);
}

async function fillComplaints(handle: DatabaseHandle): Promise<void> {
  const have = await count(handle, sql`select count(*)::int as count from complaints`);
  if (have >= ROWS) return console.log(`  ${have.toLocaleString()} complaints already there`);
  const staff = (await handle.db.execute(
    sql`select min(id)::int as first from users where username like 'bench_fa_%'`,
  )) as unknown as { rows: { first: number }[] };
  const first = staff.rows[0]!.first;
  const started = performance.now();
  const batch = 50_000;
  for (let from = have; from < ROWS; from += batch) {
    const to = Math.min(ROWS, from + batch) - 1;
    await handle.db.execute(sql`
      insert into complaints (customer_name, customer_province, customer_city, phone, product_category,
        product_name, problem_type, status, priority, assignee_id, created_at, updated_at,
        response_due_at, resolution_due_at, sla_next_due_at)
      select 'Bench Customer ' || i, 'Punjab', 'Bench City ' || (1 + (i * 7) % 40),
        '03' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'), 'Air Conditioner',
        'Inverter AC 1.5 Ton', 'Not cooling',
        (array['Open','In Process','Pending','Resolved'])[1 + (i * 3) % 4]::complaint_status,
        (array['L1','L2','L3'])[1 + (i * 5) % 3]::complaint_priority,
        case when i % 3 = 0 then null else ${first}::int + (i::bigint * 31) % ${STAFF} end,
        now() - ((i::bigint * 37) % (365 * 86400)) * interval '1 second',
        now() - ((i::bigint * 37) % (365 * 86400)) * interval '1 second',
        now() - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + interval '4 hours',
        now() - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + (1 + i % 5) * interval '1 day',
        case when (i * 3) % 4 >= 2 then null
          else now() - ((i::bigint * 37) % (365 * 86400)) * interval '1 second' + (1 + i % 5) * interval '1 day' end
      from generate_series(${from}::int, ${to}::int) as i`);
    process.stdout.write(`\r  ${(to + 1).toLocaleString()} / ${ROWS.toLocaleString()} complaints`);
  }
  await handle.db.execute(sql`vacuum analyze complaints`);
  await handle.db.execute(sql`vacuum analyze users`);
  console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function summary(name: string, times: number[]): AssignBenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  return { name, p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

/** A transaction that is always rolled back: the measured work leaves the data as filled. */
class Rollback extends Error {}

export async function benchAssign(): Promise<AssignBenchResult[]> {
  const admin = new pg.Client({ connectionString: URL_.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = new URL(URL_).pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const handle = await openPostgres(URL_, { connectMs: 10_000, statementMs: 1_200_000 });
  try {
    await handle.migrate();
    await seed(handle.db, {
      adminEmail: 'admin@example.com',
      adminPassword: 'bench-admin-password',
      demo: false,
    });
    console.log(`Automatic assignment and Overdue (${name}):`);
    await fillStaff(handle);
    await fillComplaints(handle);
    const pick: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const city = CITIES[(i * 17) % CITIES.length]!;
      const started = performance.now();
      await handle.db
        .transaction(async (tx) => {
          await lockAutoAssign(tx);
          const chosen = await pickCandidate(tx, {
            city,
            province: 'Punjab',
            category: 'Air Conditioner',
            roles: ROLES,
            cap: null,
          });
          if (!chosen) throw new Error(`nobody serves ${city}`);
          pick.push(performance.now() - started);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }
    const overdue: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      const started = performance.now();
      await handle.db.execute(
        sql`select id from complaints where ${slaDueKey} < now() order by ${slaDueKey}, id limit 20`,
      );
      overdue.push(performance.now() - started);
    }
    const rows = ROWS.toLocaleString();
    const staff = STAFF.toLocaleString();
    return [
      summary(`automatic assignee pick (${staff} staff, ${rows} complaints)`, pick),
      summary(`Overdue first page, SQL (${rows} complaints)`, overdue),
    ];
  } finally {
    await handle.close();
  }
}

export function assignTable(results: AssignBenchResult[]): string {
  const lines = ['| measure | p50 ms | p95 ms | max ms |', '|---|---:|---:|---:|'];
  for (const r of results)
    lines.push(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  return lines.join('\n');
}
