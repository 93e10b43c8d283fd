import { describe, expect, it } from 'vitest';
import { earlierHandoff, losHandoffSchema, type LosHandoff } from './los-handoff';

const REPORT_1 = '00000000-0000-4000-8000-000000000f01';
const REPORT_2 = '00000000-0000-4000-8000-000000000f02';
const handoff = (n: number, reportId: string, recipient: string, sentAt: string): LosHandoff =>
  losHandoffSchema.parse({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    order_id: '00000000-0000-4000-8000-0000000000c1',
    report_id: reportId,
    report_version: reportId === REPORT_1 ? 1 : 2,
    packet_version: 2,
    recipient,
    sent_by: null,
    sent_by_name: 'Casey Customer',
    sent_at: sentAt,
  });

describe('earlierHandoff: when Send to LOS asks first', () => {
  const sends = [
    handoff(1, REPORT_1, 'Desk@Lender.test', '2026-03-01T09:00:00.000Z'),
    handoff(2, REPORT_1, 'desk@lender.test', '2026-03-02T09:00:00.000Z'),
    handoff(3, REPORT_2, 'other@lender.test', '2026-03-03T09:00:00.000Z'),
  ];

  it('finds the newest send of the same version to the same address, in any letter case and with spaces around', () => {
    expect(earlierHandoff(sends, REPORT_1, '  DESK@lender.test ')?.id).toBe(sends[1]!.id);
  });

  it('another version to that address, or that version to another address, asks nothing', () => {
    expect(earlierHandoff(sends, REPORT_2, 'desk@lender.test')).toBeNull();
    expect(earlierHandoff(sends, REPORT_1, 'other@lender.test')).toBeNull();
    expect(earlierHandoff([], REPORT_1, 'desk@lender.test')).toBeNull();
  });

  it('a packet version other than 1 or 2 is not a record', () => {
    expect(losHandoffSchema.safeParse({ ...sends[0], packet_version: 3 }).success).toBe(false);
  });
});
