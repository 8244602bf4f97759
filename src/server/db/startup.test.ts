import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { lines, runScript, tempFolder } from '#server/testing/test-processes.ts';

const TIMEOUT = { timeout: 120_000 };
const MAIN = 'src/server/main.ts';
const STOP_DATABASE = fileURLToPath(new URL('../testing/stop-embedded-database.mjs', import.meta.url));

test('the app refuses to start with a bad PORT and says so in one line', TIMEOUT, async () => {
  const run = await runScript(MAIN, [], { env: { PORT: 'abc', DATA_DIR: tempFolder() } });
  expect(run.code).toBe(1);
  expect(lines(run.stderr)).toEqual(['Invalid configuration: PORT="abc" must be a port number.']);
  expect(run.stdout).toBe('');
});

test(
  'the app refuses to start when PostgreSQL cannot be reached and says so in one line',
  TIMEOUT,
  async () => {
    const run = await runScript(MAIN, [], { env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' } });
    expect(run.code).toBe(1);
    const output = lines(run.stderr);
    expect(output).toHaveLength(1);
    expect(output[0]).toMatch(/^Could not connect to the database in DATABASE_URL: .*ECONNREFUSED/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  },
);

test(
  'the app stops with one clear line when the embedded database thread dies, and frees its data folder',
  // The app starts for real (initdb, migrations, seed) before its database thread is stopped.
  { timeout: 240_000 },
  async () => {
    const dataDir = tempFolder();
    const run = await runScript(MAIN, [], {
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        NODE_OPTIONS: `--import ${STOP_DATABASE}`,
      },
      timeoutMs: 230_000,
    });
    expect(run.stdout).toContain('CareDesk is running');
    expect(lines(run.stderr)).toEqual([
      'The embedded database stopped unexpectedly (the database thread exited with code 1). ' +
        'CareDesk stops; start it again to reopen the database.',
    ]);
    expect(run.code).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  },
);
