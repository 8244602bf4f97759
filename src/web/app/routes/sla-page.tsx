import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useAutoAssignSettings } from '#web/features/sla/api/auto-assign.ts';
import { useSlaSettings } from '#web/features/sla/api/sla.ts';
import { AutoAssignForm } from '#web/features/sla/components/auto-assign-form.tsx';
import { SlaSettingsForm } from '#web/features/sla/components/sla-settings-form.tsx';

/** SLA & business hours, and automatic assignment (decisions 022 and 024): Admins edit, Support Agents read. */
export function SlaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sla.title'));
  const settings = useSlaSettings();
  const autoAssign = useAutoAssignSettings();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <Box>
        <Typography variant="h4" component="h1">
          {t('sla.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('sla.subtitle')}</Typography>
      </Box>
      {settings.data ? (
        <SlaSettingsForm initial={settings.data} onSaved={setMessage} />
      ) : (
        <CircularProgress aria-label={t('common.loading')} />
      )}
      {autoAssign.data && <AutoAssignForm initial={autoAssign.data} onSaved={setMessage} />}
    </Box>
  );
}
