import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint } from '#server/testing/factories.ts';

const HASHED_ASSET = 'assets/complaints-list-page-B2x9Qa1c.js';

// What the app logs at the default level, one JSON line each.
let logLines: { msg: string; url?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let testApp: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp({
    webFiles: {
      'login.html': '<!doctype html><html><head><!--csrf-token--></head><body></body></html>',
      [HASHED_ASSET]: 'export const page = 1;',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    logger: { level: 'info', stream: logStream },
  });
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => testApp?.close());
beforeEach(() => {
  logLines = [];
});

describe('answers with personal data are kept by no browser or proxy', () => {
  test.each([
    '/api/auth/session',
    '/api/account',
    '/api/users',
    '/api/notifications',
    '/api/dashboard',
    '/api/search?q=a',
  ])('GET %s: Cache-Control no-store', async (url) => {
    const response = await admin.get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a complaint’s edit payload and an error answer too', async () => {
    const { id } = await createComplaint(testApp.db);

    expect((await admin.get(`/api/complaints/${id}/edit`)).headers['cache-control']).toBe('no-store');
    expect((await testApp.browser().get('/api/account')).headers['cache-control']).toBe('no-store');
  });
});

describe('the built web app', () => {
  test('hashed assets are cached for a year and never revalidated', async () => {
    const response = await testApp.browser().get(`/${HASHED_ASSET}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('files without a hash in their name, and the entry pages, are revalidated every time', async () => {
    const browser = testApp.browser();

    expect((await browser.get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await browser.get('/index.html')).headers['cache-control']).toBe('no-cache');
    // The pages the server writes the CSRF token into are not kept at all.
    expect((await browser.get('/login')).headers['cache-control']).toBe('no-store');
    expect((await browser.get('/complaints')).headers['cache-control']).toBe('no-store');
  });
});

describe('transport and framing', () => {
  test('over plain http there is no HSTS header', async () => {
    const response = await testApp.browser().get('/login');

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('over https (behind a proxy that says so) HSTS is sent', async () => {
    const proxied = await testApp.anotherProcess({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.browser({ headers: { 'x-forwarded-proto': 'https' } }).get('/login');

      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  test('one framing rule: CSP frame-ancestors none, and no X-Frame-Options saying otherwise', async () => {
    const response = await testApp.browser().get('/complaints');

    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('the log at the default level', () => {
  test('a fast successful API request writes no line (a debug line)', async () => {
    const support = await testApp.signIn('support', DEMO_PASSWORD);
    logLines = [];

    expect((await support.get('/api/dealers')).statusCode).toBe(200);

    expect(logLines).toEqual([]);
  });

  test('a refused API request is one line', async () => {
    expect((await testApp.browser().get('/api/dealers')).statusCode).toBe(401);

    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({ msg: 'request', url: '/api/dealers', statusCode: 401 });
  });

  test('static files and pages are not logged', async () => {
    const browser = testApp.browser();

    await browser.get(`/${HASHED_ASSET}`);
    await browser.get('/favicon.svg');
    await browser.get('/complaints');

    expect(logLines).toEqual([]);
  });
});

describe('security headers on every kind of answer', () => {
  const EXPECTED = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
      "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
      "style-src 'self' 'unsafe-inline';connect-src 'self';frame-src https://www.youtube.com https://player.vimeo.com",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  test.each([
    ['an API answer', '/api/dealers', 200],
    ['an unknown API route', '/api/no-such-route', 404],
    ['a page', '/complaints', 200],
    ['a hashed asset', `/${HASHED_ASSET}`, 200],
  ])('%s', async (_kind, url, status) => {
    const response = await admin.get(url);

    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('an anonymous call refused with 401', async () => {
    const response = await testApp.browser().get('/api/account');

    expect(response.statusCode).toBe(401);
    expect(response.headers).toMatchObject(EXPECTED);
  });
});
