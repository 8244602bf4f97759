import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStore, type StoredKey } from './file-store.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Prepended to every key, e.g. 'caredesk/' to share a bucket. */
  prefix?: string;
  /** Local folder where uploads are staged before the put. */
  stagingDir: string;
}

/**
 * Files in an S3-compatible bucket. An upload is staged on local disk, then put with its exact
 * length (streamed from disk); a rolled-back upload deletes what it put.
 */
export function s3FileStore(options: S3StoreOptions, client?: S3Client): FileStore {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? false,
      // Plain signed PUTs: several S3-compatible servers do not take the SDK's default aws-chunked checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const prefix = options.prefix ?? '';
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    stagingDir: options.stagingDir,
    async commit(stagedPath, key, contentType) {
      const { size } = await fsp.stat(stagedPath);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(stagedPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await fsp.rm(stagedPath, { force: true });
    },
    async read(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
          return null;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(): AsyncGenerator<StoredKey> {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (item.Key)
            yield { key: item.Key.slice(prefix.length), modifiedAt: item.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      if (!client) s3.destroy();
    },
  };
}
