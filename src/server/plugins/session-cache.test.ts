import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { createUser } from '#server/testing/factories.ts';
import { ADMIN, buildTestApp, type TestApp, type TestBrowser } from '#server/testing/build-test-app.ts';
import { SESSION_COOKIE } from './session.ts';
import { SessionCache } from './session-cache.ts';

describe('the cache itself', () => {
  const entry = (userId: number) => ({ userId });

  test('serves nothing before its notifications are heard, nor while they may be missed', () => {
    const cache = new SessionCache<{ userId: number }>(10_000);
    cache.set('a', entry(1), cache.stamp(), 0);
    expect(cache.get('a', 1)).toBeUndefined();

    cache.listening();
    cache.set('a', entry(1), cache.stamp(), 0);
    expect(cache.get('a', 1)).toEqual(entry(1));

    cache.lost();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.listening();
    expect(cache.get('a', 1)).toBeUndefined();
  });

  test('forgets the sessions of the users a notification names, or all of them, and every one after its time', () => {
    const cache = new SessionCache<{ userId: number }>(10_000);
    cache.listening();
    for (const [token, user] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 2],
    ] as const)
      cache.set(token, entry(user), cache.stamp(), 0);

    cache.forget('2,3');
    expect(['a', 'b', 'c', 'd'].map((token) => cache.get(token, 1)?.userId)).toEqual([
      1,
      undefined,
      undefined,
      undefined,
    ]);
    expect(cache.get('a', 10_000)).toBeUndefined();

    cache.set('a', entry(1), cache.stamp(), 0);
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  test('a session read before a change is not kept after it', () => {
    const cache = new SessionCache<{ userId: number }>(10_000);
    cache.listening();
    const stamp = cache.stamp();
    // The read is under way when the notification arrives.
    cache.forget('1');
    cache.set('a', entry(1), stamp, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  test('holds at most its number of entries, dropping the oldest', () => {
    const cache = new SessionCache<{ userId: number }>(10_000, 2);
    cache.listening();
    for (const token of ['a', 'b', 'c']) cache.set(token, entry(1), cache.stamp(), 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('in the app: two app processes on one database', () => {
  // Long enough that nothing below passes by the entries running out.
  const env = { SESSION_CACHE_SECONDS: '300' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ env });
    second = await first.anotherProcess({ env });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** The same browser session, sent to the second process. */
  function inSecond(browser: TestBrowser): TestBrowser {
    const copy = second.browser();
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async function agent() {
    const user = await createUser(first.db, { role: 'agent' });
    const browser = await first.signIn(user.username, user.password);
    const other = inSecond(browser);
    // Both processes now keep the session.
    expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
    expect((await other.get('/api/auth/session')).statusCode).toBe(200);
    return { user, browser, other };
  }

  // It builds a third app on a database of its own: on a loaded 2-core machine that alone may take 30 s.
  test(
    'a kept session is not read again: a change no notification tells of goes unseen until it runs out',
    { timeout: 90_000 },
    async () => {
      const { user, browser, other } = await agent();

      await first.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
      );

      expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
      expect((await other.get('/api/auth/session')).statusCode).toBe(200);
      const uncached = await buildTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
      try {
        const session = await uncached.signIn(ADMIN.email, ADMIN.password);
        await uncached.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
        expect((await session.get('/api/auth/session')).statusCode).toBe(401);
      } finally {
        await uncached.close();
      }
    },
  );

  test('signing out in one process ends the session in the other at once', async () => {
    const { browser, other } = await agent();
    const token = browser.cookies.get(SESSION_COOKIE);

    expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);

    expect(other.cookies.get(SESSION_COOKIE)).toBe(token);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });

  test('a deleted account is signed out of every process at once', async () => {
    const { user, browser, other } = await agent();
    const admin = inSecond(await first.signIn(ADMIN.email, ADMIN.password));

    expect((await admin.delete(`/api/users/${user.id}`)).statusCode).toBe(200);

    expect((await browser.get('/api/auth/session')).statusCode).toBe(401);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });

  test('a deactivated account is signed out of every process at once, even by a statement that keeps its session rows', async () => {
    const { user, browser, other } = await agent();

    await first.db.execute(sql`update users set deactivated_at = now() where id = ${user.id}`);

    expect((await browser.get('/api/auth/session')).statusCode).toBe(401);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });

  test("a role change, by any statement, applies at once to the account's kept sessions in every process", async () => {
    const { user, browser, other } = await agent();
    const [technician] = await first.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.slug, 'technician'));

    await first.db.update(users).set({ roleId: technician!.id }).where(eq(users.id, user.id));

    expect((await browser.get('/api/auth/session')).json().user.role).toBe('technician');
    expect((await other.get('/api/auth/session')).json().user.role).toBe('technician');
  });

  test("a change of a role's permissions applies at once to every kept session of that role", async () => {
    const { browser, other } = await agent();
    expect((await other.get('/api/users')).statusCode).toBe(403);
    const [role] = await first.db.select().from(roles).where(eq(roles.slug, 'agent'));

    try {
      await first.db
        .update(roles)
        .set({ rules: [...role!.rules, { action: 'read', subject: 'User' }] })
        .where(eq(roles.id, role!.id));

      expect((await browser.get('/api/users')).statusCode).toBe(200);
      expect((await other.get('/api/users')).statusCode).toBe(200);
    } finally {
      await first.db.update(roles).set({ rules: role!.rules }).where(eq(roles.id, role!.id));
    }
    expect((await other.get('/api/users')).statusCode).toBe(403);
  });

  test("a password change ends the account's other sessions in every process at once", async () => {
    const { user, browser } = await agent();
    const elsewhere = await first.signIn(user.username, user.password);
    const elsewhereInSecond = inSecond(elsewhere);
    expect((await elsewhereInSecond.get('/api/auth/session')).statusCode).toBe(200);

    const changed = await browser.put('/api/account/password', {
      currentPassword: user.password,
      password: 'a-new-password-123',
      confirmPassword: 'a-new-password-123',
    });

    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/session')).statusCode).toBe(401);
    expect((await elsewhereInSecond.get('/api/auth/session')).statusCode).toBe(401);
    expect((await browser.get('/api/auth/session')).statusCode).toBe(200);
  });
});
