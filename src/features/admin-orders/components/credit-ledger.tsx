import type { CreditLedgerEntry } from '@/backend';
import { CreditLedgerTable } from '@/components/credits/credit-ledger-table';
import { adminOrderPath } from '@/config/paths';

/** Who wrote a ledger row: an email, the customer themselves, or the database (no author). */
export function ledgerAuthor(entry: CreditLedgerEntry, emails: ReadonlyMap<string, string | null> | undefined): string {
  if (!entry.created_by) return 'System';
  if (entry.created_by === entry.user_id) return 'The customer';
  return emails?.get(entry.created_by) ?? 'Staff';
}

/** A customer's ledger as staff read it: authors by email, orders on the staff order page. */
export function StaffCreditLedger({
  entries,
  emails,
}: {
  entries: readonly CreditLedgerEntry[];
  emails?: ReadonlyMap<string, string | null>;
}) {
  return (
    <CreditLedgerTable entries={entries} author={(entry) => ledgerAuthor(entry, emails)} orderPath={adminOrderPath} />
  );
}
