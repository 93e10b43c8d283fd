import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDb, createIndexedDbTableStore, META_KEY, TABLE_NAMES, type StorageLike } from './index';
import { applySeed, PERSONAS } from '../seed';

const NOW = new Date('2026-03-02T09:00:00.000Z');
let databases = 0;
/** A database of its own per test (fake-indexeddb keeps them for the whole file). */
const freshName = () => `tables-${++databases}`;

describe('the IndexedDB table store', () => {
  it('commits records and the commit record in one transaction, and reads them back as clones', async () => {
    const store = createIndexedDbTableStore(freshName());
    const rows = [{ id: 'a' }];
    await store.commit((meta) => {
      expect(meta).toBeUndefined();
      return new Map<string, unknown>([
        ['profiles', { rev: 'r1', rows }],
        [META_KEY, { rev: 'r1' }],
      ]);
    });
    rows.push({ id: 'b' });
    const read = await store.read((meta) => {
      expect(meta).toEqual({ rev: 'r1' });
      return ['profiles', 'userRoles'];
    });
    expect(read.tables.get('profiles')).toEqual({ rev: 'r1', rows: [{ id: 'a' }] });
    expect(read.tables.get('userRoles')).toBeUndefined();
  });

  it('a commit sees the commit record of the one before it', async () => {
    const store = createIndexedDbTableStore(freshName());
    const seen: unknown[] = [];
    const commit = (rev: string) =>
      store.commit((meta) => {
        seen.push(meta);
        return new Map([[META_KEY, { rev }]]);
      });
    await Promise.all([commit('r1'), commit('r2')]);
    expect(seen).toEqual([undefined, { rev: 'r1' }]);
  });

  it('a plan that fails writes nothing and rejects with its error', async () => {
    const store = createIndexedDbTableStore(freshName());
    await store.commit(() => new Map([[META_KEY, { rev: 'r1' }]]));
    const failure = new Error('cannot plan');
    await expect(
      store.commit(() => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    // A value IndexedDB cannot clone fails the put itself: the whole commit is undone.
    await expect(
      store.commit(
        () =>
          new Map<string, unknown>([
            ['profiles', { rev: 'r2', rows: [] }],
            [META_KEY, { rev: 'r2', bad: () => undefined }],
          ]),
      ),
    ).rejects.toMatchObject({ name: 'DataCloneError' });
    const read = await store.read(() => ['profiles']);
    expect(read.meta).toEqual({ rev: 'r1' });
    expect(read.tables.get('profiles')).toBeUndefined();
  });

  it('clear removes every record', async () => {
    const store = createIndexedDbTableStore(freshName());
    await store.commit(() => new Map([[META_KEY, { rev: 'r1' }]]));
    await store.clear();
    expect((await store.read(() => [])).meta).toBeUndefined();
  });

  it('carries the in-browser database across a reload, as in the browser', async () => {
    const name = freshName();
    const marks = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (k) => marks.get(k) ?? null,
      setItem: (k, v) => void marks.set(k, v),
      removeItem: (k) => void marks.delete(k),
    };
    const open = () => createDb({ persistence: { tables: createIndexedDbTableStore(name), storage, key: name } });
    const first = open();
    await first.refresh();
    await applySeed(first, { now: NOW, iterations: 1000 });
    await first.exclusive(async () => {
      await first.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
        data(p) {
          p.company = 'Stored Co';
        },
      });
    });
    const reloaded = open();
    await reloaded.refresh();
    expect(reloaded.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.company).toBe('Stored Co');
    for (const table of TABLE_NAMES) expect(reloaded[table].count(), table).toBe(first[table].count());
  });
});
