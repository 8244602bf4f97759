import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page or the session loads: a thin bar at the top, never a blank screen. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 2000 }}
    >
      <LinearProgress />
    </Box>
  );
}
