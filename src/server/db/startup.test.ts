import { expect, test } from 'vitest';
import { lines, runScript, tempFolder } from '#server/testing/test-processes.ts';

const TIMEOUT = { timeout: 120_000 };
const MAIN = 'src/server/main.ts';

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
