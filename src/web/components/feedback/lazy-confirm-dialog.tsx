import { lazy, Suspense, type ComponentProps } from 'react';
import { useOnceTrue } from '#web/lib/use-once-true.ts';
import type { ConfirmDialog as Eager } from './confirm-dialog.tsx';

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/**
 * `ConfirmDialog` whose code (MUI's Dialog and its parts) loads when it is first opened (decision
 * 062): the signed-in layout and the list show one only on a rare action (signing out with visit
 * reports unsent, deleting a saved view). Once opened it stays mounted, so its closing transition
 * plays.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof Eager>) {
  return useOnceTrue(props.open) ? (
    <Suspense>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
