import {
  Button,
  Card,
  Container,
  DataList,
  Grid,
  HStack,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderRequest } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { orderReference } from '@/components/orders/format';
import { adminCreditsPath, paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { serverMessage, useOrder, useOrderHistory } from '../api/orders-api';
import { ORDER_NOT_FOUND } from './order-page-texts';
import { LoadError, LoadingLine, formatDateTime } from './shared';

export { MODERATOR_READ_ONLY, ORDER_NOT_FOUND, REPORT_READY_TEXT, REPORT_READY_TITLE } from './order-page-texts';

// The documents and history, the move form, the assignee, the balance and the Report section (with the editor it
// loads in turn) come in one chunk after the header: the page's first content waits for none of it (issue 45).
const loadSections = () => import('./order-page-sections');
const OrderSideColumn = lazyNamed(loadSections, 'OrderSideColumn');
const ReportSection = lazyNamed(loadSections, 'ReportSection');
const OrderRecords = lazyNamed(loadSections, 'OrderRecords');
export const RECORDS_LOADING = 'Loading documents and history...';
export const SECTIONS_LOADING = 'Loading the order’s actions...';
export const REPORT_LOADING = 'Loading the report...';

/**
 * Shows `fallback` in the commit that mounts it and `children` from the next one, so the lazy code they load is
 * requested after the content committed beside it (the order's header) is on screen, not on the way to it.
 */
function AfterFirstCommit({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [committed, setCommitted] = useState(false);
  useEffect(() => {
    // A task after the commit, not a microtask: the heading is in the document before the chunk is requested.
    const timer = setTimeout(() => setCommitted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return committed ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

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

/**
 * /admin/orders/:id: the order, its documents and history, and its report; admins move the order, write and
 * publish the report, and see the customer's balance.
 */
export function OrderPage({ orderId, role }: { orderId: string; role: StaffRole }) {
  const order = useOrder(orderId);
  const visible = Boolean(order.data);
  // Read from the first commit on, while the code that shows it loads (OrderRecords).
  const history = useOrderHistory(orderId, visible);
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
            <AfterFirstCommit fallback={<LoadingLine label={RECORDS_LOADING} />}>
              <OrderRecords order={data} role={role} history={history} />
            </AfterFirstCommit>
          </Stack>
          <AfterFirstCommit fallback={<LoadingLine label={SECTIONS_LOADING} />}>
            <OrderSideColumn
              order={data}
              role={role}
              onMoved={(final) => {
                // A final status removes the form: focus goes to the page heading, not the page body.
                if (final) headingRef.current?.focus();
              }}
            />
          </AfterFirstCommit>
        </Grid>

        <AfterFirstCommit fallback={<LoadingLine label={REPORT_LOADING} />}>
          <ReportSection ref={reportHeadingRef} order={data} role={role} />
        </AfterFirstCommit>
      </Stack>
    </Container>
  );
}
