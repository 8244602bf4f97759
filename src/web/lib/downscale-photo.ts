import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import {
  DOWNSCALE_STEPS,
  downscaledName,
  downscaledType,
  fitWithin,
  shouldDownscale,
} from '#domain/images/photo-sizing.ts';

/**
 * A camera photo over the upload limit, made smaller in the browser: decoded with its EXIF
 * orientation applied (`imageOrientation: 'from-image'`), redrawn on a canvas at most 2560 px on
 * its longest side, and encoded again. A canvas keeps pixels only, so every other metadata (GPS
 * position included) is gone. A file that cannot be made small enough, or that the browser cannot
 * decode, comes back as it was, and the limit's message shows for it.
 */
export async function downscalePhoto(file: File, limit = MAX_UPLOAD_BYTES): Promise<File> {
  if (!shouldDownscale(file, limit)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const type = downscaledType(file.type);
    for (const step of DOWNSCALE_STEPS) {
      const size = fitWithin(bitmap.width, bitmap.height, step.side);
      const blob = await encode(bitmap, size, type, step.quality);
      if (blob && blob.size < limit)
        return new File([blob], downscaledName(file.name, type), { type, lastModified: file.lastModified });
    }
    return file;
  } finally {
    bitmap.close();
  }
}

async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  type: string,
  quality: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  // Free the canvas's pixels at once (phones run out of memory with several 12 MP photos).
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

/** Each chosen file, made smaller when it is over the limit, one at a time to spare a phone's memory. */
export async function downscalePhotos(files: File[]): Promise<File[]> {
  const result: File[] = [];
  for (const file of files) result.push(await downscalePhoto(file));
  return result;
}
