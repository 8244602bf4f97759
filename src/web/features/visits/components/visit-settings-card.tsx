import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSetVisitSettings, useVisitSettings } from '#web/features/visits/api/visit-settings.ts';

/** Admins choose whether a Field Agent or Technician must record a signed visit before resolving. */
export function VisitSettingsCard() {
  const { t } = useTranslation();
  const settings = useVisitSettings();
  const save = useSetVisitSettings();
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={settings.data?.signedVisitRequired ?? false}
              disabled={!settings.data || save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
          }
          label={<Typography sx={{ fontWeight: 500 }}>{t('visits.settings.signedVisitRequired')}</Typography>}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('visits.settings.help')}
        </Typography>
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
