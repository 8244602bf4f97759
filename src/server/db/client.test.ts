import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DatabaseInUseError, openPglite } from './client.ts';
import { lines, openTemplateDatabase, runScript, tempFolder } from '#server/testing/test-processes.ts';

const TIMEOUT = { timeout: 120_000 };

test('an embedded database folder cannot be opened twice in one process', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const first = await openTemplateDatabase(dataDir);
  try {
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseInUseError);
    // The refused attempt leaves the holder's lock in place.
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  } finally {
    await first.close();
  }
  const again = await openPglite(dataDir);
  await again.close();
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
});

test('a second process is refused the embedded database with a clear message', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const database = await openTemplateDatabase(dataDir);
  try {
    const run = await runScript('src/server/commands/migrate.ts', [], { env: { DATA_DIR: dataDir } });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `The embedded database in ${dataDir} is in use by another process (pid ${process.pid}). ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL for several processes.',
    ]);
  } finally {
    await database.close();
  }
});

test('a lock left by a process that no longer runs is taken over', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const deadPid = await new Promise<number>((resolve) => {
    const child = execFile(process.execPath, ['-e', '']);
    child.on('exit', () => resolve(child.pid!));
  });
  fs.writeFileSync(path.join(dataDir, 'db.lock'), String(deadPid));

  const database = await openTemplateDatabase(dataDir);
  expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  await database.close();
});

test(
  'a lock with this process id that this process does not hold is taken over (a restarted container reuses pids)',
  TIMEOUT,
  async () => {
    const dataDir = tempFolder();
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.pid));

    const database = await openTemplateDatabase(dataDir);
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  },
);
