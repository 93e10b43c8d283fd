import {
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import { LIST_PAGE_SIZE, ORDER_STATUSES, type OrderRequest } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { orderReference } from '@/components/orders/format';
import { FilterSelect } from '@/components/ui/filter-select';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListPager } from '@/components/ui/list-pager';
import { adminOrderPath, paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import type { CsvColumn } from '@/lib/csv-export';
import { useLastPageCorrection, useListUrlState } from '@/lib/list-url-state';
import { serverMessage, useOrderQueue } from '../api/orders-api';
import { LoadError, LoadingLine, formatDate, responsiveCell, responsiveRow } from './shared';

export const NO_ORDERS_MATCH = 'No orders match';

const STATUS_FILTER_LABELS = { '': 'All statuses', ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) };

/** The orders export: the queue's columns, one per cell, plus what the order page shows. */
export const ORDER_EXPORT_COLUMNS: CsvColumn<OrderRequest>[] = [
  { header: 'Order', value: (o) => orderReference(o.id) },
  { header: 'Order id', value: (o) => o.id },
  { header: 'Entity', value: (o) => o.entity_legal_name },
  { header: 'Customer', value: (o) => o.name },
  { header: 'Email', value: (o) => o.email },
  { header: 'Company', value: (o) => o.company },
  { header: 'Report type', value: (o) => o.report_type },
  { header: 'Formation state', value: (o) => o.formation_state },
  { header: 'Property state', value: (o) => o.property_state },
  { header: 'Loan reference', value: (o) => o.loan_reference },
  { header: 'Status', value: (o) => o.status },
  { header: 'Submitted', value: (o) => o.created_at },
  { header: 'Updated', value: (o) => o.updated_at },
];

/** The queue's rows; presentational so stories and tests can show any list. */
export function OrdersTable({ orders }: { orders: readonly OrderRequest[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }} aria-label="Orders">
        <Table.Header hideBelow="md">
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader>Entity</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Report type</Table.ColumnHeader>
            <Table.ColumnHeader>Formation state</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {orders.map((order) => {
            const reference = orderReference(order.id);
            return (
              <Table.Row key={order.id} {...responsiveRow}>
                <Table.Cell {...responsiveCell} _before={{ content: 'none' }} whiteSpace="nowrap">
                  <ChakraLink asChild color="blue.fg" fontFamily="mono" fontWeight="semibold">
                    <Link to={adminOrderPath(order.id)} aria-label={`Order ${reference}: ${order.entity_legal_name}`}>
                      {reference}
                    </Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell
                  {...responsiveCell}
                  data-label="Entity"
                  gridColumn="1 / -1"
                  fontWeight={{ base: 'semibold', md: 'normal' }}
                  _before={{ content: 'none' }}
                  wordBreak="break-word"
                >
                  {order.entity_legal_name}
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
                <Table.Cell {...responsiveCell} data-label="Report type" gridColumn="1 / -1">
                  {order.report_type}
                </Table.Cell>
                <Table.Cell {...responsiveCell} data-label="Formation state" gridColumn="1 / -1">
                  {order.formation_state}
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

/**
 * /admin/orders: every customer's orders, newest first, filtered by status (?status=) and a search over the
 * entity and the customer (?q=, sent to the server after a pause in typing). Moderators read it too.
 */
export function OrderQueue({ role }: { role: StaffRole }) {
  const backend = useBackend();
  const list = useListUrlState({ status: ORDER_STATUSES });
  const status = list.values.status ?? null;
  const q = list.q;
  const query = useOrderQueue(status, q, list.page);
  const orders = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const filtered = list.filtered;
  const beyond = useLastPageCorrection(list, query.data?.total, LIST_PAGE_SIZE, !query.isPlaceholderData);

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ lg: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Orders
            </Heading>
            <Text color="fg.muted">
              {role === 'admin'
                ? 'Every customer’s report orders, newest first. Open an order to move it along and message the customer.'
                : 'Every customer’s report orders, newest first. You can read them; only admins can change orders.'}
            </Text>
          </Stack>
          <Wrap gap="2">
            {role === 'admin' && (
              <>
                <Button asChild variant="outline">
                  <Link to={paths.adminCredits}>Customer credits</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.adminDashboard}>Admin Dashboard</Link>
                </Button>
              </>
            )}
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        <Stack
          role="search"
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          align={{ md: 'flex-end' }}
          aria-label="Filter orders"
        >
          <FilterSelect
            maxW={{ md: '56' }}
            label="Status"
            value={status ?? ''}
            options={STATUS_FILTER_LABELS}
            onChange={(v) => list.set('status', v || undefined)}
          />
          <Field.Root flex="1" maxW={{ md: 'md' }}>
            <Field.Label>Search orders</Field.Label>
            <Input
              type="search"
              placeholder="Entity, customer name, email or company"
              value={list.text}
              onChange={(e) => list.setText(e.target.value)}
              maxLength={200}
            />
          </Field.Root>
          {filtered && (
            <Button variant="ghost" onClick={list.clear} alignSelf={{ base: 'flex-start', md: 'flex-end' }}>
              Clear filters
            </Button>
          )}
        </Stack>

        {query.isPending ? (
          <LoadingLine label="Loading orders..." />
        ) : query.isError ? (
          <LoadError
            title="The orders could not be loaded"
            message={serverMessage(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : orders.length === 0 && !beyond ? (
          <Stack py="10" align="center" gap="2" textAlign="center" borderWidth="1px" rounded="md">
            <Text fontWeight="semibold">{NO_ORDERS_MATCH}</Text>
            <Text color="fg.muted">
              {filtered
                ? 'Try another status or search, or clear the filters.'
                : 'No customer has ordered a report yet.'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="3">
            <Stack direction="row" justify="space-between" align="center" gap="3" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {total} {total === 1 ? 'order' : 'orders'}
                {status ? ` with status ${status}` : ''}
                {q.trim() ? ` matching “${q.trim()}”` : ''}
              </Text>
              <ExportCsvButton
                view="orders"
                filters={{ status: status ?? undefined, search: q.trim() }}
                total={total}
                columns={ORDER_EXPORT_COLUMNS}
                fetchPage={(page, pageSize) =>
                  backend.orders.page({ status: status ?? undefined, search: q.trim() || undefined, page, pageSize })
                }
              />
            </Stack>
            <Box opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
              <OrdersTable orders={orders} />
            </Box>
            <ListPager
              label="Orders"
              page={list.page}
              pageSize={LIST_PAGE_SIZE}
              total={total}
              onPageChange={list.setPage}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
