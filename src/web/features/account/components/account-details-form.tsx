import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  updateAccountInput,
  type AccountReply,
  type UpdateAccountInput,
} from '#domain/account/account.schemas.ts';
import { isLanguage, LANGUAGES } from '#domain/i18n/languages.ts';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { Form } from '#web/components/form/form.tsx';
import { UserDetailsFields } from '#web/components/form/user-details-fields.tsx';
import { isolated } from '#web/lib/bidi.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import { useZodForm, type WithSelects } from '#web/lib/use-zod-form.ts';
import { useUpdateAccount } from '#web/features/account/api/update-account.ts';
import { PendingEmail } from './pending-email.tsx';

/** Account tab: name, e-mail, phone, address, province, city, and the interface language. */
export function AccountDetailsForm({ account }: { account: AccountReply }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAccount();
  const [message, setMessage] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const { user } = account;
  const form = useZodForm<typeof updateAccountInput, WithSelects<UpdateAccountInput, 'province'>>(
    updateAccountInput,
    {
      defaultValues: {
        name: user.name,
        email: user.email,
        phone: user.phone,
        address: user.address,
        province: user.province,
        city: user.city,
      },
    },
  );

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    update.mutate(values, {
      onSuccess: (reply) => {
        // A new address waits for its link: the field shows the sign-in e-mail again.
        const changing = values.email.toLowerCase() !== reply.user.email.toLowerCase();
        form.setValue('email', reply.user.email);
        setMessage(changing ? t('emailChange.saved', { email: isolated(values.email) }) : t('account.saved'));
      },
      onError: (error) => setBanner(form.applyServerErrors(error)),
    });
  });

  return (
    <Card>
      <CardHeader
        title={t('account.details')}
        subheader={`@${user.username} · ${t(`designation.${user.designation}`)}`}
      />
      <CardContent>
        <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
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
              // The resend's refusals belong to the pending address, not to a field of this form.
              onFailed={(error) => setBanner(applyServerErrors(error, form.setError, []))}
            />
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <UserDetailsFields ownAccount />
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
        </Form>
      </CardContent>
    </Card>
  );
}
