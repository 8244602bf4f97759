import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolated } from '#web/lib/bidi.ts';
import { useVerifyEmail } from '#web/features/account/api/email-change.ts';

/** Confirms the new e-mail address as soon as the mailed link is opened, and says how it went. */
export function VerifyEmailStatus({ token, continuePath }: { token: string; continuePath: string }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token works once: never send it twice (React may run effects twice in development).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {verify.isSuccess ? (
        <Alert severity="success" role="status">
          {t('emailChange.messages.verified', { email: isolated(verify.data.email) })}
        </Alert>
      ) : verify.isError ? (
        <Alert severity="error" role="alert">
          {verify.error.message}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('emailChange.verifying')}</Typography>
        </Box>
      )}
      <Button component={Link} to={continuePath} variant="contained" size="large" disabled={verify.isPending}>
        {t('emailChange.toAccount')}
      </Button>
    </Box>
  );
}
