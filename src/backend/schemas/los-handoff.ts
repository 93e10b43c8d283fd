import { z } from 'zod';

/**
 * The LOS hand-off on the record (issue 47 §2, migration …3300): each report sent to a loan origination system
 * is a row of public.los_handoffs, written by the send itself. The order's owner and staff read it; nobody writes
 * it through the API.
 */

/** The data packet versions an LOS mail can carry: 2 (with the sources) unless the address asks for 1. */
export const LOS_PACKET_VERSIONS = [1, 2] as const;
export const DEFAULT_LOS_PACKET_VERSION = 2;
export const LOS_PACKET_VERSION_INVALID = 'The data packet version must be 1 or 2';
export const losPacketVersionSchema = z.union([z.literal(1), z.literal(2)], { error: LOS_PACKET_VERSION_INVALID });
export type LosPacketVersion = z.infer<typeof losPacketVersionSchema>;

/** One send: when, by whom, to which confirmed address (as typed), which report version and packet version. */
export const losHandoffSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  report_id: z.uuid(),
  report_version: z.number().int().min(1),
  packet_version: losPacketVersionSchema,
  recipient: z.string(),
  /** A plain value: the record outlives the account. */
  sent_by: z.uuid().nullable(),
  sent_by_name: z.string(),
  sent_at: z.string().datetime({ offset: true }),
});
export type LosHandoff = z.infer<typeof losHandoffSchema>;

/** The earlier send of this report version to this address (any letter case), newest first; null if none. */
export function earlierHandoff(handoffs: readonly LosHandoff[], reportId: string, email: string): LosHandoff | null {
  const key = email.trim().toLowerCase();
  const same = handoffs.filter((h) => h.report_id === reportId && h.recipient.toLowerCase() === key);
  return same.sort((a, b) => Date.parse(b.sent_at) - Date.parse(a.sent_at))[0] ?? null;
}
