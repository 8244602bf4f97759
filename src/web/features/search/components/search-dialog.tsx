import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchablePage } from './global-search.tsx';

const SearchPanel = lazy(() => import('./search-panel.tsx').then((m) => ({ default: m.SearchPanel })));

/** The global search's dialog (global-search.tsx loads it on first opening, decision 062). */
export function SearchDialog({
  open,
  onClose,
  wide,
  pages,
}: {
  open: boolean;
  onClose: () => void;
  wide: boolean;
  pages: SearchablePage[];
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={!wide}
      slotProps={{
        paper: {
          'aria-label': t('workspace.search.title'),
          sx: { alignSelf: 'flex-start', mt: { sm: 8 } },
        },
      }}
    >
      {open && (
        <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
          <SearchPanel pages={pages} onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}
