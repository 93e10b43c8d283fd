import { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import {
  isObject,
  parseJson,
  rowAt,
  rowsInText,
  offsetsFit,
  tableText,
  type RowsFound,
  type StoredText,
} from './stored-text';
import { META_KEY, type TableStore } from './table-store';
import {
  BLOB_TEXT_OVER,
  byteOffsets,
  candidates,
  readRows,
  ROWS_READ_AT_MOST,
  rowCount,
  StoredTablesNeeded,
  unread,
  type BlobTable,
} from './blob-table';
import { buildLookup, lookupFits, type StoredLookup } from './stored-lookups';
import {
  accountLosAddressRecordSchema,
  accountLosSettingsRecordSchema,
  authUserRecordSchema,
  creditLedgerEntrySchema,
  inboundRequestSchema,
  orderDocumentReadingRecordSchema,
  reportFieldReviewRecordSchema,
  orderSosLookupRecordSchema,
  orderDocumentTextRecordSchema,
  orderAssignmentRecordSchema,
  orderHistoryEntrySchema,
  orderReportRecordSchema,
  orderRequestSchema,
  outboxRecordSchema,
  profileSchema,
  refreshTokenRecordSchema,
  roleAuditRecordSchema,
  staffAuditRecordSchema,
  sessionRecordSchema,
  oneTimeTokenRecordSchema,
  mfaFactorRecordSchema,
  mfaChallengeRecordSchema,
  storageObjectRecordSchema,
  userRoleSchema,
} from './schemas';

export * from './schemas';
export * from './password';
export * from './file-store';
export * from './table-store';
export { tableText } from './stored-text';
export { StoredTablesNeeded } from './blob-table';

/** Minimal Web Storage shape (localStorage in the browser, a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DbPersistence {
  /** The tables (IndexedDB in the browser). */
  tables: TableStore;
  /**
   * localStorage: the revision of the newest commit, which every request compares synchronously with its
   * own (reading IndexedDB per request would cost a transaction), and the layout of version 5, converted once.
   */
  storage: StorageLike;
  /** Prefix of the localStorage keys (see `storageKeys`). */
  key: string;
}

const SCHEMAS = {
  authUsers: authUserRecordSchema,
  sessions: sessionRecordSchema,
  refreshTokens: refreshTokenRecordSchema,
  oneTimeTokens: oneTimeTokenRecordSchema,
  mfaFactors: mfaFactorRecordSchema,
  mfaChallenges: mfaChallengeRecordSchema,
  profiles: profileSchema,
  userRoles: userRoleSchema,
  roleAuditLog: roleAuditRecordSchema,
  staffAuditLog: staffAuditRecordSchema,
  inboundRequests: inboundRequestSchema,
  orderRequests: orderRequestSchema,
  orderStatusHistory: orderHistoryEntrySchema,
  creditLedger: creditLedgerEntrySchema,
  storageObjects: storageObjectRecordSchema,
  outbox: outboxRecordSchema,
  orderReports: orderReportRecordSchema,
  accountLosSettings: accountLosSettingsRecordSchema,
  accountLosAddresses: accountLosAddressRecordSchema,
  orderDocumentTexts: orderDocumentTextRecordSchema,
  orderDocumentReadings: orderDocumentReadingRecordSchema,
  reportFieldReviews: reportFieldReviewRecordSchema,
  orderSosLookups: orderSosLookupRecordSchema,
  orderAssignments: orderAssignmentRecordSchema,
};

export type TableName = keyof typeof SCHEMAS;
export type MockTables = { [K in TableName]: Collection<(typeof SCHEMAS)[K]> };
export const TABLE_NAMES = Object.keys(SCHEMAS) as TableName[];
type AnyCollection = MockTables[TableName];

/**
 * A table schema's whole definition as text: its types, checks, defaults and the source of its refinements.
 * A table record carries the text of the schema that validated its rows when they were written (@msw/data
 * validates every create and update), so rows stored under the same text need not be validated again on
 * load: at 100,000 customers that validation was 0.9 s of a cold start. Any change to a schema (another
 * build, another app version in another tab) changes its text, and those rows are validated as before.
 */
export function schemaTextOf(schema: object): string {
  // A sub-schema used twice (a shared timestamp) is written out once; cycles end there too.
  const seen = new WeakSet<object>();
  return JSON.stringify(schema, (_key, value: unknown) => {
    if (typeof value === 'function') return `function ${String(value)}`;
    if (value === null || typeof value !== 'object') return value;
    if (seen.has(value)) return '[written above]';
    seen.add(value);
    return '_zod' in value ? (value as { _zod: { def: unknown } })._zod.def : value;
  });
}

const schemaTexts = new Map<TableName, string>();
/** The text of a table's schema (see `schemaTextOf`), worked out once. */
export function schemaText(name: TableName): string {
  let text = schemaTexts.get(name);
  if (text === undefined) schemaTexts.set(name, (text = schemaTextOf(SCHEMAS[name])));
  return text;
}

/**
 * Version of the stored layout; any other version found is discarded (the seed is applied again).
 * 5: mfa_factors exists and admin rights need aal2 (localStorage, one key per table).
 * 6: the tables live in IndexedDB; a version 5 store in localStorage is converted once.
 * 7: an admin's factor gives admin rights only once approved (issue 28), so a version 6 store, whose admin
 *    persona's factor was never approved, is discarded and the seed applied again (the same IndexedDB layout).
 * 8: reports carry their sources and the reviewers' decisions are a table of their own (issue 30); a version 7
 *    store is discarded and the seed applied again (the same IndexedDB layout).
 * 9: Secretary of State lookups are a table of their own, seeded for an order in review (issue 31); a version 8
 *    store is discarded and the seed applied again (the same IndexedDB layout).
 * 10: orders have assignees (issue 32, order_assignments); an older store is discarded and the seed applied
 *    again (the same IndexedDB layout).
 */
export const STORAGE_FORMAT_VERSION = 10;
const LEGACY_VERSION = 5;

/** The Collection methods that change rows (each is written through when it has finished). */
const WRITES = ['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'] as const;

/** The commit record: `{ version: 9, rev, tables: { [table]: rev } }`. A table missing from it is empty. */
interface Meta {
  version: typeof STORAGE_FORMAT_VERSION;
  rev: string;
  tables: Partial<Record<TableName, string>>;
}

/** The localStorage keys under a prefix. */
export function storageKeys(key: string) {
  return {
    /** The revision of the newest commit in IndexedDB. */
    commit: `${key}:commit`,
    /** Version 5: the commit record, `{ version: 5, tables: { [table]: { slot, rev } } }`. */
    legacyMeta: `${key}:meta`,
    /** Version 5: one table's rows, `{ rev, rows }`, in one of its two slots. */
    legacyTable: (name: TableName, slot: 0 | 1) => `${key}:${name}:${slot}`,
  };
}

/** A table's rows in some order (the same objects): see `MockDb.keepOrder`. */
type Arrange = (rows: readonly Record<string, unknown>[]) => readonly object[];

export interface MockDb extends MockTables {
  /**
   * Brings this copy up to date with the newest commit any tab wrote, reloading only the tables that
   * changed. MSW handlers run in the tab that made the request, so each request starts here; that is what
   * keeps tabs in step. At start-up an unreadable store (corrupt, or of an unknown version) is discarded
   * and the tables stay empty, so the caller applies the seed.
   */
  refresh(): Promise<void>;
  /** True when rows exist (the seed must not be applied twice). */
  hasData(): boolean;
  /** Serialises writes so multi-row steps (assign_user_role, sign-up) are atomic within a tab. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Empties every table. */
  clear(): void;
  /** Writes the tables changed since the last write now; settles when they are stored. */
  flush(): Promise<void>;
  /**
   * The first row of `name` whose `column` equals `value`, as `findFirst(q => q.where({ [column]: value }))`
   * finds it, from an index dropped on any write to the table and built again when the tab is next idle (until
   * then a plain scan: about 1 ms at 100,000 rows, where building the index is 40 to 60 ms and findFirst's
   * query 25 ms). Every request looks up its caller's profile and role. While the table is still stored text
   * (after a reload), the row is found in the text without parsing the table (see `rowsInText`).
   */
  firstBy<K extends TableName>(name: K, column: string, value: unknown): ReturnType<MockTables[K]['findFirst']>;
  /**
   * A value worked out from a table's rows (an index: their order by some columns, a column's values in
   * lower case), built by `build` on first use under `key` and dropped on any write to the table, like
   * Postgres's indexes kept in step with the table. `build` gets the rows as `all()` returns them.
   */
  derive<T>(name: TableName, key: string, build: (rows: readonly Record<string, unknown>[]) => T): T;
  /**
   * The rows of `name` whose `column`, a column of strings, holds one of `values`, in the table's order, found in
   * its stored text while no request has needed the table parsed (as `firstBy` finds a row): an admin's read of
   * the staff among 100,000 customers parses none of the customers. Null once the table is parsed (or when its
   * text cannot be searched): read its rows instead.
   */
  storedRows(name: TableName, column: string, values: readonly string[]): Record<string, unknown>[] | null;
  /**
   * Keeps the rows of `name` in the order `arrange` puts them (the same objects), under `key`, with the table in
   * the store: each write of the table stores where each row stands in that order, so that after a reload a page
   * of the table in that order is read without parsing the rest (`storedPage`). The cost is one sort per write of
   * the table. The user list opens on the newest of 100,000 profiles.
   */
  keepOrder(name: TableName, key: string, arrange: Arrange): void;
  /**
   * Keeps a lookup of `name` by `column` (a column of strings) with the table in the store: which rows hold each
   * value, by its hash. A table stored as a Blob (longer than 64 KiB) is not read at a cold start; `firstBy` and
   * `storedRows` on the column then read the few rows the lookup names, where they would read the whole table.
   */
  keepLookup(name: TableName, column: string): void;
  /**
   * Reads every table still stored as a Blob whole. A write does so itself before it writes anything (and the
   * request is answered again); a request that will write after costly work (a password hash, a provider's
   * answer) asks first, so that work is not done twice.
   */
  readStored(): Promise<void>;
  /**
   * Rows `offset` to `offset + limit` of `name` in the order kept under `key`, and how many rows there are, read
   * from the stored text while the table is unparsed and its record holds that order; else null (read the rows).
   */
  storedPage(
    name: TableName,
    key: string,
    offset: number,
    limit: number,
  ): { rows: Record<string, unknown>[]; total: number } | null;
}

/**
 * The emulator's tables as @msw/data collections. Without `persistence` (Node) they live in memory.
 *
 * With it (the browser) every write goes through to the table store (IndexedDB): the tables a write changed
 * and a new commit record, in one transaction, so a reload or another tab sees either the whole of a write
 * or none of it. If storage refuses it (quota), nothing is written, the error is thrown (the request fails)
 * and the tables that write changed are reloaded from the committed data on the next request. Writes inside
 * `exclusive` are written once at its end; writes outside it when each has finished. If another tab
 * committed since this one last read the store, the write writes every table: the last writer wins as a
 * whole, never a mix of two tabs' tables.
 *
 * (The stock persist() extension writes only on `unload`, and sync() re-broadcasts a tab's hydration as
 * creates, duplicating rows in the other tabs; a write-through commit avoids both.)
 */
export function createDb(options: { persistence?: DbPersistence } = {}): MockDb {
  const { persistence } = options;
  const keys = persistence ? storageKeys(persistence.key) : null;
  const tables = {} as MockTables;
  /** Tables changed since the last write. */
  const dirty = new Set<TableName>();
  /** Per table, the revision this tab's copy corresponds to (undefined: reload it). */
  let loaded: Meta['tables'] = {};
  /** The revision of the commit this tab last read or wrote (null: read the store before trusting it). */
  let committed: string | null = null;
  /** The commits this tab has issued and not yet seen settle. */
  let writing: Promise<void> = Promise.resolve();
  let depth = 0;
  let queue: Promise<unknown> = Promise.resolve();

  /** Per table, what `derive` built from its rows, by key; dropped when the table changes. */
  const indexes = new Map<TableName, Map<string, unknown>>();
  /**
   * Tables read from the store as JSON text and not yet parsed (see `collectionOf`): a request parses only the
   * tables it touches, so the first answer after a cold start at 100,000 customers does not wait for all of them.
   */
  const unparsed = new Map<TableName, StoredText>();
  /**
   * Tables read from the store as a Blob and not read yet (see `blob-table.ts`): a lookup reads the rows it names, a
   * page of a kept order its rows, and anything else the whole text, after which the table is `unparsed`.
   */
  const pending = new Map<TableName, BlobTable>();
  /** Per table, the columns `keepLookup` asked to keep lookups of. */
  const lookupColumns = new Map<TableName, Set<string>>();
  /** Tables whose Blob could not be read once: their record is read from the store again, and a second failure is damage. */
  const rereading = new Set<TableName>();
  /** A table whose stored text turned out damaged when it was parsed: the next refresh rewrites the store. */
  let damaged = false;

  /** A Blob table's bytes could not be read: its record is read again on the next request; twice, it is damaged. */
  function unreadableBlob(name: TableName, table: BlobTable): void {
    if (pending.get(name) !== table) return;
    if (rereading.delete(name)) {
      install(name, newCollection(name));
      damaged = true;
      return;
    }
    rereading.add(name);
    delete loaded[name];
    committed = null;
  }

  async function readStored(): Promise<void> {
    await Promise.all([...pending].map(([name, table]) => readWhole(name, table)));
  }

  /** Reads a Blob table's whole text, once; from then on it is an unparsed table (text lookups, then parsed). */
  function readWhole(name: TableName, table: BlobTable): Promise<void> {
    table.whole ??= table.blob.text().then(
      (json) => {
        rereading.delete(name);
        if (pending.get(name) !== table) return;
        pending.delete(name);
        const { offsets, bytes, orders, lookups } = table;
        unparsed.set(name, { json, offsets, bytes, orders, lookups });
      },
      () => unreadableBlob(name, table),
    );
    return table.whole;
  }

  function needWhole(name: TableName, table: BlobTable): StoredTablesNeeded {
    const whole = () => readWhole(name, table);
    return new StoredTablesNeeded(whole, whole, `the table ${name}`);
  }

  /** The rows of a Blob table at `positions`, in that order, once read (until then it throws what reads them). */
  function rowsOf(name: TableName, table: BlobTable, positions: ArrayLike<number>): Record<string, unknown>[] {
    if (table.broken) throw needWhole(name, table);
    const missing = unread(table, Array.from(positions));
    if (missing.length > 0)
      throw new StoredTablesNeeded(
        () =>
          readRows(table, missing).then(
            () => void rereading.delete(name),
            () => unreadableBlob(name, table),
          ),
        () => readWhole(name, table),
        `${missing.length} rows of ${name}`,
      );
    return Array.from(positions, (p) => table.rows.get(p)!);
  }

  function markDirty(name: TableName): void {
    indexes.delete(name);
    if (!persistence) return;
    dirty.add(name);
  }

  function derive<T>(name: TableName, key: string, build: (rows: readonly Record<string, unknown>[]) => T): T {
    let byKey = indexes.get(name);
    if (!byKey) indexes.set(name, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, build(collectionOf(name).all() as Record<string, unknown>[]));
    return byKey.get(key) as T;
  }

  /** `derive` keys whose build waits for the tab to be idle (see `firstBy`). */
  const idleBuilds = new Set<string>();

  function firstBy(name: TableName, column: string, value: unknown) {
    // A table still a Blob reads the rows its lookup names (the first holding the value is the one findFirst finds).
    const blob = pending.get(name);
    if (blob) {
      const positions = candidates(blob, column, value);
      if (!positions) throw needWhole(name, blob);
      return rowsOf(name, blob, positions).find((row) => row[column] === value);
    }
    const key = `first by ${column}`;
    const built = indexes.get(name)?.get(key) as Map<unknown, unknown> | undefined;
    if (built) return built.get(value);
    // A table not yet parsed is searched as text: the caller lookups of a cold start parse no table.
    const stored = unparsed.get(name);
    if (stored && typeof value === 'string') {
      const found = rowsInText(stored, column, value, true);
      if (found) return found[0]?.row;
    }
    // A table just loaded or written: one scan now (about 1 ms at 100,000 rows), and the index once the tab is
    // idle, so the first request after a cold start does not wait for a map of every row.
    const job = `${name}\u0000${key}`;
    if (!idleBuilds.has(job)) {
      idleBuilds.add(job);
      whenIdle(() => {
        idleBuilds.delete(job);
        // Reloaded meanwhile as a Blob: it is read when a request needs it, not when the tab is idle.
        if (pending.has(name)) return;
        derive(name, key, (rows) => {
          const index = new Map<unknown, unknown>();
          for (const row of rows) if (!index.has(row[column])) index.set(row[column], row);
          return index;
        });
      });
    }
    for (const row of collectionOf(name).all() as Record<string, unknown>[]) if (row[column] === value) return row;
    return undefined;
  }

  /** Per table, the orders `keepOrder` asked to store with it, by key. */
  const keptOrders = new Map<TableName, Map<string, Arrange>>();

  function keepLookup(name: TableName, column: string): void {
    let columns = lookupColumns.get(name);
    if (!columns) lookupColumns.set(name, (columns = new Set()));
    columns.add(column);
  }

  /** The lookups kept for a table (see `keepLookup`), of `rows`. */
  function lookupsOf(name: TableName, rows: readonly object[]): Record<string, StoredLookup> | undefined {
    const columns = lookupColumns.get(name);
    if (!columns) return undefined;
    return Object.fromEntries(
      [...columns].map((column) => [column, buildLookup(rows as readonly Record<string, unknown>[], column)]),
    );
  }

  function keepOrder(name: TableName, key: string, arrange: Arrange): void {
    let byKey = keptOrders.get(name);
    if (!byKey) keptOrders.set(name, (byKey = new Map()));
    byKey.set(key, arrange);
  }

  /** Where each of `rows` stands in each order kept for the table (see `keepOrder`). */
  function ordersOf(name: TableName, rows: readonly object[]): Record<string, Uint32Array> | undefined {
    const byKey = keptOrders.get(name);
    if (!byKey || byKey.size === 0) return undefined;
    const positions = new Map<object, number>();
    rows.forEach((row, i) => positions.set(row, i));
    const orders: Record<string, Uint32Array> = {};
    for (const [key, arrange] of byKey) {
      const arranged = arrange(rows as readonly Record<string, unknown>[]);
      const order = new Uint32Array(arranged.length);
      let whole = arranged.length === rows.length;
      for (let i = 0; whole && i < arranged.length; i++) {
        const position = positions.get(arranged[i]!);
        if (position === undefined) whole = false;
        else order[i] = position;
      }
      if (whole) orders[key] = order;
    }
    return orders;
  }

  function storedPage(name: TableName, key: string, offset: number, limit: number) {
    const blob = pending.get(name);
    if (blob) {
      const order = blob.orders?.[key];
      const total = rowCount(blob);
      if (!order || order.length !== total) return null;
      const positions = order.subarray(Math.min(offset, total), Math.min(offset + limit, total));
      return positions.length <= ROWS_READ_AT_MOST ? { rows: rowsOf(name, blob, positions), total } : null;
    }
    const stored = unparsed.get(name);
    const order = stored?.orders?.[key];
    if (!stored || !order || !offsetsFit(stored) || order.length !== stored.offsets.length - 1) return null;
    const total = order.length;
    const rows: Record<string, unknown>[] = [];
    for (let i = offset; i < Math.min(offset + limit, total); i++) {
      const row = rowAt(stored, order[i]!);
      if (!row) return null;
      rows.push(row);
    }
    return { rows, total };
  }

  function storedRows(name: TableName, column: string, values: readonly string[]) {
    const blob = pending.get(name);
    if (blob) {
      const positions = new Set<number>();
      for (const value of values) {
        const found = candidates(blob, column, value);
        if (!found) return null;
        for (const p of found) positions.add(p);
      }
      if (positions.size > ROWS_READ_AT_MOST) return null;
      const wanted = new Set<unknown>(values);
      return rowsOf(
        name,
        blob,
        [...positions].sort((a, b) => a - b),
      ).filter((row) => wanted.has(row[column]));
    }
    const stored = unparsed.get(name);
    if (!stored) return null;
    const found: Array<RowsFound[number]> = [];
    for (const value of new Set(values)) {
      const rows = rowsInText(stored, column, value, false);
      if (!rows) return null;
      found.push(...rows);
    }
    return found.sort((a, b) => a.at - b.at).map(({ row }) => row);
  }

  /**
   * A write outside `exclusive` is written when it has finished. Not on the hook's microtask: @msw/data runs the
   * create and update hooks before it stores the record (create awaits its hooks first), so a flush queued by
   * the hook could write the table without the new row and then forget it was dirty. An asynchronous write
   * settles once stored (a refused write rejects); a synchronous one (delete) is stored in the background and
   * the next request waits for it.
   */
  function flushWhenDone<A extends unknown[], R>(name: TableName, write: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      // A write is never undone, and a request that meets a table not read yet is answered again from its start:
      // so the first write of a tab with Blob tables reads them all first, before anything is written.
      if (pending.size > 0) throw new StoredTablesNeeded(readStored, readStored, 'every table before a write');
      const result = write(...args);
      // The hooks dropped the table's index before the row was stored: drop it again now that it is.
      if (result instanceof Promise)
        return result.then(async (value: unknown) => {
          indexes.delete(name);
          if (depth === 0) await flush();
          return value;
        }) as R;
      indexes.delete(name);
      if (depth === 0) flush().catch(() => undefined);
      return result;
    };
  }

  function newCollection<K extends TableName>(name: K): MockTables[K] {
    // Hooks of a collection that is not (or no longer) installed are a reload filling it: not a write.
    const changed = defineExtension({
      name: 'write-through',
      extend(collection) {
        const onChange = () => {
          if (tables[name] === collection) markDirty(name);
        };
        collection.hooks.on('create', onChange);
        collection.hooks.on('update', onChange);
        collection.hooks.on('delete', onChange);
      },
    });
    const collection = new Collection({ schema: SCHEMAS[name], extensions: [changed] }) as unknown as MockTables[K];
    const writable = collection as unknown as Record<(typeof WRITES)[number], (...args: unknown[]) => unknown>;
    for (const method of WRITES) writable[method] = flushWhenDone(name, writable[method].bind(collection));
    return collection;
  }

  function install(name: TableName, collection: AnyCollection): void {
    (tables as Record<TableName, AnyCollection>)[name] = collection;
    unparsed.delete(name);
    pending.delete(name);
    indexes.delete(name);
  }

  /**
   * A table's collection, parsed from its stored text first if it has not been yet. The rows were written
   * under this schema (the text is only kept unparsed then), so each need only be an object. If the text is
   * damaged after all, the table is left empty, the request fails, and the next refresh rewrites the store
   * from this tab's copy (as when a running tab finds the store unreadable).
   */
  function collectionOf<K extends TableName>(name: K): MockTables[K] {
    const blob = pending.get(name);
    if (blob) throw needWhole(name, blob);
    const stored = unparsed.get(name);
    if (stored !== undefined) {
      const collection = newCollection(name);
      const rows = parseJson(stored.json);
      const filled =
        Array.isArray(rows) && knownInternals !== null && fillStored(collection, null, rows, knownInternals);
      install(name, filled ? collection : newCollection(name));
      if (!filled) {
        damaged = true;
        throw new Error(`The in-browser backend's stored table ${name} is damaged; it is rewritten without it.`);
      }
    }
    return tables[name];
  }

  /** True when the table holds no rows (without parsing stored text to find out). */
  function isEmpty(name: TableName): boolean {
    const blob = pending.get(name);
    if (blob) return rowCount(blob) === 0;
    const stored = unparsed.get(name);
    return stored !== undefined ? stored.json === '[]' : tables[name].count() === 0;
  }

  for (const name of TABLE_NAMES) install(name, newCollection(name));

  /**
   * Issues one commit of the changed tables (every table if another tab committed meanwhile), each as the
   * JSON text of its rows with where each row starts in it (`tableText`): IndexedDB hands a string back far
   * faster than 100,000 structured objects (about 0.13 against 0.45 s for the three largest tables), a table is
   * parsed only when a request first needs it (`collectionOf`), and a lookup by a column finds its row in the
   * text until then (`firstBy`). The rows are taken now (a shallow copy: @msw/data stores a new object on every update
   * and never changes one in place), so later writes of this tab cannot leak into this commit.
   */
  function flush(): Promise<void> {
    if (!persistence || !keys || dirty.size === 0) return writing;
    const { storage } = persistence;
    const base = committed;
    const changed = TABLE_NAMES.filter((n) => dirty.has(n));
    // A table still a Blob or unparsed is stored as it was; the others as the JSON text of these rows.
    const snapshot = new Map(
      TABLE_NAMES.map((n) => [n, pending.get(n) ?? unparsed.get(n) ?? tables[n].all().slice()] as const),
    );
    const rev = crypto.randomUUID();
    const revisions: Meta['tables'] = {};
    dirty.clear();
    const done = persistence.tables
      .commit((stored) => {
        const current = readMeta(stored);
        // Someone else committed since this tab last read the store (or it is gone or unreadable): write all.
        const others = current === null || current.rev !== base;
        const names = others ? TABLE_NAMES : changed;
        const puts = new Map<string, unknown>();
        for (const name of names) {
          puts.set(name, recordOf(name, snapshot.get(name)!, rev));
          revisions[name] = rev;
        }
        const next: Meta = {
          version: STORAGE_FORMAT_VERSION,
          rev,
          tables: others ? revisions : { ...current.tables, ...revisions },
        };
        puts.set(META_KEY, next);
        return puts;
      })
      .then(
        () => {
          try {
            storage.setItem(keys.commit, rev);
          } catch {
            // A full localStorage: other tabs notice this commit on their next start instead.
          }
        },
        (error: unknown) => {
          // Nothing was committed: bring this tab back to the committed data on its next request.
          for (const name of changed) delete loaded[name];
          committed = null;
          throw error;
        },
      );
    committed = rev;
    for (const name of changed) loaded[name] = rev;
    writing = done.catch(() => undefined);
    return done;
  }

  /**
   * A table's record as written: the JSON text of its rows with where each starts and the orders kept with it; a
   * text longer than 64 KiB as a Blob, with where each row starts in its bytes and the lookups kept for the table
   * (see `blob-table.ts`). A table still a Blob is written back as it was read.
   */
  function recordOf(name: TableName, source: BlobTable | StoredText | readonly object[], rev: string): object {
    if ('blob' in source) return { ...source.record, rev };
    const rows = 'json' in source ? null : source;
    const text: StoredText = rows ? { ...tableText(rows), orders: ordersOf(name, rows) } : (source as StoredText);
    const { json, offsets, orders } = text;
    const record = { rev, json, offsets, orders, schema: schemaText(name) };
    if (json.length <= BLOB_TEXT_OVER || !offsets) return record;
    const bytes = text.bytes ?? byteOffsets(json, offsets);
    return {
      ...record,
      json: new Blob([json], { type: 'application/json' }),
      ...(bytes !== offsets && { bytes }),
      lookups: rows ? lookupsOf(name, rows) : text.lookups,
    };
  }

  function clear(): void {
    // Fresh collections rather than Collection.clear(), which is quadratic in the number of rows.
    for (const name of TABLE_NAMES) {
      install(name, newCollection(name));
      markDirty(name);
    }
    if (depth === 0) flush().catch(() => undefined);
  }

  /**
   * Fills fresh collections with stored rows, or null if any row is refused. Rows are validated by their
   * schema unless the table record was written under the same schema text (`trusted`).
   */
  async function build(
    rowsByTable: Map<TableName, unknown[]>,
    trusted: ReadonlySet<TableName> = new Set(),
  ): Promise<Map<TableName, AnyCollection> | null> {
    const built = new Map<TableName, AnyCollection>();
    for (const [name, rows] of rowsByTable) {
      const collection = newCollection(name);
      if (!(await fill(collection, trusted.has(name) ? null : SCHEMAS[name], rows))) return null;
      built.set(name, collection);
    }
    return built;
  }

  /** Empties the table store and the localStorage keys (this version's and version 5's). */
  async function discardStored(): Promise<void> {
    if (!persistence || !keys) return;
    const { storage } = persistence;
    removeLegacy(storage, keys);
    removeQuietly(storage, keys.commit);
    committed = null;
    loaded = {};
    await persistence.tables.clear();
  }

  /** An unreadable store: discarded at start-up (the caller seeds), else rewritten from this tab's copy. */
  async function unreadable(): Promise<void> {
    const hadData = hasData();
    await discardStored();
    if (hadData) {
      for (const name of TABLE_NAMES) markDirty(name);
      await flush();
    }
  }

  async function load(): Promise<void> {
    if (!persistence || !keys) return;
    // Writes not yet written go first (a reload must not drop them).
    await flush().catch(() => undefined);
    await writing;
    const read = await persistence.tables.read((stored) => {
      const meta = readMeta(stored);
      if (!meta) return [];
      return TABLE_NAMES.filter((n) => meta.tables[n] !== undefined && meta.tables[n] !== loaded[n]);
    });
    if (read.meta === undefined) {
      const legacy = readLegacy(persistence.storage, keys);
      // Nothing stored (first visit, or the site's data was cleared): keep what this tab has.
      if (legacy === null) return;
      return migrate(legacy);
    }
    const meta = readMeta(read.meta);
    if (!meta) return unreadable();
    const changed = new Map<TableName, unknown[]>();
    const trusted = new Set<TableName>();
    /** Tables stored as text under this schema, parsed when first used (only where rows can be filled at once). */
    const deferred = new Map<TableName, StoredText>();
    /** Tables stored as a Blob under this schema: read as far as requests need them (see `blob-table.ts`). */
    const blobs = new Map<TableName, BlobTable>();
    const internals = await recordInternals();
    for (const name of TABLE_NAMES) {
      const rev = meta.tables[name];
      if (rev === undefined) {
        if (loaded[name] !== undefined || !isEmpty(name)) changed.set(name, []);
        continue;
      }
      if (rev === loaded[name]) continue;
      const table = readTable(read.tables.get(name), rev);
      if (!table) return unreadable();
      const sameSchema = table.schema === schemaText(name);
      const blob = table.blob && sameSchema && internals ? blobTableOf(table) : null;
      if (blob) {
        blobs.set(name, blob);
        continue;
      }
      // A Blob that cannot be read lazily (another schema, no offsets) is read now.
      const json = table.blob ? await table.blob.text().catch(() => null) : table.json;
      if (json === null) return unreadable();
      if (json !== undefined && sameSchema && internals) {
        // A Blob's byte offsets and lookups did not fit it: they are worked out again when it is next written.
        deferred.set(name, { json, offsets: table.offsets, orders: table.orders });
        continue;
      }
      const rows = json !== undefined ? parseJson(json) : table.rows;
      if (!Array.isArray(rows)) return unreadable();
      changed.set(name, rows);
      if (sameSchema) trusted.add(name);
    }
    const built = await build(changed, trusted);
    if (!built) return unreadable();
    for (const [name, collection] of built) install(name, collection);
    for (const [name, stored] of deferred) {
      install(name, newCollection(name));
      unparsed.set(name, stored);
    }
    for (const [name, blob] of blobs) {
      install(name, newCollection(name));
      pending.set(name, blob);
    }
    committed = meta.rev;
    loaded = { ...meta.tables };
  }

  /** Version 5 (localStorage) is read once and written to the table store; then its keys are removed. */
  async function migrate(legacy: Map<TableName, unknown[]> | 'unreadable'): Promise<void> {
    const built = legacy === 'unreadable' ? null : await build(legacy);
    if (!built) return unreadable();
    for (const [name, collection] of built) install(name, collection);
    for (const name of TABLE_NAMES) markDirty(name);
    try {
      await flush();
    } catch {
      for (const name of TABLE_NAMES) install(name, newCollection(name));
      dirty.clear();
      await discardStored();
      return;
    }
    removeLegacy(persistence!.storage, keys!);
  }

  /** True when this tab's copy matches the last commit (the check every request makes). */
  function upToDate(): boolean {
    if (!persistence || !keys) return true;
    return committed !== null && persistence.storage.getItem(keys.commit) === committed;
  }

  let refreshing: Promise<void> | null = null;
  async function refresh(): Promise<void> {
    // This tab's own writes settle first: the marker names them only once they are stored.
    await writing;
    if (damaged) {
      damaged = false;
      await exclusive(unreadable);
    }
    if (upToDate()) return;
    // One reload at a time, and never in the middle of a write of this tab.
    refreshing ??= exclusive(load).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      depth++;
      let result: T;
      try {
        result = await work();
      } finally {
        depth--;
      }
      if (depth === 0) await flush();
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  function hasData(): boolean {
    return TABLE_NAMES.some((n) => !isEmpty(n));
  }

  const db = {
    refresh,
    hasData,
    exclusive,
    clear,
    flush,
    firstBy,
    derive,
    storedRows,
    keepOrder,
    keepLookup,
    readStored,
    storedPage,
  } as MockDb;
  // Getters: clear() and a reload install fresh collections.
  for (const name of TABLE_NAMES) Object.defineProperty(db, name, { enumerable: true, get: () => collectionOf(name) });
  return db;
}

/**
 * Fills an empty collection with stored rows, each validated (and defaulted) by the table's schema, or
 * returns false if the schema refuses one; `schema` null: rows the same schema validated when they were
 * written, taken as they are (each must still be an object). @msw/data's create() costs about 18 µs a row (it
 * clones, logs and awaits its hooks), which is 1.8 s for 100,000 customers; this puts the rows in the list that
 * `all()` returns (the collection's own) with the two internal symbols create() gives every record, read
 * from a record create() made. If that shape ever changes, it falls back to create().
 */
async function fill(
  collection: AnyCollection,
  schema: (typeof SCHEMAS)[TableName] | null,
  rows: unknown[],
): Promise<boolean> {
  const internals = await recordInternals();
  if (internals) return fillStored(collection, schema, rows, internals);
  for (const row of rows) {
    const record = storedRecord(schema, row);
    if (record === null) return false;
    await (collection.create as (values: unknown) => Promise<unknown>)(record);
  }
  return true;
}

/** A stored row as a record: validated (and defaulted) by `schema`, or taken as it is; null if refused. */
function storedRecord(schema: (typeof SCHEMAS)[TableName] | null, row: unknown): object | null {
  if (!schema) return isObject(row) ? row : null;
  const parsed = schema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/** `fill` once the record internals are known: synchronous, so a table can be parsed inside a request. */
function fillStored(
  collection: AnyCollection,
  schema: (typeof SCHEMAS)[TableName] | null,
  rows: unknown[],
  internals: RecordInternals,
): boolean {
  const records = collection.all() as object[];
  // One descriptor object each, reused (a fresh pair per row doubles the cost). Primary keys only need to be
  // unique within the collection: a counter cannot collide with the UUIDs create() draws.
  const key: PropertyDescriptor = { enumerable: false, configurable: false, value: '' };
  const relations: PropertyDescriptor = { enumerable: false, configurable: false, value: null };
  for (const row of rows) {
    const record = storedRecord(schema, row);
    if (record === null) return false;
    key.value = `stored-${++storedRecords}`;
    relations.value = new Map();
    Object.defineProperty(record, internals.primaryKey, key);
    Object.defineProperty(record, internals.relations, relations);
    records.push(record);
  }
  return true;
}

/** Runs `work` when the page is idle (soon, where there is no requestIdleCallback: Node). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

let storedRecords = 0;
interface RecordInternals {
  primaryKey: symbol;
  relations: symbol;
}
/** The symbols create() gives every record, once `recordInternals` has found them (null: not, or not usable). */
let knownInternals: RecordInternals | null = null;
let internalsOnce: Promise<RecordInternals | null> | null = null;
function recordInternals() {
  internalsOnce ??= (async () => {
    const probe = new Collection({
      schema: { '~standard': { version: 1, vendor: 'entitylens', validate: (value: unknown) => ({ value }) } },
    });
    const record = (await probe.create({})) as object;
    const symbols = Object.getOwnPropertySymbols(record);
    const primaryKey = symbols.find((s) => s.description === 'kPrimaryKey');
    const relations = symbols.find((s) => s.description === 'kRelationMap');
    const sameList = probe.all() === probe.all() && probe.all().includes(record as never);
    knownInternals = primaryKey && relations && symbols.length === 2 && sameList ? { primaryKey, relations } : null;
    return knownInternals;
  })();
  return internalsOnce;
}

function removeQuietly(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Removing never needs room; a storage that refuses it has nothing more to lose.
  }
}

function removeLegacy(storage: StorageLike, keys: ReturnType<typeof storageKeys>): void {
  removeQuietly(storage, keys.legacyMeta);
  for (const name of TABLE_NAMES)
    for (const slot of [0, 1] as const) removeQuietly(storage, keys.legacyTable(name, slot));
}

function readMeta(value: unknown): Meta | null {
  if (!isObject(value) || value.version !== STORAGE_FORMAT_VERSION || typeof value.rev !== 'string') return null;
  if (!isObject(value.tables)) return null;
  for (const [name, rev] of Object.entries(value.tables))
    if (!TABLE_NAMES.includes(name as TableName) || typeof rev !== 'string') return null;
  return value as unknown as Meta;
}

/** A table record as `readTable` reads it. */
interface TableRecord {
  /** The record itself, written back as it is while a table stored as a Blob is unchanged. */
  record: Record<string, unknown>;
  rows?: unknown[];
  json?: string;
  blob?: Blob;
  offsets?: Uint32Array;
  bytes?: Uint32Array;
  orders?: Record<string, Uint32Array>;
  lookups?: Record<string, StoredLookup>;
  schema: unknown;
}

/**
 * A table's rows (`json`: their JSON text, as this layout writes them, or a Blob of it when long; `rows`: the rows
 * themselves, as version 5 and earlier builds of version 6 wrote them) and the text of the schema they were written
 * under (see `schemaText`), if its record holds the revision the commit record names.
 */
function readTable(value: unknown, rev: string): TableRecord | null {
  if (!isObject(value) || value.rev !== rev) return null;
  const uint32 = (v: unknown) => (v instanceof Uint32Array ? v : undefined);
  const uint32s = (v: unknown) =>
    isObject(v) && Object.values(v).every((o) => o instanceof Uint32Array)
      ? (v as Record<string, Uint32Array>)
      : undefined;
  const text = {
    record: value,
    offsets: uint32(value.offsets),
    bytes: uint32(value.bytes),
    orders: uint32s(value.orders),
    lookups: isObject(value.lookups) ? (value.lookups as Record<string, StoredLookup>) : undefined,
    schema: value.schema,
  };
  if (typeof value.json === 'string') return { ...text, json: value.json };
  if (value.json instanceof Blob) return { ...text, blob: value.json };
  if (!Array.isArray(value.rows)) return null;
  return { record: value, rows: value.rows, schema: value.schema };
}

/**
 * A table stored as a Blob, to be read as far as requests need it, if its offsets fit its bytes (else null: it is
 * read whole). Lookups that do not fit the rows are left out (a lookup on their column reads the whole table).
 */
function blobTableOf(table: TableRecord): BlobTable | null {
  const { blob, offsets, orders } = table;
  const bytes = table.bytes ?? offsets;
  if (!blob || !offsets || !bytes || offsets.length === 0 || bytes.length !== offsets.length) return null;
  if (bytes[bytes.length - 1] !== blob.size) return null;
  const rows = offsets.length - 1;
  const lookups = Object.fromEntries(
    Object.entries(table.lookups ?? {}).filter(([, lookup]) => lookupFits(lookup, rows)),
  ) as Record<string, StoredLookup>;
  return { record: table.record, blob, offsets, bytes, orders, lookups, rows: new Map() };
}

/**
 * Version 5's tables from localStorage: null if there is none, 'unreadable' if it is damaged (and any
 * other localStorage layout: versions 1 to 4 were discarded on sight already).
 */
function readLegacy(
  storage: StorageLike,
  keys: ReturnType<typeof storageKeys>,
): Map<TableName, unknown[]> | 'unreadable' | null {
  const text = storage.getItem(keys.legacyMeta);
  if (text === null) return null;
  const meta = parseJson(text);
  if (!isObject(meta) || meta.version !== LEGACY_VERSION || !isObject(meta.tables)) return 'unreadable';
  const rows = new Map<TableName, unknown[]>();
  for (const name of TABLE_NAMES) rows.set(name, []);
  for (const [name, pointer] of Object.entries(meta.tables)) {
    if (!TABLE_NAMES.includes(name as TableName) || !isObject(pointer)) return 'unreadable';
    if ((pointer.slot !== 0 && pointer.slot !== 1) || typeof pointer.rev !== 'string') return 'unreadable';
    const table = readTable(parseJson(storage.getItem(keys.legacyTable(name as TableName, pointer.slot))), pointer.rev);
    if (!table?.rows) return 'unreadable';
    rows.set(name as TableName, table.rows);
  }
  return rows;
}
