import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';
import { FileTooLargeError, imageTypeOf, stageFile, sweepStaging } from './staging.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(1000, 3),
]);
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caredesk-store-'));
  tempDirs.push(dir);
  return dir;
};

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(store: FileStore): Promise<string[]> {
  const found: string[] = [];
  for await (const item of store.list()) found.push(item.key);
  return found.sort();
}

let s3server: S3rver;
let s3client: S3Client;
const drivers: [string, () => FileStore][] = [
  ['local', () => localFileStore(tempDir())],
  [
    's3 (s3rver)',
    () =>
      s3FileStore(
        {
          bucket: 'caredesk',
          region: 'us-east-1',
          prefix: `t${Date.now()}${Math.random().toString(36).slice(2)}/`,
          stagingDir: tempDir(),
        },
        s3client,
      ),
  ],
];

beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir() });
  const address = (await s3server.run()) as AddressInfo;
  s3client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await s3client.send(new CreateBucketCommand({ Bucket: 'caredesk' }));
});
afterAll(async () => {
  s3client?.destroy();
  await s3server?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(drivers)('the %s driver', (_name, makeStore) => {
  test('a committed file can be read back whole, listed, and removed; the staged file is gone', async () => {
    const store = makeStore();
    const staged = await stageFile(
      store.stagingDir,
      Readable.from([PNG.subarray(0, 5), PNG.subarray(5)]),
      5_000,
    );
    expect(staged).toMatchObject({ size: PNG.length, type: 'image/png' });

    await store.commit(staged.path, 'images/abc.png', 'image/png');

    expect(fs.existsSync(staged.path)).toBe(false);
    const file = await store.read('images/abc.png');
    expect(file?.size).toBe(PNG.length);
    expect(await text(file!.body)).toEqual(PNG);
    expect(await keys(store)).toEqual(['images/abc.png']);
    await store.remove('images/abc.png');
    expect(await store.read('images/abc.png')).toBeNull();
    expect(await keys(store)).toEqual([]);
  });

  test('reading or removing a missing key is not an error', async () => {
    const store = makeStore();
    expect(await store.read('images/missing.png')).toBeNull();
    await expect(store.remove('images/missing.png')).resolves.toBeUndefined();
  });

  test('keys the server did not make are refused', async () => {
    const store = makeStore();
    await expect(store.read('../secret.png')).rejects.toThrow(/Unsafe/);
    await expect(store.remove('images/../../x.png')).rejects.toThrow(/Unsafe/);
  });
});

describe('staging', () => {
  test('a file over the limit is refused and nothing stays on disk', async () => {
    const dir = tempDir();
    await expect(stageFile(dir, Readable.from([PNG, PNG]), PNG.length + 10)).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('recognises images by their first bytes only', () => {
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  });

  test('the sweep removes staged files older than an hour only', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'old.part'), 'x');
    fs.writeFileSync(path.join(dir, 'new.part'), 'x');
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(dir, 'old.part'), old, old);

    expect(await sweepStaging(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['new.part']);
  });
});
