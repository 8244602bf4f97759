// Free of zod and of the role list: the web app's roles screens import it, and what they import
// decides how the bundler splits the code the sign-in page shares (docs/decisions/003).
import type { Action, Rule, Subject } from '#domain/auth/permissions.ts';

/** The subjects and actions the roles screen edits; other rules of a role are kept as they are. */
export const MATRIX_SUBJECTS = [
  'Complaint',
  'Comment',
  'Note',
  'Image',
  'Dealer',
  'User',
  'Role',
  'PaymentProof',
  'Product',
] as const satisfies readonly Subject[];
export type MatrixSubject = (typeof MATRIX_SUBJECTS)[number];

const CRUD = ['read', 'create', 'update', 'delete'] as const satisfies readonly Action[];
export const MATRIX_ACTIONS: Record<MatrixSubject, readonly Action[]> = {
  Complaint: [...CRUD, 'assign'],
  Comment: CRUD,
  Note: CRUD,
  Image: CRUD,
  Dealer: CRUD,
  User: CRUD,
  Role: CRUD,
  PaymentProof: CRUD,
  Product: CRUD,
};

/** A permission of the matrix: `action:Subject`, e.g. `update:Complaint`. */
export type Grant = `${Action}:${MatrixSubject}`;
export const ALL_GRANTS: Grant[] = MATRIX_SUBJECTS.flatMap((subject) =>
  MATRIX_ACTIONS[subject].map((action): Grant => `${action}:${subject}`),
);

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function grantsOfRule(rule: Rule): Grant[] {
  if (rule.inverted) return [];
  const actions = asList(rule.action as Action | Action[]);
  const subjects = asList(rule.subject as Subject | Subject[]);
  return ALL_GRANTS.filter((grant) => {
    const [action, subject] = grant.split(':') as [Action, MatrixSubject];
    return (
      (actions.includes(action) || actions.includes('manage')) &&
      (subjects.includes(subject) || subjects.includes('all'))
    );
  });
}

/** What a role's rules allow on the matrix, and which of those only on own or assigned records. */
export function matrixOf(rules: Rule[]): { grants: Grant[]; scoped: Grant[] } {
  const grants = new Set<Grant>();
  const scoped = new Set<Grant>();
  const unconditional = new Set<Grant>();
  for (const rule of rules) {
    for (const grant of grantsOfRule(rule)) {
      grants.add(grant);
      (rule.conditions ? scoped : unconditional).add(grant);
    }
  }
  return {
    grants: ALL_GRANTS.filter((grant) => grants.has(grant)),
    scoped: ALL_GRANTS.filter((grant) => scoped.has(grant) && !unconditional.has(grant)),
  };
}

/**
 * The rules of a role after the matrix was edited: rules outside the matrix (dashboard, access
 * control) stay; each granted cell keeps the conditions it had (or the default's, such as "assigned
 * to me"), so switching a permission back on restores its scope.
 */
export function rulesWithGrants(current: Rule[], defaults: Rule[], grants: readonly Grant[]): Rule[] {
  const outside: Rule[] = current.flatMap((rule) => {
    const subjects = asList(rule.subject as Subject | Subject[]).filter(
      (subject) => !(MATRIX_SUBJECTS as readonly string[]).includes(subject) && subject !== 'all',
    );
    return subjects.length > 0 ? [{ ...rule, subject: subjects } as Rule] : [];
  });
  const conditionsFor = (grant: Grant) => {
    const owner = [...current, ...defaults].find((rule) => grantsOfRule(rule).includes(grant));
    return owner?.conditions;
  };
  const granted = ALL_GRANTS.filter((grant) => grants.includes(grant)).map((grant): Rule => {
    const [action, subject] = grant.split(':') as [Action, MatrixSubject];
    const conditions = conditionsFor(grant);
    return (conditions ? { action, subject, conditions } : { action, subject }) as Rule;
  });
  return [...outside, ...granted];
}
