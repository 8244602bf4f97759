import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { ImageType } from '#domain/complaints/collaboration.schemas.ts';
import { AppError } from '#server/app-error.ts';
import { FileTooLargeError, stageFile, type StagedFile } from './staging.ts';
import { stripImageMetadata } from './strip-image-metadata.ts';

export const fileTooLarge = () =>
  new AppError('FILE_TOO_LARGE', 413, 'errors.fileTooLarge', {}, { files: ['errors.fileTooLarge'] });
export const notAnImage = () =>
  new AppError('UNSUPPORTED_FILE_TYPE', 415, 'errors.notAnImage', {}, { files: ['errors.notAnImage'] });

export type StagedImage = StagedFile & { type: ImageType };

/**
 * Stages one uploaded file and checks it: over `maxBytes` (or cut short by the multipart limit)
 * is 413, anything but a JPEG, PNG, GIF or WebP by content is 415; nothing is left staged then.
 * A JPEG, PNG or WebP loses its metadata here, losslessly (GPS and camera data; the orientation
 * stays), so what is stored, hashed and fingerprinted is the same stripped file (decisions 030, 034).
 */
export async function stageImage(
  stagingDir: string,
  file: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<StagedImage> {
  let staged: StagedFile;
  try {
    staged = await stageFile(stagingDir, file, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge();
    throw error;
  }
  if (file.truncated || !staged.type) {
    await fsp.rm(staged.path, { force: true });
    throw file.truncated ? fileTooLarge() : notAnImage();
  }
  const bytes = await fsp.readFile(staged.path);
  const stripped = stripImageMetadata(bytes);
  if (!stripped.equals(bytes)) {
    await fsp.writeFile(staged.path, stripped);
    return { ...staged, size: stripped.length, type: staged.type };
  }
  return { ...staged, type: staged.type };
}
