import { z } from 'zod';
import { ROLE_SLUGS } from '#domain/auth/roles.ts';
import { ALL_GRANTS, type Grant } from './role-matrix.ts';

const grantSchema = z.enum(ALL_GRANTS as [Grant, ...Grant[]]);

export const roleSummary = z.object({
  id: z.number().int(),
  slug: z.enum(ROLE_SLUGS),
  name: z.string(),
  /** Members who can sign in; deactivated ones are counted apart. */
  userCount: z.number().int(),
  deactivatedCount: z.number().int(),
  /** False for Admin, which always has every permission so nobody locks the company out. */
  editable: z.boolean(),
  grants: z.array(grantSchema),
  /** Grants that apply only to the user's own or assigned records. */
  scoped: z.array(grantSchema),
});
export type RoleSummary = z.infer<typeof roleSummary>;

export const rolesReply = z.object({ roles: z.array(roleSummary) });
export type RolesReply = z.infer<typeof rolesReply>;

export const updateRoleInput = z.object({ grants: z.array(grantSchema).max(ALL_GRANTS.length) });
export type UpdateRoleInput = z.infer<typeof updateRoleInput>;

export const updateRoleReply = z.object({ message: z.string(), role: roleSummary });
