import { afterEach, describe, expect, it, vi } from 'vitest';
import { META_KEY, StoredTablesNeeded, TABLE_NAMES, type MockDb, type TableName } from './index';
import { BLOB_TEXT_OVER } from './blob-table';
import { testBrowser } from './test-browser';
import { addSampleCustomers, applySeed, PERSONAS } from '../seed';

const NOW = new Date('2026-03-02T09:00:00.000Z');
/** Enough sample customers for profiles and auth users to pass 64 KiB (user roles stay text). */
const CUSTOMERS = 300;
const NEWEST_FIRST = 'newest first';

type Row = Record<string, unknown>;
type Browser = ReturnType<typeof testBrowser>;

/** The lookups and the order the handlers keep (mocks/handlers: keepCallerLookups, profiles). */
function keepLikeTheHandlers(db: MockDb): MockDb {
  for (const column of ['id', 'email', 'role']) db.keepLookup('profiles', column);
  db.keepLookup('authUsers', 'id');
  db.keepLookup('userRoles', 'user_id');
  db.keepOrder('profiles', NEWEST_FIRST, (rows) =>
    [...rows].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))),
  );
  return db;
}

/** A browser whose store holds the seed and the sample customers, and the rows each table held. */
async function storedBrowser(extra: (db: MockDb) => Promise<void> = async () => undefined) {
  const browser = testBrowser();
  const db = keepLikeTheHandlers(browser.tab());
  await db.refresh();
  await applySeed(db, { now: NOW, iterations: 1000 });
  await addSampleCustomers(db, { count: CUSTOMERS, now: NOW, iterations: 1000 });
  await extra(db);
  const rows = Object.fromEntries(TABLE_NAMES.map((n) => [n, db[n].all().map((r) => ({ ...r }) as Row)])) as Record<
    TableName,
    Row[]
  >;
  return { browser, rows };
}

const reload = async (browser: Browser) => keepLikeTheHandlers(await browser.reload());

/** What a synchronous read throws while it needs what is not read yet (undefined: it did not throw). */
function needed(read: () => unknown): StoredTablesNeeded | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    if (error instanceof StoredTablesNeeded) return error;
    throw error;
  }
}

/** A synchronous read, answered as the handlers answer it: whatever it needs is read, and it runs again. */
async function answer<T>(read: () => T): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const need = needed(read);
    if (!need) return read();
    await need.load();
  }
  throw new Error('still reading after 5 attempts');
}

/** The sizes of the Blobs whose text was read, from the moment it is called. */
function blobReads(): number[] {
  const sizes: number[] = [];
  const text = Blob.prototype.text;
  vi.spyOn(Blob.prototype, 'text').mockImplementation(function (this: Blob) {
    sizes.push(this.size);
    return text.call(this);
  });
  return sizes;
}

const stored = (browser: Browser, name: TableName) => browser.tables.data.get(name) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tables stored as Blobs', () => {
  it('keeps a table longer than 64 KiB as a Blob with its lookups, and a reload reads none of its text', async () => {
    const { browser } = await storedBrowser();
    const profiles = stored(browser, 'profiles');
    expect(profiles.json).toBeInstanceOf(Blob);
    expect((profiles.json as Blob).size).toBeGreaterThan(BLOB_TEXT_OVER);
    expect(Object.keys(profiles.lookups as object).sort()).toEqual(['email', 'id', 'role']);
    expect(stored(browser, 'authUsers').json).toBeInstanceOf(Blob);
    expect(typeof stored(browser, 'userRoles').json).toBe('string');

    const reads = blobReads();
    const db = await reload(browser);
    expect(db.hasData()).toBe(true);
    expect(reads).toEqual([]);
  });

  it('finds rows by a kept lookup or a kept order, reading those rows alone', async () => {
    const { browser, rows } = await storedBrowser();
    const db = await reload(browser);
    const reads = blobReads();
    const whole = (stored(browser, 'profiles').json as Blob).size;

    const { id } = PERSONAS.customer;
    expect(needed(() => db.firstBy('profiles', 'id', id))).toBeInstanceOf(StoredTablesNeeded);
    expect(await answer(() => db.firstBy('profiles', 'id', id))).toEqual(rows.profiles.find((p) => p.id === id));
    expect(await answer(() => db.firstBy('authUsers', 'id', id))).toEqual(rows.authUsers.find((u) => u.id === id));
    const nobody = crypto.randomUUID();
    expect(await answer(() => db.firstBy('profiles', 'id', nobody))).toBeUndefined();

    const staff = rows.profiles.filter((p) => p.role === 'Admin' || p.role === 'Moderator');
    expect(staff.length).toBeGreaterThan(0);
    expect(await answer(() => db.storedRows('profiles', 'role', ['Admin', 'Moderator']))).toEqual(staff);

    const newest = [...rows.profiles].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    expect(await answer(() => db.storedPage('profiles', NEWEST_FIRST, 25, 25))).toEqual({
      rows: newest.slice(25, 50),
      total: rows.profiles.length,
    });
    // Each read a row's bytes, or a run of adjacent rows'; none the whole text.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.reduce((sum, size) => sum + size, 0)).toBeLessThan(whole / 2);
    expect(reads).not.toContain(whole);
  });

  it('reads a page of adjacent rows as one byte range, and each row of it as stored', async () => {
    const { browser, rows } = await storedBrowser();
    const db = await reload(browser);
    const reads = blobReads();
    const newest = [...rows.profiles].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
    // The sample customers were added last, one after another: their newest page is 25 adjacent rows.
    expect(await answer(() => db.storedPage('profiles', NEWEST_FIRST, 0, 25))).toEqual({
      rows: newest.slice(0, 25),
      total: rows.profiles.length,
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toBeLessThan(25 * 1000);
  });

  it('reads the whole table, once, for anything a lookup cannot answer', async () => {
    const { browser, rows } = await storedBrowser();
    const db = await reload(browser);
    const reads = blobReads();
    // The role most rows hold is more rows than a request reads one by one.
    expect(db.storedRows('profiles', 'role', ['User'])).toBeNull();
    // A column without a kept lookup, and any read of every row.
    const byEmail = needed(() => db.firstBy('authUsers', 'email', PERSONAS.admin.email));
    expect(byEmail).toBeInstanceOf(StoredTablesNeeded);
    expect(needed(() => db.profiles.all())).toBeInstanceOf(StoredTablesNeeded);

    expect(await answer(() => db.profiles.all().map((p) => ({ ...p })))).toEqual(rows.profiles);
    expect(await answer(() => db.firstBy('authUsers', 'email', PERSONAS.admin.email))).toEqual(
      rows.authUsers.find((u) => u.email === PERSONAS.admin.email),
    );
    expect(reads).toEqual([
      (stored(browser, 'profiles').json as Blob).size,
      (stored(browser, 'authUsers').json as Blob).size,
    ]);
    expect(needed(() => db.profiles.count())).toBeUndefined();
  });

  it('a write first reads every Blob table, before anything is written, and is stored whole', async () => {
    const { browser, rows } = await storedBrowser();
    const db = await reload(browser);
    const before = structuredClone(new Map(browser.tables.data));
    const write = () =>
      db.exclusive(async () => {
        await db.outbox.create({
          id: crypto.randomUUID(),
          to: 'a@demo.test',
          subject: 's',
          text: 't',
          link: null,
          created_at: NOW.toISOString(),
        });
      });
    const refused = await write().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StoredTablesNeeded);
    expect(db.outbox.count()).toBe(rows.outbox.length);
    expect(browser.tables.data).toEqual(before);

    await (refused as StoredTablesNeeded).load();
    await write();
    expect(db.outbox.count()).toBe(rows.outbox.length + 1);
    const again = await reload(browser);
    expect(await answer(() => again.profiles.all().map((p) => ({ ...p })))).toEqual(rows.profiles);
    expect(again.outbox.count()).toBe(rows.outbox.length + 1);
  });

  it('finds rows after others of several bytes a character, where the bytes and the text part ways', async () => {
    const names = ['Zoë Ångström', '李小龍', 'Ada 😀 Lovelace'];
    const { browser, rows } = await storedBrowser(async (db) => {
      await db.exclusive(async () => {
        for (const [i, name] of names.entries())
          await db.profiles.update((q) => q.where({ email: `sample.customer.${i + 1}@example.test` }), {
            data(p) {
              p.last_name = name;
            },
          });
      });
    });
    const profiles = stored(browser, 'profiles');
    expect(profiles.bytes).toBeInstanceOf(Uint32Array);
    expect(profiles.bytes).not.toEqual(profiles.offsets);
    const db = await reload(browser);
    for (const row of rows.profiles) expect(await answer(() => db.firstBy('profiles', 'id', row.id))).toEqual(row);
  });

  it('a row whose bytes are not an object makes the table read whole, and a damaged text fails the request', async () => {
    const { browser, rows } = await storedBrowser();
    const record = stored(browser, 'profiles');
    const text = await (record.json as Blob).text();
    const { id } = PERSONAS.customer;
    const at = text.indexOf(`{"id":"${id}"`);
    expect(at).toBeGreaterThan(0);
    browser.tables.data.set('profiles', { ...record, json: new Blob([`${text.slice(0, at)}x${text.slice(at + 1)}`]) });
    const db = await reload(browser);

    // The row's bytes are read, then the whole text, whose parse fails as a damaged stored table does.
    await needed(() => db.firstBy('profiles', 'id', id))!.load();
    await needed(() => db.firstBy('profiles', 'id', id))!.load();
    expect(() => db.firstBy('profiles', 'id', id)).toThrow(/stored table profiles is damaged/);
    expect(db.profiles.count()).toBe(0);
    expect(rows.profiles.length).toBeGreaterThan(0);
  });

  it('lookups that do not fit the rows are not used: the table is read whole', async () => {
    const { browser, rows } = await storedBrowser();
    const record = stored(browser, 'profiles');
    const lookups = record.lookups as Record<string, { start: Uint32Array; rows: Uint32Array }>;
    const bad = { ...lookups.id!, rows: lookups.id!.rows.map(() => 1_000_000) };
    browser.tables.data.set('profiles', { ...record, lookups: { ...lookups, id: bad } });
    const db = await reload(browser);
    const reads = blobReads();
    const { id } = PERSONAS.customer;
    expect(await answer(() => db.firstBy('profiles', 'id', id))).toEqual(rows.profiles.find((p) => p.id === id));
    expect(reads).toEqual([(record.json as Blob).size]);
  });

  it('a Blob that cannot be read is read again from the store; twice, its table is damaged and rewritten', async () => {
    const { browser, rows } = await storedBrowser();
    const db = await reload(browser);
    const text = Blob.prototype.text;
    const failing = vi
      .spyOn(Blob.prototype, 'text')
      .mockImplementation(() => Promise.reject(new DOMException('gone', 'NotReadableError')));
    const { id } = PERSONAS.customer;
    await needed(() => db.firstBy('profiles', 'id', id))!.load();
    // Read again from the store on the next request; it reads as it should then.
    failing.mockImplementation(function (this: Blob) {
      return text.call(this);
    });
    await db.refresh();
    expect(await answer(() => db.firstBy('profiles', 'id', id))).toEqual(rows.profiles.find((p) => p.id === id));

    failing.mockImplementation(() => Promise.reject(new DOMException('gone', 'NotReadableError')));
    const other = await reload(browser);
    await needed(() => other.profiles.all())!.load();
    await other.refresh();
    await needed(() => other.profiles.all())!.load();
    // Twice: the table is left empty and the store rewritten from this tab, as with a damaged text.
    expect(other.profiles.count()).toBe(0);
    failing.mockImplementation(function (this: Blob) {
      return text.call(this);
    });
    await other.refresh();
    expect(browser.tables.data.get(META_KEY)).toMatchObject({ rev: expect.any(String) });
    const rewritten = await reload(browser);
    expect(rewritten.profiles.count()).toBe(0);
    expect(await answer(() => rewritten.authUsers.count())).toBe(rows.authUsers.length);
  });
});
