import { createMongoAbility, type ForcedSubject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { RoleSlug } from './roles.ts';

export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete', 'assign'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  'Complaint',
  'Comment',
  'Note',
  'Image',
  'Dealer',
  'User',
  'Role',
  'PaymentProof',
  /** The product catalogue and its warranty terms (decision 018). */
  'Product',
  'Dashboard',
  'Settings',
  'AclDemo',
  /** Saved views shared with a role: creating one is sharing (admins, through `manage all`). */
  'SharedView',
  /** The manager's dashboard and the reports (decision 023): Admins and Support Agents. */
  'Reports',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Record-level checks use plain objects tagged with their subject (CASL's `subject()` helper). */
export type AppAbility = MongoAbility<[Action, Subject | ForcedSubject<Exclude<Subject, 'all'>>]>;
export type Rule = RawRuleOf<AppAbility>;

/** What a rule's conditions may refer to; `${user.id}` in a stored rule becomes the signed-in user's id. */
export interface RuleContext {
  id: number;
  dealerId: number | null;
}

const OWN = { user_id: '${user.id}' };
const COLLABORATION = ['Comment', 'Note', 'Image'] as const;

/** Default rules per role (architecture.md section 5); admins can change them on the roles screen. */
export const DEFAULT_ROLE_RULES: Record<RoleSlug, Rule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  'support-agent': [
    { action: ['create', 'read', 'update', 'assign'], subject: 'Complaint' },
    { action: ['create', 'read'], subject: [...COLLABORATION] },
    { action: 'delete', subject: [...COLLABORATION], conditions: OWN },
    { action: ['read', 'create', 'update'], subject: 'Dealer' },
    // The design's table: Support Agents read users and roles.
    { action: 'read', subject: ['User', 'Role', 'Dashboard', 'AclDemo', 'Reports'] },
    { action: ['read', 'create'], subject: 'PaymentProof' },
    { action: 'read', subject: 'Product' },
  ],
  agent: agentRules(),
  'field-agent': agentRules(),
  technician: [
    { action: 'read', subject: 'Complaint', conditions: { assignee_id: '${user.id}' } },
    { action: 'update', subject: 'Complaint', conditions: { assignee_id: '${user.id}' } },
    { action: ['create', 'read'], subject: [...COLLABORATION] },
    { action: 'delete', subject: [...COLLABORATION], conditions: OWN },
    { action: 'read', subject: ['Dealer', 'AclDemo'] },
  ],
  dealer: [
    { action: 'create', subject: 'Complaint' },
    { action: 'read', subject: 'Complaint', conditions: { dealer_id: '${user.dealerId}' } },
    { action: ['create', 'read'], subject: 'Comment' },
    { action: 'delete', subject: 'Comment', conditions: OWN },
    { action: ['read', 'update'], subject: 'Dealer', conditions: { id: '${user.dealerId}' } },
    { action: 'read', subject: 'AclDemo' },
  ],
  client: [{ action: 'read', subject: 'AclDemo' }],
};

function agentRules(): Rule[] {
  return [
    { action: 'read', subject: 'Complaint' },
    { action: 'update', subject: 'Complaint', conditions: { assignee_id: '${user.id}' } },
    { action: ['create', 'read'], subject: [...COLLABORATION] },
    { action: 'delete', subject: [...COLLABORATION], conditions: OWN },
    { action: 'read', subject: ['Dealer', 'Dashboard', 'PaymentProof', 'AclDemo'] },
  ];
}

/** Replaces `${user.id}` and `${user.dealerId}` placeholders in stored rules with the user's values. */
export function interpolateRules(rules: Rule[], user: RuleContext): Rule[] {
  const values: Record<string, number | null> = { '${user.id}': user.id, '${user.dealerId}': user.dealerId };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string' && value in values) return values[value];
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return rules.map(
    (rule) => (rule.conditions ? { ...rule, conditions: fill(rule.conditions) } : rule) as Rule,
  );
}

export function defineAbility(rules: Rule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
