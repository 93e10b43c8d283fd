import type { CreditEntryKind, CreditLedgerEntry } from '@/backend';
import type { CsvColumn } from '@/lib/csv-export';
import { orderDateTime } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';

/**
 * The credit ledger as both its readers see it: the customer in the portal and admins on a customer's credits
 * page. One place for its words, its running balance and its CSV columns, so the two never disagree.
 */

export const CREDIT_KIND_LABEL: Readonly<Record<CreditEntryKind, string>> = {
  purchase: 'Purchase',
  order_debit: 'Report order',
  refund: 'Refund',
  adjustment: 'Adjustment',
  purchase_refund: 'Card refund',
};

export const NO_LEDGER_ENTRIES = 'No credit entries yet';

/** "+5", "−1" (a true minus sign, read as "minus" by screen readers); "0" for a refund that took none back. */
export function signedCredits(credits: number): string {
  if (credits === 0) return '0';
  return credits > 0 ? `+${credits}` : `−${Math.abs(credits)}`;
}

/**
 * What the customer paid for credits in the 12 months before `now`, in cents: the terms' liability cap
 * (SPEC §9, "the amount paid for credits in the prior 12 months").
 */
export function paidInLast12Months(ledger: readonly CreditLedgerEntry[], now: Date): number {
  const since = new Date(now);
  since.setFullYear(since.getFullYear() - 1);
  return (
    ledger
      // A card refund's amount is negative (migration 3500), so the cap nets it.
      .filter(
        (e) => (e.kind === 'purchase' || e.kind === 'purchase_refund') && Date.parse(e.created_at) > since.getTime(),
      )
      .reduce((sum, e) => sum + (e.amount_paid_cents ?? 0), 0)
  );
}

/** A ledger row with the balance it left: the sum of it and every row before it. */
export interface LedgerLine {
  entry: CreditLedgerEntry;
  balanceAfter: number;
}

/**
 * The ledger newest first, each row with the balance after it. The ledger holds every row the balance is the
 * sum of (the service's balance is that sum), so the newest row's balance is the account's.
 */
export function ledgerLines(entries: readonly CreditLedgerEntry[]): LedgerLine[] {
  const oldestFirst = [...entries].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  let balance = 0;
  const lines = oldestFirst.map((entry) => ({ entry, balanceAfter: (balance += entry.credits) }));
  return lines.reverse();
}

/** The CSV of a ledger: one row per entry, newest first, with who wrote it as `author` names them. */
export function ledgerCsvColumns(author: (entry: CreditLedgerEntry) => string): CsvColumn<LedgerLine>[] {
  return [
    { header: 'When', value: ({ entry }) => entry.created_at },
    { header: 'Date (local)', value: ({ entry }) => orderDateTime(entry.created_at) },
    { header: 'Kind', value: ({ entry }) => CREDIT_KIND_LABEL[entry.kind] },
    { header: 'Credits', value: ({ entry }) => entry.credits },
    { header: 'Balance after', value: ({ balanceAfter }) => balanceAfter },
    {
      header: 'Amount paid (USD)',
      value: ({ entry }) => (entry.amount_paid_cents === null ? '' : (entry.amount_paid_cents / 100).toFixed(2)),
    },
    { header: 'Reason', value: ({ entry }) => entry.reason ?? '' },
    { header: 'Order', value: ({ entry }) => (entry.order_id ? orderReference(entry.order_id) : '') },
    { header: 'By', value: ({ entry }) => author(entry) },
  ];
}
