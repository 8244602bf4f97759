import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMaintenance, useSetMaintenance } from '#web/features/settings/api/maintenance.ts';

/** Admins turn maintenance mode on and off; everyone else then sees the maintenance page. */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const setMaintenance = useSetMaintenance();
  const state = maintenance.data;
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={state?.enabled ?? false}
              disabled={!state || state.forced || setMaintenance.isPending}
              onChange={(event) => setMaintenance.mutate(event.target.checked)}
            />
          }
          label={<Typography sx={{ fontWeight: 500 }}>{t('dashboard.maintenance')}</Typography>}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {state?.forced ? t('dashboard.maintenanceForced') : t('dashboard.maintenanceHelp')}
        </Typography>
        {setMaintenance.error && <Alert severity="error">{setMaintenance.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
