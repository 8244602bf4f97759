import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { AuthCard } from '#web/features/account/components/auth-card.tsx';
import { ResetPasswordForm } from '#web/features/account/components/reset-password-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** /reset-password?token=... : the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      {token ? (
        <ResetPasswordForm token={token} loginPath={paths.login} />
      ) : (
        <>
          <Alert severity="warning">{t('account.reset.missingToken')}</Alert>
          <Button component={Link} to={paths.forgotPassword} sx={{ justifySelf: 'center', mt: 1 }}>
            {t('account.forgot.title')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
