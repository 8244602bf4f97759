import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

test('signing in and signing out each give the page a new token; the one before is refused', async () => {
  const browser = testApp.browser();
  const signedOutToken = metaToken((await browser.get('/login')).body);
  browser.csrfToken = signedOutToken;
  expect((await browser.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);

  const signedInToken = metaToken((await browser.get('/dashboards/crm')).body);
  expect(signedInToken).not.toBe(signedOutToken);
  expect(metaToken((await browser.get('/complaints')).body)).toBe(signedInToken);
  const stale = await browser.put(
    '/api/settings/maintenance',
    { enabled: false },
    {
      headers: { 'x-csrf-token': signedOutToken! },
    },
  );
  expect(stale.statusCode).toBe(419);
  browser.csrfToken = signedInToken;
  expect((await browser.put('/api/settings/maintenance', { enabled: false })).statusCode).toBe(200);

  expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);
  const afterSignOut = metaToken((await browser.get('/login')).body);
  expect([signedOutToken, signedInToken]).not.toContain(afterSignOut);
  browser.csrfToken = signedOutToken;
  expect((await browser.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(419);
});

test("a seed cookie planted in someone's browser, with its token, does not act for their session", async () => {
  const attacker = await browserWithToken();
  const victim = await testApp.signIn(ADMIN.email, ADMIN.password);
  // The attacker sets their own seed cookie in the victim's browser (e.g. from a sibling subdomain).
  victim.cookies.set('csrf_seed', attacker.cookies.get('csrf_seed')!);

  const forged = await victim.put(
    '/api/settings/maintenance',
    { enabled: true },
    {
      headers: { 'x-csrf-token': attacker.csrfToken! },
    },
  );

  expect(forged.statusCode).toBe(419);
  expect(await testApp.app.maintenance.isOn()).toBe(false);
});

describe('a state-changing call the browser says comes from another site', () => {
  const FROM_ELSEWHERE = { code: 'CROSS_SITE_REQUEST', message: en.errors.crossSite };

  test('is refused by its Origin, even with the right token', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    const response = await admin.put(
      '/api/settings/maintenance',
      { enabled: true },
      {
        headers: { origin: 'https://evil.example' },
      },
    );

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FROM_ELSEWHERE);
    expect(await testApp.app.maintenance.isOn()).toBe(false);
  });

  test('is refused by its Sec-Fetch-Site, from a sibling site too', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    for (const site of ['cross-site', 'same-site']) {
      const response = await admin.put(
        '/api/settings/maintenance',
        { enabled: true },
        {
          headers: { 'sec-fetch-site': site },
        },
      );
      expect(response.statusCode).toBe(403);
    }
    expect(await testApp.app.maintenance.isOn()).toBe(false);
  });

  test('a null Origin is refused', async () => {
    const browser = await browserWithToken();

    const response = await browser.post(
      '/api/auth/login',
      { login: ADMIN.email, password: ADMIN.password },
      { headers: { origin: 'null' } },
    );

    expect(response.statusCode).toBe(403);
  });

  test('calls from the page itself pass: its own origin, or the APP_URL the app is opened at', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    const own = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };

    expect(
      (await admin.put('/api/settings/maintenance', { enabled: false }, { headers: own })).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.put(
          '/api/settings/maintenance',
          { enabled: false },
          {
            headers: { origin: testApp.config.mail.appUrl },
          },
        )
      ).statusCode,
    ).toBe(200);
  });
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
