import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountReply } from '#domain/account/account.schemas.ts';
import type { NotificationPreferences as Preferences } from '#domain/users/user.schemas.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { useUpdateNotifications } from '#web/features/account/api/update-account.ts';

const KEYS: (keyof Preferences)[] = ['complaintAssigned', 'commentOnAssigned'];

/** Notifications tab: each switch is saved as soon as it is turned. */
export function NotificationPreferences({ account }: { account: AccountReply }) {
  const { t } = useTranslation();
  const update = useUpdateNotifications();
  const [message, setMessage] = useState<string | null>(null);
  const preferences = account.notificationPreferences;

  return (
    <Card>
      <CardHeader title={t('account.tabs.notifications')} subheader={t('account.notifications.help')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <TimedAlert message={message} onClose={() => setMessage(null)} />
        <FormGroup>
          {KEYS.map((key) => (
            <FormControlLabel
              key={key}
              label={t(`account.notifications.${key}`)}
              control={
                <Switch
                  checked={preferences[key]}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      { ...preferences, [key]: event.target.checked },
                      { onSuccess: () => setMessage(t('account.notifications.saved')) },
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </CardContent>
    </Card>
  );
}
