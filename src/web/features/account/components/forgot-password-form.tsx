import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordInput, type ForgotPasswordInput } from '#domain/account/account.schemas.ts';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useForgotPassword } from '#web/features/account/api/password-reset.ts';

type SubmitValues = z.output<typeof forgotPasswordInput>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, SubmitValues>({
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordInput) as unknown as Resolver<
      ForgotPasswordInput,
      unknown,
      SubmitValues
    >,
  });
  const { ref, ...email } = register('email');
  const error = fieldMessage(errors.email?.message);
  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, { onError: (failure) => applyServerErrors(failure, setError, ['email']) }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {forgot.isSuccess && (
        <Alert severity="success" role="status">
          {forgot.data.message}
        </Alert>
      )}
      {forgot.isError && !error && (
        <Alert severity="error" role="alert">
          {forgot.error.message}
        </Alert>
      )}
      <TextField
        {...email}
        inputRef={ref}
        type="email"
        label={t('account.forgot.email')}
        autoComplete="email"
        autoFocus
        required
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
        {forgot.isPending ? t('account.forgot.sending') : t('account.forgot.send')}
      </Button>
      <Button href={loginPath} sx={{ justifySelf: 'center' }}>
        {t('account.forgot.backToLogin')}
      </Button>
    </Box>
  );
}
