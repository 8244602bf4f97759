import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FileStore } from '../storage/file-store.ts';

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

/**
 * A demo "photo": a soft two-colour gradient with a rounded product box in the middle, as a real
 * RGB PNG (so it passes the upload content check like any photo would).
 */
export function demoPhoto(from: [number, number, number], to: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const inBox = Math.abs(x - WIDTH / 2) < 110 && Math.abs(y - HEIGHT / 2) < 80;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        row[1 + x * 3 + c] = inBox ? Math.min(255, base + 70) : base;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
