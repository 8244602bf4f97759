import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gpsJpeg } from '#server/testing/test-photos.ts';
import { orientationOf, stripJpegMetadata } from './strip-jpeg-metadata.ts';

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

describe('stripJpegMetadata', () => {
  test('drops GPS, camera and XMP, keeps the orientation and every pixel', async () => {
    const original = await gpsJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('CareDesk')).toBe(true);
    expect(before.xmp).toBeDefined();

    const stripped = stripJpegMetadata(original);

    const after = await sharp(stripped).metadata();
    expect(after.orientation).toBe(6);
    expect(after.xmp).toBeUndefined();
    // The only EXIF left is the orientation block: no GPS IFD, no camera.
    expect(after.exif?.length).toBeLessThan(40);
    expect(after.exif?.includes('CareDesk')).toBe(false);
    expect(stripped.includes('Islamabad')).toBe(false);
    expect(orientationOf(after.exif!)).toBe(6);
    // Lossless: the coded picture is copied, so it decodes to the same pixels.
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
  });

  test('an upright photo keeps no EXIF at all; a progressive JPEG is walked too', async () => {
    const original = await gpsJpeg(1, true);
    const stripped = stripJpegMetadata(original);
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.isProgressive).toBe(true);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });

  test('drops what follows the end of the picture (secondary pictures with their own EXIF)', async () => {
    const original = await gpsJpeg(1);
    const trailer = Buffer.concat([await gpsJpeg(6)]);
    const stripped = stripJpegMetadata(Buffer.concat([original, trailer]));
    expect(stripped.includes('CareDesk')).toBe(false);
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  test('is idempotent, and leaves what it cannot walk as it is', async () => {
    const once = stripJpegMetadata(await gpsJpeg());
    expect(stripJpegMetadata(once).equals(once)).toBe(true);
    const cut = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 1, 2, 3]);
    expect(stripJpegMetadata(cut)).toBe(cut);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    expect(stripJpegMetadata(png)).toBe(png);
  });
});
