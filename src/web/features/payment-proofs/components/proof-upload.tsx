import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFilePicker, isTooLarge } from '#web/components/form/image-file-picker.tsx';
import { TimedAlert } from '#web/components/feedback/timed-alert.tsx';
import { isolated } from '#web/lib/bidi.ts';
import { useUploadPaymentProofs } from '#web/features/payment-proofs/api/get-payment-proofs.ts';

/** Adds images to the order on screen: several at once, each under 5 MB (checked before sending, as for complaints). */
export function ProofUpload({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useUploadPaymentProofs(orderNumber);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tooLarge = files.some(isTooLarge);
  const uploading = mutation.isPending;

  const choose = (chosen: File[]) => {
    setFiles(chosen);
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
      <ImageFilePicker
        files={files}
        onChange={choose}
        uploading={uploading}
        progress={progress}
        inputRef={inputRef}
        texts={{
          choose: t('paymentProofs.upload.choose'),
          noFiles: t('paymentProofs.upload.noFiles'),
          filesChosen: (count) => t('paymentProofs.upload.filesChosen', { count }),
          tooLarge: t('errors.fileTooLarge'),
          progress: t('paymentProofs.upload.progress'),
        }}
        action={
          <Button
            type="submit"
            variant="contained"
            disabled={uploading || files.length === 0 || tooLarge}
            startIcon={<IconUpload size={18} />}
          >
            {uploading ? t('paymentProofs.upload.uploading') : t('paymentProofs.upload.submit')}
          </Button>
        }
      />
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
