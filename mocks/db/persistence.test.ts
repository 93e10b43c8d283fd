import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createMemoryFileStore,
  STORAGE_FORMAT_VERSION,
  storageKeys,
  TABLE_NAMES,
  type MockDb,
  type StorageLike,
  type TableName,
} from './index';
import { createAccount } from '../handlers/accounts';
import { DEFAULT_MOCK_CONFIG, type HandlerContext } from '../handlers/context';
import { applySeed, buildSeed, PERSONAS } from '../seed';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const KEY = 'db';
const keys = storageKeys(KEY);

/** A Map standing in for localStorage that logs writes and can refuse them as a full localStorage does. */
function fakeStorage() {
  const data = new Map<string, string>();
  const writes: string[] = [];
  let refuse: (key: string) => boolean = () => false;
  const storage: StorageLike = {
    getItem: (k) => data.get(k) ?? null,
    setItem(k, v) {
      if (refuse(k)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      writes.push(k);
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
  return {
    storage,
    data,
    writes,
    refuseWhen(rule: (key: string) => boolean) {
      refuse = rule;
    },
    snapshot: () => new Map(data),
  };
}

type Fake = ReturnType<typeof fakeStorage>;

const tab = (fake: Fake) => createDb({ persistence: { storage: fake.storage, key: KEY } });

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

/** The table keys present in storage (at most one slot per table once a write is done). */
function tableKeys(fake: Fake): string[] {
  return [...fake.data.keys()].filter((k) => k !== keys.meta).sort();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('per-table persistence', () => {
  it('keeps one key per table plus a commit record, and a write serialises only the tables it changed', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    expect(fake.data.has(keys.meta)).toBe(true);
    expect(tableKeys(fake)).toHaveLength(TABLE_NAMES.length);

    fake.writes.length = 0;
    await db.exclusive(async () => void (await db.outbox.create(mail('a@demo.test'))));
    expect(fake.writes).toEqual([expect.stringMatching(/^db:outbox:[01]$/), keys.meta]);

    fake.writes.length = 0;
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
    expect(fake.writes).toEqual([
      expect.stringMatching(/^db:profiles:[01]$/),
      expect.stringMatching(/^db:userRoles:[01]$/),
      keys.meta,
    ]);
    // The superseded slots are gone: still one key per table.
    expect(tableKeys(fake)).toHaveLength(TABLE_NAMES.length);
  });

  it('a write with no change to storage (a read) writes nothing', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    fake.writes.length = 0;
    await db.exclusive(async () => db.profiles.findMany());
    await db.refresh();
    expect(fake.writes).toEqual([]);
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
    // Each row's JSON is kept per record object; this is what keeps that text from going stale.
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
    fake.writes.length = 0;
    await tabB.exclusive(async () => {
      await tabB.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'B Co';
        },
      });
    });
    expect(fake.writes.filter((k) => k !== keys.meta)).toHaveLength(TABLE_NAMES.length);
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

  it.each([
    ['the second table', (k: string) => /^db:profiles:/.test(k)],
    ['the last table', (k: string) => /^db:userRoles:/.test(k)],
    ['the commit record', (k: string) => k === keys.meta],
  ])('refused at %s: the request fails, storage is as before the write and the tab rolls back', async (_, rule) => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const before = contents(db);
    const stored = fake.snapshot();
    fake.refuseWhen(rule);
    await expect(signUp(db, 'full@example.test')).rejects.toMatchObject({ name: 'QuotaExceededError' });
    // Byte for byte what was committed before: no table of the failed write, no orphan slot.
    expect(fake.data).toEqual(stored);
    // A reload (or another tab) sees the state before the write.
    const other = tab(fake);
    await other.refresh();
    expect(contents(other)).toEqual(before);
    // The writing tab is back there too on its next request.
    await db.refresh();
    expect(contents(db)).toEqual(before);
    expect(db.authUsers.findFirst((q) => q.where({ email: 'full@example.test' }))).toBeUndefined();
    // Once there is room again, writes go through.
    fake.refuseWhen(() => false);
    await signUp(db, 'roomy@example.test');
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(reloaded.profiles.findFirst((q) => q.where({ email: 'roomy@example.test' }))).toBeDefined();
    expect(reloaded.profiles.findFirst((q) => q.where({ email: 'full@example.test' }))).toBeUndefined();
    expect(contents(reloaded)).toEqual(contents(db));
  });
});

describe('stored data this version cannot use', () => {
  /** A seeded store, damaged by `damage`. */
  async function damagedStore(damage: (fake: Fake, meta: { tables: Record<string, { slot: number }> }) => void) {
    const fake = fakeStorage();
    await startTab(fake);
    damage(fake, JSON.parse(fake.data.get(keys.meta)!));
    return fake;
  }

  const slotOf = (meta: { tables: Record<string, { slot: number }> }, name: TableName) =>
    keys.table(name, meta.tables[name]!.slot as 0 | 1);

  it.each<[string, (fake: Fake, meta: { tables: Record<string, { slot: number }> }) => void]>([
    ['a commit record that is not JSON', (fake) => fake.data.set(keys.meta, '{"version":3,')],
    ['a commit record of an unknown version', (fake) => fake.data.set(keys.meta, '{"version":99,"tables":{}}')],
    [
      // Version 2 had orders without their lifecycle fields, and no history or ledger.
      'a commit record of the previous layout (version 2)',
      (fake, meta) => fake.data.set(keys.meta, JSON.stringify({ ...meta, version: 2 })),
    ],
    [
      'a commit record naming an unknown table',
      (fake) =>
        fake.data.set(
          keys.meta,
          JSON.stringify({ version: STORAGE_FORMAT_VERSION, tables: { secrets: { slot: 0, rev: 'x' } } }),
        ),
    ],
    ['a missing table', (fake, meta) => fake.data.delete(slotOf(meta, 'profiles'))],
    ['a table that is not JSON', (fake, meta) => fake.data.set(slotOf(meta, 'profiles'), '[{"id":')],
    [
      'a table of another revision (half-written)',
      (fake, meta) =>
        fake.data.set(
          slotOf(meta, 'userRoles'),
          fake.data.get(slotOf(meta, 'userRoles'))!.replace(/"rev":"[^"]+"/, '"rev":"other"'),
        ),
    ],
    [
      'a row the schema refuses',
      (fake, meta) => {
        const value = JSON.parse(fake.data.get(slotOf(meta, 'profiles'))!);
        value.rows[0].id = 'not-a-uuid';
        fake.data.set(slotOf(meta, 'profiles'), JSON.stringify(value));
      },
    ],
  ])('at start-up, %s: the store is discarded and the seed applied again', async (_, damage) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = await damagedStore(damage);
    fake.data.set('unrelated', 'kept');
    const db = tab(fake);
    await db.refresh();
    expect(db.hasData()).toBe(false);
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
    fake.data.set(keys.meta, 'garbage');
    await db.refresh();
    expect(db.outbox.count()).toBe(1);
    const other = tab(fake);
    await other.refresh();
    expect(contents(other)).toEqual(contents(db));
  });

  it('the version 1 snapshot (one key for all tables) is converted once, then removed', async () => {
    const source = createDb();
    await applySeed(source, { now: NOW, iterations: 1000 });
    await source.exclusive(async () => void (await source.outbox.create(mail('g@demo.test'))));
    const fake = fakeStorage();
    fake.data.set(keys.legacySnapshot, JSON.stringify({ version: 1, tables: contents(source) }));
    fake.data.set(keys.legacyRevision, 'old-rev');
    const db = tab(fake);
    await db.refresh();
    expect(contents(db)).toEqual(contents(source));
    expect(fake.data.has(keys.legacySnapshot)).toBe(false);
    expect(fake.data.has(keys.legacyRevision)).toBe(false);
    expect(fake.data.has(keys.meta)).toBe(true);
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(contents(reloaded)).toEqual(contents(source));
  });

  it.each([
    ['not JSON', '{"version":1,"tables":'],
    ['of an unknown version', JSON.stringify({ version: 7, tables: {} })],
    ['with a row the schema refuses', JSON.stringify({ version: 1, tables: { profiles: [{ id: 'x' }] } })],
  ])('a version 1 snapshot %s is discarded and the seed applied', async (_, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeStorage();
    fake.data.set(keys.legacySnapshot, text);
    fake.data.set(keys.legacyRevision, 'old-rev');
    const db = tab(fake);
    await db.refresh();
    expect(db.hasData()).toBe(false);
    expect(fake.data.size).toBe(0);
    const seeded = await startTab(fake);
    expect(seeded.authUsers.count()).toBe(buildSeed(NOW).users.length);
  });
});
