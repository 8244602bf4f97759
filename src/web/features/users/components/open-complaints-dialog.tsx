import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OPEN_COMPLAINTS_CHOICES,
  type OpenComplaintsChoice,
  type UserRow,
} from '#domain/users/user.schemas.ts';
import { CONFIRM_DIALOG_MAX_WIDTH } from '#web/components/feedback/confirm-dialog.tsx';
import { useEndWork } from '#web/features/users/api/end-work.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The words of each way to stop someone working: deleting the account, or deactivating it. */
const WORDS = {
  delete: { title: 'users.deleteDialog.title', confirm: 'users.deleteDialog.confirm' },
  deactivate: { title: 'users.deactivateDialog.title', confirm: 'users.deactivateDialog.confirmMove' },
} as const;

interface OpenComplaintsDialogProps {
  action: keyof typeof WORDS;
  user: UserRow;
  /** The server's words: who has how many open complaints. */
  message: string;
  /** Who may take complaints (the complaints' Assign to list). */
  assignees: { value: number; title: string }[] | undefined;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/**
 * Deleting or deactivating someone who still has open complaints: the admin says where they go
 * (a chosen person, back to Unassigned, or automatic assignment) and the change and the move
 * happen together on the server.
 */
export function OpenComplaintsDialog({
  action,
  user,
  message,
  assignees,
  onCancel,
  onDone,
}: OpenComplaintsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const mutation = useEndWork(action);
  const [choice, setChoice] = useState<OpenComplaintsChoice>('reassign');
  const [assignee, setAssignee] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const options = (assignees ?? []).filter((option) => option.value !== user.id);

  const confirm = () => {
    setBanner(null);
    if (choice === 'reassign' && assignee === null) {
      setFieldError(t('validation.required'));
      return;
    }
    mutation.mutate(
      {
        id: user.id,
        choice: { openComplaints: choice, ...(choice === 'reassign' && assignee ? { assignee } : {}) },
      },
      {
        onSuccess: (reply) => onDone(reply.message),
        onError: (error) => {
          const onField = error instanceof ApiError ? error.errors.assignee?.[0] : undefined;
          if (onField) setFieldError(onField);
          else setBanner(error.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onCancel}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Sized to its content on a phone too (full screen left a gap above the buttons), with a
      // narrower margin than MUI's 32 px so the radio labels keep one line at 390 px.
      slotProps={{
        paper: {
          sx: {
            maxWidth: CONFIRM_DIALOG_MAX_WIDTH,
            m: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t(WORDS[action].title, { name: user.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {banner && (
          <Alert severity="error" role="alert">
            {banner}
          </Alert>
        )}
        <FormControl>
          <FormLabel id={`${titleId}-choice`}>{t('users.deleteDialog.choice')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${titleId}-choice`}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as OpenComplaintsChoice);
              setFieldError(null);
            }}
          >
            {OPEN_COMPLAINTS_CHOICES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`users.deleteDialog.${value}`)}
              />
            ))}
          </RadioGroup>
          {choice === 'auto' && <FormHelperText>{t('users.deleteDialog.autoHint')}</FormHelperText>}
        </FormControl>
        {choice === 'reassign' && (
          <Autocomplete
            options={options}
            loading={!assignees}
            getOptionLabel={(option) => option.title}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            value={options.find((option) => option.value === assignee) ?? null}
            onChange={(_, option) => {
              setAssignee(option?.value ?? null);
              setFieldError(null);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('users.deleteDialog.assignee')}
                error={fieldError !== null}
                helperText={fieldError}
              />
            )}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" color="secondary" disabled={mutation.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={mutation.isPending}>
          {t(WORDS[action].confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
