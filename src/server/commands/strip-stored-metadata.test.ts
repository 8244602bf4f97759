import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { complaintImages } from '#server/db/schema/collaboration.ts';
import { paymentProofs } from '#server/db/schema/payment-proofs.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '#server/testing/build-test-app.ts';
import { createComplaint } from '#server/testing/factories.ts';
import { multipartBody } from '#server/testing/multipart-body.ts';
import { gpsJpeg, photoWithMetadata } from '#server/testing/test-photos.ts';
import { localFileStore } from '#server/storage/local-file-store.ts';
import { stripStoredMetadata } from './strip-stored-metadata.ts';

let testApp: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-strip-'));
  testApp = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file as an upload stored it before uploads were stripped: metadata and all, hashed as it is. */
function storeOld(folder: 'images' | 'proofs', bytes: Buffer, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  fs.mkdirSync(path.join(uploadsDir, folder), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, key), bytes);
  return key;
}

test('old complaint images and payment proofs lose their metadata; hashes and flags follow the stored bytes', async () => {
  const support = await testApp.signIn('support', DEMO_PASSWORD);
  const old = await createComplaint(testApp.db);
  const recent = await createComplaint(testApp.db);
  const oldJpeg = await gpsJpeg(3, false, 'Phone A');
  const oldPng = await photoWithMetadata('png', 1);
  const [jpegRow, pngRow] = await testApp.db
    .insert(complaintImages)
    .values([
      {
        complaint_id: old.id,
        user_name: 'Earlier',
        storage_key: storeOld('images', oldJpeg, 'jpg'),
        content_type: 'image/jpeg',
        size: oldJpeg.length,
        sha256: sha256(oldJpeg),
      },
      {
        complaint_id: old.id,
        user_name: 'Earlier',
        storage_key: storeOld('images', oldPng, 'png'),
        content_type: 'image/png',
        size: oldPng.length,
      },
    ])
    .returning();
  // The same picture from another phone, uploaded now (stripped): not identical to the old file yet.
  const { payload, contentType } = multipartBody([
    {
      field: 'files[0]',
      filename: 'b.jpg',
      contentType: 'image/jpeg',
      content: await gpsJpeg(3, false, 'Phone B'),
    },
  ]);
  const uploaded = await support.request('POST', `/api/complaints/${recent.id}/upload-image`, payload, {
    headers: { 'content-type': contentType },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [recentRow] = await testApp.db
    .select()
    .from(complaintImages)
    .where(eq(complaintImages.complaint_id, recent.id));
  expect(recentRow!.sha256).not.toBe(jpegRow!.sha256);

  // Two proofs of one order: the same picture from two phones, so equal once stripped.
  const proofA = await gpsJpeg(1, false, 'Phone A');
  const proofB = await gpsJpeg(1, false, 'Phone B');
  const [firstProof, secondProof] = await testApp.db
    .insert(paymentProofs)
    .values(
      [proofA, proofB].map((bytes) => ({
        order_number: 'ORD-STRIP-1',
        storage_key: storeOld('proofs', bytes, 'jpg'),
        content_type: 'image/jpeg',
        size: bytes.length,
        content_hash: sha256(bytes),
      })),
    )
    .returning();

  const lines: string[] = [];
  const store = localFileStore(uploadsDir);
  const report = await stripStoredMetadata(testApp.db, store, (line) => lines.push(line));

  expect(report).toMatchObject({
    stripped: 3,
    duplicates: [`proof ${secondProof!.id} of order ORD-STRIP-1`],
  });
  expect(report.bytesSaved).toBeGreaterThan(0);
  expect(lines.filter((line) => line.startsWith('stripped'))).toHaveLength(3);

  const rows = await testApp.db
    .select()
    .from(complaintImages)
    .where(eq(complaintImages.complaint_id, old.id));
  for (const [before, original] of [
    [jpegRow!, oldJpeg],
    [pngRow!, oldPng],
  ] as const) {
    const row = rows.find((candidate) => candidate.id === before.id)!;
    expect(row.storage_key).not.toBe(before.storage_key);
    expect(fs.existsSync(path.join(uploadsDir, before.storage_key))).toBe(false);
    const stored = fs.readFileSync(path.join(uploadsDir, row.storage_key));
    expect(stored.includes('CareDesk') || stored.includes('Phone A')).toBe(false);
    expect(await sharp(stored).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
    expect(row.size).toBe(stored.length);
    expect(row.sha256).toBe(sha256(stored));
  }
  // Stripped, the old photo is the recent one byte for byte, and the flag says so.
  expect(rows.find((row) => row.id === jpegRow!.id)!.sha256).toBe(recentRow!.sha256);
  const flags = (await support.get(`/api/complaints/${old.id}/flags`)).json().flags;
  expect(flags).toEqual([
    expect.objectContaining({ kind: 'reused_photo', related: expect.objectContaining({ id: recent.id }) }),
  ]);
  // The image is served from its new key.
  const served = await support.get(`/api/files/${jpegRow!.id}`);
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.includes('Phone A')).toBe(false);

  const proofs = await testApp.db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.order_number, 'ORD-STRIP-1'));
  const first = proofs.find((proof) => proof.id === firstProof!.id)!;
  const stripped = fs.readFileSync(path.join(uploadsDir, first.storage_key));
  expect(stripped.includes('Phone A')).toBe(false);
  expect(first.content_hash).toBe(sha256(stripped));
  // The duplicate is left exactly as it was, and reported.
  expect(proofs.find((proof) => proof.id === secondProof!.id)).toEqual(secondProof);
  expect(fs.readFileSync(path.join(uploadsDir, secondProof!.storage_key)).equals(proofB)).toBe(true);

  // A second run finds nothing more to strip.
  const again = await stripStoredMetadata(testApp.db, store);
  expect(again.stripped).toBe(0);
  expect(fs.readdirSync(path.join(uploadsDir, '.staging'))).toEqual([]);
});
