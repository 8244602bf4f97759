// Benchmark of the Users List at scale: `npm run bench:users` (not part of npm test).
//
// Fills an embedded PGlite and, when reachable, PostgreSQL (BENCH_DATABASE_URL, default a
// `caredesk_bench` database on the local server) with BENCH_USERS staff accounts (default 50,000)
// and times the list's SQL (the repository function the API calls): the first page, a deep page,
// each sort, a search, and 'All'. Prints the median and the 95th percentile of BENCH_RUNS runs.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';
import { listUsers } from '#server/features/users/users.repository.ts';
import type { UserSort } from '#domain/users/user.schemas.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caredesk_bench';

async function fill(handle: DatabaseHandle) {
  await handle.migrate();
  await seed(handle.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'bench-admin-password',
    demo: false,
  });
  const result = (await handle.db.execute(sql`select count(*)::int as count from users`)) as unknown as {
    rows: { count: number }[];
  };
  const count = Number(result.rows[0]!.count);
  if (count >= USERS) return;
  const started = performance.now();
  await handle.db.execute(sql`
    insert into users (name, username, email, phone, address, province, city, role_id, password_hash)
    select
      (array['Ahmed','Ayesha','Bilal','Fatima','Hassan','Hina','Imran','Maryam','Omar','Sana'])[1 + i % 10]
        || ' ' || (array['Khan','Malik','Hussain','Butt','Qureshi','Sheikh','Raza','Iqbal','Mirza','Shah'])[1 + (i / 10) % 10],
      'bench_' || i, 'bench.' || i || '@example.com',
      '03' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0'),
      'House ' || i, 'Punjab',
      (array['Lahore','Faisalabad','Rawalpindi','Multan','Gujranwala','Sargodha','Sialkot','Bahawalpur','Jhang','Kasur'])[1 + (i * 7) % 10],
      (select id from roles where slug = (array['support-agent','agent','field-agent','technician'])[1 + i % 4]),
      'not-a-real-hash'
    from generate_series(${count}::int, ${USERS - 1}::int) as i`);
  await handle.db.execute(sql`analyze users`);
  console.log(`  ${USERS.toLocaleString()} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const CASES: {
  name: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  search: string | null;
}[] = [
  { name: 'first page (id)', sort: 'id', order: 'asc', offset: 0, limit: 10, search: null },
  { name: 'page 1000 (id)', sort: 'id', order: 'asc', offset: 10_000, limit: 10, search: null },
  { name: 'sorted by name', sort: 'name', order: 'asc', offset: 0, limit: 10, search: null },
  { name: 'sorted by city, desc', sort: 'city', order: 'desc', offset: 0, limit: 10, search: null },
  { name: 'sorted by phone', sort: 'phone', order: 'asc', offset: 0, limit: 10, search: null },
  { name: 'sorted by designation', sort: 'designation', order: 'asc', offset: 0, limit: 10, search: null },
  { name: 'search "bench.4242"', sort: 'id', order: 'asc', offset: 0, limit: 10, search: 'bench.4242' },
  { name: 'search "malik" (many)', sort: 'name', order: 'asc', offset: 0, limit: 25, search: 'malik' },
  { name: 'All (1,000 rows)', sort: 'id', order: 'asc', offset: 0, limit: 1000, search: null },
];

async function measure(label: string, handle: DatabaseHandle) {
  console.log(`\n${label}`);
  await fill(handle);
  for (const entry of CASES) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await listUsers(handle.db, { ...entry, status: 'all' });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.log(
      `  ${entry.name.padEnd(26)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
  }
  await handle.close();
}

await measure(`PGlite (in memory), ${USERS.toLocaleString()} users`, await openPglite('memory'));
try {
  await measure(
    `PostgreSQL (${new URL(SERVER_URL).host}), ${USERS.toLocaleString()} users`,
    await openPostgres(SERVER_URL),
  );
} catch (error) {
  console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
}
