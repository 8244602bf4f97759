import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoleSlug } from '#domain/auth/roles.ts';
import type { Database } from '#server/db/client.ts';
import { complaints } from '#server/db/schema/complaints.ts';
import { roles } from '#server/db/schema/roles.ts';
import { activeAccount, users } from '#server/db/schema/users.ts';

export const AUTO_ASSIGN_KEY = 'autoAssign';

/** One lock for every automatic choice, in every process: two new complaints never read the same loads. */
const AUTO_ASSIGN_LOCK = 72630215;

/** Waits for any other automatic choice in progress, and holds the others off until this transaction ends. */
export async function lockAutoAssign(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_ASSIGN_LOCK})`);
}

export interface Candidate {
  id: number;
  name: string;
  /** The service area that covers the complaint, as the person's record spells it. */
  area: string;
  open: number;
}

/** The person the rule picks (see assignment.service.ts), or undefined when nobody fits. */
export async function pickCandidate(
  tx: Database,
  where: { city: string; province: string; category: string; roles: readonly RoleSlug[]; cap: number | null },
): Promise<Candidate | undefined> {
  if (where.roles.length === 0) return undefined;
  const city = sql`lower(btrim(${where.city}))`;
  const province = sql`lower(btrim(${where.province}))`;
  // The driver's result type differs between PGlite and node-postgres; both carry `rows`.
  const result = (await tx.execute(sql`
    with eligible as (
      select u.id, u.name, u.last_auto_assigned_at,
        (select a from unnest(u.service_areas) a
          where lower(btrim(a)) in (${city}, ${province})
          order by lower(btrim(a)) = ${city} desc limit 1) as area,
        (select count(*)::int from ${complaints} c
          where c.assignee_id = u.id and c.status <> 'Resolved') as open
      from ${users} u join ${roles} r on r.id = u.role_id
      where u.deleted_at is null and u.deactivated_at is null
        and r.slug in (${sql.join(
          where.roles.map((role) => sql`${role}`),
          sql`, `,
        )})
        and (cardinality(u.skills) = 0 or exists (
          select 1 from unnest(u.skills) s where lower(btrim(s)) = lower(btrim(${where.category}))))
    )
    select id, name, area, open from eligible
    where area is not null ${where.cap === null ? sql`` : sql`and open < ${where.cap}`}
    order by open, last_auto_assigned_at asc nulls first, id
    limit 1`)) as unknown as { rows: Candidate[] };
  return result.rows[0];
}

export async function assignTo(tx: Database, complaintId: number, userId: number): Promise<void> {
  await tx.update(complaints).set({ assignee_id: userId }).where(eq(complaints.id, complaintId));
  await tx
    .update(users)
    .set({ lastAutoAssignedAt: sql`clock_timestamp()` })
    .where(eq(users.id, userId));
}

/** Active staff of these designations: who is told when nobody fits. */
export async function staffOfRoles(db: Database, slugs: readonly RoleSlug[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.slug, [...slugs]), activeAccount));
  return rows.map((row) => row.id);
}
