import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetPasswordInput, type ResetPasswordInput } from '#domain/account/account.schemas.ts';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useResetPassword } from '#web/features/account/api/password-reset.ts';

type SubmitValues = z.output<typeof resetPasswordInput>;

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput, unknown, SubmitValues>({
    defaultValues: { token, password: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordInput) as unknown as Resolver<
      ResetPasswordInput,
      unknown,
      SubmitValues
    >,
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: (failure) => applyServerErrors(failure, setError, ['password', 'confirmPassword', 'token']),
    }),
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

  const field = (name: 'password' | 'confirmPassword', label: string) => {
    const { ref, ...rest } = register(name);
    const error = fieldMessage(errors[name]?.message);
    return {
      ...rest,
      inputRef: ref,
      label,
      type: 'password',
      required: true,
      autoComplete: 'new-password',
      error: Boolean(error),
      helperText: error,
    };
  };
  const tokenError = fieldMessage(errors.token?.message);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {tokenError && (
        <Alert severity="error" role="alert">
          {tokenError}
        </Alert>
      )}
      <TextField {...field('password', t('account.security.newPassword'))} autoFocus />
      <TextField {...field('confirmPassword', t('account.security.confirmPassword'))} />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
        {t('account.reset.submit')}
      </Button>
    </Box>
  );
}
