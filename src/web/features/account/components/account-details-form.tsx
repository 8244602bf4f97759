import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  updateAccountInput,
  type AccountReply,
  type UpdateAccountInput,
} from '#domain/account/account.schemas.ts';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { isLanguage, LANGUAGES } from '#domain/i18n/languages.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { CityField } from '#web/components/form/city-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { isolated } from '#web/lib/bidi.ts';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import { useUpdateAccount } from '#web/features/account/api/update-account.ts';
import { PendingEmail } from './pending-email.tsx';

type SubmitValues = z.output<typeof updateAccountInput>;
const FIELDS = ['name', 'email', 'phone', 'address', 'province', 'city'];
type TextName = 'name' | 'email' | 'phone' | 'address';

/** Account tab: name, e-mail, phone, address, province, city, and the interface language. */
export function AccountDetailsForm({ account }: { account: AccountReply }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAccount();
  const [message, setMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const { user } = account;
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<UpdateAccountInput, unknown, SubmitValues>({
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      province: user.province as UpdateAccountInput['province'],
      city: user.city,
    },
    resolver: zodResolver(updateAccountInput) as unknown as Resolver<
      UpdateAccountInput,
      unknown,
      SubmitValues
    >,
  });
  const province = useWatch({ control, name: 'province' });

  const text = (name: TextName, type = 'text') => {
    const { ref, ...field } = register(name);
    const error = fieldMessage(errors[name]?.message);
    return {
      ...field,
      inputRef: ref,
      type,
      required: true,
      label: t(`users.fields.${name}`),
      error: Boolean(error),
      helperText: error,
    };
  };

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    update.mutate(values, {
      onSuccess: (reply) => {
        // A new address waits for its link: the field shows the sign-in e-mail again.
        const changing = values.email.toLowerCase() !== reply.user.email.toLowerCase();
        setValue('email', reply.user.email);
        setMessage(changing ? t('emailChange.saved', { email: isolated(values.email) }) : t('account.saved'));
      },
      onError: (error) => setBanner(applyServerErrors(error, setError, FIELDS)),
    });
  });

  return (
    <Card>
      <CardHeader
        title={t('account.details')}
        subheader={`@${user.username} · ${t(`designation.${user.designation}`)}`}
      />
      <CardContent>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
          <TimedAlert message={message} onClose={() => setMessage(null)} />
          {banner && (
            <Alert severity="error" role="alert">
              {banner}
            </Alert>
          )}
          {account.pendingEmail && (
            <PendingEmail
              pending={account.pendingEmail}
              onDone={(text) => {
                setBanner(null);
                setMessage(text);
              }}
              onFailed={(error) => setBanner(applyServerErrors(error, setError, []))}
            />
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField {...text('name')} autoComplete="name" />
            <TextField {...text('email', 'email')} autoComplete="email" />
            <TextField {...text('phone', 'tel')} autoComplete="tel" />
            <TextField {...text('address')} autoComplete="street-address" />
            <SelectField
              control={control}
              name="province"
              label={t('users.fields.province')}
              options={PROVINCE_NAMES.map((value) => ({ value, label: value }))}
              required
            />
            <CityField
              control={control}
              name="city"
              label={t('users.fields.city')}
              province={province}
              required
            />
            <TextField
              select
              label={t('account.language')}
              value={isLanguage(i18n.language) ? i18n.language : 'en'}
              onChange={(event) => {
                if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
              }}
            >
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {t(`language.${language}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('account.saveChanges')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
