import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { rateLimits } from '#server/db/schema/rate-limits.ts';
import { buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { createUser, type CreatedUser } from '#server/testing/factories.ts';
import {
  ACCOUNT_LIMITS,
  ADDRESS_LIMITS,
  DELAY_STEP_MS,
  LOCK_MS,
  PAIR_LIMITS,
  throttleKeys,
} from './sign-in-throttle.ts';

const THROTTLED = 'Too many sign-in attempts. Please try again in 15 minutes.';

// Records each hold-back the sign-in service asks for. The timing test really waits, so it shows
// the answer is held back; the others skip the waits, which are not what they check.
const holdBacks = vi.hoisted(() => ({ requested: [] as number[], wait: false }));
vi.mock('node:timers/promises', async (importOriginal) => {
  const timers = await importOriginal<typeof import('node:timers/promises')>();
  return {
    ...timers,
    setTimeout: (ms: number) => {
      holdBacks.requested.push(ms);
      return holdBacks.wait ? timers.setTimeout(ms) : Promise.resolve();
    },
  };
});

// Every test fails a sign-in ten or more times, each an argon2 check: on a loaded 2-core machine
// (two test runs side by side) that passes the suite's 30 s.
vi.setConfig({ testTimeout: 90_000 });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterEach(() => {
  holdBacks.requested = [];
  holdBacks.wait = false;
});
afterAll(() => testApp?.close());

// Each test uses its own accounts and addresses, so counters never carry over between tests.
let lastIp = 0;
const nextIp = () => `203.0.113.${++lastIp}`;

/** Fails sign-in until the account is locked for this browser's address; returns the refusal. */
async function lockAccount(browser: TestBrowser, user: CreatedUser) {
  for (let attempt = 1; attempt < PAIR_LIMITS.lockAfter; attempt++) {
    expect((await browser.signIn(user.email, 'wrong-password')).statusCode).toBe(422);
  }
  const refusal = await browser.signIn(user.email, 'wrong-password');
  expect(refusal.statusCode).toBe(429);
  return refusal;
}

test('repeated failures for one account are answered more and more slowly, then refused with 429', async () => {
  holdBacks.wait = true;
  const user = await createUser(testApp.db, { role: 'support-agent' });
  const browser = testApp.browser({ ip: nextIp() });

  const answers: { status: number; ms: number; heldBack: number }[] = [];
  for (let attempt = 1; attempt <= PAIR_LIMITS.lockAfter; attempt++) {
    holdBacks.requested = [];
    const started = performance.now();
    const response = await browser.signIn(user.email, 'wrong-password');
    const heldBack = holdBacks.requested.reduce((sum, ms) => sum + ms, 0);
    answers.push({ status: response.statusCode, ms: performance.now() - started, heldBack });
  }

  // No hold-back for the first failures, then one step more for each further failure.
  expect(answers.map(({ status, heldBack }) => ({ status, heldBack }))).toEqual(
    Array.from({ length: PAIR_LIMITS.lockAfter }, (_, index) => ({
      status: index + 1 < PAIR_LIMITS.lockAfter ? 422 : 429,
      heldBack: Math.max(0, index + 1 - ACCOUNT_LIMITS.slowAfter) * DELAY_STEP_MS,
    })),
  );
  for (const answer of answers) expect(answer.ms).toBeGreaterThanOrEqual(answer.heldBack - 5);

  const refusal = await browser.signIn(user.email, 'wrong-password');
  expect(refusal.statusCode).toBe(429);
  expect(refusal.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: THROTTLED });
  const retryAfter = Number(refusal.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(LOCK_MS / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(LOCK_MS / 1000);
});

test('a locked account is refused even with the right password, and is not signed in', async () => {
  const user = await createUser(testApp.db, { role: 'support-agent' });
  const browser = testApp.browser({ ip: nextIp() });
  await lockAccount(browser, user);

  const response = await browser.signIn(user.email, user.password);

  expect(response.statusCode).toBe(429);
  expect(response.json().message).toBe(THROTTLED);
  expect(response.headers['retry-after']).toBeDefined();
  expect(browser.cookies.has('sid')).toBe(false);
});

test('the lock counts for the account, whichever way the login is written', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const ip = nextIp();
  await lockAccount(testApp.browser({ ip }), user);

  const response = await testApp.browser({ ip }).signIn(`  ${user.email.toUpperCase()} `, user.password);

  expect(response.statusCode).toBe(429);
});

test("an account's username and e-mail count as one account", async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser({ ip: nextIp() });
  const logins = [user.username, user.email, user.username.toUpperCase(), user.email];
  for (const login of logins) expect((await browser.signIn(login, 'wrong-password')).statusCode).toBe(422);

  expect((await browser.signIn(user.username, 'wrong-password')).statusCode).toBe(429);
  expect((await browser.signIn(user.email, user.password)).statusCode).toBe(429);
});

test('parallel attempts cannot pass the limit: each is counted before its password is checked', async () => {
  const user = await createUser(testApp.db, { role: 'agent' });
  const browser = testApp.browser({ ip: nextIp() });
  await browser.fetchCsrfToken();

  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, index) =>
      browser.signIn(user.email, index === 24 ? user.password : `wrong-password-${index}`),
    ),
  );

  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses).not.toContain(200);
  expect(statuses.filter((status) => status === 422).length).toBeLessThan(PAIR_LIMITS.lockAfter);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(25 - PAIR_LIMITS.lockAfter);
  expect(browser.cookies.has('sid')).toBe(false);
});

test('failures from elsewhere only slow an account down: its owner still signs in from their own address', async () => {
  const user = await createUser(testApp.db, { role: 'support-agent' });
  await lockAccount(testApp.browser({ ip: nextIp() }), user);
  holdBacks.requested = [];

  const owner = await testApp.browser({ ip: nextIp() }).signIn(user.email, user.password);

  expect(owner.statusCode).toBe(200);
  expect(holdBacks.requested).toEqual([
    (PAIR_LIMITS.lockAfter + 1 - ACCOUNT_LIMITS.slowAfter) * DELAY_STEP_MS,
  ]);
});

test('a locked account does not stop other accounts, from another address or from the same office address', async () => {
  const locked = await createUser(testApp.db, { role: 'support-agent' });
  const officeIp = nextIp();
  await lockAccount(testApp.browser({ ip: officeIp }), locked);

  const colleague = await createUser(testApp.db, { role: 'agent' });
  const sameOffice = await testApp.browser({ ip: officeIp }).signIn(colleague.username, colleague.password);
  expect(sameOffice.statusCode).toBe(200);
  const elsewhere = await createUser(testApp.db, { role: 'technician' });
  const otherAddress = await testApp.browser({ ip: nextIp() }).signIn(elsewhere.username, elsewhere.password);
  expect(otherAddress.statusCode).toBe(200);
});

test('once the lock time has passed, the right password signs in again', async () => {
  const user = await createUser(testApp.db, { role: 'support-agent' });
  const browser = testApp.browser({ ip: nextIp() });
  await lockAccount(browser, user);

  // Stands in for waiting LOCK_MS.
  const { pair } = throttleKeys(`user:${user.id}`, browser.ip);
  await testApp.db
    .update(rateLimits)
    .set({ resetAt: new Date(Date.now() - 1000) })
    .where(eq(rateLimits.key, pair));

  expect((await browser.signIn(user.email, user.password)).statusCode).toBe(200);
});

test("a successful sign-in clears the account's failure count", async () => {
  const user = await createUser(testApp.db, { role: 'support-agent' });
  const browser = testApp.browser({ ip: nextIp() });
  for (let attempt = 1; attempt < PAIR_LIMITS.lockAfter; attempt++) {
    expect((await browser.signIn(user.email, 'wrong-password')).statusCode).toBe(422);
  }

  expect((await browser.signIn(user.email, user.password)).statusCode).toBe(200);
  const { pair, account } = throttleKeys(`user:${user.id}`, browser.ip);
  expect(
    await testApp.db
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, [pair, account])),
  ).toEqual([]);

  // Without the reset this failure would be the one that locks the account.
  holdBacks.requested = [];
  const response = await browser.signIn(user.email, 'wrong-password');
  expect(response.statusCode).toBe(422);
  expect(holdBacks.requested).toEqual([0]);
});

test('an address that tries many accounts is locked out, while other addresses are not', async () => {
  const ip = nextIp();
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= ADDRESS_LIMITS.lockAfter; attempt++) {
    statuses.push(
      (await testApp.browser({ ip }).signIn(`guess-${attempt}@example.com`, 'password1')).statusCode,
    );
  }

  expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const user = await createUser(testApp.db, { role: 'agent' });
  expect((await testApp.browser({ ip }).signIn(user.email, user.password)).statusCode).toBe(429);
  expect((await testApp.browser({ ip: nextIp() }).signIn(user.email, user.password)).statusCode).toBe(200);
});
