import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { checkImagePixels, makeThumbnail, THUMBNAIL_SIZE } from './image-thumbnail.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-thumbs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A 1200 × 800 JPEG stored sideways (EXIF orientation 6: turn 90° clockwise to show it) with a GPS
 * position; its stored left quarter is red, so shown upright the red is at the top.
 */
async function sidewaysPhoto() {
  const width = 1200;
  const height = 800;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    const red = index % width < width / 4;
    raw.set(red ? [220, 30, 30] : [30, 30, 220], index * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 41/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A JPEG's frame header rewritten to announce `width` × `height`: a few bytes claiming a huge picture. */
async function bomb(width: number, height: number) {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

describe('image thumbnails', () => {
  test('a thumbnail is upright, at most 480 px, a WebP, with no metadata (no orientation, no GPS)', async () => {
    const photo = await sidewaysPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const thumbnail = fs.readFileSync(await makeThumbnail(photo, dir));
    const meta = await sharp(thumbnail).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: THUMBNAIL_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const { data } = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3)];
    expect(pixel(160, 10)[0]).toBeGreaterThan(180); // top: red
    expect(pixel(160, 470)[2]).toBeGreaterThan(180); // bottom: blue
  });

  test('a small picture is not enlarged', async () => {
    const small = await sharp({ create: { width: 100, height: 60, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const meta = await sharp(fs.readFileSync(await makeThumbnail(small, dir))).metadata();
    expect(meta).toMatchObject({ width: 100, height: 60 });
  });

  test('a header announcing more than 50 megapixels is refused (422) before decoding; readable ones pass', async () => {
    const photo = await sidewaysPhoto();
    await expect(checkImagePixels(photo)).resolves.toBe(true);
    const tiny = await bomb(30000, 30000);
    expect(tiny.length).toBeLessThan(1000);
    await expect(checkImagePixels(tiny)).rejects.toMatchObject({ statusCode: 422, code: 'IMAGE_TOO_LARGE' });
    await expect(checkImagePixels(await bomb(7000, 7000))).resolves.toBe(true);
    // Decoding is capped too, whatever the header check.
    await expect(makeThumbnail(tiny, dir)).rejects.toThrow(/pixel limit/i);
  });

  test('bytes sharp cannot read are not a thumbnail source', async () => {
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(50, 7),
    ]);
    await expect(checkImagePixels(fakePng)).resolves.toBe(false);
  });
});
