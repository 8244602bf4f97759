import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserInput, type CreateUserInput } from '#domain/users/user.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { UserDetailsFields } from '#web/components/form/user-details-fields.tsx';
import { useZodForm, type WithSelects } from '#web/lib/use-zod-form.ts';
import { useCreateUser } from '#web/features/users/api/create-user.ts';

/** How long the refusal dialog stays, with no button to close it (spec 8 and 9). */
export const CREATE_FAILED_DIALOG_MS = 1500;

type FormValues = WithSelects<CreateUserInput, 'designation' | 'province'>;
const EMPTY: FormValues = {
  name: '',
  username: '',
  email: '',
  phone: '',
  address: '',
  designation: '',
  province: '',
  city: '',
  password: '',
};

/** Add User (spec 2.4): on success the page goes back to the list with the server's message. */
export function UserCreateForm({ onCreated }: { onCreated: (message: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState(false);
  const form = useZodForm<typeof createUserInput, FormValues>(createUserInput, {
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!refused) return;
    const timer = window.setTimeout(() => setRefused(false), CREATE_FAILED_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [refused]);

  const onSubmit = form.handleSubmit(
    (values) => {
      setInvalid(false);
      create.mutate(values, {
        onSuccess: (reply) => onCreated(reply.message),
        onError: (error) => {
          form.applyServerErrors(error);
          setRefused(true);
        },
      });
    },
    () => setInvalid(true),
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Form form={form} onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
          {invalid && (
            <Alert severity="warning" role="alert" onClose={() => setInvalid(false)}>
              {t('users.form.fillRequired')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <UserDetailsFields username designation wideAddress />
            <FormTextField
              name="password"
              type="password"
              label={t('users.fields.password')}
              required
              autoComplete="new-password"
            />
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? t('users.form.saving') : t('users.form.save')}
            </Button>
          </Box>
        </Form>
      </CardContent>
      <Dialog
        open={refused}
        aria-labelledby="user-create-failed"
        slotProps={{ paper: { sx: { maxWidth: 400 } } }}
      >
        <DialogContent
          sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, px: 5, textAlign: 'center' }}
        >
          <Box sx={{ color: 'error.main', display: 'flex' }}>
            <IconAlertCircle size={64} stroke={1.5} aria-hidden />
          </Box>
          <Typography id="user-create-failed" role="alert" variant="h6" sx={{ color: 'error.main' }}>
            {t('users.form.createFailed')}
          </Typography>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
