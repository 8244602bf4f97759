import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config/env.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { DEMO_PASSWORD, DEMO_STAFF, seed } from '#server/db/seed/seed.ts';
import { SESSION_COOKIE } from '#server/plugins/session.ts';
import { onServer } from './postgres-template.ts';
import { ADMIN, ADMIN_SEED } from './test-seed.ts';

export { ADMIN, DEMO_PASSWORD, DEMO_STAFF };

/** The page every test app serves for non-API paths; the server writes the CSRF meta tag in place of the comment. */
const INDEX_HTML =
  '<!doctype html><html><head><!--csrf-token--></head><body><div id="root"></div></body></html>';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface TestAppOptions {
  /** Environment variables given to `loadConfig`, e.g. `{ SESSION_IDLE_MINUTES: '5' }`. */
  env?: Record<string, string>;
  /** Runs before the app is ready, e.g. to add a throwaway route. */
  extend?: (app: App) => void | Promise<void>;
  /** Files of the built web app besides index.html, by path: `{ 'assets/app-1a2b.js': '...' }`. */
  webFiles?: Record<string, string | Buffer>;
  /** The app's logger (silent by default). */
  logger?: AppOptions['logger'];
  /**
   * On PostgreSQL: the address the app reaches the server at instead of TEST_DATABASE_URL's own
   * (a proxy the test controls); the throwaway database is still made and dropped directly.
   */
  postgresThrough?: { host: string; port: number };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** A browser with no cookies yet; `ip` sets the client address the server sees. */
  browser(options?: BrowserOptions): TestBrowser;
  /** A browser signed in as this login, or an error when sign-in does not answer 200. */
  signIn(login: string, password: string, options?: BrowserOptions): Promise<TestBrowser>;
  /**
   * A second app process on the same database, as behind a load balancer; `env` changes its
   * configuration (e.g. TRUST_PROXY). Closing it leaves the database to its first process.
   */
  anotherProcess(options?: TestAppOptions): Promise<TestApp>;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own: real migrations and the real seed (ADMIN and one demo
 * account per designation, password DEMO_PASSWORD). In-memory PGlite by default, copied from the
 * run's freshly migrated and seeded template; with TEST_DB=postgres a throwaway database on
 * TEST_DATABASE_URL, copied from that run's template database too, dropped on close.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const seedOptions = {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    demo: config.seedDemoData,
  };
  const sameSeed = JSON.stringify(seedOptions) === JSON.stringify(ADMIN_SEED);
  const database = await openTestDatabase(sameSeed, config, options.postgresThrough);
  try {
    await database.handle.migrate();
    await seed(database.handle.db, seedOptions);
    return await startProcess(database.handle, config, options, () => database.close());
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

async function startProcess(
  database: Pick<DatabaseHandle, 'db' | 'availability' | 'listen'>,
  config: Config,
  options: TestAppOptions,
  closeDatabase: () => Promise<void>,
): Promise<TestApp> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  for (const [name, text] of Object.entries(options.webFiles ?? {})) {
    fs.mkdirSync(path.dirname(path.join(webDir, name)), { recursive: true });
    fs.writeFileSync(path.join(webDir, name), text);
  }
  try {
    const { db, availability, listen } = database;
    const app = await buildApp({ config, db, availability, listen, webDir, logger: options.logger ?? false });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      db,
      config,
      browser: (browserOptions) => new TestBrowser(app, browserOptions),
      async signIn(login, password, browserOptions) {
        const browser = new TestBrowser(app, browserOptions);
        const response = await browser.signIn(login, password);
        if (response.statusCode !== 200) {
          throw new Error(`Sign-in as ${login} answered ${response.statusCode}: ${response.body}`);
        }
        return browser;
      },
      anotherProcess: (other = {}) =>
        startProcess(database, testConfig(other.env), other, async () => undefined),
      async close() {
        await app.close();
        await closeDatabase();
        fs.rmSync(webDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(webDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * PGlite and PostgreSQL start from the run's template (see pglite-template.ts and
 * postgres-template.ts) when the test keeps the standard seed: migrate() then finds nothing to
 * apply and seed() finds the accounts already there.
 */
async function openTestDatabase(
  useTemplate: boolean,
  config: Config,
  through?: { host: string; port: number },
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const template = useTemplate ? inject('pgliteTemplate') : undefined;
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const handle = await openPglite('memory', { loadDataDir });
    return { handle, close: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = useTemplate ? ` template ${inject('postgresTemplate')}` : '';
  await onServer(serverUrl, `create database ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (through) url.host = `${through.host}:${through.port}`;
  const handle = await openPostgres(url.toString(), config.databaseTimeouts).catch(async (error: unknown) => {
    await onServer(serverUrl, `drop database if exists ${name}`);
    throw error;
  });
  return {
    handle,
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface BrowserOptions {
  /** The client address (`request.ip`); sign-in throttling counts per address. */
  ip?: string;
  /** Headers sent with every request, e.g. `accept-language`. */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sends the browser's CSRF token on unsafe methods, fetching one first if needed (default true). */
  csrf?: boolean;
}

/** Talks to the app as one browser does: keeps its cookies and sends its CSRF token, through `app.inject`. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(
    private readonly app: App,
    private readonly options: BrowserOptions = {},
  ) {}

  /** The client address the server sees (inject's own default). */
  get ip(): string {
    return this.options.ip ?? '127.0.0.1';
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }

  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, body, options);
  }

  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }

  signIn(login: string, password: string) {
    return this.post('/api/auth/login', { login, password });
  }

  /** Asks the API for this browser's CSRF token, as a client that does not load the page does. */
  async fetchCsrfToken(): Promise<string> {
    const response = await this.get('/api/auth/csrf-token');
    this.csrfToken = (response.json() as { token: string }).token;
    return this.csrfToken;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    body?: unknown,
    { headers = {}, csrf = true }: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = !SAFE_METHODS.has(String(method).toUpperCase());
    if (unsafe && csrf && !this.csrfToken) await this.fetchCsrfToken();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.options.ip,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      headers: {
        ...this.options.headers,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(unsafe && csrf ? { 'x-csrf-token': this.csrfToken } : {}),
        ...headers,
      },
    });
    // What the call started after answering (mails) is done before the test looks for it.
    await this.app.background.idle();
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
      // The CSRF token belongs to the session: a browser loads a new page (and token) after it changes.
      if (cookie.name === SESSION_COOKIE) this.csrfToken = undefined;
    }
    return response;
  }
}
