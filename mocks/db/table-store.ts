import { databaseOpener } from './file-store';

/**
 * Where the in-browser backend's tables live between page loads: IndexedDB in the browser (its quota is a
 * share of the disk, where localStorage's 5 MB held about 3,000 customers), a Map in tests.
 * One record per table, `{ rev, json }`, and one commit record under `META_KEY` naming each table's
 * revision. Both operations are one transaction each, so a reader sees either the whole of a commit or none
 * of it. What a table record holds is the caller's (`createDb` stores each table's rows as JSON text).
 */
export interface TableStore {
  /**
   * One consistent read: the commit record, then the records of the tables `choose` names for it
   * (undefined where a table has no record).
   */
  read(choose: (meta: unknown) => string[]): Promise<{ meta: unknown; tables: Map<string, unknown> }>;
  /**
   * One atomic write: `plan` gets the commit record as stored now (inside the transaction, so no other
   * writer comes in between) and returns the records to put, the new commit record among them. If storage
   * refuses any of it (quota), nothing is written and the promise rejects with the browser's error.
   */
  commit(plan: (meta: unknown) => Map<string, unknown>): Promise<void>;
  /** Removes every record. */
  clear(): Promise<void>;
}

export const META_KEY = 'meta';

/** A Map standing in for IndexedDB (Node and tests): values are cloned in and out as IndexedDB clones them. */
export function createMemoryTableStore() {
  const data = new Map<string, unknown>();
  /** Tests: make the next commits fail as a full disk does (the rule sees the keys a commit would put). */
  let refuse: (keys: string[]) => boolean = () => false;
  const store: TableStore & {
    data: Map<string, unknown>;
    refuseWhen(rule: (keys: string[]) => boolean): void;
  } = {
    data,
    refuseWhen(rule) {
      refuse = rule;
    },
    async read(choose) {
      const meta = structuredClone(data.get(META_KEY));
      const tables = new Map<string, unknown>();
      for (const name of choose(meta)) tables.set(name, structuredClone(data.get(name)));
      return { meta, tables };
    },
    async commit(plan) {
      const puts = plan(structuredClone(data.get(META_KEY)));
      if (refuse([...puts.keys()])) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      for (const [key, value] of puts) data.set(key, structuredClone(value));
    },
    async clear() {
      data.clear();
    },
  };
  return store;
}

const STORE = 'tables';

/** The tables in an IndexedDB database of their own. */
export function createIndexedDbTableStore(name: string): TableStore {
  const open = databaseOpener(name, STORE);
  /** Runs `work` in a transaction and settles when the transaction has committed (or failed). */
  const transact = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore, fail: (error: unknown) => void) => () => T,
  ): Promise<T> => {
    const tx = (await open()).transaction(STORE, mode);
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure = error;
      tx.abort();
    };
    const result = work(tx.objectStore(STORE), fail);
    return new Promise<T>((resolve, reject) => {
      tx.oncomplete = () => resolve(result());
      tx.onabort = () => reject(failure ?? tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
    });
  };
  const read: TableStore['read'] = (choose) =>
    transact('readonly', (store) => {
      let meta: unknown;
      const tables = new Map<string, unknown>();
      const req = store.get(META_KEY);
      req.onsuccess = () => {
        meta = req.result;
        for (const table of choose(meta)) {
          const got = store.get(table);
          got.onsuccess = () => tables.set(table, got.result);
        }
      };
      return () => ({ meta, tables });
    });
  return {
    read,
    commit(plan) {
      return transact('readwrite', (store, fail) => {
        const req = store.get(META_KEY);
        req.onsuccess = () => {
          try {
            for (const [key, value] of plan(req.result)) store.put(value, key);
          } catch (error) {
            // A value IndexedDB cannot clone (or a plan that throws): write nothing.
            fail(error);
          }
        };
        return () => undefined;
      });
    },
    clear() {
      return transact('readwrite', (store) => {
        store.clear();
        return () => undefined;
      });
    },
  };
}
