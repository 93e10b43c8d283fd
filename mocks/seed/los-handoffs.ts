import type { LosHandoff } from '@/backend';
import type { AccountLosAddressRecord } from '../db/schemas';
import { PERSONAS } from './personas';
import type { SeedData } from './seed-data';

const HOUR = 3_600_000;

/**
 * The LOS hand-offs on the record in the demo (issue 47 §2): the customer persona confirmed Harbor Point's LOS
 * intake address and sent each published report to it a few hours after it was ready (without keeping the address
 * on the account), so the order's history and the report page show the sends, and a second Send to LOS of the same version asks first. No mail is seeded with
 * them, as no other seeded event's mail is. supabase/seed.sql's seed-los-handoffs block holds the same rows.
 */
export const SEED_LOS_HANDOFFS = {
  recipient: 'los-intake@harborpoint.test',
  senderName: `${PERSONAS.customer.firstName} ${PERSONAS.customer.lastName}`,
  /** [order ref, hours after the version was published, packet version]: the first send confirmed the address. */
  sends: [
    ['a3f27c19', 3, 2],
    ['5e81b40d', 2, 2],
  ] as const,
};

export interface SeedLosRecords {
  handoffs: LosHandoff[];
  address: AccountLosAddressRecord;
}

export function seedLosRecords(seed: Pick<SeedData, 'reports'>): SeedLosRecords {
  const handoffs = SEED_LOS_HANDOFFS.sends.map(([ref, hours, packetVersion], i): LosHandoff => {
    const report = seed.reports.find((r) => r.order_id.startsWith(ref) && r.version === 1)!;
    return {
      id: `00000000-0000-4000-8000-0000000006${String(i + 1).padStart(2, '0')}`,
      order_id: report.order_id,
      report_id: report.id,
      report_version: 1,
      packet_version: packetVersion,
      recipient: SEED_LOS_HANDOFFS.recipient,
      sent_by: PERSONAS.customer.id,
      sent_by_name: SEED_LOS_HANDOFFS.senderName,
      sent_at: new Date(Date.parse(report.published_at) + hours * HOUR).toISOString(),
    };
  });
  const first = handoffs.reduce((a, b) => (a.sent_at < b.sent_at ? a : b));
  return {
    handoffs,
    address: {
      user_id: PERSONAS.customer.id,
      email: SEED_LOS_HANDOFFS.recipient,
      confirmed_at: first.sent_at,
      code_hash: null,
      code_expires_at: null,
      code_attempts: 0,
      created_at: new Date(Date.parse(first.sent_at) - HOUR / 6).toISOString(),
      packet_version: 2,
    },
  };
}
