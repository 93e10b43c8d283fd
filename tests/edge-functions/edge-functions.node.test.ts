import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackEmulator, type LoopbackEmulator } from '../../mocks/loopback';
import { passAdminSecondFactor } from '../../mocks/handlers/rest-test-support';
import { adminTotpCode, DEMO_PASSWORD, PERSONAS, type PersonaKey } from '../../mocks/seed/personas';

/**
 * The Edge Functions as they run in production: real Deno (the npm package `deno`), served over HTTP, with
 * SUPABASE_URL pointing at the loopback emulator (GoTrue with its admin API, PostgREST) and the emulator's
 * keys. Each test calls a function the way the app does: POST with the caller's bearer token.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const APP_ORIGIN = 'http://app.example.test';

let emulator: LoopbackEmulator;
/** Answers is_admin with a database failure, and passes everything else on to the emulator. */
let failingProxy: Server;
/**
 * Passes every request on to the emulator, unless `intercept` answers it first (with the request's body in
 * hand): a race or a failure at one step of a function, staged.
 */
let interceptingProxy: Server;
type Intercept = (url: string, method: string, body: Buffer) => Promise<{ status: number; body: unknown } | null>;
let intercept: Intercept = async () => null;
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts one function under Deno against `supabaseUrl` and waits until it answers. */
async function serveFunction(name: string, supabaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', `${name}/index.ts`], {
    cwd: FUNCTIONS_DIR,
    env: {
      ...process.env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: emulator.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: emulator.serviceRoleKey,
      ALLOWED_ORIGIN: APP_ORIGIN,
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`deno exited (${child.exitCode}) serving ${name}:\n${output}`);
    if (output.includes('Listening on')) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start under Deno within 60 s:\n${output}`);
}

async function tokenOf(persona: PersonaKey): Promise<string> {
  const response = await fetch(`${emulator.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: emulator.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: PERSONAS[persona].email, password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { access_token: string }).access_token;
  // Admin rights need the second factor: the admin's sign-in goes on with their authenticator's code.
  return persona === 'admin'
    ? passAdminSecondFactor(emulator.url, token, adminTotpCode(), { apikey: emulator.anonKey })
    : token;
}

async function call(url: string, body: unknown, token?: string, origin = APP_ORIGIN) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      apikey: emulator.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const urls: Record<'create' | 'status' | 'createWithFailingDb' | 'createIntercepted', string> = {
  create: '',
  status: '',
  createWithFailingDb: '',
  createIntercepted: '',
};

/** Forwards a request to the emulator and copies its answer back. */
async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const upstream = await fetch(`${emulator.url}${req.url}`, {
    method: req.method,
    headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host')) as Record<string, string>,
    body: body.length ? new Uint8Array(body) : undefined,
  });
  res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

beforeAll(async () => {
  emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
  failingProxy = createServer(async (req, res) => {
    if (req.url?.startsWith('/rest/v1/rpc/is_admin')) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'XX000',
          message: 'connection to server at "db.internal" (10.0.0.7) failed',
          details: null,
          hint: null,
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${emulator.url}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host')) as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => failingProxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(failingProxy.address() as AddressInfo).port}`;
  interceptingProxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = await intercept(req.url ?? '', req.method ?? 'GET', body);
    if (!answer) return forward(req, res, body);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => interceptingProxy.listen(0, '127.0.0.1', resolve));
  const interceptingUrl = `http://127.0.0.1:${(interceptingProxy.address() as AddressInfo).port}`;
  [urls.create, urls.status, urls.createWithFailingDb, urls.createIntercepted] = await Promise.all([
    serveFunction('admin-create-user', emulator.url),
    serveFunction('admin-set-user-status', emulator.url),
    serveFunction('admin-create-user', proxyUrl),
    serveFunction('admin-create-user', interceptingUrl),
  ]);
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill();
  await new Promise<void>((resolve) => failingProxy?.close(() => resolve()));
  await new Promise<void>((resolve) => interceptingProxy?.close(() => resolve()));
  await emulator?.close();
});

const newUser = {
  email: 'morgan.reyes@harborpoint.test',
  password: 'Strong-Pass-2026',
  display_name: 'Morgan Reyes',
  first_name: 'Morgan',
  last_name: 'Reyes',
  company: 'Harbor Point Lending',
  phone: '+19495550142',
};

describe('admin-create-user under Deno', () => {
  it('refuses a caller without a bearer token, and a signed-in non-admin', async () => {
    expect(await call(urls.create, newUser)).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    const customer = await call(urls.create, newUser, await tokenOf('customer'));
    expect(customer).toMatchObject({ status: 403, body: { code: 'not_admin', message: 'User not allowed' } });
    expect(emulator.ctx.db.authUsers.findFirst((q) => q.where({ email: newUser.email }))).toBeUndefined();
  });

  it('validates the body with the form rules and lists every broken rule', async () => {
    const answer = await call(
      urls.create,
      { ...newUser, email: 'not-an-email', password: 'short', phone: 'call me' },
      await tokenOf('admin'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.reasons).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      'Invalid phone number format',
    ]);
  });

  it('creates the account for an admin and answers {profile}: role User, status Active', async () => {
    const answer = await call(urls.create, newUser, await tokenOf('admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toMatchObject({
      email: newUser.email,
      display_name: 'Morgan Reyes',
      first_name: 'Morgan',
      last_name: 'Reyes',
      company: 'Harbor Point Lending',
      role: 'User',
      status: 'Active',
    });
    const again = await call(urls.create, newUser, await tokenOf('admin'));
    expect(again).toMatchObject({ status: 422, body: { code: 'email_exists' } });
  });

  it('answers CORS only for the configured origin', async () => {
    const allowed = await fetch(urls.create, { method: 'OPTIONS', headers: { Origin: APP_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const other = await fetch(urls.create, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const answered = await call(urls.create, newUser, undefined, 'https://evil.example');
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stamps the account with the admin who created it, which record_user_created checks', async () => {
    const email = 'stamped.hire@harborpoint.test';
    const answer = await call(urls.create, { ...newUser, email }, await tokenOf('admin'));
    expect(answer.status).toBe(200);
    const created = emulator.ctx.db.authUsers.findFirst((q) => q.where({ email }))!;
    expect(created.app_metadata).toMatchObject({ created_by: PERSONAS.admin.id });
    expect(
      emulator.ctx.db.staffAuditLog.findMany((q) => q.where({ action: 'user_created', target_user_id: created.id })),
    ).toHaveLength(1);
  });

  describe('when the creation cannot be recorded', () => {
    const RECORD_FAILED = {
      status: 500,
      body: { code: 'XX000', message: 'database unavailable', details: null, hint: null },
    };
    const userNamed = (email: string) => emulator.ctx.db.authUsers.findFirst((q) => q.where({ email }));

    afterEach(() => {
      intercept = async () => null;
    });

    it('removes the unused account it created, and answers a failure', async () => {
      const email = 'unrecorded.hire@harborpoint.test';
      intercept = async (url) => (url.startsWith('/rest/v1/rpc/record_user_created') ? RECORD_FAILED : null);
      const answer = await call(urls.createIntercepted, { ...newUser, email }, await tokenOf('admin'));
      expect(answer).toMatchObject({ status: 500, body: { code: 'unexpected_failure' } });
      expect(userNamed(email)).toBeUndefined();
    });

    it('keeps the account it created once someone has signed in with it', async () => {
      const email = 'quick.hire@harborpoint.test';
      intercept = async (url) => {
        if (!url.startsWith('/rest/v1/rpc/record_user_created')) return null;
        // The race: the new user signs in between the creation and its record.
        const signIn = await fetch(`${emulator.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: emulator.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: newUser.password }),
        });
        expect(signIn.status).toBe(200);
        return RECORD_FAILED;
      };
      const answer = await call(urls.createIntercepted, { ...newUser, email }, await tokenOf('admin'));
      expect(answer.status).toBe(500);
      expect(userNamed(email)).toBeDefined();
    });

    it('never deletes an account this request did not create', async () => {
      // GoTrue's answer names an account that already existed (the customer persona), not a new one.
      const existing = (await (
        await fetch(`${emulator.url}/auth/v1/admin/users/${PERSONAS.customer.id}`, {
          headers: { apikey: emulator.serviceRoleKey, Authorization: `Bearer ${emulator.serviceRoleKey}` },
        })
      ).json()) as Record<string, unknown>;
      expect(existing.id).toBe(PERSONAS.customer.id);
      intercept = async (url, method) =>
        url.startsWith('/auth/v1/admin/users') && method === 'POST' ? { status: 200, body: existing } : null;
      const answer = await call(
        urls.createIntercepted,
        { ...newUser, email: 'never.made@harborpoint.test' },
        await tokenOf('admin'),
      );
      expect(answer.status).toBe(500);
      expect(emulator.ctx.db.authUsers.findFirst((q) => q.where({ id: PERSONAS.customer.id }))).toBeDefined();
    });
  });

  it('reports a database failure without passing its text on', async () => {
    const answer = await call(urls.createWithFailingDb, newUser, await tokenOf('admin'));
    expect(answer).toMatchObject({
      status: 500,
      body: { code: 'unexpected_failure', message: 'An unexpected error occurred' },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/db\.internal|10\.0\.0\.7|connection to server/);
  });
});

describe('admin-set-user-status under Deno', () => {
  async function setProfileStatus(token: string, id: string, status: 'Active' | 'Suspended') {
    const response = await fetch(`${emulator.url}/rest/v1/profiles?id=eq.${id}`, {
      method: 'PATCH',
      headers: { apikey: emulator.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    expect(response.status).toBe(204);
  }

  it('bans a suspended user at GoTrue and lifts the ban when they are active again', async () => {
    const admin = await tokenOf('admin');
    const id = PERSONAS.moderator.id;
    await setProfileStatus(admin, id, 'Suspended');
    expect(await call(urls.status, { user_id: id, status: 'Suspended' }, admin)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const banned = emulator.ctx.db.authUsers.findFirst((q) => q.where({ id }))!.banned_until;
    expect(Date.parse(banned!)).toBeGreaterThan(Date.now());

    await setProfileStatus(admin, id, 'Active');
    expect(await call(urls.status, { user_id: id, status: 'Active' }, admin)).toMatchObject({ status: 200 });
    expect(emulator.ctx.db.authUsers.findFirst((q) => q.where({ id }))!.banned_until).toBeNull();
    expect(await tokenOf('moderator')).toBeTruthy();
  });

  it('refuses a status the profile does not hold, bad input and non-admins', async () => {
    const admin = await tokenOf('admin');
    expect(await call(urls.status, { user_id: PERSONAS.customer.id, status: 'Suspended' }, admin)).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(await call(urls.status, { user_id: 'nope', status: 'Gone' }, admin)).toMatchObject({
      status: 400,
      body: { reasons: ['Invalid user ID format', 'Status must be Active or Suspended'] },
    });
    expect(
      await call(urls.status, { user_id: PERSONAS.admin.id, status: 'Active' }, await tokenOf('customer')),
    ).toMatchObject({ status: 403, body: { code: 'not_admin' } });
  });
});
