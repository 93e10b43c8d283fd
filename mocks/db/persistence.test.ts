import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createMemoryFileStore,
  META_KEY,
  STORAGE_FORMAT_VERSION,
  storageKeys,
  TABLE_NAMES,
  tableText,
  type MockDb,
  schemaText,
  schemaTextOf,
  type TableName,
} from './index';
import { z } from 'zod';
import { profileSchema, userRoleSchema } from '@/backend';
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

/** A new tab of the same browser that has read the store (a reload). */
async function reloadTab(fake: Fake): Promise<MockDb> {
  const reloaded = tab(fake);
  await reloaded.refresh();
  return reloaded;
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

  it('validates on load only the tables written under another schema than this build has', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const profiles = fake.tables.data.get('profiles') as { schema: unknown };
    expect(profiles.schema).toBe(schemaText('profiles'));
    (fake.tables.data.get('userRoles') as { schema: unknown }).schema = 'another build';
    const profileChecks = vi.spyOn(profileSchema, 'safeParse');
    const roleChecks = vi.spyOn(userRoleSchema, 'safeParse');
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(profileChecks).not.toHaveBeenCalled();
    expect(roleChecks).toHaveBeenCalledTimes(db.userRoles.count());
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('stores each table as JSON text and parses a loaded table only when it is first used', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const stored = fake.tables.data.get('profiles') as { json: unknown };
    expect(JSON.parse(stored.json as string)).toEqual(db.profiles.all().map((r) => ({ ...r })));
    const parse = vi.spyOn(JSON, 'parse');
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(parse).not.toHaveBeenCalled();
    expect(reloaded.hasData()).toBe(true);
    expect(reloaded.outbox.count()).toBe(db.outbox.count());
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith((fake.tables.data.get('outbox') as { json: string }).json);
    expect(reloaded.profiles.count()).toBe(db.profiles.count());
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('a write leaves the tables no request has used unparsed, and stores their text unchanged', async () => {
    const fake = fakeStorage();
    await startTab(fake);
    const profiles = (fake.tables.data.get('profiles') as { json: string }).json;
    const db = tab(fake);
    await db.refresh();
    // Another tab committed in between: this write puts every table, the unparsed ones as they were read.
    fake.data.set(keys.commit, 'someone-else');
    const parse = vi.spyOn(JSON, 'parse');
    await db.exclusive(async () => void (await db.outbox.create(mail('e@demo.test'))));
    expect(parse.mock.calls.filter(([text]) => text === profiles)).toEqual([]);
    expect((fake.tables.data.get('profiles') as { json: string }).json).toBe(profiles);
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('reads table records of the earlier layout of version 6 (rows as objects, not text)', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    for (const name of TABLE_NAMES) {
      const { json, ...rest } = fake.tables.data.get(name) as { json: string };
      fake.tables.data.set(name, { ...rest, rows: JSON.parse(json) as unknown[] });
    }
    const reloaded = tab(fake);
    await reloaded.refresh();
    expect(contents(reloaded)).toEqual(contents(db));
  });

  it('the schema text changes with any rule of a schema: a check, a default, a refinement', () => {
    const schema = (min: number, fallback: string, rule: (name: string) => boolean) =>
      z.object({ name: z.string().min(min).default(fallback).refine(rule), at: z.iso.datetime() });
    const rule = (name: string) => name !== 'x';
    const text = schemaTextOf(schema(2, 'a', rule));
    expect(schemaTextOf(schema(2, 'a', rule))).toBe(text);
    expect(schemaTextOf(schema(3, 'a', rule))).not.toBe(text);
    expect(schemaTextOf(schema(2, 'b', rule))).not.toBe(text);
    expect(schemaTextOf(schema(2, 'a', (name) => name !== 'y'))).not.toBe(text);
    expect(schemaText('profiles')).toBe(schemaTextOf(profileSchema));
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

describe('lookups in a table not yet parsed', () => {
  /** The calls of JSON.parse with a whole table's stored text. */
  const wholeTableParses = (fake: Fake, parse: { mock: { calls: unknown[][] } }) => {
    const texts = new Set(TABLE_NAMES.map((n) => (fake.tables.data.get(n) as { json: string }).json));
    return parse.mock.calls.filter(([text]) => texts.has(text as string));
  };

  it('tableText writes what JSON.stringify writes and where each row starts, whatever the rows hold', () => {
    const rows = [
      { id: 'a', note: '},{"id":"b"}', nested: { id: 'b', list: [{ id: 'c' }] } },
      { id: 'b', 'quoted "key"': 'é ✓ \u2028', n: 1.5, none: null },
      {},
    ];
    const { json, offsets } = tableText(rows);
    expect(json).toBe(JSON.stringify(rows));
    expect([...offsets].slice(0, -1).map((start, i) => JSON.parse(json.slice(start, offsets[i + 1]! - 1)))).toEqual(
      rows,
    );
    expect(offsets.at(-1)).toBe(json.length);
    expect(tableText([])).toEqual({ json: '[]', offsets: Uint32Array.of(2) });
  });

  it("finds a caller's profile and role in the stored text, parsing only their rows", async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const reloaded = await reloadTab(fake);
    const parse = vi.spyOn(JSON, 'parse');
    const id = PERSONAS.customer.id;
    expect(reloaded.firstBy('profiles', 'id', id)).toEqual({ ...db.firstBy('profiles', 'id', id) });
    expect(reloaded.firstBy('userRoles', 'user_id', id)).toEqual({ ...db.firstBy('userRoles', 'user_id', id) });
    expect(reloaded.firstBy('profiles', 'id', 'nobody')).toBeUndefined();
    expect(wholeTableParses(fake, parse)).toEqual([]);
    // A lookup made again is remembered; the table parses when a request needs its rows.
    parse.mockClear();
    expect(reloaded.firstBy('profiles', 'id', id)?.email).toBe(PERSONAS.customer.email);
    expect(parse).not.toHaveBeenCalled();
    expect(reloaded.profiles.count()).toBe(db.profiles.count());
    expect(wholeTableParses(fake, parse)).toHaveLength(1);
    expect(reloaded.firstBy('profiles', 'id', id)).toBe(reloaded.profiles.findFirst((q) => q.where({ id })));
  });

  it('finds every row holding one of some values in the stored text, in table order, until the table is parsed', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const reloaded = await reloadTab(fake);
    const parse = vi.spyOn(JSON, 'parse');
    const staff = reloaded.storedRows('profiles', 'role', ['Moderator', 'Admin', 'Admin', 'Nobody']);
    const expected = db.profiles.all().filter((p) => p.role === 'Admin' || p.role === 'Moderator');
    expect(expected.length).toBeGreaterThan(1);
    expect(staff).toEqual(expected.map((p) => ({ ...p })));
    expect(reloaded.storedRows('profiles', 'role', [])).toEqual([]);
    expect(wholeTableParses(fake, parse)).toEqual([]);
    reloaded.profiles.count();
    expect(reloaded.storedRows('profiles', 'role', ['Admin'])).toBeNull();
  });

  it('keeps the orders asked for with the table and reads a page in one without parsing the table', async () => {
    const fake = fakeStorage();
    type Row = Record<string, unknown>;
    const newest = (rows: readonly Row[]) =>
      [...rows].sort(
        (a, b) => String(b.created_at).localeCompare(String(a.created_at)) || String(a.id).localeCompare(String(b.id)),
      );
    const db = tab(fake);
    db.keepOrder('profiles', 'newest', newest);
    await db.refresh();
    await applySeed(db, { now: NOW, iterations: 1000 });
    let reloaded = await reloadTab(fake);
    const parse = vi.spyOn(JSON, 'parse');
    let expected = newest(db.profiles.all()).map((p) => ({ ...p }));
    expect(expected.length).toBeGreaterThan(3);
    expect(reloaded.storedPage('profiles', 'newest', 1, 3)).toEqual({
      rows: expected.slice(1, 4),
      total: expected.length,
    });
    expect(reloaded.storedPage('profiles', 'newest', expected.length - 1, 25)?.rows).toEqual(expected.slice(-1));
    expect(reloaded.storedPage('profiles', 'oldest', 0, 3)).toBeNull();
    expect(reloaded.storedPage('userRoles', 'newest', 0, 3)).toBeNull();
    expect(wholeTableParses(fake, parse)).toEqual([]);
    // A write stores the order anew: a profile made the newest comes first after a reload.
    await db.exclusive(async () => {
      await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.created_at = '2030-01-01T00:00:00.000Z';
        },
      });
    });
    reloaded = await reloadTab(fake);
    expected = newest(db.profiles.all()).map((p) => ({ ...p }));
    expect(reloaded.storedPage('profiles', 'newest', 0, 2)?.rows).toEqual(expected.slice(0, 2));
    expect(expected[0]?.id).toBe(PERSONAS.customer.id);
    // An order that does not fit the table is not trusted; a parsed table is read as rows.
    const record = fake.tables.data.get('profiles') as { orders: Record<string, Uint32Array> };
    fake.tables.data.set('profiles', { ...record, orders: { newest: Uint32Array.of(0) } });
    expect((await reloadTab(fake)).storedPage('profiles', 'newest', 0, 2)).toBeNull();
    fake.tables.data.set('profiles', record);
    reloaded = await reloadTab(fake);
    reloaded.profiles.count();
    expect(reloaded.storedPage('profiles', 'newest', 0, 2)).toBeNull();
  });

  it('passes over a row that holds the same text elsewhere (a nested object) and finds the first row that matches', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const target = crypto.randomUUID();
    const user = (id: string, metadata: Record<string, unknown>) => ({
      id,
      email: `${id}@demo.test`,
      password_hash: 'x',
      user_metadata: metadata,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      last_sign_in_at: null,
    });
    await db.exclusive(async () => {
      await db.authUsers.create(user(crypto.randomUUID(), { id: target, note: `"id":"${target}"` }));
      await db.authUsers.create(user(target, { first: true }));
      await db.authUsers.create(user(target, { first: false }));
    });
    const reloaded = await reloadTab(fake);
    const parse = vi.spyOn(JSON, 'parse');
    expect(reloaded.firstBy('authUsers', 'id', target)?.user_metadata).toEqual({ first: true });
    expect(reloaded.storedRows('authUsers', 'id', [target])?.map((u) => u.user_metadata)).toEqual([
      { first: true },
      { first: false },
    ]);
    expect(wholeTableParses(fake, parse)).toEqual([]);
  });

  it('offsets that do not fit the stored text are not trusted: the table is parsed and the row found', async () => {
    const fake = fakeStorage();
    const db = await startTab(fake);
    const stored = fake.tables.data.get('profiles') as { json: string; offsets: Uint32Array };
    // The same rows in another order under the old offsets, then the same length with no offsets at all.
    const reversed = JSON.stringify((JSON.parse(stored.json) as unknown[]).reverse());
    const id = PERSONAS.customer.id;
    for (const damage of [{ json: reversed }, { json: reversed, offsets: undefined }]) {
      fake.tables.data.set('profiles', { ...stored, ...damage });
      const reloaded = await reloadTab(fake);
      expect(reloaded.firstBy('profiles', 'id', id)).toEqual({ ...db.firstBy('profiles', 'id', id) });
      expect(reloaded.profiles.count()).toBe(db.profiles.count());
    }
  });

  it('a table written again while unparsed keeps its offsets, and a changed table gets new ones', async () => {
    const fake = fakeStorage();
    await startTab(fake);
    const before = fake.tables.data.get('profiles') as { json: string; offsets: Uint32Array };
    const db = tab(fake);
    await db.refresh();
    fake.data.set(keys.commit, 'someone-else');
    await db.exclusive(async () => void (await db.outbox.create(mail('f@demo.test'))));
    expect(fake.tables.data.get('profiles')).toMatchObject({ json: before.json, offsets: before.offsets });
    await db.exclusive(async () => {
      await db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'Offsets Co';
        },
      });
    });
    const after = fake.tables.data.get('profiles') as { json: string; offsets: Uint32Array };
    expect(after).toMatchObject(tableText(db.profiles.all()));
    const reloaded = await reloadTab(fake);
    expect(reloaded.firstBy('profiles', 'id', PERSONAS.customer.id)?.company).toBe('Offsets Co');
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
  /** Changes a table record's rows (stored as JSON text) and, if given, the schema text it names. */
  const rewrite = (data: Stored, name: string, change: (rows: unknown[]) => void, schema?: string) => {
    const value = data.get(name) as { rev: string; json: string; schema?: unknown };
    const rows = JSON.parse(value.json) as unknown[];
    change(rows);
    data.set(name, { ...value, json: JSON.stringify(rows), ...(schema !== undefined && { schema }) });
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
      // Rows of another schema (another build) are validated on load.
      'a row the schema refuses, in a table written under another schema',
      (data) =>
        rewrite(data, 'profiles', (rows) => ((rows[0] as Record<string, unknown>).id = 'not-a-uuid'), 'another build'),
    ],
    [
      'a table whose text is not JSON, written under another schema',
      (data) => data.set('profiles', { ...(data.get('profiles') as object), json: '[{"id":', schema: 'another build' }),
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

  it.each<[string, (data: Stored) => void]>([
    ['a row that is not an object', (data) => rewrite(data, 'outbox', (rows) => rows.push('not a row'))],
    ['text that is not JSON', (data) => data.set('outbox', { ...(data.get('outbox') as object), json: '[{"id":' })],
  ])(
    'a table written under this schema with %s is found when first used: that request fails and the store is rewritten without the table',
    async (_, damage) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const fake = fakeStorage();
      const seeded = await startTab(fake);
      await seeded.exclusive(async () => void (await seeded.outbox.create(mail('d@demo.test'))));
      damage(fake.tables.data);
      const db = tab(fake);
      await db.refresh();
      expect(db.hasData()).toBe(true);
      expect(() => db.outbox.count()).toThrow(/stored table outbox is damaged/);
      expect(db.outbox.count()).toBe(0);
      await db.refresh();
      const reloaded = tab(fake);
      await reloaded.refresh();
      expect(reloaded.outbox.count()).toBe(0);
      expect(contents(reloaded)).toEqual(contents(db));
      expect(reloaded.authUsers.count()).toBe(buildSeed(NOW).users.length);
    },
  );

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
