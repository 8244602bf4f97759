import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { pngOf } from '#server/testing/multipart-body.ts';
import { importProofs, orderNumberOf } from './import-proofs.ts';

let testApp: TestApp;
let uploadsDir: string;
let folder: string;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-import-uploads-'));
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-import-'));
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  fs.rmSync(folder, { recursive: true, force: true });
});

const distinctPng = (seed: number) => {
  const content = pngOf(300);
  content.writeUInt32BE(seed, 20);
  return content;
};

test.each([
  ['ORD-1001.png', 'ORD-1001'],
  ['ORD-1001__2.png', 'ORD-1001'],
  ['ORD-1001 (3).jpg', 'ORD-1001'],
  ['INV%2F2025%2F0042.png', 'INV/2025/0042'],
  ['PO #7781.webp', 'PO #7781'],
  ['100%.png', '100%'],
  [path.join('INV%2F9', 'scan.png'), 'INV/9'],
  [path.join('ORD 5', 'front.png'), 'ORD 5'],
])('%s is order %s', (file, order) => {
  expect(orderNumberOf(file)).toBe(order);
});

test('imports the images, skips what is not one (with the reason), and a second run imports nothing again', async () => {
  const write = (name: string, content: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  };
  write('IMP-1.png', distinctPng(1));
  write('IMP-1__2.png', distinctPng(2));
  write('IMP%2F2.png', distinctPng(3));
  write(path.join('IMP #3', 'a.png'), distinctPng(4));
  write('notes.txt', Buffer.from('not an image'));
  write('IMP-4.png', pngOf(MAX_UPLOAD_BYTES + 1));
  write('.DS_Store', Buffer.from('x'));

  const first = await importProofs(testApp.db, testApp.app.fileStore, folder);

  expect(first.imported).toEqual([
    { file: path.join('IMP #3', 'a.png'), order: 'IMP #3' },
    { file: 'IMP%2F2.png', order: 'IMP/2' },
    { file: 'IMP-1.png', order: 'IMP-1' },
    { file: 'IMP-1__2.png', order: 'IMP-1' },
  ]);
  expect(first.skipped).toEqual([
    { file: '.DS_Store', reason: 'hidden file' },
    { file: 'IMP-4.png', reason: `larger than ${MAX_UPLOAD_BYTES} bytes (5 MB)` },
    { file: 'notes.txt', reason: 'not a JPEG, PNG, GIF or WebP image (checked by content)' },
  ]);

  const second = await importProofs(testApp.db, testApp.app.fileStore, folder);
  expect(second.imported).toEqual([]);
  expect(second.skipped.filter((item) => item.reason.startsWith('already imported'))).toHaveLength(4);

  // The imported images are found on the screen's call.
  const agent = await testApp.signIn('agent', DEMO_PASSWORD);
  const found = await agent.get(`/api/payment-proof-images/${encodeURIComponent('imp-1')}`);
  expect(found.json().images).toHaveLength(2);
  const slash = await agent.get(`/api/payment-proof-images/${encodeURIComponent('IMP/2')}`);
  expect(slash.json().images).toHaveLength(1);
  const image = await agent.get(slash.json().images[0]);
  expect(image.statusCode).toBe(200);
});
