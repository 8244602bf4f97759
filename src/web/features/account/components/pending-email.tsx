import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { AccountReply } from '#domain/account/account.schemas.ts';
import { isolated } from '#web/lib/bidi.ts';
import { useCancelEmailChange, useResendEmailChange } from '#web/features/account/api/email-change.ts';

type Pending = NonNullable<AccountReply['pendingEmail']>;

/**
 * The Account tab's note that a new e-mail address waits for its link (or that the link expired),
 * with Resend link and Cancel change. Reports what happened through `onDone` / `onFailed`.
 */
export function PendingEmail({
  pending,
  onDone,
  onFailed,
}: {
  pending: Pending;
  onDone: (message: string) => void;
  onFailed: (error: Error) => void;
}) {
  const { t } = useTranslation();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const { expired } = pending;
  const busy = resend.isPending || cancel.isPending;
  return (
    <Alert severity={expired ? 'warning' : 'info'} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {t(expired ? 'emailChange.expired' : 'emailChange.pending', { email: isolated(pending.email) })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => onDone(t('emailChange.resent', { email: isolated(pending.email) })),
              onError: onFailed,
            })
          }
        >
          {t('emailChange.resend')}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={busy}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => onDone(t('emailChange.cancelled')),
              onError: onFailed,
            })
          }
        >
          {t('emailChange.cancel')}
        </Button>
      </Box>
    </Alert>
  );
}
