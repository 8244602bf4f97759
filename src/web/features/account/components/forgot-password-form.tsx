import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { forgotPasswordInput } from '#domain/account/account.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useForgotPassword } from '#web/features/account/api/password-reset.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useZodForm(forgotPasswordInput, { defaultValues: { email: '' } });
  const fieldError = form.formState.errors.email;
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, { onError: (failure) => form.applyServerErrors(failure) }),
  );

  return (
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {forgot.isSuccess && (
        <Alert severity="success" role="status">
          {forgot.data.message}
        </Alert>
      )}
      {forgot.isError && !fieldError && (
        <Alert severity="error" role="alert">
          {forgot.error.message}
        </Alert>
      )}
      <FormTextField
        name="email"
        type="email"
        label={t('account.forgot.email')}
        autoComplete="email"
        autoFocus
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
        {forgot.isPending ? t('account.forgot.sending') : t('account.forgot.send')}
      </Button>
      <Button href={loginPath} sx={{ justifySelf: 'center' }}>
        {t('account.forgot.backToLogin')}
      </Button>
    </Form>
  );
}
