import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateUserInput, type UpdateUserInput, type UserRow } from '#domain/users/user.schemas.ts';
import { CityField } from '#web/components/form/city-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { applyServerErrors, fieldMessage } from '#web/lib/form-errors.ts';
import { useUpdateUser } from '#web/features/users/api/update-user.ts';
import { designationOptions, provinceOptions } from './user-options.ts';

/** The Edit User dialog is at most this wide (spec 9). */
export const EDIT_USER_DIALOG_MAX_WIDTH = 400;

type SubmitValues = z.output<typeof updateUserInput>;
type FormValues = UpdateUserInput;
const FIELDS = ['name', 'email', 'phone', 'address', 'province', 'city', 'designation', 'password'];
type TextName = 'name' | 'email' | 'phone' | 'address' | 'password';

interface UserEditDialogProps {
  user: UserRow;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Edit User (spec 2.4 and 5): opened from a row, saving updates that row in place. */
export function UserEditDialog({ user, onClose, onSaved }: UserEditDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateUser();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, SubmitValues>({
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      province: user.province as FormValues['province'],
      city: user.city,
      designation: user.designation as FormValues['designation'],
      password: '',
    },
    resolver: zodResolver(updateUserInput) as unknown as Resolver<FormValues, unknown, SubmitValues>,
  });
  const province = useWatch({ control, name: 'province' });

  const text = (name: TextName, type = 'text') => {
    const { ref, ...field } = register(name);
    const message = fieldMessage(errors[name]?.message);
    return {
      ...field,
      inputRef: ref,
      type,
      fullWidth: true,
      required: name !== 'password',
      label: name === 'password' ? t('users.fields.newPassword') : t(`users.fields.${name}`),
      error: Boolean(message),
      helperText: message ?? (name === 'password' ? t('users.form.newPasswordHelp') : undefined),
      autoComplete: name === 'password' ? 'new-password' : 'off',
    };
  };

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    update.mutate(
      { id: user.id, input: values },
      {
        onSuccess: (reply) => onSaved(reply.message),
        onError: (error) => setBanner(applyServerErrors(error, setError, FIELDS)),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: EDIT_USER_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{t('users.edit.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {banner && (
            <Alert severity="error" role="alert">
              {banner}
            </Alert>
          )}
          <TextField {...text('name')} />
          <TextField {...text('email', 'email')} />
          <TextField {...text('phone', 'tel')} />
          <TextField {...text('address')} />
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
          <SelectField
            control={control}
            name="designation"
            label={t('users.fields.designation')}
            options={designationOptions(t)}
            required
          />
          <TextField {...text('password', 'password')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} variant="outlined" color="secondary" disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('users.form.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
