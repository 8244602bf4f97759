import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFilePicker, isTooLarge } from '#web/components/form/image-file-picker.tsx';
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import type { ComplaintImage } from '#web/features/complaints/api/edit-cache.ts';

/** The image preview dialog is at most this wide (spec 9). */
const PREVIEW_MAX_WIDTH = 800;

interface ComplaintImagesProps {
  images: ComplaintImage[];
  /** Whether the upload field is offered. */
  canUpload: boolean;
  canDelete: (image: ComplaintImage) => boolean;
  /** Sends the files, reporting progress from 0 to 1; rejects with the server's error. */
  onUpload: (files: File[], onProgress: (fraction: number) => void) => Promise<unknown>;
  uploading: boolean;
  onDelete: (id: number) => Promise<unknown>;
  deleting: boolean;
}

/** The image gallery of the edit screen with its upload field that toggles, preview and delete (spec 2.3). */
export function ComplaintImages({
  images,
  canUpload,
  canDelete,
  onUpload,
  uploading,
  onDelete,
  deleting,
}: ComplaintImagesProps) {
  const { t } = useTranslation();
  const previewId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ image: ComplaintImage; number: number } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const tooLarge = files.some(isTooLarge);

  const reset = () => {
    setFiles([]);
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const toggle = () => {
    setOpen((value) => !value);
    setFailure(null);
    reset();
  };

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
    onUpload(files, setProgress).then(
      () => {
        reset();
        setOpen(false);
      },
      (error: Error) => setFailure(error.message),
    );
  };

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    setFailure(null);
    onDelete(pendingDelete).then(
      () => setPendingDelete(null),
      () => {
        setPendingDelete(null);
        // The spec's one user-facing complaint error (section 8).
        setFailure(t('collaboration.ui.deleteFileFailed'));
      },
    );
  };

  return (
    <SectionCard
      icon={<IconPhoto size={22} />}
      title={t('collaboration.ui.images')}
      action={
        canUpload && (
          <Button
            size="small"
            variant={open ? 'text' : 'outlined'}
            color={open ? 'secondary' : 'primary'}
            startIcon={open ? <IconX size={16} /> : <IconUpload size={16} />}
            onClick={toggle}
            aria-expanded={open}
            disabled={uploading}
          >
            {t('collaboration.ui.uploadImages')}
          </Button>
        )
      }
    >
      <Collapse in={open} unmountOnExit>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2.5,
            p: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: tooLarge ? 'error.main' : 'divider',
            borderRadius: 1,
          }}
        >
          <ImageFilePicker
            files={files}
            onChange={choose}
            uploading={uploading}
            progress={progress}
            inputRef={inputRef}
            texts={{
              choose: t('collaboration.ui.chooseImages'),
              noFiles: t('collaboration.ui.noFilesChosen'),
              filesChosen: (count) => t('collaboration.ui.filesChosen', { count }),
              tooLarge: t('collaboration.ui.fileTooLarge'),
              progress: t('collaboration.ui.uploadProgress'),
            }}
          >
            {files.length > 0 && (
              <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.25 }}>
                {files.map((file, index) => (
                  <Typography
                    component="li"
                    variant="body2"
                    key={`${file.name}-${index}`}
                    sx={{
                      overflowWrap: 'anywhere',
                      color: isTooLarge(file) ? 'error.main' : 'text.secondary',
                    }}
                  >
                    <bdi>{file.name}</bdi> ({formatSize(file.size)})
                  </Typography>
                ))}
              </Box>
            )}
          </ImageFilePicker>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={uploading}>
              {uploading ? t('collaboration.ui.uploading') : t('collaboration.ui.submit')}
            </Button>
          </Box>
        </Box>
      </Collapse>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {images.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('collaboration.ui.noImages')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {images.map((image, index) => (
            <Grid component="li" key={image.id} size={{ xs: 12, sm: 6, md: 4 }} sx={{ position: 'relative' }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  onClick={() => setPreview({ image, number: index + 1 })}
                  aria-label={t('collaboration.ui.previewImage', { number: index + 1 })}
                >
                  <Box
                    component="img"
                    src={image.url}
                    alt={t('collaboration.ui.imageAlt', { number: index + 1 })}
                    loading="lazy"
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 160,
                      objectFit: 'cover',
                      bgcolor: 'action.hover',
                    }}
                  />
                </CardActionArea>
              </Card>
              {canDelete(image) && (
                <Tooltip title={t('collaboration.ui.deleteImage', { number: index + 1 })}>
                  <IconButton
                    aria-label={t('collaboration.ui.deleteImage', { number: index + 1 })}
                    onClick={() => setPendingDelete(image.id)}
                    size="small"
                    sx={(theme) => ({
                      position: 'absolute',
                      top: 8,
                      insetInlineEnd: 8,
                      color: 'error.main',
                      bgcolor: (theme.vars ?? theme).palette.background.paper,
                      boxShadow: 1,
                      '&:hover': { bgcolor: (theme.vars ?? theme).palette.background.paper },
                    })}
                  >
                    <IconTrash size={18} />
                  </IconButton>
                </Tooltip>
              )}
            </Grid>
          ))}
        </Grid>
      )}
      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        fullWidth
        aria-labelledby={`${previewId}`}
        slotProps={{ paper: { sx: { maxWidth: PREVIEW_MAX_WIDTH } } }}
      >
        <DialogTitle id={`${previewId}`}>{t('collaboration.ui.imagePreview')}</DialogTitle>
        <DialogContent>
          {preview && (
            <Box
              component="img"
              src={preview.image.url}
              alt={t('collaboration.ui.imageAlt', { number: preview.number })}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', borderRadius: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setPreview(null)} variant="outlined" color="secondary">
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        message={t('collaboration.ui.confirmDeleteImage')}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
        pending={deleting}
      />
    </SectionCard>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
