import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { EMULATOR_ANON_KEY } from './api/routes';
import { DEFAULT_MOCK_CONFIG } from './handlers';
import { signAccessToken, signApiKey } from './handlers/jwt';
import { exposureNotice, functionTarget, startLoopbackEmulator, type LoopbackEmulator } from './loopback';
import { PURGE_EVERY_MS } from './handlers/purge-order-documents';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS } from './seed/personas';

describe('the loopback emulator', () => {
  let emulator: LoopbackEmulator | undefined;
  afterAll(() => emulator?.close());

  it('listens on 127.0.0.1 unless told otherwise', async () => {
    // Few password iterations: the seed's hashes at the default took most of the test's 5 s on a busy machine.
    emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('passes HEAD through to the handlers over HTTP: the status and Content-Range of the read, no body', async () => {
    emulator ??= await startLoopbackEmulator({ port: 0 });
    const { url, serviceRoleKey, ctx } = emulator;
    const orders = ctx.db.orderRequests.all();
    const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        // node:http rather than fetch, to read what the socket carries after the headers.
        const request = httpRequest(
          `${url}/rest/v1/order_requests?select=id`,
          {
            method: 'HEAD',
            headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, Prefer: 'count=exact' },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (c: Buffer) => chunks.push(c));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                headers: response.headers,
                body: Buffer.concat(chunks).toString(),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(answer).toMatchObject({
      status: 200,
      headers: {
        'content-range': `0-${orders.length - 1}/${orders.length}`,
        'content-type': 'application/json; charset=utf-8',
      },
      body: '',
    });
    expect(String(answer.headers['access-control-allow-methods'])).toContain('HEAD');
  });

  it('says where it listens, and warns when that is reachable from other machines', () => {
    expect(exposureNotice('127.0.0.1')).toMatch(/^Listening on 127\.0\.0\.1 only/);
    expect(exposureNotice('0.0.0.0')).toMatch(/^WARNING: listening on 0\.0\.0\.0, reachable from other machines/);
    expect(exposureNotice('0.0.0.0')).toContain('POST /demo/v1/reset');
  });
});

describe('the loopback emulator with EDGE_FUNCTIONS_URL', () => {
  interface Seen {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
  }
  let upstream: Server | undefined;
  let emulator: LoopbackEmulator | undefined;
  afterEach(async () => {
    await emulator?.close();
    await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
    emulator = undefined;
    upstream = undefined;
  });

  /** A tiny stand-in for the Deno functions server: records each request and answers 502 with its own headers. */
  async function startUpstream(seen: Seen[]): Promise<string> {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(502, { 'Content-Type': 'application/json', 'X-Function': 'read-documents-ai' });
        res.end(
          JSON.stringify({ code: 'ai_reader_refused', message: 'The AI reader refused to read these documents.' }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/functions/v1`;
  }

  it("forwards read-documents-ai (method, headers with the caller's token, body) and relays the answer", async () => {
    const seen: Seen[] = [];
    emulator = await startLoopbackEmulator({ port: 0, edgeFunctionsUrl: await startUpstream(seen) });
    const body = JSON.stringify({ order_id: '9f1b2c3d-0000-4000-8000-00000000beef' });
    const answer = await fetch(`${emulator.url}/functions/v1/read-documents-ai?x=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer caller-token', apikey: emulator.anonKey, 'Content-Type': 'application/json' },
      body,
    });

    expect(answer.status).toBe(502);
    expect(answer.headers.get('x-function')).toBe('read-documents-ai');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({
      code: 'ai_reader_refused',
      message: 'The AI reader refused to read these documents.',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/functions/v1/read-documents-ai?x=1', body });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer caller-token',
      apikey: emulator.anonKey,
      'content-type': 'application/json',
    });
  });

  it('answers every other route itself, the other functions included', async () => {
    const seen: Seen[] = [];
    emulator = await startLoopbackEmulator({ port: 0, edgeFunctionsUrl: await startUpstream(seen) });
    const answer = await fetch(`${emulator.url}/functions/v1/admin-set-user-status`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'no_authorization' });
    expect(seen).toEqual([]);
  });

  it("forwards each function to its own URL when given name=url pairs; an unlisted one is its twin's", async () => {
    const seen: Seen[] = [];
    const sos = await startUpstream(seen);
    emulator = await startLoopbackEmulator({ port: 0, edgeFunctionsUrl: `check-secretary-of-state=${sos}` });
    const answer = await fetch(`${emulator.url}/functions/v1/check-secretary-of-state?x=1`, {
      method: 'POST',
      body: '{}',
    });
    expect(answer.status).toBe(502);
    expect(seen).toMatchObject([{ method: 'POST', url: '/functions/v1?x=1' }]);
    const twin = await fetch(`${emulator.url}/functions/v1/read-documents-ai`, { method: 'POST', body: '{}' });
    expect(await twin.json()).toMatchObject({ code: 'no_authorization' });
    expect(seen).toHaveLength(1);
    expect(functionTarget('http://a:1/', 'read-documents-ai')).toBe('http://a:1/read-documents-ai');
    expect(
      functionTarget(
        'read-documents-ai=http://a:1, check-secretary-of-state=http://b:2/',
        'check-secretary-of-state',
        '?q',
      ),
    ).toBe('http://b:2?q');
  });

  it('without it, the twin answers read-documents-ai', async () => {
    emulator = await startLoopbackEmulator({ port: 0 });
    const answer = await fetch(`${emulator.url}/functions/v1/read-documents-ai`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe("the loopback emulator's signing secret", () => {
  const started: LoopbackEmulator[] = [];
  afterAll(async () => {
    for (const emulator of started) await emulator.close();
  });
  async function start(options: Parameters<typeof startLoopbackEmulator>[0] = {}) {
    const emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000, ...options });
    started.push(emulator);
    return emulator;
  }
  async function outboundEmails(emulator: LoopbackEmulator, key: string) {
    const response = await fetch(`${emulator.url}/rest/v1/outbound_emails?select=id`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('is its own each start, unless given: keys signed with the public demo secret mint nothing there', async () => {
    const [one, two] = [await start(), await start()];
    expect(one.serviceRoleKey).not.toBe(two.serviceRoleKey);
    expect(await outboundEmails(one, one.serviceRoleKey)).toMatchObject({ status: 200 });
    expect(await outboundEmails(one, two.serviceRoleKey)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });

    // The in-browser backend's secret ships in its page: what it signs is no key here.
    const forgedService = await signApiKey('service_role', DEFAULT_MOCK_CONFIG.jwtSecret);
    expect(await outboundEmails(one, forgedService)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const now = Math.floor(Date.now() / 1000);
    const forgedAdmin = await signAccessToken(
      {
        iss: 'mock-api/auth/v1',
        sub: PERSONAS.admin.id,
        aud: 'authenticated',
        exp: now + 3600,
        iat: now,
        email: PERSONAS.admin.email,
        role: 'authenticated',
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: now }],
        session_id: crypto.randomUUID(),
        is_anonymous: false,
      },
      DEFAULT_MOCK_CONFIG.jwtSecret,
    );
    expect(await outboundEmails(one, forgedAdmin)).toMatchObject({ status: 401, body: { code: 'PGRST301' } });
    const user = await fetch(`${one.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${forgedAdmin}` } });
    expect(user.status).toBe(403);

    // The public anon key every build carries is still the anon role: anon holds no grant on the mail queue.
    expect(one.anonKey).toBe(EMULATOR_ANON_KEY);
    expect(await outboundEmails(one, one.anonKey)).toMatchObject({ status: 401, body: { code: '42501' } });

    // A secret given (EMULATOR_JWT_SECRET for `npm run backend`) signs the same keys at every start.
    const given = await start({ jwtSecret: 'a-secret-of-this-machine-0123456789' });
    expect(given.serviceRoleKey).toBe(await signApiKey('service_role', 'a-secret-of-this-machine-0123456789'));
  });
});

describe("the loopback emulator's demo writes", () => {
  let emulator: LoopbackEmulator | undefined;
  afterAll(() => emulator?.close());

  it("reset and sample customers take its service-role key: its data is every client's; a refusal changes nothing", async () => {
    emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
    const { url, serviceRoleKey, anonKey, ctx } = emulator;
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: PERSONAS.customer.email, password: DEMO_PASSWORD }),
    });
    const customer = ((await signIn.json()) as { access_token: string }).access_token;
    const post = async (path: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { apikey: anonKey, Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
    };
    await ctx.db.profiles.update((q) => q.where({ id: PERSONAS.customer.id }), {
      data(p) {
        p.display_name = 'Changed During Demo';
      },
    });
    const profiles = ctx.db.profiles.count();

    const refusal = { code: expect.any(String), message: expect.stringContaining('service-role key') };
    for (const [token, status] of [
      [null, 401],
      [anonKey, 401],
      [customer, 403],
    ] as const) {
      expect(await post('/demo/v1/reset', token)).toEqual({ status, json: refusal });
      expect(await post('/demo/v1/sample-customers', token, { count: 2 })).toEqual({ status, json: refusal });
    }
    expect(ctx.db.profiles.count()).toBe(profiles);
    expect(ctx.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.display_name).toBe(
      'Changed During Demo',
    );

    expect(await post('/demo/v1/sample-customers', serviceRoleKey, { count: 2 })).toMatchObject({
      status: 200,
      json: { added: 2, profiles: profiles + 2 },
    });
    expect(await post('/demo/v1/reset', serviceRoleKey)).toEqual({ status: 204, json: undefined });
    expect(ctx.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))?.display_name).not.toBe(
      'Changed During Demo',
    );
  });
});

describe("the loopback emulator's scheduled purge", () => {
  let emulator: LoopbackEmulator | undefined;
  afterEach(async () => {
    await emulator?.close();
    emulator = undefined;
    vi.useRealTimers();
  });

  it("removes a deleted user's files when purge-order-documents would run, daily, not when the user is deleted", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
    const { url, serviceRoleKey, ctx } = emulator;
    const files = () =>
      ctx.db.storageObjects.findMany((q) => q.where((o) => o.name.startsWith(`${OTHER_CUSTOMER.id}/`)));
    const before = files().length;
    expect(before).toBeGreaterThan(0);

    // GoTrue's admin API, as the dashboard deletes a user: their files are Storage's, which SQL cannot remove.
    const deleted = await fetch(`${url}/auth/v1/admin/users/${OTHER_CUSTOMER.id}`, {
      method: 'DELETE',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(deleted.status).toBe(200);
    expect(files()).toHaveLength(before);

    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS - 1);
    await ctx.db.exclusive(async () => undefined);
    expect(files()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    // The run holds the store while it removes; what waits behind it sees the outcome.
    await ctx.db.exclusive(async () => undefined);
    expect(files()).toEqual([]);
    expect(await emulator.purge()).toEqual({ purged: 0, deletedUserFiles: 0 });
  });
});

describe("the loopback emulator's purge, as purge-order-documents runs it", () => {
  let emulator: LoopbackEmulator | undefined;
  afterEach(async () => {
    await emulator?.close();
    emulator = undefined;
    vi.useRealTimers();
  });

  it('removes the documents of closed orders 90 days on and marks them; open orders keep theirs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00.000Z') });
    emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000, purgeEveryMs: 0 });
    const { ctx } = emulator;
    const orders = () => ctx.db.orderRequests.all();
    const stored = () => new Set(ctx.db.storageObjects.all().map((o) => o.name));
    const closed = orders().filter((o) => ['Report ready', 'Cancelled'].includes(o.status) && !o.documents_purged_at);
    const open = orders().filter((o) => !['Report ready', 'Cancelled'].includes(o.status));
    expect(closed.length).toBeGreaterThan(0);
    // Nothing is due yet: the seed's closed orders changed within 90 days.
    expect(await emulator.purge()).toEqual({ purged: 0, deletedUserFiles: 0 });

    vi.setSystemTime(Date.now() + 91 * 24 * 60 * 60 * 1000);
    const openPaths = new Set(open.flatMap((o) => o.documents.map((d) => d.storage_path)));
    const answer = await emulator.purge();
    const marked = orders().filter((o) => closed.some((c) => c.id === o.id) && o.documents_purged_at !== null);
    expect(answer).toEqual({ purged: marked.length, deletedUserFiles: 0 });
    expect(marked.length).toBeGreaterThan(0);
    for (const order of marked)
      for (const { storage_path: path } of order.documents) expect(stored().has(path), path).toBe(false);
    for (const path of openPaths) expect(stored().has(path), path).toBe(true);
    expect(await emulator.purge()).toEqual({ purged: 0, deletedUserFiles: 0 });
  });
});
