import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { gpsJpeg, photoWithMetadata } from '#server/testing/test-photos.ts';
import { pngChunk, stripImageMetadata } from './strip-image-metadata.ts';

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** The chunk types of a PNG, or the FourCCs of a WebP, in order. */
function chunksOf(bytes: Buffer): string[] {
  const png = bytes[0] === 0x89;
  const types: string[] = [];
  let offset = png ? 8 : 12;
  while (offset + 8 <= bytes.length) {
    if (png) {
      types.push(bytes.toString('latin1', offset + 4, offset + 8));
      offset += 12 + bytes.readUInt32BE(offset);
    } else {
      types.push(bytes.toString('latin1', offset, offset + 4));
      const size = bytes.readUInt32LE(offset + 4);
      offset += 8 + size + (size % 2);
    }
  }
  return types;
}

/** The coded picture's bytes: every IDAT of a PNG, the VP8/VP8L/ALPH chunks of a WebP. */
function codedPicture(bytes: Buffer): Buffer {
  const png = bytes[0] === 0x89;
  const parts: Buffer[] = [];
  let offset = png ? 8 : 12;
  while (offset + 8 <= bytes.length) {
    const type = bytes.toString('latin1', png ? offset + 4 : offset, png ? offset + 8 : offset + 4);
    const size = png ? bytes.readUInt32BE(offset) : bytes.readUInt32LE(offset + 4);
    const end = png ? offset + 12 + size : offset + 8 + size + (size % 2);
    if (['IDAT', 'VP8 ', 'VP8L', 'ALPH'].includes(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(parts);
}

describe('stripImageMetadata: PNG', () => {
  test('drops eXIf, text, time and private chunks and what follows IEND; the pixels are byte-identical', async () => {
    const made = await photoWithMetadata('png', 1);
    const iend = made.length - 12;
    const original = Buffer.concat([
      made.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Location\0Islamabad, 33.68 N 73.05 E', 'latin1')),
      pngChunk('iTXt', Buffer.from('Comment\0\0\0\0\0Taken at the customer', 'latin1')),
      pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 24, 9, 0, 0])),
      pngChunk('prVt', Buffer.from('serial 1234', 'latin1')),
      made.subarray(33, iend + 12),
      Buffer.from('trailing GPS 33.68 73.05', 'latin1'),
    ]);
    expect(original.subarray(0, 33).includes('IHDR')).toBe(true);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('CareDesk')).toBe(true);
    expect(before.xmp).toBeDefined();

    const stripped = stripImageMetadata(original);

    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stripped.includes('CareDesk')).toBe(false);
    expect(stripped.includes('Islamabad')).toBe(false);
    expect(stripped.includes('33.68')).toBe(false);
    expect(chunksOf(stripped)).toEqual(chunksOf(made).filter((type) => !['eXIf', 'zTXt'].includes(type)));
    expect(chunksOf(stripped)).toContain('iCCP');
    expect(codedPicture(stripped).equals(codedPicture(original))).toBe(true);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
    expect(stripImageMetadata(stripped).equals(stripped)).toBe(true);
  });

  test('keeps only the orientation, in a new eXIf chunk sharp reads', async () => {
    const original = await photoWithMetadata('png', 6);
    const stripped = stripImageMetadata(original);
    const after = await sharp(stripped).metadata();
    expect(after.orientation).toBe(6);
    expect(after.exif?.length).toBeLessThan(40);
    expect(stripped.includes('CareDesk')).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });
});

describe('stripImageMetadata: WebP', () => {
  test('drops EXIF and XMP, clears their VP8X flags and fixes the RIFF size; the pixels are byte-identical', async () => {
    const original = await photoWithMetadata('webp', 1);
    expect(chunksOf(original)).toEqual(expect.arrayContaining(['VP8X', 'EXIF', 'XMP ']));
    expect(original[20]! & 0x0c).toBe(0x0c);

    const stripped = stripImageMetadata(original);

    expect(chunksOf(stripped)).toEqual(chunksOf(original).filter((type) => !['EXIF', 'XMP '].includes(type)));
    expect(stripped[20]! & 0x0c).toBe(0);
    expect(stripped[20]! & 0x30).toBe(original[20]! & 0x30); // ICC and alpha flags stay
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped.includes('CareDesk')).toBe(false);
    expect(stripped.includes('Islamabad')).toBe(false);
    const after = await sharp(stripped).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(codedPicture(stripped).equals(codedPicture(original))).toBe(true);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
    expect(stripImageMetadata(stripped).equals(stripped)).toBe(true);
  });

  test('keeps only the orientation', async () => {
    const original = await photoWithMetadata('webp', 8);
    const stripped = stripImageMetadata(original);
    const after = await sharp(stripped).metadata();
    expect(after.orientation).toBe(8);
    expect(after.exif?.length).toBeLessThan(40);
    expect(stripped[20]! & 0x0c).toBe(0x08);
    expect(stripped.includes('CareDesk')).toBe(false);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });
});

describe('stripImageMetadata: by content', () => {
  test('a JPEG goes through the JPEG walker; a cut file stays as it is', async () => {
    const jpeg = await gpsJpeg();
    expect(stripImageMetadata(jpeg).includes('CareDesk')).toBe(false);
    const gif = Buffer.from('GIF89a', 'latin1');
    expect(stripImageMetadata(gif)).toBe(gif);
    const png = await photoWithMetadata('png', 1);
    const cut = png.subarray(0, png.length - 20);
    expect(stripImageMetadata(cut)).toBe(cut);
    const webp = await photoWithMetadata('webp', 1);
    const cutWebp = webp.subarray(0, 40);
    expect(stripImageMetadata(cutWebp)).toBe(cutWebp);
  });
});

describe('GIF', () => {
  /** A sub-block run: each piece as one sub-block, then the terminator. */
  const subBlocks = (...pieces: Buffer[]) =>
    Buffer.concat([...pieces.flatMap((piece) => [Buffer.from([piece.length]), piece]), Buffer.from([0])]);
  const comment = (text: string) =>
    Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from(text, 'latin1'))]);
  const application = (id: string, data: Buffer) =>
    Buffer.concat([Buffer.from([0x21, 0xff]), subBlocks(Buffer.from(id, 'latin1'), data)]);
  const loop = application('NETSCAPE2.0', Buffer.from([1, 0, 0]));

  /** A GIF made by sharp, with a comment, an XMP block and a loop count put before its first frame. */
  async function gifWithMetadata() {
    const original = await sharp({
      create: { width: 6, height: 4, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .gif()
      .toBuffer();
    const headerEnd = 13 + (original[10]! & 0x80 ? 3 * 2 ** ((original[10]! & 7) + 1) : 0);
    const withMetadata = Buffer.concat([
      original.subarray(0, headerEnd),
      loop,
      comment('Taken at 31.5204 N, 74.3587 E by CareDesk tester'),
      application('XMP DataXMP', Buffer.from('<x:xmpmeta>GPS CareDesk</x:xmpmeta>', 'latin1')),
      original.subarray(headerEnd),
      Buffer.from('trailing CareDesk data', 'latin1'),
    ]);
    return { original, withMetadata };
  }

  test('comment and XMP blocks and what follows the trailer go; the loop count and every frame stay, pixel for pixel', async () => {
    const { original, withMetadata } = await gifWithMetadata();
    expect((await pixels(withMetadata)).equals(await pixels(original))).toBe(true);

    const stripped = stripImageMetadata(withMetadata);

    expect(stripped.includes('CareDesk')).toBe(false);
    expect(stripped.includes(loop)).toBe(true);
    expect(stripped.length).toBe(original.length + loop.length);
    expect(stripped.at(-1)).toBe(0x3b);
    expect((await pixels(stripped)).equals(await pixels(original))).toBe(true);
  });

  test('a GIF cut short, or with a block it does not know, is kept as sent', async () => {
    const { withMetadata } = await gifWithMetadata();
    const cut = withMetadata.subarray(0, withMetadata.length - 40);
    expect(stripImageMetadata(cut)).toBe(cut);
    const odd = Buffer.concat([withMetadata.subarray(0, 13), Buffer.from([0x99])]);
    expect(stripImageMetadata(odd)).toBe(odd);
  });
});
