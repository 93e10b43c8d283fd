import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportPacketSchema, type PublishedReport } from '@/backend/schemas/report';
import { draftReport, type DraftOrder } from '../../mocks/seed/demo-draft';
import { buildReportPacket, buildReportPacketV2 } from '@/lib/report/packet';
import { reportPacketV2Schema } from '@/backend/schemas/report-packet-v2';

/**
 * deliver-outbound-email as it runs in production: real Deno, served over HTTP. Its Supabase is a stand-in
 * serving what the function reads and writes (PostgREST's outbound_emails and order_reports, with the
 * filters supabase-js sends, and Storage downloads; the service-role key only), because the loopback
 * emulator has no mail queue: its mails go to the demo outbox. The mail provider is a local fake of a
 * Resend-compatible API that records each mail and can be told to refuse one.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));
const SERVICE_ROLE_KEY = 'service-role-key-of-the-test-project';
const ANON_KEY = 'anon-key-of-the-test-project';
const MAIL = {
  MAIL_API_URL: '',
  MAIL_API_KEY: 'mail-provider-key',
  MAIL_FROM: 'EntityLens <reports@entitylens.test>',
  SITE_URL: 'https://app.entitylens.test',
};

type Row = Record<string, unknown>;

interface SentMail {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    attachments: Array<{ filename: string; content: string }>;
  };
}

const db = { emails: [] as Row[], reports: [] as Row[], files: new Map<string, Buffer>(), failQueueRead: false };
const provider = { mails: [] as SentMail[], refuse: new Set<string>() };
const running: ChildProcess[] = [];
const servers: Server[] = [];
const urls = { deliver: '', unconfigured: '' };

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** PostgREST's horizontal filters as supabase-js writes them: eq, lt and in. */
function matches(row: Row, params: URLSearchParams): boolean {
  for (const [column, filter] of params) {
    if (['select', 'order', 'limit'].includes(column)) continue;
    const [, op, value] = /^(eq|lt|in)\.(.*)$/.exec(filter) ?? [];
    const cell = row[column];
    if (op === 'eq' && String(cell) !== value) return false;
    if (op === 'lt' && !(Number(cell) < Number(value))) return false;
    if (
      op === 'in' &&
      !value!
        .replace(/^\(|\)$/g, '')
        .split(',')
        .includes(String(cell))
    )
      return false;
    if (!op) throw new Error(`the stand-in does not know the filter ${column}=${filter}`);
  }
  return true;
}

function selectRows(rows: Row[], params: URLSearchParams): Row[] {
  let out = rows.filter((row) => matches(row, params));
  for (const term of (params.get('order') ?? '').split(',').filter(Boolean).reverse()) {
    const [column, direction] = term.split('.');
    out = [...out].sort(
      (a, b) => String(a[column!]).localeCompare(String(b[column!])) * (direction === 'desc' ? -1 : 1),
    );
  }
  if (params.has('limit')) out = out.slice(0, Number(params.get('limit')));
  const columns = (params.get('select') ?? '*').split(',').map((c) => c.trim());
  return columns.includes('*') ? out : out.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
}

async function supabaseStandIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`)
    return send(res, 401, { message: 'not the service role' });
  const url = new URL(req.url!, 'http://stand-in');
  const table = /^\/rest\/v1\/(outbound_emails|order_reports)$/.exec(url.pathname)?.[1];
  if (table === 'outbound_emails' && req.method === 'GET') {
    if (db.failQueueRead)
      return send(res, 500, { code: 'XX000', message: 'connection to server at "db.internal" (10.0.0.7) failed' });
    return send(res, 200, selectRows(db.emails, url.searchParams));
  }
  if (table === 'outbound_emails' && req.method === 'PATCH') {
    const changes = JSON.parse(await bodyOf(req)) as Row;
    for (const row of db.emails.filter((r) => matches(r, url.searchParams))) Object.assign(row, changes);
    return send(res, 204);
  }
  if (table === 'order_reports' && req.method === 'GET')
    return send(res, 200, selectRows(db.reports, url.searchParams));
  const path = /^\/storage\/v1\/object\/order-documents\/(.+)$/.exec(url.pathname)?.[1];
  if (path && req.method === 'GET') {
    const file = db.files.get(decodeURIComponent(path));
    if (!file) return send(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    return void res.end(file);
  }
  send(res, 404, { message: `the stand-in does not serve ${req.method} ${url.pathname}` });
}

async function mailProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const mail: SentMail = {
    authorization: req.headers.authorization,
    idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    body: JSON.parse(await bodyOf(req)) as SentMail['body'],
  };
  if (provider.refuse.has(mail.body.to[0]!)) {
    return send(res, 422, { name: 'validation_error', message: 'The to address is not allowed' });
  }
  provider.mails.push(mail);
  send(res, 200, { id: `provider-${provider.mails.length}` });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function serveFunction(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', 'deliver-outbound-email/index.ts'], {
    cwd: FUNCTIONS_DIR,
    env: { ...process.env, ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: '1' },
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
  throw new Error(`deliver-outbound-email did not start under Deno within 60 s:\n${output}`);
}

/** POSTs to the function as the mail schedule does (the service-role key), or with `token` (null: none). */
async function deliver(body: unknown = {}, token: string | null = SERVICE_ROLE_KEY, url = urls.deliver) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A JWT that claims the service role, signed with a secret that is not the project's. */
function forgedServiceRoleKey(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role: 'service_role', iss: 'supabase', exp: 4102444800 })}`;
  return `${unsigned}.${createHmac('sha256', 'not-the-project-secret').update(unsigned).digest('base64url')}`;
}

const ORDER: DraftOrder = {
  id: '5e81b40d-0000-4000-8000-000000000c02',
  entity_legal_name: 'Maple Street Holdings, Inc.',
  formation_state: 'Nevada',
  report_type: 'Corporation',
  property_state: 'California',
  loan_reference: 'HPL-25-0112',
  created_at: '2026-02-06T12:00:00.000Z',
  documents: [],
};
const REPORT_ID = '00000000-0000-4000-8000-000000000f02';
const PDF_PATH = '00000000-0000-4000-8000-000000000003/reports/f02/ELR-5E81B40D-v1.pdf';
const DOC_PATH = '00000000-0000-4000-8000-000000000003/5e81b40d-0000-4000-8000-000000000c02/bylaws.pdf';

function queued(id: string, minute: number, recipient: string, attachments: unknown[], extra: Row = {}): Row {
  return {
    id,
    kind: 'los_delivery',
    recipient,
    subject: `Mail ${id}`,
    body: `Body of ${id}`,
    order_id: ORDER.id,
    report_id: REPORT_ID,
    attachments,
    status: 'queued',
    attempts: 0,
    last_error: null,
    created_at: `2026-03-01T10:${String(minute).padStart(2, '0')}:00+00:00`,
    sent_at: null,
    ...extra,
  };
}

const email = (id: string) => db.emails.find((row) => row.id === id)!;
const snapshot = () => JSON.stringify(db.emails);

beforeAll(async () => {
  const supabaseUrl = await listen((req, res) => void supabaseStandIn(req, res));
  MAIL.MAIL_API_URL = `${await listen((req, res) => void mailProvider(req, res))}/emails`;
  const base = { SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
  [urls.deliver, urls.unconfigured] = await Promise.all([
    serveFunction({ ...base, ...MAIL }),
    serveFunction({ ...base, MAIL_FROM: MAIL.MAIL_FROM, SITE_URL: MAIL.SITE_URL }),
  ]);
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

beforeEach(() => {
  db.emails = [];
  db.reports = [
    {
      id: REPORT_ID,
      order_id: ORDER.id,
      version: 1,
      content: draftReport(ORDER),
      note: null,
      published_by: '00000000-0000-4000-8000-000000000001',
      published_at: '2026-02-09T12:00:00+00:00',
      sources: { entityName: { file: 'articles.pdf', page: 1, quote: 'Maple Street Holdings, Inc.' } },
    },
  ];
  db.files = new Map([
    [PDF_PATH, Buffer.from('%PDF-1.4\n% the report\n%%EOF\n')],
    [DOC_PATH, Buffer.from('%PDF-1.4\n% the bylaws\n%%EOF\n')],
  ]);
  db.failQueueRead = false;
  provider.mails = [];
  provider.refuse = new Set();
});

describe('deliver-outbound-email under Deno', () => {
  it('refuses every caller but the service-role key, and sends nothing for them', async () => {
    db.emails = [queued('e1', 1, 'los@bank.test', [])];
    const before = snapshot();
    expect(await deliver({}, null)).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
    for (const token of [ANON_KEY, forgedServiceRoleKey(), 'a-user-token']) {
      expect(await deliver({}, token)).toMatchObject({
        status: 403,
        body: { code: 'forbidden', message: 'Only the mail schedule may deliver queued mail' },
      });
    }
    const get = await fetch(urls.deliver, { headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
    expect(get.status).toBe(405);
    expect(snapshot()).toBe(before);
    expect(provider.mails).toEqual([]);
  });

  it('without a mail provider configured it refuses clearly and leaves the queue as it is', async () => {
    db.emails = [queued('e1', 1, 'los@bank.test', [])];
    const before = snapshot();
    expect(await deliver({}, SERVICE_ROLE_KEY, urls.unconfigured)).toEqual({
      status: 500,
      body: {
        code: 'mail_not_configured',
        message: 'Mail delivery is not configured: set MAIL_API_URL, MAIL_API_KEY. Queued mail stays queued.',
      },
    });
    expect(snapshot()).toBe(before);
    expect(provider.mails).toEqual([]);
  });

  it('sends the oldest due mails with their files and data packet, and marks them sent', async () => {
    db.emails = [
      queued('e3', 3, 'third@bank.test', []),
      queued('e1', 1, 'los@bank.test', [{ packet: REPORT_ID }]),
      queued('e2', 2, 'legal-review@marlowpierce.test', [{ packet: REPORT_ID }, DOC_PATH], { kind: 'legal_review' }),
      queued('done', 0, 'old@bank.test', [], { status: 'sent', attempts: 1, sent_at: '2026-03-01T09:00:00+00:00' }),
    ];

    expect(await deliver({ limit: 2 })).toEqual({ status: 200, body: { sent: 2, failed: 0 } });
    // The partner firm's mail first (the platform's own), then the oldest of the rest.
    expect(provider.mails.map((m) => m.body.to)).toEqual([['legal-review@marlowpierce.test'], ['los@bank.test']]);

    const los = provider.mails[1];
    expect(los!.authorization).toBe('Bearer mail-provider-key');
    expect(los!.idempotencyKey).toBe('outbound-email-e1-1');
    expect(los!.body).toMatchObject({ from: MAIL.MAIL_FROM, subject: 'Mail e1', text: 'Body of e1' });
    expect(los!.body.attachments.map((a) => a.filename)).toEqual(['ELR-5E81B40D-v1-maple-street-holdings-inc.json']);
    const packet = JSON.parse(Buffer.from(los!.body.attachments[0]!.content, 'base64').toString('utf8')) as unknown;
    expect(reportPacketSchema.parse(packet)).toEqual({
      $schema: 'https://app.entitylens.test/schemas/report-packet-v1.schema.json',
      packetType: 'legal-entity-report',
      schemaVersion: 1,
      report: { id: REPORT_ID, orderId: ORDER.id, version: 1, publishedAt: '2026-02-09T12:00:00+00:00' },
      content: draftReport(ORDER),
    });
    // The packet the customer downloads, but for its $schema, which a mailed file needs absolute.
    expect(packet).toEqual({
      ...buildReportPacket(db.reports[0] as unknown as PublishedReport),
      $schema: 'https://app.entitylens.test/schemas/report-packet-v1.schema.json',
    });
    expect(provider.mails[0]!.body.attachments.map((a) => a.filename)).toEqual([
      'ELR-5E81B40D-v1-maple-street-holdings-inc.json',
      'bylaws.pdf',
    ]);
    expect(Buffer.from(provider.mails[0]!.body.attachments[1]!.content, 'base64').toString()).toBe(
      '%PDF-1.4\n% the bylaws\n%%EOF\n',
    );

    for (const id of ['e1', 'e2']) {
      expect(email(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(Date.parse(email(id).sent_at as string)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(email('e3')).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
    expect(email('done')).toMatchObject({ status: 'sent', sent_at: '2026-03-01T09:00:00+00:00' });

    // The next run takes the rest; then nothing is left to send.
    expect(await deliver()).toEqual({ status: 200, body: { sent: 1, failed: 0 } });
    expect(email('e3')).toMatchObject({ status: 'sent' });
    expect(await deliver()).toEqual({ status: 200, body: { sent: 0, failed: 0 } });
    expect(provider.mails).toHaveLength(3);
  });

  it('marks a mail the provider refuses, or whose file is gone, as failed with the reason, retries it, and gives up after five attempts', async () => {
    db.emails = [
      queued('refused', 1, 'blocked@bank.test', []),
      queued('no-file', 2, 'legal@firm.test', ['00000000-0000-4000-8000-000000000003/reports/f02/deleted.pdf'], {
        kind: 'legal_review',
      }),
      queued('no-report', 3, 'los@bank.test', [{ packet: '00000000-0000-4000-8000-0000000000ff' }]),
      queued('fine', 4, 'fine@bank.test', []),
    ];
    provider.refuse.add('blocked@bank.test');

    expect(await deliver()).toEqual({ status: 200, body: { sent: 1, failed: 3 } });
    expect(email('refused')).toMatchObject({
      status: 'failed',
      attempts: 1,
      sent_at: null,
      last_error: 'Mail provider answered 422: {"name":"validation_error","message":"The to address is not allowed"}',
    });
    expect(email('no-file')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(email('no-file').last_error).toMatch(
      /^Attachment could not be read: 00000000-0000-4000-8000-000000000003\/reports\/f02\/deleted\.pdf/,
    );
    expect(email('no-report')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Report not found for the data packet: 00000000-0000-4000-8000-0000000000ff',
    });
    expect(provider.mails.map((m) => m.body.to[0])).toEqual(['fine@bank.test']);

    // The provider accepts the address now: the next run delivers it.
    provider.refuse.clear();
    expect(await deliver()).toEqual({ status: 200, body: { sent: 1, failed: 2 } });
    expect(email('refused')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(provider.mails.at(-1)!.idempotencyKey).toBe('outbound-email-refused-2');

    // The missing file stays missing: after five attempts the mail is left failed.
    for (let run = 0; run < 5; run += 1) await deliver();
    expect(email('no-file')).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await deliver()).toEqual({ status: 200, body: { sent: 0, failed: 0 } });
  });

  it("sends the platform's mails before a flood of LOS mails, so the flood cannot hold them back", async () => {
    db.emails = [
      ...Array.from({ length: 30 }, (_, n) => queued(`flood-${n}`, n, `spam${n}@victim.test`, [{ packet: REPORT_ID }])),
      queued('confirm', 30, 'new@bank.test', [], { kind: 'los_confirmation' }),
      queued('ready', 40, 'customer@demo.test', [], { kind: 'report_ready' }),
      queued('review', 41, 'legal-review@marlowpierce.test', [{ packet: REPORT_ID }], { kind: 'legal_review' }),
      queued('status', 42, 'closing@harborpoint.test', [], { kind: 'order_status' }),
    ];
    expect(await deliver()).toEqual({ status: 200, body: { sent: 20, failed: 0 } });
    expect(provider.mails.slice(0, 3).map((m) => m.body.to[0])).toEqual([
      'customer@demo.test',
      'legal-review@marlowpierce.test',
      'closing@harborpoint.test',
    ]);
    expect(provider.mails.slice(3).map((m) => m.body.to[0])).toEqual(
      Array.from({ length: 17 }, (_, n) => `spam${n}@victim.test`),
    );
    expect(email('ready')).toMatchObject({ status: 'sent' });
    expect(email('review')).toMatchObject({ status: 'sent' });
    expect(email('status')).toMatchObject({ status: 'sent' });
  });

  it('builds packet version 2 (with the sources, as the download does) where the LOS mail asks for it, and refuses an unknown version', async () => {
    db.emails = [
      queued('v2', 1, 'los@bank.test', [{ packet: REPORT_ID, version: 2 }]),
      queued('v1', 2, 'legacy-los@bank.test', [{ packet: REPORT_ID, version: 1 }]),
      queued('v3', 3, 'los@bank.test', [{ packet: REPORT_ID, version: 3 }]),
    ];
    expect(await deliver()).toEqual({ status: 200, body: { sent: 2, failed: 1 } });
    const [v2, v1] = provider.mails.map(
      (m) => JSON.parse(Buffer.from(m.body.attachments[0]!.content, 'base64').toString('utf8')) as unknown,
    );
    const report = db.reports[0] as unknown as PublishedReport;
    expect(reportPacketV2Schema.parse(v2)).toEqual({
      ...buildReportPacketV2(report),
      $schema: 'https://app.entitylens.test/schemas/report-packet-v2.schema.json',
    });
    expect(v2).toMatchObject({ schemaVersion: 2, sources: report.sources });
    expect(v1).toEqual({
      ...buildReportPacket(report),
      $schema: 'https://app.entitylens.test/schemas/report-packet-v1.schema.json',
    });
    expect(email('v3')).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/^Unknown attachment/) });
  });

  it('refuses to attach a stored file to an LOS mail: it is marked failed and nothing goes out', async () => {
    db.emails = [
      queued('forged', 1, 'lender@bank.test', [PDF_PATH, { packet: REPORT_ID }]),
      queued('forged-code', 2, 'lender@bank.test', [PDF_PATH], { kind: 'los_confirmation' }),
      queued('legal', 3, 'legal-review@marlowpierce.test', [DOC_PATH], { kind: 'legal_review' }),
    ];
    expect(await deliver()).toEqual({ status: 200, body: { sent: 1, failed: 2 } });
    for (const id of ['forged', 'forged-code'])
      expect(email(id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        sent_at: null,
        last_error: `An LOS mail may carry only the report's data packet, not a stored file: ${PDF_PATH}`,
      });
    expect(provider.mails.map((m) => m.body.to[0])).toEqual(['legal-review@marlowpierce.test']);
  });

  it('refuses a bad batch size, and answers a database failure without its text, changing nothing', async () => {
    db.emails = [queued('e1', 1, 'los@bank.test', [])];
    const before = snapshot();
    for (const limit of [0, 51, 2.5, '10'])
      expect(await deliver({ limit })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    db.failQueueRead = true;
    const failed = await deliver();
    expect(failed).toEqual({
      status: 500,
      body: { code: 'unexpected_failure', message: 'An unexpected error occurred' },
    });
    expect(snapshot()).toBe(before);
    expect(provider.mails).toEqual([]);
  });
});
