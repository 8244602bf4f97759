import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImageType } from '#domain/complaints/collaboration.schemas.ts';

/** Staged files older than this belong to no request still running: the sweep removes them. */
export const STAGING_MAX_AGE_MS = 60 * 60 * 1000;
const HEAD_BYTES = 16;

export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
  }
}

export interface StagedFile {
  path: string;
  size: number;
  /** What the content is, from its first bytes; null for anything but a JPEG, PNG, GIF or WebP. */
  type: ImageType | null;
}

/**
 * Streams `source` to a new file in `stagingDir`, counting bytes and keeping only the first few to
 * recognise the type. Over `maxBytes` it stops and removes what it wrote. The caller removes the
 * staged file when it does not commit it.
 */
export async function stageFile(stagingDir: string, source: Readable, maxBytes: number): Promise<StagedFile> {
  await fsp.mkdir(stagingDir, { recursive: true });
  const target = path.join(stagingDir, `${randomBytes(16).toString('hex')}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new FileTooLargeError());
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  }
  return { path: target, size, type: imageTypeOf(head) };
}

/** The image type a file's first bytes announce (magic numbers), whatever its name or declared type. */
export function imageTypeOf(head: Buffer): ImageType | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  const ascii = (text: string, offset = 0) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  return null;
}

export const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Removes staged files left by requests that never finished (a crash, a killed process). */
export async function sweepStaging(stagingDir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(stagingDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(stagingDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > STAGING_MAX_AGE_MS) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
