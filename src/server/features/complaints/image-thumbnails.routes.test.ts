import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { complaintImages } from '#server/db/schema/collaboration.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';
import { stripJpegMetadata } from '#server/storage/strip-jpeg-metadata.ts';
import { multipartBody, pngOf } from '#server/testing/multipart-body.ts';

let testApp: TestApp;
let uploadsDir: string;
let support: TestBrowser;
let agent: TestBrowser;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-thumbnails-'));
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/** A 1600 × 1200 JPEG stored sideways (EXIF orientation 6) with a GPS position: a phone photo. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 41/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A few hundred bytes whose JPEG header announces 30000 × 30000 pixels (900 megapixels). */
async function decompressionBomb() {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(30000, sof + 5);
  jpeg.writeUInt16BE(30000, sof + 7);
  return jpeg;
}

function upload(browser: TestBrowser, complaintId: number, files: { name: string; content: Buffer }[]) {
  const { payload, contentType } = multipartBody(
    files.map((file, index) => ({
      field: `files[${index}]`,
      filename: file.name,
      contentType: 'image/jpeg',
      content: file.content,
    })),
  );
  return browser.request('POST', `/api/complaints/${complaintId}/upload-image`, payload, {
    headers: { 'content-type': contentType },
  });
}

const rowsOf = (complaintId: number) =>
  testApp.db.select().from(complaintImages).where(eq(complaintImages.complaint_id, complaintId));

const storedFileCount = () =>
  fs.readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;

describe('image thumbnails', () => {
  test('an upload keeps the original picture without its metadata and stores an upright WebP thumbnail', async () => {
    const { id } = await createComplaint(testApp.db);
    const original = await photo();
    const response = await upload(support, id, [{ name: 'IMG_2041.jpg', content: original }]);
    expect(response.statusCode, response.body).toBe(200);
    const [image] = response.json().images;
    expect(image).toMatchObject({
      file_name: 'IMG_2041.jpg',
      thumbnail_url: `/api/files/${image.id}/thumbnail`,
    });

    // The picture's coded data is kept as uploaded; only its metadata goes (decision 030).
    const stored = stripJpegMetadata(original);
    expect(stored.length).toBeLessThan(original.length);
    const [row] = await rowsOf(id);
    expect(fs.readFileSync(path.join(uploadsDir, row!.storage_key))).toEqual(stored);
    expect((await agent.get(image.url)).rawPayload).toEqual(stored);

    const thumbnail = await agent.get(image.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('private, no-cache');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(thumbnail.rawPayload.length).toBeLessThan(original.length / 4);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    // Turned upright (portrait), at most 480 px, and no EXIF (no GPS position) left.
    expect(meta).toMatchObject({ format: 'webp', width: 360, height: 480 });
    expect(meta.exif).toBeUndefined();

    const again = await agent.get(image.thumbnail_url, {
      headers: { 'if-none-match': String(thumbnail.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The thumbnail's version is not the original's.
    expect(thumbnail.headers.etag).not.toBe((await agent.get(image.url)).headers.etag);
  });

  test('a decompression bomb is refused with 422 on its field, and nothing is kept', async () => {
    const { id } = await createComplaint(testApp.db);
    const before = storedFileCount();
    const response = await upload(support, id, [
      { name: 'fine.jpg', content: await photo() },
      { name: 'bomb.jpg', content: await decompressionBomb() },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      errors: { files: [expect.stringMatching(/too many pixels/i)] },
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(storedFileCount()).toBe(before);
  });

  test('an image from before thumbnails gets one on its first request, kept for the next', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [{ name: 'old.jpg', content: await photo() }])).json().images;
    const [row] = await rowsOf(id);
    // As an older row (demo data, before this change): no thumbnail, no file name.
    fs.rmSync(path.join(uploadsDir, row!.thumbnail_key!));
    await testApp.db
      .update(complaintImages)
      .set({ thumbnail_key: null, file_name: null })
      .where(eq(complaintImages.id, image.id));

    const first = await agent.get(image.thumbnail_url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const [after] = await rowsOf(id);
    expect(after!.thumbnail_key).toMatch(/^images\/[0-9a-f]{32}\.webp$/);
    expect(fs.existsSync(path.join(uploadsDir, after!.thumbnail_key!))).toBe(true);
    expect((await agent.get(image.thumbnail_url)).rawPayload).toEqual(first.rawPayload);
    expect((await support.get(`/api/complaints/${id}/edit`)).json().imageUrls[0].file_name).toBeNull();
  });

  test('a file sharp cannot read is kept; its thumbnail is the original', async () => {
    const { id } = await createComplaint(testApp.db);
    const content = pngOf(400);
    const [image] = (await upload(support, id, [{ name: 'odd.png', content }])).json().images;

    const thumbnail = await agent.get(image.thumbnail_url);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(thumbnail.rawPayload).toEqual(content);
  });

  test('the thumbnail has the image rule: 404 to one who may not read the complaint, 403 to a dealer, 401 signed out', async () => {
    const dealer = await createDealer(testApp.db);
    const { id } = await createComplaint(testApp.db, { dealer_id: dealer.id });
    const [image] = (await upload(support, id, [{ name: 'a.jpg', content: await photo() }])).json().images;
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: dealer.id });
    const dealerBrowser = await testApp.signIn(account.username, account.password);

    expect((await technician.get(image.thumbnail_url)).statusCode).toBe(404);
    expect((await dealerBrowser.get(image.thumbnail_url)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: image.thumbnail_url })).statusCode).toBe(401);
    expect((await support.get('/api/files/999999/thumbnail')).statusCode).toBe(404);
  });

  test('deleting an image removes its thumbnail file too', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [{ name: 'a.jpg', content: await photo() }])).json().images;
    const [row] = await rowsOf(id);
    expect((await support.delete(image.url)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(uploadsDir, row!.storage_key))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, row!.thumbnail_key!))).toBe(false);
  });
});
