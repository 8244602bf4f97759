import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, useState, type PointerEvent } from 'react';

/** How far one can zoom in, and where a tap or double-tap zooms to. */
export const MAX_ZOOM = 4;
export const TAP_ZOOM = 2.5;

const TAP_MOVE = 10;
const TAP_MS = 300;
const DOUBLE_TAP_MS = 300;
const SWIPE_MIN = 50;

interface View {
  scale: number;
  x: number;
  y: number;
}

const UNZOOMED: View = { scale: 1, x: 0, y: 0 };

interface ZoomableImageProps {
  src: string;
  alt: string;
  /**
   * A single tap (or click) toggles the zoom, as on the payment-proof modal; otherwise a double
   * tap (or double click) does, and a single tap does nothing.
   */
  tapToZoom?: boolean;
  /** The scale a tap or double-tap zooms to. */
  zoom?: number;
  /** A horizontal swipe while not zoomed: 'left' is a finger moving towards the left edge. */
  onSwipe?: (direction: 'left' | 'right') => void;
  sx?: SxProps<Theme>;
}

/**
 * An image one zooms with the fingers: pinch to zoom (up to 4×), double-tap (or a tap, with
 * `tapToZoom`) to zoom in at that point and back out, drag to pan while zoomed, swipe to go on when
 * not. A mouse double-clicks (or clicks) and drags the same way. Coordinates are the screen's, so a
 * right-to-left page pans the same way the finger moves.
 */
export function ZoomableImage({
  src,
  alt,
  tapToZoom = false,
  zoom = TAP_ZOOM,
  onSwipe,
  sx,
}: ZoomableImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(UNZOOMED);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    start: View;
    /** The first pointer's start, and when it went down. */
    x: number;
    y: number;
    at: number;
    /** The two fingers' start distance, while pinching. */
    distance: number | null;
    moved: boolean;
  } | null>(null);
  const lastTap = useRef(0);
  // While a finger is down the picture follows it at once; otherwise changes glide.
  const [active, setActive] = useState(false);

  /** Keeps the picture covering the frame: no panning beyond its edges. */
  const clamp = (next: View): View => {
    const box = frame.current?.getBoundingClientRect();
    const scale = Math.min(MAX_ZOOM, Math.max(1, next.scale));
    if (!box || scale === 1) return { scale, x: 0, y: 0 };
    const maxX = ((scale - 1) * box.width) / 2;
    const maxY = ((scale - 1) * box.height) / 2;
    return { scale, x: Math.max(-maxX, Math.min(maxX, next.x)), y: Math.max(-maxY, Math.min(maxY, next.y)) };
  };

  /** Zooms in at a point of the screen (it stays under the finger), or back out when zoomed. */
  const toggleAt = (clientX: number, clientY: number) => {
    setView((current) => {
      if (current.scale > 1) return UNZOOMED;
      const box = frame.current?.getBoundingClientRect();
      if (!box) return current;
      const px = clientX - (box.left + box.width / 2);
      const py = clientY - (box.top + box.height / 2);
      return clamp({ scale: zoom, x: px - px * zoom, y: py - py * zoom });
    });
  };

  const distanceOf = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setActive(true);
    if (pointers.current.size === 1) {
      gesture.current = {
        start: view,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        distance: null,
        moved: false,
      };
    } else if (pointers.current.size === 2 && gesture.current) {
      gesture.current = { ...gesture.current, start: view, distance: distanceOf(), moved: true };
    }
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (current.distance && pointers.current.size === 2) {
      const ratio = distanceOf() / current.distance;
      setView(
        clamp({ scale: current.start.scale * ratio, x: current.start.x * ratio, y: current.start.y * ratio }),
      );
      return;
    }
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (Math.hypot(dx, dy) > TAP_MOVE) current.moved = true;
    if (current.start.scale > 1)
      setView(clamp({ ...current.start, x: current.start.x + dx, y: current.start.y + dy }));
  };

  const up = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    pointers.current.delete(event.pointerId);
    if (!current || pointers.current.size > 0) return;
    gesture.current = null;
    setActive(false);
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (current.distance) return;
    if (!current.moved && event.timeStamp - current.at < TAP_MS) {
      if (tapToZoom) return toggleAt(event.clientX, event.clientY);
      if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        return toggleAt(event.clientX, event.clientY);
      }
      lastTap.current = event.timeStamp;
      return;
    }
    if (current.start.scale === 1 && Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy))
      onSwipe?.(dx < 0 ? 'left' : 'right');
  };

  const cancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    setActive(false);
  };

  const zoomed = view.scale > 1;
  return (
    <Box
      ref={frame}
      data-zoom={view.scale.toFixed(2)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={cancel}
      sx={[
        {
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
          cursor: zoomed ? 'grab' : 'zoom-in',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        draggable={false}
        // Screen coordinates: inline, so the right-to-left style pass leaves them alone.
        style={{
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          transition: active ? 'none' : 'transform 150ms ease-out',
        }}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: '100%',
          objectFit: 'contain',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
