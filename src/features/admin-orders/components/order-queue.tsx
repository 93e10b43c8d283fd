import { Box, Button, Container, Field, Heading, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import {
  LIST_PAGE_SIZE,
  ORDER_ASSIGNEE_FILTERS,
  ORDER_STATUSES,
  type OrderAssigneeFilter,
  type OrderQueueSort,
  type QueuedOrder,
} from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { orderReference } from '@/components/orders/format';
import { FilterSelect } from '@/components/ui/filter-select';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListPager } from '@/components/ui/list-pager';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useBackend } from '@/lib/backend-context';
import type { CsvColumn } from '@/lib/csv-export';
import { useLastPageCorrection, useListUrlState } from '@/lib/list-url-state';
import { useStaffMembers } from '../api/assignment-api';
import { serverMessage, useOrderQueue } from '../api/orders-api';
import { OrdersTable } from './orders-table';
import { LoadError, LoadingLine } from './shared';

export const NO_ORDERS_MATCH = 'No orders match';

const STATUS_FILTER_LABELS = { '': 'All statuses', ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) };
const ASSIGNEE_FILTER_LABELS: Record<'' | OrderAssigneeFilter, string> = {
  '': 'Anyone or no one',
  me: 'Assigned to me',
  none: 'Unassigned',
};
/** Newest first is the queue without `?sort=`. */
const SORT_LABELS = { '': 'Newest first', waiting: 'Longest waiting first (open orders)' };

/** The orders export: the queue's columns, one per cell, plus what the order page shows. */
export const ORDER_EXPORT_COLUMNS: CsvColumn<QueuedOrder>[] = [
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
  { header: 'In status since', value: (o) => o.updated_at },
  { header: 'Assigned to', value: (o) => o.assignee_email },
  { header: 'Submitted', value: (o) => o.created_at },
  { header: 'Updated', value: (o) => o.updated_at },
];

/**
 * /admin/orders: every customer’s orders, newest first or the longest waiting in its status first (?sort=waiting),
 * filtered by status (?status=), by assignee (?assigned=me or none) and by a search over the loan reference, the
 * entity and the customer (?q=, sent to the server after a pause in typing). Moderators read it too.
 */
export function OrderQueue({ role }: { role: StaffRole }) {
  const backend = useBackend();
  const { user } = useAuth();
  const me = user?.id ?? null;
  const list = useListUrlState({
    status: ORDER_STATUSES,
    assigned: ORDER_ASSIGNEE_FILTERS,
    sort: ['waiting'] as const,
  });
  const status = list.values.status ?? null;
  const assigned = list.values.assigned ?? null;
  const sort: OrderQueueSort = list.values.sort ?? 'newest';
  const q = list.q;
  const query = useOrderQueue({ status, search: q, assigned, sort, page: list.page });
  // Admins name the assignees; a moderator reads only their own profile, so the queue shows the others' emails.
  const staff = useStaffMembers(role === 'admin');
  const names = new Map((staff.data ?? []).map((s) => [s.id, s.name]));
  const filters = { status: status ?? undefined, search: q.trim(), assigned: assigned ?? undefined, sort };
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
                ? 'Every customer’s report orders. Open an order to move it along, assign it and message the customer.'
                : 'Every customer’s report orders. You can read them; only admins can change orders.'}
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
          <FilterSelect
            maxW={{ md: '52' }}
            label="Assigned to"
            value={assigned ?? ''}
            options={ASSIGNEE_FILTER_LABELS}
            onChange={(v) => list.set('assigned', v || undefined)}
          />
          <FilterSelect
            maxW={{ md: '56' }}
            label="Sort"
            value={sort === 'waiting' ? 'waiting' : ''}
            options={SORT_LABELS}
            onChange={(v) => list.set('sort', v || undefined)}
          />
          <Field.Root flex="1" maxW={{ md: 'md' }}>
            <Field.Label>Search orders</Field.Label>
            <Input
              type="search"
              placeholder="Loan reference, entity, customer name, email or company"
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
                ? 'Try another status, assignee or search, or clear the filters.'
                : 'No customer has ordered a report yet.'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="3">
            <Stack direction="row" justify="space-between" align="center" gap="3" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {total} {total === 1 ? 'order' : 'orders'}
                {status ? ` with status ${status}` : ''}
                {assigned === 'me' ? ' assigned to you' : assigned === 'none' ? ' unassigned' : ''}
                {q.trim() ? ` matching “${q.trim()}”` : ''}
                {sort === 'waiting' ? ', longest waiting first' : ''}
              </Text>
              <ExportCsvButton
                view="orders"
                filters={filters}
                total={total}
                columns={ORDER_EXPORT_COLUMNS}
                fetchPage={(page, pageSize) =>
                  backend.orders.page({ ...filters, search: filters.search || undefined, page, pageSize })
                }
              />
            </Stack>
            <Box opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
              <OrdersTable orders={orders} me={me} names={names} />
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
