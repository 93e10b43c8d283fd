import { writeFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { describe, expect, test } from 'vitest';
import { createDb, createMemoryFileStore, createMemoryTableStore, type MockDb, type StorageLike } from '../../mocks/db';
import { createHandlers, DEFAULT_MOCK_CONFIG, type HandlerContext } from '../../mocks/handlers';
import { createMockServer } from '../../mocks/node';
import { API_ROUTES, type ApiRoute } from '../../mocks/api/routes';
import { ADMIN_TOTP_FACTOR, adminTotpCode, applySeed, DEMO_PASSWORD, PERSONAS, roleMirror } from '../../mocks/seed';
import { TERMS_VERSION, USER_SEARCH_COLUMNS } from '@/backend';

/**
 * The in-browser backend's handler latency at 10,000 extra profiles, for `npm run bench` (which sets
 * BENCH=1 and BENCH_OUT). Timings are machine-dependent, so this never runs as part of `npm test`.
 * Two set-ups: the plain in-memory server of the Node tests (createMockServer), and the same handlers
 * over the browser's per-table write-through storage (every write serialises the tables it changed).
 */
const ENABLED = process.env.BENCH === '1';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const EXTRA_PROFILES = Number(process.env.BENCH_PROFILES ?? 10_000);
const WARMUP = 3;
/** BENCH_CASES=lists: only the staff lists' queries (for a run at a second, larger scale). */
const LISTS_ONLY = process.env.BENCH_CASES === 'lists';
const BASE = 'http://localhost/mock-api';

interface Bench {
  db: MockDb;
  listen(): void;
  close(): void;
  reset(): Promise<void>;
}

/** createMockServer with the browser's settings (PBKDF2 iterations of the in-browser backend). */
function memoryBench(): Bench {
  const mock = createMockServer({ baseUrl: BASE, passwordIterations: DEFAULT_MOCK_CONFIG.passwordIterations });
  return { db: mock.db, listen: mock.listen, close: mock.close, reset: mock.reset };
}

/** The browser's composition (mocks/browser.ts) with a Map standing in for localStorage. */
function writeThroughBench(): Bench {
  const map = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
  const db = createDb({ persistence: { storage, tables: createMemoryTableStore(), key: 'entitylens-mock-db' } });
  const files = createMemoryFileStore();
  const config = { ...DEFAULT_MOCK_CONFIG, delayMs: 0 };
  const reseed = async () => {
    await files.clear();
    await applySeed(db, { now: new Date(), iterations: config.passwordIterations });
  };
  const ctx: HandlerContext = { db, files, config, now: () => Date.now(), reseed };
  const server = setupServer(...createHandlers(ctx, BASE));
  return {
    db,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
    reset: reseed,
  };
}

/** 10,000 customers as the sign-up trigger would create them: auth user, profile and 'user' role. */
async function seedExtraUsers(db: MockDb, count: number): Promise<void> {
  const companies = ['Harbor Point Lending', 'Northbay Credit', 'Summit Capital', 'Cedar Bank', ''];
  const statuses = ['Active', 'Active', 'Active', 'Inactive', 'Suspended'];
  // Nobody signs in as these users: one hash string serves them all and keeps seeding fast.
  const hash = db.authUsers.findFirst((q) => q.where({ email: PERSONAS.customer.email }))!.password_hash;
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  await db.exclusive(async () => {
    for (let i = 0; i < count; i++) {
      const id = `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const created = new Date(start + i * 60_000).toISOString();
      const email = `bench.user${i}@example.test`;
      await db.authUsers.create({
        id,
        email,
        password_hash: hash,
        user_metadata: { first_name: 'Bench', last_name: `User ${i}` },
        created_at: created,
        updated_at: created,
        last_sign_in_at: null,
      });
      await db.profiles.create({
        id,
        first_name: 'Bench',
        last_name: `User ${i}`,
        phone: i % 3 === 0 ? '555-0100' : null,
        company: companies[i % companies.length] || null,
        role: roleMirror('user'),
        status: statuses[i % statuses.length]!,
        display_name: `Bench User ${i}`,
        email,
        created_at: created,
        updated_at: created,
      });
      await db.userRoles.create({ user_id: id, role: 'user', assigned_by: null, assigned_at: created });
    }
  });
}

interface Call {
  route: ApiRoute;
  /** Appended to the route's path (a Storage object's bucket and name). */
  suffix?: string;
  method?: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

async function call(c: Call): Promise<{ status: number; body: string; range: string | null }> {
  const url = new URL(`${BASE}${API_ROUTES[c.route]}${c.suffix ?? ''}`);
  for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...c.headers };
  if (c.token) headers.Authorization = `Bearer ${c.token}`;
  let body: BodyInit | undefined;
  if (c.form) body = c.form;
  else if (c.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(c.json);
  }
  const response = await fetch(url, { method: c.method ?? 'GET', headers, body });
  return { status: response.status, body: await response.text(), range: response.headers.get('content-range') };
}

/**
 * PostgREST's status for a counted read (RangeQuery.rangeStatus): 206 when the page holds fewer rows than the
 * count in Content-Range (`0-24/130`), 200 when it holds them all.
 */
function countedStatus(range: string | null): number {
  const [rows = '*', total = '*'] = (range ?? '').split('/');
  const [first, last] = rows.split('-').map(Number);
  const held = rows === '*' ? 0 : last! - first! + 1;
  return total !== '*' && held < Number(total) ? 206 : 200;
}

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const r = await call({
    route: 'token',
    method: 'POST',
    query: { grant_type: 'password' },
    json: { email, password },
  });
  if (r.status !== 200) throw new Error(`sign-in ${email} answered ${r.status}: ${r.body}`);
  return JSON.parse(r.body) as Session;
}

/** Admin rights need aal2: the admin answers the challenge of their authenticator app, as at /auth. */
async function withSecondFactor(session: Session): Promise<Session> {
  const factor = ADMIN_TOTP_FACTOR.id;
  const challenge = await call({
    route: 'factors',
    suffix: `/${factor}/challenge`,
    method: 'POST',
    json: {},
    token: session.access_token,
  });
  if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}: ${challenge.body}`);
  const { id } = JSON.parse(challenge.body) as { id: string };
  const verified = await call({
    route: 'factors',
    suffix: `/${factor}/verify`,
    method: 'POST',
    json: { challenge_id: id, code: adminTotpCode() },
    token: session.access_token,
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body}`);
  return JSON.parse(verified.body) as Session;
}

/** One handler: `setup` (untimed) makes the request for sample i, `run` is what is timed. */
interface Case {
  name: string;
  /** The answer's status; 'counted': a counted read's, 200 or 206 by its Content-Range. */
  status: number | 'counted';
  /** One of the staff lists' queries (timed at 100,000 profiles too: BENCH_CASES=lists). */
  list?: boolean;
  setup: (i: number) => Promise<Call> | Call;
}

function pdf(name: string): File {
  return new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });
}

/** A counted page as supabase-js asks for it: `.range()` is offset and limit, the total comes in Content-Range. */
const counted = { Prefer: 'count=exact' };
const firstPage = { offset: '0', limit: '25' };

/** The staff lists' queries, as the Supabase adapter sends them (adapters/supabase/profiles.ts and co). */
function listCases(admin: Session): Case[] {
  const page = (name: string, route: ApiRoute, query: Record<string, string>): Case => ({
    name,
    status: 'counted',
    list: true,
    setup: () => ({
      route,
      query: { select: '*', ...query, ...firstPage },
      headers: counted,
      token: admin.access_token,
    }),
  });
  const search = (text: string) => `(${USER_SEARCH_COLUMNS.map((column) => `${column}.ilike."*${text}*"`).join(',')})`;
  return [
    page('GET profiles page (Manage tab: newest first, 25, count=exact)', 'profiles', {
      order: 'created_at.desc,id.asc',
    }),
    page('GET profiles page (search "user 4242")', 'profiles', {
      or: search('user 4242'),
      order: 'created_at.desc,id.asc',
    }),
    // A needle many rows hold (1,111 at 100,000), and one every row holds: each is counted row by row.
    page('GET profiles page (search "user 42")', 'profiles', {
      or: search('user 42'),
      order: 'created_at.desc,id.asc',
    }),
    page('GET profiles page (search "example", every row)', 'profiles', {
      or: search('example'),
      order: 'created_at.desc,id.asc',
    }),
    page('GET profiles page (status Suspended)', 'profiles', {
      status: 'eq.Suspended',
      order: 'created_at.desc,id.asc',
    }),
    page('GET profiles page (by name)', 'profiles', {
      order: 'display_name.asc.nullslast,email.asc.nullslast,id.asc',
    }),
    page('GET order_requests page (order queue)', 'orderRequests', { order: 'created_at.desc,id.asc' }),
    page('GET staff_audit_log page', 'staffAuditLog', { order: 'created_at.desc,id.desc' }),
    {
      name: 'POST rpc/admin_dashboard',
      status: 200,
      list: true,
      setup: () => ({ route: 'rpcAdminDashboard', method: 'POST', json: {}, token: admin.access_token }),
    },
  ];
}

function cases(db: MockDb, admin: Session, customer: Session): Case[] {
  const run = Date.now().toString(36);
  const target = '10000000-0000-4000-8000-000000000042';
  return [
    {
      name: 'POST /auth/v1/token (password)',
      status: 200,
      setup: () => ({
        route: 'token',
        method: 'POST',
        query: { grant_type: 'password' },
        json: { email: PERSONAS.moderator.email, password: DEMO_PASSWORD },
      }),
    },
    {
      name: 'POST /auth/v1/token (refresh_token)',
      status: 200,
      setup: async () => {
        // A fresh session per sample: the timed call rotates its first refresh token.
        const fresh = await signIn(PERSONAS.moderator.email);
        return {
          route: 'token',
          method: 'POST',
          query: { grant_type: 'refresh_token' },
          json: { refresh_token: fresh.refresh_token },
        };
      },
    },
    {
      name: 'POST /auth/v1/signup',
      status: 200,
      setup: (i) => ({
        route: 'signup',
        method: 'POST',
        json: {
          email: `signup.${run}.${i}@example.test`,
          password: 'Bench-Pass-2026!',
          data: { full_name: 'Bench Signup' },
        },
      }),
    },
    {
      name: 'POST /auth/v1/logout',
      status: 204,
      setup: async () => ({
        route: 'logout',
        method: 'POST',
        query: { scope: 'local' },
        token: (await signIn(PERSONAS.moderator.email)).access_token,
      }),
    },
    {
      name: 'POST /auth/v1/recover',
      status: 200,
      setup: () => ({
        route: 'recover',
        method: 'POST',
        query: { redirect_to: 'http://localhost/auth' },
        json: { email: PERSONAS.moderator.email },
      }),
    },
    {
      name: 'POST /auth/v1/verify (recovery)',
      status: 200,
      setup: async () => {
        await call({ route: 'recover', method: 'POST', json: { email: PERSONAS.moderator.email } });
        const mails = db.outbox.findMany((q) => q.where({ to: PERSONAS.moderator.email }));
        const link = mails.sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0]!.link!;
        // The one-time link's token hash, as verifyOtp sends it.
        const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
        return { route: 'verify', method: 'POST', json: { type: 'recovery', token_hash: query.get('token_hash') } };
      },
    },
    { name: 'GET /auth/v1/user', status: 200, setup: () => ({ route: 'user', token: admin.access_token }) },
    {
      name: 'PUT /auth/v1/user (password)',
      status: 200,
      setup: async (i) => {
        const email = `signup.${run}.${i}@example.test`;
        const session = await signIn(email, 'Bench-Pass-2026!');
        return {
          route: 'user',
          method: 'PUT',
          json: { password: `Bench-Pass-2026!-${i}` },
          token: session.access_token,
        };
      },
    },
    ...listCases(admin),
    {
      name: 'GET profiles (admin, all, newest first)',
      status: 200,
      setup: () => ({ route: 'profiles', query: { select: '*', order: 'created_at.desc' }, token: admin.access_token }),
    },
    {
      name: 'GET profiles (admin, summaries)',
      status: 200,
      setup: () => ({
        route: 'profiles',
        query: { select: 'id,email,first_name,last_name,company' },
        token: admin.access_token,
      }),
    },
    {
      name: 'GET profiles (by id)',
      status: 200,
      setup: () => ({ route: 'profiles', query: { id: `eq.${target}`, select: '*' }, token: admin.access_token }),
    },
    {
      name: 'GET profiles (by email, ilike)',
      status: 200,
      setup: (i) => ({
        route: 'profiles',
        query: { email: `ilike.bench.user${(i * 197) % EXTRA_PROFILES}@example.test`, select: '*' },
        token: admin.access_token,
      }),
    },
    {
      name: 'GET profiles (customer, own row)',
      status: 200,
      setup: () => ({ route: 'profiles', query: { select: '*' }, token: customer.access_token }),
    },
    {
      name: 'PATCH profiles (admin update)',
      status: 200,
      setup: (i) => ({
        route: 'profiles',
        method: 'PATCH',
        query: { id: `eq.${target}` },
        json: { company: `Bench Co ${i}` },
        headers: { Prefer: 'return=representation' },
        token: admin.access_token,
      }),
    },
    {
      name: 'GET user_roles (admin)',
      status: 200,
      setup: () => ({ route: 'userRoles', query: { select: '*' }, token: admin.access_token }),
    },
    {
      name: 'GET role_audit_log (latest 50)',
      status: 200,
      setup: () => ({
        route: 'roleAuditLog',
        query: { select: '*', order: 'created_at.desc', limit: '50' },
        token: admin.access_token,
      }),
    },
    {
      name: 'POST rpc/is_admin',
      status: 200,
      setup: () => ({ route: 'rpcIsAdmin', method: 'POST', json: {}, token: admin.access_token }),
    },
    {
      name: 'POST rpc/assign_user_role',
      status: 204,
      setup: (i) => ({
        route: 'rpcAssignUserRole',
        method: 'POST',
        json: { _user_id: target, _role: i % 2 === 0 ? 'moderator' : 'user' },
        token: admin.access_token,
      }),
    },
    {
      name: 'POST functions/admin-create-user',
      status: 200,
      setup: (i) => ({
        route: 'adminCreateUser',
        method: 'POST',
        json: {
          display_name: 'Bench Created',
          first_name: 'Bench',
          last_name: 'Created',
          email: `created.${run}.${i}@example.test`,
          password: 'Bench-Pass-2026!',
        },
        token: admin.access_token,
      }),
    },
    {
      name: 'POST storage object (PDF upload)',
      status: 200,
      setup: (i) => {
        const form = new FormData();
        form.append('', pdf('operating-agreement.pdf'));
        return {
          route: 'storageObject',
          suffix: `/order-documents/${PERSONAS.customer.id}/bench-${run}-${i}/operating-agreement.pdf`,
          method: 'POST',
          form,
          token: customer.access_token,
        };
      },
    },
    {
      name: 'POST order_requests (with an uploaded document)',
      status: 201,
      setup: async (i) => {
        // Each order costs a credit: buy enough for every sample first, as an admin would record it.
        if (i === 0) {
          const grant = await call({
            route: 'rpcGrantCredits',
            method: 'POST',
            json: { _user_id: PERSONAS.customer.id, _credits: 1000, _amount_paid_cents: 0, _reason: 'bench' },
            token: admin.access_token,
          });
          if (grant.status !== 204) throw new Error(`grant_credits answered ${grant.status}: ${grant.body}`);
        }
        const path = `${PERSONAS.customer.id}/bench-order-${run}-${i}/operating-agreement.pdf`;
        const form = new FormData();
        form.append('', pdf('operating-agreement.pdf'));
        const upload = await call({
          route: 'storageObject',
          suffix: `/order-documents/${path}`,
          method: 'POST',
          form,
          token: customer.access_token,
        });
        if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${upload.body}`);
        return {
          route: 'orderRequests',
          method: 'POST',
          json: {
            user_id: PERSONAS.customer.id,
            name: 'Casey Customer',
            email: PERSONAS.customer.email,
            company: 'Harbor Point Lending',
            entity_legal_name: 'Bench Holdings LLC',
            formation_state: 'Delaware',
            report_type: 'Limited Liability Company',
            documents: [{ name: 'operating-agreement.pdf', size: 16, storage_path: path }],
            terms_version: TERMS_VERSION,
          },
          token: customer.access_token,
        };
      },
    },
    {
      name: 'GET order_requests (admin)',
      status: 200,
      setup: () => ({
        route: 'orderRequests',
        query: { select: '*', order: 'created_at.desc' },
        token: admin.access_token,
      }),
    },
    {
      name: 'POST inbound_requests (anon)',
      status: 201,
      setup: () => ({
        route: 'inboundRequests',
        method: 'POST',
        json: {
          kind: 'contact',
          name: 'Bench Visitor',
          email: 'visitor@example.test',
          message: 'Please call me back about a review.',
        },
      }),
    },
    {
      name: 'GET inbound_requests (admin)',
      status: 200,
      setup: () => ({
        route: 'inboundRequests',
        query: { select: '*', order: 'created_at.desc' },
        token: admin.access_token,
      }),
    },
    { name: 'GET demo/outbox', status: 200, setup: () => ({ route: 'demoOutbox' }) },
    // Last: it restores the seed, dropping the 10,000 extra users (its cost does not depend on them).
    { name: 'POST demo/reset (restores the seed)', status: 204, setup: () => ({ route: 'demoReset', method: 'POST' }) },
  ];
}

function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

interface Result {
  name: string;
  list: boolean;
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

async function measure(bench: Bench): Promise<Result[]> {
  bench.listen();
  try {
    await bench.reset();
    await seedExtraUsers(bench.db, EXTRA_PROFILES);
    const admin = await withSecondFactor(await signIn(PERSONAS.admin.email));
    const customer = await signIn(PERSONAS.customer.email);
    const results: Result[] = [];
    for (const c of cases(bench.db, admin, customer).filter((c) => !LISTS_ONLY || c.list)) {
      const times: number[] = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const request = await c.setup(i);
        const started = performance.now();
        const answer = await call(request);
        const elapsed = performance.now() - started;
        const expected = c.status === 'counted' ? countedStatus(answer.range) : c.status;
        if (answer.status !== expected)
          throw new Error(`${c.name}: expected ${expected}, got ${answer.status} ${answer.body.slice(0, 200)}`);
        if (i >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      results.push({
        name: c.name,
        list: c.list ?? false,
        samples: times.length,
        medianMs: percentile(times, 50),
        p95Ms: percentile(times, 95),
        maxMs: times[times.length - 1]!,
      });
    }
    return results;
  } finally {
    bench.close();
  }
}

describe('in-browser backend handler latency', () => {
  test.skipIf(!ENABLED)(
    `median and p95 per handler at ${EXTRA_PROFILES} extra profiles (runs only under npm run bench: BENCH=1)`,
    async () => {
      const memory = await measure(memoryBench());
      const writeThrough = await measure(writeThroughBench());
      expect(memory.length).toBeGreaterThan(LISTS_ONLY ? 5 : 20);
      const out = { profiles: EXTRA_PROFILES, samples: SAMPLES, memory, writeThrough };
      if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(out, null, 2));
      else console.log(JSON.stringify(out, null, 2));
    },
    30 * 60_000,
  );
});
