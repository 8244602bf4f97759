import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';

// A built app in miniature (decision 029): a hashed script with the brotli and gzip copies the
// build writes beside it. Each copy holds its own text, so the answer shows which file was sent
// (a copy compressed per request would hold the script's own text).
const ASSET = 'assets/complaints-list-page-B2x9Qa1c.js';
const script = (from: string) =>
  `export const from = '${from}';\n${'export const padding = 1;\n'.repeat(100)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    webFiles: {
      'index.html': '<!doctype html><html><head><!--csrf-token--></head><body>app</body></html>',
      'login.html': '<!doctype html><html><head><!--csrf-token--></head><body>sign-in</body></html>',
      [ASSET]: script('original'),
      [`${ASSET}.br`]: brotliCompressSync(script('brotli copy')),
      [`${ASSET}.gz`]: gzipSync(script('gzip copy')),
      'sw.js': `self.version = 1;\n${'// padding\n'.repeat(200)}`,
    },
  });
});
afterAll(() => testApp?.close());

describe('hashed assets', () => {
  test('are sent as the brotli copy the build wrote, cached for a year', async () => {
    const response = await testApp.browser().get(`/${ASSET}`, { headers: { 'accept-encoding': 'gzip, br' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script('brotli copy'));
  });

  test('a browser without brotli gets the gzip copy', async () => {
    const response = await testApp.browser().get(`/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script('gzip copy'));
  });

  test('a client that accepts no encoding gets the file itself', async () => {
    const response = await testApp.browser().get(`/${ASSET}`, { headers: { 'accept-encoding': 'identity' } });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(script('original'));
  });
});

describe('files whose name does not change with their content', () => {
  test.each(['/complaints', '/login', '/'])('the page %s is never cached immutably', async (url) => {
    const response = await testApp.browser().get(url, { headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('the service worker is revalidated every time', async () => {
    const response = await testApp.browser().get('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the sign-in page', () => {
  test('is sent to a visitor without a session', async () => {
    const response = await testApp.browser().get('/login?redirect=/dealers');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('sign-in');
  });

  test('sends a signed-in visitor straight to their home, without loading a page first', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);

    for (const [browser, home] of [
      [admin, '/dashboards/crm'],
      [agent, '/complaints/mine'],
    ] as const) {
      const response = await browser.get('/login');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(home);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('sends a signed-in visitor to the page they asked for on this site, never to another', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    const asked = await admin.get(`/login?redirect=${encodeURIComponent('/dealers?search=Khan')}`);
    expect(asked.headers.location).toBe('/dealers?search=Khan');
    for (const redirect of [
      '/%5Cevil.example/x',
      '/%09/evil.example',
      '/%0A/evil.example',
      '//evil.example',
    ]) {
      const response = await admin.get(`/login?redirect=${redirect}`);
      expect(response.headers.location).toBe('/dashboards/crm');
    }
  });

  test('is sent again once the session has ended', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    await admin.post('/api/auth/logout');

    const response = await admin.get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('sign-in');
  });
});
