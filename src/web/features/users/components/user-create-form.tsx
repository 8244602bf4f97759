import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createUserInput, type CreateUserInput } from '#domain/users/user.schemas.ts';
import { CityField } from '#web/components/form/city-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useCreateUser } from '#web/features/users/api/create-user.ts';
import { designationOptions, provinceOptions } from './user-options.ts';

/** How long the refusal dialog stays, with no button to close it (spec 8 and 9). */
export const CREATE_FAILED_DIALOG_MS = 1500;

type SubmitValues = z.output<typeof createUserInput>;
const EMPTY: CreateUserInput = {
  name: '',
  username: '',
  email: '',
  phone: '',
  address: '',
  designation: '' as CreateUserInput['designation'],
  province: '' as CreateUserInput['province'],
  city: '',
  password: '',
};
const FIELDS = Object.keys(EMPTY);
type TextName = 'name' | 'username' | 'email' | 'phone' | 'address' | 'password';

/** Add User (spec 2.4): on success the page goes back to the list with the server's message. */
export function UserCreateForm({ onCreated }: { onCreated: (message: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const [invalid, setInvalid] = useState(false);
  const [refused, setRefused] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateUserInput, unknown, SubmitValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(createUserInput) as unknown as Resolver<CreateUserInput, unknown, SubmitValues>,
  });
  const province = useWatch({ control, name: 'province' });

  useEffect(() => {
    if (!refused) return;
    const timer = window.setTimeout(() => setRefused(false), CREATE_FAILED_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [refused]);

  const text = (name: TextName, type = 'text') => {
    const { ref, ...field } = register(name);
    const message = fieldMessage(errors[name]?.message);
    return {
      ...field,
      inputRef: ref,
      type,
      required: true,
      label: t(`users.fields.${name}`),
      error: Boolean(message),
      helperText: message,
      autoComplete: name === 'password' ? 'new-password' : 'off',
    };
  };

  const onSubmit = handleSubmit(
    (values) => {
      setInvalid(false);
      create.mutate(values, {
        onSuccess: (reply) => onCreated(reply.message),
        onError: (error) => {
          applyServerErrors(error, setError, FIELDS);
          setRefused(true);
        },
      });
    },
    () => setInvalid(true),
  );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
          {invalid && (
            <Alert severity="warning" role="alert" onClose={() => setInvalid(false)}>
              {t('users.form.fillRequired')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField {...text('name')} />
            <TextField {...text('username')} />
            <TextField {...text('email', 'email')} />
            <TextField {...text('phone', 'tel')} />
            <TextField {...text('address')} sx={{ gridColumn: { md: '1 / -1' } }} />
            <SelectField
              control={control}
              name="designation"
              label={t('users.fields.designation')}
              options={designationOptions(t)}
              required
            />
            <SelectField
              control={control}
              name="province"
              label={t('users.fields.province')}
              options={provinceOptions}
              required
            />
            <CityField
              control={control}
              name="city"
              label={t('users.fields.city')}
              province={province}
              required
            />
            <TextField {...text('password', 'password')} />
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? t('users.form.saving') : t('users.form.save')}
            </Button>
          </Box>
        </Box>
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
