import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel's choices load when it is first opened (decision 029).
const CustomizerPanel = lazy(() =>
  import('./customizer-panel.tsx').then((m) => ({ default: m.CustomizerPanel })),
);

/** The theme customizer (spec 3 and 4): a side panel whose every choice is kept in this browser. */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('workspace.customizer.open')}
        title={t('workspace.customizer.open')}
        onClick={() => setOpen(true)}
        sx={{
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
        }}
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
