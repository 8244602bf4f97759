import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FileStore } from '#server/storage/file-store.ts';

const WIDTH = 480;
const HEIGHT = 320;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of the given size, each pixel's colour from `colour(x, y)`. */
function rgbPng(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(colour(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A demo payment slip: paper with printed lines of varying length, a header band and a round
 * coloured stamp, so the zoom has detail to show. `variant` changes the lines and the colour.
 */
export function demoReceipt(variant: number, accent: [number, number, number]): Buffer {
  const width = 420;
  const height = 600;
  const paper: [number, number, number] = [250, 248, 242];
  const ink: [number, number, number] = [70, 72, 84];
  return rgbPng(width, height, (x, y) => {
    if (x < 16 || x >= width - 16 || y < 16 || y >= height - 16) return [226, 224, 232];
    if (y >= 40 && y < 96 && x >= 40 && x < width - 40) return accent;
    const stampX = x - (width - 110);
    const stampY = y - (height - 120);
    const ring = Math.hypot(stampX, stampY);
    if (ring > 44 && ring < 54) return accent;
    const line = Math.floor((y - 130) / 26);
    const inLine = y >= 130 && (y - 130) % 26 < 9 && line < 14;
    const length = 140 + ((line * 53 + variant * 37) % 200);
    if (inLine && x >= 40 && x < 40 + length) return ink;
    return paper;
  });
}

/**
 * A demo "photo": a soft two-colour gradient with a rounded product box in the middle, as a real
 * RGB PNG (so it passes the upload content check like any photo would).
 */
export function demoPhoto(from: [number, number, number], to: [number, number, number]): Buffer {
  return rgbPng(WIDTH, HEIGHT, (x, y) => {
    const t = (x / WIDTH + y / HEIGHT) / 2;
    const inBox = Math.abs(x - WIDTH / 2) < 110 && Math.abs(y - HEIGHT / 2) < 80;
    return [0, 1, 2].map((c) => {
      const base = from[c]! + (to[c]! - from[c]!) * t;
      return inBox ? Math.min(255, base + 70) : base;
    }) as [number, number, number];
  });
}

const PALETTES: [[number, number, number], [number, number, number]][] = [
  [
    [115, 103, 240],
    [0, 186, 209],
  ],
  [
    [255, 159, 67],
    [255, 76, 81],
  ],
  [
    [40, 199, 111],
    [0, 186, 209],
  ],
];

/** Stores the demo photos in the file store; returns their keys, types and sizes for the rows. */
export async function storeDemoPhotos(store: FileStore) {
  await fs.mkdir(store.stagingDir, { recursive: true });
  const stored = [];
  for (const [from, to] of PALETTES) {
    const png = demoPhoto(from, to);
    const staged = path.join(store.stagingDir, `demo-${randomBytes(8).toString('hex')}.png`);
    await fs.writeFile(staged, png);
    const key = `images/${randomBytes(16).toString('hex')}.png`;
    await store.commit(staged, key, 'image/png');
    stored.push({ storage_key: key, content_type: 'image/png', size: png.length });
  }
  return stored;
}

/** Order numbers that have demo payment proofs, and how many (documented in the README). */
export const DEMO_PROOF_ORDERS: [string, number][] = [
  ['ORD-1001', 3],
  ['ORD-1002', 1],
  ['INV/2025/0042', 2],
  ['PO #7781', 2],
];

/** Stores demo payment slips in the file store; returns the rows to insert into payment_proofs. */
export async function storeDemoProofs(store: FileStore) {
  await fs.mkdir(store.stagingDir, { recursive: true });
  const rows = [];
  let variant = 0;
  for (const [order, count] of DEMO_PROOF_ORDERS) {
    for (let index = 0; index < count; index++) {
      const [accent] = PALETTES[variant % PALETTES.length]!;
      const png = demoReceipt(variant++, accent);
      const staged = path.join(store.stagingDir, `demo-${randomBytes(8).toString('hex')}.png`);
      await fs.writeFile(staged, png);
      const key = `proofs/${randomBytes(16).toString('hex')}.png`;
      await store.commit(staged, key, 'image/png');
      rows.push({
        order_number: order,
        storage_key: key,
        content_type: 'image/png',
        size: png.length,
        content_hash: createHash('sha256').update(png).digest('hex'),
        source_name: `${order.replace(/[^A-Za-z0-9-]+/g, '-')}-${index + 1}.png`,
      });
    }
  }
  return rows;
}
