import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  DEMO_PASSWORD,
  buildTestApp,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';

// PostgreSQL goes away and comes back; the embedded database lives in the process and cannot.
// A proxy between the app and the server stands in for the outage: the shared server is never touched.
const onPostgres = process.env.TEST_DB === 'postgres';

const UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: en.errors.databaseUnavailable };
const STATEMENT_TIMEOUT_MS = 3_000;
const SLOW_URL = '/api/test/slow';

let proxy: TcpProxy;
let testApp: TestApp;
let support: TestBrowser;

/** The answer and how long it took. */
async function timed(call: Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await call;
  return { response, ms: performance.now() - started };
}

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('PostgreSQL going away and coming back', () => {
  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    testApp = await buildTestApp({
      postgresThrough: proxy,
      env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
      // A query that runs longer than any statement may.
      extend: (app) => {
        app.get(SLOW_URL, { config: { access: 'public' } }, async () => {
          await testApp.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS * 3) / 1000})`);
          return { done: true };
        });
      },
    });
    support = await testApp.signIn('support', DEMO_PASSWORD);
  });
  afterEach(async () => {
    proxy.restore();
    await testApp.app.databaseAvailability.recheck();
  });
  afterAll(async () => {
    proxy?.restore();
    await testApp?.close();
    await proxy?.close();
  });

  test('cut: the process keeps running, every call answers 503 with Retry-After within 2 s; restored, the next call succeeds', async () => {
    // Pages hold their CSRF token already; the token route needs the API too.
    const visitor = testApp.browser();
    await visitor.fetchCsrfToken();
    await support.fetchCsrfToken();
    // Several pooled connections, idle when the server goes: each breaks on its own ('error' events).
    await Promise.all(Array.from({ length: 5 }, () => support.get('/api/dealers')));
    proxy.cut();
    await sleep(300);

    for (const call of [
      () => support.get('/api/dealers'),
      () => support.get('/api/complaints'),
      () => support.post('/api/complaints/1/comment', { comment: 'While the database is away' }),
      () => visitor.signIn('support', DEMO_PASSWORD),
    ]) {
      const { response, ms } = await timed(call());
      expectUnavailable(response);
      expect(ms).toBeLessThan(2_000);
    }
    const health = await testApp.browser().get('/api/health');
    expect(health.statusCode).toBe(503);

    proxy.restore();

    const after = await support.get('/api/dealers');
    expect(after.statusCode, after.body).toBe(200);
    expect((await testApp.browser().get('/api/health')).statusCode).toBe(200);
  });

  test('cut while calls are running: each is answered (done or 503), none with a 500', async () => {
    const inFlight = Array.from({ length: 8 }, (_, index) =>
      index % 2 ? support.get('/api/complaints') : support.get('/api/dealers'),
    );
    await sleep(5);
    proxy.cut();

    for (const response of await Promise.all(inFlight)) expect([200, 503]).toContain(response.statusCode);
  });

  test('frozen: calls in flight and new ones answer 503 within about 2 s, not for as long as it is frozen; thawed, the next call succeeds', async () => {
    expect((await support.get('/api/dealers')).statusCode).toBe(200);
    proxy.freeze();

    const inFlight = timed(support.get('/api/dealers'));
    await sleep(2_500);
    const { response: later, ms: laterMs } = await timed(support.get('/api/complaints'));
    const { response: first, ms: firstMs } = await inFlight;

    expectUnavailable(first);
    // Found frozen by the heartbeat (every second, a second to answer), well before the statement timeout.
    expect(firstMs).toBeLessThan(STATEMENT_TIMEOUT_MS);
    expectUnavailable(later);
    expect(laterMs).toBeLessThan(2_000);
    expect((await testApp.browser().get('/api/health')).statusCode).toBe(503);

    proxy.restore();

    const after = await support.get('/api/complaints');
    expect(after.statusCode, after.body).toBe(200);
  });

  test('a statement slower than the timeout is cancelled and answered 503, and the database stays in use', async () => {
    const { response, ms } = await timed(testApp.browser().get(SLOW_URL));

    expectUnavailable(response);
    expect(ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 2_000);
    expect(testApp.app.databaseAvailability.up).toBe(true);
    expect((await support.get('/api/dealers')).statusCode).toBe(200);
  });
});
