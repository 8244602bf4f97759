import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import { TimedAlert } from '../../../components/feedback/timed-alert.tsx';
import { isolated } from '../../../lib/bidi.ts';
import { useUploadPaymentProofs } from '../api/get-payment-proofs.ts';

/** Adds images to the order on screen: several at once, each under 5 MB (checked before sending, as for complaints). */
export function ProofUpload({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useUploadPaymentProofs(orderNumber);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tooLarge = files.some((file) => file.size >= MAX_UPLOAD_BYTES);
  const uploading = mutation.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFiles(Array.from(event.target.files ?? []));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing is sent without files, or with a file over the limit (spec 5).
    if (files.length === 0 || tooLarge || uploading) return;
    setFailure(null);
    setProgress(0);
    mutation.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: (reply) => {
          const added = files.length - reply.duplicates;
          const parts = [t('paymentProofs.upload.done', { count: added, order: isolated(orderNumber) })];
          if (reply.duplicates > 0)
            parts.push(t('paymentProofs.upload.duplicates', { count: reply.duplicates }));
          setDone(parts.join(' '));
          setFiles([]);
          if (inputRef.current) inputRef.current.value = '';
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const percent = Math.round(progress * 100);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: tooLarge ? 'error.main' : 'divider',
        borderRadius: 1,
      }}
    >
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {t('paymentProofs.upload.title', { order: isolated(orderNumber) })}
      </Typography>
      <TimedAlert message={done} onClose={() => setDone(null)} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          disabled={uploading}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('paymentProofs.upload.choose')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            onChange={choose}
            disabled={uploading}
            aria-invalid={tooLarge}
            aria-describedby={tooLarge ? `${inputId}-error` : undefined}
            style={visuallyHidden}
          />
        </Button>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', overflowWrap: 'anywhere', flex: '1 1 140px' }}
        >
          {files.length === 0
            ? t('paymentProofs.upload.noFiles')
            : t('paymentProofs.upload.filesChosen', { count: files.length })}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={uploading || files.length === 0 || tooLarge}
          startIcon={<IconUpload size={18} />}
        >
          {uploading ? t('paymentProofs.upload.uploading') : t('paymentProofs.upload.submit')}
        </Button>
      </Box>
      {tooLarge && (
        <Typography id={`${inputId}-error`} role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {t('errors.fileTooLarge')}
        </Typography>
      )}
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('paymentProofs.upload.progress')}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
            {percent}%
          </Typography>
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
