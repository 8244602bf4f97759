import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page or the session loads: a thin bar at the top, never a blank screen. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 2000 }}>
      {/* The bar is the progressbar; named itself, not through a wrapper (axe: aria-progressbar-name). */}
      <LinearProgress aria-label={t('common.loading')} />
    </Box>
  );
}
