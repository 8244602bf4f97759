import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLES } from '#domain/auth/roles.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  DEMO_STAFF,
  type TestApp,
} from '#server/testing/build-test-app.ts';
import { createUser } from '#server/testing/factories.ts';

const UNGUARDED_URL = '/api/test/unguarded';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    // A route someone forgot to give an access rule.
    extend: (app) => {
      app.get(UNGUARDED_URL, async () => ({ secret: 'leaked' }));
    },
  });
});
afterAll(() => testApp?.close());

test('an anonymous GET /api/dashboard is answered 401', async () => {
  const response = await testApp.browser().get('/api/dashboard');

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: en.errors.unauthenticated });
});

test('a technician, whose role may not read the dashboard, gets 403', async () => {
  const technician = await testApp.signIn('technician', DEMO_PASSWORD);

  const response = await technician.get('/api/dashboard');

  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ code: 'FORBIDDEN', message: en.errors.forbidden });
});

test('an admin gets the dashboard with the number of staff in each designation', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const response = await admin.get('/api/dashboard');

  expect(response.statusCode).toBe(200);
  const seeded = new Map<string, number>([
    ['admin', 1],
    ...DEMO_STAFF.map((staff) => [staff.role, 1] as [string, number]),
  ]);
  expect(response.json()).toMatchObject({
    staff: {
      total: 1 + DEMO_STAFF.length,
      byDesignation: ROLES.map((role) => ({
        role: role.slug,
        designation: role.designation,
        count: seeded.get(role.slug) ?? 0,
      })),
    },
  });
});

test('a support agent, who may read the dashboard, gets it too', async () => {
  const support = await testApp.signIn('support', DEMO_PASSWORD);

  expect((await support.get('/api/dashboard')).statusCode).toBe(200);
});

test('only an admin may read or change the maintenance setting', async () => {
  const support = await testApp.signIn('support', DEMO_PASSWORD);
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  expect((await support.get('/api/settings/maintenance')).statusCode).toBe(403);
  const refused = await support.put('/api/settings/maintenance', { enabled: true });
  expect(refused.statusCode).toBe(403);
  expect(await testApp.app.maintenance.isOn()).toBe(false);

  const allowed = await admin.get('/api/settings/maintenance');
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toEqual({ enabled: false, forced: false });
});

test('public routes answer anonymous callers', async () => {
  const response = await testApp.browser().get('/api/health');

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('the API description is for signed-in users only', async () => {
  expect((await testApp.browser().get('/api/docs/json')).statusCode).toBe(401);

  const technician = await testApp.signIn('technician', DEMO_PASSWORD);
  const response = await technician.get('/api/docs/json');
  expect(response.statusCode).toBe(200);
  expect(response.json().paths).toHaveProperty(['/api/auth/login']);
});

test('the API description is for staff: a dealer account and an account waiting for a designation get 403', async () => {
  for (const role of ['dealer', 'client'] as const) {
    const account = await createUser(testApp.db, { role });
    const browser = await testApp.signIn(account.username, account.password);

    expect((await browser.get('/api/docs/json')).statusCode).toBe(403);
    expect((await browser.get('/api/docs')).statusCode).toBe(403);
  }
  const support = await testApp.signIn('support', DEMO_PASSWORD);
  expect((await support.get('/api/docs/json')).statusCode).toBe(200);
});

test('every /api route of the app declares who may call it', () => {
  const builtIn = testApp.app.apiRoutes.filter((route) => route.url !== UNGUARDED_URL);
  expect(builtIn.length).toBeGreaterThan(0);

  const withoutRule = builtIn
    .filter((route) => route.access === undefined)
    .map((route) => `${route.method} ${route.url}`);

  expect(withoutRule).toEqual([]);
});

test('a route registered without an access rule is listed as such and refuses everyone, admins included', async () => {
  expect(testApp.app.apiRoutes).toContainEqual({ method: 'GET', url: UNGUARDED_URL, access: undefined });
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

  const asAdmin = await admin.get(UNGUARDED_URL);
  const asAnonymous = await testApp.browser().get(UNGUARDED_URL);

  expect(asAdmin.statusCode).toBe(403);
  expect(asAdmin.body).not.toContain('leaked');
  expect(asAnonymous.statusCode).toBe(403);
});

describe('the same route spelled another way', () => {
  test('a percent-encoded path reaches the same route and meets the same access rule', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/%61pi/dashboard' });

    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('staff');
  });

  test('an absolute URL in the request line meets the same access rule', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;

    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Node sends `path` as the request target as given: here the absolute form proxies use.
      const request = http.get(
        { host: '127.0.0.1', port, path: `http://127.0.0.1:${port}/api/dashboard` },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });

    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('staff');
  });

  test('a state-changing call with an encoded path still needs the CSRF token', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    const response = await admin.put('/%61pi/settings/maintenance', { enabled: true }, { csrf: false });

    expect(response.statusCode).toBe(419);
    expect(await testApp.app.maintenance.isOn()).toBe(false);
  });

  test('a signed-in user is recognised on an encoded path too', async () => {
    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);

    expect((await admin.get('/%61pi/dashboard')).statusCode).toBe(200);
  });
});
