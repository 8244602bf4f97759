import Button from '@mui/material/Button';
import { IconRefresh, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MiscPage } from '#web/components/misc/misc-page.tsx';
import { PageLoader } from '#web/components/misc/page-loader.tsx';

// What browsers (Chromium, Safari, Firefox) and Vite's preloader say when a page's code is gone:
// a tab opened before a deploy asks for the old build's files, or the network dropped one.
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;
const RELOADED_AT = 'caredesk-chunk-reload-at';
// A reload that fails again this soon is not reloaded again: the error page shows instead of a loop.
const RELOAD_GUARD_MS = 30_000;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/** Whether the page may reload for it: not when it already did a moment ago. */
function mayReload(): boolean {
  return Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) >= RELOAD_GUARD_MS;
}

/**
 * What a route shows when its code cannot load or it fails to render: a page that failed to load
 * its code reloads once to the current build; anything else is a designed, translated page with
 * Retry, inside the app's layout when the layout itself still works.
 */
export function RouteErrorPage({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && mayReload());
  useEffect(() => {
    if (!reloading) return console.error(error);
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  }, [reloading, error]);

  if (reloading) return <PageLoader />;
  return (
    <MiscPage
      page="error"
      inLayout={inLayout}
      icon={<IconMoodSad size={72} stroke={1.5} />}
      action={
        <Button
          variant="contained"
          startIcon={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
