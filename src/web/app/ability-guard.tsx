import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { paths } from '#web/lib/paths.ts';
import { useRouteMeta } from './route-guard.tsx';

/** Sends a user whose abilities lack the route's action/subject to not-authorized. */
export function AbilityGuard({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const ability = useAbility();
  if (meta.action && meta.subject && !ability.can(meta.action, meta.subject)) {
    return <Navigate to={paths.notAuthorized} replace />;
  }
  return children;
}
