import type { SnackbarProps } from '@mui/material/Snackbar';
import { lazy, Suspense, useState } from 'react';

const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * MUI's `Snackbar` whose code loads when it is first opened (decision 062): the list shows one only
 * after a saved view is saved or deleted. Once opened it stays mounted, so it closes as before.
 */
export function LazySnackbar(props: SnackbarProps) {
  const [wanted, setWanted] = useState(Boolean(props.open));
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense>
      <Snackbar {...props} />
    </Suspense>
  ) : null;
}
