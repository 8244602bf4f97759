import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_ROLE_RULES } from '#domain/auth/permissions.ts';
import { sessions } from '#server/db/schema/sessions.ts';
import { users } from '#server/db/schema/users.ts';
import { hashToken, SESSION_COOKIE } from '#server/plugins/session.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';

const FAILED = 'These credentials do not match our records.';
const REQUIRED = 'This field is required';
// Shorter than the default, so the tests also show that SESSION_IDLE_MINUTES is read.
const IDLE_MINUTES = 30;
const MINUTE_MS = 60_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) } });
});
afterAll(() => testApp?.close());

// Each test signs in from its own address so failed attempts never add up across tests.
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

function sessionCookie(response: { cookies: unknown[] }) {
  return (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      secure?: boolean;
    }[]
  ).find((cookie) => cookie.name === SESSION_COOKIE);
}

async function sessionRowFor(browser: TestBrowser) {
  const token = browser.cookies.get(SESSION_COOKIE);
  if (!token) return undefined;
  const [row] = await testApp.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** Sends a request with a session token this browser no longer holds, as a stolen or stale cookie would be. */
function getSessionWithToken(token: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    cookies: { [SESSION_COOKIE]: token },
  });
}

describe('signing in', () => {
  test('signing in with the e-mail address answers the user, the role and the ability rules', async () => {
    const browser = testApp.browser({ ip: nextIp() });
    const response = await browser.signIn(ADMIN.email, ADMIN.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Admin',
        username: 'admin',
        email: ADMIN.email,
        designation: 'Admin',
        role: 'admin',
      },
      role: 'admin',
      userAbilityRules: DEFAULT_ROLE_RULES.admin,
      maintenance: false,
      timeZone: 'UTC',
    });
  });

  test('the login ignores letter case, for usernames and e-mail addresses', async () => {
    const byUsername = await testApp.browser({ ip: nextIp() }).signIn('SuPPort', DEMO_PASSWORD);
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json()).toMatchObject({ role: 'support-agent', user: { username: 'support' } });

    const byEmail = await testApp.browser({ ip: nextIp() }).signIn('Technician@EXAMPLE.com', DEMO_PASSWORD);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ role: 'technician', user: { email: 'technician@example.com' } });
  });

  test("the ability rules carry the user's own id in place of the ${user.id} placeholder", async () => {
    const browser = testApp.browser({ ip: nextIp() });
    const body = (await browser.signIn('technician', DEMO_PASSWORD)).json();

    const assigned = body.userAbilityRules.find(
      (rule: { conditions?: object }) => rule.conditions && 'assignee_id' in rule.conditions,
    );
    expect(assigned.conditions).toEqual({ assignee_id: body.user.id });
    expect(JSON.stringify(body.userAbilityRules)).not.toContain('${user.id}');
  });

  test('the session cookie is HttpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const response = await testApp.browser({ ip: nextIp() }).signIn(ADMIN.email, ADMIN.password);

    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  test('without TRUST_PROXY a forwarded https header does not make the cookie Secure', async () => {
    const browser = testApp.browser({ ip: nextIp(), headers: { 'x-forwarded-proto': 'https' } });
    const response = await browser.signIn(ADMIN.email, ADMIN.password);

    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)?.secure).toBeFalsy();
  });

  test('the signed-in browser then gets its session from GET /api/auth/session', async () => {
    const browser = await testApp.signIn('agent', DEMO_PASSWORD, { ip: nextIp() });
    const response = await browser.get('/api/auth/session');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'agent',
      user: { username: 'agent', designation: 'Agent' },
    });
  });

  test('each sign-in gets a new session token and the previous one stops working', async () => {
    const browser = await testApp.signIn(ADMIN.email, ADMIN.password, { ip: nextIp() });
    const firstToken = browser.cookies.get(SESSION_COOKIE)!;

    const again = await browser.signIn(ADMIN.email, ADMIN.password);
    expect(again.statusCode).toBe(200);
    const secondToken = browser.cookies.get(SESSION_COOKIE)!;

    expect(secondToken).not.toBe(firstToken);
    expect((await getSessionWithToken(firstToken)).statusCode).toBe(401);
    expect((await getSessionWithToken(secondToken)).statusCode).toBe(200);
  });

  test('the database keeps only a hash of the session token', async () => {
    const browser = await testApp.signIn(ADMIN.email, ADMIN.password, { ip: nextIp() });
    const token = browser.cookies.get(SESSION_COOKIE)!;

    const rows = await testApp.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });

  test('no answer carries a password or its hash', async () => {
    const [admin] = await testApp.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);

    const browser = testApp.browser({ ip: nextIp() });
    const answers = [
      await browser.signIn(ADMIN.email, ADMIN.password),
      await browser.get('/api/auth/session'),
      await browser.get('/api/dashboard'),
      await browser.get('/api/docs/json'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(admin!.passwordHash);
      expect(answer.body).not.toContain(ADMIN.password);
      expect(answer.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    }
  });
});

describe('failed sign-in', () => {
  test("a wrong password answers 422 with the spec's message on the login field, and no session", async () => {
    const response = await testApp.browser({ ip: nextIp() }).signIn(ADMIN.email, 'not-the-password');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: FAILED,
      errors: { login: [FAILED] },
    });
    expect(sessionCookie(response)).toBeUndefined();
  });

  test('an unknown login answers exactly as a wrong password does, so accounts cannot be discovered', async () => {
    const response = await testApp
      .browser({ ip: nextIp() })
      .signIn('nobody@example.com', 'whatever-password');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: FAILED,
      errors: { login: [FAILED] },
    });
  });

  test('empty fields answer 422 with "This field is required" on each field', async () => {
    const browser = testApp.browser({ ip: nextIp() });

    const empty = await browser.signIn('', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { login: [REQUIRED], password: [REQUIRED] },
    });

    const blankLogin = await browser.signIn('   ', DEMO_PASSWORD);
    expect(blankLogin.statusCode).toBe(422);
    expect(blankLogin.json().errors).toEqual({ login: [REQUIRED] });
  });

  test('missing fields are reported on the field as well', async () => {
    const response = await testApp.browser({ ip: nextIp() }).post('/api/auth/login', { login: 'admin' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toHaveLength(1);
  });
});

describe('session expiry', () => {
  test('a session idle for longer than SESSION_IDLE_MINUTES is refused with 401 and deleted', async () => {
    const browser = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });
    const row = (await sessionRowFor(browser))!;
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (IDLE_MINUTES + 1) * MINUTE_MS) })
      .where(eq(sessions.tokenHash, row.tokenHash));

    const response = await browser.get('/api/auth/session');

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    const [left] = await testApp.db.select().from(sessions).where(eq(sessions.tokenHash, row.tokenHash));
    expect(left).toBeUndefined();
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  test('a session used within the idle limit stays valid, and its last use moves forward', async () => {
    const browser = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });
    const row = (await sessionRowFor(browser))!;
    const lastSeenAt = new Date(Date.now() - (IDLE_MINUTES - 1) * MINUTE_MS);
    await testApp.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, row.tokenHash));

    expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
    const touched = (await sessionRowFor(browser))!;
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(lastSeenAt.getTime() + MINUTE_MS);
  });

  test('a session past its absolute lifetime is refused with 401 and deleted, however recently used', async () => {
    const browser = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });
    const row = (await sessionRowFor(browser))!;
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, row.tokenHash));

    const response = await browser.get('/api/auth/session');

    expect(response.statusCode).toBe(401);
    const [left] = await testApp.db.select().from(sessions).where(eq(sessions.tokenHash, row.tokenHash));
    expect(left).toBeUndefined();
  });

  test('the session cookie lasts as long as SESSION_MAX_HOURS', async () => {
    const response = await testApp.browser({ ip: nextIp() }).signIn(ADMIN.email, ADMIN.password);

    expect(sessionCookie(response)).toMatchObject({ maxAge: testApp.config.session.maxAgeMs / 1000 });
  });
});

describe('signing out', () => {
  test('signing out deletes the session, clears the cookie, and the old cookie no longer works', async () => {
    const browser = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });
    const token = browser.cookies.get(SESSION_COOKIE)!;

    const response = await browser.post('/api/auth/logout');

    expect(response.statusCode).toBe(204);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const [left] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(left).toBeUndefined();
    expect((await getSessionWithToken(token)).statusCode).toBe(401);
  });

  test("signing out in one browser leaves the same user's other browsers signed in", async () => {
    const phone = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });
    const desk = await testApp.signIn('support', DEMO_PASSWORD, { ip: nextIp() });

    await phone.post('/api/auth/logout');

    expect((await phone.get('/api/auth/session')).statusCode).toBe(401);
    expect((await desk.get('/api/auth/session')).statusCode).toBe(200);
  });
});

describe('behind a proxy with TRUST_PROXY=true', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await testApp.anotherProcess({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => proxied?.close());

  test('the session cookie is Secure when the proxy says the request came over https', async () => {
    const browser = proxied.browser({ headers: { 'x-forwarded-proto': 'https' } });
    const response = await browser.signIn(ADMIN.email, ADMIN.password);

    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    // Signed in, the CSRF token belongs to the session: the seed of signed-out tokens is dropped.
    expect(browser.cookies.has('csrf_seed')).toBe(false);
  });

  test('the session cookie is not Secure when the proxy says the request came over http', async () => {
    const response = await proxied
      .browser({ headers: { 'x-forwarded-proto': 'http' } })
      .signIn(ADMIN.email, ADMIN.password);

    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)?.secure).toBeFalsy();
  });
});
