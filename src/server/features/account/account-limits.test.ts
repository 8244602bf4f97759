import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { ROUTE_LIMITS, routeOf } from '#server/plugins/rate-limits.ts';
import { hashPassword } from '#server/security/passwords.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createUser } from '#server/testing/factories.ts';

// Counts the argon2 hashes the routes ask for (the real hash is still made).
vi.mock('#server/security/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#server/security/passwords.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

// The mail server: while `stalling`, it accepts connections and never answers, so a mail sent to
// it waits; otherwise it hangs up at once and the mail fails fast (and is only logged).
let stalling = false;
const stalledConnections = new Set<net.Socket>();
const smtp = net.createServer((socket) => {
  if (!stalling) return socket.destroy();
  stalledConnections.add(socket);
  socket.on('close', () => stalledConnections.delete(socket));
});

/** Runs `work` while the mail server stalls, then lets the stalled mails fail. */
async function withStalledMailServer(work: () => Promise<void>) {
  stalling = true;
  try {
    await work();
  } finally {
    stalling = false;
    for (const socket of stalledConnections) socket.destroy();
  }
}

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-outbox-'));
let testApp: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.address() as AddressInfo;
  testApp = await buildTestApp({
    env: { OUTBOX_DIR: outboxDir, APP_URL: 'http://desk.example', SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await testApp?.close();
  smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

// Each test uses its own addresses, so counters never carry over between tests.
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

const limitOf = (name: string) => ROUTE_LIMITS.find((limit) => limit.name === name)!;

/** The answer to `count + 1` calls, expecting the first `count` to pass the limit. */
async function callPastLimit(count: number, call: (index: number) => Promise<LightMyRequestResponse>) {
  for (let index = 0; index < count; index++) expect((await call(index)).statusCode).not.toBe(429);
  return call(count);
}

function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect((response.json() as { message: string }).message).toMatch(
    /^Too many requests\. Please try again in \d+ minutes?\.$/,
  );
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Answers the call within `ms`, or says it did not. */
async function within<T>(ms: number, answer: Promise<T>): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>(
    (resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)),
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function csrfHeaders(browser: TestBrowser) {
  const token = await browser.fetchCsrfToken();
  return { cookie: browser.cookieHeader(), 'x-csrf-token': token, 'content-type': 'application/json' };
}

test('every limited endpoint is a registered route, so its limit applies', () => {
  const routes = new Set(testApp.app.apiRoutes.map((route) => `${route.method} ${route.url}`));

  expect(ROUTE_LIMITS.map((limit) => routeOf(limit.endpoint)).filter((route) => !routes.has(route))).toEqual(
    [],
  );
});

test('forgot password is limited per e-mail address, whichever address the calls come from', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const { max } = limitOf('forgot-password:email');

  const refused = await callPastLimit(max, () =>
    testApp.browser({ ip: nextIp() }).post('/api/auth/forgot-password', { email: user.email }),
  );

  expectRateLimited(refused);
  const others = await testApp.browser({ ip: nextIp() }).post('/api/auth/forgot-password', {
    email: 'someone.else@example.com',
  });
  expect(others.statusCode).toBe(200);
});

test('forgot password is limited per address, whichever e-mail addresses it asks for', async () => {
  const browser = testApp.browser({ ip: nextIp() });
  const { max } = limitOf('forgot-password:address');

  const refused = await callPastLimit(max, (index) =>
    browser.post('/api/auth/forgot-password', { email: `guess.${index}@example.com` }),
  );

  expectRateLimited(refused);
  expect(
    (await testApp.browser({ ip: nextIp() }).post('/api/auth/forgot-password', { email: 'a@example.com' }))
      .statusCode,
  ).toBe(200);
});

test('the limit message is in the reader’s language', async () => {
  const browser = testApp.browser({ ip: nextIp(), headers: { 'accept-language': 'fr' } });
  const { max } = limitOf('forgot-password:address');

  const refused = await callPastLimit(max, (index) =>
    browser.post('/api/auth/forgot-password', { email: `fr.${index}@example.com` }),
  );

  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Trop de demandes\. Réessayez dans \d+ minutes?\.$/);
});

test('reset password checks the link before hashing the new password, and is limited per address', async () => {
  const browser = testApp.browser({ ip: nextIp() });
  const { max } = limitOf('reset-password:address');
  const guess = (index: number) =>
    browser.post('/api/auth/reset-password', {
      token: `made-up-token-${index}`,
      password: 'guessed-password',
      confirmPassword: 'guessed-password',
    });

  const first = await guess(0);
  expect(first.statusCode).toBe(422);
  expect(first.json().errors).toEqual({ token: [en.account.messages.resetLinkInvalid] });
  expect(hashPassword).not.toHaveBeenCalled();

  expectRateLimited(await callPastLimit(max - 1, (index) => guess(index + 1)));
});

test('a mail server that does not answer holds back no answer: forgot password answers at once for a known and an unknown address', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser({ ip: nextIp() });
  const headers = await csrfHeaders(browser);
  const ask = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers, payload: { email } });

  await withStalledMailServer(async () => {
    const known = await within(3_000, ask(user.email));
    const unknown = await within(3_000, ask('nobody.here@example.com'));

    expect(known).not.toBe('still waiting');
    expect(unknown).not.toBe('still waiting');
    if (known === 'still waiting' || unknown === 'still waiting') return;
    expect(known.json()).toEqual(unknown.json());
  });
});

test('a sign-up with an address in use does the same work as a new one: one password hash, no wait for a mail', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  await admin.put('/api/settings/registration', { enabled: true });
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser({ ip: nextIp() });
  const headers = await csrfHeaders(browser);
  const signUp = (email: string, username: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        name: 'New Person',
        username,
        email,
        password: 'a-password-1',
        confirmPassword: 'a-password-1',
      },
    });

  await withStalledMailServer(async () => {
    vi.mocked(hashPassword).mockClear();
    const taken = await within(3_000, signUp(user.email, `taken_${Date.now().toString(36)}`));
    expect(taken).not.toBe('still waiting');
    expect(hashPassword).toHaveBeenCalledTimes(1);

    vi.mocked(hashPassword).mockClear();
    const word = Date.now().toString(36);
    const fresh = await within(3_000, signUp(`fresh.${word}@example.com`, `fresh_${word}`));
    expect(fresh).not.toBe('still waiting');
    expect(hashPassword).toHaveBeenCalledTimes(1);
    if (taken === 'still waiting' || fresh === 'still waiting') return;
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
  });
  await admin.put('/api/settings/registration', { enabled: false });
});

test('register is limited per address', async () => {
  const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  await admin.put('/api/settings/registration', { enabled: true });
  const browser = testApp.browser({ ip: nextIp() });
  const { max } = limitOf('register:address');
  const word = Date.now().toString(36);

  const refused = await callPastLimit(max, (index) =>
    browser.post('/api/auth/register', {
      name: 'Sign Up',
      username: `signup_${word}_${index}`,
      email: `signup.${word}.${index}@example.com`,
      password: 'a-password-1',
      confirmPassword: 'a-password-1',
    }),
  );

  expectRateLimited(refused);
  await admin.put('/api/settings/registration', { enabled: false });
});

test('resending the e-mail change link is limited per account', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const signedIn = await testApp.signIn(user.username, user.password, { ip: nextIp() });
  const account = (await signedIn.get('/api/account')).json();
  await signedIn.put('/api/account', { ...account.user, email: `moved.${user.username}@example.com` });
  const { max } = limitOf('email-resend:account');

  const refused = await callPastLimit(max, () => signedIn.post('/api/account/email-change/resend'));

  expectRateLimited(refused);
});
