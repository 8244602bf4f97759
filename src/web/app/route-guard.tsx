import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { FullPageLoad } from './full-page-load.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { loginPathFor, paths } from '#web/lib/paths.ts';
import type { RouteMeta } from './route-meta.ts';

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return (matches.at(-1)?.handle ?? {}) as RouteMeta;
}

/**
 * Applies the deepest matched route's meta: signed-out users go to sign-in (keeping where they were
 * going) and, during maintenance, non-admins see the maintenance page.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const meta = useRouteMeta();
  const session = useSession();

  if (meta.public) return children;
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <Navigate to={paths.serverError} replace />;
  const current = session.data;

  if (!current) return <FullPageLoad to={loginPathFor(location.pathname + location.search)} />;
  if (current.maintenance && current.role !== 'admin') return <Navigate to={paths.maintenance} replace />;
  return children;
}
