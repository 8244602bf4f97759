import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFilePicker, isTooLarge } from '#web/components/form/image-file-picker.tsx';
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx';
import { SectionCard } from '#web/components/data-display/section-card.tsx';
import type { ComplaintImage } from '#web/features/complaints/api/edit-cache.ts';
import { downscalePhotos } from '#web/lib/downscale-photo.ts';
import { ImageViewer } from './image-viewer.tsx';

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
  const inputRef = useRef<HTMLInputElement>(null);
  // Counts the choices of files: the photos being made smaller belong to the latest only.
  const choice = useRef(0);
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  // The chosen files' sizes before they were made smaller, by the file sent instead.
  const [originalSizes, setOriginalSizes] = useState(new Map<File, number>());
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const tooLarge = files.some(isTooLarge);

  const reset = () => {
    choice.current += 1;
    setPreparing(false);
    setFiles([]);
    setOriginalSizes(new Map());
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const toggle = () => {
    setOpen((value) => !value);
    setFailure(null);
    reset();
  };

  // A camera photo over the limit is made smaller here, before it is sent (it keeps its orientation,
  // loses its location); one that cannot be is shown with the limit's message and not sent.
  const choose = (chosen: File[]) => {
    setFailure(null);
    setFiles([]);
    setPreparing(true);
    const current = ++choice.current;
    void downscalePhotos(chosen).then((prepared) => {
      // A newer choice made meanwhile wins.
      if (current !== choice.current) return;
      setOriginalSizes(
        new Map(
          prepared.flatMap((file, index) => (file === chosen[index] ? [] : [[file, chosen[index]!.size]])),
        ),
      );
      setFiles(prepared);
      setPreparing(false);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing is sent without files, or with a file over the limit (spec 5).
    if (files.length === 0 || tooLarge || uploading || preparing) return;
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
            {preparing && (
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
                {t('collaboration.ui.preparingPhotos')}
              </Typography>
            )}
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
                    <bdi>{file.name}</bdi> ({formatSize(file.size)}
                    {originalSizes.has(file) &&
                      `, ${t('collaboration.ui.photoReduced', { size: formatSize(originalSizes.get(file)!) })}`}
                    )
                  </Typography>
                ))}
              </Box>
            )}
          </ImageFilePicker>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={uploading || preparing}>
              {uploading
                ? t('collaboration.ui.uploading')
                : preparing
                  ? t('collaboration.ui.preparingPhotos')
                  : t('collaboration.ui.submit')}
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
                  onClick={() => setPreview(index)}
                  aria-label={t('collaboration.ui.previewImage', { number: index + 1 })}
                >
                  <Box
                    component="img"
                    src={image.thumbnail_url}
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
      <ImageViewer
        images={images}
        index={preview}
        onIndexChange={setPreview}
        onClose={() => setPreview(null)}
      />
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
