import { count, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_RULES } from '#domain/auth/permissions.ts';
import { ROLES, type RoleSlug } from '#domain/auth/roles.ts';
import { PROVINCE_NAMES, PROVINCES } from '#domain/geo/provinces.ts';
import { hashPassword } from '#server/security/passwords.ts';
import type { Database } from '#server/db/client.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { seedDemoRecords } from './demo-records.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';

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

const MORE_DEMO_NAMES = [
  'Adeel Hussain',
  'Amna Siddiqui',
  'Asad Mehmood',
  'Bushra Iqbal',
  'Danish Raza',
  'Fahad Butt',
  'Farah Naz',
  'Ghulam Abbas',
  'Hira Aslam',
  'Irfan Shah',
  'Javeria Anwar',
  'Kashif Mirza',
  'Lubna Saeed',
  'Mohsin Ali',
  'Nimra Javed',
  'Owais Karim',
  'Qasim Baloch',
  'Rida Farooq',
  'Shahzaib Khan',
  'Tayyaba Rafiq',
  'Umair Sheikh',
  'Waqas Chaudhry',
  'Yasir Qureshi',
  'Zara Hamid',
];
const MORE_DEMO_ROLES: RoleSlug[] = ['support-agent', 'agent', 'field-agent', 'technician'];

/** About 30 staff in all for the app's first run: the demo accounts above and these, across every province. */
export function moreDemoStaff(): (Omit<(typeof DEMO_STAFF)[number], 'email'> & {
  email: string;
  phone: string;
})[] {
  const provinces = PROVINCE_NAMES;
  return MORE_DEMO_NAMES.map((name, index) => {
    const province = provinces[index % provinces.length]!;
    const cities = PROVINCES[province];
    const username = name.toLowerCase().replace(/[^a-z]+/g, '.');
    return {
      role: MORE_DEMO_ROLES[index % MORE_DEMO_ROLES.length]!,
      name,
      username,
      email: `${username}@example.com`,
      province,
      city: cities[(index * 3) % cities.length]!,
      phone: `0301${String(2000001 + index).padStart(7, '0')}`,
    };
  });
}

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
      address: 'Head Office, Gulberg III',
      province: 'Punjab',
      city: 'Lahore',
      roleId: roleIds.get('admin')!,
      passwordHash: adminHash,
    });
    // argon2 is slow on purpose: one hash serves every demo account.
    const demoHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';
    if (options.demo) {
      await tx.insert(users).values(
        DEMO_STAFF.map((staff, index) => ({
          name: staff.name,
          username: staff.username,
          email: staff.email,
          phone: `0300${String(1000001 + index).padStart(7, '0')}`,
          address: `House ${index + 1}, Main Road, ${staff.city}`,
          province: staff.province,
          city: staff.city,
          roleId: roleIds.get(staff.role)!,
          passwordHash: demoHash,
        })),
      );
    }
    if (options.demo && options.demoRecords) {
      await tx.insert(users).values(
        moreDemoStaff().map((staff) => ({
          name: staff.name,
          username: staff.username,
          email: staff.email,
          phone: staff.phone,
          address: `House ${staff.phone.slice(-2)}, Main Road, ${staff.city}`,
          province: staff.province,
          city: staff.city,
          roleId: roleIds.get(staff.role)!,
          passwordHash: demoHash,
        })),
      );
      await seedDemoRecords(tx, options.demoRecords.store);
    }
    return { seeded: true, demo: options.demo };
  });
}
