import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { settings } from '#server/db/schema/settings.ts';
import { lines, openTemplateDatabase, runScript, tempFolder } from '#server/testing/test-processes.ts';

const TIMEOUT = { timeout: 120_000 };
const BACKUP = 'src/server/commands/backup.ts';
const RESTORE = 'src/server/commands/restore.ts';

async function createDatabaseWithSetting(dataDir: string, value: string) {
  const database = await openTemplateDatabase(dataDir);
  try {
    await database.db.insert(settings).values({ key: 'backup-test', value });
  } finally {
    await database.close();
  }
}

async function changeSetting(dataDir: string, value: string) {
  const database = await openPglite(dataDir);
  try {
    await database.db.update(settings).set({ value }).where(eq(settings.key, 'backup-test'));
  } finally {
    await database.close();
  }
}

async function readSetting(dataDir: string): Promise<unknown> {
  const database = await openPglite(dataDir);
  try {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, 'backup-test'));
    return row?.value;
  } finally {
    await database.close();
  }
}

test('a backup restores into another data folder with its rows', TIMEOUT, async () => {
  const work = tempFolder();
  const source = path.join(work, 'source');
  await createDatabaseWithSetting(source, 'kept');

  // Without a file argument the backup goes to ./backups with a UTC timestamp in its name.
  const backup = await runScript(BACKUP, [], { env: { DATA_DIR: source }, cwd: work });
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const [file] = fs.readdirSync(path.join(work, 'backups'));
  expect(file).toMatch(/^caredesk-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  const backupPath = path.join(work, 'backups', file!);
  expect(backup.stdout).toContain(backupPath);
  expect(backup.stdout).toMatch(/\(\d+(\.\d)? (B|KB|MB)\)/);

  const target = path.join(work, 'target');
  const restore = await runScript(RESTORE, [backupPath], { env: { DATA_DIR: target } });
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(await readSetting(target)).toBe('kept');
});

test(
  'a restore refuses to replace a database without --force, and with it keeps the old one aside',
  TIMEOUT,
  async () => {
    const dataDir = tempFolder();
    const backupPath = path.join(dataDir, 'backup.tar.gz');
    await createDatabaseWithSetting(dataDir, 'from the backup');
    expect((await runScript(BACKUP, [backupPath], { env: { DATA_DIR: dataDir } })).code).toBe(0);
    await changeSetting(dataDir, 'current');

    const refused = await runScript(RESTORE, [backupPath], { env: { DATA_DIR: dataDir } });
    expect(refused.code).toBe(1);
    expect(lines(refused.stderr)).toHaveLength(1);
    expect(refused.stderr).toContain('--force');
    expect(await readSetting(dataDir)).toBe('current');

    const forced = await runScript(RESTORE, [backupPath, '--force'], { env: { DATA_DIR: dataDir } });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await readSetting(dataDir)).toBe('from the backup');

    const [setAside] = fs.readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
    expect(setAside).toBeDefined();
    expect(forced.stdout).toContain(path.join(dataDir, setAside!));
    // Nothing was lost: moved back, the previous database opens with its own row.
    fs.renameSync(path.join(dataDir, 'db'), path.join(dataDir, 'restored'));
    fs.renameSync(path.join(dataDir, setAside!), path.join(dataDir, 'db'));
    expect(await readSetting(dataDir)).toBe('current');
  },
);

test('a backup refuses while the app holds the embedded database', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const database = await openTemplateDatabase(dataDir);
  try {
    const run = await runScript(BACKUP, [path.join(dataDir, 'backup.tar.gz')], {
      env: { DATA_DIR: dataDir },
    });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `The embedded database in ${dataDir} is in use by the app (pid ${process.pid}). ` +
        'Stop the app before backing up, then run this command again.',
    ]);
    expect(fs.existsSync(path.join(dataDir, 'backup.tar.gz'))).toBe(false);
  } finally {
    await database.close();
  }
});

test('with DATABASE_URL the backup explains pg_dump instead of backing up', TIMEOUT, async () => {
  const run = await runScript(BACKUP, [], { env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' } });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('pg_dump "$DATABASE_URL" > backup.sql');
  expect(run.stdout).toContain('pg_restore');
});
