import { Box, Link as ChakraLink, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { QueuedOrder } from '@/backend';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { orderDateTime, timeWaiting } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { adminOrderPath } from '@/config/paths';
import { formatDate, responsiveCell, responsiveRow } from './shared';

/** Who has the order, as the queue names them: "You", a staff member's name (admins know them), else the email. */
export function assigneeLabel(
  order: Pick<QueuedOrder, 'assignee_id' | 'assignee_email'>,
  me: string | null,
  names?: ReadonlyMap<string, string>,
): string | null {
  if (!order.assignee_id) return null;
  if (order.assignee_id === me) return 'You';
  return names?.get(order.assignee_id) ?? order.assignee_email ?? 'A staff member';
}

/** ↑ and ↓ (Home, End) move between the orders' links, as Tab and Shift+Tab do. */
function moveBetweenRows(event: KeyboardEvent<HTMLElement>) {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) || event.altKey || event.ctrlKey || event.metaKey)
    return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-order-link]'));
  const index = links.indexOf(event.target as HTMLAnchorElement);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'ArrowDown'
      ? Math.min(index + 1, links.length - 1)
      : event.key === 'ArrowUp'
        ? Math.max(index - 1, 0)
        : event.key === 'Home'
          ? 0
          : links.length - 1;
  links[next]?.focus();
}

/**
 * The queue's rows, the loan reference beside the entity (issue 47: staff find orders by loan number); presentational so stories and tests can show any list. Each row's one link is its entity
 * name (named "Order <reference>: <entity>"); `me` is the signed-in staff member, `names` the staff by id.
 */
export function OrdersTable({
  orders,
  me = null,
  names,
  now = Date.now(),
}: {
  orders: readonly QueuedOrder[];
  me?: string | null;
  names?: ReadonlyMap<string, string>;
  now?: number;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }} aria-label="Orders">
        <Table.Header hideBelow="md">
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader>Entity</Table.ColumnHeader>
            <Table.ColumnHeader>Loan reference</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Report</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>In status for</Table.ColumnHeader>
            <Table.ColumnHeader>Assigned to</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }} onKeyDown={moveBetweenRows}>
          {orders.map((order) => {
            const reference = orderReference(order.id);
            const assignee = assigneeLabel(order, me, names);
            const since = orderDateTime(order.updated_at);
            return (
              <Table.Row key={order.id} {...responsiveRow} _focusWithin={{ bg: 'blue.subtle' }}>
                <Table.Cell
                  {...responsiveCell}
                  _before={{ content: 'none' }}
                  whiteSpace="nowrap"
                  fontFamily="mono"
                  fontWeight="semibold"
                  color="fg.muted"
                >
                  {reference}
                </Table.Cell>
                <Table.Cell
                  {...responsiveCell}
                  data-label="Entity"
                  gridColumn="1 / -1"
                  _before={{ content: 'none' }}
                  wordBreak="break-word"
                  whiteSpace="normal"
                  minW={{ md: '36' }}
                >
                  <ChakraLink
                    asChild
                    color="blue.fg"
                    fontWeight="semibold"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
                  >
                    {/* The name starts with the reference, ends with the visible text (label in name). */}
                    <Link
                      to={adminOrderPath(order.id)}
                      data-order-link=""
                      aria-label={`Order ${reference}: ${order.entity_legal_name}`}
                    >
                      {order.entity_legal_name}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="Loan reference" gridColumn="1 / -1" wordBreak="break-word">
                  {order.loan_reference ?? (
                    <Text as="span" color="fg.muted">
                      Not given
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="Customer" gridColumn="1 / -1" wordBreak="break-word">
                  <Box as="span" display={{ base: 'inline', md: 'block' }}>
                    {order.name}
                  </Box>{' '}
                  <Box as="span" display={{ base: 'inline', md: 'block' }} color="fg.muted" fontSize="xs">
                    {order.email}
                  </Box>
                  {order.company && (
                    <Box as="span" display="block" color="fg.muted" fontSize="xs">
                      {order.company}
                    </Box>
                  )}
                </Table.Cell>
                <Table.Cell
                  {...responsiveCell}
                  data-label="Report"
                  gridColumn="1 / -1"
                  whiteSpace="normal"
                  minW={{ md: '32' }}
                >
                  <Box as="span" display={{ base: 'inline', md: 'block' }}>
                    {order.report_type}
                  </Box>{' '}
                  <Box as="span" display={{ base: 'inline', md: 'block' }} color="fg.muted" fontSize="xs">
                    {order.formation_state}
                  </Box>
                </Table.Cell>
                <Table.Cell
                  {...responsiveCell}
                  _before={{ content: 'none' }}
                  gridColumn={{ base: '2', md: 'auto' }}
                  gridRow={{ base: '1', md: 'auto' }}
                  textAlign={{ base: 'end', md: 'start' }}
                >
                  <OrderStatusBadge status={order.status} />
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="In status for" gridColumn="1 / -1" whiteSpace="nowrap">
                  <time dateTime={order.updated_at} title={`${order.status} since ${since}`}>
                    {timeWaiting(order.updated_at, now)}
                  </time>
                  <VisuallyHidden>{`, ${order.status} since ${since}`}</VisuallyHidden>
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="Assigned to" gridColumn="1 / -1" wordBreak="break-word">
                  {assignee ?? (
                    <Text as="span" color="fg.muted">
                      Unassigned
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="Submitted" gridColumn="1 / -1" whiteSpace="nowrap">
                  <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
