import { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import {
  accountLosSettingsRecordSchema,
  authUserRecordSchema,
  creditLedgerEntrySchema,
  inboundRequestSchema,
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

/** Minimal Web Storage shape (localStorage in the browser, a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DbPersistence {
  storage: StorageLike;
  /** Prefix of the storage keys (see `storageKeys`). */
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
};

export type TableName = keyof typeof SCHEMAS;
export type MockTables = { [K in TableName]: Collection<(typeof SCHEMAS)[K]> };
export const TABLE_NAMES = Object.keys(SCHEMAS) as TableName[];
type AnyCollection = MockTables[TableName];

/**
 * Version of the stored layout; any other version found in storage is discarded (the seed is applied again).
 * 3: orders carry their lifecycle fields, and order_status_history and credit_ledger exist (a version 2
 * store's orders would not pass the order schema, and its customers would have no credits).
 * 4: order_reports and account_los_settings exist and emails carry attachments (a version 3 store's ready
 * orders would have no report to open).
 * 5: mfa_factors exists and admin rights need aal2 (a version 4 store's admin would have no factor, so no
 * admin rights until enrolling).
 */
export const STORAGE_FORMAT_VERSION = 5;

/** The Collection methods that change rows (each is written through when it has finished). */
const WRITES = ['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'] as const;

type Slot = 0 | 1;

/**
 * `${key}:meta`, the commit record: `{ version: 5, tables: { [table]: { slot, rev } } }`. A table missing
 * from it is empty.
 */
interface Meta {
  version: typeof STORAGE_FORMAT_VERSION;
  tables: Partial<Record<TableName, { slot: Slot; rev: string }>>;
}

/** The storage keys under a prefix. */
export function storageKeys(key: string) {
  return {
    /** The commit record (format version and, per table, the slot holding it and its revision). */
    meta: `${key}:meta`,
    /** One table's rows, `{ rev, rows }`, in one of its two slots. */
    table: (name: TableName, slot: Slot) => `${key}:${name}:${slot}`,
    /** Version 1 (one snapshot of every table, and its revision), converted once on first read. */
    legacySnapshot: key,
    legacyRevision: `${key}:rev`,
  };
}

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
  /** Writes the tables changed since the last write now (no-op without persistence). */
  flush(): void;
}

/**
 * The emulator's tables as @msw/data collections. Without `persistence` (Node) they live in memory.
 *
 * With it (the browser) every write goes through to storage, one key per table: the tables a write
 * changed are serialised into their spare slot, then one small commit record (`${key}:meta`) is rewritten
 * to point at them, and only then are the superseded slots removed. The commit record is the only thing
 * a reader follows, so a reload or another tab sees either the whole of a write or none of it. If storage
 * refuses a slot or the commit record (quota), the slots written so far are removed, the committed data
 * is untouched, the error is thrown (the request fails) and the tables that write changed are reloaded
 * from the committed data on the next request. Writes inside `exclusive` are written once at its end;
 * writes outside it once per microtask. If another tab committed since this one last read the store, the
 * next write writes every table: the last writer wins as a whole, never a mix of two tabs' tables.
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
  /** Per table, the slot and revision this tab's copy corresponds to (undefined: reload it). */
  let loaded: Meta['tables'] = {};
  /** The commit record as this tab last read or wrote it (null: nothing stored yet). */
  let committed: string | null = null;
  let depth = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function markDirty(name: TableName): void {
    if (!persistence) return;
    dirty.add(name);
  }

  /**
   * A write outside `exclusive` is written when it has finished. Not on the hook's microtask: @msw/data runs the
   * create and update hooks before it stores the record (create awaits its hooks first), so a flush queued by
   * the hook could write the table without the new row and then forget it was dirty.
   */
  function flushWhenDone<A extends unknown[], R>(write: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      const result = write(...args);
      if (result instanceof Promise)
        return result.then((value: unknown) => {
          if (depth === 0) flush();
          return value;
        }) as R;
      if (depth === 0) flush();
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
    for (const method of WRITES) writable[method] = flushWhenDone(writable[method].bind(collection));
    return collection;
  }

  function install(name: TableName, collection: AnyCollection): void {
    (tables as Record<TableName, AnyCollection>)[name] = collection;
  }

  for (const name of TABLE_NAMES) install(name, newCollection(name));

  /**
   * Each row's JSON, kept while the row lives: @msw/data never changes a record in place (an update stores a
   * new object, and the handlers change rows only through update()), so a record's text never goes stale
   * and writing a table of 10,000 rows after one changed stringifies one row and joins the rest.
   */
  const rowText = new WeakMap<object, string>();

  function serialise(name: TableName, rev: string): string {
    const rows = tables[name].all();
    const parts = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      let text = rowText.get(row);
      if (text === undefined) {
        text = JSON.stringify(row);
        rowText.set(row, text);
      }
      parts[i] = text;
    }
    return `{"rev":${JSON.stringify(rev)},"rows":[${parts.join(',')}]}`;
  }

  function flush(): void {
    if (!persistence || !keys || dirty.size === 0) return;
    const { storage } = persistence;
    const storedText = storage.getItem(keys.meta);
    const stored = readMeta(storedText);
    // Someone else committed since this tab last read the store (or it is gone or unreadable): write all.
    const others = storedText !== committed || stored === null;
    const names = others ? TABLE_NAMES : TABLE_NAMES.filter((n) => dirty.has(n));
    const next: Meta = { version: STORAGE_FORMAT_VERSION, tables: others ? {} : { ...stored!.tables } };
    const written: string[] = [];
    let nextText: string;
    try {
      for (const name of names) {
        const slot: Slot = stored?.tables[name]?.slot === 0 ? 1 : 0;
        const rev = crypto.randomUUID();
        const key = keys.table(name, slot);
        written.push(key);
        storage.setItem(key, serialise(name, rev));
        next.tables[name] = { slot, rev };
      }
      nextText = JSON.stringify(next);
      storage.setItem(keys.meta, nextText);
    } catch (error) {
      // Nothing was committed: drop the new slots and bring this tab back to the committed data.
      for (const key of written) removeQuietly(storage, key);
      for (const name of names) delete loaded[name];
      committed = null;
      dirty.clear();
      throw error;
    }
    // Committed: the superseded slots can go.
    for (const name of names) {
      const previous = stored?.tables[name]?.slot;
      if (previous !== undefined && previous !== next.tables[name]!.slot)
        removeQuietly(storage, keys.table(name, previous));
    }
    if (stored === null) {
      removeQuietly(storage, keys.legacySnapshot);
      removeQuietly(storage, keys.legacyRevision);
    }
    committed = nextText;
    loaded = { ...next.tables };
    dirty.clear();
  }

  function clear(): void {
    // Fresh collections rather than Collection.clear(), which is quadratic in the number of rows.
    for (const name of TABLE_NAMES) {
      install(name, newCollection(name));
      markDirty(name);
    }
    if (depth === 0) flush();
  }

  /** Fills fresh collections with stored rows (validated by the schemas), or null if any row is refused. */
  async function build(rowsByTable: Map<TableName, unknown[]>): Promise<Map<TableName, AnyCollection> | null> {
    const built = new Map<TableName, AnyCollection>();
    try {
      for (const [name, rows] of rowsByTable) {
        const collection = newCollection(name);
        const create = collection.create.bind(collection) as (values: unknown) => Promise<unknown>;
        for (const row of rows) await create(row);
        built.set(name, collection);
      }
    } catch {
      return null;
    }
    return built;
  }

  /** Removes every key of the stored database (this version's and the old one's). */
  function discardStored(): void {
    if (!persistence || !keys) return;
    const { storage } = persistence;
    removeQuietly(storage, keys.meta);
    for (const name of TABLE_NAMES) for (const slot of [0, 1] as const) removeQuietly(storage, keys.table(name, slot));
    removeQuietly(storage, keys.legacySnapshot);
    removeQuietly(storage, keys.legacyRevision);
    committed = null;
    loaded = {};
  }

  /** An unreadable store: discarded at start-up (the caller seeds), else rewritten from this tab's copy. */
  function unreadable(): void {
    const hadData = hasData();
    discardStored();
    if (hadData) for (const name of TABLE_NAMES) markDirty(name);
  }

  async function load(): Promise<void> {
    if (!persistence || !keys) return;
    const { storage } = persistence;
    // Writes not yet written go first (a reload must not drop them).
    flush();
    // Every read happens synchronously, before the first await: one consistent view of the store.
    const text = storage.getItem(keys.meta);
    if (text === null) {
      const legacy = storage.getItem(keys.legacySnapshot);
      if (legacy !== null) return migrate(legacy);
      // Nothing stored (first visit, or the site's data was cleared): keep what this tab has.
      return;
    }
    const meta = readMeta(text);
    if (!meta) return unreadable();
    const changed = new Map<TableName, unknown[]>();
    for (const name of TABLE_NAMES) {
      const pointer = meta.tables[name];
      const mine = loaded[name];
      if (pointer === undefined) {
        if (mine !== undefined || tables[name].count() > 0) changed.set(name, []);
        continue;
      }
      if (mine?.rev === pointer.rev && mine.slot === pointer.slot) continue;
      const rows = readTable(storage.getItem(keys.table(name, pointer.slot)), pointer.rev);
      if (!rows) return unreadable();
      changed.set(name, rows);
    }
    const built = await build(changed);
    if (!built) return unreadable();
    for (const [name, collection] of built) install(name, collection);
    committed = text;
    loaded = { ...meta.tables };
  }

  /** Version 1 (one snapshot of all tables) is read once and written back in this layout. */
  async function migrate(text: string): Promise<void> {
    const snapshot = parseJson(text) as { version?: unknown; tables?: unknown } | undefined;
    const stored = snapshot?.version === 1 && isObject(snapshot.tables) ? snapshot.tables : null;
    const rowsByTable = new Map<TableName, unknown[]>();
    for (const name of TABLE_NAMES) {
      const rows = stored?.[name] ?? [];
      if (!Array.isArray(rows)) return unreadable();
      rowsByTable.set(name, rows);
    }
    const built = stored ? await build(rowsByTable) : null;
    if (!built) return unreadable();
    for (const [name, collection] of built) install(name, collection);
    // The old snapshot goes first so the converted tables have its room; if they still do not fit, the
    // store is discarded and the seed applied, as for any unreadable store.
    discardStored();
    for (const name of TABLE_NAMES) markDirty(name);
    try {
      flush();
    } catch {
      for (const name of TABLE_NAMES) install(name, newCollection(name));
      dirty.clear();
      discardStored();
    }
  }

  /** True when this tab's copy matches the last commit (the check every request makes). */
  function upToDate(): boolean {
    if (!persistence || !keys) return true;
    const text = persistence.storage.getItem(keys.meta);
    if (text === null) return persistence.storage.getItem(keys.legacySnapshot) === null;
    return text === committed;
  }

  let refreshing: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (upToDate()) return Promise.resolve();
    // One reload at a time, and never in the middle of a write of this tab.
    refreshing ??= exclusive(load).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      depth++;
      try {
        return await work();
      } finally {
        depth--;
        if (depth === 0) flush();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  function hasData(): boolean {
    return TABLE_NAMES.some((n) => tables[n].count() > 0);
  }

  const db = { refresh, hasData, exclusive, clear, flush } as MockDb;
  // Getters: clear() and a reload install fresh collections.
  for (const name of TABLE_NAMES) Object.defineProperty(db, name, { enumerable: true, get: () => tables[name] });
  return db;
}

function removeQuietly(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Removing never needs room; a storage that refuses it has nothing more to lose.
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readMeta(text: string | null): Meta | null {
  const meta = parseJson(text);
  if (!isObject(meta) || meta.version !== STORAGE_FORMAT_VERSION || !isObject(meta.tables)) return null;
  for (const [name, pointer] of Object.entries(meta.tables)) {
    if (!TABLE_NAMES.includes(name as TableName)) return null;
    if (!isObject(pointer) || (pointer.slot !== 0 && pointer.slot !== 1) || typeof pointer.rev !== 'string')
      return null;
  }
  return meta as unknown as Meta;
}

/** A table's rows, if its slot holds the revision the commit record names. */
function readTable(text: string | null, rev: string): unknown[] | null {
  const value = parseJson(text);
  if (!isObject(value) || value.rev !== rev || !Array.isArray(value.rows)) return null;
  return value.rows;
}
