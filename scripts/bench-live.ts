// Benchmark of the live streams (decision 016): `npm run build && npm run bench:live` (not part of npm test).
//
// 1. One app process on an embedded PGlite: opens BENCH_STREAMS (1,000) `GET /api/events` streams,
//    reads the server's resident memory (VmRSS) before and after, then makes BENCH_CHANGES complaint
//    changes through the API (a create, then status/assignee updates) and times, for each, how long
//    until every stream has received its event: from sending the change, and from its answer.
// 2. The same with two app processes on PostgreSQL (BENCH_DATABASE_URL's server, a database
//    `caredesk_bench_live` made afresh): half the streams on each, every change made through the
//    first, so the second hears it through LISTEN/NOTIFY. BENCH_SKIP_POSTGRES=1 leaves it out.
// The streams are one admin session's (the per-event cost is the same for any reader: a CASL check
// per stream), read by this one Node process over plain sockets, on the same machine as the server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10);
const ADMIN_PASSWORD = 'bench-admin-password';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/caredesk_bench';
const LIVE_DB_URL = SERVER_URL.replace(/\/[^/]*$/, '/caredesk_bench_live');

interface Server {
  child: ChildProcess;
  base: string;
  port: number;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    // One process each: the bench counts streams and memory per process.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
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
        if ((await fetch(`${base}/api/health`)).ok) return resolve({ child, base, port });
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) return reject(new Error('server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

interface Session {
  cookie: string;
  token: string;
}

async function signIn(base: string): Promise<Session> {
  const csrf = await fetch(`${base}/api/auth/csrf-token`);
  const seedCookie = cookiesOf(csrf);
  const { token } = (await csrf.json()) as { token: string };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: seedCookie },
    body: JSON.stringify({ login: 'admin@example.com', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = `${seedCookie}; ${cookiesOf(login)}`;
  const fresh = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie } });
  const { token: sessionToken } = (await fresh.json()) as { token: string };
  const extra = cookiesOf(fresh);
  return { cookie: extra ? `${cookie}; ${extra}` : cookie, token: sessionToken };
}

async function api<T>(
  base: string,
  session: Session,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One open stream: when it received each complaint's events (performance.now()). */
interface Stream {
  received: Map<number, number>;
  close(): void;
}

function openStream(server: Server, session: Session): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const received = new Map<number, number>();
    const request = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/events',
        agent: false,
        headers: { cookie: session.cookie, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // The first `id:` line: the stream is set up and hears what comes next.
            if (!opened && /^id: /m.test(block)) {
              opened = true;
              resolve({ received, close: () => request.destroy() });
            }
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data) continue;
            const event = JSON.parse(data) as { kind: string; complaintId: number | null };
            if (event.kind === 'complaint' && event.complaintId !== null && !received.has(event.complaintId))
              received.set(event.complaintId, performance.now());
          }
        });
      },
    );
    request.on('error', reject);
  });
}

async function openStreams(servers: Server[], session: Session, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  // A few at a time, as browsers arriving would.
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
      openStream(servers[(i + j) % servers.length]!, session),
    );
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

interface EditReply {
  complaint: Record<string, unknown> & { version: number; status: string; level: string };
  dealer: object;
  users: { id: number; name: string }[];
}

/** Each change and how long until every stream had its event. */
async function changes(base: string, session: Session, streams: Stream[]) {
  const fromSent: number[] = [];
  const fromAnswer: number[] = [];
  const perStream: number[] = [];
  let id: number | null = null;
  for (let change = 0; change < CHANGES; change++) {
    let sent = performance.now();
    if (id === null) {
      const reply = await api<{ complaint: { id: number } }>(base, session, 'POST', '/complaints', {
        customer_name: 'Bench Live',
        phone: '03001234567',
        customer_province: 'Punjab',
        customer_city: 'Lahore',
        product_name: 'Inverter AC 1.5 Ton',
        problem_type: 'Not cooling',
        tag: 'L1',
      });
      id = reply.complaint.id;
    } else {
      const edit = await api<EditReply>(base, session, 'GET', `/complaints/${id}/edit`);
      // The time to read the edit screen is not the change's.
      sent = performance.now();
      await api(base, session, 'PUT', `/complaints/${id}`, {
        ...edit.complaint,
        ...edit.dealer,
        assignee: edit.users[change % edit.users.length]!.id,
        level: edit.complaint.level,
        status: change % 2 ? 'Pending' : 'In Process',
        version: edit.complaint.version,
      });
    }
    const answered = performance.now();
    const target = id;
    const until = Date.now() + 30_000;
    while (streams.some((stream) => !stream.received.has(target))) {
      if (Date.now() > until) throw new Error(`change ${change}: not every stream heard it in 30 s`);
      await wait(1);
    }
    const arrivals = streams.map((stream) => stream.received.get(target)!);
    const last = Math.max(...arrivals);
    fromSent.push(last - sent);
    fromAnswer.push(last - answered);
    perStream.push(...arrivals.map((at) => at - answered));
    // The next change to the same complaint is told again: forget these arrivals.
    await wait(200);
    for (const stream of streams) stream.received.delete(target);
  }
  return { fromSent, fromAnswer, perStream };
}

function report(label: string, result: Awaited<ReturnType<typeof changes>>, memory: string[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n${label}`);
  for (const line of memory) console.log(`  ${line}`);
  console.log(
    `  change sent -> last stream:     p50 ${ms(percentile(result.fromSent, 0.5))}, max ${ms(Math.max(...result.fromSent))}`,
  );
  console.log(
    `  change answered -> last stream: p50 ${ms(percentile(result.fromAnswer, 0.5))}, max ${ms(Math.max(...result.fromAnswer))}`,
  );
  console.log(
    `  change answered -> each stream: p50 ${ms(percentile(result.perStream, 0.5))}, p95 ${ms(percentile(result.perStream, 0.95))}`,
  );
}

async function prepare(handle: DatabaseHandle) {
  await handle.migrate();
  await seed(handle.db, { adminEmail: 'admin@example.com', adminPassword: ADMIN_PASSWORD, demo: true });
  await handle.close();
}

async function onePglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-bench-live-'));
  await prepare(await openPglite(dataDir));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const session = await signIn(server.base);
    await api(server.base, session, 'GET', '/complaints');
    const pid = server.child.pid!;
    const before = rssMb(pid);
    const started = performance.now();
    const streams = await openStreams([server], session, STREAMS);
    const opened = performance.now() - started;
    await wait(2_000);
    const after = rssMb(pid);
    const result = await changes(server.base, session, streams);
    const afterChanges = rssMb(pid);
    report(`One process, PGlite, ${STREAMS.toLocaleString()} streams, ${CHANGES} changes`, result, [
      `streams opened in ${(opened / 1000).toFixed(1)} s`,
      `server RSS: ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with the streams open ` +
        `(${(((after - before) * 1024) / STREAMS).toFixed(1)} kB a stream), ${afterChanges.toFixed(0)} MB after the changes`,
    ]);
    for (const stream of streams) stream.close();
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoPostgres() {
  const admin = new pg.Client({ connectionString: SERVER_URL.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query('drop database if exists caredesk_bench_live with (force)');
  await admin.query('create database caredesk_bench_live');
  await admin.end();
  await prepare(await openPostgres(LIVE_DB_URL));
  const first = await startServer({ DATABASE_URL: LIVE_DB_URL });
  const second = await startServer({ DATABASE_URL: LIVE_DB_URL });
  try {
    const session = await signIn(first.base);
    const pids = [first.child.pid!, second.child.pid!];
    const before = pids.map(rssMb);
    const streams = await openStreams([first, second], session, STREAMS);
    await wait(2_000);
    const after = pids.map(rssMb);
    // Changes go to the first process; the second process's streams hear them through NOTIFY.
    const result = await changes(first.base, session, streams);
    const secondOnly = await changes(
      first.base,
      session,
      streams.filter((_, index) => index % 2 === 1),
    );
    report(
      `Two processes, PostgreSQL, ${STREAMS.toLocaleString()} streams (half on each), ${CHANGES} changes`,
      result,
      [
        `server RSS: ${before.map((mb) => mb.toFixed(0)).join(' + ')} MB before, ` +
          `${after.map((mb) => mb.toFixed(0)).join(' + ')} MB with the streams open`,
      ],
    );
    report(`  the second process's streams only (changes made through the first)`, secondOnly, []);
    for (const stream of streams) stream.close();
  } finally {
    await stopServer(first);
    await stopServer(second);
  }
}

if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
console.log(
  `uptime: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (load averages, ${os.cpus().length} cores)`,
);
await onePglite();
if (!process.env.BENCH_SKIP_POSTGRES) await twoPostgres();
console.log(
  `\nuptime: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
