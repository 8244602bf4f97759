import type { SnackbarProps } from '@mui/material/Snackbar';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '#web/lib/use-once-true.ts';

const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * MUI's `Snackbar` whose code loads when it is first opened (decision 062): the list shows one only
 * after a saved view is saved or deleted. Once opened it stays mounted, so it closes as before.
 */
export function LazySnackbar(props: SnackbarProps) {
  return useOnceTrue(Boolean(props.open)) ? (
    <Suspense>
      <Snackbar {...props} />
    </Suspense>
  ) : null;
}
