import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '#domain/complaints/collaboration.schemas.ts';
import { AppError } from '#server/app-error.ts';

/** The longest side of a thumbnail, in pixels: sharp enough for a gallery card on a 3× phone screen. */
export const THUMBNAIL_SIZE = 480;

export const THUMBNAIL_TYPE = 'image/webp';

export const tooManyPixels = () =>
  new AppError('IMAGE_TOO_LARGE', 422, 'errors.tooManyPixels', {}, { files: ['errors.tooManyPixels'] });

/**
 * Reads the image's header only: 422 when it announces more than `MAX_IMAGE_PIXELS` (also given to
 * sharp as `limitInputPixels` when it decodes); false when sharp cannot read it (the upload keeps
 * its original and has no thumbnail), true otherwise.
 */
export async function checkImagePixels(file: string | Buffer): Promise<boolean> {
  let pixels: number;
  try {
    const { width, height } = await sharp(file, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    return false;
  }
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels();
  return true;
}

/**
 * Writes a WebP thumbnail of `input` (a file path or its bytes) to a new file in `dir` and returns
 * its path: EXIF orientation applied, at most `THUMBNAIL_SIZE` on its longest side, first frame
 * only, no metadata. The caller moves or removes the file.
 */
export async function makeThumbnail(input: string | Buffer, dir: string): Promise<string> {
  await fsp.mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
  try {
    await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(target);
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  }
  return target;
}

/** A new store key for a thumbnail, under the images' prefix so the orphan sweep looks after it. */
export const thumbnailKey = () => `images/${randomBytes(16).toString('hex')}.webp`;
