import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#server/db/client.ts';
import type { PgliteThread } from '#server/db/pglite-thread.ts';
import { seed } from '#server/db/seed/seed.ts';
import { ADMIN_SEED } from './test-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated and seeded embedded database; see buildTestApp. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup for the PGlite API tests: migrates and seeds one in-memory database with the
 * real migrations and seed, and dumps it once per run. Each test app starts from a copy of the dump,
 * which takes a fraction of the CPU that initdb, migrations and password hashing take.
 */
export default async function setup(project: TestProject) {
  const database = await openPglite('memory');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-template-')), 'db.tar');
  try {
    await database.migrate();
    await seed(database.db, ADMIN_SEED);
    const client = (database.db as unknown as { $client: PgliteThread }).$client;
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
