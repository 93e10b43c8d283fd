import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createMemoryFileStore, TABLE_NAMES, type MockDb } from '../db';
import { testBrowser } from '../db/test-browser';
import { addSampleCustomers, applySeed } from '../seed';
import { DEMO_PASSWORD, PERSONAS } from '../seed/personas';
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
    const browser = testBrowser();
    const { tables } = browser;
    const written = browser.tab();
    // The handlers ask for the user list's order before the rows are written (as mocks/browser.ts does).
    createHandlers(
      { db: written, files: createMemoryFileStore(), config, now: () => NOW.getTime(), reseed: async () => undefined },
      BASE,
    );
    await applySeed(written, { now: NOW, iterations: 1000 });
    await addSampleCustomers(written, { count: 40, now: NOW, iterations: 1000 });
    const all = written.profiles.all().map((p) => ({ ...p }));

    const reloaded = browser.tab();
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

  it('at a size stored as Blobs, answer the same reading only the rows asked for, and a write reads the rest', async () => {
    const browser = testBrowser();
    const written = browser.tab();
    const writer = serve(written);
    await applySeed(written, { now: NOW, iterations: 1000 });
    await addSampleCustomers(written, { count: 300, now: NOW, iterations: 1000 });
    const all = written.profiles.all().map((p) => ({ ...p }));
    // The customer signs in before the reload, so their session is stored.
    writer.listen({ onUnhandledRequest: 'error' });
    const signIn = await fetch(`${BASE}${API_ROUTES.token}?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: PERSONAS.customer.email, password: DEMO_PASSWORD }),
    });
    const customer = ((await signIn.json()) as { access_token: string }).access_token;
    writer.close();

    const reloaded = await browser.reload();
    const server = serve(reloaded);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const key = await signApiKey('service_role', config.jwtSecret);
      const call = async (path: string, token: string, init: RequestInit = {}) => {
        const response = await fetch(`${BASE}${path}`, {
          ...init,
          headers: { apikey: key, Authorization: `Bearer ${token}`, ...init.headers },
        });
        return { status: response.status, range: response.headers.get('content-range'), json: await response.json() };
      };
      const sizes: number[] = [];
      const text = Blob.prototype.text;
      vi.spyOn(Blob.prototype, 'text').mockImplementation(function (this: Blob) {
        sizes.push(this.size);
        return text.call(this);
      });

      const newest = orderRows(all, NEWEST_FIRST);
      const page = await call(`${API_ROUTES.profiles}?select=*&order=created_at.desc,id.asc&limit=25`, key, {
        headers: { Prefer: 'count=exact' },
      });
      expect(page).toEqual({ status: 206, range: `0-24/${all.length}`, json: newest.slice(0, 25) });
      const staff = all.filter((p) => p.role === 'Admin' || p.role === 'Moderator').map(({ id }) => ({ id }));
      expect((await call(`${API_ROUTES.profiles}?role=in.(Admin,Moderator)&select=id`, key)).json).toEqual(staff);
      const { id, email } = PERSONAS.customer;
      const own = [{ id, email }];
      expect((await call(`${API_ROUTES.profiles}?select=id,email`, customer)).json).toEqual(own);
      expect((await call(API_ROUTES.user, customer)).json).toMatchObject({ id, email });
      expect(sizes.length).toBeGreaterThan(0);
      // Each read is a row, or the page's 25 adjacent rows in one range; none is a whole table (over 64 KiB).
      expect(sizes.filter((size) => size >= 25 * 1000)).toEqual([]);

      // A write reads every table first, then writes; a reload finds it and every other row as it was.
      const patched = await call(`${API_ROUTES.profiles}?id=eq.${id}`, customer, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: JSON.stringify({ company: 'Blob Co' }),
      });
      expect(patched).toMatchObject({ status: 200, json: [{ id, company: 'Blob Co' }] });
      expect(sizes.some((size) => size > 64 * 1024)).toBe(true);
      const again = await browser.reload();
      await again.readStored();
      expect(again.profiles.all().map((p) => ({ ...p, updated_at: null }))).toEqual(
        all.map((p) => ({ ...p, updated_at: null, company: p.id === id ? 'Blob Co' : p.company })),
      );
    } finally {
      server.close();
    }
  });
});
