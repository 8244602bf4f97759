import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/**
 * Where complaint images live. Uploads are first written whole to `stagingDir` on this server's
 * disk (streamed, never held in memory), checked there, and only then committed under a key the
 * server chose. Drivers: a local folder (local-file-store.ts) and an S3-compatible bucket (s3-file-store.ts).
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** A folder on this server's disk for uploads in progress; files older than an hour there are debris. */
  readonly stagingDir: string;
  /** Moves a staged file into the store under `key`; the staged file no longer exists afterwards. */
  commit(stagedPath: string, key: string, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under `key`. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (staging excluded) with its last change, for the orphan sweep. */
  list(): AsyncIterable<StoredKey>;
  close(): Promise<void>;
}

// Keys are made by the server (`images/<random>.<ext>`); anything else is refused before touching a path.
const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Unsafe file store key: ${JSON.stringify(key)}`);
}
