import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, createMemoryFileStore, createMemoryTableStore } from '../db';
import { createHandlers, DEFAULT_MOCK_CONFIG, type HandlerContext } from '.';
import { applySeed } from '../seed';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { DEMO_PASSWORD } from '../seed/personas';
import { mockAdapterFor } from '../../tests/utils/render-app';

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const url = `${mock.baseUrl}${API_ROUTES.demoSampleCustomers}`;
const post = (body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  await mock.reset();
});

describe('demo sample customers', () => {
  it('adds customers with a profile, the user role and the demo password', async () => {
    const before = mock.db.profiles.count();
    const answer = await post({ count: 30 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ added: 30, profiles: before + 30 });
    const again = await post({ count: 2 });
    expect(await again.json()).toEqual({ added: 2, profiles: before + 32 });
    expect(mock.db.profiles.findMany((q) => q.where({ email: 'sample.customer.32@example.test' }))).toHaveLength(1);

    const admin = await mockAdapterFor(mock, 'admin');
    const page = await admin.profiles.page({ search: 'sample.customer.' });
    expect(page.total).toBe(32);
    expect(page.rows.every((p) => p.role === 'User' && p.status === 'Active')).toBe(true);
    const roles = await admin.roles.list(page.rows.map((p) => p.id));
    expect(roles.map((r) => r.role)).toEqual(page.rows.map(() => 'user'));

    const client = await mockAdapterFor(mock);
    const session = await client.auth.signIn({ email: 'sample.customer.7@example.test', password: DEMO_PASSWORD });
    expect(session.user.email).toBe('sample.customer.7@example.test');
  });

  it('refuses a count that is not a whole number from 1 to 5,000, adding nobody', async () => {
    const before = mock.db.profiles.count();
    for (const body of [{ count: 0 }, { count: 5_001 }, { count: 2.5 }, { count: '5' }, {}, null, []]) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(mock.db.profiles.count()).toBe(before);
  });
});

describe('demo sample customers: the demo holds at most 5,000', () => {
  it('refuses a count that would take the demo past 5,000 sample customers, adding nobody, and says how many fit', async () => {
    expect((await post({ count: 4_990 })).status).toBe(200);
    const before = mock.db.profiles.count();
    const answer = await post({ count: 11 });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      code: 'validation_failed',
      message:
        'The demo holds at most 5,000 sample customers; 10 more fit, so none were added. Add fewer, or reset the demo.',
    });
    expect(mock.db.profiles.count()).toBe(before);
    expect(await (await post({ count: 10 })).json()).toEqual({ added: 10, profiles: before + 10 });
  });
});

describe('demo sample customers in the browser composition (tables written through to a store)', () => {
  it('answers 507 with a clear message when storage refuses them, and adds nobody', async () => {
    const tables = createMemoryTableStore();
    const marks = new Map<string, string>();
    const storage = {
      getItem: (k: string) => marks.get(k) ?? null,
      setItem: (k: string, v: string) => void marks.set(k, v),
      removeItem: (k: string) => void marks.delete(k),
    };
    const db = createDb({ persistence: { tables, storage, key: 'db' } });
    const base = 'http://browser.test/mock-api';
    const config = { ...DEFAULT_MOCK_CONFIG, delayMs: 0, passwordIterations: 1000 };
    const ctx: HandlerContext = {
      db,
      files: createMemoryFileStore(),
      config,
      now: clock.now,
      reseed: async () => undefined,
    };
    await applySeed(db, { now: new Date(clock.now()), iterations: 1000 });
    const server = setupServer(...createHandlers(ctx, base));
    mock.close();
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const before = db.profiles.count();
      tables.refuseWhen((keys) => keys.includes('profiles'));
      const add = () =>
        fetch(`${base}${API_ROUTES.demoSampleCustomers}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ count: 3 }),
        });
      const refused = await add();
      expect(refused.status).toBe(507);
      expect(await refused.json()).toEqual({
        code: 'storage_full',
        message:
          'The browser has no room to store 3 more sample customers, so none were added. Add fewer, or reset the demo.',
      });
      // The next request sees the committed tables again: nobody was added.
      await db.refresh();
      expect(db.profiles.count()).toBe(before);
      tables.refuseWhen(() => false);
      expect(await (await add()).json()).toEqual({ added: 3, profiles: before + 3 });
    } finally {
      server.close();
      mock.listen();
    }
  });
});
