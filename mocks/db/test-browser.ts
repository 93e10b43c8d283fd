import { createDb, createMemoryTableStore, type MockDb, type StorageLike } from './index';

/**
 * Tests: what the tabs of one browser share, localStorage (a Map) and the table store (a Map standing in for
 * IndexedDB), and tabs opened on them with the browser's composition (every write through to the store).
 */
export function testBrowser() {
  const marks = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => marks.get(k) ?? null,
    setItem: (k, v) => void marks.set(k, v),
    removeItem: (k) => void marks.delete(k),
  };
  const tables = createMemoryTableStore();
  /** A tab that has not read the store yet. */
  const tab = (): MockDb => createDb({ persistence: { tables, storage, key: 'db' } });
  return {
    marks,
    storage,
    tables,
    tab,
    /** A new tab that has read the store (a reload). */
    async reload(): Promise<MockDb> {
      const db = tab();
      await db.refresh();
      return db;
    },
  };
}
