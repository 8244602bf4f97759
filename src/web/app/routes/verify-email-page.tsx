import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { AuthCard } from '#web/features/account/components/auth-card.tsx';
import { VerifyEmailStatus } from '#web/features/account/components/verify-email-status.tsx';
import { paths } from '#web/lib/paths.ts';

/** /verify-email?token=... : the page the link mailed to a new e-mail address opens, signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('emailChange.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const accountPath = `${paths.accountSettings}/account`;
  return (
    <AuthCard title={t('emailChange.title')} subtitle={t('emailChange.subtitle')}>
      {token ? (
        <VerifyEmailStatus token={token} continuePath={accountPath} />
      ) : (
        <>
          <Alert severity="warning">{t('emailChange.missingToken')}</Alert>
          <Button component={Link} to={accountPath} sx={{ justifySelf: 'center', mt: 1 }}>
            {t('emailChange.toAccount')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
