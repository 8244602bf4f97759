import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormActionsProps {
  /** A read-only form offers only the way back. */
  readOnly: boolean;
  pending: boolean;
  submitLabel: string;
  /** Shown on the submit button while the form is being saved. */
  pendingLabel: string;
  backTo: string;
}

/** The buttons under an edit form: submit, and back to the list. They span a grid form's full width. */
export function FormActions({ readOnly, pending, submitLabel, pendingLabel, backTo }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
      {!readOnly && (
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      )}
      <Button component={Link} to={backTo} variant="outlined" color="secondary">
        {t('common.back')}
      </Button>
    </Box>
  );
}
