import { subject } from '@casl/ability';
import { describe, expect, test } from 'vitest';
import { DEFAULT_ROLE_RULES, defineAbility, interpolateRules, type Rule } from './permissions.ts';

describe('interpolateRules', () => {
  test("fills ${user.id} and ${user.dealerId} with the user's values, however deep they sit", () => {
    const rules: Rule[] = [
      { action: 'update', subject: 'Complaint', conditions: { assignee_id: '${user.id}' } },
      {
        action: 'read',
        subject: 'Complaint',
        conditions: { $or: [{ dealer_id: '${user.dealerId}' }, { user_id: { $in: ['${user.id}'] } }] },
      },
    ];

    expect(interpolateRules(rules, { id: 7, dealerId: 42 })).toEqual([
      { action: 'update', subject: 'Complaint', conditions: { assignee_id: 7 } },
      {
        action: 'read',
        subject: 'Complaint',
        conditions: { $or: [{ dealer_id: 42 }, { user_id: { $in: [7] } }] },
      },
    ]);
  });

  test('a user without a dealership gets null, which matches no dealership', () => {
    const [rule] = interpolateRules(
      [{ action: 'read', subject: 'Dealer', conditions: { id: '${user.dealerId}' } }],
      { id: 1, dealerId: null },
    );

    expect(rule!.conditions).toEqual({ id: null });
    expect(defineAbility([rule!]).can('read', subject('Dealer', { id: 5 }))).toBe(false);
  });

  test('leaves rules without conditions and other strings as they are, and does not change the stored rules', () => {
    const stored: Rule[] = [
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'Complaint', conditions: { status: 'Open', note: 'user.id' } },
      { action: 'delete', subject: 'Comment', conditions: { user_id: '${user.id}' } },
    ];
    const copy = structuredClone(stored);

    const filled = interpolateRules(stored, { id: 3, dealerId: null });

    expect(filled[0]).toEqual({ action: 'manage', subject: 'all' });
    expect(filled[1]).toEqual(stored[1]);
    expect(filled[2]!.conditions).toEqual({ user_id: 3 });
    expect(stored).toEqual(copy);
  });
});

describe('default role rules', () => {
  const abilityOf = (role: keyof typeof DEFAULT_ROLE_RULES, user = { id: 10, dealerId: 20 }) =>
    defineAbility(interpolateRules(DEFAULT_ROLE_RULES[role], user));

  test('an admin may do everything', () => {
    const admin = abilityOf('admin');

    expect(admin.can('manage', 'Settings')).toBe(true);
    expect(admin.can('delete', 'User')).toBe(true);
  });

  test('a technician may update only the complaints assigned to them, and may not see the dashboard', () => {
    const technician = abilityOf('technician');

    expect(technician.can('update', subject('Complaint', { assignee_id: 10 }))).toBe(true);
    expect(technician.can('update', subject('Complaint', { assignee_id: 11 }))).toBe(false);
    expect(technician.can('read', 'Dashboard')).toBe(false);
  });

  test('staff delete only their own comments', () => {
    const agent = abilityOf('agent');

    expect(agent.can('delete', subject('Comment', { user_id: 10 }))).toBe(true);
    expect(agent.can('delete', subject('Comment', { user_id: 99 }))).toBe(false);
  });

  test('a dealer reads only the complaints of their own dealership, and never internal notes', () => {
    const dealer = abilityOf('dealer');

    expect(dealer.can('read', subject('Complaint', { dealer_id: 20 }))).toBe(true);
    expect(dealer.can('read', subject('Complaint', { dealer_id: 21 }))).toBe(false);
    expect(dealer.can('read', 'Note')).toBe(false);
  });

  test('only admins may change settings', () => {
    for (const role of Object.keys(DEFAULT_ROLE_RULES) as (keyof typeof DEFAULT_ROLE_RULES)[]) {
      expect(abilityOf(role).can('manage', 'Settings')).toBe(role === 'admin');
    }
  });
});
