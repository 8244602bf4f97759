import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

/** The lines loadConfig reports for this environment. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('bad values', () => {
  test('PORT=abc gives one line naming PORT', () => {
    const lines = problems({ PORT: 'abc' });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT="abc" must be a port number\.$/);
  });

  test('a port out of range is refused', () => {
    expect(problems({ PORT: '70000' })).toEqual([expect.stringContaining('PORT')]);
  });

  test('a malformed DATABASE_URL is named without echoing its value, which can hold a password', () => {
    for (const value of ['mysql://app:s3cret@db.internal/complaints', 'app:s3cret@db.internal/complaints']) {
      const lines = problems({ DATABASE_URL: value });

      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('DATABASE_URL');
      expect(lines[0]).toContain('postgres://');
      expect(lines[0]).not.toContain('s3cret');
    }
  });

  test('a bad ADMIN_EMAIL gives one line naming ADMIN_EMAIL', () => {
    const lines = problems({ ADMIN_EMAIL: 'admin-at-example' });

    expect(lines).toEqual([
      'Invalid configuration: ADMIN_EMAIL="admin-at-example" must be an e-mail address.',
    ]);
  });

  test('a short ADMIN_PASSWORD is named without echoing it', () => {
    const lines = problems({ ADMIN_PASSWORD: 'hunter2' });

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ADMIN_PASSWORD');
    expect(lines[0]).not.toContain('hunter2');
  });

  test('several bad variables give one line each', () => {
    const lines = problems({ PORT: 'abc', ADMIN_EMAIL: 'nope', MAINTENANCE_MODE: 'maybe' });

    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split(/[ =]/)[2])).toEqual(
      expect.arrayContaining(['PORT', 'ADMIN_EMAIL', 'MAINTENANCE_MODE']),
    );
  });

  test('the error message is the lines, one per line, as the server prints it', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_EMAIL: 'nope' })).toThrow(
      /PORT.*\n.*ADMIN_EMAIL|ADMIN_EMAIL.*\n.*PORT/,
    );
  });
});

describe('defaults', () => {
  test('with nothing set: port 3000, admin@example.com, the embedded database in ./data with demo data', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
      admin: { email: 'admin@example.com', passwordFromEnv: false, emailFromEnv: false },
      seedDemoData: true,
      maintenanceMode: false,
      trustProxy: false,
    });
    expect(config.admin.password.length).toBeGreaterThanOrEqual(8);
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ PORT: '', ADMIN_EMAIL: '' })).toMatchObject({
      port: 3000,
      admin: { email: 'admin@example.com' },
    });
  });

  test('with DATABASE_URL set, PostgreSQL is used and only the admin is seeded unless demo data is asked for', () => {
    const url = 'postgres://app:s3cret@db.internal:5432/complaints';

    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ databaseUrl: url, seedDemoData: false });
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/complaints' }).databaseUrl).toBe(
      'postgresql://db.internal/complaints',
    );
  });

  test('the session limits are read in minutes and hours, the cache in seconds', () => {
    const config = loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '2' });

    expect(config.session).toEqual({ idleMs: 15 * 60_000, maxAgeMs: 2 * 3_600_000, cacheMs: 10_000 });
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).session.cacheMs).toBe(0);
  });

  test('WEB_CONCURRENCY: one process on the embedded database, one per core on PostgreSQL by default', () => {
    const url = 'postgres://db.internal/complaints';

    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: url }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'Invalid configuration: WEB_CONCURRENCY="2" must be 1 with the embedded database (set DATABASE_URL to run several processes).',
    );
  });

  test('yes/no flags accept the usual spellings', () => {
    for (const value of ['true', '1', 'yes', 'on'])
      expect(loadConfig({ MAINTENANCE_MODE: value }).maintenanceMode).toBe(true);
    for (const value of ['false', '0', 'no', 'off'])
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD from the environment are marked as such', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-enough-password' });

    expect(config.admin).toEqual({
      email: 'boss@example.com',
      password: 'long-enough-password',
      emailFromEnv: true,
      passwordFromEnv: true,
    });
  });
});
