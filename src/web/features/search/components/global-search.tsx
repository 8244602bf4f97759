import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnceTrue } from '#web/lib/use-once-true.ts';

// The search's dialog (decision 062) and the search itself (its calls, results and keyboard, decision
// 029) load when first opened, side by side.
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));
const loadPanel = () => import('./search-panel.tsx');

/** Opens the search from anywhere: Ctrl+K (⌘K), or / when not typing in a field. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if ((event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        open();
      } else if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** A page the search finds by its title: a key under `nav.` and its path. */
export interface SearchablePage {
  label: string;
  to: string;
}

/** The navbar's search bar (spec 2.2); `pages` are those the user may open. */
export function GlobalSearch({ pages }: { pages: SearchablePage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const show = useMemo(
    () => () => {
      void loadPanel();
      setOpen(true);
    },
    [],
  );
  useSearchShortcut(show);
  // Once opened, the dialog stays mounted, so its closing transition plays.
  const opened = useOnceTrue(open);
  return (
    <>
      <ButtonBase
        onClick={show}
        aria-label={t('workspace.search.open')}
        aria-keyshortcuts="Control+K /"
        sx={{
          gap: 1,
          px: 1,
          py: 1,
          borderRadius: 1,
          color: 'text.secondary',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <IconSearch size={22} stroke={1.75} aria-hidden />
        {wide && (
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            {t('workspace.search.placeholder')}{' '}
            <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.8125rem' }}>
              (Ctrl+K)
            </Box>
          </Typography>
        )}
      </ButtonBase>
      {opened && (
        <Suspense>
          <SearchDialog open={open} onClose={() => setOpen(false)} wide={wide} pages={pages} />
        </Suspense>
      )}
    </>
  );
}
