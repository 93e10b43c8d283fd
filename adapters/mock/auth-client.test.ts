import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type AuthEvent, type Session } from '@/backend';
import { type ApiRoute } from './api/routes';
import {
  AUTO_REFRESH_TICK_MS,
  MockAuthClient,
  type AuthClientOptions,
  type ChannelLike,
  type StorageLike,
} from './auth-client';
import type { MockHttp, RequestOptions } from './http';
import { createMemoryStorage } from './memory-storage';

const KEY = 'test-auth-token';
const USER = {
  id: '00000000-0000-4000-8000-000000000003',
  email: 'customer@demo.test',
  user_metadata: {},
  created_at: '2026-01-01T00:00:00.000Z',
};

function session(refreshToken: string, expiresInSec: number): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: `access-${refreshToken}`,
    refresh_token: refreshToken,
    expires_in: expiresInSec,
    expires_at: now + expiresInSec,
    token_type: 'bearer',
    user: USER,
  };
}

type Handler = (route: ApiRoute, options: RequestOptions) => unknown;

function fakeHttp(handler: Handler) {
  const calls: Array<{ route: ApiRoute; options: RequestOptions; at: number }> = [];
  const http: MockHttp = {
    async send(route, options = {}) {
      calls.push({ route, options, at: Date.now() });
      await handler(route, options);
      return new Response(null, { status: 204 });
    },
    async json(route, schema, options = {}) {
      calls.push({ route, options, at: Date.now() });
      return schema.parse(await handler(route, options));
    },
  };
  return {
    http,
    calls,
    refreshCalls: () => calls.filter((c) => c.route === 'token' && c.options.query?.grant_type === 'refresh_token'),
  };
}

/** An in-process BroadcastChannel: every channel of the same name but the sender receives each message. */
function channelBus() {
  const members = new Set<{ name: string; channel: ChannelLike }>();
  const posted: unknown[] = [];
  return {
    posted,
    create(name: string): ChannelLike {
      const channel: ChannelLike = {
        onmessage: null,
        postMessage(message) {
          posted.push(message);
          for (const m of members)
            if (m.name === name && m.channel !== channel) m.channel.onmessage?.({ data: structuredClone(message) });
        },
        close() {
          for (const m of members) if (m.channel === channel) members.delete(m);
        },
      };
      members.add({ name, channel });
      return channel;
    },
  };
}

const clients: MockAuthClient[] = [];
function makeClient(http: MockHttp, overrides: Partial<AuthClientOptions> & { storage?: StorageLike | null } = {}) {
  const client = new MockAuthClient({
    http,
    storage: createMemoryStorage(),
    storageKey: KEY,
    now: () => Date.now(),
    timers: {
      setInterval: (h, ms) => setInterval(h, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      setTimeout: (h, ms) => setTimeout(h, ms),
    },
    createChannel: null,
    autoRefresh: true,
    ...overrides,
  });
  clients.push(client);
  return client;
}

function recordEvents(client: MockAuthClient) {
  const events: Array<[AuthEvent, string | null]> = [];
  client.onAuthStateChange((e, s) => events.push([e, s?.refresh_token ?? null]));
  return events;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
});
afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
  vi.useRealTimers();
});

describe('MockAuthClient', () => {
  it('checks every 30 s and refreshes only once expiry is within 3 ticks (90 s)', async () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 200)) });
    const fake = fakeHttp(() => session('r2', 3600));
    const client = makeClient(fake.http, { storage });
    const events = recordEvents(client);
    await vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_TICK_MS); // 110 s left: not yet
    expect(fake.refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS); // 80 s left: refresh
    expect(fake.refreshCalls()).toHaveLength(1);
    expect(fake.refreshCalls()[0]?.options.json).toEqual({ refresh_token: 'r1' });
    expect(events).toContainEqual(['TOKEN_REFRESHED', 'r2']);
    expect(JSON.parse(storage.getItem(KEY)!).refresh_token).toBe('r2');
    await vi.advanceTimersByTimeAsync(10 * AUTO_REFRESH_TICK_MS);
    expect(fake.refreshCalls()).toHaveLength(1);
  });

  it('retries a refresh that failed on the network with exponential backoff from 200 ms', async () => {
    let failures = 3;
    const fake = fakeHttp(() => {
      if (failures-- > 0) throw new BackendError('network', 'offline');
      return session('r2', 3600);
    });
    const client = makeClient(fake.http, {
      storage: createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 30)) }),
      autoRefresh: false,
    });
    const result = client.getSession();
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await result)?.refresh_token).toBe('r2');
    const times = fake.refreshCalls().map((c) => c.at);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([200, 400, 800]);
  });

  it('gives up retrying after 30 s of network failures and keeps the session', async () => {
    const fake = fakeHttp(() => {
      throw new BackendError('network', 'offline');
    });
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 60)) });
    const client = makeClient(fake.http, { storage, autoRefresh: false });
    const events = recordEvents(client);
    const outcome = client.getSession().then(
      (s) => s?.refresh_token,
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    // The access token is still valid for a while, so the read keeps using it.
    expect(await outcome).toBe('r1');
    const calls = fake.refreshCalls();
    expect(calls.length).toBe(8); // 200 + 400 + ... + 12 800 = 25 400 ms; the next wait would pass 30 s
    expect(calls.at(-1)!.at - calls[0]!.at).toBeLessThan(30_000);
    expect(events.map((e) => e[0])).not.toContain('SIGNED_OUT');
    expect(storage.getItem(KEY)).not.toBeNull();
  });

  it('does not retry a refused refresh token: the session is removed and SIGNED_OUT emitted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = fakeHttp(() => {
      throw new BackendError('refresh_token_reused', 'Invalid Refresh Token: Already Used');
    });
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 3600)) });
    const client = makeClient(fake.http, { storage });
    const events = recordEvents(client);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 3540_000); // 60 s left
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS);
    expect(fake.refreshCalls()).toHaveLength(1);
    expect(events).toContainEqual(['SIGNED_OUT', null]);
    expect(storage.getItem(KEY)).toBeNull();
    expect(await client.getSession()).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      'Session refresh failed',
      expect.objectContaining({ code: 'refresh_token_reused' }),
    );
    logged.mockRestore();
  });

  it('concurrent reads of an expiring session share one refresh', async () => {
    const fake = fakeHttp(async () => {
      await new Promise((r) => setTimeout(r, 50));
      return session('r2', 3600);
    });
    const client = makeClient(fake.http, {
      storage: createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 120)) }),
      autoRefresh: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 60_000);
    const reads = Promise.all([client.getSession(), client.getSession(), client.getSession()]);
    await vi.advanceTimersByTimeAsync(100);
    expect((await reads).map((s) => s?.refresh_token)).toEqual(['r2', 'r2', 'r2']);
    expect(fake.refreshCalls()).toHaveLength(1);
  });

  it('persists the session: a new client on the same storage starts signed in and reports INITIAL_SESSION', async () => {
    const storage = createMemoryStorage();
    const fake = fakeHttp(() => session('r1', 3600));
    await makeClient(fake.http, { storage }).signIn({ email: 'customer@demo.test', password: 'x' });
    const reloaded = makeClient(fake.http, { storage });
    const events = recordEvents(reloaded);
    expect((await reloaded.getSession())?.refresh_token).toBe('r1');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([['INITIAL_SESSION', 'r1']]);
  });

  it('shares sign-in and sign-out across tabs over the BroadcastChannel, without echoing', async () => {
    const storage = createMemoryStorage(); // one browser: one localStorage
    const bus = channelBus();
    const fake = fakeHttp((route) => (route === 'logout' ? null : session('r1', 3600)));
    const tabA = makeClient(fake.http, { storage, createChannel: bus.create });
    const tabB = makeClient(fake.http, { storage, createChannel: bus.create });
    const eventsB = recordEvents(tabB);
    await vi.advanceTimersByTimeAsync(0);
    await tabA.signIn({ email: 'customer@demo.test', password: 'x' });
    expect(eventsB).toContainEqual(['SIGNED_IN', 'r1']);
    expect((await tabB.getSession())?.refresh_token).toBe('r1');
    await tabA.signOut();
    expect(eventsB).toContainEqual(['SIGNED_OUT', null]);
    expect(await tabB.getSession()).toBeNull();
    // Each event went out once, from tab A only.
    expect(bus.posted).toHaveLength(2);
  });

  it('a tab that finds a newer session in storage uses it instead of refreshing its stale copy', async () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 200)) });
    const fake = fakeHttp(() => session('r-from-a', 3600));
    const tabA = makeClient(fake.http, { storage, autoRefresh: false });
    const tabB = makeClient(fake.http, { storage, autoRefresh: false });
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 150_000);
    expect((await tabA.getSession())?.refresh_token).toBe('r-from-a');
    expect((await tabB.getSession())?.refresh_token).toBe('r-from-a');
    expect(fake.refreshCalls()).toHaveLength(1);
  });

  it('sign-out clears the session even when the server says it is already gone', async () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 3600)) });
    const fake = fakeHttp(() => {
      throw new BackendError('session_missing', 'Auth session missing!');
    });
    const client = makeClient(fake.http, { storage });
    await expect(client.signOut()).resolves.toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('sign-out on a network failure throws and keeps the session', async () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 3600)) });
    const fake = fakeHttp(() => {
      throw new BackendError('network', 'offline');
    });
    const client = makeClient(fake.http, { storage });
    await expect(client.signOut()).rejects.toMatchObject({ code: 'network' });
    expect(storage.getItem(KEY)).not.toBeNull();
  });

  it('dispose stops the ticker', async () => {
    const fake = fakeHttp(() => session('r2', 3600));
    const client = makeClient(fake.http, {
      storage: createMemoryStorage({ [KEY]: JSON.stringify(session('r1', 100)) }),
    });
    await vi.advanceTimersByTimeAsync(0);
    const before = fake.refreshCalls().length;
    client.dispose();
    await vi.advanceTimersByTimeAsync(5 * AUTO_REFRESH_TICK_MS);
    expect(fake.refreshCalls()).toHaveLength(before);
  });

  it('an unreadable stored value is discarded', async () => {
    const storage = createMemoryStorage({ [KEY]: '{not json' });
    const client = makeClient(fakeHttp(() => null).http, { storage });
    expect(await client.getSession()).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });
});
