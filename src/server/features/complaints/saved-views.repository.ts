import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { Database } from '#server/db/client.ts';
import { savedViews } from '#server/db/schema/saved-views.ts';
import { users } from '#server/db/schema/users.ts';

export type NewSavedView = typeof savedViews.$inferInsert;

const VIEW_COLUMNS = {
  id: savedViews.id,
  owner_id: savedViews.owner_id,
  name: savedViews.name,
  list: savedViews.list,
  filter: savedViews.filter,
  shared_role: savedViews.shared_role,
  owner_name: users.name,
};

/** The user's own views and those shared with their role, by name. */
export function findVisibleViews(db: Database, userId: number, role: RoleSlug) {
  return db
    .select(VIEW_COLUMNS)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.owner_id))
    .where(or(eq(savedViews.owner_id, userId), eq(savedViews.shared_role, role)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}
export type SavedViewRow = Awaited<ReturnType<typeof findVisibleViews>>[number];

export async function findView(db: Database, id: number): Promise<SavedViewRow | undefined> {
  const [row] = await db
    .select(VIEW_COLUMNS)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.owner_id))
    .where(eq(savedViews.id, id));
  return row;
}

export async function countOwnViews(db: Database, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedViews).where(eq(savedViews.owner_id, ownerId));
  return row?.n ?? 0;
}

/** Whether the owner has another view of this name, whatever its case. */
export async function nameTaken(db: Database, ownerId: number, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.owner_id, ownerId),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId === null ? undefined : sql`${savedViews.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertView(db: Database, values: NewSavedView): Promise<number> {
  const [row] = await db.insert(savedViews).values(values).returning({ id: savedViews.id });
  return row!.id;
}

export async function renameView(db: Database, id: number, name: string) {
  await db
    .update(savedViews)
    .set({ name, updated_at: sql`now()` })
    .where(eq(savedViews.id, id));
}

export async function deleteView(db: Database, id: number) {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
