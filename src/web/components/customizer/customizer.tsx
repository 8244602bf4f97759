import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel's choices load when it is first opened (decision 029).
const CustomizerPanel = lazy(() =>
  import('./customizer-panel.tsx').then((m) => ({ default: m.CustomizerPanel })),
);

const EDGE_TAB_SX = {
  position: 'fixed',
  top: '50%',
  insetInlineEnd: 0,
  zIndex: 'speedDial',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  borderStartStartRadius: 8,
  borderEndStartRadius: 8,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  boxShadow: 3,
  '&:hover': { bgcolor: 'primary.dark' },
} as const;

/**
 * The theme customizer (spec 3 and 4): a side panel whose every choice is kept in this browser.
 * Opened from a tab at the screen's edge, or, where the content reaches that edge (a phone or a
 * tablet, `inNavbar`), from the navbar: there the tab covered the right edge of the cards.
 */
export function Customizer({ inNavbar = false }: { inNavbar?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('workspace.customizer.open')}
        title={t('workspace.customizer.open')}
        onClick={() => setOpen(true)}
        sx={inNavbar ? { color: 'text.primary' } : EDGE_TAB_SX}
      >
        <IconSettings size={22} />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: 380 } },
            role: 'dialog',
            'aria-modal': true,
            'aria-label': t('workspace.customizer.title'),
          },
        }}
      >
        {open && (
          <Suspense fallback={null}>
            <CustomizerPanel onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
