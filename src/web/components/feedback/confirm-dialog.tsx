import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Confirmation dialogs are at most this wide (spec 9). */
export const CONFIRM_DIALOG_MAX_WIDTH = 600;

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this comment?'. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the buttons are disabled. */
  pending?: boolean;
  /** Defaults to 'Confirm Delete'. */
  title?: string;
  /** Defaults to 'Delete'. */
  confirmLabel?: string;
}

/** The one dialog for confirmations (style.md habit 10): 'Confirm Delete' with Delete and Cancel (spec 8). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  pending = false,
  title,
  confirmLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{title ?? t('common.confirmDelete')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" color="secondary" disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={pending} autoFocus>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
