import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { ComplaintEditReply } from '#domain/complaints/complaint.schemas.ts';
import { updateBody } from '#domain/complaints/update-body.ts';
import type { Database } from '#server/db/client.ts';
import { complaints, complaintTimeline } from '#server/db/schema/complaints.ts';
import { dealers } from '#server/db/schema/dealers.ts';
import { roles } from '#server/db/schema/roles.ts';
import { users } from '#server/db/schema/users.ts';
import { hashPassword } from '#server/security/passwords.ts';

export interface CreatedUser {
  id: number;
  name: string;
  username: string;
  email: string;
  password: string;
}

/** Inserts a staff account of the given role straight into the database, with a unique username and e-mail. */
export async function createUser(
  db: Database,
  {
    role,
    password = 'correct-horse-battery',
    name = 'Test User',
    dealerId = null,
  }: { role: RoleSlug; password?: string; name?: string; dealerId?: number | null },
): Promise<CreatedUser> {
  const suffix = randomBytes(4).toString('hex');
  const username = `user_${suffix}`;
  const email = `user.${suffix}@example.com`;
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role));
  if (!row) throw new Error(`No role ${role}: was the database seeded?`);
  const [user] = await db
    .insert(users)
    .values({ name, username, email, roleId: row.id, dealerId, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return { id: user!.id, name, username, email, password };
}

export type DealerValues = Partial<typeof dealers.$inferInsert>;

/** Inserts a dealer; every field can be given, the others are plausible and unique. */
export async function createDealer(db: Database, values: DealerValues = {}) {
  const suffix = randomBytes(3).toString('hex');
  const [dealer] = await db
    .insert(dealers)
    .values({
      dealer_name: `Dealer ${suffix}`,
      dealer_phone: '0421234567',
      dealer_city: 'Lahore',
      dealer_address: `Shop ${suffix}, Main Bazaar`,
      ...values,
    })
    .returning();
  return dealer!;
}

export type ComplaintValues = Partial<typeof complaints.$inferInsert>;

/** Inserts a complaint straight into the database (no timeline), e.g. with a chosen created_at. */
export async function createComplaint(db: Database, values: ComplaintValues = {}) {
  const [complaint] = await db
    .insert(complaints)
    .values({
      customer_name: `Customer ${randomBytes(3).toString('hex')}`,
      customer_province: 'Punjab',
      customer_city: 'Lahore',
      phone: '03001234567',
      product_name: 'Split AC 1 Ton',
      problem_type: 'Not cooling',
      priority: 'L1',
      ...values,
    })
    .returning();
  return complaint!;
}

/** A complaint on whose timeline `user` commented, to check their name stays on records. */
export async function createComplaintCommentedBy(db: Database, user: { id: number; name: string }) {
  const complaint = await createComplaint(db);
  await db.insert(complaintTimeline).values({
    complaint_id: complaint.id,
    action_key: 'timeline.commentAdded',
    user_id: user.id,
    user_name: user.name,
  });
  return complaint;
}

/** A complete, valid body for POST /api/complaints; any field can be overridden. */
export function complaintInput(overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Imran Qureshi',
    email: 'imran.qureshi@example.com',
    customer_province: 'Punjab',
    customer_city: 'Lahore',
    phone: '0300 1234567',
    address: 'House 12, Street 4, Model Town',
    shop: 'Hafeez Centre',
    dealer_id: null,
    dealer_name: 'Qureshi Electronics',
    dealer_phone: '0421112223',
    dealer_city: 'Lahore',
    dealer_address: 'Shop 3, Main Bazaar',
    product_category: 'Air Conditioner',
    product_name: 'Inverter AC 1.5 Ton',
    product_variant: 'Pro',
    model: 'AC-150',
    problem_type: 'Not cooling',
    purchase_date: '2025-05-10',
    warranty_details: '2026-05-10',
    problem_detail: '<p>The unit blows <strong>warm air</strong>.</p>',
    tag: 'L2',
    assignee_id: null,
    ...overrides,
  };
}

/** The body the edit screen sends back for PUT /api/complaints/{id}: what it loaded, with the given changes. */
export function updateInputFrom(edit: ComplaintEditReply, overrides: Record<string, unknown> = {}) {
  const { complaint } = edit;
  const unchanged = {
    assignee: complaint.assignee?.id ?? 0,
    level: complaint.level,
    status: complaint.status,
  };
  return { ...updateBody(edit, unchanged), assignee: complaint.assignee?.id ?? null, ...overrides };
}

/** A word of letters only that no other row's name, city or phone contains: a test searches its own rows by it. */
export function uniqueWord(): string {
  return [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** The id of an account, by its username (the demo accounts' ids differ between databases). */
export async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`No account named ${username}`);
  return row.id;
}
