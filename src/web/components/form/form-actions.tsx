import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
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
  /** Goes back instead of following `backTo` (a return to the list the screen was opened from, in history). */
  onBack?: () => void;
  /** Below 600 px the submit button is elsewhere (a sticky bar that submits the form): hide this one there. */
  submitElsewhereOnPhone?: boolean;
}

/** The buttons under an edit form: submit, and back to the list. They span a grid form's full width. */
export function FormActions({
  readOnly,
  pending,
  submitLabel,
  pendingLabel,
  backTo,
  onBack,
  submitElsewhereOnPhone = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
      {!readOnly && (
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          sx={submitElsewhereOnPhone ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
        >
          {pending ? pendingLabel : submitLabel}
        </Button>
      )}
      <Button
        component={Link}
        to={backTo}
        variant="outlined"
        color="secondary"
        onClick={
          onBack &&
          ((event: MouseEvent) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onBack();
          })
        }
      >
        {t('common.back')}
      </Button>
    </Box>
  );
}
