import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CUSTOMER_CANCELLABLE_STATUS,
  errorMessage,
  type OrderHistoryEntry,
  type OrderRequest,
  type ResubmitOrderInput,
} from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { orderDate } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { notify } from '@/components/ui/toaster';
import { paths, portalOrderReportPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useOrder, useOrderHistory, useResubmitOrder } from '../api/order-api';
import { useOrderReports } from '@/lib/order-queries';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDocuments } from './order-documents';
import { documentsRequest, whatHappensNext } from './order-status-copy';
import { OrderTimeline, TEAM_NAME } from './order-timeline';
import { OrderLosHandoffs } from '@/components/orders/los-handoffs';
import { OrderEscalationSection } from '@/components/orders/order-escalation';
import { ResubmitForm } from './resubmit-form';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_LOAD_FAILED = 'This order could not be loaded';
export const DOCUMENTS_SENT_TITLE = 'Documents sent';

function BackToPortal() {
  return (
    <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="start">
      <Link to={paths.portal}>
        <span aria-hidden="true">←</span> Back to Portal
      </Link>
    </ChakraLink>
  );
}

/** A screen-level message (not found, failed) with the way back. */
function OrderMessage({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
        <HStack gap="3" wrap="wrap">
          {action}
          <Button asChild colorPalette="blue">
            <Link to={paths.portal}>Back to Portal</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

/** /portal/orders/:id for the signed-in customer (the route wraps it in RequireAuth). */
export function OrderScreen({ orderId, openCancelDialog = false }: { orderId: string; openCancelDialog?: boolean }) {
  const { user } = useAuth();
  const order = useOrder(orderId);
  // The customer's page shows their own orders only (staff read others' on their own screens).
  const own = order.data && order.data.user_id === user?.id ? order.data : null;
  const history = useOrderHistory(orderId, Boolean(own));

  if (order.isPending) return <PageSpinner />;
  if (order.isError)
    return (
      <OrderMessage
        title={ORDER_LOAD_FAILED}
        action={
          <Button variant="outline" onClick={() => void order.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(order.error)}
      </OrderMessage>
    );
  if (!own)
    return (
      <OrderMessage title={ORDER_NOT_FOUND}>
        There is no order with this address in your account. Check the link, or find the order under Your Orders in the
        portal.
      </OrderMessage>
    );

  return (
    <OrderView
      order={own}
      history={history.data}
      historyState={history.isPending ? 'loading' : history.isError ? 'error' : 'ready'}
      historyError={history.error}
      onRetryHistory={() => void history.refetch()}
      openCancelDialog={openCancelDialog}
      accountEmail={user?.email ?? null}
    />
  );
}

interface OrderViewProps {
  order: OrderRequest;
  history: OrderHistoryEntry[] | undefined;
  historyState: 'loading' | 'error' | 'ready';
  historyError: unknown;
  onRetryHistory: () => void;
  openCancelDialog: boolean;
  /** The signed-in account's address, where the order's mails go. */
  accountEmail: string | null;
}

function OrderView({
  order,
  history,
  historyState,
  historyError,
  onRetryHistory,
  openCancelDialog,
  accountEmail,
}: OrderViewProps) {
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const resubmit = useResubmitOrder();
  const [resubmitError, setResubmitError] = useState<unknown>(null);
  const reference = orderReference(order.id);
  // A report exists once published (Report ready), and stays readable while the firm reviews it (Escalated).
  const reports = useOrderReports(order.id, order.status === 'Report ready' || order.status === 'Escalated');
  const hasReport = (reports.data?.length ?? 0) > 0;
  const ask = order.status === 'Needs documents' ? documentsRequest(history) : null;

  const focusStatus = () => statusHeading.current;

  const handleResubmit = async (input: ResubmitOrderInput) => {
    setResubmitError(null);
    try {
      await resubmit.mutateAsync(input);
      notify.success(DOCUMENTS_SENT_TITLE, 'Thank you. Your order is back in review.');
      // The form is gone once the order is In review: the status is the next thing to read.
      requestAnimationFrame(() => statusHeading.current?.focus());
    } catch (error) {
      setResubmitError(error);
    }
  };

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <BackToPortal />
        <Stack gap="1">
          <Text color="fg.muted" fontSize="sm" fontWeight="medium">
            Order <span translate="no">{reference}</span>
          </Text>
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {order.entity_legal_name}
          </Heading>
          <Text color="fg.muted">
            {order.report_type} report · submitted {orderDate(order.created_at)}
          </Text>
        </Stack>

        <Card.Root as="section" aria-labelledby="order-status-heading">
          <Card.Body gap="4">
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" size="lg" id="order-status-heading" ref={statusHeading} tabIndex={-1} outline="none">
                Status
              </Heading>
              <OrderStatusBadge status={order.status} />
            </HStack>
            <Stack gap="1">
              <Heading as="h3" size="sm">
                What happens next
              </Heading>
              <Text>{whatHappensNext(order.status, accountEmail, history, hasReport)}</Text>
            </Stack>
            {hasReport && (
              <Button asChild colorPalette="blue" alignSelf={{ base: 'stretch', sm: 'start' }}>
                <Link to={portalOrderReportPath(order.id)}>Open report</Link>
              </Button>
            )}

            {order.status === 'Needs documents' && (
              <Stack gap="5">
                <Box borderLeftWidth="4px" borderColor="orange.solid" bg="orange.subtle" px="4" py="3" rounded="sm">
                  <Text fontSize="sm" fontWeight="semibold">
                    Message from the {TEAM_NAME}
                  </Text>
                  {historyState === 'loading' ? (
                    <Text fontSize="sm">Loading the message...</Text>
                  ) : (
                    <Text whiteSpace="pre-wrap" wordBreak="break-word">
                      {ask?.message ?? 'The message could not be loaded. See the history below, or contact us.'}
                    </Text>
                  )}
                </Box>
                <ResubmitForm
                  orderId={order.id}
                  existingDocuments={order.documents.length}
                  onSubmit={handleResubmit}
                  submitting={resubmit.isPending}
                  error={resubmitError}
                />
              </Stack>
            )}

            {/* Mounted while the order is shown, so a refusal or the success outlives the status change. */}
            <CancelOrderDialog
              orderId={order.id}
              entityName={order.entity_legal_name}
              cancellable={order.status === CUSTOMER_CANCELLABLE_STATUS}
              afterCancel={focusStatus}
              defaultOpen={openCancelDialog}
            />
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <Card.Root as="section" aria-labelledby="order-details-heading">
            <Card.Header>
              <Heading as="h2" size="lg" id="order-details-heading">
                Order details
              </Heading>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal" gap="3" size="sm">
                {orderFacts(order).map(([label, value, muted]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                    <DataList.ItemValue
                      wordBreak="break-word"
                      color={muted ? 'fg.muted' : undefined}
                      fontStyle={muted ? 'italic' : undefined}
                    >
                      {value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>

          <Card.Root as="section" aria-labelledby="order-documents-heading">
            <Card.Header>
              <Heading as="h2" size="lg" id="order-documents-heading">
                Documents
              </Heading>
            </Card.Header>
            <Card.Body>
              <OrderDocuments order={order} />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>

        <Card.Root as="section" aria-labelledby="order-history-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="order-history-heading">
              History
            </Heading>
          </Card.Header>
          <Card.Body>
            {historyState === 'loading' && (
              <HStack gap="2" role="status">
                <Spinner size="sm" color="blue.solid" aria-hidden="true" />
                <Text fontSize="sm" color="fg.muted">
                  Loading the history...
                </Text>
              </HStack>
            )}
            {historyState === 'error' && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>The history could not be loaded</Alert.Title>
                  <Alert.Description>{errorMessage(historyError)}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={onRetryHistory} alignSelf="center">
                  Try again
                </Button>
              </Alert.Root>
            )}
            {historyState === 'ready' && history && <OrderTimeline history={history} />}
            {hasReport && (
              <Stack mt="6" gap="6">
                <OrderEscalationSection orderId={order.id} />
                <OrderLosHandoffs orderId={order.id} />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}

/** The order's facts as label, value and whether the value is a stand-in for a missing one. */
function orderFacts(order: OrderRequest): Array<[string, string, boolean]> {
  return [
    ['Reference', orderReference(order.id), false],
    ['Entity', order.entity_legal_name, false],
    ['Report type', order.report_type, false],
    ['Formation state', order.formation_state, false],
    order.property_state
      ? ['Property state', order.property_state, false]
      : ['Property state', 'Same as formation state', true],
    order.loan_reference ? ['Loan reference', order.loan_reference, false] : ['Loan reference', 'None given', true],
    ['Submitted', orderDate(order.created_at), false],
    order.terms_version
      ? ['Terms accepted', `Terms of Service ${order.terms_version}`, false]
      : ['Terms accepted', 'Not recorded (ordered before the Terms were accepted with each order)', true],
  ];
}
