import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackEmulator, type LoopbackEmulator } from '../../mocks/loopback';
import type { OrderStatus } from '@/backend';
import { DEMO_PASSWORD, OTHER_CUSTOMER, PERSONAS, type PersonaKey } from '../../mocks/seed/personas';

/**
 * purge-order-documents as it runs in production: real Deno, served over HTTP, with SUPABASE_URL pointing at
 * the loopback emulator (PostgREST with the retention RPCs, Storage). The retention schedule calls it with the
 * service-role key; the documents of final orders 90 days past their final status and last upload go, those an
 * open or younger order still names stay, and so do none of a deleted user's files. The orders are placed
 * through the API by the customer, then closed and dated back in the emulator's database (the API cannot
 * choose created_at), as the SQL tests do as postgres.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const BUCKET = 'order-documents';
const CUSTOMER = PERSONAS.customer;

let emulator: LoopbackEmulator;
/** Answers mark_order_documents_purged with a database failure, and passes everything else on. */
let failingProxy: Server;
const running: ChildProcess[] = [];
const urls = { purge: '', purgeWithFailingMark: '' };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts the function under Deno against `supabaseUrl` and waits until it answers. */
async function serveFunction(supabaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', 'purge-order-documents/index.ts'], {
    cwd: FUNCTIONS_DIR,
    env: {
      ...process.env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: emulator.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: emulator.serviceRoleKey,
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`deno exited (${child.exitCode}):\n${output}`);
    if (output.includes('Listening on')) return `http://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`purge-order-documents did not start under Deno within 60 s:\n${output}`);
}

async function tokenOf(persona: PersonaKey): Promise<string> {
  const response = await fetch(`${emulator.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: emulator.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: PERSONAS[persona].email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** POSTs to the function as the retention schedule does (the service-role key), or with `token` (null: none). */
async function purge(url = urls.purge, token: string | null = emulator.serviceRoleKey) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: emulator.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A JWT that claims the service role, signed with a secret that is not the project's. */
function forgedServiceRoleKey(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role: 'service_role', iss: 'supabase', exp: 4102444800 })}`;
  return `${unsigned}.${createHmac('sha256', 'not-the-project-secret').update(unsigned).digest('base64url')}`;
}

/** The customer uploads a PDF through Storage, as the order form does. */
async function upload(token: string, path: string): Promise<void> {
  const response = await fetch(`${emulator.url}/storage/v1/object/${BUCKET}/${path}`, {
    method: 'POST',
    headers: { apikey: emulator.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf' },
    body: new Blob(['%PDF-1.4\n% retention test\n%%EOF\n'], { type: 'application/pdf' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * The customer places an order naming those uploads; then it is dated `daysAgo` back and given `status`
 * (Cancelled: final) as of then.
 */
async function placeOrder(
  token: string,
  entity: string,
  paths: string[],
  daysAgo: number,
  status: OrderStatus = 'Cancelled',
): Promise<string> {
  const response = await fetch(`${emulator.url}/rest/v1/order_requests`, {
    method: 'POST',
    headers: {
      apikey: emulator.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({
      user_id: CUSTOMER.id,
      name: 'Casey Customer',
      email: CUSTOMER.email,
      entity_legal_name: entity,
      formation_state: 'Texas',
      report_type: 'Corporation',
      terms_version: 'v.20250822',
      documents: paths.map((path) => ({ name: path.split('/').pop(), size: 32, storage_path: path })),
    }),
  });
  const body = (await response.json()) as Array<{ id: string }>;
  expect(response.status, JSON.stringify(body)).toBe(201);
  const id = body[0]!.id;
  await age(id, daysAgo, status);
  return id;
}

/** Dates the order and its whole history `daysAgo` back, in `status` since then. */
async function age(orderId: string, daysAgo: number, status: OrderStatus = 'Cancelled'): Promise<void> {
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  await emulator.ctx.db.orderRequests.update((q) => q.where({ id: orderId }), {
    data(order) {
      order.created_at = createdAt;
      order.status = status;
    },
  });
  await emulator.ctx.db.orderStatusHistory.updateMany((q) => q.where({ order_id: orderId }), {
    data(row) {
      row.created_at = createdAt;
    },
  });
}

function order(id: string) {
  return emulator.ctx.db.orderRequests.findFirst((q) => q.where({ id }))!;
}

function storedPaths(): Set<string> {
  return new Set(
    emulator.ctx.db.storageObjects.findMany((q) => q.where({ bucket_id: BUCKET })).map((object) => object.name),
  );
}

function purgedOrderIds(): Set<string> {
  return new Set(
    emulator.ctx.db.orderRequests.findMany((q) => q.where((o) => o.documents_purged_at !== null)).map((o) => o.id),
  );
}

/** Every file that an unpurged order younger than 90 days names, and that existed before, still exists. */
function expectYoungOrdersKeepTheirFiles(before: Set<string>): void {
  const after = storedPaths();
  const young = emulator.ctx.db.orderRequests.findMany((q) =>
    q.where((o) => o.documents_purged_at === null && Date.parse(o.created_at) > Date.now() - 90 * DAY),
  );
  for (const o of young) {
    for (const document of o.documents) {
      if (before.has(document.storage_path))
        expect(after, `${o.id} keeps ${document.storage_path}`).toContain(document.storage_path);
    }
  }
}

beforeAll(async () => {
  emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
  failingProxy = createServer(async (req, res) => {
    if (req.url?.startsWith('/rest/v1/rpc/mark_order_documents_purged')) {
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
  [urls.purge, urls.purgeWithFailingMark] = await Promise.all([serveFunction(emulator.url), serveFunction(proxyUrl)]);
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill();
  await new Promise<void>((resolve) => failingProxy?.close(() => resolve()));
  await emulator?.close();
});

beforeEach(async () => {
  await emulator.reset();
});

describe('purge-order-documents under Deno', () => {
  it('refuses every caller but the service-role key, and purges nothing for them', async () => {
    const token = await tokenOf('customer');
    await upload(token, `${CUSTOMER.id}/old/a.pdf`);
    const old = await placeOrder(token, 'Old Refusal LLC', [`${CUSTOMER.id}/old/a.pdf`], 120);

    expect(await purge(urls.purge, null)).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    for (const caller of [emulator.anonKey, token, await tokenOf('admin'), forgedServiceRoleKey()]) {
      expect(await purge(urls.purge, caller)).toMatchObject({
        status: 403,
        body: { code: 'forbidden', message: 'Only the retention schedule may purge order documents' },
      });
    }
    expect(order(old).documents_purged_at).toBeNull();
    expect(storedPaths()).toContain(`${CUSTOMER.id}/old/a.pdf`);
    const get = await fetch(urls.purge, { headers: { Authorization: `Bearer ${emulator.serviceRoleKey}` } });
    expect(get.status).toBe(405);
  });

  it('removes the documents of final orders 90 days past their last change and marks them; younger orders keep theirs', async () => {
    const token = await tokenOf('customer');
    for (const path of ['old/a.pdf', 'old/b.pdf', 'young/c.pdf', 'edge/d.pdf'])
      await upload(token, `${CUSTOMER.id}/${path}`);
    const old = await placeOrder(token, 'Old LLC', [`${CUSTOMER.id}/old/a.pdf`, `${CUSTOMER.id}/old/b.pdf`], 120);
    const young = await placeOrder(token, 'Young LLC', [`${CUSTOMER.id}/young/c.pdf`], 10);
    // One hour short of 90 days: not due yet.
    const almost = await placeOrder(token, 'Almost LLC', [`${CUSTOMER.id}/edge/d.pdf`], 90 - 1 / 24);
    const filesBefore = storedPaths();
    const purgedBefore = purgedOrderIds();

    const answer = await purge();
    expect(answer.status).toBe(200);
    const newlyPurged = [...purgedOrderIds()].filter((id) => !purgedBefore.has(id));
    expect(answer.body).toEqual({ purged: newlyPurged.length, deletedUserFiles: 0 });
    expect(newlyPurged).toContain(old);
    expect(newlyPurged).not.toContain(young);
    expect(newlyPurged).not.toContain(almost);
    expect(Date.parse(order(old).documents_purged_at!)).toBeGreaterThan(Date.now() - 60_000);

    const files = storedPaths();
    expect(files).not.toContain(`${CUSTOMER.id}/old/a.pdf`);
    expect(files).not.toContain(`${CUSTOMER.id}/old/b.pdf`);
    expect(files).toContain(`${CUSTOMER.id}/young/c.pdf`);
    expect(files).toContain(`${CUSTOMER.id}/edge/d.pdf`);
    expectYoungOrdersKeepTheirFiles(filesBefore);

    // Nothing is left to do: a second run purges nothing and changes nothing.
    expect(await purge()).toEqual({ status: 200, body: { purged: 0, deletedUserFiles: 0 } });
    expect(storedPaths()).toEqual(files);
  });

  it('keeps a file that a younger order of the same customer also names, and marks the old order once it may go', async () => {
    const token = await tokenOf('customer');
    for (const path of ['shared/s.pdf', 'shared/t.pdf']) await upload(token, `${CUSTOMER.id}/${path}`);
    const old = await placeOrder(
      token,
      'Old Shared LLC',
      [`${CUSTOMER.id}/shared/s.pdf`, `${CUSTOMER.id}/shared/t.pdf`],
      100,
    );
    const young = await placeOrder(token, 'Young Shared LLC', [`${CUSTOMER.id}/shared/s.pdf`], 30);
    const filesBefore = storedPaths();

    expect((await purge()).status).toBe(200);
    expect(storedPaths()).toContain(`${CUSTOMER.id}/shared/s.pdf`);
    expect(storedPaths()).not.toContain(`${CUSTOMER.id}/shared/t.pdf`);
    expect(order(old).documents_purged_at).toBeNull();
    expect(order(young).documents_purged_at).toBeNull();
    expectYoungOrdersKeepTheirFiles(filesBefore);

    // The younger order comes of age: both go.
    await age(young, 95);
    expect(await purge()).toEqual({ status: 200, body: { purged: 2, deletedUserFiles: 0 } });
    expect(storedPaths()).not.toContain(`${CUSTOMER.id}/shared/s.pdf`);
    expect(order(old).documents_purged_at).not.toBeNull();
    expect(order(young).documents_purged_at).not.toBeNull();
  });

  it('never purges an open order, however old: an order resubmitted on day 89 keeps every file', async () => {
    const token = await tokenOf('customer');
    for (const path of ['open/a.pdf', 'open/b.pdf', 'review/c.pdf']) await upload(token, `${CUSTOMER.id}/${path}`);
    const escalated = await placeOrder(token, 'Escalated LLC', [`${CUSTOMER.id}/open/a.pdf`], 400, 'Escalated');
    // Placed 100 days ago, asked for documents on day 11, resubmitted yesterday: In review.
    const resubmitted = await placeOrder(
      token,
      'Day 89 LLC',
      [`${CUSTOMER.id}/open/b.pdf`, `${CUSTOMER.id}/review/c.pdf`],
      100,
      'In review',
    );
    await emulator.ctx.db.orderStatusHistory.create({
      id: crypto.randomUUID(),
      order_id: resubmitted,
      from_status: 'Needs documents',
      to_status: 'In review',
      message: null,
      actor: 'customer',
      changed_by: CUSTOMER.id,
      created_at: new Date(Date.now() - DAY).toISOString(),
    });
    const purgedBefore = purgedOrderIds();

    expect((await purge()).status).toBe(200);
    expect(purgedOrderIds()).toEqual(purgedBefore);
    expect(order(escalated).documents_purged_at).toBeNull();
    expect(order(resubmitted).documents_purged_at).toBeNull();
    for (const path of ['open/a.pdf', 'open/b.pdf', 'review/c.pdf'])
      expect(storedPaths()).toContain(`${CUSTOMER.id}/${path}`);
  });

  it("removes every file of a user who no longer exists, and nobody else's", async () => {
    const token = await tokenOf('customer');
    await upload(token, `${CUSTOMER.id}/kept/a.pdf`);
    const others = [...storedPaths()].filter((path) => path.startsWith(`${OTHER_CUSTOMER.id}/`));
    expect(others.length).toBeGreaterThan(0);
    // Deleted as GoTrue deletes in production: the user row goes, their Storage objects stay.
    await emulator.ctx.db.exclusive(async () => {
      emulator.ctx.db.authUsers.delete((q) => q.where({ id: OTHER_CUSTOMER.id }));
    });

    const answer = await purge();
    expect(answer).toEqual({ status: 200, body: { purged: 0, deletedUserFiles: others.length } });
    const files = storedPaths();
    for (const path of others) expect(files).not.toContain(path);
    expect(files).toContain(`${CUSTOMER.id}/kept/a.pdf`);
    expect(await purge()).toEqual({ status: 200, body: { purged: 0, deletedUserFiles: 0 } });
  });

  it('leaves an order unmarked when the database fails, answers without the failure text, and the next run finishes it', async () => {
    const token = await tokenOf('customer');
    await upload(token, `${CUSTOMER.id}/old/e.pdf`);
    const old = await placeOrder(token, 'Old Failing LLC', [`${CUSTOMER.id}/old/e.pdf`], 120);

    const failed = await purge(urls.purgeWithFailingMark);
    expect(failed).toMatchObject({
      status: 500,
      body: { code: 'unexpected_failure', message: 'An unexpected error occurred' },
    });
    expect(JSON.stringify(failed.body)).not.toMatch(/db\.internal|10\.0\.0\.7|connection to server/);
    expect(order(old).documents_purged_at).toBeNull();

    const retried = await purge();
    expect(retried.status).toBe(200);
    expect(order(old).documents_purged_at).not.toBeNull();
    expect(storedPaths()).not.toContain(`${CUSTOMER.id}/old/e.pdf`);
  });
});
