import { useEffect } from 'react';
import { PageLoader } from '#web/components/misc/page-loader.tsx';

/**
 * Leaves the app for a page the server serves on its own, such as the sign-in page (a separate,
 * lighter entry): a full load instead of a client-side route change.
 */
export function FullPageLoad({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return <PageLoader />;
}
