import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconX } from '@tabler/icons-react';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '#web/components/data-display/zoomable-image.tsx';
import type { ComplaintImage } from '#web/features/complaints/api/edit-cache.ts';
import { useDates } from '#web/lib/use-dates.ts';

/** The image preview dialog is at most this wide from the small breakpoint up (spec 9); full screen below. */
const PREVIEW_MAX_WIDTH = 800;

interface ImageViewerProps {
  images: ComplaintImage[];
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The complaint's images one at a time (spec 2.3 'Image Preview'): previous and next (buttons,
 * arrow keys, a swipe), pinch and double-tap zoom, and under the picture its file name, who added
 * it and when. Full screen on a phone.
 */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { dateTime } = useDates();
  const titleId = useId();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const touch = useMediaQuery('(hover: none)', { noSsr: true });
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(index, count - 1) : 0;
  const image = images[current];
  const rtl = theme.direction === 'rtl';

  const go = (step: number) => {
    if (count > 1) onIndexChange((current + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // In a right-to-left page the next image is to the left.
    go(event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : -1);
  };

  // A finger moving towards the reading direction's end brings the next image, as turning a page.
  const onSwipe = (direction: 'left' | 'right') => go(direction === (rtl ? 'right' : 'left') ? 1 : -1);

  const arrowSx = {
    flex: '0 0 auto',
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
  } as const;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen={phone}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: { sm: PREVIEW_MAX_WIDTH } } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {t('collaboration.ui.imagePreview')}
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('collaboration.ui.viewer.title', { number: current + 1, count })}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <IconX aria-hidden />
        </IconButton>
      </DialogTitle>
      <DialogContent
        sx={{ px: { xs: 1, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, flex: 1, minHeight: 0 }}>
          {count > 1 && (
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('collaboration.ui.viewer.previous')}
              sx={arrowSx}
            >
              {rtl ? <IconChevronRight aria-hidden /> : <IconChevronLeft aria-hidden />}
            </IconButton>
          )}
          {image && (
            <ZoomableImage
              key={image.id}
              src={image.url}
              alt={t('collaboration.ui.imageAlt', { number: current + 1 })}
              onSwipe={onSwipe}
              sx={{
                flex: 1,
                minWidth: 0,
                height: { xs: 'calc(100dvh - 260px)', sm: '60vh' },
                borderRadius: 1,
                bgcolor: 'action.hover',
              }}
            />
          )}
          {count > 1 && (
            <IconButton onClick={() => go(1)} aria-label={t('collaboration.ui.viewer.next')} sx={arrowSx}>
              {rtl ? <IconChevronLeft aria-hidden /> : <IconChevronRight aria-hidden />}
            </IconButton>
          )}
        </Box>
        {image && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="viewer-file-name">
                <bdi>{image.file_name ?? t('collaboration.ui.viewer.unnamed', { number: current + 1 })}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('collaboration.ui.viewer.addedBy', {
                  name: image.user_name,
                  date: dateTime(image.created_at),
                })}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
                {t(touch ? 'collaboration.ui.viewer.hintTouch' : 'collaboration.ui.viewer.hintKeys')}
              </Typography>
            </Box>
            <Button
              component="a"
              href={image.url}
              target="_blank"
              rel="noopener"
              size="small"
              startIcon={<IconExternalLink size={16} aria-hidden />}
            >
              {t('collaboration.ui.viewer.openOriginal')}
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
