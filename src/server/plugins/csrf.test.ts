import { afterAll, beforeAll, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';

const MISMATCH = { code: 'CSRF_TOKEN_MISMATCH', message: en.errors.csrf };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

/** A browser that has its seed cookie and knows its token, as after loading the page. */
async function browserWithToken(): Promise<TestBrowser> {
  const browser = testApp.browser();
  await browser.fetchCsrfToken();
  return browser;
}

function metaToken(html: string): string | undefined {
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
}

test('a POST without the X-CSRF-TOKEN header is refused with 419', async () => {
  const browser = await browserWithToken();

  const response = await browser.post(
    '/api/auth/login',
    { login: ADMIN.email, password: ADMIN.password },
    { csrf: false },
  );

  expect(response.statusCode).toBe(419);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual(MISMATCH);
  expect(browser.cookies.has('sid')).toBe(false);
});

test('a POST with a wrong token is refused with 419', async () => {
  const browser = await browserWithToken();

  const response = await browser.post('/api/auth/logout', undefined, {
    headers: { 'x-csrf-token': `${browser.csrfToken}x` },
  });

  expect(response.statusCode).toBe(419);
  expect(response.json()).toEqual(MISMATCH);
});

test("a token taken from another browser does not work with this browser's cookie", async () => {
  const victim = await browserWithToken();
  const attacker = await browserWithToken();

  const response = await attacker.post('/api/auth/logout', undefined, {
    headers: { 'x-csrf-token': victim.csrfToken! },
  });

  expect(response.statusCode).toBe(419);
  expect(response.json()).toEqual(MISMATCH);
  expect((await attacker.post('/api/auth/logout')).statusCode).toBe(204);
});

test('a token sent without its seed cookie is refused', async () => {
  const browser = await browserWithToken();

  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { 'x-csrf-token': browser.csrfToken! },
  });

  expect(response.statusCode).toBe(419);
});

test('PUT requests need the token too', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const refused = await admin.put('/api/settings/maintenance', { enabled: false }, { csrf: false });
  expect(refused.statusCode).toBe(419);
  expect((await admin.put('/api/settings/maintenance', { enabled: false })).statusCode).toBe(200);
});

test('GET requests need no token', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie: `sid=${admin.cookies.get('sid')}` },
  });

  expect(response.statusCode).toBe(200);
});

test('the page served for any app path carries a token in its meta tag, and that token works', async () => {
  const browser = testApp.browser();

  const page = await browser.get('/some/deep/link?tab=2');

  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).not.toContain('<!--csrf-token-->');
  const token = metaToken(page.body);
  expect(token).toBeTruthy();
  expect(browser.cookies.get('csrf_seed')).toBeTruthy();

  browser.csrfToken = token;
  expect((await browser.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
});

test("the page's token keeps working after signing in, and reloading the page gives the same token", async () => {
  const browser = testApp.browser();
  browser.csrfToken = metaToken((await browser.get('/login')).body);
  expect((await browser.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);

  expect(metaToken((await browser.get('/dashboards/crm')).body)).toBe(browser.csrfToken);
  expect((await browser.put('/api/settings/maintenance', { enabled: false })).statusCode).toBe(200);
});

test("another app process on the same database accepts this process's tokens", async () => {
  const browser = await browserWithToken();
  const secondProcess = await testApp.anotherProcess();
  try {
    const response = await secondProcess.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: ADMIN.email, password: ADMIN.password },
      headers: { cookie: browser.cookieHeader(), 'x-csrf-token': browser.csrfToken! },
    });
    expect(response.statusCode).toBe(200);
  } finally {
    await secondProcess.close();
  }
});
