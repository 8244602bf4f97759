import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconMessageCircle, IconNotes, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COLLABORATION_TEXT_LENGTH } from '#domain/complaints/collaboration.schemas.ts';
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDates } from '#web/lib/use-dates.ts';
import { useDraft } from '#web/lib/use-draft.ts';

/** A comment or an internal note, as the list shows it. */
export interface Remark {
  id: number;
  user_id: number | null;
  user_name: string;
  text: string;
  created_at: string;
}

type RemarkKind = 'comment' | 'note';

interface ComplaintRemarksProps {
  kind: RemarkKind;
  remarks: Remark[];
  /** Whether the add field is offered. */
  canAdd: boolean;
  /** The author or an admin may delete (spec 6); the server checks the same rule. */
  canDelete: (remark: Remark) => boolean;
  /** Sends the text; resolves when saved, rejects with the server's error. */
  onAdd: (text: string) => Promise<unknown>;
  adding: boolean;
  onDelete: (id: number) => Promise<unknown>;
  deleting: boolean;
  /** Changes whenever an action on the complaint succeeds (its timeline): an error shown before goes. */
  lastSuccess: unknown;
  /** Names the person and complaint the typed text is kept on the device for, until it is sent. */
  draftKey: string;
}

/** The counter shows once the text is this close to the limit. */
const COUNTER_FROM = Math.floor(MAX_COLLABORATION_TEXT_LENGTH * 0.9);

const TEXTS = {
  comment: {
    fieldName: 'comment',
    title: 'collaboration.ui.comments',
    add: 'collaboration.ui.addComment',
    field: 'collaboration.ui.commentLabel',
    empty: 'collaboration.ui.noComments',
    delete: 'collaboration.ui.deleteComment',
    confirm: 'collaboration.ui.confirmDeleteComment',
  },
  note: {
    fieldName: 'note',
    title: 'collaboration.ui.notes',
    add: 'collaboration.ui.addNote',
    field: 'collaboration.ui.noteLabel',
    empty: 'collaboration.ui.noNotes',
    delete: 'collaboration.ui.deleteNote',
    confirm: 'collaboration.ui.confirmDeleteNote',
  },
} as const;

/** The Comments or the Internal Notes list of the edit screen, with its add field that toggles (spec 2.3). */
export function ComplaintRemarks({
  kind,
  remarks,
  canAdd,
  canDelete,
  onAdd,
  adding,
  onDelete,
  deleting,
  lastSuccess,
  draftKey,
}: ComplaintRemarksProps) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  // What was typed stays on the device until it is sent (decision 021); a kept draft opens the field.
  const [text, setText, clearText] = useDraft(draftKey, '');
  const [open, setOpen] = useState(text !== '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A later success, here or in another part of the screen, clears what failed before.
  const [seenSuccess, setSeenSuccess] = useState(lastSuccess);
  if (seenSuccess !== lastSuccess) {
    setSeenSuccess(lastSuccess);
    setFailure(null);
  }
  const tooLong = t('validation.maxLength', { count: MAX_COLLABORATION_TEXT_LENGTH });
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const { noteTime } = useDates();

  const toggle = () => {
    setOpen((value) => !value);
    setFieldError(null);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty or blank comment or note is not sent (spec 5).
    if (text.trim() === '') return setFieldError(t('validation.required'));
    if (text.trim().length > MAX_COLLABORATION_TEXT_LENGTH) return setFieldError(tooLong);
    setFailure(null);
    // What was typed stays in the field until it is saved.
    onAdd(text.trim()).then(
      () => {
        clearText();
        setOpen(false);
      },
      (error: Error) => {
        const onField = error instanceof ApiError ? error.errors[texts.fieldName]?.[0] : undefined;
        if (onField) setFieldError(onField);
        else setFailure(error.message);
      },
    );
  };

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    setFailure(null);
    onDelete(pendingDelete).then(
      () => setPendingDelete(null),
      (error: Error) => {
        setPendingDelete(null);
        setFailure(error.message);
      },
    );
  };

  return (
    <SectionCard
      icon={kind === 'comment' ? <IconMessageCircle size={22} /> : <IconNotes size={22} />}
      title={t(texts.title)}
      action={
        canAdd && (
          <Button
            size="small"
            variant={open ? 'text' : 'outlined'}
            color={open ? 'secondary' : 'primary'}
            startIcon={open ? <IconX size={16} /> : <IconPlus size={16} />}
            onClick={toggle}
            aria-expanded={open}
          >
            {t(texts.add)}
          </Button>
        )
      }
    >
      <Collapse in={open} unmountOnExit>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5, mb: 2.5 }}>
          <TextField
            label={t(texts.field)}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            multiline
            minRows={2}
            maxRows={8}
            // Ctrl+Enter (⌘+Enter on a Mac) saves, as in the shortcuts menu.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !adding) {
                event.preventDefault();
                event.currentTarget.closest('form')?.requestSubmit();
              }
            }}
            slotProps={{ htmlInput: { 'aria-keyshortcuts': 'Control+Enter' } }}
            autoFocus
            required
            error={fieldError !== null || text.length > MAX_COLLABORATION_TEXT_LENGTH}
            helperText={
              (fieldError || text.length >= COUNTER_FROM) && (
                <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
                  <span>{fieldError}</span>
                  {text.length >= COUNTER_FROM && (
                    // "used / limit" reads left to right in every language.
                    <Box component="span" dir="ltr" sx={{ flexShrink: 0 }}>
                      {t('collaboration.ui.characterCount', {
                        length: text.length,
                        max: MAX_COLLABORATION_TEXT_LENGTH,
                      })}
                    </Box>
                  )}
                </Box>
              )
            }
          />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={adding}>
              {adding ? t('collaboration.ui.saving') : t('common.save')}
            </Button>
          </Box>
        </Box>
      </Collapse>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {remarks.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t(texts.empty)}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {remarks.map((remark) => (
            <Box
              component="li"
              key={remark.id}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
            >
              <Avatar
                sx={(theme) => ({
                  width: 34,
                  height: 34,
                  fontSize: 14,
                  fontWeight: 500,
                  color: (theme.vars ?? theme).palette.primary.main,
                  bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16),
                })}
                aria-hidden
              >
                {initials(remark.user_name)}
              </Avatar>
              <Box
                sx={{
                  flex: 1,
                  minWidth: 0,
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <bdi>{remark.user_name}</bdi>
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    <time dateTime={remark.created_at}>{noteTime(remark.created_at)}</time>
                  </Typography>
                </Box>
                {/* Plain text: markup typed into a comment is shown as typed, never run. */}
                <Typography dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {remark.text}
                </Typography>
              </Box>
              {canDelete(remark) && (
                <Tooltip title={t(texts.delete)}>
                  <IconButton
                    aria-label={t(texts.delete)}
                    onClick={() => setPendingDelete(remark.id)}
                    size="small"
                    sx={{ mt: 0.5, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
                  >
                    <IconTrash size={18} />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        message={t(texts.confirm)}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
        pending={deleting}
      />
    </SectionCard>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return (
    letters
      .map((part) => part[0])
      .join('')
      .toUpperCase() || '?'
  );
}
