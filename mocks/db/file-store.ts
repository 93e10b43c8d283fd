/** Where uploaded order documents live: IndexedDB in the browser, memory in Node. */
export interface FileStore {
  put(path: string, file: Blob): Promise<void>;
  get(path: string): Promise<Blob | null>;
  delete(path: string): Promise<void>;
  clear(): Promise<void>;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Blob>();
  return {
    async put(path, file) {
      files.set(path, file);
    },
    async get(path) {
      return files.get(path) ?? null;
    },
    async delete(path) {
      files.delete(path);
    },
    async clear() {
      files.clear();
    },
  };
}

const STORE = 'files';

/**
 * Opens (once, then reuses) an IndexedDB database of one object store; shared by the file store and the
 * table store (mocks/db/table-store.ts), each in a database of its own.
 */
export function databaseOpener(name: string, store: string): () => Promise<IDBDatabase> {
  let opened: Promise<IDBDatabase> | null = null;
  return () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(store);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('Could not open IndexedDB'));
    }));
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function createIndexedDbFileStore(name = 'entitylens-mock-files'): FileStore {
  const open = databaseOpener(name, STORE);
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    async put(path, file) {
      // Bytes, not the File handle: a File from an <input> may not outlive the page.
      const bytes = await file.arrayBuffer();
      await request((await store('readwrite')).put({ bytes, type: file.type }, path));
    },
    async get(path) {
      const value = (await request((await store('readonly')).get(path))) as
        { bytes: ArrayBuffer; type: string } | undefined;
      return value ? new Blob([value.bytes], { type: value.type }) : null;
    },
    async delete(path) {
      await request((await store('readwrite')).delete(path));
    },
    async clear() {
      await request((await store('readwrite')).clear());
    },
  };
}
