import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { registerInput, type RegisterInput } from '#domain/account/account.schemas.ts';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useRegister } from '#web/features/account/api/registration.ts';

type SubmitValues = z.output<typeof registerInput>;
const FIELDS = ['name', 'username', 'email', 'password', 'confirmPassword'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  name: 'users.fields.name',
  username: 'users.fields.username',
  email: 'users.fields.email',
  password: 'account.security.newPassword',
  confirmPassword: 'account.security.confirmPassword',
};

/** /register: the account has no access until an admin gives it a designation. */
export function RegisterForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, SubmitValues>({
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
    resolver: zodResolver(registerInput) as unknown as Resolver<RegisterInput, unknown, SubmitValues>,
  });
  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, { onError: (error) => applyServerErrors(error, setError, FIELDS) }),
  );

  if (registration.isSuccess)
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Alert severity="success" role="status">
          {registration.data.message}
        </Alert>
        <Button href={loginPath} variant="contained" size="large">
          {t('account.reset.toLogin')}
        </Button>
      </Box>
    );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {registration.isError && Object.keys(errors).length === 0 && (
        <Alert severity="error" role="alert">
          {registration.error.message}
        </Alert>
      )}
      {FIELDS.map((name) => {
        const { ref, ...field } = register(name);
        const error = fieldMessage(errors[name]?.message);
        const secret = name === 'password' || name === 'confirmPassword';
        return (
          <TextField
            key={name}
            {...field}
            inputRef={ref}
            required
            type={secret ? 'password' : name === 'email' ? 'email' : 'text'}
            autoComplete={secret ? 'new-password' : name === 'email' ? 'email' : name}
            label={t(LABELS[name])}
            error={Boolean(error)}
            helperText={error}
          />
        );
      })}
      <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
        {t('account.register.submit')}
      </Button>
      <Button href={loginPath} sx={{ justifySelf: 'center' }}>
        {t('account.forgot.backToLogin')}
      </Button>
    </Box>
  );
}
