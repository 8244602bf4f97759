import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  changePasswordInput,
  type AccountReply,
  type ChangePasswordInput,
} from '#domain/account/account.schemas.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useChangePassword, useSignOutOthers } from '#web/features/account/api/security.ts';

type SubmitValues = z.output<typeof changePasswordInput>;
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, SubmitValues>({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    resolver: zodResolver(changePasswordInput) as unknown as Resolver<
      ChangePasswordInput,
      unknown,
      SubmitValues
    >,
  });

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    change.mutate(values, {
      onSuccess: (reply) => {
        reset();
        setMessage(reply.message);
      },
      onError: (error) => setBanner(applyServerErrors(error, setError, FIELDS)),
    });
  });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TimedAlert message={message} onClose={() => setMessage(null)} />
      <Card>
        <CardHeader title={t('account.security.changePassword')} />
        <CardContent>
          <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
            {banner && (
              <Alert severity="error" role="alert">
                {banner}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {FIELDS.map((name) => {
                const { ref, ...field } = register(name);
                const error = fieldMessage(errors[name]?.message);
                return (
                  <TextField
                    key={name}
                    {...field}
                    inputRef={ref}
                    type="password"
                    required
                    label={t(LABELS[name])}
                    autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
                    error={Boolean(error)}
                    helperText={error ?? (name === 'password' ? t('account.security.hint') : undefined)}
                    sx={
                      name === 'currentPassword'
                        ? { gridColumn: { md: '1 / -1' }, maxWidth: { md: 'calc(50% - 12px)' } }
                        : undefined
                    }
                  />
                );
              })}
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={change.isPending}>
                {t('account.security.changePassword')}
              </Button>
            </Box>
          </Box>
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
