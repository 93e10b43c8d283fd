import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@/backend';
import { memoryStorage } from '../supabase/memory-storage';
import { createMockServer } from '../../mocks/node';
import { signApiKey } from '../../mocks/handlers/jwt';
import {
  ADMIN_TOTP_FACTOR,
  adminTotpCode,
  DEMO_PASSWORD,
  OTHER_CUSTOMER,
  PERSONAS,
  type PersonaKey,
} from '../../mocks/seed/personas';
import { EMULATOR_ANON_KEY } from '../../mocks/api/emulator';

/**
 * What the port hides but a Supabase client sees: the emulator answers supabase-js as PostgREST, Storage
 * and GoTrue do (object responses, the anon role, counts, max_rows, Prefer), and enforces the storage and
 * order rules the SQL migrations enforce (the security findings of issue 12, twins of the pgTAP tests).
 */
const mock = createMockServer();
beforeAll(() => mock.listen());
beforeEach(() => mock.reset());
afterAll(() => mock.close());

/** Node 20 has no WebSocket; these clients never open a realtime channel. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used here');
  }
}
const realtime = { transport: NoRealtime as unknown as WebSocketLikeConstructor };
const options = { realtime, auth: { storage: memoryStorage(), persistSession: false, autoRefreshToken: false } };
const anon = () => createClient(mock.baseUrl, EMULATOR_ANON_KEY, options);

async function as(persona: PersonaKey): Promise<SupabaseClient> {
  const client = createClient(mock.baseUrl, EMULATOR_ANON_KEY, {
    realtime,
    auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true },
  });
  const { error } = await client.auth.signInWithPassword({ email: PERSONAS[persona].email, password: DEMO_PASSWORD });
  if (error) throw error;
  if (persona === 'admin') {
    // Admin rights need the second factor: the code of the admin's authenticator app.
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: ADMIN_TOTP_FACTOR.id,
      code: adminTotpCode(),
    });
    if (verified.error) throw verified.error;
  }
  return client;
}

const pdf = (text = '%PDF-1.4 order document') => new Blob([text], { type: 'application/pdf' });
const orderRow = (userId: string, storagePath: string) => ({
  user_id: userId,
  name: 'Casey Customer',
  email: PERSONAS.customer.email,
  entity_legal_name: 'Harbor Point Holdings, LLC',
  formation_state: 'Delaware',
  report_type: 'Limited Liability Company',
  terms_version: TERMS_VERSION,
  documents: [{ name: 'articles.pdf', size: 23, storage_path: storagePath }],
});

describe('PostgREST on supabase-js', () => {
  it('.single() answers one object, or 406 PGRST116 for no row; .maybeSingle() answers null', async () => {
    const customer = await as('customer');
    const own = await customer.from('profiles').select('*').eq('id', PERSONAS.customer.id).single();
    expect(own.data).toMatchObject({ id: PERSONAS.customer.id, email: PERSONAS.customer.email });
    const hidden = await customer.from('profiles').select('*').eq('id', PERSONAS.admin.id).single();
    expect(hidden.status).toBe(406);
    expect(hidden.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await customer.from('profiles').select('*').eq('id', PERSONAS.admin.id).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('the anon key is the anon role: is_admin is 401 42501, a table without a grant too', async () => {
    const rpc = await anon().rpc('is_admin');
    expect(rpc.status).toBe(401);
    expect(rpc.error).toMatchObject({ code: '42501', message: 'permission denied for function is_admin' });
    const read = await anon().from('profiles').select('id');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
  });

  it('counts with Prefer: count=exact and caps every read at max_rows (1000)', async () => {
    const extra = Array.from({ length: 1_100 }, (_, i) => ({
      ...mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))!,
      id: `20000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      email: `bulk${i}@bulk.test`,
    }));
    for (const row of extra) await mock.db.profiles.create(row);
    const admin = await as('admin');
    const all = await admin.from('profiles').select('id', { count: 'exact' });
    expect(all.data).toHaveLength(1_000);
    expect(all.count).toBe(mock.db.profiles.all().length);
    // PostgREST's RangeQuery.rangeStatus: fewer rows than the count is 206 Partial Content.
    expect(all.status).toBe(206);
    const page = await admin.from('profiles').select('id', { count: 'exact' }).order('email').range(20, 29);
    expect(page.data).toHaveLength(10);
    expect(page.count).toBe(mock.db.profiles.all().length);
  });

  it('HEAD answers as GET without a body: its status, Content-Type and Content-Range with the count, filters and policy applied', async () => {
    const customer = await as('customer');
    const token = (await customer.auth.getSession()).data.session!.access_token;
    const own = mock.db.orderRequests.all().filter((o) => o.user_id === PERSONAS.customer.id);
    const submitted = own.filter((o) => o.status === 'Submitted');
    expect(own.length).toBeGreaterThan(submitted.length);
    expect(own.length).toBeLessThan(mock.db.orderRequests.all().length);
    const url = `${mock.baseUrl}/rest/v1/order_requests?select=*`;
    const headers = { apikey: EMULATOR_ANON_KEY, Authorization: `Bearer ${token}`, Prefer: 'count=exact' };
    const read = async (query: string, method: 'GET' | 'HEAD', extra: Record<string, string> = headers) => {
      const answer = await fetch(`${url}${query}`, { method, headers: extra });
      return {
        status: answer.status,
        range: answer.headers.get('content-range'),
        type: answer.headers.get('content-type'),
        length: answer.headers.get('content-length'),
        body: await answer.text(),
      };
    };

    const head = await read('', 'HEAD');
    expect(head).toEqual({
      status: 200,
      range: `0-${own.length - 1}/${own.length}`,
      type: 'application/json; charset=utf-8',
      length: null,
      body: '',
    });
    const get = await read('', 'GET');
    expect({ status: get.status, range: get.range, type: get.type }).toEqual({
      status: head.status,
      range: head.range,
      type: head.type,
    });
    expect(JSON.parse(get.body)).toHaveLength(own.length);

    // A filter, a page of a counted read (206 Partial Content, as GET), and no count asked for.
    expect(await read('&status=eq.Submitted', 'HEAD')).toMatchObject({
      status: 200,
      range: `0-${submitted.length - 1}/${submitted.length}`,
      body: '',
    });
    expect(await read('&order=created_at.asc&limit=2&offset=1', 'HEAD')).toMatchObject({
      status: 206,
      range: `1-2/${own.length}`,
      body: '',
    });
    expect((await read('&order=created_at.asc&limit=2&offset=1', 'GET')).status).toBe(206);
    const { Prefer: _counted, ...uncounted } = headers;
    expect(await read('', 'HEAD', uncounted)).toMatchObject({
      status: 200,
      range: `0-${own.length - 1}/*`,
      body: '',
    });

    // Refusals keep their status and lose their body: a bad filter, the anon role, an unknown table.
    expect(await read('&nope=eq.1', 'HEAD')).toMatchObject({ status: 400, body: '' });
    expect(await read('', 'HEAD', { apikey: EMULATOR_ANON_KEY, Prefer: 'count=exact' })).toMatchObject({
      status: 401,
      range: null,
      body: '',
    });
    const unknown = await fetch(`${mock.baseUrl}/rest/v1/no_such_table`, { method: 'HEAD', headers });
    expect({ status: unknown.status, body: await unknown.text() }).toEqual({ status: 404, body: '' });
  });

  it('return=representation needs the right to read the row back: an anonymous message inserts only without it', async () => {
    const message = {
      kind: 'contact',
      name: 'Dana Park',
      email: 'dana@park.test',
      message: 'Pricing for 40 loans a month?',
    };
    const plain = await anon().from('inbound_requests').insert(message);
    expect(plain.status).toBe(201);
    const readBack = await anon().from('inbound_requests').insert(message).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error?.code).toBe('42501');
    expect(mock.db.inboundRequests.all().filter((r) => r.email === 'dana@park.test')).toHaveLength(1);
  });

  it('a token whose user has no profile is refused where caller_is_active() refuses it', async () => {
    const customer = await as('customer');
    mock.db.profiles.delete((q) => q.where({ id: PERSONAS.customer.id }));
    const sent = await customer.from('inbound_requests').insert({
      kind: 'contact',
      name: 'Casey Customer',
      email: PERSONAS.customer.email,
      message: 'A message from an account without a profile',
    });
    expect(sent.status).toBe(403);
    expect(sent.error?.code).toBe('42501');
  });
});

describe('Storage and orders: the twins of the SQL findings', () => {
  async function upload(client: SupabaseClient, path: string) {
    const { error } = await client.storage
      .from('order-documents')
      .upload(path, pdf(), { contentType: 'application/pdf' });
    expect(error).toBeNull();
  }

  it("a customer uploads, reads and lists in their own folder only; other users' folders are refused", async () => {
    const customer = await as('customer');
    const path = `${PERSONAS.customer.id}/order-1/articles.pdf`;
    await upload(customer, path);
    expect(await (await customer.storage.from('order-documents').download(path)).data?.text()).toBe(
      '%PDF-1.4 order document',
    );
    const listed = await customer.storage.from('order-documents').list(`${PERSONAS.customer.id}/order-1`);
    expect(listed.data?.map((o) => o.name)).toEqual(['articles.pdf']);
    const foreign = await customer.storage
      .from('order-documents')
      .upload(`${OTHER_CUSTOMER.id}/x/evil.pdf`, pdf(), { contentType: 'application/pdf' });
    expect(foreign.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    // Staff read every order's files (moderators check drafts against them: migration 3100); a customer does not.
    const moderator = await as('moderator');
    expect((await moderator.storage.from('order-documents').download(path)).error).toBeNull();
  });

  it('an overwrite (upsert or update) is refused as Storage refuses it: 403, the policy has no UPDATE; the file stays', async () => {
    const customer = await as('customer');
    const path = `${PERSONAS.customer.id}/order-8/articles.pdf`;
    await upload(customer, path);
    const bucket = customer.storage.from('order-documents');
    const refused = { statusCode: '403', message: 'new row violates row-level security policy' };
    const replacement = pdf('%PDF-1.4 replaced');
    expect(
      (await bucket.upload(path, replacement, { contentType: 'application/pdf', upsert: true })).error,
    ).toMatchObject(refused);
    expect((await bucket.update(path, replacement, { contentType: 'application/pdf' })).error).toMatchObject(refused);
    // Another user's file: the same refusal.
    const theirs = mock.db.storageObjects.findFirst((q) => q.where((o) => o.name.startsWith(`${OTHER_CUSTOMER.id}/`)));
    expect(theirs).toBeDefined();
    expect(
      (await bucket.upload(theirs!.name, replacement, { contentType: 'application/pdf', upsert: true })).error,
    ).toMatchObject(refused);
    expect(await (await bucket.download(path)).data?.text()).toBe('%PDF-1.4 order document');
    // Without upsert the name is taken (409); an upsert of a new name in the caller's folder is an upload.
    expect((await bucket.upload(path, replacement, { contentType: 'application/pdf' })).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const fresh = `${PERSONAS.customer.id}/order-8/bylaws.pdf`;
    expect(
      (await bucket.upload(fresh, replacement, { contentType: 'application/pdf', upsert: true })).error,
    ).toBeNull();
  });

  it('the bucket takes PDFs only, up to 20 MB', async () => {
    const customer = await as('customer');
    const text = await customer.storage
      .from('order-documents')
      .upload(`${PERSONAS.customer.id}/o/notes.txt`, new Blob(['hello'], { type: 'text/plain' }), {
        contentType: 'text/plain',
      });
    expect(text.error).toMatchObject({ statusCode: '415' });
  });

  it("finding a: the documents of a submitted order cannot be deleted; a failed order's leftovers can", async () => {
    const customer = await as('customer');
    const kept = `${PERSONAS.customer.id}/order-2/articles.pdf`;
    const leftover = `${PERSONAS.customer.id}/order-3/articles.pdf`;
    await upload(customer, kept);
    await upload(customer, leftover);
    expect((await customer.from('order_requests').insert(orderRow(PERSONAS.customer.id, kept))).status).toBe(201);
    const removed = await customer.storage.from('order-documents').remove([kept, leftover]);
    expect(removed.data?.map((o) => o.name)).toEqual([leftover]);
    expect(mock.db.storageObjects.findFirst((q) => q.where({ name: kept }))).toBeDefined();
  });

  it("finding b: an order's documents must be the caller's own uploads, at a normal path", async () => {
    const customer = await as('customer');
    await upload(customer, `${PERSONAS.customer.id}/order-4/articles.pdf`);
    for (const path of [
      `${PERSONAS.customer.id}/order-4/never-uploaded.pdf`,
      `${PERSONAS.customer.id}/../${OTHER_CUSTOMER.id}/articles.pdf`,
      `${PERSONAS.customer.id}/./articles.pdf`,
      `${PERSONAS.customer.id}/articles.pdf`,
    ]) {
      const refused = await customer.from('order_requests').insert(orderRow(PERSONAS.customer.id, path));
      expect(refused.status, path).toBe(403);
      expect(refused.error?.code, path).toBe('42501');
    }
    const ownOrders = () => mock.db.orderRequests.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).length;
    const before = ownOrders();
    const accepted = await customer
      .from('order_requests')
      .insert(orderRow(PERSONAS.customer.id, `${PERSONAS.customer.id}/order-4/articles.pdf`));
    expect(accepted.status).toBe(201);
    expect(ownOrders()).toBe(before + 1);
  });

  it('a documents entry holds only name, size and storage_path, with a name of at most 255 characters (the check constraint of migration 1590)', async () => {
    const customer = await as('customer');
    const path = `${PERSONAS.customer.id}/order-5/articles.pdf`;
    await upload(customer, path);
    const entry = { name: 'articles.pdf', size: 23, storage_path: path };
    for (const documents of [[{ ...entry, note: 'kept?' }], [{ ...entry, name: 'n'.repeat(256) }]]) {
      const refused = await customer
        .from('order_requests')
        .insert({ ...orderRow(PERSONAS.customer.id, path), documents });
      expect(refused.status).toBe(400);
      expect(refused.error?.code).toBe('23514');
    }
    const accepted = await customer
      .from('order_requests')
      .insert({ ...orderRow(PERSONAS.customer.id, path), documents: [{ ...entry, name: 'n'.repeat(255) }] });
    expect(accepted.status).toBe(201);
  });

  it('an array inserts its rows in one statement, as PostgREST does: every row passes its policy and checks, or none is stored', async () => {
    const customer = await as('customer');
    const first = `${PERSONAS.customer.id}/order-6/first.pdf`;
    const second = `${PERSONAS.customer.id}/order-6/second.pdf`;
    await upload(customer, first);
    await upload(customer, second);
    const ownOrders = () => mock.db.orderRequests.findMany((q) => q.where({ user_id: PERSONAS.customer.id })).length;
    const debits = () =>
      mock.db.creditLedger.findMany((q) => q.where({ user_id: PERSONAS.customer.id, kind: 'order_debit' })).length;
    const [orders, spent] = [ownOrders(), debits()];
    // One row refused (another user's folder): nothing is written, the first row neither.
    const refused = await customer
      .from('order_requests')
      .insert([orderRow(PERSONAS.customer.id, first), orderRow(PERSONAS.customer.id, `${OTHER_CUSTOMER.id}/x/a.pdf`)]);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    expect([ownOrders(), debits()]).toEqual([orders, spent]);
    const stored = await customer
      .from('order_requests')
      .insert([orderRow(PERSONAS.customer.id, first), orderRow(PERSONAS.customer.id, second)])
      .select('id, status');
    expect(stored.error).toBeNull();
    expect(stored.status).toBe(201);
    expect(stored.data).toEqual([
      { id: expect.any(String), status: 'Submitted' },
      { id: expect.any(String), status: 'Submitted' },
    ]);
    expect([ownOrders(), debits()]).toEqual([orders + 2, spent + 2]);
    // The anonymous contact form too, without reading the rows back.
    const messages = await anon()
      .from('inbound_requests')
      .insert(
        ['one', 'two'].map((n) => ({
          kind: 'contact',
          name: 'Dana Park',
          email: 'dana@park.test',
          message: `Message ${n}`,
        })),
      );
    expect(messages.status).toBe(201);
    expect(mock.db.inboundRequests.findMany((q) => q.where({ email: 'dana@park.test' }))).toHaveLength(2);
  });

  it('a bulk order that the credits cannot cover is refused whole, with the no-credits message', async () => {
    const customer = await as('customer');
    const paths = [1, 2, 3].map((n) => `${PERSONAS.customer.id}/order-7/${n}.pdf`);
    for (const path of paths) await upload(customer, path);
    const balance = (await customer.rpc('credit_balance', { _user_id: PERSONAS.customer.id })).data as number;
    // Leave exactly two credits.
    await mock.db.creditLedger.create({
      id: crypto.randomUUID(),
      user_id: PERSONAS.customer.id,
      kind: 'adjustment',
      credits: 2 - balance,
      amount_paid_cents: null,
      reason: 'Two left for the test',
      order_id: null,
      created_by: null,
      created_at: new Date().toISOString(),
    });
    const before = mock.db.orderRequests.all().length;
    const refused = await customer.from('order_requests').insert(paths.map((p) => orderRow(PERSONAS.customer.id, p)));
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'no_credits' });
    expect(mock.db.orderRequests.all().length).toBe(before);
  });

  it('finding d: the role audit still names both users after they are deleted', async () => {
    const admin = await as('admin');
    expect(
      (await admin.rpc('assign_user_role', { _user_id: PERSONAS.customer.id, _role: 'moderator' })).error,
    ).toBeNull();
    const service = createClient(mock.baseUrl, await signApiKey('service_role', mock.config.jwtSecret), options);
    expect((await service.auth.admin.deleteUser(PERSONAS.customer.id)).error).toBeNull();
    const { data } = await admin.from('role_audit_log').select('*').eq('target_user_id', PERSONAS.customer.id);
    expect(data).toEqual([
      expect.objectContaining({
        assigned_by: PERSONAS.admin.id,
        assigned_by_email: PERSONAS.admin.email,
        target_user_id: PERSONAS.customer.id,
        target_user_email: PERSONAS.customer.email,
        new_role: 'moderator',
      }),
    ]);
    expect(mock.db.profiles.findFirst((q) => q.where({ id: PERSONAS.customer.id }))).toBeUndefined();
  });
});

describe('outbound_emails', () => {
  it('answers as its policy does: no grant for anon, no row for a customer, every queued mail for an admin', async () => {
    const report = mock.db.orderReports.all()[0]!;
    await mock.db.outbox.create({
      id: '00000000-0000-4000-8000-0000000e0001',
      to: PERSONAS.customer.email,
      subject: 'Your report is ready',
      text: 'Read it in the portal.',
      link: null,
      created_at: new Date().toISOString(),
      attachments: [
        { name: 'packet.json', content_type: 'application/json', source: { kind: 'packet', report_id: report.id } },
      ],
      queued: { kind: 'report_ready', order_id: report.order_id, report_id: report.id },
    });
    const refused = await anon().from('outbound_emails').select('id');
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied for table outbound_emails' });
    const customer = await as('customer');
    expect(await customer.from('outbound_emails').select('id')).toMatchObject({ status: 200, data: [] });
    const admin = await as('admin');
    const { data, error } = await admin.from('outbound_emails').select('*').eq('kind', 'report_ready');
    expect(error).toBeNull();
    expect(data).toContainEqual(
      expect.objectContaining({
        id: '00000000-0000-4000-8000-0000000e0001',
        kind: 'report_ready',
        recipient: PERSONAS.customer.email,
        order_id: report.order_id,
        report_id: report.id,
        attachments: [{ packet: report.id }],
        status: 'sent',
      }),
    );
    const write = await admin.from('outbound_emails').delete().eq('id', '00000000-0000-4000-8000-0000000e0001');
    expect(write.error?.code).toBe('42501');
  });
});

describe('the demo namespace', () => {
  it("serves the current codes of the seeded personas only, to their own session, never another user's", async () => {
    const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;
    const codes = async (email: string, client: SupabaseClient): Promise<unknown> =>
      (
        await fetch(`${mock.baseUrl}/demo/v1/totp-codes?${new URLSearchParams({ email }).toString()}`, {
          headers: { Authorization: `Bearer ${await tokenOf(client)}` },
        })
      ).json();
    expect(await codes(PERSONAS.admin.email, await as('admin'))).toEqual([
      expect.objectContaining({ factor_id: ADMIN_TOTP_FACTOR.id, code: expect.stringMatching(/^\d{6}$/) }),
    ]);
    // A customer who is not a persona, with an authenticator app of their own.
    const now = new Date().toISOString();
    await mock.db.mfaFactors.create({
      id: '00000000-0000-4000-8000-00000000f100',
      user_id: OTHER_CUSTOMER.id,
      friendly_name: 'My phone',
      factor_type: 'totp',
      status: 'verified',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      created_at: now,
      updated_at: now,
      last_challenged_at: null,
    });
    const other = anon();
    await other.auth.signInWithPassword({ email: OTHER_CUSTOMER.email, password: DEMO_PASSWORD });
    expect(await codes(OTHER_CUSTOMER.email, other)).toEqual([]);
  });
});
