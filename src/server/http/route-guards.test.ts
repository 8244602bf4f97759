import { afterAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { ADMIN, buildTestApp } from '#server/testing/build-test-app.ts';

// Every route of the app, as registered: a route added later is checked without anyone listing it.
const testApp = await buildTestApp();
afterAll(() => testApp.close());

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes = testApp.app.apiRoutes.filter(
  // HEAD mirrors GET; the OpenAPI viewer's own routes are covered by the authorization tests.
  (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
);
const table = (list: typeof routes) => list.map((route) => [route.method, route.url] as const);

/** The routes anyone may call: a route that joins this list must be meant to. */
const PUBLIC_ROUTES = [
  'GET /api/auth/csrf-token',
  'GET /api/auth/registration',
  'GET /api/health',
  'POST /api/auth/forgot-password',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
];

/** A path with its `:params` filled in: a row id, or an order number. */
const pathOf = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'orderId' ? 'ORD-1' : '1'));

test('only the sign-in, password reset, registration, e-mail link and health routes are public', () => {
  const open = routes
    .filter((route) => route.access === 'public')
    .map((route) => `${route.method} ${route.url}`);

  expect(open.sort()).toEqual(PUBLIC_ROUTES.sort());
  expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
});

describe('a visitor who is not signed in gets 401 from every other route', () => {
  test.each(table(routes.filter((route) => route.access !== 'public')))('%s %s', async (method, url) => {
    const response = await testApp.browser().request(method, pathOf(url));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: en.errors.unauthenticated });
  });
});

describe('a change without the CSRF token is refused with 419, even for an admin', () => {
  const admin = testApp.signIn(ADMIN.email, ADMIN.password);

  test.each(table(routes.filter((route) => UNSAFE.has(route.method))))('%s %s', async (method, url) => {
    const response = await (await admin).request(method, pathOf(url), undefined, { csrf: false });

    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ code: 'CSRF_TOKEN_MISMATCH', message: en.errors.csrf });
  });
});
