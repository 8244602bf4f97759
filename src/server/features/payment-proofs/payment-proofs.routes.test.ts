import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';
import en from '#domain/i18n/en.json' with { type: 'json' };
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { createDealer, createUser } from '#server/testing/factories.ts';
import { multipartBody, pngOf, type MultipartFile } from '#server/testing/multipart-body.ts';
import { sweepFileStore } from '#server/storage/sweep.ts';
import { proofKeyOwner } from './payment-proofs.service.ts';

let testApp: TestApp;
let uploadsDir: string;
let admin: TestBrowser;
let support: TestBrowser;
let agent: TestBrowser;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-proofs-'));
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
  agent = await testApp.signIn('agent', DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

let counter = 0;
/** A PNG no other test uploads (proofs with the same content are kept once per order). */
function uniquePng(size = 200): Buffer {
  const content = pngOf(size);
  content.writeUInt32BE(++counter, 20);
  content.writeUInt32BE(process.hrtime()[1], 24);
  return content;
}

const file = (content = uniquePng(), filename = 'proof.png'): MultipartFile => ({
  field: 'files[0]',
  filename,
  contentType: 'image/png',
  content,
});

const orderPath = (order: string) => `/api/payment-proof-images/${encodeURIComponent(order)}`;

function upload(browser: TestBrowser, order: string, files: MultipartFile[]) {
  const { payload, contentType } = multipartBody(
    files.map((f, index) => ({ ...f, field: `files[${index}]` })),
  );
  return browser.request('POST', orderPath(order), payload, {
    headers: { 'content-type': contentType },
  });
}

const uniqueOrder = (prefix = 'ORD') =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function storedProofFiles(): string[] {
  const dir = path.join(uploadsDir, 'proofs');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('GET /api/payment-proof-images/{orderId}', () => {
  test('an order with no proofs answers an empty list', async () => {
    const response = await agent.get(orderPath(uniqueOrder()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ images: [] });
  });

  test.each(['INV/2025/0042', 'ORD 77 A', 'PO#1234', 'A/B #9 ?x=1&y', 'طلب-١٢'])(
    'order number %j, URL-encoded, finds its images and only them',
    async (prefix) => {
      const order = `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
      const uploaded = await upload(support, order, [file(), file()]);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      await upload(support, `${order}-other`, [file()]);

      const response = await agent.get(orderPath(order));

      expect(response.statusCode).toBe(200);
      expect(response.json().images).toHaveLength(2);
      expect(response.json().images).toEqual(uploaded.json().images);
    },
  );

  test('the order number is trimmed and matched whatever its letter case', async () => {
    const order = uniqueOrder('Inv');
    await upload(support, order, [file()]);

    const response = await agent.get(orderPath(`  ${order.toUpperCase()} `));

    expect(response.json().images).toHaveLength(1);
  });

  test('a blank order number is refused with 422 and the spec message', async () => {
    const response = await agent.get(orderPath('   '));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ orderId: [en.validation.orderNumber] });
  });

  test('images are served to users allowed to see payment proofs, with their type and nosniff', async () => {
    const order = uniqueOrder();
    const content = uniquePng(500);
    const [url] = (await upload(support, order, [file(content)])).json().images;

    const image = await agent.get(url);

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(content)).toBe(true);
  });

  test('technicians, dealer accounts and anonymous callers get neither the list nor the images', async () => {
    const order = uniqueOrder();
    const [url] = (await upload(support, order, [file()])).json().images;
    const technician = await testApp.signIn('technician', DEMO_PASSWORD);
    const account = await createUser(testApp.db, {
      role: 'dealer',
      dealerId: (await createDealer(testApp.db)).id,
    });
    const dealer = await testApp.signIn(account.username, account.password);

    for (const browser of [technician, dealer]) {
      expect((await browser.get(orderPath(order))).statusCode).toBe(403);
      expect((await browser.get(url)).statusCode).toBe(403);
    }
  });

  test('an unknown image is 404', async () => {
    expect((await agent.get('/api/payment-proof-files/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/payment-proof-images/{orderId}', () => {
  test('several images at once are stored under server-made names and the order list is answered', async () => {
    const order = uniqueOrder();
    const before = storedProofFiles().length;

    const response = await upload(admin, order, [file(uniquePng(), '../../evil.png'), file(), file()]);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      images: [
        expect.stringMatching(/^\/api\/payment-proof-files\/\d+$/),
        expect.any(String),
        expect.any(String),
      ],
      duplicates: 0,
    });
    expect(storedProofFiles().length).toBe(before + 3);
    expect(storedProofFiles().every((name) => /^[0-9a-f]{32}\.png$/.test(name))).toBe(true);
  });

  test('an image the order already has is not stored twice', async () => {
    const order = uniqueOrder();
    const content = uniquePng();
    await upload(support, order, [file(content)]);

    const again = await upload(support, order, [file(content), file(content), file()]);

    expect(again.statusCode).toBe(200);
    expect(again.json().images).toHaveLength(2);
    expect(again.json().duplicates).toBe(2);
  });

  test(`a file over ${MAX_UPLOAD_BYTES} bytes is refused with 413 and nothing of the batch is kept`, async () => {
    const order = uniqueOrder();
    const rowsBefore = (await testApp.db.select().from(paymentProofs)).length;
    const filesBefore = storedProofFiles().length;

    const response = await upload(support, order, [file(), file(pngOf(MAX_UPLOAD_BYTES + 1))]);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: en.errors.fileTooLarge });
    expect((await testApp.db.select().from(paymentProofs)).length).toBe(rowsBefore);
    expect(storedProofFiles().length).toBe(filesBefore);
    expect((await agent.get(orderPath(order))).json().images).toEqual([]);
  });

  test('a file of exactly the limit is accepted', async () => {
    const response = await upload(support, uniqueOrder(), [file(uniquePng(MAX_UPLOAD_BYTES))]);
    expect(response.statusCode).toBe(200);
  });

  test('a file that is not an image by content is refused with 415, whatever its name and type', async () => {
    const order = uniqueOrder();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);

    const response = await upload(support, order, [file(), { ...file(exe, 'proof.png') }]);

    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({ files: [en.errors.notAnImage] });
    expect((await agent.get(orderPath(order))).json().images).toEqual([]);
  });

  test('no files is refused with 422', async () => {
    const response = await upload(support, uniqueOrder(), []);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ files: [en.validation.required] });
  });

  test('agents (find only) get 403 and nothing is stored', async () => {
    const order = uniqueOrder();
    expect((await upload(agent, order, [file()])).statusCode).toBe(403);
    expect((await agent.get(orderPath(order))).json().images).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  test('removes payment-proof files older than an hour that no row names, and keeps the others', async () => {
    const [url] = (await upload(support, uniqueOrder(), [file()])).json().images;
    const id = Number(url.split('/').at(-1));
    const [row] = (await testApp.db.select().from(paymentProofs)).filter((proof) => proof.id === id);
    const orphan = path.join(uploadsDir, 'proofs', 'abc123.png');
    fs.writeFileSync(orphan, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const stored of [orphan, path.join(uploadsDir, row!.storage_key)])
      fs.utimesSync(stored, twoHoursAgo, twoHoursAgo);

    await sweepFileStore(testApp.app.fileStore, [proofKeyOwner(testApp.db)]);

    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, row!.storage_key))).toBe(true);
  });
});
