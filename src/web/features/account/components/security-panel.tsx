import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, type AccountReply } from '#domain/account/account.schemas.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useChangePassword, useSignOutOthers } from '#web/features/account/api/security.ts';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const LABELS = {
  currentPassword: 'account.security.currentPassword',
  password: 'account.security.newPassword',
  confirmPassword: 'account.security.confirmPassword',
} as const;

/** Security tab: change password (with the current one) and sign out every other session. */
export function SecurityPanel({ account }: { account: AccountReply }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const signOutOthers = useSignOutOthers();
  const [message, setMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm(changePasswordInput, {
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    change.mutate(values, {
      onSuccess: (reply) => {
        form.reset();
        setMessage(reply.message);
      },
      onError: (error) => setBanner(form.applyServerErrors(error)),
    });
  });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <Card>
        <CardHeader title={t('account.security.changePassword')} />
        <CardContent>
          <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
            {banner && (
              <Alert severity="error" role="alert">
                {banner}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {FIELDS.map((name) => (
                <FormTextField
                  key={name}
                  name={name}
                  type="password"
                  required
                  label={t(LABELS[name])}
                  autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
                  hint={name === 'password' ? t('account.security.hint') : undefined}
                  sx={
                    name === 'currentPassword'
                      ? { gridColumn: { md: '1 / -1' }, maxWidth: { md: 'calc(50% - 12px)' } }
                      : undefined
                  }
                />
              ))}
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={change.isPending}>
                {t('account.security.changePassword')}
              </Button>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('account.security.sessions')} />
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('account.security.sessionsText', { count: account.otherSessions })}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            disabled={signOutOthers.isPending}
            onClick={() =>
              signOutOthers.mutate(undefined, { onSuccess: (reply) => setMessage(reply.message) })
            }
          >
            {t('account.security.signOutOthers')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
