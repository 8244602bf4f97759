import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { expect, onTestFinished, test } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/seed.ts';
import { startScript, type RunningScript } from '#server/testing/test-processes.ts';

// App processes on one PostgreSQL database (decision 027): they need a server, so without
// TEST_DATABASE_URL these tests are skipped, like the other PostgreSQL-only ones.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TIMEOUT = { timeout: 180_000 };
const MAIN = 'src/server/main.ts';
const ADMIN_PASSWORD = 'main-test-admin-password';
const WELCOME = /running at http:\/\/localhost:(\d+) \(PostgreSQL(?:, (\d+) processes)?\)/;

/** A database of its own on TEST_DATABASE_URL, dropped when the test finishes. */
async function freshDatabase(): Promise<string> {
  const name = `caredesk_main_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onTestFinished(async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.href;
}

async function startApp(databaseUrl: string, env: Record<string, string> = {}) {
  const app = startScript(MAIN, {
    env: {
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      SEED_DEMO_DATA: 'true',
      DATA_DIR: fs.mkdtempSync('/tmp/caredesk-main-test-'),
      ...env,
    },
  });
  const [, port] = await app.waitFor(WELCOME);
  return { app, base: `http://127.0.0.1:${port}` };
}

/** The pids of a process's children (a cluster's workers). */
function childrenOf(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A GET on a connection of its own, so that the cluster hands each to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test.skipIf(!TEST_DATABASE_URL)(
  'WEB_CONCURRENCY=2 starts two workers on one port, replaces one that crashes, and SIGTERM stops them all',
  TIMEOUT,
  async () => {
    const { app, base } = await startApp(await freshDatabase(), { WEB_CONCURRENCY: '2', LOG_LEVEL: 'debug' });
    expect(app.output()).toMatch(/\(PostgreSQL, 2 processes\)/);
    const pid = app.child.pid!;
    const workers = childrenOf(pid);
    expect(workers).toHaveLength(2);

    for (let i = 0; i < 10; i++) expect(await getOnNewConnection(`${base}/api/health`)).toBe(200);
    // Each worker logs the requests it answered, with its pid (fast successes at debug, decision 039).
    const answeredBy = new Set(
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/health"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect([...answeredBy].sort()).toEqual([...workers].sort());

    process.kill(workers[0]!, 'SIGKILL');
    await app.waitFor(new RegExp(`worker ${workers[0]} stopped \\(SIGKILL\\); starting another`));
    await until(() => childrenOf(pid).length === 2, 'a new worker');
    const replaced = childrenOf(pid);
    expect(replaced).toContain(workers[1]);
    expect(replaced).not.toContain(workers[0]);
    await until(async () => (await getOnNewConnection(`${base}/api/health`)) === 200, 'the port');

    expect(await app.stop('SIGTERM')).toBe(0);
    for (const worker of replaced) expect(isRunning(worker)).toBe(false);
  },
);

/** One browser's cookies against any of the app processes, as behind a load balancer. */
class Client {
  cookie = '';
  constructor(readonly name: string) {}

  async request(base: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (method !== 'GET') {
      const csrf = await fetch(`${base}/api/auth/csrf-token`, { headers });
      this.keep(csrf);
      headers['x-csrf-token'] = ((await csrf.json()) as { token: string }).token;
      headers.cookie = this.cookie;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keep(response);
    return response;
  }

  async signIn(base: string, login: string, password: string) {
    const response = await this.request(base, 'POST', '/api/auth/login', { login, password });
    expect(response.status, `${this.name} signs in`).toBe(200);
    return ((await response.json()) as { user: { id: number } }).user;
  }

  async status(base: string): Promise<number> {
    const response = await fetch(`${base}/api/auth/session`, { headers: { cookie: this.cookie } });
    await response.arrayBuffer();
    return response.status;
  }

  async role(base: string): Promise<string> {
    const response = await fetch(`${base}/api/auth/session`, { headers: { cookie: this.cookie } });
    return ((await response.json()) as { user: { role: string } }).user.role;
  }

  private keep(response: Response) {
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

test.skipIf(!TEST_DATABASE_URL)(
  'two app processes: a session both keep ends in the other at sign-out, deletion and role change, long before it runs out',
  TIMEOUT,
  async () => {
    const databaseUrl = await freshDatabase();
    // Kept for five minutes: only the notification can end a kept session within the test.
    const env = { SESSION_CACHE_SECONDS: '300' };
    const first = await startApp(databaseUrl, env);
    const second = await startApp(databaseUrl, env);
    const processes = [first.base, second.base];
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    onTestFinished(() => database.end());
    const signedIn = async (login: string) => {
      const client = new Client(login);
      const user = await client.signIn(first.base, login, DEMO_PASSWORD);
      for (const base of processes) expect(await client.status(base), `${login} on ${base}`).toBe(200);
      return { client, user };
    };
    /** How long the other process took to see it (ms); fails past 5 s. */
    const seenWithin = async (check: () => Promise<boolean>, what: string) => {
      const started = Date.now();
      await until(check, what, 5_000);
      return Date.now() - started;
    };

    // Both processes keep the session: a change no notification tells of goes unseen.
    const kept = await signedIn('technician');
    await database.query(`update sessions set expires_at = now() - interval '1 minute' where user_id = $1`, [
      kept.user.id,
    ]);
    for (const base of processes) expect(await kept.client.status(base)).toBe(200);

    // Signing out in the second process: at once there, at once (a notification away) in the first.
    const leaving = await signedIn('support');
    const token = leaving.client.cookie;
    expect((await leaving.client.request(second.base, 'POST', '/api/auth/logout')).status).toBe(204);
    leaving.client.cookie = token;
    expect(await leaving.client.status(second.base)).toBe(401);
    await seenWithin(async () => (await leaving.client.status(first.base)) === 401, 'sign-out in the first');

    // A deletion made in the first process.
    const deleted = await signedIn('fieldagent');
    const admin = new Client('admin');
    await admin.signIn(first.base, 'admin@example.com', ADMIN_PASSWORD);
    expect(
      (await admin.request(first.base, 'DELETE', `/api/users/${deleted.user.id}?openComplaints=unassign`))
        .status,
    ).toBe(200);
    expect(await deleted.client.status(first.base)).toBe(401);
    await seenWithin(
      async () => (await deleted.client.status(second.base)) === 401,
      'deletion in the second',
    );

    // A role change made by a third connection (another process, a script): both hear it.
    const promoted = await signedIn('agent');
    expect(await promoted.client.role(first.base)).toBe('agent');
    await database.query(
      `update users set role_id = (select id from roles where slug = 'technician') where id = $1`,
      [promoted.user.id],
    );
    for (const base of processes)
      await seenWithin(
        async () => (await promoted.client.role(base)) === 'technician',
        `role change on ${base}`,
      );

    for (const running of [first.app, second.app] satisfies RunningScript[])
      expect(await running.stop('SIGTERM')).toBe(0);
  },
);
