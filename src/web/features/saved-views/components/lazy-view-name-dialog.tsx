import { lazy, Suspense, type ComponentProps } from 'react';

const ViewNameDialog = lazy(() =>
  import('./view-name-dialog.tsx').then((m) => ({ default: m.ViewNameDialog })),
);

/** The view name dialog, its form code (react-hook-form, zod resolver) loaded when first shown (decision 029). */
export function LazyViewNameDialog(props: ComponentProps<typeof ViewNameDialog>) {
  return (
    <Suspense fallback={null}>
      <ViewNameDialog {...props} />
    </Suspense>
  );
}
