import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { openPglite } from './client.ts';
import { tempFolder } from '#server/testing/test-processes.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
// Found by name, whatever number the migration gets.
const PHONE_NORMAL_FORM = /_phone-normal-form$/;
// The test makes its own embedded database, so it runs once: in the PGlite pass.
const inPostgresPass = process.env.TEST_DB === 'postgres';

/** The committed migrations before the phone normal form, as drizzle reads them. */
function migrationsBeforePhoneNormalForm(): string {
  const folder = tempFolder();
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => PHONE_NORMAL_FORM.test(entry.tag));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

test.skipIf(inPostgresPass)(
  'phones stored before the migration get their normal form, kept up to date by later writes',
  { timeout: 120_000 },
  async () => {
    const database = await openPglite('memory');
    try {
      const db = database.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: migrationsBeforePhoneNormalForm() });
      // Rows as an older version wrote them, each number typed its own way.
      await db.execute(sql`insert into roles (slug, name, rules) values ('agent', 'Agent', '[]')`);
      await db.execute(sql`insert into dealers (dealer_name, dealer_phone, dealer_city, dealer_address)
        values ('Old Dealer', '0092 333 7654321', 'Lahore', 'Mall Road')`);
      await db.execute(sql`insert into users (name, username, email, phone, role_id, password_hash)
        values ('Old User', 'old', 'old@example.com', '+92 333 7654321', (select id from roles), 'x')`);
      await db.execute(sql`insert into complaints (customer_name, customer_province, customer_city, phone,
        product_name, problem_type, priority)
        values ('Old Customer', 'Punjab', 'Lahore', '0333-765 4321', 'AC', 'Noise', 'L1'),
               ('Other Customer', 'Punjab', 'Lahore', '+44 20 7946 0958', 'AC', 'Noise', 'L1')`);

      await database.migrate();

      const complaints = await db.execute<{ phone: string; phone_normal: string }>(
        sql`select phone, phone_normal from complaints order by id`,
      );
      expect(complaints.rows).toEqual([
        { phone: '0333-765 4321', phone_normal: '923337654321' },
        { phone: '+44 20 7946 0958', phone_normal: '442079460958' },
      ]);
      const dealers = await db.execute(sql`select dealer_phone_normal from dealers`);
      expect(dealers.rows).toEqual([{ dealer_phone_normal: '923337654321' }]);
      const users = await db.execute(sql`select phone_normal from users`);
      expect(users.rows).toEqual([{ phone_normal: '923337654321' }]);
      // A later write keeps the normal form up to date.
      await db.execute(sql`update complaints set phone = '03001234567' where customer_name = 'Old Customer'`);
      const updated = await db.execute(
        sql`select phone_normal from complaints where customer_name = 'Old Customer'`,
      );
      expect(updated.rows).toEqual([{ phone_normal: '923001234567' }]);
      const indexes = await db.execute<{ indexname: string }>(
        sql`select indexname from pg_indexes where indexname like '%phone_normal_idx' order by indexname`,
      );
      expect(indexes.rows.map((row) => row.indexname)).toEqual([
        'complaints_phone_normal_idx',
        'dealers_phone_normal_idx',
        'users_phone_normal_idx',
      ]);
    } finally {
      await database.close();
    }
  },
);
