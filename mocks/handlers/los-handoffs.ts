import {
  DEFAULT_LOS_PACKET_VERSION,
  LOS_PACKET_VERSION_INVALID,
  losHandoffSchema,
  type LosPacketVersion,
  type OrderRequest,
  type PublishedReport,
} from '@/backend';
import { API_ROUTES } from '../api/routes';
import {
  callerIsActive,
  callerIsStaff,
  isoNow,
  profileOf,
  restError,
  withoutGrant,
  type HandlerContext,
} from './context';
import type { TableShape } from './table-shape';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twin of migration 3300 (issue 47 §2): public.los_handoffs, one row per report sent to an LOS address,
 * written only by the LOS mail (private.queue_los_mail(), writeLosMail() in reports.ts), read by the order's owner
 * and active staff, written by nobody through the API; and the per-address packet version of
 * account_los_addresses.packet_version, which the mail carries.
 */

const HANDOFFS_TABLE: TableShape = {
  name: 'los_handoffs',
  columns: Object.keys(losHandoffSchema.shape),
  uuidColumns: ['id', 'order_id', 'report_id', 'sent_by'],
  integerColumns: ['report_version', 'packet_version'],
};

/** btrim(): spaces only, as Postgres trims by default. */
const btrim = (value: string | null | undefined) => (value ?? '').replace(/^ +| +$/g, '');

/** private.los_sender_name(): the display name, else first and last name, else the email. */
export function losSenderName(ctx: HandlerContext, userId: string): string {
  const p = profileOf(ctx, userId);
  const full = btrim([btrim(p?.first_name), btrim(p?.last_name)].filter(Boolean).join(' '));
  return btrim(p?.display_name) || full || p?.email || 'Unknown user';
}

/** private.check_los_packet_version(): null (keep the address's) or 1 or 2; anything else is 22023. */
export function refusedPacketVersion(value: number | null): Response | null {
  return value === null || value === 1 || value === 2 ? null : restError(400, '22023', LOS_PACKET_VERSION_INVALID);
}

/** private.set_los_packet_version(): keeps the version the customer chose for an address (null keeps it). */
export async function setLosPacketVersion(ctx: HandlerContext, userId: string, key: string, version: number | null) {
  if (version === null) return;
  await ctx.db.accountLosAddresses.update((q) => q.where({ user_id: userId, email: key }), {
    data(row) {
      row.packet_version = version as LosPacketVersion;
    },
  });
}

/** The packet version an address of the account asks for (2 unless it asked for 1). */
export function losPacketVersion(ctx: HandlerContext, userId: string, recipient: string): LosPacketVersion {
  const address = ctx.db.accountLosAddresses.findFirst((q) =>
    q.where({ user_id: userId, email: recipient.toLowerCase() }),
  );
  return address?.packet_version ?? DEFAULT_LOS_PACKET_VERSION;
}

/** The record of one send, written with its mail (queue_los_mail's insert). */
export async function recordLosHandoff(
  ctx: HandlerContext,
  order: OrderRequest,
  report: PublishedReport,
  recipient: string,
  packetVersion: LosPacketVersion,
) {
  await ctx.db.losHandoffs.create({
    id: crypto.randomUUID(),
    order_id: order.id,
    report_id: report.id,
    report_version: report.version,
    packet_version: packetVersion,
    recipient,
    sent_by: order.user_id,
    sent_by_name: losSenderName(ctx, order.user_id),
    sent_at: isoNow(ctx),
  });
}

export function losHandoffHandlers(ctx: HandlerContext, base: string) {
  const url = `${base}${API_ROUTES.losHandoffs}`;
  return [
    // los_handoffs_select: an active caller reads the sends of their own orders, active staff all.
    selectHandler(ctx, url, HANDOFFS_TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      if (caller.kind === 'service') return ctx.db.losHandoffs.all();
      const uid = caller.userId;
      if (!callerIsActive(ctx, caller)) return [];
      if (callerIsStaff(ctx, caller)) return ctx.db.losHandoffs.all();
      const own = new Set(ctx.db.orderRequests.findMany((q) => q.where({ user_id: uid })).map((o) => o.id));
      return ctx.db.losHandoffs.findMany((q) => q.where((h) => own.has(h.order_id)));
    }),
    ...withoutGrant(ctx, url, 'los_handoffs', ['post', 'patch', 'delete']),
  ];
}
