import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { complaintImages } from '#server/db/schema/collaboration.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createComplaint, createDealer, createUser } from '#server/testing/factories.ts';
import { sweepFileStore } from '#server/storage/sweep.ts';
import { imageKeyOwner } from './collaboration.service.ts';
import { multipartBody, pngOf, type MultipartFile } from '#server/testing/multipart-body.ts';
import { gpsJpeg, photoWithMetadata } from '#server/testing/test-photos.ts';

let testApp: TestApp;
let uploadsDir: string;
let support: TestBrowser;
let agent: TestBrowser;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-uploads-'));
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const png = (content = pngOf(), name = 'photo.png'): MultipartFile => ({
  field: 'files[0]',
  filename: name,
  contentType: 'image/png',
  content,
});

function upload(browser: TestBrowser, complaintId: number, files: MultipartFile[]) {
  const { payload, contentType } = multipartBody(
    files.map((file, index) => ({ ...file, field: `files[${index}]` })),
  );
  return browser.request('POST', `/api/complaints/${complaintId}/upload-image`, payload, {
    headers: { 'content-type': contentType },
  });
}

/** Every file in the uploads folder, staging included. */
function storedFiles(dir = uploadsDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function imageRows(complaintId: number) {
  return testApp.db.select().from(complaintImages).where(eq(complaintImages.complaint_id, complaintId));
}

describe('POST /api/complaints/{id}/upload-image', () => {
  test('stores every file under a name the server chose and answers the full list and the timeline', async () => {
    const { id } = await createComplaint(testApp.db);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);

    const supportId = (await support.get('/api/auth/session')).json().user.id;
    const response = await upload(support, id, [
      png(pngOf(300), '../../etc/passwd.png'),
      { field: 'files[1]', filename: 'b.jpg', contentType: 'image/jpeg', content: jpeg },
    ]);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The uploader's id lets the screen show the delete icon to the author (or an admin) only.
    const image = (index: number, name: string) => ({
      id: expect.any(Number),
      url: `/api/files/${body.images[index].id}`,
      thumbnail_url: `/api/files/${body.images[index].id}/thumbnail`,
      user_id: supportId,
      user_name: expect.any(String),
      // Only the name, never the folders the sender put before it.
      file_name: name,
      created_at: expect.any(String),
      // Not a visit's photo.
      visit_id: null,
    });
    expect(body.images).toEqual([image(0, 'passwd.png'), image(1, 'b.jpg')]);
    expect(body.timelineRecords.at(-1).action).toBe('2 images uploaded');
    const rows = await imageRows(id);
    expect(rows.map((row) => row.storage_key)).toEqual([
      expect.stringMatching(/^images\/[0-9a-f]{32}\.png$/),
      expect.stringMatching(/^images\/[0-9a-f]{32}\.jpg$/),
    ]);
    expect(fs.readFileSync(path.join(uploadsDir, rows[0]!.storage_key))).toEqual(pngOf(300));
    expect((await support.get(`/api/complaints/${id}/edit`)).json().imageUrls).toEqual(body.images);
  });

  test('a file over 5 MB is refused with 413, and nothing of the request is kept', async () => {
    const { id } = await createComplaint(testApp.db);
    const before = storedFiles();

    const response = await upload(support, id, [png(), png(pngOf(MAX_UPLOAD_BYTES + 1))]);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: en.errors.fileTooLarge });
    expect(await imageRows(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  test('a file of exactly 5 MB is accepted', async () => {
    const { id } = await createComplaint(testApp.db);

    const response = await upload(support, id, [png(pngOf(MAX_UPLOAD_BYTES))]);

    expect(response.statusCode, response.body).toBe(200);
  });

  test.each([
    ['an .exe renamed .png', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]), 'setup.png'],
    ['an HTML file declared image/png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'],
  ])('%s is refused with a clear message, and nothing is kept', async (_label, content, name) => {
    const { id } = await createComplaint(testApp.db);
    const before = storedFiles();

    const response = await upload(support, id, [png(), png(content, name)]);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', message: en.errors.notAnImage });
    expect(await imageRows(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  test('a request without files is refused with 422', async () => {
    const { id } = await createComplaint(testApp.db);

    const response = await upload(support, id, []);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ files: [en.validation.required] });
  });

  test('a caller who may not read the complaint is refused and nothing is stored', async () => {
    const { id } = await createComplaint(testApp.db);
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect((await upload(technician, id, [png()])).statusCode).toBe(404);
    expect(await imageRows(id)).toEqual([]);
  });

  test('atomicity: when the database insert fails after the files are written, no file and no row remain', async () => {
    const { id } = await createComplaint(testApp.db);
    const before = storedFiles();
    await testApp.db.execute(
      sql.raw(
        `alter table complaint_images add constraint test_refuse check (complaint_id <> ${id}) not valid`,
      ),
    );
    try {
      const response = await upload(support, id, [png(), png()]);

      expect(response.statusCode).toBe(500);
      expect(await imageRows(id)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    } finally {
      await testApp.db.execute(sql.raw('alter table complaint_images drop constraint test_refuse'));
    }
  });
});

describe('location stripped from JPEGs (decision 030)', () => {
  const jpegFile = (content: Buffer): MultipartFile => ({
    field: 'files[0]',
    filename: 'IMG_0001.jpg',
    contentType: 'image/jpeg',
    content,
  });

  test('a camera JPEG under the limit is stored without GPS, camera or XMP, upright, losslessly; its SHA-256 is of what is stored', async () => {
    const { id } = await createComplaint(testApp.db);
    const original = await gpsJpeg(6);
    expect((await sharp(original).metadata()).exif?.includes('CareDesk')).toBe(true);

    const response = await upload(support, id, [jpegFile(original)]);
    expect(response.statusCode, response.body).toBe(200);

    const [row] = await imageRows(id);
    const stored = fs.readFileSync(path.join(uploadsDir, row!.storage_key));
    const meta = await sharp(stored).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('CareDesk')).toBe(false);
    expect(stored.includes('Islamabad')).toBe(false);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
    expect(row!.size).toBe(stored.length);
    expect(row!.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    // The file served is the stored one.
    const served = await support.get(`/api/files/${row!.id}`);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  test('a PNG and a WebP with GPS are stored without it, pixels unchanged; the SHA-256 is of what is stored', async () => {
    const { id } = await createComplaint(testApp.db);
    const sent = { png: await photoWithMetadata('png', 1), webp: await photoWithMetadata('webp', 1) };
    const response = await upload(support, id, [
      png(sent.png, 'screen.png'),
      { field: 'files[1]', filename: 'photo.webp', contentType: 'image/webp', content: sent.webp },
    ]);
    expect(response.statusCode, response.body).toBe(200);

    const rows = (await imageRows(id)).sort((a, b) => a.id - b.id);
    for (const [row, original] of [
      [rows[0]!, sent.png],
      [rows[1]!, sent.webp],
    ] as const) {
      const stored = fs.readFileSync(path.join(uploadsDir, row.storage_key));
      expect(stored.length).toBeLessThan(original.length);
      expect(stored.includes('CareDesk')).toBe(false);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
      expect(row.size).toBe(stored.length);
      expect(row.sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    }
  });

  test('the same picture from two cameras (other metadata) is stored identically, so it flags as identical', async () => {
    const one = await createComplaint(testApp.db);
    const two = await createComplaint(testApp.db);
    await upload(support, one.id, [jpegFile(await gpsJpeg(3, false, 'Phone A'))]);
    await upload(support, two.id, [jpegFile(await gpsJpeg(3, false, 'Phone B'))]);
    const [first] = await imageRows(one.id);
    const [second] = await imageRows(two.id);
    expect(first!.sha256).toBe(second!.sha256);
    const flags = (await support.get(`/api/complaints/${two.id}/flags`)).json().flags;
    expect(flags.map((flag: { kind: string; params: unknown }) => [flag.kind, flag.params])).toEqual([
      ['reused_photo', { match: 'identical' }],
    ]);
  });
});

describe('GET /api/files/{id}', () => {
  test('serves the image with its type, nosniff, an inline safe name and private caching', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [png(pngOf(500), 'évil"; name.png')])).json().images;

    const response = await agent.get(image.url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="image-${image.id}.png"`);
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.rawPayload).toEqual(pngOf(500));
  });

  test('the browser keeps an image only to revalidate it: no-cache with an ETag, 304 when unchanged', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [png()])).json().images;

    const first = await agent.get(image.url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^".+"$/);

    const again = await agent.get(image.url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Revalidation still meets the access rule.
    const anonymous = await testApp
      .browser()
      .get(image.url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(anonymous.statusCode).toBe(401);
  });

  test('is refused to a user who may not read the complaint', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [png()])).json().images;
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);

    expect((await technician.get(image.url)).statusCode).toBe(404);
    expect((await support.get('/api/files/999999')).statusCode).toBe(404);
  });

  test('a dealer gets no images (none in the edit payload, the file route refused)', async () => {
    const dealer = await createDealer(testApp.db);
    const account = await createUser(testApp.db, { role: 'dealer', dealerId: dealer.id });
    const browser = await testApp.signIn(account.username, account.password);
    const { id } = await createComplaint(testApp.db, { dealer_id: dealer.id });
    const [image] = (await upload(support, id, [png()])).json().images;

    expect((await browser.get(`/api/complaints/${id}/edit`)).json().imageUrls).toEqual([]);
    expect((await browser.get(image.url)).statusCode).toBe(403);
  });
});

describe('DELETE /api/files/{id}', () => {
  test('only the uploader or an admin may delete; deleting removes the row and the file', async () => {
    const { id } = await createComplaint(testApp.db);
    const [first, second] = (await upload(support, id, [png(), png()])).json().images;
    const [firstRow] = await testApp.db
      .select()
      .from(complaintImages)
      .where(eq(complaintImages.id, first.id));

    expect((await agent.delete(`/api/files/${first.id}`)).statusCode).toBe(403);
    const deleted = await support.delete(`/api/files/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().timelineRecords.at(-1).action).toBe(en.timeline.imageDeleted);
    expect(fs.existsSync(path.join(uploadsDir, firstRow!.storage_key))).toBe(false);
    expect((await support.get(first.url)).statusCode).toBe(404);

    const admin = await testApp.signIn(ADMIN.email, ADMIN.password);
    expect((await admin.delete(`/api/files/${second.id}`)).statusCode).toBe(200);
    expect(await imageRows(id)).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  test('removes staged files and row-less stored files older than an hour, and keeps the rest', async () => {
    const { id } = await createComplaint(testApp.db);
    const [image] = (await upload(support, id, [png()])).json().images;
    const [row] = await testApp.db.select().from(complaintImages).where(eq(complaintImages.id, image.id));
    const staged = path.join(uploadsDir, '.staging', 'left-over.part');
    const orphan = path.join(uploadsDir, 'images', 'abc123.png');
    fs.mkdirSync(path.dirname(staged), { recursive: true });
    fs.writeFileSync(staged, 'x');
    fs.writeFileSync(orphan, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const file of [staged, orphan, path.join(uploadsDir, row!.storage_key)])
      fs.utimesSync(file, twoHoursAgo, twoHoursAgo);

    const swept = await sweepFileStore(testApp.app.fileStore, [imageKeyOwner(testApp.db)]);

    expect(swept.staged).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(staged)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, row!.storage_key))).toBe(true);
  });
});
