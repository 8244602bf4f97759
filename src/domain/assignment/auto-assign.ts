import { z } from 'zod';
import { isStaff, ROLE_SLUGS, type RoleSlug } from '#domain/auth/roles.ts';

/** Designations automatic assignment may choose: the company's own staff. */
export const AUTO_ASSIGN_ROLES = ROLE_SLUGS.filter(isStaff) as [RoleSlug, ...RoleSlug[]];

/** The company's automatic assignment setting (decision 024); off until an Admin turns it on. */
export const autoAssignSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The designations that take complaints automatically. */
  roles: z.array(z.enum(AUTO_ASSIGN_ROLES)).max(AUTO_ASSIGN_ROLES.length),
  /** At most this many open (not Resolved) complaints per person; null is no cap. */
  cap: z
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(10_000, 'validation.tooLarge')
    .nullable(),
});
export type AutoAssignSettings = z.infer<typeof autoAssignSettingsSchema>;

export const DEFAULT_AUTO_ASSIGN: AutoAssignSettings = { enabled: false, roles: [], cap: null };

const MAX_AREAS = 50;
const areaName = z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong');

/** A staff member's service areas (provinces or cities) and skills (product categories), as typed. */
export const serviceAreasSchema = z.array(areaName).max(MAX_AREAS, 'validation.tooLarge');
export const skillsSchema = z.array(areaName).max(MAX_AREAS, 'validation.tooLarge');

/** Whether an area names the complaint's city or province, the way people type them (case and spaces aside). */
export function areaCovers(areas: readonly string[], city: string, province: string): string | null {
  const key = (value: string) => value.trim().toLowerCase();
  return areas.find((area) => key(area) === key(city) || key(area) === key(province)) ?? null;
}
