import sharp from 'sharp';

/** Where the generated photo's red band is: the stored pixels' left eighth, the displayed top once turned. */
export const RED = { r: 220, g: 30, b: 30 };

/**
 * A phone-camera-like JPEG made at test time (nothing large is committed): 4032 × 3024 stored
 * pixels with EXIF orientation 6 (turn 90° clockwise to show it upright, so it shows as a
 * 3024 × 4032 portrait), a GPS position, and grain so that it weighs over 12 MB. The stored
 * pixels' left eighth is red: shown upright, the red band is at the top.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 48;
      const red = x < width / 8;
      raw[index] = red ? RED.r : (((x * 255) / width) | 0) + grain;
      raw[index + 1] = red ? RED.g : (((y * 255) / height) | 0) + grain;
      raw[index + 2] = red ? RED.b : 128 + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Make: 'CareDesk', Model: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 41/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 3/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
