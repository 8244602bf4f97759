/**
 * Files kept on the device under a key until they are sent (a visit's photos taken offline):
 * IndexedDB, which holds blobs of any size the browser allows, where `localStorage` holds a few
 * megabytes of text. Tests hand in a memory store (`memoryFileStore`).
 */
export interface DeviceFileStore {
  put(key: string, files: File[]): Promise<void>;
  /** The files kept under the key, oldest first; none when nothing is kept. */
  read(key: string): Promise<File[]>;
  remove(key: string): Promise<void>;
}

const DB_NAME = 'caredesk-files';
const STORE = 'files';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const indexedDbFileStore: DeviceFileStore = {
  async put(key, files) {
    const kept = await indexedDbFileStore.read(key);
    await run('readwrite', (store) => store.put([...kept, ...files], key));
  },
  async read(key) {
    const value: unknown = await run('readonly', (store) => store.get(key));
    return Array.isArray(value) ? value.filter((item): item is File => item instanceof Blob) : [];
  },
  async remove(key) {
    await run('readwrite', (store) => store.delete(key));
  },
};

/** A store in memory, for tests. */
export function memoryFileStore(): DeviceFileStore {
  const kept = new Map<string, File[]>();
  return {
    put: (key, files) => {
      kept.set(key, [...(kept.get(key) ?? []), ...files]);
      return Promise.resolve();
    },
    read: (key) => Promise.resolve(kept.get(key) ?? []),
    remove: (key) => {
      kept.delete(key);
      return Promise.resolve();
    },
  };
}
