import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
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

  // A live region that is always there, so screen readers announce what appears in it.
  return (
    <Box
      role="status"
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
      {!online ? (
        <Alert severity="warning" variant="filled" icon={<IconWifiOff size={20} />} sx={{ boxShadow: 6 }}>
          {t('network.offline')}
        </Alert>
      ) : unavailable ? (
        <Alert
          severity="info"
          variant="filled"
          icon={<CircularProgress size={18} color="inherit" aria-hidden />}
          sx={{ boxShadow: 6 }}
        >
          {t('network.serviceUnavailable')}
        </Alert>
      ) : null}
    </Box>
  );
}
