import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import {
  DOWNSCALE_STEPS,
  downscaledName,
  downscaledType,
  fitWithin,
  MAX_PHOTO_SIDE,
  shouldDownscale,
} from './photo-sizing.ts';

describe('photo sizing', () => {
  test('only a redrawable picture at or over the limit is made smaller', () => {
    expect(shouldDownscale({ size: 12_000_000, type: 'image/jpeg' }, MAX_UPLOAD_BYTES)).toBe(true);
    expect(shouldDownscale({ size: MAX_UPLOAD_BYTES, type: 'image/png' }, MAX_UPLOAD_BYTES)).toBe(true);
    expect(shouldDownscale({ size: MAX_UPLOAD_BYTES - 1, type: 'image/jpeg' }, MAX_UPLOAD_BYTES)).toBe(false);
    // A GIF may be animated: redrawing it would keep one frame. It is sent as is (and refused if too big).
    expect(shouldDownscale({ size: 12_000_000, type: 'image/gif' }, MAX_UPLOAD_BYTES)).toBe(false);
    expect(shouldDownscale({ size: 12_000_000, type: 'application/pdf' }, MAX_UPLOAD_BYTES)).toBe(false);
  });

  test('the longest side becomes 2560 px, proportions kept, in either orientation', () => {
    expect(fitWithin(4032, 3024, MAX_PHOTO_SIDE)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032, MAX_PHOTO_SIDE)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(9000, 10, MAX_PHOTO_SIDE)).toEqual({ width: 2560, height: 3 });
    expect(fitWithin(100000, 1, MAX_PHOTO_SIDE)).toEqual({ width: 2560, height: 1 });
  });

  test('a picture already small enough on its sides is never enlarged', () => {
    expect(fitWithin(2000, 1500, MAX_PHOTO_SIDE)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(2560, 2560, MAX_PHOTO_SIDE)).toEqual({ width: 2560, height: 2560 });
  });

  test('the first step is 2560 px at quality 0.85, the next ones smaller', () => {
    expect(DOWNSCALE_STEPS[0]).toEqual({ side: 2560, quality: 0.85 });
    for (const [index, step] of DOWNSCALE_STEPS.entries()) {
      if (index === 0) continue;
      expect(step.side).toBeLessThan(DOWNSCALE_STEPS[index - 1]!.side);
      expect(step.quality).toBeLessThanOrEqual(DOWNSCALE_STEPS[index - 1]!.quality);
    }
  });

  test('a JPEG stays a JPEG; a PNG or WebP becomes a WebP, and the name follows', () => {
    expect(downscaledType('image/jpeg')).toBe('image/jpeg');
    expect(downscaledType('image/png')).toBe('image/webp');
    expect(downscaledType('image/webp')).toBe('image/webp');
    expect(downscaledName('IMG_2041.JPG', 'image/jpeg')).toBe('IMG_2041.jpg');
    expect(downscaledName('scan.final.png', 'image/webp')).toBe('scan.final.webp');
    expect(downscaledName('noextension', 'image/jpeg')).toBe('noextension.jpg');
    expect(downscaledName('.hidden', 'image/jpeg')).toBe('.hidden.jpg');
    expect(downscaledName('', 'image/jpeg')).toBe('photo.jpg');
  });
});
