import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const HEIGHT = 180;
// The signature is ink on paper: dark strokes on a white pad in light and dark themes alike.
const INK = '#1f1f29';

interface SignaturePadProps {
  /** The signature drawn so far, as a PNG data URL. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * The customer signs on the screen with a finger, a stylus or a mouse (pointer events; the pad
 * does not scroll the page while drawing). Each stroke's end hands over the whole drawing as a PNG.
 */
export function SignaturePad({ value, onChange }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  // Sized for the screen's pixel density, and repainted from the kept signature.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(element.clientWidth * ratio);
    element.height = Math.round(HEIGHT * ratio);
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, element.clientWidth, HEIGHT);
      image.src = value;
    }
    // Painted once when shown; later strokes draw themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }} id="visit-signature-label">
          {t('visits.form.signature')}
        </Typography>
        <Button size="small" color="secondary" onClick={clear} disabled={!value}>
          {t('visits.form.clearSignature')}
        </Button>
      </Box>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-labelledby="visit-signature-label"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        sx={{
          width: '100%',
          height: HEIGHT,
          display: 'block',
          bgcolor: '#fff',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <FormHelperText>{value ? t('visits.form.signed') : t('visits.form.signHere')}</FormHelperText>
    </Box>
  );
}
