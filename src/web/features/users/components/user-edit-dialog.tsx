import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { citiesOf, PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { updateUserInput, type UpdateUserInput, type UserRow } from '#domain/users/user.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { UserDetailsFields } from '#web/components/form/user-details-fields.tsx';
import { useZodForm, type WithSelects } from '#web/lib/use-zod-form.ts';
import { useFullScreenDialog } from '#web/components/data-display/stacked-table.ts';
import { useUpdateUser } from '#web/features/users/api/update-user.ts';
import { NameChipsField } from './name-chips-field.tsx';

/** What the service areas field suggests: every province and its cities (a town not listed may be typed). */
const AREA_OPTIONS = PROVINCE_NAMES.flatMap((province) => [province, ...citiesOf(province)]);

/** The Edit User dialog is at most this wide (spec 9). */
export const EDIT_USER_DIALOG_MAX_WIDTH = 400;

type FormValues = WithSelects<UpdateUserInput, 'designation' | 'province'>;

interface UserEditDialogProps {
  user: UserRow;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Given when the reader may change whether this account is active (never their own). */
  onDeactivate?: (user: UserRow) => void;
  onReactivate?: (user: UserRow) => void;
}

/** Edit User (spec 2.4 and 5): opened from a row, saving updates that row in place. */
export function UserEditDialog({ user, onClose, onSaved, onDeactivate, onReactivate }: UserEditDialogProps) {
  const statusAction = user.deactivated ? onReactivate : onDeactivate;
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateUser();
  const [banner, setBanner] = useState<string | null>(null);
  const fullScreen = useFullScreenDialog();
  const form = useZodForm<typeof updateUserInput, FormValues>(updateUserInput, {
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      province: user.province,
      city: user.city,
      designation: user.designation,
      serviceAreas: user.serviceAreas,
      skills: user.skills,
      password: '',
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setBanner(null);
    update.mutate(
      { id: user.id, input: values },
      {
        onSuccess: (reply) => onSaved(reply.message),
        onError: (error) => setBanner(form.applyServerErrors(error)),
      },
    );
  });

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? {} : { maxWidth: EDIT_USER_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{t('users.edit.title')}</DialogTitle>
      <Form form={form} onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {banner && (
            <Alert severity="error" role="alert">
              {banner}
            </Alert>
          )}
          <UserDetailsFields designation />
          <NameChipsField
            name="serviceAreas"
            label={t('users.fields.serviceAreas')}
            hint={t('users.fields.serviceAreasHelp')}
            options={AREA_OPTIONS}
          />
          <NameChipsField
            name="skills"
            label={t('users.fields.skills')}
            hint={t('users.fields.skillsHelp')}
            options={[]}
          />
          <FormTextField
            name="password"
            type="password"
            fullWidth
            label={t('users.fields.newPassword')}
            hint={t('users.form.newPasswordHelp')}
            autoComplete="new-password"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          {statusAction && (
            <Button
              onClick={() => statusAction(user)}
              color={user.deactivated ? 'primary' : 'error'}
              disabled={update.isPending}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t(user.deactivated ? 'users.actions.reactivate' : 'users.actions.deactivate')}
            </Button>
          )}
          <Button onClick={onClose} variant="outlined" color="secondary" disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('users.form.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
