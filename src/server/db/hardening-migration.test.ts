import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { DEFAULT_ROLE_RULES, defineAbility, type Rule } from '#domain/auth/permissions.ts';
import { openPglite } from './client.ts';
import { roles } from './schema/roles.ts';
import { tempFolder } from '#server/testing/test-processes.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const HARDENING = '0006_hardening';
// The test makes its own embedded database, so it runs once: in the PGlite pass.
const inPostgresPass = process.env.TEST_DB === 'postgres';

/** The committed migrations up to (not including) `tag`, as drizzle reads them. */
function migrationsBefore(tag: string): string {
  const folder = tempFolder();
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

test.skipIf(inPostgresPass)(
  'a database seeded before the hardening migration gives Support Agents read on roles once migrated',
  { timeout: 120_000 },
  async () => {
    const database = await openPglite('memory');
    try {
      const db = database.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: migrationsBefore(HARDENING) });
      // The Support Agent's rules as the seed wrote them before: no rule on roles.
      const before: Rule[] = DEFAULT_ROLE_RULES['support-agent'].map((rule) => ({
        ...rule,
        subject: ([rule.subject].flat() as string[]).filter((subject) => subject !== 'Role'),
      })) as Rule[];
      await db.insert(roles).values({ slug: 'support-agent', name: 'Support Agent', rules: before });
      expect(defineAbility(before).can('read', 'Role')).toBe(false);

      await database.migrate();

      const [row] = await db.select().from(roles).where(eq(roles.slug, 'support-agent'));
      const ability = defineAbility(row!.rules);
      expect(ability.can('read', 'Role')).toBe(true);
      expect(ability.can('update', 'Role')).toBe(false);
      expect(ability.can('update', 'Complaint')).toBe(true);
    } finally {
      await database.close();
    }
  },
);
