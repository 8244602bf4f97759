import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { testPhoto } from '#server/testing/test-photos.ts';
import {
  dHash,
  dHashBands,
  hammingDistance,
  hasDetail,
  NEAR_COPY_MAX_DISTANCE,
} from './image-fingerprint.ts';

describe('the perceptual hash (dHash)', () => {
  test('a re-encoded, resized copy of a photo is a near-copy', async () => {
    const photo = await testPhoto(1);
    const copy = await sharp(photo).resize(320).webp({ quality: 60 }).toBuffer();
    const [original, copied] = await Promise.all([dHash(photo), dHash(copy)]);
    expect(hasDetail(original)).toBe(true);
    expect(hammingDistance(original, copied)).toBeLessThanOrEqual(NEAR_COPY_MAX_DISTANCE);
  });

  test('a copy saved as PNG at twice the size is a near-copy', async () => {
    const photo = await testPhoto(2);
    const copy = await sharp(photo).resize(1280).png().toBuffer();
    expect(hammingDistance(await dHash(photo), await dHash(copy))).toBeLessThanOrEqual(
      NEAR_COPY_MAX_DISTANCE,
    );
  });

  test('a different photo is not', async () => {
    const [one, other] = await Promise.all([dHash(await testPhoto(1)), dHash(await testPhoto(3))]);
    expect(hammingDistance(one, other)).toBeGreaterThan(NEAR_COPY_MAX_DISTANCE * 2);
  });

  test('a flat picture carries too little detail to compare', async () => {
    const grey = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    expect(hasDetail(await dHash(grey))).toBe(false);
  });

  test('the bands are the four 16-bit parts of the unsigned hash', () => {
    expect(dHashBands(BigInt.asIntN(64, 0xffff0001abcd1234n))).toEqual([0xffff, 0x0001, 0xabcd, 0x1234]);
    expect(hammingDistance(-1n, 0n)).toBe(64);
  });
});
