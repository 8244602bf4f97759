import fs from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { expect, test } from 'vitest';
import { openPglite } from '#server/db/client.ts';
import { runScript, tempFolder } from '#server/testing/test-processes.ts';

// Every table the schema files define; the migrations must create them all.
const schemaFolder = new URL('../db/schema/', import.meta.url);
const schemaModules = await Promise.all(
  fs.readdirSync(schemaFolder).map((file) => import(new URL(file, schemaFolder).href) as Promise<object>),
);
const TABLES = schemaModules.flatMap((module) =>
  Object.values(module)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
);

const TIMEOUT = { timeout: 120_000 };
const MIGRATE = 'src/server/commands/migrate.ts';
// Set when a PostgreSQL server is given (as CI does): the test creates its own database in it.
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

test('db:migrate prepares the embedded database and says where', TIMEOUT, async () => {
  const dataDir = tempFolder();
  const run = await runScript(MIGRATE, [], { env: { DATA_DIR: dataDir } });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toBe(`Migrations are up to date in the embedded database in ${dataDir}.\n`);

  const database = await openPglite(dataDir);
  try {
    const result = (await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    expect(result.rows.map((row) => row.name).sort()).toEqual([...TABLES].sort());
  } finally {
    await database.close();
  }
});

test.skipIf(!process.env.TEST_DATABASE_URL)(
  'two db:migrate runs at once on PostgreSQL both succeed',
  TIMEOUT,
  async () => {
    const name = `caredesk_migrate_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;

      const runs = await Promise.all(
        [1, 2].map(() => runScript(MIGRATE, [], { env: { DATABASE_URL: url.href } })),
      );
      for (const run of runs) {
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        expect(run.stdout).toBe(`Migrations are up to date in PostgreSQL at ${url.host}/${name}.\n`);
      }

      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_schema = 'public'",
        );
        expect(rows.map((row) => row.name).sort()).toEqual([...TABLES].sort());
      } finally {
        await client.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  },
);
