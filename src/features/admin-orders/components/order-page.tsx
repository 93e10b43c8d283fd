import {
  Alert,
  Button,
  Card,
  Container,
  DataList,
  Grid,
  HStack,
  Heading,
  Link as ChakraLink,
  Stack,
  Stat,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_TRANSITIONS, type OrderRequest, type SetOrderStatusInput } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { creditsText, orderReference } from '@/components/orders/format';
import { notify } from '@/components/ui/toaster';
import { adminCreditsPath, paths } from '@/config/paths';
import { useCreditBalance, useUserEmails } from '../api/credits-api';
import { serverMessage, useMoveOrder, useOrder, useOrderHistory } from '../api/orders-api';
import { MoveOrderForm } from './move-order-form';
import { OrderAssignmentCard } from './order-assignment';
import { OrderDocuments } from './order-documents';
import { OrderHistory, type HistoryState } from './order-history';
import { OrderLosHandoffs } from '@/components/orders/los-handoffs';
import { OrderEscalationSection } from '@/components/orders/order-escalation';
import { ReportSection } from '../review/workspace/report-section';
import { LoadError, LoadingLine, formatDateTime } from './shared';

export const ORDER_NOT_FOUND = 'Order not found';
export const REPORT_READY_TITLE = 'The report is published';
export const REPORT_READY_TEXT =
  'Report ready has no status change: corrections are published as new versions in the Report section, and the customer may escalate the report to legal review.';
export const MODERATOR_READ_ONLY = 'You are a moderator: you can read this order, but only admins can change orders.';

function BackToQueue() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.adminOrders}>Back to orders</Link>
    </Button>
  );
}

function OrderNotFound() {
  return (
    <Container maxW="lg" py={{ base: '12', md: '20' }} px="4">
      <Card.Root textAlign="center">
        <Card.Body gap="4" alignItems="center">
          <Heading as="h1" size="xl">
            {ORDER_NOT_FOUND}
          </Heading>
          <Text color="fg.muted">
            No order has this address, or it is not one you can see. Check the link, or find the order in the queue.
          </Text>
          <BackToQueue />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

function OrderDetails({ order, role }: { order: OrderRequest; role: StaffRole }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Details</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW="36">Entity legal name</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{order.entity_legal_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Report type</DataList.ItemLabel>
            <DataList.ItemValue>{order.report_type}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Formation state</DataList.ItemLabel>
            <DataList.ItemValue>{order.formation_state}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Property state</DataList.ItemLabel>
            <DataList.ItemValue>{order.property_state || 'Same as the formation state'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Loan reference</DataList.ItemLabel>
            <DataList.ItemValue>{order.loan_reference || 'Not given'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Customer</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="0" wordBreak="break-word">
                <Text>{order.name}</Text>
                <Text color="fg.muted">{order.email}</Text>
                {order.company && <Text color="fg.muted">{order.company}</Text>}
                {role === 'admin' && (
                  <ChakraLink asChild color="blue.fg" fontSize="sm">
                    <Link to={adminCreditsPath(order.user_id)}>Credits and ledger</Link>
                  </ChakraLink>
                )}
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Submitted</DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Last change</DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={order.updated_at}>{formatDateTime(order.updated_at)}</time>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="36">Terms accepted</DataList.ItemLabel>
            <DataList.ItemValue>{order.terms_version ?? 'Before the order clickwrap'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Admins only: what the customer has left, and the way to their ledger. */
function CustomerBalance({ order }: { order: OrderRequest }) {
  const balance = useCreditBalance(order.user_id);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Customer’s credits</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {balance.isPending ? (
          <LoadingLine label="Loading balance..." />
        ) : balance.isError ? (
          <LoadError
            title="The balance could not be loaded"
            message={serverMessage(balance.error)}
            onRetry={() => void balance.refetch()}
          />
        ) : (
          <Stat.Root>
            <Stat.Label>Balance</Stat.Label>
            <Stat.ValueText>{creditsText(balance.data)}</Stat.ValueText>
          </Stat.Root>
        )}
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <Link to={adminCreditsPath(order.user_id)}>Manage credits</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The right-hand column's first card: the move form for admins, else why there is none. */
function OrderActions({
  order,
  role,
  onMoved,
}: {
  order: OrderRequest;
  role: StaffRole;
  onMoved: (final: boolean) => void;
}) {
  const move = useMoveOrder();
  const [serverError, setServerError] = useState<string | null>(null);

  if (order.status === 'Report ready') {
    return (
      <Alert.Root status="neutral" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{REPORT_READY_TITLE}</Alert.Title>
          <Alert.Description>{REPORT_READY_TEXT}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (ORDER_TRANSITIONS[order.status].length === 0) {
    return (
      <Alert.Root status="neutral" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{order.status} is final</Alert.Title>
          <Alert.Description>This order cannot move to another status.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (role !== 'admin') {
    return (
      <Alert.Root status="info" role="note">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Read only</Alert.Title>
          <Alert.Description>{MODERATOR_READ_ONLY}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const onMove = async (input: SetOrderStatusInput) => {
    setServerError(null);
    try {
      await move.mutateAsync(input);
    } catch (error) {
      console.error('Error moving an order', error);
      setServerError(serverMessage(error));
      throw error;
    }
    const to = input.status;
    notify.success(
      'Order moved',
      `Order ${orderReference(order.id)} is now ${to}.${input.message?.trim() ? ' The customer sees your message.' : ''}`,
    );
    onMoved(ORDER_TRANSITIONS[to].length === 0);
  };

  // Keyed by status: after a move the form starts afresh with the new status's choices.
  return (
    <MoveOrderForm
      key={order.status}
      order={order}
      onMove={onMove}
      serverError={serverError}
      submitting={move.isPending}
    />
  );
}

/**
 * /admin/orders/:id: the order, its documents and history, and its report; admins move the order, write and
 * publish the report, and see the customer's balance.
 */
export function OrderPage({ orderId, role }: { orderId: string; role: StaffRole }) {
  const order = useOrder(orderId);
  const visible = Boolean(order.data);
  const history = useOrderHistory(orderId, visible);
  const actorIds = (history.data ?? []).map((e) => e.changed_by).filter((id): id is string => Boolean(id));
  // Admins read every profile; a moderator's history says "the customer" or "staff".
  const emails = useUserEmails(actorIds, role === 'admin' && visible);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reportHeadingRef = useRef<HTMLHeadingElement>(null);

  if (order.isPending) return <LoadingLine label="Loading order..." />;
  if (order.isError) {
    return (
      <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Order
          </Heading>
          <LoadError
            title="The order could not be loaded"
            message={serverMessage(order.error)}
            onRetry={() => void order.refetch()}
          />
          <BackToQueue />
        </Stack>
      </Container>
    );
  }
  if (!order.data) return <OrderNotFound />;

  const data = order.data;
  const reference = orderReference(data.id);
  const historyState: HistoryState = history.isPending
    ? { status: 'pending' }
    : history.isError
      ? { status: 'error', message: serverMessage(history.error), retry: () => void history.refetch() }
      : { status: 'success', entries: history.data, emails: emails.data };

  return (
    // Wide: the review puts the editor and a document page side by side.
    <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }}>
          <Stack gap="2" minW="0">
            <HStack gap="3" flexWrap="wrap">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} ref={headingRef} tabIndex={-1} outline="none">
                Order {reference}
              </Heading>
              <OrderStatusBadge status={data.status} />
            </HStack>
            <Text color="fg.muted" wordBreak="break-word">
              {data.report_type} report for {data.entity_legal_name}
            </Text>
          </Stack>
          <Wrap gap="2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                reportHeadingRef.current?.focus();
                reportHeadingRef.current?.scrollIntoView({ block: 'start' });
              }}
            >
              Go to report
            </Button>
            <BackToQueue />
          </Wrap>
        </Stack>

        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Stack gap="6" minW="0">
            <OrderDetails order={data} role={role} />
            <OrderDocuments order={data} />
            <OrderHistory state={historyState}>
              <Stack gap="6">
                <OrderEscalationSection orderId={data.id} />
                <OrderLosHandoffs orderId={data.id} />
              </Stack>
            </OrderHistory>
          </Stack>
          <Stack gap="6" minW="0">
            <OrderActions
              order={data}
              role={role}
              onMoved={(final) => {
                // A final status removes the form: focus goes to the page heading, not the page body.
                if (final) headingRef.current?.focus();
              }}
            />
            <OrderAssignmentCard order={data} role={role} />
            {role === 'admin' && <CustomerBalance order={data} />}
          </Stack>
        </Grid>

        <ReportSection ref={reportHeadingRef} order={data} role={role} />
      </Stack>
    </Container>
  );
}
