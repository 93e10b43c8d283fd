import { API_ROUTES } from '../api/routes';
import type { OutboxRecord } from '../db';
import { callerIsAdmin, withoutGrant, type HandlerContext } from './context';
import type { TableShape } from './table-shape';
import { NO_GRANT, selectHandler } from './table';

const TABLE: TableShape = {
  name: 'outbound_emails',
  columns: [
    'id',
    'kind',
    'recipient',
    'subject',
    'body',
    'order_id',
    'report_id',
    'requested_by',
    'attachments',
    'status',
    'attempts',
    'last_error',
    'created_at',
    'sent_at',
  ],
  uuidColumns: ['id', 'order_id', 'report_id', 'requested_by'],
  integerColumns: ['attempts'],
};

/**
 * A mail of the outbox as its public.outbound_emails row (migration 0900). The twin delivers at once, so
 * every row is sent, at its creation; attachments are storage paths and {packet: report id}, as queued.
 */
function outboundRow(mail: OutboxRecord & { queued: NonNullable<OutboxRecord['queued']> }) {
  return {
    id: mail.id,
    kind: mail.queued.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.text,
    order_id: mail.queued.order_id,
    report_id: mail.queued.report_id,
    requested_by: mail.queued.requested_by,
    attachments: mail.attachments.map(({ source }) =>
      source.kind !== 'packet'
        ? source.path
        : source.version === undefined
          ? { packet: source.report_id }
          : { packet: source.report_id, version: source.version },
    ),
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: mail.created_at,
    sent_at: mail.created_at,
  };
}

/**
 * public.outbound_emails, read-only: the signed-in hold SELECT and its policy shows every row to active
 * admins (at aal2) and none to anyone else; anon holds no grant. Only the definer functions write it.
 */
export function outboundEmailHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.outboundEmails}`;
  return [
    selectHandler(ctx, url, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind !== 'service' && !callerIsAdmin(ctx, caller)) return [];
      return ctx.db.outbox
        .all()
        .flatMap((mail) => (mail.queued ? [outboundRow({ ...mail, queued: mail.queued })] : []));
    }),
    ...withoutGrant(ctx, url, 'outbound_emails', ['post', 'patch', 'delete']),
  ];
}
