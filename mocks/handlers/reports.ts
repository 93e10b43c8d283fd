import { HttpResponse } from 'msw';
import {
  APPROVAL_TEXT_MAX,
  CONTRADICTIONS_NEED_OVERRIDE,
  CORRECTION_NOTE_REQUIRED,
  emailSchema,
  LOS_LIMITS,
  OVERRIDE_TOO_LONG,
  publishedReportSchema,
  REPORT_OVERRIDE_MAX,
  reportContentSchema,
  reportNumber,
  reportSignoffSchema,
  storedReportOverrideSchema,
  UNAPPROVED_NEEDS_REASON,
  UNAPPROVED_REASON_TOO_LONG,
  type LosPacketVersion,
  type OrderRequest,
  type PublishedReport,
} from '@/backend';
import { reportContradictions, type ContradictionInput } from '@/lib/report/contradictions';
import { buildReportPacket, buildReportPacketV2, reportPacketFileName } from '@/lib/report/packet';
import { API_ROUTES } from '../api/routes';
import { approvalOf, jsTrimmed } from './report-approvals';
import { deleteDraftOf, draftOf } from './report-drafts';
import { stampFieldEvents } from './report-field-events';
import { cannotPublishMessage, REPORT_ERRORS, reportContentInvalidMessage, type ReportContentFault } from '../api/wire';
import type { OrderReportRecord, OutboxAttachmentRecord } from '../db';
import { ORDER_DOCUMENTS_BUCKET } from '../seed/shared';
import {
  callerIsActive,
  callerIsAdmin,
  callerIsStaff,
  isoNow,
  restError,
  withoutGrant,
  type HandlerContext,
  type RestCaller,
} from './context';
import {
  accountMailAddress,
  MAIL_TEXT_MAX,
  mailText,
  moveOrder,
  notFound,
  orderForChange,
  portalOrderLink,
  uidOf,
} from './order-lifecycle';
import type { TableShape } from './table-shape';
import { checkReviews, storeReviews } from './report-reviews';
import { losPacketVersion, recordLosHandoff, refusedPacketVersion, setLosPacketVersion } from './los-handoffs';
import { charLength, pgTrimmed, rpc, rpcOverload } from './rpc-call';
import { recordStaffAction } from './staff-audit-log';
import { NO_GRANT, selectHandler, staffOnly } from './table';

/**
 * The twins of migrations 0900 and 1500 (reports): the order_reports and account_los_settings tables (read-only
 * through the API, under their policies; account_los_addresses is not readable at all) and the RPCs
 * publish_report, queue_los_delivery and confirm_los_address (escalate_order is escalations.ts), migration 3000's report_overrides
 * (a version published over its contradictions: staff read it, nobody writes it through the API) and migration
 * 3100's report_signoffs (who signed off each version: the checker who approved its draft, or the reason it was
 * published without; staff only, written by publish_report with every version), checked in the order of the
 * plpgsql with its SQLSTATE, message, detail and hint. Report content is checked
 * with the port's reportContentSchema, of which private.report_content_errors() is the SQL twin. The mails
 * the functions queue in public.outbound_emails land in the demo outbox here, with their attachments named.
 */

const REPORTS_TABLE: TableShape = {
  name: 'order_reports',
  columns: Object.keys(publishedReportSchema.shape),
  uuidColumns: ['id', 'order_id', 'published_by'],
  integerColumns: ['version'],
};

const OVERRIDES_TABLE: TableShape = {
  name: 'report_overrides',
  columns: Object.keys(storedReportOverrideSchema.shape),
  uuidColumns: ['order_id', 'overridden_by'],
  integerColumns: ['version'],
};

const SIGNOFFS_TABLE: TableShape = {
  name: 'report_signoffs',
  columns: Object.keys(reportSignoffSchema.shape),
  uuidColumns: ['order_id', 'maker_id', 'checker_id', 'published_by'],
  integerColumns: ['version'],
};

const LOS_SETTINGS_TABLE: TableShape = {
  name: 'account_los_settings',
  columns: ['user_id', 'los_email', 'updated_at'],
  uuidColumns: ['user_id'],
};

const LOS_ADDRESSES_TABLE: TableShape = {
  name: 'account_los_addresses',
  columns: [
    'user_id',
    'email',
    'confirmed_at',
    'code_hash',
    'code_expires_at',
    'code_attempts',
    'created_at',
    'packet_version',
  ],
  uuidColumns: ['user_id'],
  integerColumns: ['code_attempts', 'packet_version'],
};

/** The customer's page of an order's report, relative to the site origin (private.report_link()). */
export const portalReportLink = (orderId: string) => `${portalOrderLink(orderId)}/report`;

/** A stored PDF as an attachment, named by its object name's last segment (as deliver-outbound-email names it). */
export const storedFile = (path: string): OutboxAttachmentRecord => ({
  name: path.split('/').at(-1)!,
  content_type: 'application/pdf',
  source: { kind: 'storage', bucket: ORDER_DOCUMENTS_BUCKET, path },
});

/**
 * The report's data packet as an attachment ({"packet": <report id>}: built when it is downloaded); the LOS mail
 * names its version ({"packet": <report id>, "version": 1 | 2}, migration 3300).
 */
export const packetFile = (report: PublishedReport, version?: LosPacketVersion): OutboxAttachmentRecord => ({
  name: reportPacketFileName(report),
  content_type: 'application/json',
  source: { kind: 'packet', report_id: report.id, ...(version === undefined ? {} : { version }) },
});

/** A stored report row as the port reads it (the content parsed as every reader parses it). */
export function readReport(row: OrderReportRecord): PublishedReport {
  return publishedReportSchema.parse(row);
}

/** The data packet of a report (version 1 unless asked for 2) as a JSON file, or null when the report is gone. */
export function reportPacketFile(ctx: HandlerContext, reportId: string, version: LosPacketVersion = 1): Blob | null {
  const row = ctx.db.orderReports.findFirst((q) => q.where({ id: reportId }));
  if (!row) return null;
  const packet = version === 2 ? buildReportPacketV2(readReport(row)) : buildReportPacket(readReport(row));
  return new Blob([`${JSON.stringify(packet, null, 2)}\n`], {
    type: 'application/json',
  });
}

/** private.report_content_errors(): each fault of the content, in zod's order, with zod's dotted path. */
function contentFaults(content: unknown): ReportContentFault[] {
  const checked = reportContentSchema.safeParse(content);
  return checked.success ? [] : checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The faults as `_errors::text` writes them into the error's detail (jsonb's text: keys by length, spaced). */
function faultsAsJsonbText(faults: readonly ReportContentFault[]): string {
  const items = faults.map((f) => `{"path": ${JSON.stringify(f.path)}, "message": ${JSON.stringify(f.message)}}`);
  return `[${items.join(', ')}]`;
}

/** The newest published version of an order's report, if any. */
export function latestReport(ctx: HandlerContext, orderId: string): OrderReportRecord | undefined {
  return ctx.db.orderReports
    .findMany((q) => q.where({ order_id: orderId }))
    .reduce<OrderReportRecord | undefined>(
      (latest, r) => (!latest || r.version > latest.version ? r : latest),
      undefined,
    );
}

/** The order's identity line of the mails: `Cedar Ridge Apartments LLC (Limited Liability Company, Delaware)`. */
export const entityLine = (order: OrderRequest) =>
  `${order.entity_legal_name} (${order.report_type}, ${order.formation_state})`;

/**
 * The customer's mail of publish_report (report_ready): a new report, one after legal review, or a correction,
 * to the account (private.queue_report_ready_mail() of migration 2100, line for line); none without an address.
 */
async function writeReportReadyMail(
  ctx: HandlerContext,
  order: OrderRequest,
  report: PublishedReport,
  note: string | null,
): Promise<void> {
  const recipient = accountMailAddress(ctx, order.user_id);
  if (recipient === null) return;
  const number = reportNumber(order.id, report.version);
  const link = portalReportLink(order.id);
  const correction = order.status === 'Report ready';
  const entity = `${mailText(order.entity_legal_name, MAIL_TEXT_MAX.entity)} (${order.report_type}, ${order.formation_state})`;
  const lines = [
    `Hello ${mailText(order.name, MAIL_TEXT_MAX.name)},`,
    '',
    correction
      ? `We corrected the report for ${entity}: ${number} replaces the earlier version.`
      : order.status === 'Escalated'
        ? `The report for ${entity} is ready after the partner firm's legal review: ${number}.`
        : `The report for ${entity} is ready: ${number}.`,
  ];
  if (correction) lines.push('', `What changed: ${mailText(note, MAIL_TEXT_MAX.message)}`);
  lines.push(
    '',
    'Read it, download it as a PDF or a data packet, or send it to your loan origination system:',
    link,
    '',
    'EntityLens',
  );
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: recipient,
    subject: correction ? `Corrected report ${number}` : `Your report ${number} is ready`,
    text: lines.join('\n'),
    link,
    created_at: isoNow(ctx),
    attachments: [],
    queued: { kind: 'report_ready', order_id: order.id, report_id: report.id },
  });
}

/**
 * A subject as outbound_emails keeps it (migration 2300's trigger): on one line, as private.mail_text() puts a
 * typed value, and at most the column's 500 characters. The subjects that name the entity as typed need it.
 */
export const subjectLine = (subject: string) => mailText(subject, 500);

/**
 * The LOS mail (los_delivery, private.queue_los_mail()): the report's data packet and the link to the report,
 * under a body naming the report, the entity and the conclusion. Never a file of the customer's.
 */
async function writeLosMail(
  ctx: HandlerContext,
  order: OrderRequest,
  report: PublishedReport,
  recipient: string,
  remember: boolean,
): Promise<void> {
  const uid = order.user_id;
  if (remember) {
    const now = isoNow(ctx);
    const kept = ctx.db.accountLosSettings.findFirst((q) => q.where({ user_id: uid }));
    if (kept)
      await ctx.db.accountLosSettings.update((q) => q.where({ user_id: uid }), {
        data(row) {
          row.los_email = recipient;
          row.updated_at = now;
        },
      });
    else await ctx.db.accountLosSettings.create({ user_id: uid, los_email: recipient, updated_at: now });
  }
  const number = reportNumber(order.id, report.version);
  const link = portalReportLink(order.id);
  const packet = losPacketVersion(ctx, uid, recipient);
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: recipient,
    subject: subjectLine(`Legal entity report ${number}: ${order.entity_legal_name}`),
    text: [
      `Legal entity report ${number} for ${entityLine(order)}, sent by ${order.name} <${order.email}>${order.company === null ? '' : ` of ${order.company}`}.`,
      `Conclusion: ${report.content.conclusion.verdict}`,
      `Loan reference: ${order.loan_reference ?? 'not given'}`,
      '',
      `The report (sign-in required): ${link}`,
      '',
      `Attached: the report's JSON data packet (packet version ${packet}), built by EntityLens from the published report.`,
      '',
      'EntityLens',
    ].join('\n'),
    link,
    created_at: isoNow(ctx),
    attachments: [packetFile(report, packet)],
    queued: { kind: 'los_delivery', order_id: order.id, report_id: report.id, requested_by: uid },
  });
  await recordLosHandoff(ctx, order, report, recipient, packet);
}

/** The mail to a new LOS address (los_confirmation): the code that confirms it, and nothing of the report. */
async function writeLosConfirmationMail(ctx: HandlerContext, uid: string, recipient: string, code: string) {
  const account = ctx.db.profiles.findFirst((q) => q.where({ id: uid }))?.email ?? null;
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: recipient,
    subject: 'Your EntityLens code to confirm this LOS address',
    text: [
      'Hello,',
      '',
      `The EntityLens customer account ${account} asked to send legal entity reports to this address, for a loan origination system.`,
      '',
      `Code: ${code}`,
      '',
      `Type it in the Send to LOS form within ${LOS_LIMITS.codeMinutes} minutes to confirm the address; until then nothing else is sent here.`,
      'If you did not expect this, ignore this mail.',
      '',
      'EntityLens',
    ].join('\n'),
    link: null,
    created_at: isoNow(ctx),
    attachments: [],
    queued: { kind: 'los_confirmation', order_id: null, report_id: null, requested_by: uid },
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** private.los_mails_today(): the LOS mails of one kind the user asked for in the last 24 hours. */
function losMailsToday(ctx: HandlerContext, uid: string, kind: 'los_delivery' | 'los_confirmation'): number {
  const since = ctx.now() - DAY_MS;
  return ctx.db.outbox.findMany((q) =>
    q.where((m) => m.queued?.requested_by === uid && m.queued.kind === kind && Date.parse(m.created_at) > since),
  ).length;
}

/** private.los_code_hash(): SHA-256 (hex) of `<user id>:<address>:<code>`. */
async function losCodeHash(uid: string, email: string, code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${uid}:${email}:${code}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Six digits from the platform's strong random source. */
function newLosCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String(n! % 1_000_000).padStart(6, '0');
}

/** private.los_report(): the caller's report and its order (an active owner's), or "Report not found". */
function losReport(
  ctx: HandlerContext,
  caller: Parameters<typeof uidOf>[0],
  reportId: string | null,
): { report: OrderReportRecord; order: OrderRequest } | Response {
  const uid = uidOf(caller);
  const active = uid !== null && callerIsActive(ctx, caller);
  const report =
    active && reportId !== null ? ctx.db.orderReports.findFirst((q) => q.where({ id: reportId })) : undefined;
  const order = report ? ctx.db.orderRequests.findFirst((q) => q.where({ id: report.order_id })) : undefined;
  if (!report || !order || uid === null || order.user_id !== uid)
    return restError(404, 'PT404', REPORT_ERRORS.reportNotFound);
  return { report, order };
}

export function reportHandlers(ctx: HandlerContext, base: string) {
  const reportsUrl = `${base}${API_ROUTES.orderReports}`;
  const losSettingsUrl = `${base}${API_ROUTES.accountLosSettings}`;
  const losAddressesUrl = `${base}${API_ROUTES.accountLosAddresses}`;
  const publishUrl = `${base}${API_ROUTES.rpcPublishReport}`;
  const overridesUrl = `${base}${API_ROUTES.reportOverrides}`;
  const signoffsUrl = `${base}${API_ROUTES.reportSignoffs}`;
  const signedIn = ['authenticated', 'service'] as const;

  /**
   * public.publish_report(): the checks in the plpgsql's order, then the version with its sign-off, its reviews,
   * the move and the mail.
   */
  const publishReport = (
    caller: RestCaller,
    orderId: string | null,
    content: unknown,
    note: string | null,
    reviews: unknown,
    override: string | null,
    withoutApproval: string | null,
  ) =>
    ctx.db.exclusive(async () => {
      const uid = uidOf(caller);
      if (!callerIsAdmin(ctx, caller)) return restError(403, '42501', REPORT_ERRORS.publishAdminOnly);
      if (orderId === null) return notFound();
      const order = orderForChange(ctx, caller, orderId);
      if (order instanceof Response) return order;
      // Migration 3100 wraps migration 3000's function: the reason's length first, then every check of that one.
      const reasonText = jsTrimmed(withoutApproval);
      if (reasonText !== null && charLength(reasonText) > APPROVAL_TEXT_MAX)
        return restError(400, '22023', UNAPPROVED_REASON_TOO_LONG);
      const overrideText = pgTrimmed(override);
      if (overrideText !== null && charLength(overrideText) > REPORT_OVERRIDE_MAX)
        return restError(400, '22023', OVERRIDE_TOO_LONG);
      if (order.status !== 'In review' && order.status !== 'Escalated' && order.status !== 'Report ready')
        return restError(400, 'P0001', cannotPublishMessage(order.status), null, 'invalid_transition');
      const faults = contentFaults(content);
      if (faults.length > 0)
        return restError(400, '22023', reportContentInvalidMessage(faults[0]!), faultsAsJsonbText(faults));
      if (note !== null && charLength(note) > 500) return restError(400, '22023', REPORT_ERRORS.noteTooLong);
      const noteText = pgTrimmed(note);
      if (order.status === 'Report ready' && noteText === null)
        return restError(400, '22023', CORRECTION_NOTE_REQUIRED);
      const checked = checkReviews(ctx, order.id, reviews);
      if (checked instanceof Response) return checked;
      // Last, after every check of the version as given (migration 3000): the report's own checks, on the content
      // as given, as private.report_contradictions() reads it (it is valid by now).
      const contradictions = reportContradictions(content as ContradictionInput);
      if (contradictions.length > 0 && overrideText === null)
        return restError(
          400,
          '22023',
          CONTRADICTIONS_NEED_OVERRIDE,
          faultsAsJsonbText(contradictions.map((c) => ({ path: c.paths[0] ?? '', message: c.message }))),
        );
      // Last, after every other check (migration 3100): a draft no checker approved at its current version is
      // published only with a written reason.
      const draft = draftOf(ctx, order.id);
      const approval = draft ? approvalOf(ctx, order.id) : undefined;
      const approved = approval?.state === 'approved' && approval.draft_version === draft?.version ? approval : null;
      if (!approved && reasonText === null) return restError(400, '22023', UNAPPROVED_NEEDS_REASON);

      const version = (latestReport(ctx, order.id)?.version ?? 0) + 1;
      const publishedAt = isoNow(ctx);
      // The version's sign-off, written before it as the SQL does (so its audit entry can carry it).
      const signoff = await ctx.db.reportSignoffs.create({
        order_id: order.id,
        version,
        maker_id: approved?.maker_id ?? null,
        maker_email: approved?.maker_email ?? null,
        checker_id: approved?.checker_id ?? null,
        checker_email: approved?.checker_email ?? null,
        approved_at: approved?.decided_at ?? null,
        unapproved_reason: approved ? null : reasonText,
        published_by: uid!,
        published_at: publishedAt,
      });
      const kept =
        contradictions.length > 0 && overrideText !== null
          ? await ctx.db.reportOverrides.create({
              order_id: order.id,
              version,
              reason: overrideText,
              contradictions,
              overridden_by: uid!,
              overridden_at: publishedAt,
            })
          : null;
      const row = await ctx.db.orderReports.create({
        id: crypto.randomUUID(),
        order_id: order.id,
        version,
        content: content as OrderReportRecord['content'],
        note: noteText,
        published_by: uid,
        published_at: publishedAt,
        sources: checked.sources,
      });
      await stampFieldEvents(ctx, order.id, version);
      await deleteDraftOf(ctx, order.id);
      await recordStaffAction(ctx, uid, 'report_published', order.user_id, {
        orderId: order.id,
        version,
        ...(kept
          ? { override: { reason: kept.reason, contradictions: kept.contradictions.map((c) => c.message) } }
          : {}),
        signoff:
          signoff.unapproved_reason === null
            ? { makerEmail: signoff.maker_email, checkerEmail: signoff.checker_email }
            : { withoutApproval: signoff.unapproved_reason },
      });
      await storeReviews(ctx, row, order.user_id, checked.reviews, uid!);
      const message =
        order.status === 'Report ready'
          ? `Corrected report (version ${version}): ${noteText}`
          : order.status === 'Escalated'
            ? `Report published after legal review (version ${version})`
            : `Report published (version ${version})`;
      // The report's own mail tells the customer; no separate status mail.
      await moveOrder(ctx, order, 'Report ready', message, 'staff', uid, { statusMail: false });
      await writeReportReadyMail(ctx, order, readReport(row), noteText);
      return HttpResponse.json({ ...row });
    });

  // queue_los_delivery: the owner sends a report to a confirmed LOS address ('sent'), or a new address is
  // mailed a code to confirm it ('confirmation_sent'); both within the daily limits. packetVersion (migration
  // 3300) is the version the address reads, kept with it (null keeps what it has).
  const queueLosDelivery = (
    caller: RestCaller,
    reportId: string | null,
    recipient: string | null,
    remember: boolean | null,
    packetVersion: number | null,
  ) =>
    ctx.db.exclusive(async () => {
      const found = losReport(ctx, caller, reportId);
      if (found instanceof Response) return found;
      const { report, order } = found;
      const email = emailSchema.safeParse(recipient);
      if (!email.success) return restError(400, '22023', REPORT_ERRORS.invalidRecipient);
      const refused = refusedPacketVersion(packetVersion);
      if (refused) return refused;
      const uid = order.user_id;
      if (losMailsToday(ctx, uid, 'los_delivery') >= LOS_LIMITS.deliveriesPerDay)
        return restError(429, 'PT429', REPORT_ERRORS.dailyLimit);
      const key = email.data.toLowerCase();
      const address = ctx.db.accountLosAddresses.findFirst((q) => q.where({ user_id: uid, email: key }));
      if (address?.confirmed_at) {
        await setLosPacketVersion(ctx, uid, key, packetVersion);
        await writeLosMail(ctx, order, readReport(report), email.data, remember === true);
        return HttpResponse.json('sent');
      }
      if (losMailsToday(ctx, uid, 'los_confirmation') >= LOS_LIMITS.newAddressesPerDay)
        return restError(429, 'PT429', REPORT_ERRORS.newAddressLimit);
      const code = newLosCode();
      const codeHash = await losCodeHash(uid, key, code);
      const expires = new Date(ctx.now() + LOS_LIMITS.codeMinutes * 60_000).toISOString();
      if (address)
        await ctx.db.accountLosAddresses.update((q) => q.where({ user_id: uid, email: key }), {
          data(row) {
            row.code_hash = codeHash;
            row.code_expires_at = expires;
            row.code_attempts = 0;
          },
        });
      else
        await ctx.db.accountLosAddresses.create({
          user_id: uid,
          email: key,
          confirmed_at: null,
          code_hash: codeHash,
          code_expires_at: expires,
          code_attempts: 0,
          created_at: isoNow(ctx),
          packet_version: 2,
        });
      await setLosPacketVersion(ctx, uid, key, packetVersion);
      await writeLosConfirmationMail(ctx, uid, email.data, code);
      return HttpResponse.json('confirmation_sent');
    });

  // confirm_los_address: the code mailed to a new address confirms it and sends the report ('sent'); a wrong
  // code is an answer ('wrong_code', counted; the last allowed try voids it: 'code_voided').
  const confirmLosAddress = (
    caller: RestCaller,
    reportId: string | null,
    recipient: string | null,
    code: string | null,
    remember: boolean | null,
    packetVersion: number | null,
  ) =>
    ctx.db.exclusive(async () => {
      const found = losReport(ctx, caller, reportId);
      if (found instanceof Response) return found;
      const { report, order } = found;
      const email = emailSchema.safeParse(recipient);
      if (!email.success) return restError(400, '22023', REPORT_ERRORS.invalidRecipient);
      if (code === null || !/^[0-9]{6}$/.test(code)) return restError(400, '22023', REPORT_ERRORS.codeInvalid);
      const refused = refusedPacketVersion(packetVersion);
      if (refused) return refused;
      const uid = order.user_id;
      const key = email.data.toLowerCase();
      const pending = ctx.db.accountLosAddresses.findFirst((q) => q.where({ user_id: uid, email: key }));
      if (!pending?.code_hash || !pending.code_expires_at || Date.parse(pending.code_expires_at) <= ctx.now())
        return restError(400, 'P0001', REPORT_ERRORS.codeExpired);
      if (pending.code_hash !== (await losCodeHash(uid, key, code))) {
        const voided = pending.code_attempts + 1 >= LOS_LIMITS.codeTries;
        await ctx.db.accountLosAddresses.update((q) => q.where({ user_id: uid, email: key }), {
          data(row) {
            if (voided) {
              row.code_hash = null;
              row.code_expires_at = null;
              row.code_attempts = 0;
            } else row.code_attempts += 1;
          },
        });
        return HttpResponse.json(voided ? 'code_voided' : 'wrong_code');
      }
      if (losMailsToday(ctx, uid, 'los_delivery') >= LOS_LIMITS.deliveriesPerDay)
        return restError(429, 'PT429', REPORT_ERRORS.dailyLimit);
      const now = isoNow(ctx);
      await ctx.db.accountLosAddresses.update((q) => q.where({ user_id: uid, email: key }), {
        data(row) {
          row.confirmed_at = now;
          row.code_hash = null;
          row.code_expires_at = null;
          row.code_attempts = 0;
        },
      });
      await setLosPacketVersion(ctx, uid, key, packetVersion);
      await writeLosMail(ctx, order, readReport(report), email.data, remember === true);
      return HttpResponse.json('sent');
    });

  return [
    // order_reports_select: an active caller reads the reports of their own orders, active staff all.
    selectHandler(ctx, reportsUrl, REPORTS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderReports.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      if (callerIsStaff(ctx, caller)) return ctx.db.orderReports.all();
      const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: uid })).map((o) => o.id));
      return ctx.db.orderReports.findMany((q) => q.where((r) => own.has(r.order_id)));
    }),
    ...withoutGrant(ctx, reportsUrl, 'order_reports', ['post', 'patch', 'delete']),

    // account_los_settings_select: an active caller reads their own row.
    selectHandler(ctx, losSettingsUrl, LOS_SETTINGS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.accountLosSettings.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      return ctx.db.accountLosSettings.findMany((q) => q.where({ user_id: uid }));
    }),
    ...withoutGrant(ctx, losSettingsUrl, 'account_los_settings', ['post', 'patch', 'delete']),

    // account_los_addresses: no grant to anon or authenticated (the codes' hashes stay on the server).
    selectHandler(ctx, losAddressesUrl, LOS_ADDRESSES_TABLE, (caller) =>
      caller.kind === 'service' ? ctx.db.accountLosAddresses.all() : NO_GRANT,
    ),
    ...withoutGrant(ctx, losAddressesUrl, 'account_los_addresses', ['post', 'patch', 'delete']),

    // report_overrides_select: active staff read every override; customers none.
    selectHandler(ctx, overridesUrl, OVERRIDES_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.reportOverrides.all();
      return callerIsActive(ctx, caller) && callerIsStaff(ctx, caller) ? ctx.db.reportOverrides.all() : [];
    }),
    ...withoutGrant(ctx, overridesUrl, 'report_overrides', ['post', 'patch', 'delete']),

    // report_signoffs_select: active staff read every sign-off; customers none.
    selectHandler(
      ctx,
      signoffsUrl,
      SIGNOFFS_TABLE,
      staffOnly(ctx, () => ctx.db.reportSignoffs.all()),
    ),
    ...withoutGrant(ctx, signoffsUrl, 'report_signoffs', ['post', 'patch', 'delete']),

    // publish_report: admins publish the next version; the order becomes (or stays) Report ready. The
    // six-argument function (migration 3100; _override and _without_approval have defaults, so four or five
    // arguments reach it too) stores the reviewers' decisions, the override and the sign-off with it; the
    // three-argument one (migration 1700) calls it with no reviews, override or reason.
    rpcOverload(
      ctx,
      publishUrl,
      'publish_report',
      {
        _order_id: 'uuid',
        _content: 'jsonb',
        _note: 'text',
        _reviews: 'jsonb',
        _override: 'text',
        _without_approval: 'text',
      },
      signedIn,
      (caller, args) =>
        publishReport(
          caller,
          args._order_id,
          args._content,
          args._note,
          args._reviews,
          args._override,
          args._without_approval,
        ),
    ),
    rpcOverload(
      ctx,
      publishUrl,
      'publish_report',
      { _order_id: 'uuid', _content: 'jsonb', _note: 'text', _reviews: 'jsonb', _override: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _content: content, _note: note, _reviews: reviews, _override: override }) =>
        publishReport(caller, orderId, content, note, reviews, override, null),
    ),
    rpcOverload(
      ctx,
      publishUrl,
      'publish_report',
      { _order_id: 'uuid', _content: 'jsonb', _note: 'text', _reviews: 'jsonb', _without_approval: 'text' },
      signedIn,
      (caller, args) =>
        publishReport(caller, args._order_id, args._content, args._note, args._reviews, null, args._without_approval),
    ),
    rpcOverload(
      ctx,
      publishUrl,
      'publish_report',
      { _order_id: 'uuid', _content: 'jsonb', _note: 'text', _reviews: 'jsonb' },
      signedIn,
      (caller, { _order_id: orderId, _content: content, _note: note, _reviews: reviews }) =>
        publishReport(caller, orderId, content, note, reviews, null, null),
    ),
    rpc(
      ctx,
      publishUrl,
      'publish_report',
      { _order_id: 'uuid', _content: 'jsonb', _note: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _content: content, _note: note }) =>
        publishReport(caller, orderId, content, note, [], null, null),
    ),

    // The four- and five-argument functions of migration 3300; _packet_version has a default, so the calls
    // without it reach them too.
    rpcOverload(
      ctx,
      `${base}${API_ROUTES.rpcQueueLosDelivery}`,
      'queue_los_delivery',
      { _report_id: 'uuid', _recipient: 'text', _remember: 'boolean', _packet_version: 'integer' },
      signedIn,
      (caller, args) =>
        queueLosDelivery(caller, args._report_id, args._recipient, args._remember, args._packet_version),
    ),
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcQueueLosDelivery}`,
      'queue_los_delivery',
      { _report_id: 'uuid', _recipient: 'text', _remember: 'boolean' },
      signedIn,
      (caller, args) => queueLosDelivery(caller, args._report_id, args._recipient, args._remember, null),
    ),
    rpcOverload(
      ctx,
      `${base}${API_ROUTES.rpcConfirmLosAddress}`,
      'confirm_los_address',
      { _report_id: 'uuid', _recipient: 'text', _code: 'text', _remember: 'boolean', _packet_version: 'integer' },
      signedIn,
      (caller, args) =>
        confirmLosAddress(caller, args._report_id, args._recipient, args._code, args._remember, args._packet_version),
    ),
    rpc(
      ctx,
      `${base}${API_ROUTES.rpcConfirmLosAddress}`,
      'confirm_los_address',
      { _report_id: 'uuid', _recipient: 'text', _code: 'text', _remember: 'boolean' },
      signedIn,
      (caller, args) => confirmLosAddress(caller, args._report_id, args._recipient, args._code, args._remember, null),
    ),
  ];
}
