import { Alert, Box, Button, Card, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { errorMessage, type OrderRequest } from '@/backend';
import { orderDate } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { OrderLinkRow } from '@/components/orders/order-link-row';
import { ListPager, useClientPage } from '@/components/ui/list-pager';
import { paths, portalOrderPath } from '@/config/paths';
import { MatchCount, NoOrdersMatch, OrdersSearch, type OrdersSearchState } from './orders-search';

export const NO_ORDERS = 'No orders yet';
export const ORDERS_FAILED = 'Your orders could not be loaded';
const ORDERS_PAGE_SIZE = 10;

export interface OrdersCardProps {
  /** The customer's orders, newest first, once known. */
  orders: readonly OrderRequest[] | undefined;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The search and status filter (the portal keeps them in the address); without it the card has none. */
  search?: OrdersSearchState;
  /** The rows shown are the previous search's while the new one is read. */
  stale?: boolean;
}

function OrderRow({ order }: { order: OrderRequest }) {
  return (
    <OrderLinkRow to={portalOrderPath(order.id)} entity={order.entity_legal_name} status={order.status}>
      <Text fontSize="sm" color="fg.muted">
        {order.formation_state} · {order.report_type}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Submitted <time dateTime={order.created_at}>{orderDate(order.created_at)}</time> · Ref{' '}
        <span translate="no">{orderReference(order.id)}</span>
        {order.loan_reference && (
          <>
            {' '}
            · {/* Kept whole on one line when it fits, rather than broken at its hyphens. */}
            <Box as="span" display="inline-block" maxW="full" overflowWrap="anywhere">
              Loan <span translate="no">{order.loan_reference}</span>
            </Box>
          </>
        )}
      </Text>
    </OrderLinkRow>
  );
}

/** The rows, a page at a time; keyed by the search, so a new search starts at its first page. */
function PagedOrders({ orders }: { orders: readonly OrderRequest[] }) {
  const paged = useClientPage(orders, ORDERS_PAGE_SIZE);
  return (
    <>
      <List.Root as="ul" listStyleType="none" gap="3" aria-label="Your orders, newest first">
        {paged.rows.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </List.Root>
      <ListPager
        label="Your orders"
        page={paged.page}
        pageSize={paged.pageSize}
        total={paged.total}
        onPageChange={paged.setPage}
      />
    </>
  );
}

/**
 * "Your Orders": newest first, each row leading to the order's page, searched by loan reference or entity and
 * filtered by status; empty, no-match, loading and failed states.
 */
export function OrdersCard({ orders, loading = false, error, onRetry, search, stale = false }: OrdersCardProps) {
  const filtered = search?.filtered ?? false;
  return (
    <Card.Root as="section" aria-labelledby="orders-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="orders-heading">
          Your Orders
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {loading ? (
          <HStack gap="2" role="status">
            <Spinner size="sm" color="blue.solid" aria-hidden="true" />
            <Text fontSize="sm" color="fg.muted">
              Loading your orders...
            </Text>
          </HStack>
        ) : error || !orders ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ORDERS_FAILED}</Alert.Title>
              <Alert.Description>{errorMessage(error)}</Alert.Description>
            </Alert.Content>
            {onRetry && (
              <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
                Try again
              </Button>
            )}
          </Alert.Root>
        ) : orders.length === 0 && !filtered && !stale ? (
          <Stack gap="3" align="start" py="2">
            <Text fontWeight="semibold">{NO_ORDERS}</Text>
            <Text color="fg.muted">
              Order a report with the entity&apos;s legal name, its formation state and its documents. Your orders and
              where they stand show here.
            </Text>
            <Button asChild variant="outline" colorPalette="blue">
              <Link to={paths.request}>Request your first report</Link>
            </Button>
          </Stack>
        ) : (
          <>
            {search && <OrdersSearch search={search} />}
            {search && orders.length === 0 ? (
              stale ? (
                <Text fontSize="sm" color="fg.muted" role="status">
                  Searching your orders...
                </Text>
              ) : (
                <NoOrdersMatch search={search} />
              )
            ) : (
              <Stack gap="4" opacity={stale ? 0.6 : 1} aria-busy={stale}>
                {search && <MatchCount search={search} count={orders.length} />}
                <PagedOrders key={`${search?.query ?? ''}|${search?.status ?? ''}`} orders={orders} />
              </Stack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
