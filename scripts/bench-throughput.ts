// API throughput against the bare SQL loop (decision 027): `BENCH_ONLY=throughput npm run
// bench`. On the PostgreSQL database bench.ts filled, it runs the first-page SQL alone through the
// driver from BENCH_CONCURRENCY loops for BENCH_WRK_SECONDS, then starts the built app with
// WEB_CONCURRENCY=1 and 2 (BENCH_PROCESSES, e.g. "1,2,4") and loads `GET /api/complaints` as the
// admin with `wrk -t1 -cBENCH_CONCURRENCY`. Each run also reads the CPU time the app's processes
// used (/proc), which says what a request costs whatever else loads the machine.
// BENCH_COMPARE_WITH=<folder of another checkout, built> measures that build too (one process),
// in turns with this one (BENCH_ROUNDS, 2), so both meet the same load. BENCH_LOG_LEVEL sets the
// app's LOG_LEVEL (warn).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client.ts';
import { runWrk } from './bench-wrk.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 8);
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const COMPARE_WITH = process.env.BENCH_COMPARE_WITH;
const TICKS_PER_SECOND = 100;
// `info` is what an operator runs with; `warn` (the default here) leaves the request log out.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

export interface ThroughputResult {
  name: string;
  rps: number;
  p50?: number;
  p95?: number;
  p99?: number;
  /** CPU time of the app's processes per request (user + system), ms. */
  cpuMs?: number;
}

/** The first-page SQL alone (the query bench.ts has always timed), from CONCURRENCY loops for SECONDS. */
async function sqlLoop(handle: DatabaseHandle): Promise<ThroughputResult> {
  const run = () =>
    handle.db.execute(
      sql`select c.id, c.customer_name, c.phone, c.customer_city, c.status, c.priority, c.created_at, u.name
        from complaints c left join users u on u.id = c.assignee_id
        order by c.created_at desc, c.id desc limit 21`,
    );
  for (let i = 0; i < 50; i++) await run();
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await run();
        done++;
      }
    }),
  );
  return {
    name: 'first-page SQL alone (driver, no HTTP)',
    rps: done / ((performance.now() - started) / 1000),
  };
}

/** User + system CPU ticks of a process and its children (the cluster's workers). */
function cpuTicks(pid: number): number {
  const ofOne = (id: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children file: one process
  }
  return ofOne(pid) + children.reduce((sum, child) => sum + ofOne(child), 0);
}

async function startApp(
  appDir: string,
  databaseUrl: string,
  processes: number,
): Promise<{ child: ChildProcess; base: string }> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [path.join(appDir, 'dist/server/main.js')], {
    cwd: appDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL,
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      // Every worker listens before the port answers all of them; give the last ones a moment.
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error(`${appDir}: the app did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return { child, base };
}

function stopApp(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The admin's session cookie. */
async function signIn(base: string, password: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf-token`);
  const seed = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: seed },
    body: JSON.stringify({ login: 'admin@example.com', password }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** wrk on one address with a cookie and gzip accepted, as a browser sends it. */
function wrk(url: string, cookie: string): Promise<Omit<ThroughputResult, 'name' | 'cpuMs'>> {
  return runWrk(
    url,
    { cookie, 'accept-encoding': 'gzip, deflate, br' },
    { connections: CONCURRENCY, seconds: SECONDS },
  );
}

async function measureApp(
  name: string,
  appDir: string,
  databaseUrl: string,
  processes: number,
  password: string,
): Promise<ThroughputResult> {
  const { child, base } = await startApp(appDir, databaseUrl, processes);
  try {
    const cookie = await signIn(base, password);
    const url = `${base}/api/complaints`;
    // Warm-up: the JIT, the pools, the session and query caches.
    await wrk(url, cookie);
    const before = cpuTicks(child.pid!);
    const result = await wrk(url, cookie);
    const ticks = cpuTicks(child.pid!) - before;
    const requests = result.rps * SECONDS;
    return { name, ...result, cpuMs: (ticks / TICKS_PER_SECOND / requests) * 1000 };
  } finally {
    await stopApp(child);
  }
}

/** The SQL loop, then the app with each number of processes (and the other build), ROUNDS times in turn. */
export async function benchThroughput(
  handle: DatabaseHandle,
  databaseUrl: string,
  password: string,
): Promise<ThroughputResult[]> {
  const results: ThroughputResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const tag = ROUNDS > 1 ? ` (round ${round})` : '';
    results.push({ ...(await sqlLoop(handle)), name: `first-page SQL alone (driver, no HTTP)${tag}` });
    if (COMPARE_WITH)
      results.push(
        await measureApp(
          `API first page, ${COMPARE_WITH}, 1 process${tag}`,
          COMPARE_WITH,
          databaseUrl,
          1,
          password,
        ),
      );
    for (const processes of PROCESSES)
      results.push(
        await measureApp(
          `API first page, WEB_CONCURRENCY=${processes}${tag}`,
          process.cwd(),
          databaseUrl,
          processes,
          password,
        ),
      );
    console.log(throughputTable(results));
  }
  return results;
}

export function throughputTable(results: ThroughputResult[]): string {
  const lines = [
    '| call | requests/s | p50 ms | p95 ms | p99 ms | app CPU ms per request |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const cell = (value: number | undefined, digits = 1) => (value === undefined ? '' : value.toFixed(digits));
  for (const r of results)
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${cell(r.p50)} | ${cell(r.p95)} | ${cell(r.p99)} | ${cell(r.cpuMs, 3)} |`,
    );
  return lines.join('\n');
}
