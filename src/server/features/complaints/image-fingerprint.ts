import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import sharp from 'sharp';

/**
 * Two pictures whose dHashes differ in at most this many of the 64 bits are near-copies
 * (decision 019): a re-encoded, resized or lightly recompressed copy stays within 0 to 4 bits,
 * unrelated photos differ in about 32.
 */
export const NEAR_COPY_MAX_DISTANCE = 6;

/**
 * A dHash with fewer than this many bits set, or more than 64 minus it, is of an almost flat
 * picture (a blank page, a dark shot): such pictures all look alike to the hash, so only an
 * identical file flags them.
 */
const MIN_DETAIL_BITS = 6;

export interface ImageFingerprint {
  sha256: string;
  /** The 64-bit dHash as a signed 64-bit integer (what a PostgreSQL bigint holds); null when the picture cannot be read. */
  dhash: bigint | null;
}

/**
 * The difference hash: the picture in grey, shrunk to 9 × 8, and one bit per pair of neighbours
 * in a row (1 when the left one is brighter). Size, format and compression barely change it.
 */
export async function dHash(input: Buffer | string): Promise<bigint> {
  const pixels = await sharp(input)
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest > 0n) {
    count += Number(rest & 1n);
    rest >>= 1n;
  }
  return count;
}

/** Whether a hash carries enough detail to compare pictures by it. */
export function hasDetail(hash: bigint): boolean {
  const bits = hammingDistance(hash, 0n);
  return bits >= MIN_DETAIL_BITS && bits <= 64 - MIN_DETAIL_BITS;
}

/** The four 16-bit bands, as the generated columns `dhash_band0..3` hold them. */
export function dHashBands(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  return [48n, 32n, 16n, 0n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [
    number,
    number,
    number,
    number,
  ];
}

/** The SHA-256 and dHash of a stored or staged file. */
export async function fingerprintImage(path: string): Promise<ImageFingerprint> {
  const bytes = await fsp.readFile(path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // The upload was checked to be an image by its content; a picture sharp cannot decode still gets its SHA-256.
  const dhash = await dHash(bytes).catch(() => null);
  return { sha256, dhash };
}
