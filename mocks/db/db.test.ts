import { describe, expect, it } from 'vitest';
import { createDb, createMemoryTableStore, hashPassword, verifyPassword, type StorageLike } from './index';
import { applySeed, PERSONAS } from '../seed';

/** What two tabs share: localStorage and the table store. */
function sharedStorage(): StorageLike & {
  data: Map<string, string>;
  tables: ReturnType<typeof createMemoryTableStore>;
} {
  const data = new Map<string, string>();
  return {
    data,
    tables: createMemoryTableStore(),
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const NOW = new Date('2026-03-02T09:00:00.000Z');

describe('mock db persistence (browser mode)', () => {
  it('writes every change through to storage, so a reload sees it', async () => {
    const storage = sharedStorage();
    const tab = createDb({ persistence: { storage, tables: storage.tables, key: 'db' } });
    await applySeed(tab, { now: NOW, iterations: 1000 });
    await tab.exclusive(() =>
      tab.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'Persisted Co';
        },
      }),
    );
    const reloaded = createDb({ persistence: { storage, tables: storage.tables, key: 'db' } });
    expect(reloaded.hasData()).toBe(false);
    await reloaded.refresh();
    expect(reloaded.hasData()).toBe(true);
    expect(reloaded.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.company).toBe('Persisted Co');
    expect(reloaded.authUsers.count()).toBe(tab.authUsers.count());
  });

  it("a second tab picks up the first tab's writes on its next request, without duplicating rows", async () => {
    const storage = sharedStorage();
    const tabA = createDb({ persistence: { storage, tables: storage.tables, key: 'db' } });
    const tabB = createDb({ persistence: { storage, tables: storage.tables, key: 'db' } });
    await applySeed(tabA, { now: NOW, iterations: 1000 });
    await tabB.refresh();
    const count = tabB.profiles.count();
    await tabA.exclusive(() =>
      tabA.outbox.create({
        id: crypto.randomUUID(),
        to: 'x@demo.test',
        subject: 's',
        text: 't',
        link: null,
        created_at: NOW.toISOString(),
      }),
    );
    await tabB.refresh();
    expect(tabB.outbox.count()).toBe(1);
    expect(tabB.profiles.count()).toBe(count);
    // And back: B's write reaches A.
    await tabB.exclusive(async () => void tabB.outbox.deleteMany((q) => q.where({ to: 'x@demo.test' })));
    await tabA.refresh();
    expect(tabA.outbox.count()).toBe(0);
  });

  it('without persistence (Node) nothing is written anywhere and tables start empty', async () => {
    const db = createDb();
    expect(db.hasData()).toBe(false);
    await applySeed(db, { now: NOW, iterations: 1000 });
    expect(db.profiles.count()).toBeGreaterThan(20);
  });
});

describe('password hashing', () => {
  it('stores PBKDF2 hashes, never the password, and verifies only the right password', async () => {
    const stored = await hashPassword('DemoPass-2026!', { iterations: 1000 });
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$/);
    expect(stored).not.toContain('DemoPass');
    expect(await verifyPassword('DemoPass-2026!', stored)).toBe(true);
    expect(await verifyPassword('demopass-2026!', stored)).toBe(false);
    expect(await verifyPassword('DemoPass-2026!', 'garbage')).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same', { iterations: 1000 })).not.toBe(await hashPassword('same', { iterations: 1000 }));
  });
});

describe('firstBy', () => {
  it('finds what findFirst finds, after creates, updates, deletes and a clear', async () => {
    const db = createDb();
    await applySeed(db, { now: NOW, iterations: 1000 });
    const id = PERSONAS.customer.id;
    const same = () => expect(db.firstBy('profiles', 'id', id)).toBe(db.profiles.findFirst((q) => q.where({ id })));
    same();
    await db.profiles.update((q) => q.where({ id }), {
      data(p) {
        p.company = 'Indexed Co';
      },
    });
    same();
    expect(db.firstBy('profiles', 'id', id)?.company).toBe('Indexed Co');
    // The first row wins, as with findFirst, when a value repeats.
    const firstActive = db.profiles.findFirst((q) => q.where({ status: 'Active' }));
    expect(db.firstBy('profiles', 'status', 'Active')).toBe(firstActive);
    db.profiles.delete((q) => q.where({ id }));
    expect(db.firstBy('profiles', 'id', id)).toBeUndefined();
    const created = await db.userRoles.create({
      user_id: id,
      role: 'moderator',
      assigned_by: null,
      assigned_at: NOW.toISOString(),
    });
    db.userRoles.deleteMany((q) => q.where((r) => r.user_id === id && r !== created));
    expect(db.firstBy('userRoles', 'user_id', id)?.role).toBe('moderator');
    db.clear();
    expect(db.firstBy('userRoles', 'user_id', id)).toBeUndefined();
  });
});
