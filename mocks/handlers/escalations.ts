import {
  ESCALATION_QUESTION_MAX,
  ESCALATION_QUESTION_REQUIRED,
  ESCALATION_QUESTION_TOO_LONG,
  orderEscalationSchema,
  reportNumber,
  type OrderRequest,
  type PublishedReport,
} from '@/backend';
import { formatReportDate } from '@/lib/report/format';
import { API_ROUTES } from '../api/routes';
import { REPORT_ERRORS } from '../api/wire';
import { callerIsActive, callerIsStaff, isoNow, restError, withoutGrant, type HandlerContext } from './context';
import { mailText, moveOrder, noContent, notFound, orderForChange, uidOf } from './order-lifecycle';
import { jsTrimmed } from './report-approvals';
import { entityLine, latestReport, packetFile, readReport, storedFile, subjectLine } from './reports';
import { charLength, rpc, rpcOverload } from './rpc-call';
import type { TableShape } from './table-shape';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twin of escalate_order() (migrations 0900 and 3400, issue 47 §3): the owner sends a ready report to the
 * partner firm's legal review with their question, once per order, checked in the order of the plpgsql with its
 * SQLSTATE and message; the firm's mail (legal_review) carries the question and the exact list of what goes; and
 * public.order_escalations, the escalation on the record, read by the order's owner and active staff, written by
 * nobody through the API.
 */

const ESCALATIONS_TABLE: TableShape = {
  name: 'order_escalations',
  columns: Object.keys(orderEscalationSchema.shape),
  uuidColumns: ['order_id', 'report_id', 'escalated_by'],
  integerColumns: ['report_version'],
};

/** private.escalation_date(): "March 2, 2026", the UTC date of a timestamp. */
export const escalationDate = (at: string) => formatReportDate(new Date(at).toISOString().slice(0, 10));

/** The firm's mail of escalate_order (legal_review): the question, then each thing it sends, named. */
async function writeLegalReviewMail(
  ctx: HandlerContext,
  order: OrderRequest,
  report: PublishedReport,
  question: string,
): Promise<void> {
  const { name, email } = ctx.config.partnerFirm;
  const number = reportNumber(order.id, report.version);
  const documents = order.documents_purged_at === null ? order.documents : [];
  const sent = [
    `- Report version ${report.version}: its data packet (JSON), attached`,
    ...(order.documents_purged_at === null
      ? documents.map((d) => `- ${mailText(d.name, 255)}, attached`)
      : [
          `- No documents: documents no longer held since ${escalationDate(order.documents_purged_at)} (removed after the 90-day retention period)`,
        ]),
  ];
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: email,
    subject: subjectLine(`Legal review request: ${order.entity_legal_name} (${number})`),
    text: [
      `Hello ${name},`,
      '',
      'A customer asks for your legal review of this report.',
      '',
      'What the customer needs answered:',
      question,
      '',
      `Report: ${number}`,
      `Entity: ${entityLine(order)}`,
      `Property state: ${order.property_state ?? 'not given'}`,
      `Loan reference: ${order.loan_reference ?? 'not given'}`,
      `Customer: ${order.name} <${order.email}>${order.company === null ? '' : `, ${order.company}`}`,
      `Order: ${order.id}`,
      '',
      'What we send you:',
      ...sent,
      '',
      'EntityLens',
    ].join('\n'),
    link: null,
    created_at: isoNow(ctx),
    attachments: [packetFile(report), ...documents.map((d) => storedFile(d.storage_path))],
    queued: { kind: 'legal_review', order_id: order.id, report_id: report.id },
  });
}

export function escalationHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.orderEscalations}`;
  const escalateUrl = `${base}${API_ROUTES.rpcEscalateOrder}`;
  const signedIn = ['authenticated', 'service'] as const;

  // escalate_order: the checks of the order first (as before migration 3400), then the question's.
  const escalate = (caller: Parameters<typeof uidOf>[0], orderId: string | null, question: string | null) =>
    ctx.db.exclusive(async () => {
      if (orderId === null) return notFound();
      const order = orderForChange(ctx, caller, orderId);
      if (order instanceof Response) return order;
      if (order.user_id !== uidOf(caller)) return notFound();
      const escalatedBefore = ctx.db.orderStatusHistory.findFirst((q) =>
        q.where({ order_id: order.id, to_status: 'Escalated' }),
      );
      if (escalatedBefore) return restError(400, 'P0001', REPORT_ERRORS.alreadyEscalated);
      const row = latestReport(ctx, order.id);
      if (order.status !== 'Report ready' || !row) return restError(400, 'P0001', REPORT_ERRORS.escalateNotReady);
      const text = jsTrimmed(question);
      if (text === null) return restError(400, '22023', ESCALATION_QUESTION_REQUIRED);
      if (charLength(text) > ESCALATION_QUESTION_MAX) return restError(400, '22023', ESCALATION_QUESTION_TOO_LONG);

      await moveOrder(ctx, order, 'Escalated', 'Escalated to legal review by the customer', 'customer', order.user_id);
      const report = readReport(row);
      await ctx.db.orderEscalations.create({
        order_id: order.id,
        report_id: report.id,
        report_version: report.version,
        question: text,
        documents: order.documents_purged_at === null ? order.documents.map((d) => d.name) : [],
        documents_purged_at: order.documents_purged_at,
        escalated_by: order.user_id,
        escalated_at: isoNow(ctx),
      });
      await writeLegalReviewMail(ctx, order, report, text);
      return noContent();
    });

  return [
    // order_escalations_select: an active caller reads the escalations of their own orders, active staff all.
    selectHandler(ctx, url, ESCALATIONS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.orderEscalations.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      if (callerIsStaff(ctx, caller)) return ctx.db.orderEscalations.all();
      const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: uid })).map((o) => o.id));
      return ctx.db.orderEscalations.findMany((q) => q.where((e) => own.has(e.order_id)));
    }),
    ...withoutGrant(ctx, url, 'order_escalations', ['post', 'patch', 'delete']),

    // escalate_order(_order_id, _question) of migration 3400; _question has a default (null, refused), so the
    // one-argument call reaches it too.
    rpcOverload(
      ctx,
      escalateUrl,
      'escalate_order',
      { _order_id: 'uuid', _question: 'text' },
      signedIn,
      (caller, { _order_id: orderId, _question: question }) => escalate(caller, orderId, question),
    ),
    rpc(ctx, escalateUrl, 'escalate_order', { _order_id: 'uuid' }, signedIn, (caller, { _order_id: orderId }) =>
      escalate(caller, orderId, null),
    ),
  ];
}
