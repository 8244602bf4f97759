import type { UserRow } from '#domain/users/user.schemas.ts';

/** A staff member as the users list answers them, for component tests: an agent in Lahore. */
export function userRow(id: number, name: string, overrides: Partial<UserRow> = {}): UserRow {
  const username = name.split(' ')[0]!.toLowerCase();
  return {
    id,
    name,
    username,
    email: `${username}@example.com`,
    phone: '03337654321',
    address: 'Mall Road',
    designation: 'Agent',
    role: 'agent',
    province: 'Punjab',
    city: 'Lahore',
    serviceAreas: [],
    skills: [],
    deactivated: false,
    ...overrides,
  };
}
