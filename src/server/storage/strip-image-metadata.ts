import { crc32 } from 'node:zlib';
import { orientationOf, orientationTiff, stripJpegMetadata } from './strip-jpeg-metadata.ts';

/**
 * Lossless removal of an image's metadata (GPS position, camera, text, dates), by file content:
 * JPEG (strip-jpeg-metadata.ts), PNG, WebP and GIF (below). The coded picture is copied byte for
 * byte, and the EXIF orientation survives as a one-tag EXIF block, so the picture shows as before.
 * Anything else, or a file these walkers cannot follow, is returned unchanged.
 */
export function stripImageMetadata(input: Buffer): Buffer {
  if (input[0] === 0xff && input[1] === 0xd8) return stripJpegMetadata(input);
  const gif = input.toString('latin1', 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return stripGifMetadata(input);
  if (input.subarray(0, 8).equals(PNG_SIGNATURE)) return stripPngMetadata(input);
  if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP')
    return stripWebpMetadata(input);
  return input;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * PNG chunks that change how the picture shows (colour, transparency, pixel size, animation) or
 * are critical. Everything else ancillary goes: eXIf, tEXt, zTXt, iTXt (comments, XMP), tIME, and
 * private chunks. A critical chunk this list does not know is kept: a decoder needs it.
 */
const PNG_KEPT = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'mDCV', 'cLLI',
  'sBIT', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT',
]); // prettier-ignore

export function stripPngMetadata(input: Buffer): Buffer {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let orientation = 1;
  let afterHeader = 1;
  let offset = 8;
  while (offset + 12 <= input.length) {
    const length = input.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > input.length) return input;
    const type = input.toString('latin1', offset + 4, offset + 8);
    const critical = type.charCodeAt(0) < 0x61;
    if (type === 'eXIf') orientation = exifOrientation(input.subarray(offset + 8, end - 4)) ?? orientation;
    else if (PNG_KEPT.has(type) || critical) kept.push(input.subarray(offset, end));
    if (type === 'IHDR') afterHeader = kept.length;
    offset = end;
    // Whatever follows the end of the picture is dropped.
    if (type === 'IEND') {
      if (orientation !== 1) kept.splice(afterHeader, 0, pngChunk('eXIf', orientationTiff(orientation)));
      return Buffer.concat(kept);
    }
  }
  return input;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** WebP chunks a picture needs: its header, the coded picture (lossy, lossless, alpha), animation and colour profile. */
const WEBP_KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/**
 * WebP (RIFF): the EXIF and XMP chunks and unknown ones are dropped, the extended header's flags
 * for them cleared (set again for EXIF when an orientation is kept), and the RIFF size rewritten.
 */
export function stripWebpMetadata(input: Buffer): Buffer {
  const riffEnd = Math.min(input.length, 8 + input.readUInt32LE(4));
  const kept: Buffer[] = [];
  let orientation = 1;
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const fourcc = input.toString('latin1', offset, offset + 4);
    const size = input.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) return input;
    if (fourcc === 'EXIF')
      orientation = exifOrientation(input.subarray(offset + 8, offset + 8 + size)) ?? orientation;
    else if (WEBP_KEPT.has(fourcc)) kept.push(Buffer.from(input.subarray(offset, Math.min(end, riffEnd))));
    offset = end;
  }
  if (offset < riffEnd || kept.length === 0) return input;
  const header = kept[0]!;
  if (header.toString('latin1', 0, 4) === 'VP8X' && header.length >= 9) {
    header[8] = header[8]! & ~(VP8X_EXIF | VP8X_XMP);
    // EXIF goes after the picture's chunks, as the container's order asks.
    if (orientation !== 1) {
      header[8] = header[8]! | VP8X_EXIF;
      const tiff = orientationTiff(orientation);
      const head = Buffer.alloc(8);
      head.write('EXIF', 0, 'latin1');
      head.writeUInt32LE(tiff.length, 4);
      kept.push(head, tiff);
    }
  }
  const body = Buffer.concat(kept);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, body]);
}

/** The orientation in raw EXIF (TIFF), as PNG and WebP carry it, with or without the 'Exif\0\0' prefix JPEG uses. */
function exifOrientation(data: Buffer): number | null {
  const prefixed = data.toString('latin1', 0, 6) === 'Exif\0\0';
  return orientationOf(prefixed ? data : Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), data]));
}

/** Application extensions that change how a GIF shows: the loop count (two spellings) and its colour profile. */
const GIF_KEPT_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);
const GIF_EXTENSION = 0x21;
const GIF_IMAGE = 0x2c;
const GIF_TRAILER = 0x3b;
const GIF_COMMENT = 0xfe;
const GIF_APPLICATION = 0xff;

/** The size of a colour table a GIF packed-fields byte announces (0 without one). */
const colourTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where a run of GIF sub-blocks (each a length byte and its data, ended by a 0) ends, or -1 when cut. */
function afterSubBlocks(input: Buffer, offset: number): number {
  while (offset < input.length) {
    const size = input[offset]!;
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return -1;
}

/**
 * GIF: comment extensions and application extensions other than looping and colour profile (XMP
 * and makers' private data) are dropped, and whatever follows the trailer; the screen descriptor,
 * colour tables, graphic control, plain text and every frame's coded data are copied as they are.
 */
export function stripGifMetadata(input: Buffer): Buffer {
  let offset = 13 + colourTableSize(input[10] ?? 0);
  if (offset > input.length) return input;
  const kept: Buffer[] = [input.subarray(0, offset)];
  while (offset < input.length) {
    const start = offset;
    const introducer = input[offset]!;
    if (introducer === GIF_TRAILER) {
      kept.push(input.subarray(offset, offset + 1));
      return Buffer.concat(kept);
    }
    if (introducer === GIF_IMAGE) {
      // Descriptor (10 bytes), local colour table, LZW minimum code size, then the coded data.
      offset = afterSubBlocks(input, start + 10 + colourTableSize(input[start + 9] ?? 0) + 1);
      if (offset < 0) return input;
      kept.push(input.subarray(start, offset));
      continue;
    }
    if (introducer !== GIF_EXTENSION) return input;
    const label = input[offset + 1];
    offset = afterSubBlocks(input, offset + 2);
    if (offset < 0) return input;
    const application =
      label === GIF_APPLICATION && input[start + 2] === 11
        ? input.toString('latin1', start + 3, start + 14)
        : '';
    const dropped =
      label === GIF_COMMENT || (label === GIF_APPLICATION && !GIF_KEPT_APPLICATIONS.has(application));
    if (!dropped) kept.push(input.subarray(start, offset));
  }
  // No trailer: a file cut short is kept as sent.
  return input;
}
