// Reliability figures: `npm run build && npm run chaos` (not part of npm test; see docs/reliability.md).
//
// Starts the built app (dist/server/main.js) as a real process, on PostgreSQL through a TCP proxy
// this script controls (CHAOS_DATABASE_URL, default the local server's `test` database: a
// throwaway database is made in it and dropped at the end) and on the embedded database, and prints:
//  - the status codes seen while 50 connections load lists and the process gets SIGTERM, and how
//    long it took to exit;
//  - on PostgreSQL, the time to the first 503 and to the first success again when the database is
//    cut, then frozen, and restored;
//  - on the embedded database, acknowledged writes lost over CHAOS_KILLS (10) kill -9 during writes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPglite } from '#server/db/client.ts';
import { onServer } from '#server/testing/postgres-template.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';

const SERVER_URL = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KILLS = Number(process.env.CHAOS_KILLS ?? 10);
const LOADERS = 50;
const ADMIN = { email: 'admin@example.com', password: 'chaos-admin-password' };
const MAIN = path.resolve('dist/server/main.js');

interface App {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** Starts the built app on a free port with these variables and waits until it answers. */
async function startApp(env: Record<string, string>): Promise<App> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // One process: the chaos checks watch that process.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} while starting`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, exited };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the app did not start within 3 minutes');
}

/** A signed-in admin: the session cookie and the CSRF token that goes with it. */
async function signIn(base: string) {
  const first = await fetch(`${base}/api/auth/csrf-token`);
  let cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('sid='))
    .join('; ');
  const after = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie } });
  return { cookie, token: ((await after.json()) as { token: string }).token };
}

type Session = Awaited<ReturnType<typeof signIn>>;

/** A counter of answers by status code; failed connections count as `no answer`. */
class Tally {
  readonly counts = new Map<string, number>();
  add(key: string | number) {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + 1);
  }
  get(key: string) {
    return this.counts.get(key) ?? 0;
  }
  toString() {
    return [...this.counts]
      .sort()
      .map(([key, n]) => `${key}: ${n.toLocaleString('en')}`)
      .join(', ');
  }
}

async function get(base: string, session: Session, url: string): Promise<number | 'no answer'> {
  try {
    const response = await fetch(`${base}${url}`, { headers: { cookie: session.cookie } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

/** 50 connections loading lists until the process exits; SIGTERM after two seconds. */
async function sigtermUnderLoad(app: App, session: Session) {
  const tally = new Tally();
  let running = true;
  const lists = ['/api/complaints', '/api/dealers', '/api/users', '/api/complaints?order=asc'];
  const loaders = Array.from({ length: LOADERS }, async (_, index) => {
    for (let n = index; running; n++) tally.add(await get(app.base, session, lists[n % lists.length]!));
  });
  await sleep(2_000);
  const signalled = performance.now();
  app.child.kill('SIGTERM');
  const code = await Promise.race([app.exited, sleep(15_000).then(() => 'still running' as const)]);
  const exitMs = performance.now() - signalled;
  running = false;
  await Promise.all(loaders);
  if (code === 'still running') app.child.kill('SIGKILL');
  const statuses = [...tally.counts.keys()].filter((key) => key !== 'no answer');
  const onlyOkOr503 = statuses.every((key) => key === '503' || key.startsWith('2'));
  return { tally, exitMs, code, onlyOkOr503 };
}

/** Time from the fault to the first 503, and from the restore to the first success. */
async function outage(app: App, session: Session, proxy: TcpProxy, fault: 'cut' | 'freeze') {
  // A quiet load of 5 connections, so the pool holds connections when the fault comes.
  let running = true;
  const background = Array.from({ length: 5 }, async () => {
    while (running) await get(app.base, session, '/api/dealers');
  });
  await sleep(1_000);
  const faultAt = performance.now();
  proxy[fault]();
  let to503 = Number.NaN;
  let longest = 0;
  const other = new Tally();
  while (performance.now() - faultAt < 15_000) {
    const started = performance.now();
    const status = await get(app.base, session, '/api/complaints');
    longest = Math.max(longest, performance.now() - started);
    if (status === 503) {
      to503 = performance.now() - faultAt;
      break;
    }
    other.add(status);
  }
  // Stay down a while: every call in that time is a fast 503.
  let slowest503 = 0;
  const downUntil = performance.now() + 3_000;
  while (performance.now() < downUntil) {
    const started = performance.now();
    const status = await get(app.base, session, '/api/dealers');
    if (status !== 503) other.add(status);
    slowest503 = Math.max(slowest503, performance.now() - started);
  }
  const restoredAt = performance.now();
  proxy.restore();
  let toRecovery = Number.NaN;
  while (performance.now() - restoredAt < 15_000) {
    if ((await get(app.base, session, '/api/complaints')) === 200) {
      toRecovery = performance.now() - restoredAt;
      break;
    }
    await sleep(20);
  }
  running = false;
  await Promise.all(background);
  return { to503, toRecovery, longest, slowest503, other };
}

const rows: string[][] = [];
const seconds = (ms: number) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);

async function postgresRuns() {
  const name = `chaos_${randomBytes(5).toString('hex')}`;
  await onServer(SERVER_URL, `create database ${name}`);
  const server = new URL(SERVER_URL);
  const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const through = new URL(SERVER_URL);
  through.pathname = `/${name}`;
  through.host = `${proxy.host}:${proxy.port}`;
  const env = { DATABASE_URL: through.toString(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  try {
    const app = await startApp(env);
    const session = await signIn(app.base);
    for (const fault of ['cut', 'freeze'] as const) {
      const result = await outage(app, session, proxy, fault);
      rows.push([
        `PostgreSQL ${fault === 'cut' ? 'cut (connections dropped, new ones refused)' : 'frozen (nothing answers)'}, then restored`,
        `first 503 after ${seconds(result.to503)} (longest wait ${seconds(result.longest)}); while down every call 503 in at most ${seconds(result.slowest503)}; first success ${seconds(result.toRecovery)} after the restore; other answers: ${result.other.toString() || 'none'}`,
      ]);
    }
    const sigterm = await sigtermUnderLoad(app, session);
    rows.push([
      `SIGTERM under ${LOADERS} connections loading lists (PostgreSQL)`,
      `${sigterm.tally.toString()}; ${sigterm.onlyOkOr503 ? 'only 2xx and 503' : 'OTHER STATUSES'}; exit code ${sigterm.code} after ${seconds(sigterm.exitMs)}`,
    ]);
  } finally {
    await proxy.close();
    await onServer(SERVER_URL, `drop database if exists ${name} with (force)`);
  }
}

async function embeddedRuns() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-chaos-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: 'true',
  };
  try {
    let app = await startApp(env);
    let session = await signIn(app.base);
    const sigterm = await sigtermUnderLoad(app, session);
    rows.push([
      `SIGTERM under ${LOADERS} connections loading lists (embedded)`,
      `${sigterm.tally.toString()}; ${sigterm.onlyOkOr503 ? 'only 2xx and 503' : 'OTHER STATUSES'}; exit code ${sigterm.code} after ${seconds(sigterm.exitMs)}`,
    ]);

    // Writes acknowledged with 201, across every kill; each is looked for at the end.
    const acknowledged: string[] = [];
    let answersLost = 0;
    for (let kill = 1; kill <= KILLS; kill++) {
      app = await startApp(env);
      session = await signIn(app.base);
      let running = true;
      const writers = Array.from({ length: 8 }, async (_, writer) => {
        for (let n = 0; running; n++) {
          const dealerName = `Chaos ${kill}-${writer}-${n} ${randomBytes(3).toString('hex')}`;
          try {
            const response = await fetch(`${app.base}/api/dealers`, {
              method: 'POST',
              headers: {
                cookie: session.cookie,
                'x-csrf-token': session.token,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                dealer_name: dealerName,
                dealer_phone: '0421234567',
                dealer_city: 'Lahore',
                dealer_address: 'Chaos Road',
              }),
            });
            if (response.status === 201) acknowledged.push(dealerName);
          } catch {
            answersLost += 1;
          }
        }
      });
      await sleep(1_000 + Math.random() * 2_000);
      app.child.kill('SIGKILL');
      await app.exited;
      running = false;
      await Promise.all(writers);
    }
    // Opened the way the app opens it after a crash: the last kill left its lock file behind.
    const database = await openPglite(dataDir);
    let lost = 0;
    try {
      const result = (await database.db.execute(
        // A plain query over all rows: what is stored, whatever the indexes say.
        sql`select dealer_name from dealers where dealer_name like 'Chaos %'`,
      )) as unknown as { rows: { dealer_name: string }[] };
      const stored = new Set(result.rows.map((row) => row.dealer_name));
      lost = acknowledged.filter((name) => !stored.has(name)).length;
      const check = (await database.db.execute(
        sql`select count(*)::int as n from dealers where dealer_name like 'Chaos %'`,
      )) as unknown as { rows: { n: number }[] };
      // The table read row by row (heap) and through its primary key index must agree.
      const countWith = async (settings: string[]) => {
        for (const setting of settings) await database.db.execute(sql.raw(`set ${setting}`));
        const counted = (await database.db.execute(
          sql`select count(*)::int as n from dealers where id > 0`,
        )) as unknown as { rows: { n: number }[] };
        return counted.rows[0]!.n;
      };
      const heap = await countWith([
        'enable_indexscan = off',
        'enable_bitmapscan = off',
        'enable_indexonlyscan = off',
      ]);
      const index = await countWith([
        'enable_seqscan = off',
        'enable_indexscan = on',
        'enable_bitmapscan = on',
        'enable_indexonlyscan = on',
      ]);
      rows.push([
        `${KILLS} kill -9 of the embedded database during writes (8 writers)`,
        `${acknowledged.length.toLocaleString('en')} writes acknowledged, ${lost} lost; ${check.rows[0]!.n.toLocaleString('en')} rows stored (writes cut off before their answer may or may not be there: ${answersLost} unanswered); the database reopened after every kill; heap and primary key index ${heap === index ? 'agree' : 'DISAGREE'} (${heap.toLocaleString('en')} dealers)`,
      ]);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(MAIN)) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}
const started = performance.now();
try {
  await postgresRuns();
} catch (error) {
  rows.push(['PostgreSQL runs', `not run: ${(error as Error).message}`]);
}
await embeddedRuns();

console.log(
  `\nCareDesk reliability (${new Date().toISOString().slice(0, 10)}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
);
console.log('| scenario | result |');
console.log('| --- | --- |');
for (const [scenario, result] of rows) console.log(`| ${scenario} | ${result} |`);
