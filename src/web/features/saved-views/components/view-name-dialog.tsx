import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { designationOf } from '#domain/auth/roles.ts';
import { SHAREABLE_ROLES, viewName } from '#domain/complaints/saved-view.schemas.ts';
import { Form } from '#web/components/form/form.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { useZodForm } from '#web/lib/use-zod-form.ts';

const ONLY_ME = '';
const viewNameForm = z.object({
  name: viewName,
  sharedRole: z.union([z.literal(ONLY_ME), z.enum(SHAREABLE_ROLES)]),
});
export type ViewNameValues = z.output<typeof viewNameForm>;

interface ViewNameDialogProps {
  title: string;
  hint?: string;
  initialName: string;
  /** Shows 'Share with role' (admins only). */
  canShare?: boolean;
  submitLabel: string;
  /** Saves; a refusal's field messages go onto the fields, the rest into a banner. */
  onSubmit: (values: ViewNameValues) => Promise<unknown>;
  onClose: () => void;
}

/** Naming a view, to save it or rename it; full screen on a phone. Mount it to open it. */
export function ViewNameDialog({
  title,
  hint,
  initialName,
  canShare = false,
  submitLabel,
  onSubmit,
  onClose,
}: ViewNameDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const form = useZodForm(viewNameForm, { defaultValues: { name: initialName, sharedRole: ONLY_ME } });
  const [banner, setBanner] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof Error) setBanner(form.applyServerErrors(error));
    }
  });

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <Form form={form} onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          {hint && <DialogContentText>{hint}</DialogContentText>}
          {banner && <Alert severity="error">{banner}</Alert>}
          <FormTextField
            name="name"
            label={t('complaints.views.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: hint ? 0 : 1 }}
          />
          {canShare && (
            <SelectField
              name="sharedRole"
              label={t('complaints.views.shareWith')}
              options={[
                { value: ONLY_ME, label: t('complaints.views.onlyMe') },
                ...SHAREABLE_ROLES.map((slug) => ({
                  value: slug,
                  label: t(`designation.${designationOf(slug)}`),
                })),
              ]}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} variant="outlined" color="secondary" disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
