import { describe, expect, it } from 'vitest';
import type { CreditLedgerEntry } from '@/backend';
import { csvLines } from '@/lib/csv-export';
import { ledgerCsvColumns, ledgerLines, paidInLast12Months, signedCredits } from './ledger';

const USER = '00000000-0000-4000-8000-0000000000aa';
const ORDER = '7d2a9f31-0000-4000-8000-000000000c06';
let n = 0;
const entry = (
  kind: CreditLedgerEntry['kind'],
  credits: number,
  created_at: string,
  extra: Partial<CreditLedgerEntry> = {},
) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  user_id: USER,
  kind,
  credits,
  amount_paid_cents: null,
  reason: null,
  order_id: null,
  created_by: null,
  created_at,
  ...extra,
});

describe('the credit ledger', () => {
  const purchase = entry('purchase', 10, '2026-01-05T09:00:00Z', { amount_paid_cents: 35_000, reason: 'Pack of 10' });
  const debit = entry('order_debit', -1, '2026-02-01T09:00:00Z', { order_id: ORDER });
  const refund = entry('refund', 1, '2026-03-01T09:00:00Z', { order_id: ORDER });
  const adjustment = entry('adjustment', -2, '2026-03-01T09:00:00Z', { reason: '=HYPERLINK("x")' });

  it('gives each row the balance it left, newest first, whatever order the rows came in', () => {
    const lines = ledgerLines([debit, adjustment, purchase, refund]);
    expect(lines.map((l) => [l.entry.kind, l.balanceAfter])).toEqual([
      // Two rows at the same instant keep one order: by id.
      ['adjustment', 8],
      ['refund', 10],
      ['order_debit', 9],
      ['purchase', 10],
    ]);
    expect(ledgerLines([])).toEqual([]);
  });

  it('writes the CSV with the balance after each row, dollars, the order reference and no live formula', () => {
    const text = csvLines(
      ledgerLines([purchase, debit, adjustment]),
      ledgerCsvColumns(() => 'You'),
      true,
    );
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('When,Date (local),Kind,Credits,Balance after,Amount paid (USD),Reason,Order,By');
    expect(lines[1]).toMatch(/^2026-03-01T09:00:00Z,".*",Adjustment,-2,7,,"'=HYPERLINK\(""x""\)",,You$/);
    expect(lines[2]).toMatch(/,Report order,-1,9,,,7D2A9F31,You$/);
    expect(lines[3]).toMatch(/,Purchase,10,10,350\.00,Pack of 10,,You$/);
  });

  it('sums only purchases of the last 12 months for the liability cap, and signs credits with a true minus', () => {
    expect(paidInLast12Months([purchase, debit], new Date('2026-06-01T00:00:00Z'))).toBe(35_000);
    expect(paidInLast12Months([purchase], new Date('2027-01-06T00:00:00Z'))).toBe(0);
    expect(signedCredits(3)).toBe('+3');
    expect(signedCredits(-1)).toBe('−1');
  });

  it('nets a card refund in the liability cap and shows a refund that took no credits back as 0', () => {
    const cardRefund = entry('purchase_refund', 0, '2026-04-01T09:00:00Z', { amount_paid_cents: -3_600 });
    expect(paidInLast12Months([purchase, cardRefund, debit], new Date('2026-06-01T00:00:00Z'))).toBe(31_400);
    expect(signedCredits(0)).toBe('0');
  });
});
