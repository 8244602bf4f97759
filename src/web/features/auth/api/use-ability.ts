import { useMemo } from 'react';
import { defineAbility, type AppAbility, type Rule } from '#domain/auth/permissions.ts';
import { useSession } from './get-session.ts';

const NO_RULES: Rule[] = [];

/**
 * What the signed-in user may do, from the rules the server sent; the server checks again on every
 * call. Kept apart from the session so the sign-in page does not load the rules engine.
 */
export function useAbility(): AppAbility {
  const { data } = useSession();
  const rules = (data?.userAbilityRules as Rule[] | undefined) ?? NO_RULES;
  return useMemo(() => defineAbility(rules), [rules]);
}
