import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createMemoryFileStore,
  META_KEY,
  STORAGE_FORMAT_VERSION,
  storageKeys,
  TABLE_NAMES,
  type MockDb,
  type TableName,
} from './index';
import { createAccount } from '../handlers/accounts';
import { DEFAULT_MOCK_CONFIG, type HandlerContext } from '../handlers/context';
import { applySeed, buildSeed, PERSONAS } from '../seed';
import { testBrowser } from './test-browser';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const KEY = 'db';
const keys = storageKeys(KEY);

/** What tabs of one browser share: localStorage (a Map) and the table store (a Map standing in for IndexedDB). */
function fakeStorage() {
  const { marks: data, storage, tables } = testBrowser();
  /** The keys each commit put, in order. */
  const commits: string[][] = [];
  const commit = tables.commit.bind(tables);
  tables.commit = async (plan) =>
    commit((meta) => {
      const puts = plan(meta);
      commits.push([...puts.keys()]);
      return puts;
    });
  return {
    storage,
    data,
    tables,
    commits,
    /** Every record of the table store, cloned. */
    snapshot: () => structuredClone(new Map(tables.data)),
  };
}

type Fake = ReturnType<typeof fakeStorage>;

const tab = (fake: Fake) => createDb({ persistence: { storage: fake.storage, tables: fake.tables, key: KEY } });

/** What the browser does on start-up (mocks/browser.ts): read the store, seed it if there is nothing. */
async function startTab(fake: Fake): Promise<MockDb> {
  const db = tab(fake);
  await db.refresh();
  if (!db.hasData()) await applySeed(db, { now: NOW, iterations: 1000 });
  return db;
}

/** Every table's rows as plain objects. */
function contents(db: MockDb): Record<TableName, unknown[]> {
  return Object.fromEntries(TABLE_NAMES.map((n) => [n, db[n].all().map((r) => ({ ...r }))])) as Record<
    TableName,
    unknown[]
  >;
}

const mail = (to: string) => ({
  id: crypto.randomUUID(),
  to,
  subject: 's',
  text: 't',
  link: null,
  created_at: NOW.toISOString(),
});

const tableKeys = (fake: Fake) => [...fake.tables.data.keys()].filter((k) => k !== META_KEY).sort();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('per-table persistence', () => {
  it('keeps one record per table plus a commit record, and a write puts only the tables it changed', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    expect(tableKeys(fake)).toEqual([...TABLE_NAMES].sort());
    expect(fake.tables.data.get(META_KEY)).toMatchObject({ version: STORAGE_FORMAT_VERSION });

    fake.commits.length = 0;
    await db.exclusive(async () => void (await db.outbox.create(mail('a@demo.test'))));
    expect(fake.commits).toEqual([['outbox', META_KEY]]);

    fake.commits.length = 0;
    await db.exclusive(async () => {
      await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'Changed Co';
        },
      });
      await db.userRoles.update((q) => q.where({ user_id: PERSONAS.customer.id }), {
        data(r) {
          r.role = 'moderator';
        },
      });
    });
    expect(fake.commits).toEqual([['profiles', 'userRoles', META_KEY]]);
    // The commit's revision is published in localStorage, where every request of every tab compares it.
    const meta = fake.tables.data.get(META_KEY) as { rev: string; tables: Record<string, string> };
    expect(fake.data.get(keys.commit)).toBe(meta.rev);
    expect(meta.tables.profiles).toBe(meta.rev);
    expect(meta.tables.outbox).not.toBe(meta.rev);
  });

  it('a write with no change to storage (a read) writes nothing', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    fake.commits.length = 0;
    await db.exclusive(async () => db.profiles.findMany());
    await db.refresh();
    expect(fake.commits).toEqual([]);
  });

  it('a reload restores every table as it was written', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    await db.exclusive(async () => {
      await db.outbox.create(mail('b@demo.test'));
      await db.sessions.create({
        id: crypto.randomUUID(),
        user_id: PERSONAS.customer.id,
        kind: 'password',
        recovery_expires_at: null,
        recovery_used_at: null,
        created_at: NOW.getTime(),
      });
      db.inboundRequests.deleteMany((q) => q.where(() => true));
    });
    // Rows written before are re-serialised when they change, twice in a row too.
    for (const company of ['First Co', 'Second Co'])
      await db.exclusive(async () => {
        await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
          data(p) {
            p.company = company;
          },
        });
      });
    const reloaded = tab(fake);
    expect(reloaded.hasData()).toBe(false);
    await reloaded.refresh();
    expect(contents(reloaded)).toEqual(contents(db));
    expect(reloaded.inboundRequests.count()).toBe(0);
    expect(reloaded.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.company).toBe('Second Co');
  });

  it('stores each table as the JSON text of its rows', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const stored = fake.tables.data.get('profiles') as { json: string };
    expect(JSON.parse(stored.json)).toEqual(db.profiles.all().map((r) => ({ ...r })));
  });

  it('rows loaded from the store can be found, updated and deleted like created ones', async () => {
    const fake = fakeStorage();
    await startTab(fake);
    const db = tab(fake);
    await db.refresh();
    await db.exclusive(async () => {
      await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'Loaded Co';
        },
      });
      db.userRoles.delete((q) => q.where({ user_id: PERSONAS.customer.id }));
    });
    expect(db.profiles.findMany((q) => q.where({ id: PERSONAS.customer.id }))).toHaveLength(1);
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.company).toBe('Loaded Co');
    expect(reloaded.userRoles.findFirst((q) => q.where({ user_id: PERSONAS.customer.id }))).toBeUndefined();
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('a write outside exclusive is stored once it has finished: the created row and the update are not lost', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    // @msw/data runs its create hook before it stores the record: a write queued by the hook would miss it.
    await db.outbox.create(mail('outside@demo.test'));
    await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.company = 'Outside Co';
      },
    });
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.outbox.findFirst((q) => q.where({ to: 'outside@demo.test' }))).toBeDefined();
    expect(reloaded.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.company).toBe('Outside Co');
  });

  it('relies on @msw/data storing a new object on update and leaving the old one as it was', async () => {
    // A commit takes a shallow copy of each table's record list; this is what keeps that copy from changing.
    const db = createDb();
    await applySeed(db, { now: NOW, iterations: 1000 });
    const before = db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))!;
    const text = JSON.stringify(before);
    await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.company = 'New Co';
      },
    });
    const after = db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))!;
    expect(after).not.toBe(before);
    expect(JSON.stringify(before)).toBe(text);
    expect(after.company).toBe('New Co');
  });

  it('another tab reloads only the tables that changed, and concurrent refreshes do not duplicate rows', async () => {
    const fake = fakeStorage();
    const tabA = await startTab(fake);
    const tabB = tab(fake);
    await tabB.refresh();
    const profiles = tabB.profiles;
    await tabA.exclusive(async () => void (await tabA.outbox.create(mail('c@demo.test'))));
    await Promise.all([tabB.refresh(), tabB.refresh(), tabB.refresh()]);
    expect(tabB.outbox.count()).toBe(1);
    expect(tabB.profiles).toBe(profiles);
    expect(contents(tabB)).toEqual(contents(tabA));
  });

  it('a reset writes every table, and a reload shows only the seed', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    await db.exclusive(async () => void (await db.outbox.create(mail('d@demo.test'))));
    await applySeed(db, { now: NOW, iterations: 1000 });
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.outbox.count()).toBe(0);
    expect(reloaded.authUsers.count()).toBe(buildSeed(NOW).users.length);
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('if another tab committed meanwhile, the next write writes every table: the last writer wins whole', async () => {
    const fake = fakeStorage();
    const tabA = await startTab(fake);
    const tabB = tab(fake);
    await tabB.refresh();
    await tabA.exclusive(async () => void (await tabA.outbox.create(mail('e@demo.test'))));
    // B writes without having seen A's commit (it happened during B's request).
    fake.commits.length = 0;
    await tabB.exclusive(async () => {
      await tabB.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'B Co';
        },
      });
    });
    expect(fake.commits).toHaveLength(1);
    expect(fake.commits[0]!.filter((k) => k !== META_KEY)).toHaveLength(TABLE_NAMES.length);
    const tabC = tab(fake);
    await tabC.refresh();
    expect(contents(tabC)).toEqual(contents(tabB));
    expect(tabC.outbox.count()).toBe(0);
    // A catches up with B on its next request.
    await tabA.refresh();
    expect(contents(tabA)).toEqual(contents(tabB));
  });
});

describe('a write that storage refuses (quota exceeded)', () => {
  /** A sign-up's three rows, in three tables (authUsers, profiles, userRoles), as the sign-up handler writes them. */
  async function signUp(db: MockDb, email: string) {
    const ctx: HandlerContext = {
      db,
      files: createMemoryFileStore(),
      config: { ...DEFAULT_MOCK_CONFIG, passwordIterations: 1 },
      now: () => NOW.getTime(),
      reseed: async () => undefined,
    };
    await db.exclusive(() => createAccount(ctx, { email, password: 'Quota-Pass-1', metadata: {} }));
  }

  it('the request fails, storage is as before the write and the tab rolls back', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const before = contents(db);
    const stored = fake.snapshot();
    const marker = fake.data.get(keys.commit);
    fake.tables.refuseWhen((puts) => puts.includes('profiles'));
    await expect(signUp(db, 'full@example.test')).rejects.toMatchObject({ name: 'QuotaExceededError' });
    // Exactly what was committed before: no table of the failed write, and the same marker.
    expect(fake.tables.data).toEqual(stored);
    expect(fake.data.get(keys.commit)).toBe(marker);
    // A reload (or another tab) sees the state before the write.
    const other = tab(fake);
    await other.refresh();
    expect(contents(other)).toEqual(before);
    // The writing tab is back there too on its next request.
    await db.refresh();
    expect(contents(db)).toEqual(before);
    expect(db.authUsers.findFirst((q) => q.where({ email: 'full@example.test' }))).toBeUndefined();
    // Once there is room again, writes go through.
    fake.tables.refuseWhen(() => false);
    await signUp(db, 'roomy@example.test');
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.profiles.findFirst((q) => q.where({ email: 'roomy@example.test' }))).toBeDefined();
    expect(reloaded.profiles.findFirst((q) => q.where({ email: 'full@example.test' }))).toBeUndefined();
    expect(contents(reloaded)).toEqual(contents(db));
  });
});

describe('stored data this version cannot use', () => {
  type Stored = Map<string, unknown>;
  /** Changes a table record's rows (stored as JSON text). */
  const rewrite = (data: Stored, name: string, change: (rows: unknown[]) => void) => {
    const value = data.get(name) as { rev: string; json: string };
    const rows = JSON.parse(value.json) as unknown[];
    change(rows);
    data.set(name, { ...value, json: JSON.stringify(rows) });
  };

  it.each<[string, (data: Stored) => void]>([
    ['a commit record that is not an object', (data) => data.set(META_KEY, '{"version":6,')],
    ['a commit record of an unknown version', (data) => data.set(META_KEY, { version: 99, rev: 'x', tables: {} })],
    [
      // Version 5 had its tables in localStorage, and no table store.
      'a commit record of the previous layout (version 5)',
      (data) => data.set(META_KEY, { version: 5, tables: {} }),
    ],
    [
      // Version 6's admin persona holds a factor nobody approved: it would wait for an approval forever.
      'a commit record of version 6 (before factor approvals)',
      (data) => data.set(META_KEY, { ...(data.get(META_KEY) as object), version: 6 }),
    ],
    [
      'a commit record naming an unknown table',
      (data) => data.set(META_KEY, { version: STORAGE_FORMAT_VERSION, rev: 'x', tables: { secrets: 'x' } }),
    ],
    ['a missing table', (data) => data.delete('profiles')],
    ['a table that is not a record', (data) => data.set('profiles', '[{"id":')],
    [
      'a table of another revision (a commit that never happened)',
      (data) => data.set('userRoles', { ...(data.get('userRoles') as object), rev: 'other' }),
    ],
    [
      // Every row is validated on load.
      'a row the schema refuses',
      (data) => rewrite(data, 'profiles', (rows) => ((rows[0] as Record<string, unknown>).id = 'not-a-uuid')),
    ],
    [
      'a table whose text is not JSON',
      (data) => data.set('profiles', { ...(data.get('profiles') as object), json: '[{"id":' }),
    ],
    ['a row that is not an object', (data) => rewrite(data, 'outbox', (rows) => rows.push('not a row'))],
    [
      // Version 10 kept a large table as a Blob of its text, with byte offsets and lookups.
      'a commit record of version 10 (tables stored as Blobs)',
      (data) => data.set(META_KEY, { ...(data.get(META_KEY) as object), version: 10 }),
    ],
  ])('at start-up, %s: the store is discarded and the seed applied again', async (_, damage) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeStorage();
    await startTab(fake);
    damage(fake.tables.data);
    fake.data.set('unrelated', 'kept');
    const db = tab(fake);
    await db.refresh();
    expect(db.hasData()).toBe(false);
    expect(fake.tables.data.size).toBe(0);
    expect([...fake.data.keys()]).toEqual(['unrelated']);
    await applySeed(db, { now: NOW, iterations: 1000 });
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.authUsers.count()).toBe(buildSeed(NOW).users.length);
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('a running tab that finds the store damaged rewrites it from its own copy', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    await db.exclusive(async () => void (await db.outbox.create(mail('f@demo.test'))));
    fake.tables.data.set(META_KEY, 'garbage');
    fake.data.set(keys.commit, 'someone-else');
    await db.refresh();
    expect(db.outbox.count()).toBe(1);
    const other = tab(fake);
    await other.refresh();
    expect(contents(other)).toEqual(contents(db));
  });

  /** Version 5: one localStorage key per table (in slot 0 or 1) and a commit record naming slot and revision. */
  function version5(fake: Fake, rowsByTable: Record<string, unknown[]>) {
    const tables: Record<string, { slot: number; rev: string }> = {};
    for (const [name, rows] of Object.entries(rowsByTable)) {
      tables[name] = { slot: 1, rev: `rev-${name}` };
      fake.data.set(`${KEY}:${name}:1`, JSON.stringify({ rev: `rev-${name}`, rows }));
    }
    fake.data.set(keys.legacyMeta, JSON.stringify({ version: 5, tables }));
  }

  it('a version 5 store (localStorage) is converted once, then removed', async () => {
    const source = createDb();
    await applySeed(source, { now: NOW, iterations: 1000 });
    await source.exclusive(async () => void (await source.outbox.create(mail('g@demo.test'))));
    const fake = fakeStorage();
    version5(fake, contents(source));
    const db = tab(fake);
    await db.refresh();
    expect(contents(db)).toEqual(contents(source));
    expect([...fake.data.keys()]).toEqual([keys.commit]);
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(contents(reloaded)).toEqual(contents(source));
  });

  it.each<[string, (fake: Fake) => void]>([
    ['not JSON', (fake) => fake.data.set(keys.legacyMeta, '{"version":5,"tables":')],
    ['of an earlier version', (fake) => fake.data.set(keys.legacyMeta, JSON.stringify({ version: 4, tables: {} }))],
    [
      'with a missing table',
      (fake) =>
        fake.data.set(keys.legacyMeta, JSON.stringify({ version: 5, tables: { profiles: { slot: 0, rev: 'r' } } })),
    ],
    ['with a row the schema refuses', (fake) => version5(fake, { profiles: [{ id: 'x' }] })],
  ])('a version 5 store %s is discarded and the seed applied', async (_, write) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeStorage();
    write(fake);
    const db = tab(fake);
    await db.refresh();
    expect(db.hasData()).toBe(false);
    expect(fake.data.size).toBe(0);
    const seeded = await startTab(fake);
    expect(seeded.authUsers.count()).toBe(buildSeed(NOW).users.length);
  });
});
