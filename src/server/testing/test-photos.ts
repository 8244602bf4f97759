import sharp from 'sharp';

/**
 * A made-up "photo" for tests: soft coloured blobs on a gradient, different for each seed, as a
 * JPEG. Real enough for a perceptual hash: large shapes, smooth light, some fine grain.
 */
export async function testPhoto(seed: number, width = 640, height = 480): Promise<Buffer> {
  let state = seed * 9301 + 49297;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const blobs = Array.from({ length: 6 }, () => ({
    x: random() * width,
    y: random() * height,
    radius: (0.1 + random() * 0.3) * width,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const rgb = [(x / width) * 80, (y / height) * 80, 60];
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.radius ** 2));
        for (let c = 0; c < 3; c += 1) rgb[c] = rgb[c]! * (1 - weight) + blob.colour[c]! * weight;
      }
      const grain = (random() - 0.5) * 12;
      for (let c = 0; c < 3; c += 1)
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, rgb[c]! + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A camera-like JPEG: EXIF with the camera, a GPS position and orientation 6 (shown turned 90°),
 * and an XMP packet naming a place. The same arguments but `make` give the same coded picture.
 */
export async function gpsJpeg(orientation = 6, progressive = false, make = 'CareDesk'): Promise<Buffer> {
  const width = 64;
  const height = 48;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index += 3) {
    const x = (index / 3) % width;
    raw[index] = x < 8 ? 220 : x * 4;
    raw[index + 1] = 30 + ((index / 3 / width) | 0);
    raw[index + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90, progressive })
    .withExif({
      IFD0: { Make: make, Model: 'Test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 41/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 3/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Islamabad"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation })
    .toBuffer();
}

const CAMERA_EXIF = {
  IFD0: { Make: 'CareDesk', Model: 'Test camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '33/1 41/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '73/1 3/1 0/1',
  },
};
const PLACE_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Islamabad"/></rdf:RDF></x:xmpmeta>';

/** A photo with an alpha channel, as `format`, carrying EXIF with GPS, XMP and `orientation`. */
export async function photoWithMetadata(format: 'png' | 'webp', orientation: number): Promise<Buffer> {
  const { data, info } = await sharp(await testPhoto(7, 96, 64))
    .ensureAlpha(0.8)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const picture = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  return (format === 'png' ? picture.png() : picture.webp())
    .withExif(CAMERA_EXIF)
    .withXmp(PLACE_XMP)
    .withMetadata({ orientation })
    .toBuffer();
}
