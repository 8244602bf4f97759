import { Navigate, useLocation } from 'react-router';
import { homePathFor } from '#domain/auth/roles.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { FullPageLoad } from './full-page-load.tsx';
import { paths } from '#web/lib/paths.ts';

/** `/` by role (spec 2.1): signed out to sign-in keeping the query string, then each role's landing page. */
export function RootRedirect() {
  const { search } = useLocation();
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (!session.data) return <FullPageLoad to={`${paths.login}${search}`} />;
  return <Navigate to={homePathFor(session.data.role)} replace />;
}
