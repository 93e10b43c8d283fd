import { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import { META_KEY, type TableStore } from './table-store';
import {
  accountLosAddressRecordSchema,
  accountLosSettingsRecordSchema,
  authUserRecordSchema,
  creditCheckoutRecordSchema,
  creditLedgerEntrySchema,
  inboundRequestSchema,
  orderDocumentReadingRecordSchema,
  reportFieldReviewRecordSchema,
  reportOverrideRecordSchema,
  orderSosLookupRecordSchema,
  orderDocumentTextRecordSchema,
  orderAssignmentRecordSchema,
  losHandoffRecordSchema,
  orderEscalationRecordSchema,
  reportDraftRecordSchema,
  reportApprovalRecordSchema,
  reportFieldEventRecordSchema,
  reportQuestionRecordSchema,
  reportSignoffRecordSchema,
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
  stripeEventRecordSchema,
} from './schemas';

export * from './schemas';
export * from './password';
export * from './file-store';
export * from './table-store';

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
  reportOverrides: reportOverrideRecordSchema,
  orderSosLookups: orderSosLookupRecordSchema,
  orderAssignments: orderAssignmentRecordSchema,
  losHandoffs: losHandoffRecordSchema,
  orderEscalations: orderEscalationRecordSchema,
  reportDrafts: reportDraftRecordSchema,
  reportApprovals: reportApprovalRecordSchema,
  reportQuestions: reportQuestionRecordSchema,
  reportSignoffs: reportSignoffRecordSchema,
  reportFieldEvents: reportFieldEventRecordSchema,
  creditCheckouts: creditCheckoutRecordSchema,
  stripeEvents: stripeEventRecordSchema,
};

export type TableName = keyof typeof SCHEMAS;
export type MockTables = { [K in TableName]: Collection<(typeof SCHEMAS)[K]> };
export const TABLE_NAMES = Object.keys(SCHEMAS) as TableName[];
type AnyCollection = MockTables[TableName];

/**
 * Version of the stored layout; any other version found is discarded (the seed is applied again).
 * 5: mfa_factors exists and admin rights need aal2 (localStorage, one key per table).
 * 6: the tables live in IndexedDB; a version 5 store in localStorage is converted once.
 * 7: an admin's factor gives admin rights only once approved (issue 28): a version 6 store is discarded.
 * 8: reports carry their sources and the reviewers' decisions are a table of their own (issue 30).
 * 9: Secretary of State lookups are a table of their own, seeded for an order in review (issue 31).
 * 10: orders have assignees (issue 32, order_assignments).
 * 11: each table record is the JSON text of its rows, nothing more (decision 13): version 10 kept large tables as
 *     Blobs with byte offsets and lookups, which this build does not read, so such a store is discarded.
 */
export const STORAGE_FORMAT_VERSION = 11;
const LEGACY_VERSION = 5;

/** The Collection methods that change rows (each is written through when it has finished). */
const WRITES = ['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'] as const;

/** The commit record: `{ version, rev, tables: { [table]: rev } }`. A table missing from it is empty. */
interface Meta {
  version: typeof STORAGE_FORMAT_VERSION;
  rev: string;
  tables: Partial<Record<TableName, string>>;
}

/** A table's record in the table store: the revision that wrote it and the JSON text of its rows. */
interface TableRecord {
  rev: string;
  json: string;
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
  /** The first row of `name` whose `column` equals `value`, as findFirst finds it (a plain scan: demo-sized tables). */
  firstBy<K extends TableName>(name: K, column: string, value: unknown): ReturnType<MockTables[K]['findFirst']>;
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

  function markDirty(name: TableName): void {
    if (persistence) dirty.add(name);
  }

  function firstBy(name: TableName, column: string, value: unknown) {
    return (tables[name].all() as Record<string, unknown>[]).find((row) => row[column] === value);
  }

  /**
   * A write outside `exclusive` is written when it has finished. Not on the hook's microtask: @msw/data runs the
   * create and update hooks before it stores the record (create awaits its hooks first), so a flush queued by
   * the hook could write the table without the new row and then forget it was dirty. An asynchronous write
   * settles once stored (a refused write rejects); a synchronous one (delete) is stored in the background and
   * the next request waits for it.
   */
  function flushWhenDone<A extends unknown[], R>(write: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      const result = write(...args);
      if (result instanceof Promise)
        return result.then(async (value: unknown) => {
          if (depth === 0) await flush();
          return value;
        }) as R;
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
    for (const method of WRITES) writable[method] = flushWhenDone(writable[method].bind(collection));
    return collection;
  }

  function install(name: TableName, collection: AnyCollection): void {
    (tables as Record<TableName, AnyCollection>)[name] = collection;
  }

  for (const name of TABLE_NAMES) install(name, newCollection(name));

  /**
   * Issues one commit of the changed tables (every table if another tab committed meanwhile), each as the JSON
   * text of its rows. The rows are taken now (a shallow copy: @msw/data stores a new object on every update and
   * never changes one in place), so later writes of this tab cannot leak into this commit.
   */
  function flush(): Promise<void> {
    if (!persistence || !keys || dirty.size === 0) return writing;
    const { storage } = persistence;
    const base = committed;
    const changed = TABLE_NAMES.filter((n) => dirty.has(n));
    const snapshot = new Map(TABLE_NAMES.map((n) => [n, tables[n].all().slice()] as const));
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
          puts.set(name, { rev, json: JSON.stringify(snapshot.get(name)) } satisfies TableRecord);
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

  function clear(): void {
    // Fresh collections rather than Collection.clear(), which is quadratic in the number of rows.
    for (const name of TABLE_NAMES) {
      install(name, newCollection(name));
      markDirty(name);
    }
    if (depth === 0) flush().catch(() => undefined);
  }

  /** Fresh collections filled with stored rows (each validated by its table's schema), or null if any is refused. */
  async function build(rowsByTable: Map<TableName, unknown[]>): Promise<Map<TableName, AnyCollection> | null> {
    const built = new Map<TableName, AnyCollection>();
    for (const [name, rows] of rowsByTable) {
      const collection = newCollection(name);
      try {
        for (const row of rows) await (collection.create as (values: unknown) => Promise<unknown>)(row);
      } catch {
        return null;
      }
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
    for (const name of TABLE_NAMES) {
      const rev = meta.tables[name];
      if (rev === undefined) {
        if (loaded[name] !== undefined || tables[name].count() > 0) changed.set(name, []);
        continue;
      }
      if (rev === loaded[name]) continue;
      const rows = readTable(read.tables.get(name), rev);
      if (!rows) return unreadable();
      changed.set(name, rows);
    }
    const built = await build(changed);
    if (!built) return unreadable();
    for (const [name, collection] of built) install(name, collection);
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
    return TABLE_NAMES.some((n) => tables[n].count() > 0);
  }

  const db = { refresh, hasData, exclusive, clear, flush, firstBy } as MockDb;
  // Getters: clear() and a reload install fresh collections.
  for (const name of TABLE_NAMES) Object.defineProperty(db, name, { enumerable: true, get: () => tables[name] });
  return db;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A table's rows, if its record holds the revision the commit record names (else null: the store is unreadable). */
function readTable(value: unknown, rev: string): unknown[] | null {
  if (!isObject(value) || value.rev !== rev || typeof value.json !== 'string') return null;
  const rows = parseJson(value.json);
  return Array.isArray(rows) ? rows : null;
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
    const table = parseJson(storage.getItem(keys.legacyTable(name as TableName, pointer.slot)));
    if (!isObject(table) || table.rev !== pointer.rev || !Array.isArray(table.rows)) return 'unreadable';
    rows.set(name as TableName, table.rows);
  }
  return rows;
}
