import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerInput } from '#domain/account/account.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { useRegister } from '#web/features/account/api/registration.ts';

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
  const [banner, setBanner] = useState<string | null>(null);
  const form = useZodForm(registerInput, {
    defaultValues: { name: '', username: '', email: '', password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    registration.mutate(values, { onError: (error) => setBanner(form.applyServerErrors(error)) });
  });

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
    <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {banner && (
        <Alert severity="error" role="alert">
          {banner}
        </Alert>
      )}
      {FIELDS.map((name) => {
        const secret = name === 'password' || name === 'confirmPassword';
        return (
          <FormTextField
            key={name}
            name={name}
            required
            type={secret ? 'password' : name === 'email' ? 'email' : 'text'}
            autoComplete={secret ? 'new-password' : name === 'email' ? 'email' : name}
            label={t(LABELS[name])}
          />
        );
      })}
      <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
        {t('account.register.submit')}
      </Button>
      <Button href={loginPath} sx={{ justifySelf: 'center' }}>
        {t('account.forgot.backToLogin')}
      </Button>
    </Form>
  );
}
