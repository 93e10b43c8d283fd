// deliver-outbound-email: sends the production mail queue (public.outbound_emails, migration 0900): the
// customer's "report ready" mail, the customer's status mails (migration 1900), the LOS hand-off and the partner
// firm's legal review. It runs on a schedule
// with the service-role key as its bearer token (pg_cron + pg_net, or a Supabase scheduled function); every
// other caller is refused. Body (optional): {"limit": n}, 1 to 50 mails per run, default 20.
//
// Configuration: MAIL_API_URL (a Resend-compatible endpoint, e.g. https://api.resend.com/emails), MAIL_API_KEY
// (its bearer token), MAIL_FROM (the sender, e.g. "EntityLens <reports@example.com>"), SITE_URL (the site the
// data packets' $schema points at). Without all four it refuses (500, naming what is missing) and changes
// nothing.
//
// Each run takes the oldest mails still due (queued, or failed fewer than MAX_ATTEMPTS times), the platform's own
// mails first (report ready, legal review, order status: PRIORITY_KINDS), so a flood of customer-requested LOS mails cannot
// hold them back; then it builds their
// attachments (storage paths from the order-documents bucket; {"packet": <report id>, "version": 1 | 2} as the
// report's JSON data packet, buildReportPacket() or buildReportPacketV2() of src/lib/report/packet.ts but with an
// absolute $schema; without "version" it is 1, as queued before migration 3300) and posts each to the provider as
// {from, to, subject, text, attachments: [{filename, content (base64)}]}. A mail the provider accepts is marked
// sent (sent_at); any other outcome is marked failed with attempts + 1 and last_error, and is retried by a later
// run until MAX_ATTEMPTS. An LOS mail (los_delivery, los_confirmation) naming a stored file is refused and
// marked failed (migration 1500 never queues one: the customer's own file must never go out under our name).
// The Idempotency-Key (the mail's id and attempt) keeps two overlapping runs from
// sending one attempt twice. Answers {sent, failed}; a database failure is a 500 without internals.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { readJsonObject, responder, serviceClient } from '../_shared/admin.ts';
import { refuseAllButServiceRole } from '../_shared/service-role.ts';

const BUCKET = 'order-documents';
const MAX_ATTEMPTS = 5;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;
/** The platform's own mails, sent before any a customer asked for (los_delivery, los_confirmation). */
const PRIORITY_KINDS = ['report_ready', 'legal_review', 'order_status', 'credit_receipt'];
/** The mails a customer asks for: they carry the report's packet at most, never a stored file. */
const CUSTOMER_KINDS = new Set(['los_delivery', 'los_confirmation']);
/** The published JSON Schemas of the packet (REPORT_PACKET_SCHEMA_PATH, REPORT_PACKET_V2_SCHEMA_PATH), on the site. */
const PACKET_SCHEMA_PATHS = {
  1: '/schemas/report-packet-v1.schema.json',
  2: '/schemas/report-packet-v2.schema.json',
} as const;
type PacketVersion = keyof typeof PACKET_SCHEMA_PATHS;

interface OutboundEmail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  attachments: unknown;
  attempts: number;
}

interface PublishedReport {
  id: string;
  order_id: string;
  version: number;
  content: Record<string, unknown>;
  published_at: string;
  sources: Record<string, unknown> | null;
}

interface MailConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
  siteUrl: string;
}

interface Attachment {
  filename: string;
  content: string;
}

/** A failure of one mail: recorded on its row (last_error), never the whole run's. */
class MailFailure extends Error {}

function mailConfig(): MailConfig | string[] {
  const names = ['MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM', 'SITE_URL'] as const;
  const missing = names.filter((name) => !Deno.env.get(name));
  if (missing.length > 0) return missing;
  return {
    apiUrl: Deno.env.get('MAIL_API_URL')!,
    apiKey: Deno.env.get('MAIL_API_KEY')!,
    from: Deno.env.get('MAIL_FROM')!,
    siteUrl: Deno.env.get('SITE_URL')!,
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** reportNumber() of src/backend/schemas/report.ts: "ELR-" and the order's first 8 hex digits, with the version. */
function reportNumber(orderId: string, version: number): string {
  return `ELR-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}-v${version}`;
}

/** reportPacketFileName() of src/lib/report/packet.ts: the report number, then the entity as a slug. */
function packetFileName(report: PublishedReport): string {
  const name = typeof report.content.entityName === 'string' ? report.content.entityName : '';
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report';
  return `${reportNumber(report.order_id, report.version)}-${slug}.json`;
}

async function fileAttachment(client: SupabaseClient, path: string): Promise<Attachment> {
  const { data, error } = await client.storage.from(BUCKET).download(path);
  if (error || !data) throw new MailFailure(`Attachment could not be read: ${path} (${error?.message ?? 'no data'})`);
  return { filename: path.split('/').pop() ?? path, content: base64(new Uint8Array(await data.arrayBuffer())) };
}

/** {"packet": <report id>} (version 1) or {"packet": <report id>, "version": 1 | 2}; null for anything else. */
function packetOf(item: unknown): { reportId: string; version: PacketVersion } | null {
  if (item === null || typeof item !== 'object') return null;
  const { packet, version = 1, ...rest } = item as { packet?: unknown; version?: unknown };
  if (typeof packet !== 'string' || Object.keys(rest).length > 0) return null;
  return version === 1 || version === 2 ? { reportId: packet, version } : null;
}

async function packetAttachment(
  client: SupabaseClient,
  reportId: string,
  version: PacketVersion,
  siteUrl: string,
): Promise<Attachment> {
  const { data, error } = await client
    .from('order_reports')
    .select('id, order_id, version, content, published_at, sources')
    .eq('id', reportId);
  if (error) throw error;
  const report = (data as PublishedReport[] | null)?.[0];
  if (!report) throw new MailFailure(`Report not found for the data packet: ${reportId}`);
  const packet = {
    $schema: new URL(PACKET_SCHEMA_PATHS[version], siteUrl).href,
    packetType: 'legal-entity-report',
    // Version 1 says the content's schema version; version 2 says its own (report-packet-v2.ts).
    schemaVersion: version === 2 ? 2 : report.content.schemaVersion,
    report: {
      id: report.id,
      orderId: report.order_id,
      version: report.version,
      publishedAt: report.published_at,
    },
    content: report.content,
    ...(version === 2 ? { sources: report.sources ?? {} } : {}),
  };
  const json = new TextEncoder().encode(`${JSON.stringify(packet, null, 2)}\n`);
  return { filename: packetFileName(report), content: base64(json) };
}

async function attachmentsOf(client: SupabaseClient, mail: OutboundEmail, siteUrl: string): Promise<Attachment[]> {
  if (!Array.isArray(mail.attachments)) throw new MailFailure('Attachments must be a list');
  const out: Attachment[] = [];
  for (const item of mail.attachments as unknown[]) {
    if (typeof item === 'string' && CUSTOMER_KINDS.has(mail.kind))
      throw new MailFailure(`An LOS mail may carry only the report's data packet, not a stored file: ${item}`);
    const packet = packetOf(item);
    if (typeof item === 'string') out.push(await fileAttachment(client, item));
    else if (packet) out.push(await packetAttachment(client, packet.reportId, packet.version, siteUrl));
    else throw new MailFailure(`Unknown attachment: ${JSON.stringify(item)}`);
  }
  return out;
}

async function post(config: MailConfig, mail: OutboundEmail, attachments: Attachment[]): Promise<void> {
  let response: Response;
  try {
    response = await fetch(config.apiUrl, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `outbound-email-${mail.id}-${mail.attempts + 1}`,
      },
      body: JSON.stringify({
        from: config.from,
        to: [mail.recipient],
        subject: mail.subject,
        text: mail.body,
        attachments,
      }),
    });
  } catch (cause) {
    throw new MailFailure(`Mail provider unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  if (!response.ok) {
    const answer = (await response.text().catch(() => '')).slice(0, 500);
    throw new MailFailure(`Mail provider answered ${response.status}: ${answer}`);
  }
}

/** Records the outcome, only if no other run recorded one for this attempt meanwhile. */
async function mark(client: SupabaseClient, mail: OutboundEmail, failure: string | null): Promise<void> {
  const { error } = await client
    .from('outbound_emails')
    .update(
      failure === null
        ? { status: 'sent', sent_at: new Date().toISOString(), attempts: mail.attempts + 1, last_error: null }
        : { status: 'failed', attempts: mail.attempts + 1, last_error: failure.slice(0, 2000) },
    )
    .eq('id', mail.id)
    .eq('attempts', mail.attempts);
  if (error) throw error;
}

function batchLimit(body: Record<string, unknown> | null): number | null {
  const limit = body?.limit;
  if (limit === undefined) return DEFAULT_LIMIT;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;
  const refused = await refuseAllButServiceRole(req, reply, 'Only the mail schedule may deliver queued mail');
  if (refused) return refused;

  const config = mailConfig();
  if (Array.isArray(config)) {
    return reply.error(
      500,
      'mail_not_configured',
      `Mail delivery is not configured: set ${config.join(', ')}. Queued mail stays queued.`,
    );
  }
  const limit = batchLimit(await readJsonObject(req));
  if (limit === null) {
    return reply.error(400, 'validation_failed', `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  }

  // The caller holds the service-role key, so the function may act with it.
  const client = serviceClient();
  const due = (kinds: string[] | null) => {
    const query = client
      .from('outbound_emails')
      .select('id, kind, recipient, subject, body, attachments, attempts')
      .in('status', ['queued', 'failed'])
      .lt('attempts', MAX_ATTEMPTS);
    return (kinds ? query.in('kind', kinds) : query)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(limit);
  };
  // The platform's mails first; the rest of the batch is the oldest of all (those already taken left out).
  const first = await due(PRIORITY_KINDS);
  if (first.error) return reply.internal(first.error);
  let batch = (first.data ?? []) as OutboundEmail[];
  if (batch.length < limit) {
    const rest = await due(null);
    if (rest.error) return reply.internal(rest.error);
    const taken = new Set(batch.map((mail) => mail.id));
    batch = [...batch, ...((rest.data ?? []) as OutboundEmail[]).filter((mail) => !taken.has(mail.id))].slice(0, limit);
  }

  let sent = 0;
  let failed = 0;
  try {
    for (const mail of batch) {
      let failure: string | null = null;
      try {
        await post(config, mail, await attachmentsOf(client, mail, config.siteUrl));
      } catch (cause) {
        if (!(cause instanceof MailFailure)) throw cause;
        failure = cause.message;
      }
      await mark(client, mail, failure);
      if (failure === null) sent += 1;
      else failed += 1;
    }
  } catch (cause) {
    return reply.internal({ sent, failed, cause });
  }
  return reply.json({ sent, failed });
});
