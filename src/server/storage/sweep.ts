import type { FileStore } from './file-store.ts';
import { STAGING_MAX_AGE_MS, sweepStaging } from './staging.ts';

/** A kind of stored file: its key prefix, and which of some keys still have their database row. */
export interface KeyOwner {
  prefix: string;
  known(keys: string[]): Promise<Set<string>>;
}

const BATCH = 500;

/**
 * Removes debris a crash can leave: staged uploads older than an hour, and stored files older than
 * an hour that no row names (committed to the store, then the process died before the rows). Keys
 * under no owner's prefix are left alone.
 */
export async function sweepFileStore(store: FileStore, owners: KeyOwner[], now = Date.now()) {
  const staged = await sweepStaging(store.stagingDir, now);
  let orphans = 0;
  for (const owner of owners) {
    let batch: string[] = [];
    const flush = async () => {
      const known = await owner.known(batch);
      for (const key of batch) {
        if (!known.has(key)) {
          await store.remove(key);
          orphans += 1;
        }
      }
      batch = [];
    };
    for await (const item of store.list()) {
      if (now - item.modifiedAt.getTime() <= STAGING_MAX_AGE_MS || !item.key.startsWith(owner.prefix))
        continue;
      batch.push(item.key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  return { staged, orphans };
}
