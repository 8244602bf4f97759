// Starts the built app for the end-to-end tests on a fresh database: the embedded one by default,
// or, when E2E_DATABASE_URL names a PostgreSQL server, a database of its own there, made afresh
// for each run and named after the port, so two checkouts can run side by side.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'e2e', '.data');
// On PostgreSQL the app forks workers (WEB_CONCURRENCY) that run this file again: only the first
// process starts afresh.
if (cluster.isPrimary) fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
process.env.DATABASE_URL = '';

const serverUrl = process.env.E2E_DATABASE_URL;
if (serverUrl) {
  const name = `caredesk_e2e_${process.env.PORT ?? '4173'}`;
  if (cluster.isPrimary) await createDatabase(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.href;
  // The flows need the demo staff and records, which PostgreSQL gets only when asked.
  process.env.SEED_DEMO_DATA = 'true';
}

process.chdir(root);
await import(path.join(root, 'dist/server/main.js'));

async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
