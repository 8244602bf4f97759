import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { AuthCard } from '#web/features/account/components/auth-card.tsx';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.tsx';
import { paths } from '#web/lib/paths.ts';

/** /forgot-password (spec 2.7, blank layout). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.forgot.title'));
  return (
    <AuthCard title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      <ForgotPasswordForm loginPath={paths.login} />
    </AuthCard>
  );
}
