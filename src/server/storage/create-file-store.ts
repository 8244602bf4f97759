import type { StorageConfig } from '#server/config/env.ts';
import type { FileStore } from './file-store.ts';
import { localFileStore } from './local-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

export function createFileStore(config: StorageConfig): FileStore {
  if (config.driver === 'local') return localFileStore(config.uploadsDir);
  return s3FileStore(config);
}
