import { createIndexedDbTableStore, type TableStore } from './db/table-store';

/** Name of the in-browser backend's IndexedDB database, and prefix of its localStorage keys (the commit marker). */
export const MOCK_DB_STORAGE_KEY = 'entitylens-mock-db';

let store: TableStore | null = null;

/**
 * The in-browser backend's table store, made on the first call and reading every record from then on (see
 * `readAhead`). A module of its own, so the page starts the read before the backend's code (MSW, the handlers) has
 * loaded: at 100,000 customers the records (large texts as Blobs, with their offsets and lookups, about 5 MB) took
 * 0.05 to 0.1 s to read after the code, and are read by the time it has loaded.
 */
export function browserTableStore(): TableStore {
  return (store ??= createIndexedDbTableStore(MOCK_DB_STORAGE_KEY, { readAhead: true }));
}
