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
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '#web/components/data-display/zoomable-image.tsx';

/** The zoom box is this many pixels square and shows the image at this scale (spec 9). */
export const ZOOM_BOX_SIZE = 350;
export const ZOOM_SCALE = 2;

interface ProofZoomDialogProps {
  images: string[];
  orderNumber: string;
  /** The image shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

interface Lens {
  /** Where the pointer is, in the viewport (the box is centred on it). */
  clientX: number;
  clientY: number;
  /** Where the pointer is on the image as shown, and the image's shown size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The payment-proof modal (spec 2.6): the image with a 350 px square box that follows the mouse and
 * shows what is under it at 200%, previous / next arrows that wrap around when there are several
 * images, arrow keys and Escape, and a full-size view. A touch screen has no hover: there a tap
 * toggles a 200% zoom, a drag pans the zoomed image, and a swipe goes to the next one.
 */
export function ProofZoomDialog({
  images,
  orderNumber,
  index,
  onIndexChange,
  onClose,
}: ProofZoomDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const [lens, setLens] = useState<Lens | null>(null);
  const touch = useMediaQuery('(hover: none)', { noSsr: true });
  const count = images.length;
  const open = index !== null && count > 0;
  const current = open ? Math.min(index, count - 1) : 0;
  const src = images[current] ?? '';

  const go = (step: number) => {
    setLens(null);
    onIndexChange((current + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // In a right-to-left page the next image is to the left.
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    event.preventDefault();
    go(event.key === forward ? 1 : -1);
  };

  const follow = (event: PointerEvent<HTMLImageElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      clientX: event.clientX,
      clientY: event.clientY,
      x: event.clientX - box.left,
      y: event.clientY - box.top,
      width: box.width,
      height: box.height,
    });
  };

  const half = ZOOM_BOX_SIZE / 2;
  const previousIcon = theme.direction === 'rtl' ? <IconChevronRight /> : <IconChevronLeft />;
  const nextIcon = theme.direction === 'rtl' ? <IconChevronLeft /> : <IconChevronRight />;
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
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1.5, overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {t('paymentProofs.zoom.title', { number: current + 1, count })}
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            <bdi>{orderNumber}</bdi>
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('paymentProofs.zoom.close')}>
          <IconX />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 0.5, sm: 2 } }}
        >
          {count > 1 && (
            <IconButton onClick={() => go(-1)} aria-label={t('paymentProofs.zoom.previous')} sx={arrowSx}>
              {previousIcon}
            </IconButton>
          )}
          <Box sx={{ minWidth: 0, flex: '0 1 auto', display: 'flex', justifyContent: 'center' }}>
            {touch ? (
              <ZoomableImage
                key={src}
                src={src}
                alt={t('paymentProofs.imageAlt', { number: current + 1, order: orderNumber })}
                tapToZoom
                zoom={ZOOM_SCALE}
                onSwipe={(direction) =>
                  count > 1 && go(direction === (theme.direction === 'rtl' ? 'right' : 'left') ? 1 : -1)
                }
                sx={{ maxWidth: '100%', height: '65vh', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ) : (
              <Box
                component="img"
                key={src}
                src={src}
                alt={t('paymentProofs.imageAlt', { number: current + 1, order: orderNumber })}
                onPointerMove={follow}
                onPointerLeave={() => setLens(null)}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '65vh',
                  borderRadius: 1,
                  cursor: 'crosshair',
                  bgcolor: 'action.hover',
                  touchAction: 'pinch-zoom',
                }}
              />
            )}
          </Box>
          {count > 1 && (
            <IconButton onClick={() => go(1)} aria-label={t('paymentProofs.zoom.next')} sx={arrowSx}>
              {nextIcon}
            </IconButton>
          )}
        </Box>
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(touch ? 'paymentProofs.zoom.hintTouch' : 'paymentProofs.zoom.hint')}
          </Typography>
          <Button
            component="a"
            href={src}
            target="_blank"
            rel="noopener"
            size="small"
            startIcon={<IconExternalLink size={16} />}
          >
            {t('paymentProofs.zoom.fullSize')}
          </Button>
        </Box>
        {lens && (
          <Box
            data-testid="zoom-box"
            aria-hidden
            // Physical coordinates from the pointer: inline, so the right-to-left style pass leaves them alone.
            style={{
              left: lens.clientX - half,
              top: lens.clientY - half,
              backgroundImage: `url("${src}")`,
              backgroundSize: `${lens.width * ZOOM_SCALE}px ${lens.height * ZOOM_SCALE}px`,
              backgroundPosition: `${half - lens.x * ZOOM_SCALE}px ${half - lens.y * ZOOM_SCALE}px`,
            }}
            sx={{
              position: 'fixed',
              width: ZOOM_BOX_SIZE,
              height: ZOOM_BOX_SIZE,
              pointerEvents: 'none',
              backgroundRepeat: 'no-repeat',
              bgcolor: 'background.paper',
              border: 3,
              borderColor: 'background.paper',
              borderRadius: 1.5,
              boxShadow: 8,
              zIndex: (z) => z.zIndex.modal + 1,
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
