import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { resetPasswordInput } from '#domain/account/account.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { fieldMessage } from '#web/lib/form-errors.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useResetPassword } from '#web/features/account/api/password-reset.ts';

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordInput, {
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, { onError: (failure) => form.applyServerErrors(failure) }),
  );

  if (reset.isSuccess) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Alert severity="success" role="status">
          {reset.data.message}
        </Alert>
        <Button href={loginPath} variant="contained" size="large">
          {t('account.reset.toLogin')}
        </Button>
      </Box>
    );
  }

  // The token has no field of its own: a refused link is told in a banner.
  const tokenError = fieldMessage(form.formState.errors.token?.message);
  const password = { type: 'password', required: true, autoComplete: 'new-password' } as const;

  return (
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {tokenError && (
        <Alert severity="error" role="alert">
          {tokenError}
        </Alert>
      )}
      <FormTextField name="password" label={t('account.security.newPassword')} {...password} autoFocus />
      <FormTextField name="confirmPassword" label={t('account.security.confirmPassword')} {...password} />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
        {t('account.reset.submit')}
      </Button>
    </Form>
  );
}
