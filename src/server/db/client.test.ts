import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DatabaseInUseError, openPglite } from './client.ts';
import { EmbeddedDatabaseStoppedError, type PgliteThread } from './pglite-thread.ts';
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

test(
  'a failed query leaves the embedded database serving, and a failed transaction keeps nothing',
  TIMEOUT,
  async () => {
    const database = await openPglite('memory');
    try {
      const { db } = database;
      await expect(db.execute(sql`select from where`)).rejects.toMatchObject({
        cause: { code: '42601', message: expect.stringContaining('syntax error') },
      });
      await expect(db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
      // A parameter that cannot be sent to the database's thread fails alone too.
      const unsendable = (() => undefined) as unknown as string;
      await expect(db.execute(sql`select ${unsendable}`)).rejects.toThrow();

      await db.execute(sql`create table kept (value int primary key)`);
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into kept values (1)`);
          await tx.execute(sql`insert into kept values (1)`);
        }),
      ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'kept_pkey' } });
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into kept values (2)`);
          throw new Error('the work failed after its insert');
        }),
      ).rejects.toThrow('the work failed after its insert');
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (3)`);
      });
      const { rows } = (await db.execute(sql`select value from kept`)) as unknown as {
        rows: { value: number }[];
      };
      expect(rows).toEqual([{ value: 3 }]);
    } finally {
      await database.close();
    }
  },
);

test(
  'the app keeps running while the embedded database runs a query, and hears its notifications',
  TIMEOUT,
  async () => {
    const database = await openPglite('memory');
    try {
      const heard: string[] = [];
      const stop = await database.listen('changes', {
        onMessage: (p) => heard.push(p),
        onReconnected: () => {},
      });
      const order: string[] = [];
      const query = database.db.execute(sql`select pg_sleep(1)`).then(() => order.push('query'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('timer');
      await query;
      expect(order).toEqual(['timer', 'query']);

      await database.db.execute(sql`select pg_notify('changes', 'one')`);
      await stop();
      await database.db.execute(sql`select pg_notify('changes', 'two')`);
      expect(heard).toEqual(['one']);
    } finally {
      await database.close();
    }
  },
);

test('when the embedded database thread dies, queries fail at once with a clear error', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const database = await openPglite(dataDir);
  const stopped: string[] = [];
  database.onStopped((error) => stopped.push(error.message));
  const message = /^The embedded database stopped unexpectedly \(the database thread exited with code 1\)\.$/;

  const running = database.db.execute(sql`select pg_sleep(30)`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const { worker } = (database.db as unknown as { $client: PgliteThread }).$client;
  await worker.terminate();

  await expect(running).rejects.toMatchObject({ cause: { message: expect.stringMatching(message) } });
  await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
    cause: expect.any(EmbeddedDatabaseStoppedError),
  });
  expect(stopped).toEqual([expect.stringMatching(message)]);
  expect(database.availability.up).toBe(false);
  await database.close();
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
});
