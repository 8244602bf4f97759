import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useRegistration } from '#web/features/account/api/registration.ts';
import { AuthCard } from '#web/features/account/components/auth-card.tsx';
import { RegisterForm } from '#web/features/account/components/register-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** /register (spec 2.7): closed unless an admin opened it. */
export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.register.title'));
  const registration = useRegistration();
  return (
    <AuthCard title={t('account.register.title')} subtitle={t('account.register.subtitle')}>
      {!registration.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : registration.data.enabled ? (
        <RegisterForm loginPath={paths.login} />
      ) : (
        <>
          <Alert severity="info">{t('account.register.closed')}</Alert>
          <Button href={paths.login} sx={{ justifySelf: 'center', mt: 1 }}>
            {t('account.forgot.backToLogin')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
