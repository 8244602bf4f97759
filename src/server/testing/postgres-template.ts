import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/client.ts';
import { seed } from '#server/db/seed/seed.ts';
import { ADMIN_SEED } from './test-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on TEST_DATABASE_URL, freshly migrated and seeded, that test databases copy. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global setup for the PostgreSQL API tests, as pglite-template.ts is for PGlite: migrates
 * and seeds one database per run with the real migrations and seed; each test app's database is
 * created from it (`create database … template …`), which takes a tenth of the time the 35
 * migrations take on an empty database. Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL test project needs TEST_DATABASE_URL');
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await database.migrate();
      await seed(database.db, ADMIN_SEED);
    } finally {
      // A database can only be copied while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}

/** Runs one statement on the server's own database (TEST_DATABASE_URL). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
