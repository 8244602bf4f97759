import { count, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_RULES } from '#domain/auth/permissions.ts';
import { ROLES, type RoleSlug } from '#domain/auth/roles.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import type { Database } from './client.ts';
import type { FileStore } from '../storage/file-store.ts';
import { seedDemoRecords } from './demo-records.ts';
import { roles } from './schema/roles.ts';
import { users } from './schema/users.ts';

export const DEMO_PASSWORD = 'password';

/** One demo account per designation, so each role can be tried (documented in the README). */
export const DEMO_STAFF: {
  role: RoleSlug;
  name: string;
  username: string;
  email: string;
  city: string;
  province: string;
}[] = [
  {
    role: 'support-agent',
    name: 'Sara Khan',
    username: 'support',
    email: 'support@example.com',
    city: 'Lahore',
    province: 'Punjab',
  },
  {
    role: 'agent',
    name: 'Bilal Ahmed',
    username: 'agent',
    email: 'agent@example.com',
    city: 'Karachi',
    province: 'Sindh',
  },
  {
    role: 'field-agent',
    name: 'Usman Tariq',
    username: 'fieldagent',
    email: 'field.agent@example.com',
    city: 'Peshawar',
    province: 'Khyber Pakhtunkhwa',
  },
  {
    role: 'technician',
    name: 'Ayesha Malik',
    username: 'technician',
    email: 'technician@example.com',
    city: 'Multan',
    province: 'Punjab',
  },
  {
    role: 'dealer',
    name: 'Hamza Traders',
    username: 'dealer',
    email: 'dealer@example.com',
    city: 'Quetta',
    province: 'Balochistan',
  },
];

export interface SeedResult {
  /** False when the database already had accounts: nothing was written. */
  seeded: boolean;
  demo: boolean;
}

/**
 * Seeds an empty database: the roles, the first admin, and on request one demo account per
 * designation and (for the app's first run, not for tests) demo dealers and complaints.
 */
export async function seed(
  db: Database,
  options: {
    adminEmail: string;
    adminPassword: string;
    demo: boolean;
    /** Demo dealers and complaints (the app's first run), with photos kept in this store. */
    demoRecords?: { store?: FileStore };
  },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(72630202)`);
    await tx
      .insert(roles)
      .values(
        ROLES.map((role) => ({
          slug: role.slug,
          name: role.designation,
          rules: DEFAULT_ROLE_RULES[role.slug],
        })),
      )
      .onConflictDoNothing();
    const [{ value: existing } = { value: 0 }] = await tx.select({ value: count() }).from(users);
    if (existing > 0) return { seeded: false, demo: false };

    const roleIds = new Map((await tx.select().from(roles)).map((role) => [role.slug, role.id]));
    const adminHash = await hashPassword(options.adminPassword);
    await tx.insert(users).values({
      name: 'Admin',
      username: 'admin',
      email: options.adminEmail,
      phone: '03001234567',
      province: 'Punjab',
      city: 'Lahore',
      roleId: roleIds.get('admin')!,
      passwordHash: adminHash,
    });
    if (options.demo) {
      const demoHash = await hashPassword(DEMO_PASSWORD);
      await tx.insert(users).values(
        DEMO_STAFF.map((staff, index) => ({
          name: staff.name,
          username: staff.username,
          email: staff.email,
          phone: `0300${String(1000001 + index).padStart(7, '0')}`,
          province: staff.province,
          city: staff.city,
          roleId: roleIds.get(staff.role)!,
          passwordHash: demoHash,
        })),
      );
    }
    if (options.demo && options.demoRecords) await seedDemoRecords(tx, options.demoRecords.store);
    return { seeded: true, demo: options.demo };
  });
}
