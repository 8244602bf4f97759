/** Staff designations; a designation is the user's role (architecture.md section 5). */
export const ROLES = [
  { slug: 'admin', designation: 'Admin' },
  { slug: 'support-agent', designation: 'Support Agent' },
  { slug: 'agent', designation: 'Agent' },
  { slug: 'field-agent', designation: 'Field Agent' },
  { slug: 'technician', designation: 'Technician' },
  { slug: 'dealer', designation: 'Dealer' },
  // A registered account waiting for an admin to give it a designation.
  { slug: 'client', designation: 'Client' },
] as const;

export type RoleSlug = (typeof ROLES)[number]['slug'];
export type Designation = (typeof ROLES)[number]['designation'];

// Kept free of zod: the sign-in page imports this file and has a JavaScript budget.
export const ROLE_SLUGS = ROLES.map((role) => role.slug) as [RoleSlug, ...RoleSlug[]];

export function designationOf(slug: RoleSlug): Designation {
  return ROLES.find((role) => role.slug === slug)!.designation;
}

/** Accounts of the company's own staff: not a dealership's, not one waiting for a designation. */
export function isStaff(role: RoleSlug): boolean {
  return role !== 'dealer' && role !== 'client';
}

/**
 * Where a signed-in user lands on `/` (spec 2.1, architecture.md section 5); those who work a
 * queue of their own land on 'My complaints' (decision 014).
 */
export function homePathFor(role: RoleSlug): string {
  if (role === 'admin') return '/dashboards/crm';
  if (role === 'client') return '/access-control';
  if (role === 'agent' || role === 'field-agent' || role === 'technician') return '/complaints/mine';
  return '/complaints';
}
