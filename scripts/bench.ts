// Benchmark of the complaint lists at scale: `npm run bench` (not part of npm test).
//
// Fills PostgreSQL (BENCH_DATABASE_URL, default a `caredesk_bench` database on the local server)
// with 1,000,000 complaints and an embedded PGlite with 200,000, starts the built app on each
// (run `npm run build` first) in its own process, and measures with concurrent HTTP clients the
// p50 and p95 latency and the requests per second of each list call, plus the first-page SQL alone.
// It also fills 50,000 dealers and 100,000 payment proofs and measures their calls.
// BENCH_SKIP_POSTGRES=1 / BENCH_SKIP_PGLITE=1 leave one of the two out.
// BENCH_ROWS / BENCH_PGLITE_ROWS / BENCH_DEALERS / BENCH_PROOFS / BENCH_REQUESTS / BENCH_CONCURRENCY
// change the sizes (BENCH_WEB_CONCURRENCY the app processes, 1). BENCH_ONLY (a regular expression) keeps the calls whose name matches (the
// saved-view calls too: BENCH_ONLY='view|My complaints' runs only them). BENCH_WRK=1
// measures every call with wrk instead of Node's fetch (`apt-get install wrk`):
// BENCH_WRK_SECONDS each (8), BENCH_CONCURRENCY connections, one thread. Exports of a list
// (bench-export.ts) run too; BENCH_ONLY_EXPORTS=1 runs only them, BENCH_SKIP_EXPORTS=1 leaves them out. A bulk
// change of 1,000 complaints runs too; BENCH_ONLY=bulk runs only it. The duplicate and fraud flag
// checks at create run too (decision 019), against BENCH_IMAGES complaint images (200,000);
// BENCH_ONLY=flags runs only them. BENCH_ONLY=dashboard runs the dashboards' calls. BENCH_ONLY=assign
// runs only the automatic assignee pick and the Overdue SQL at 1,000 staff and 1,000,000 complaints,
// on a database of its own (bench-assign.ts).
// BENCH_ONLY_PLANNER=1 refills the database and runs the planner calls (decision 026) with wrk twice, with no
// statistics and after VACUUM ANALYZE (bench-planner.ts). The front end's page weights, card click and
// Lighthouse scores (bench-front.ts) run last; BENCH_ONLY=front runs only them.
// BENCH_ONLY=throughput compares the API's first page with the bare SQL loop (bench-throughput.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';
import { flagReusedPhotos, refreshFieldFlags } from '#server/features/complaints/complaint-flags.service.ts';
import { assignTable, benchAssign } from './bench-assign.ts';
import { dashboardCalls, rollupWriteCost, writeCostTable, type WriteCost } from './bench-dashboard.ts';
import { benchExports, exportTable, type ExportResult } from './bench-export.ts';
import { fillComplaints, ROLLUP_TABLES, withRollupsRebuilt } from '#server/testing/bench-fill.ts';
import { benchFront, frontTables } from './bench-front.ts';
import { benchPlannerPasses } from './bench-planner.ts';
import { benchThroughput, throughputTable } from './bench-throughput.ts';
import { runWrk } from './bench-wrk.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DEALERS = Number(process.env.BENCH_DEALERS ?? 50_000);
const PROOFS = Number(process.env.BENCH_PROOFS ?? 100_000);
const ADMIN_PASSWORD = 'bench-admin-password';
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const WRK = process.env.BENCH_WRK === '1';
const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 8);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200_000);
const ONLY_FLAGS = process.env.BENCH_ONLY === 'flags';
/** API throughput against the bare SQL loop, with 1 and 2 processes (bench-throughput.ts). */
const ONLY_THROUGHPUT = process.env.BENCH_ONLY === 'throughput';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caredesk_bench';

const exportResults: ExportResult[] = [];
const writeCosts: WriteCost[] = [];

interface Result {
  name: string;
  p50: number;
  p95: number;
  rps: number;
  /** wrk only. */
  p99?: number;
}

/** The calendar day (UTC) that many days ago. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The workbench's combined filter, taken from the data: dealer 1 (a tenth of the complaints), the
 * assignee of its newest assigned complaint, Open or Pending, created in the last 90 days.
 */
async function combinedFilter(handle: DatabaseHandle): Promise<string> {
  const result = (await handle.db.execute(
    sql`select assignee_id from complaints where dealer_id = 1 and assignee_id is not null
        and status in ('Open', 'Pending') order by created_at desc limit 1`,
  )) as unknown as { rows: { assignee_id: number }[] };
  const assignee = result.rows[0]?.assignee_id ?? 2;
  return `status=Open&status=Pending&assignee=${assignee}&dealer=1&createdFrom=${day(90)}&createdTo=${day(0)}`;
}

/**
 * The same filter with an assignee who holds none of dealer 1's open or pending complaints (each
 * part common, together nothing): the worst case of a combination, when no index holds all its
 * columns. Null when the data has no such assignee.
 */
async function emptyCombinedFilter(handle: DatabaseHandle): Promise<string | null> {
  const result = (await handle.db.execute(
    sql`select assignee_id from complaints where dealer_id = 1 and assignee_id is not null
        group by assignee_id having bool_and(status not in ('Open', 'Pending')) limit 1`,
  )) as unknown as { rows: { assignee_id: number }[] };
  const assignee = result.rows[0]?.assignee_id;
  if (assignee === undefined) return null;
  return `status=Open&status=Pending&assignee=${assignee}&dealer=1&createdFrom=${day(90)}&createdTo=${day(0)}`;
}

/**
 * wrk on one address with the session cookie (BENCH_CONCURRENCY connections, BENCH_WRK_SECONDS),
 * after a second of the same load whose figures are dropped: each call is measured warm (its
 * statements prepared, its pages cached), as the first call of a run was not.
 */
async function wrkLoad(name: string, url: string, headers: Record<string, string>): Promise<Result> {
  const cookie = { cookie: headers.cookie ?? '' };
  await runWrk(url, cookie, { connections: CONCURRENCY, seconds: 1 });
  return { name, ...(await runWrk(url, cookie, { connections: CONCURRENCY, seconds: WRK_SECONDS })) };
}

/** Rows in a table; both drivers answer with `rows`. */
async function countOf(handle: DatabaseHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(
    sql.raw(`select count(*)::int as count from ${table}`),
  )) as unknown as {
    rows: { count: number }[];
  };
  return Number(result.rows[0]!.count);
}

/**
 * Dealers (names from 11 family names, 8 trade words and a number; 10 cities; phones; addresses)
 * and payment proofs (order numbers ORD-1 to ORD-n/2, two images each; no files: the calls measured
 * list addresses, they do not read files). A tenth of the complaints are linked to dealer 1.
 */
async function fillDealersAndProofs(handle: DatabaseHandle, analyze = true) {
  const dealers = await countOf(handle, 'dealers');
  if (dealers < DEALERS) {
    await handle.db.execute(sql`
      insert into dealers (dealer_name, dealer_phone, dealer_city, dealer_address)
      select
        (array['Khan','Malik','Hussain','Butt','Qureshi','Sheikh','Raza','Iqbal','Mirza','Shah','Abbasi'])[1 + i % 11]
          || ' ' || (array['Electronics','Traders','Appliances','Home Centre','Enterprises','Cool Point','Brothers','Mart'])[1 + (i / 11) % 8]
          || ' ' || i,
        '04' || lpad(((i::bigint * 7919) % 100000000)::text, 9, '0'),
        (array['Lahore','Karachi','Peshawar','Quetta','Multan','Hyderabad','Sialkot','Gwadar','Mardan','Sukkur'])[1 + (i * 7) % 10],
        'Shop ' || (1 + i % 90) || ', Main Bazaar, Block ' || (i % 40)
      from generate_series(${dealers}::int, ${DEALERS - 1}::int) as i`);
    // A hash, not id % 10, so that dealer 1's complaints have every status and assignee (the fill
    // derives those from the row number, and a modulo would tie them to it). In slices of ids, each
    // well within the statement timeout.
    const { rows } = (await handle.db.execute(
      sql`select coalesce(max(id), 0)::int as max from complaints`,
    )) as unknown as { rows: { max: number }[] };
    // With the roll-up triggers off, then one rebuild (decision 052): through the triggers, each
    // slice rewrote the same day and month rows thousands of times in one transaction.
    await withRollupsRebuilt(handle.db, async () => {
      for (let from = 0; from <= Number(rows[0]!.max); from += 50_000)
        await handle.db.execute(
          sql`update complaints set dealer_id = 1 where id > ${from} and id <= ${from + 50_000}
            and abs(hashtext(id::text)) % 10 = 0 and dealer_id is null`,
        );
    });
    if (analyze) await handle.db.execute(sql`analyze complaints`);
  }
  // The load and the dealer links updated each roll-up row thousands of times per statement (the
  // triggers run per row), leaving their tables hundreds of times their live size (1.9 GB for
  // 3,553 rows); one complaint per transaction, with autovacuum on and room on each page
  // (fillfactor 50), keeps them compact. After the last bulk write, so the calls read compact tables.
  await handle.db.execute(sql.raw(`vacuum full ${analyze ? 'analyze' : ''} ${ROLLUP_TABLES.join(', ')}`));
  console.log(`  ${DEALERS.toLocaleString()} dealers`);
  const proofs = await countOf(handle, 'payment_proofs');
  if (proofs < PROOFS) {
    await handle.db.execute(sql`
      insert into payment_proofs (order_number, storage_key, content_type, size, content_hash)
      select 'ORD-' || (1 + i / 2), 'proofs/bench' || i || '.png', 'image/png', 1000, md5(i::text)
      from generate_series(${proofs}::int, ${PROOFS - 1}::int) as i`);
  }
  console.log(`  ${PROOFS.toLocaleString()} payment proofs`);
}

/** The bench's complaints (src/server/testing/bench-fill.ts): inserted with the roll-up triggers off, the roll-ups rebuilt after. */
const fill = (handle: DatabaseHandle, rows: number, analyze = true) =>
  fillComplaints(handle.db, rows, { analyze });

/** Images with hashes (random SHA-256 and dHash) on the first complaints: what the photo check looks among. */
async function fillImages(handle: DatabaseHandle, rows: number) {
  const images = await countOf(handle, 'complaint_images');
  if (images >= IMAGES) return console.log(`  ${images.toLocaleString()} images already there`);
  await handle.db.execute(sql`
    insert into complaint_images (complaint_id, user_name, storage_key, content_type, size, sha256, dhash)
    select c.id, 'bench', 'images/bench-' || c.id || '-' || i, 'image/jpeg', 1000,
      md5(i::text) || md5((i + 1)::text), ('x' || substr(md5((i * 7)::text), 1, 16))::bit(64)::bigint
    from generate_series(${images}::int, ${IMAGES - 1}::int) as i
    join complaints c on c.id = 1 + (i::bigint * 13) % ${rows}
    on conflict do nothing`);
  await handle.db.execute(sql`analyze complaint_images`);
  console.log(`  ${IMAGES.toLocaleString()} complaint images`);
}

/**
 * The flag checks of a new complaint, as the create and upload transactions run them: a complaint
 * of a customer who has complained before (same phone and product) with an order number already
 * used, and one image; only the checks are timed, and every transaction is rolled back.
 */
async function flagChecks(label: string, handle: DatabaseHandle, rows: number): Promise<Result[]> {
  const rolledBack = new Error('rolled back');
  const timed = (check: 'fields' | 'photo') => async () => {
    let elapsed = 0;
    const n = Math.floor(Math.random() * rows);
    await handle.db
      .transaction(async (tx) => {
        const rows = (await tx.execute(sql`
          insert into complaints (customer_name, customer_province, customer_city, phone, product_name,
            problem_type, priority, order_number)
          select 'Bench ' || ${n}, 'Punjab', 'Lahore', phone, product_name, 'Not cooling', 'L1', 'INV-' || ${n}
          from complaints where id >= ${1 + n} order by id limit 1 returning id`)) as unknown as {
          rows: { id: number }[];
        };
        const id = Number(rows.rows[0]!.id);
        const started = performance.now();
        if (check === 'fields') await refreshFieldFlags(tx, id);
        else {
          const hash = BigInt.asIntN(64, BigInt(`0x${n.toString(16).padStart(8, '0')}9e3779b9`));
          await flagReusedPhotos(tx, id, [{ sha256: `bench-${n}`, dhash: hash }]);
        }
        elapsed = performance.now() - started;
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    return elapsed;
  };
  return [
    await loadTimed(`${label}: flag checks at create (duplicate, order, warranty)`, timed('fields')),
    await loadTimed(`${label}: flag check of an added photo (SHA-256, dHash bands)`, timed('photo')),
  ];
}

/** Like `load`, timing only what each run reports (ms). */
async function loadTimed(name: string, run: () => Promise<number>): Promise<Result> {
  for (let i = 0; i < 10; i++) await run();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) latencies.push(await run());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, p50: at(0.5), p95: at(0.95), rps: latencies.length / seconds };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_PORT: a fixed port (a shared machine hands each user its own ports); random otherwise.
  const port = Number(process.env.BENCH_PORT ?? 4300 + Math.floor(Math.random() * 500));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // One process unless BENCH_WEB_CONCURRENCY says otherwise: the export bench reads its memory.
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: process.env.BENCH_WEB_CONCURRENCY ?? '1',
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolve({ child, base });
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) return reject(new Error('server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function signIn(
  base: string,
  login = 'admin@example.com',
  password = ADMIN_PASSWORD,
): Promise<Record<string, string>> {
  const csrf = await fetch(`${base}/api/auth/csrf-token`);
  const seedCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: seedCookie },
    body: JSON.stringify({ login, password }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  const session = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const cookie = `${seedCookie}; ${session}`;
  // The session's own CSRF token, for the changes a bench makes (saving a view).
  const fresh = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie } });
  return { cookie, 'x-csrf-token': ((await fresh.json()) as { token: string }).token };
}

/** `REQUESTS` calls from `CONCURRENCY` clients at once; latencies in ms. */
async function load(name: string, run: () => Promise<void>): Promise<Result> {
  for (let i = 0; i < 10; i++) await run();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        await run();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, p50: at(0.5), p95: at(0.95), rps: latencies.length / seconds };
}

async function measure(
  label: string,
  handle: DatabaseHandle,
  env: Record<string, string>,
): Promise<Result[]> {
  const results: Result[] = [];
  if (!ONLY || ONLY.test('flags'))
    results.push(...(await flagChecks(label, handle, env.DATABASE_URL ? ROWS : PGLITE_ROWS)));
  if (ONLY_FLAGS) {
    if (!env.DATABASE_URL) await handle.close();
    return results;
  }
  // The first-page SQL alone, through the same driver, one query at a time.
  if (!ONLY_BULK)
    results.push(
      await load(`${label}: first-page SQL alone`, async () => {
        await handle.db.execute(
          sql`select c.id, c.customer_name, c.phone, c.customer_city, c.status, c.priority, c.created_at, u.name
            from complaints c left join users u on u.id = c.assignee_id
            order by c.created_at desc, c.id desc limit 21`,
        );
      }),
    );
  if (!ONLY || ONLY.test('dashboard')) writeCosts.push(await rollupWriteCost(label, handle));
  const combined = await combinedFilter(handle);
  const empty = await emptyCombinedFilter(handle);
  const closeDatabase = env.DATABASE_URL ? undefined : () => handle.close();
  await closeDatabase?.();

  const { child, base } = await startServer(env);
  try {
    const headers = await signIn(base);
    const get = (url: string) => async () => {
      const response = await fetch(base + url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const json = async <T>(url: string): Promise<T> =>
      (await fetch(base + url, { headers })).json() as Promise<T>;
    // A cursor deep in the list: follow pages of 100 from a point half-way back in time.
    let deep = (await json<{ nextCursor: string }>('/api/complaints?limit=100')).nextCursor;
    for (let i = 0; i < 20; i++)
      deep = (await json<{ nextCursor: string }>(`/api/complaints?limit=100&cursor=${deep}`)).nextCursor;
    const { id } = (await json<{ complaints: { id: number }[] }>('/api/complaints?order=asc')).complaints[0]!;

    const calls: [string, string][] = [
      ['first page, all complaints', '/api/complaints'],
      ['first page, pending', '/api/pendingcomplaints'],
      ['first page, in process', '/api/inprocesscomplaints'],
      ['first page, resolved', '/api/resolvedcomplaints'],
      ['first page, Old to New', '/api/complaints?order=asc'],
      ['search a city (common)', '/api/complaints?search=lahore'],
      ['search a name (rare)', '/api/complaints?search=ayesha%20khan%2012345'],
      ['search a phone', '/api/complaints?search=0300'],
      ['filter priority L3', '/api/complaints?priority=L3'],
      ['filter status + assignee + dealer + date', `/api/complaints?${combined}`],
      ['filter status Open + Pending', '/api/complaints?status=Open&status=Pending'],
      ['filter assigned to me (admin: none)', '/api/complaints?assignee=me'],
      ['filter unassigned', '/api/complaints?assignee=none'],
      ['filter dealer 1', '/api/complaints?dealer=1'],
      ['filter province (rare)', '/api/complaints?province=Sindh'],
      ['filter city', '/api/complaints?city=multan'],
      [
        'filter created in one week, half a year ago',
        `/api/complaints?createdFrom=${day(187)}&createdTo=${day(180)}`,
      ],
      ['order priority, first page', '/api/complaints?order=priority'],
      ['order last updated, first page', '/api/complaints?order=updated'],
      ['order priority, pending', '/api/pendingcomplaints?order=priority'],
      ['order priority + combined filter', `/api/complaints?order=priority&${combined}`],
      ['filter SLA overdue', '/api/complaints?due=overdue'],
      ['filter SLA due today', '/api/complaints?due=dueToday'],
      ['order due soonest, first page', '/api/complaints?order=due'],
      ['order due soonest, in process', '/api/inprocesscomplaints?order=due'],
      ...(empty
        ? ([
            ['filter combination matching nothing', `/api/complaints?${empty}`],
            ['order priority + combination matching nothing', `/api/complaints?order=priority&${empty}`],
          ] satisfies [string, string][])
        : []),
      ['next page, 2,000 rows deep', `/api/complaints?cursor=${deep}`],
      ['edit payload', `/api/complaints/${id}/edit`],
      ['dealers, first page', '/api/dealers?limit=25'],
      ['dealers, search a city (common)', '/api/dealers?limit=25&search=lahore'],
      [
        'dealers, search a name (rare)',
        `/api/dealers?limit=25&search=${encodeURIComponent(`traders ${Math.floor(DEALERS / 2) + 1}`)}`,
      ],
      ['dealers, search a phone', '/api/dealers?limit=25&search=0400'],
      ['dealers, next page half-way', `/api/dealers?limit=25&after=${Math.floor(DEALERS / 2)}`],
      ['dealer edit payload', '/api/dealers/1/edit'],
      ["dealer's complaints", '/api/dealers/1/complaints'],
      ['payment proofs of an order', `/api/payment-proof-images/ORD-${Math.floor(PROOFS / 4)}`],
      ['payment proofs, unknown order', '/api/payment-proof-images/NO-SUCH-ORDER'],
      ['global search, a phone', '/api/search?q=0300'],
      ['global search, a name', '/api/search?q=ayesha'],
      ['global search, a #00 number', `/api/search?q=%2300${id}`],
      ['notifications', '/api/notifications'],
      // The dashboards (decision 023, bench-dashboard.ts).
      ...dashboardCalls(),
    ];
    const chosen = process.env.BENCH_ONLY_EXPORTS ? [] : calls.filter(([name]) => !ONLY || ONLY.test(name));
    // wrk, a C client, where it is installed: the Node client on the same 2 cores triples latency.
    for (const [name, url] of chosen)
      results.push(
        WRK
          ? await wrkLoad(`${label}, wrk: ${name}`, base + url, headers)
          : await load(`${label}: ${name}`, get(url)),
      );
    if (!process.env.BENCH_ONLY_EXPORTS) results.push(...(await savedViewCalls(label, base)));
    if (!process.env.BENCH_SKIP_EXPORTS)
      exportResults.push(...(await benchExports(label, base, headers, child.pid!)));
    if (!ONLY || ONLY.test('bulk')) bulkResults.push(await bulkChange(label, base, headers));
  } finally {
    child.kill('SIGTERM');
  }
  return results;
}

interface BulkResult {
  name: string;
  rows: number;
  seconds: number;
  updated: number;
}
const bulkResults: BulkResult[] = [];
const BULK_ROWS = 1_000;
const ONLY_BULK = process.env.BENCH_ONLY === 'bulk';

/**
 * A bulk change of 1,000 complaints chosen by id, as 'Select all on screen' sends it: unassigned
 * ones (each run finds others) assigned to a staff member, so each writes its timeline entry and a
 * notification. Runs as a background job; timed from the POST until the job reads completed.
 */
async function bulkChange(label: string, base: string, cookies: Record<string, string>): Promise<BulkResult> {
  const csrf = (await (await fetch(`${base}/api/auth/csrf-token`, { headers: cookies })).json()) as {
    token: string;
  };
  const headers = { ...cookies, 'content-type': 'application/json', 'x-csrf-token': csrf.token };
  const json = async <T>(url: string): Promise<T> =>
    (await fetch(base + url, { headers: cookies })).json() as Promise<T>;
  const chosen: { id: number; version: number }[] = [];
  let cursor: string | null = null;
  while (chosen.length < BULK_ROWS) {
    const page: { complaints: { id: number; version: number }[]; nextCursor: string | null } = await json(
      `/api/complaints?assignee=none&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    chosen.push(...page.complaints.map(({ id, version }) => ({ id, version })));
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  const { users } = await json<{ users: { id: number; designation: string }[] }>('/api/complaints/assignees');
  const assignee = users.find((user) => user.designation !== 'Admin') ?? users[0]!;
  const started = performance.now();
  const response = await fetch(`${base}/api/complaints/bulk`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      target: { complaints: chosen.slice(0, BULK_ROWS) },
      change: { action: 'assign', assignee: assignee.id },
    }),
  });
  if (response.status !== 202) throw new Error(`bulk change: ${response.status} ${await response.text()}`);
  const { job } = (await response.json()) as { job: { id: string } };
  for (;;) {
    const state = await json<{ state: string; summary: { updated: number[] } | null }>(
      `/api/complaints/bulk/${job.id}`,
    );
    if (state.state === 'failed') throw new Error('the bulk job failed');
    if (state.state === 'completed') {
      const seconds = (performance.now() - started) / 1000;
      return {
        name: `${label}: bulk change of ${BULK_ROWS.toLocaleString()} complaints (job)`,
        rows: Math.min(BULK_ROWS, chosen.length),
        seconds,
        updated: state.summary?.updated.length ?? 0,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * 'My complaints' and a saved view, as the demo Agent (a sixth of the complaints are assigned to
 * them), and the navigation's counts call, beside the unfiltered first page measured again.
 */
async function savedViewCalls(label: string, base: string): Promise<Result[]> {
  const headers = await signIn(base, 'agent', 'password');
  const get = (url: string) => async () => {
    const response = await fetch(base + url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const filter = { assignee: 'me', status: ['Open', 'Pending'], priority: 'L3' };
  const saved = await fetch(`${base}/api/saved-views`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${Date.now()}`, list: 'all', filter }),
  });
  if (!saved.ok) throw new Error(`saving a view: ${saved.status} ${await saved.text()}`);
  const { view } = (await saved.json()) as { view: { filter: Record<string, string | string[]> } };
  const viewQuery = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filter))
    for (const item of [value].flat()) viewQuery.append(key, item);
  const calls: [string, string][] = [
    ['first page, all complaints (as the Agent)', '/api/complaints'],
    [
      'My complaints, first page',
      '/api/complaints?assignee=me&status=Open&status=In%20Process&status=Pending',
    ],
    ['a saved view, first page', `/api/complaints?${viewQuery}`],
    ['view counts (My complaints and the views)', '/api/saved-views/counts'],
  ];
  const results: Result[] = [];
  for (const [name, url] of calls.filter(([name]) => !ONLY || ONLY.test(name)))
    results.push(
      WRK
        ? await wrkLoad(`${label}, wrk: ${name}`, base + url, headers)
        : await load(`${label}: ${name}`, get(url)),
    );
  return results;
}

function table(results: Result[]): string {
  const lines = ['| call | p50 ms | p95 ms | p99 ms | requests/s |', '|---|---:|---:|---:|---:|'];
  for (const r of results)
    lines.push(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99?.toFixed(1) ?? ''} | ${r.rps.toFixed(0)} |`,
    );
  return lines.join('\n');
}

async function postgres(): Promise<Result[]> {
  const admin = new pg.Client({ connectionString: SERVER_URL.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = new URL(SERVER_URL).pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  // Filling a million rows on a loaded machine takes longer than the app's statement timeout.
  const handle = await openPostgres(SERVER_URL, { connectMs: 10_000, statementMs: 600_000 });
  await handle.migrate();
  await seed(handle.db, { adminEmail: 'admin@example.com', adminPassword: ADMIN_PASSWORD, demo: true });
  console.log(`PostgreSQL (${name}):`);
  await fill(handle, ROWS);
  await fillDealersAndProofs(handle);
  await fillImages(handle, ROWS);
  try {
    if (ONLY_THROUGHPUT) {
      console.log(`\n${throughputTable(await benchThroughput(handle, SERVER_URL, ADMIN_PASSWORD))}`);
      return [];
    }
    return await measure(`PostgreSQL, ${ROWS.toLocaleString()}`, handle, { DATABASE_URL: SERVER_URL });
  } finally {
    await handle.close();
  }
}

async function pglite(): Promise<Result[]> {
  const dataDir = path.join(os.tmpdir(), 'caredesk-bench-pglite');
  const handle = await openPglite(dataDir);
  await handle.migrate();
  await seed(handle.db, { adminEmail: 'admin@example.com', adminPassword: ADMIN_PASSWORD, demo: true });
  console.log(`PGlite (${dataDir}):`);
  await fill(handle, PGLITE_ROWS);
  await fillDealersAndProofs(handle);
  await fillImages(handle, PGLITE_ROWS);
  return measure(`PGlite, ${PGLITE_ROWS.toLocaleString()}`, handle, { DATA_DIR: dataDir, DATABASE_URL: '' });
}

if (process.env.BENCH_ONLY === 'assign') {
  console.log(`\n${assignTable(await benchAssign())}`);
  process.exit(0);
}
if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
if (process.env.BENCH_ONLY_PLANNER === '1') {
  const tools = { adminPassword: ADMIN_PASSWORD, fill, fillDealersAndProofs, startServer, signIn, wrkLoad };
  console.log(`\n${await benchPlannerPasses(SERVER_URL, ROWS, tools)}`);
  process.exit(0);
}
// The front end's figures (bench-front.ts): BENCH_ONLY=front runs only them, BENCH_SKIP_FRONT=1 leaves them out.
if (process.env.BENCH_ONLY === 'front') {
  console.log(frontTables(await benchFront()));
  process.exit(0);
}
const results = [
  ...(process.env.BENCH_SKIP_POSTGRES ? [] : await postgres()),
  ...(process.env.BENCH_SKIP_PGLITE || ONLY_THROUGHPUT ? [] : await pglite()),
];
console.log(
  `\n${CONCURRENCY} concurrent clients, ${REQUESTS} requests per call, ${os.cpus().length} cores\n`,
);
console.log(table(results));
if (exportResults.length) console.log(`\n${exportTable(exportResults)}`);
if (writeCosts.length) console.log(`\n${writeCostTable(writeCosts)}`);
console.log('\n| bulk change | complaints | updated | seconds | rows/s |\n|---|---:|---:|---:|---:|');
for (const r of bulkResults)
  console.log(
    `| ${r.name} | ${r.rows} | ${r.updated} | ${r.seconds.toFixed(1)} | ${(r.rows / r.seconds).toFixed(0)} |`,
  );
if (!process.env.BENCH_SKIP_FRONT) console.log(`\n${frontTables(await benchFront())}`);
