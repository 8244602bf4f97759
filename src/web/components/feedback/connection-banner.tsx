import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import SnackbarContent from '@mui/material/SnackbarContent';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceStatus } from '#web/lib/query-client.ts';

const onlineStatus = {
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  online: () => navigator.onLine,
};

/**
 * A banner at the foot of every screen while the browser is offline, or while the server says its
 * database is away and the app keeps retrying; it goes as soon as either is over.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.online);
  const unavailable = useSyncExternalStore(serviceStatus.subscribe, serviceStatus.unavailable);

  if (online && !unavailable) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 16,
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        pointerEvents: 'none',
      }}
    >
      <SnackbarContent
        // Announced as it appears, without interrupting (SnackbarContent is an alert by default).
        role="status"
        sx={{ flexWrap: 'nowrap', maxWidth: 560 }}
        message={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {online ? (
              <CircularProgress size={18} color="inherit" aria-hidden sx={{ flexShrink: 0 }} />
            ) : (
              <Box component={IconWifiOff} size={20} aria-hidden sx={{ flexShrink: 0 }} />
            )}
            {online ? t('network.serviceUnavailable') : t('network.offline')}
          </Box>
        }
      />
    </Box>
  );
}
