import {
  Alert,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link as ChakraLink,
  LinkBox,
  LinkOverlay,
  List,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, OPEN_ORDER_STATUSES, type OpenOrderStatus, type QueuedOrder } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { orderDateTime, timeWaiting } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { OrderLinkRow } from '@/components/orders/order-link-row';
import { adminOrderPath, paths } from '@/config/paths';
import type { OpenOrders } from './use-staff-home';

export const NOTHING_ASSIGNED = 'No open orders are assigned to you.';
export const NOTHING_WAITING = 'No open orders: nothing is waiting.';
export const COUNTS_FAILED = 'The queue’s counts could not be loaded';
export const ASSIGNED_FAILED = 'Your assigned orders could not be loaded';
export const WAITING_FAILED = 'The waiting orders could not be loaded';

/** What each open status means to staff, as the home names its count. */
const COUNT_LABELS: Record<OpenOrderStatus, string> = {
  Submitted: 'New',
  'In review': 'In review',
  'Needs documents': 'Waiting on the customer',
  Escalated: 'Escalated',
};

/** The queue filtered by one status (the queue's own `?status=` parameter). */
export const queueByStatusPath = (status: string) => `${paths.adminOrders}?${new URLSearchParams({ status })}`;

function Loading({ label }: { label: string }) {
  return (
    <HStack gap="2" role="status">
      <Spinner size="sm" color="blue.solid" aria-hidden="true" />
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Try again
      </Button>
    </Alert.Root>
  );
}

function StaffCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header px={{ base: '3', md: '4' }}>
        <Heading as="h3" size="md" id={id}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3" px={{ base: '3', md: '4' }}>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The queue's open orders by status, each count leading to the queue filtered by it. */
function QueueCounts({ data }: { data: OpenOrders }) {
  if (data.error) return <Failed title={COUNTS_FAILED} error={data.error} onRetry={data.refetch} />;
  if (!data.counts) return <Loading label="Counting the queue..." />;
  const counts = data.counts;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" aria-label="Open orders by status">
      {OPEN_ORDER_STATUSES.map((status) => (
        <LinkBox
          as="li"
          key={status}
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          _hover={{ bg: 'bg.subtle', borderColor: 'border.emphasized' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
        >
          <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
            {counts[status]}
          </Text>
          <LinkOverlay asChild fontSize="sm" color="blue.fg" fontWeight="medium" _focusVisible={{ outline: 'none' }}>
            <Link
              to={queueByStatusPath(status)}
              aria-label={`${counts[status]} ${COUNT_LABELS[status]} (${status}): open the queue filtered by it`}
            >
              {COUNT_LABELS[status]}
            </Link>
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

/** Orders as short rows: entity (the link), reference, status and how long it has been in it. */
function OrderList({ orders, label, now }: { orders: readonly QueuedOrder[]; label: string; now: number }) {
  return (
    <List.Root as="ul" listStyleType="none" gap="2" aria-label={label}>
      {orders.map((order) => {
        const reference = orderReference(order.id);
        const since = orderDateTime(order.updated_at);
        return (
          <OrderLinkRow
            key={order.id}
            to={adminOrderPath(order.id)}
            entity={order.entity_legal_name}
            status={order.status}
            linkLabel={`Order ${reference}: ${order.entity_legal_name}`}
            compact
          >
            <Text fontSize="sm" color="fg.muted">
              <span translate="no">{reference}</span> · {order.status} for{' '}
              <time dateTime={order.updated_at} title={`${order.status} since ${since}`}>
                {timeWaiting(order.updated_at, now)}
              </time>
            </Text>
          </OrderLinkRow>
        );
      })}
    </List.Root>
  );
}

function Orders({
  data,
  label,
  empty,
  failed,
  loading,
  now,
}: {
  data: OpenOrders;
  label: string;
  empty: string;
  failed: string;
  loading: string;
  now: number;
}) {
  if (data.error) return <Failed title={failed} error={data.error} onRetry={data.refetch} />;
  if (!data.oldest) return <Loading label={loading} />;
  if (data.oldest.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return <OrderList orders={data.oldest} label={label} now={now} />;
}

export interface StaffHomeProps {
  role: StaffRole;
  /** Every open order: the counts and the longest waiting. */
  queue: OpenOrders;
  /** The open orders assigned to the signed-in staff member. */
  mine: OpenOrders;
  now?: number;
}

/**
 * The top of /portal for admins and moderators (issue 32): the queue's open orders by status, the orders
 * assigned to them and the longest waiting, each linked, and the full queue. Moderators read the same: nothing
 * here changes an order.
 */
export function StaffHome({ role, queue, mine, now = Date.now() }: StaffHomeProps) {
  return (
    <Card.Root as="section" aria-labelledby="staff-home-heading" variant="subtle" borderColor="blue.muted">
      <Card.Header px={{ base: '4', md: '6' }}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="3"
        >
          <Stack gap="1">
            <Heading as="h2" size="lg" id="staff-home-heading">
              Your work
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {role === 'admin'
                ? 'The order queue’s open orders, yours first and the longest waiting.'
                : 'The order queue’s open orders. As a moderator you can read them; only admins change orders.'}
            </Text>
          </Stack>
          <Button asChild colorPalette="blue" flexShrink={0}>
            <Link to={paths.adminOrders}>Open the order queue</Link>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap="4" px={{ base: '3', md: '6' }}>
        <StaffCard id="staff-counts-heading" title="Open orders">
          <QueueCounts data={queue} />
        </StaffCard>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <StaffCard id="staff-mine-heading" title="Assigned to you">
            <Orders
              data={mine}
              label="Open orders assigned to you, longest waiting first"
              empty={NOTHING_ASSIGNED}
              failed={ASSIGNED_FAILED}
              loading="Loading your orders..."
              now={now}
            />
            {mine.counts && (
              <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="start">
                <Link to={`${paths.adminOrders}?assigned=me&sort=waiting`}>All orders assigned to you</Link>
              </ChakraLink>
            )}
          </StaffCard>
          <StaffCard id="staff-waiting-heading" title="Waiting longest">
            <Orders
              data={queue}
              label="Open orders, longest waiting first"
              empty={NOTHING_WAITING}
              failed={WAITING_FAILED}
              loading="Loading the waiting orders..."
              now={now}
            />
            {queue.counts && (
              <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="start">
                <Link to={`${paths.adminOrders}?sort=waiting`}>The queue, longest waiting first</Link>
              </ChakraLink>
            )}
          </StaffCard>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
