import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';

function expectMaintenanceRefusal(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ code: 'MAINTENANCE', message: en.errors.maintenance });
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe('maintenance mode set by an admin', () => {
  let admin: TestBrowser;
  let support: TestBrowser;
  beforeAll(async () => {
    admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    support = await testApp.signIn('support', DEMO_PASSWORD);
  });
  afterEach(() => testApp.app.maintenance.set(false));

  test('an admin turns maintenance on; other staff then get 503 with Retry-After', async () => {
    const turnOn = await admin.put('/api/settings/maintenance', { enabled: true });
    expect(turnOn.statusCode).toBe(200);
    expect(turnOn.json()).toEqual({ enabled: true, forced: false });

    expectMaintenanceRefusal(await support.get('/api/dashboard'));
  });

  test('admins keep working during maintenance, and can turn it off again', async () => {
    await admin.put('/api/settings/maintenance', { enabled: true });

    expect((await admin.get('/api/dashboard')).statusCode).toBe(200);
    const turnOff = await admin.put('/api/settings/maintenance', { enabled: false });
    expect(turnOff.json()).toEqual({ enabled: false, forced: false });
    expect((await support.get('/api/dashboard')).statusCode).toBe(200);
  });

  test('during maintenance staff can still sign in, read their session and sign out, and the session says maintenance is on', async () => {
    await admin.put('/api/settings/maintenance', { enabled: true });
    const agent = testApp.browser();

    const signIn = await agent.signIn('agent', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().maintenance).toBe(true);
    expect((await agent.get('/api/auth/session')).json()).toMatchObject({ role: 'agent', maintenance: true });
    expect((await agent.get('/api/health')).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
  });

  test('the setting is kept in the database, so a restarted or second process sees it', async () => {
    await admin.put('/api/settings/maintenance', { enabled: true });
    const second = await testApp.anotherProcess();
    try {
      expectMaintenanceRefusal(await (await second.signIn('support', DEMO_PASSWORD)).get('/api/dashboard'));
    } finally {
      await second.close();
    }
  });

  test('a malformed maintenance request is refused with 422 and changes nothing', async () => {
    const response = await admin.put('/api/settings/maintenance', { enabled: 'yes' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('enabled');
    expect(await testApp.app.maintenance.isOn()).toBe(false);
  });
});

describe('maintenance mode forced by MAINTENANCE_MODE', () => {
  // The variable is read per process; this one shares the database with the process above.
  let forced: TestApp;
  beforeAll(async () => {
    forced = await testApp.anotherProcess({ env: { MAINTENANCE_MODE: 'true' } });
  });
  afterAll(() => forced?.close());

  test('MAINTENANCE_MODE=true turns maintenance on for everyone but admins', async () => {
    const support = await forced.signIn('support', DEMO_PASSWORD);
    const admin = await forced.signIn(ADMIN.email, ADMIN.password);

    expectMaintenanceRefusal(await support.get('/api/dashboard'));
    expect((await admin.get('/api/dashboard')).statusCode).toBe(200);
  });

  test('an admin cannot turn forced maintenance off, and is told it is forced', async () => {
    const admin = await forced.signIn(ADMIN.email, ADMIN.password);

    const response = await admin.put('/api/settings/maintenance', { enabled: false });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, forced: true });
    expectMaintenanceRefusal(await (await forced.signIn('support', DEMO_PASSWORD)).get('/api/dashboard'));
  });
});
