import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { CreditLedgerEntry } from '@/backend';
import { orderDateTime } from '@/components/orders/dates';
import { dollars, orderReference } from '@/components/orders/format';
import { responsiveCell, responsiveRow } from '@/components/ui/responsive-table';
import { CREDIT_KIND_LABEL, ledgerLines, NO_LEDGER_ENTRIES, signedCredits } from './ledger';

/**
 * A customer's ledger, newest first: every purchase, order, refund and adjustment with the balance it left.
 * The reader decides where an order links to (the portal's order or the staff order page) and how the author
 * of a row is named (a colleague's email for staff, "You" for the customer).
 */
export function CreditLedgerTable({
  entries,
  author,
  orderPath,
}: {
  entries: readonly CreditLedgerEntry[];
  author: (entry: CreditLedgerEntry) => string;
  orderPath: (orderId: string) => string;
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
            <Table.ColumnHeader textAlign="end">Balance after</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount paid</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {ledgerLines(entries).map(({ entry, balanceAfter }) => (
            <Table.Row key={entry.id} {...responsiveRow}>
              <Table.Cell {...responsiveCell} data-label="When" gridColumn="1 / -1" whiteSpace="nowrap">
                <time dateTime={entry.created_at}>{orderDateTime(entry.created_at)}</time>
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
                data-label="Balance after"
                gridColumn="1 / -1"
                textAlign={{ base: 'start', md: 'end' }}
                fontVariantNumeric="tabular-nums"
              >
                {balanceAfter}
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
                    <Link to={orderPath(entry.order_id)} aria-label={`Order ${orderReference(entry.order_id)}`}>
                      {orderReference(entry.order_id)}
                    </Link>
                  </ChakraLink>
                ) : (
                  '—'
                )}
              </Table.Cell>
              <Table.Cell {...responsiveCell} data-label="By" gridColumn="1 / -1" wordBreak="break-all">
                {author(entry)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
