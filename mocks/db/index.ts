import { Collection } from '@msw/data';
import { defineExtension } from '@msw/data/extensions';
import {
  authUserRecordSchema,
  inboundRequestSchema,
  orderRequestSchema,
  outboxEmailSchema,
  profileSchema,
  refreshTokenRecordSchema,
  roleAuditEntrySchema,
  sessionRecordSchema,
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
  /** localStorage key of the snapshot; `${key}:rev` holds its revision. */
  key: string;
}

function createCollections(onChange: () => void) {
  // Every write of any collection schedules a snapshot, so another tab or a reload sees it at once.
  const changes = defineExtension({
    name: 'write-through',
    extend(collection) {
      collection.hooks.on('create', onChange);
      collection.hooks.on('update', onChange);
      collection.hooks.on('delete', onChange);
    },
  });
  const extensions = [changes];
  return {
    authUsers: new Collection({ schema: authUserRecordSchema, extensions }),
    sessions: new Collection({ schema: sessionRecordSchema, extensions }),
    refreshTokens: new Collection({ schema: refreshTokenRecordSchema, extensions }),
    profiles: new Collection({ schema: profileSchema, extensions }),
    userRoles: new Collection({ schema: userRoleSchema, extensions }),
    roleAuditLog: new Collection({ schema: roleAuditEntrySchema, extensions }),
    inboundRequests: new Collection({ schema: inboundRequestSchema, extensions }),
    orderRequests: new Collection({ schema: orderRequestSchema, extensions }),
    outbox: new Collection({ schema: outboxEmailSchema, extensions }),
  };
}

export type MockTables = ReturnType<typeof createCollections>;
export type TableName = keyof MockTables;

interface Snapshot {
  version: 1;
  tables: Partial<Record<TableName, unknown[]>>;
}

export interface MockDb extends MockTables {
  /**
   * Brings this copy up to date with the newest snapshot any tab wrote. MSW handlers run in the tab that
   * made the request, so each request starts here; that is what keeps tabs in step.
   */
  refresh(): Promise<void>;
  /** True when a snapshot was loaded or rows exist (the seed must not be applied twice). */
  hasData(): boolean;
  /** Serialises writes so multi-row steps (assign_user_role, sign-up) are atomic within a tab. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Empties every table. */
  clear(): void;
  /** Writes the snapshot now (no-op without persistence). */
  flush(): void;
}

/**
 * The emulator's tables as @msw/data collections. With `persistence` (the browser), every write goes
 * through to one localStorage snapshot with a revision stamp, and `refresh()` reloads when another tab
 * stamped a newer one: durable across reloads and shared across tabs. (The stock persist() extension
 * writes only on `unload`, and sync() re-broadcasts a tab's hydration as creates, duplicating rows in the
 * other tabs; a write-through snapshot avoids both.) Without it (Node), tables live in memory.
 */
export function createDb(options: { persistence?: DbPersistence } = {}): MockDb {
  const { persistence } = options;
  let loading = false;
  let dirty = false;
  let depth = 0;
  let revision: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const onChange = () => {
    if (!persistence || loading) return;
    dirty = true;
    if (depth === 0) queueMicrotask(flush);
  };
  const tables = createCollections(onChange);
  const names = Object.keys(tables) as TableName[];

  function flush(): void {
    if (!persistence || !dirty) return;
    dirty = false;
    const snapshot: Snapshot = { version: 1, tables: {} };
    for (const name of names) snapshot.tables[name] = tables[name].all().map((r) => ({ ...r }));
    revision = crypto.randomUUID();
    persistence.storage.setItem(persistence.key, JSON.stringify(snapshot));
    persistence.storage.setItem(`${persistence.key}:rev`, revision);
  }

  function clear(): void {
    for (const name of names) tables[name].clear();
  }

  async function refresh(): Promise<void> {
    if (!persistence) return;
    const stored = persistence.storage.getItem(`${persistence.key}:rev`);
    if (stored === null || stored === revision) return;
    const raw = persistence.storage.getItem(persistence.key);
    if (!raw) return;
    const snapshot = JSON.parse(raw) as Snapshot;
    loading = true;
    try {
      clear();
      for (const name of names) {
        const rows = snapshot.tables[name] ?? [];
        const collection = tables[name] as unknown as { create(values: unknown): Promise<unknown> };
        for (const row of rows) await collection.create(row);
      }
      revision = stored;
    } finally {
      loading = false;
    }
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

  return {
    ...tables,
    refresh,
    hasData: () => names.some((n) => tables[n].count() > 0),
    exclusive,
    clear,
    flush,
  };
}
