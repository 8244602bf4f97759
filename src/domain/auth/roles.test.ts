import { expect, test } from 'vitest';
import { designationOf, homePathFor } from './roles.ts';

test('an admin lands on the CRM dashboard', () => {
  expect(homePathFor('admin')).toBe('/dashboards/crm');
});

test('a client, who has no staff access yet, lands on the access-control page', () => {
  expect(homePathFor('client')).toBe('/access-control');
});

test('Agents, Field Agents and Technicians land on My complaints (decision 014)', () => {
  expect((['agent', 'field-agent', 'technician'] as const).map((slug) => homePathFor(slug))).toEqual([
    '/complaints/mine',
    '/complaints/mine',
    '/complaints/mine',
  ]);
});

test('Support Agents and Dealers land on the complaints list', () => {
  expect(homePathFor('support-agent')).toBe('/complaints');
  expect(homePathFor('dealer')).toBe('/complaints');
});

test("a role's designation is the name staff see", () => {
  expect(designationOf('support-agent')).toBe('Support Agent');
  expect(designationOf('field-agent')).toBe('Field Agent');
});
