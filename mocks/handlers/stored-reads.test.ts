import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createDb, createMemoryFileStore, createMemoryTableStore, TABLE_NAMES, type MockDb } from '../db';
import { addSampleCustomers, applySeed } from '../seed';
import { PERSONAS } from '../seed/personas';
import { createHandlers, DEFAULT_MOCK_CONFIG, type HandlerContext } from '.';
import { signApiKey } from './jwt';
import { orderRows } from './postgrest-query';
import { NEWEST_FIRST } from './profiles';

/**
 * The browser's composition (tables written through to a store) after a reload: the reads of profiles that a
 * first view makes are answered from the stored text (mocks/db: firstBy, storedRows, storedPage) and must answer
 * exactly what a read of the parsed table answers.
 */
const NOW = new Date('2026-03-02T09:00:00.000Z');
const BASE = 'http://stored.test/mock-api';
const config = { ...DEFAULT_MOCK_CONFIG, delayMs: 0, passwordIterations: 1000 };

function browserDb(tables: ReturnType<typeof createMemoryTableStore>, marks: Map<string, string>): MockDb {
  const storage = {
    getItem: (k: string) => marks.get(k) ?? null,
    setItem: (k: string, v: string) => void marks.set(k, v),
    removeItem: (k: string) => void marks.delete(k),
  };
  return createDb({ persistence: { tables, storage, key: 'db' } });
}

function serve(db: MockDb) {
  const ctx: HandlerContext = {
    db,
    files: createMemoryFileStore(),
    config,
    now: () => NOW.getTime(),
    reseed: async () => undefined,
  };
  return setupServer(...createHandlers(ctx, BASE));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reads of profiles after a reload, answered from the stored text', () => {
  it('answer what a read of every parsed row answers, without parsing the table', async () => {
    const tables = createMemoryTableStore();
    const marks = new Map<string, string>();
    const written = browserDb(tables, marks);
    // The handlers ask for the user list's order before the rows are written (as mocks/browser.ts does).
    createHandlers(
      { db: written, files: createMemoryFileStore(), config, now: () => NOW.getTime(), reseed: async () => undefined },
      BASE,
    );
    await applySeed(written, { now: NOW, iterations: 1000 });
    await addSampleCustomers(written, { count: 40, now: NOW, iterations: 1000 });
    const all = written.profiles.all().map((p) => ({ ...p }));

    const reloaded = browserDb(tables, marks);
    const server = serve(reloaded);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const key = await signApiKey('service_role', config.jwtSecret);
      const get = async (query: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${BASE}${API_ROUTES.profiles}?${query}`, {
          headers: { apikey: key, Authorization: `Bearer ${key}`, ...headers },
        });
        return { status: response.status, range: response.headers.get('content-range'), json: await response.json() };
      };
      const texts = new Set(TABLE_NAMES.map((n) => (tables.data.get(n) as { json: string }).json));
      const parse = vi.spyOn(JSON, 'parse');

      const newest = orderRows(all, NEWEST_FIRST);
      const page = await get('select=*&order=created_at.desc,id.asc&offset=25&limit=25', { Prefer: 'count=exact' });
      expect(page).toEqual({ status: 206, range: `25-49/${all.length}`, json: newest.slice(25, 50) });
      const names = await get('select=id,email&order=created_at.desc,id.asc&limit=2');
      expect(names.json).toEqual(newest.slice(0, 2).map(({ id, email }) => ({ id, email })));

      const { id } = PERSONAS.customer;
      expect((await get(`id=eq.${id}&select=id,email`)).json).toEqual([{ id, email: PERSONAS.customer.email }]);
      const staff = all.filter((p) => p.role === 'Admin' || p.role === 'Moderator');
      expect((await get('role=in.(Admin,Moderator)&select=id')).json).toEqual(staff.map((p) => ({ id: p.id })));
      expect(parse.mock.calls.filter(([text]) => texts.has(text as string))).toEqual([]);

      // Another order (or a filter the store cannot look up) reads the table as before, and answers the same.
      const oldest = await get('select=id&order=created_at.asc,id.asc&limit=3');
      const oldestFirst = [
        { column: 'created_at', desc: false, nullsFirst: false },
        { column: 'id', desc: false, nullsFirst: false },
      ];
      const ids = orderRows(all, oldestFirst).map((p) => ({ id: p.id }));
      expect(oldest.json).toEqual(ids.slice(0, 3));
      expect(parse.mock.calls.filter(([text]) => texts.has(text as string))).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
