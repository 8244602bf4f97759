/**
 * How a camera photo over the upload limit is made smaller in the browser before it is sent:
 * the pure arithmetic, with no browser API (downscale-photo.ts does the drawing).
 */

/** The longest side of a downscaled photo, in pixels. */
export const MAX_PHOTO_SIDE = 2560;

/** Tried in turn until the result is under the limit; the first is enough for a camera photo. */
export const DOWNSCALE_STEPS = [
  { side: MAX_PHOTO_SIDE, quality: 0.85 },
  { side: 2048, quality: 0.75 },
] as const;

/** Still pictures the browser can redraw; a GIF (maybe animated) is sent as it is. */
const REDRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether a chosen file should be made smaller before sending: over the limit and redrawable. */
export function shouldDownscale(file: { size: number; type: string }, limit: number): boolean {
  return file.size >= limit && REDRAWABLE.has(file.type);
}

/** The size to draw at: the same proportions, the longest side at most `maxSide`, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A photo stays a JPEG; a PNG or WebP (maybe transparent) becomes a WebP. */
export function downscaledType(type: string): 'image/jpeg' | 'image/webp' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

/** The file's name with the extension of its new type: `IMG_2041.HEIC.png` → `IMG_2041.HEIC.webp`. */
export function downscaledName(name: string, type: 'image/jpeg' | 'image/webp'): string {
  const extension = type === 'image/jpeg' ? 'jpg' : 'webp';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name || 'photo';
  return `${stem}.${extension}`;
}
