import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { CreditLedgerEntry } from '@/backend';
import { dollars, orderReference } from '@/components/orders/format';
import { adminOrderPath } from '@/config/paths';
import { CREDIT_KIND_LABEL } from '../api/credits-api';
import { formatDateTime, responsiveCell, responsiveRow } from './shared';

export const NO_LEDGER_ENTRIES = 'No credit entries yet';

/** "+5", "−1" (a true minus sign, read as "minus" by screen readers). */
export function signedCredits(credits: number): string {
  return credits > 0 ? `+${credits}` : `−${Math.abs(credits)}`;
}

/** Who wrote a ledger row: an email, the customer themselves, or the database (no author). */
export function ledgerAuthor(entry: CreditLedgerEntry, emails: ReadonlyMap<string, string | null> | undefined): string {
  if (!entry.created_by) return 'System';
  if (entry.created_by === entry.user_id) return 'The customer';
  return emails?.get(entry.created_by) ?? 'Staff';
}

/** A customer's ledger, newest first: every purchase, order, refund and adjustment. */
export function CreditLedgerTable({
  entries,
  emails,
}: {
  entries: readonly CreditLedgerEntry[];
  emails?: ReadonlyMap<string, string | null>;
}) {
  if (entries.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" borderWidth="1px" rounded="md">
        {NO_LEDGER_ENTRIES}
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }} aria-label="Credit ledger">
        <Table.Header hideBelow="md">
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Kind</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Credits</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount paid</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {entries.map((entry) => (
            <Table.Row key={entry.id} {...responsiveRow}>
              <Table.Cell {...responsiveCell} data-label="When" gridColumn="1 / -1" whiteSpace="nowrap">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Table.Cell>
              <Table.Cell
                {...responsiveCell}
                _before={{ content: 'none' }}
                gridRow={{ base: '1', md: 'auto' }}
                gridColumn={{ base: '1', md: 'auto' }}
                fontWeight={{ base: 'semibold', md: 'normal' }}
              >
                {CREDIT_KIND_LABEL[entry.kind]}
              </Table.Cell>
              <Table.Cell
                {...responsiveCell}
                _before={{ content: 'none' }}
                gridRow={{ base: '1', md: 'auto' }}
                gridColumn={{ base: '2', md: 'auto' }}
                textAlign="end"
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                color={entry.credits > 0 ? 'green.fg' : 'red.fg'}
              >
                {signedCredits(entry.credits)}
              </Table.Cell>
              <Table.Cell
                {...responsiveCell}
                data-label="Amount paid"
                gridColumn="1 / -1"
                // On a phone's card an empty field is noise: shown only when there is something to show.
                display={{ base: entry.amount_paid_cents === null ? 'none' : 'block', md: 'table-cell' }}
                textAlign={{ base: 'start', md: 'end' }}
                fontVariantNumeric="tabular-nums"
              >
                {entry.amount_paid_cents === null ? '—' : dollars(entry.amount_paid_cents)}
              </Table.Cell>
              <Table.Cell {...responsiveCell} data-label="Reason" gridColumn="1 / -1" wordBreak="break-word">
                {entry.reason || '—'}
              </Table.Cell>
              <Table.Cell
                {...responsiveCell}
                data-label="Order"
                gridColumn="1 / -1"
                display={{ base: entry.order_id ? 'block' : 'none', md: 'table-cell' }}
              >
                {entry.order_id ? (
                  <ChakraLink asChild color="blue.fg" fontFamily="mono">
                    <Link to={adminOrderPath(entry.order_id)} aria-label={`Order ${orderReference(entry.order_id)}`}>
                      {orderReference(entry.order_id)}
                    </Link>
                  </ChakraLink>
                ) : (
                  '—'
                )}
              </Table.Cell>
              <Table.Cell {...responsiveCell} data-label="By" gridColumn="1 / -1" wordBreak="break-all">
                {ledgerAuthor(entry, emails)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
