import { expect, test } from 'vitest';
import { designationOf, homePathFor, ROLES } from './roles.ts';

test('an admin lands on the CRM dashboard', () => {
  expect(homePathFor('admin')).toBe('/dashboards/crm');
});

test('a client, who has no staff access yet, lands on the access-control page', () => {
  expect(homePathFor('client')).toBe('/access-control');
});

test('every other staff role lands on the complaints list', () => {
  const others = ROLES.filter((role) => role.slug !== 'admin' && role.slug !== 'client');

  expect(others.map((role) => homePathFor(role.slug))).toEqual(others.map(() => '/complaints'));
  expect(others.length).toBeGreaterThan(0);
});

test("a role's designation is the name staff see", () => {
  expect(designationOf('support-agent')).toBe('Support Agent');
  expect(designationOf('field-agent')).toBe('Field Agent');
});
