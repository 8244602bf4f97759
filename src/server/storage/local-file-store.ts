import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStore, type StoredKey } from './file-store.ts';

const STAGING = '.staging';

/**
 * Files in a folder (default `${DATA_DIR}/uploads`). Staging is a subfolder of it, so committing
 * is a rename on the same file system: a file is either fully in place or not there at all.
 */
export function localFileStore(root: string): FileStore {
  const stagingDir = path.join(root, STAGING);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  return {
    kind: 'local',
    stagingDir,
    async commit(stagedPath, key) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(stagedPath, target);
    },
    async read(key) {
      const target = pathOf(key);
      try {
        const handle = await fsp.open(target, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async *list(): AsyncGenerator<StoredKey> {
      yield* walk(root, '');
    },
    async close() {},
  };
}

async function* walk(root: string, prefix: string): AsyncGenerator<StoredKey> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (key !== STAGING) yield* walk(root, key);
    } else if (entry.isFile()) {
      const stat = await fsp.stat(path.join(root, key)).catch(() => null);
      if (stat) yield { key, modifiedAt: stat.mtime };
    }
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
