import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionReply, SignInInput } from '#domain/auth/auth.schemas.ts';
import { OutlinedField } from '#web/components/form/outlined-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { signIn } from '#web/features/auth/api/sign-in.ts';

export function SignInForm({ onSignedIn }: { onSignedIn: (session: SessionReply) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [values, setValues] = useState<SignInInput>({ login: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof SignInInput, string>>>({});

  // Two required fields need no schema library here: the sign-in page has a JavaScript budget,
  // and the server checks the same rule (signInInput) with the same message.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const missing = {
      ...(values.login.trim() ? {} : { login: t('validation.required') }),
      ...(values.password ? {} : { password: t('validation.required') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    signIn(values)
      .then(onSignedIn)
      .catch((error: Error) => {
        setPending(false);
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')
          setErrors({ login: error.message });
        else setBanner(error.message);
      });
  };

  const field = (name: keyof SignInInput) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {banner && (
        <Alert severity="error" role="alert">
          {banner}
        </Alert>
      )}
      <OutlinedField label={t('auth.login')} autoComplete="username" autoFocus {...field('login')} />
      <OutlinedField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        {...field('password')}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? <IconEyeOff size={20} /> : <IconEye size={20} />}
            </IconButton>
          </InputAdornment>
        }
      />
      {/* A plain link: the forgot-password page belongs to the app, not to this lighter entry. */}
      <Box
        component="a"
        href="/forgot-password"
        sx={{
          justifySelf: 'end',
          // The readable shades of the primary (decision 004).
          color: 'primary.dark',
          '.dark &': { color: 'primary.light' },
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {t('auth.forgotPassword')}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </Box>
  );
}
