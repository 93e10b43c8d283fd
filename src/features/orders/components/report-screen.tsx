import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  errorMessage,
  REPORT_PACKET_V2_SCHEMA_PATH,
  REPORT_PACKET_V2_VERSION,
  type OrderHistoryEntry,
  type OrderRequest,
  type PublishedReport,
} from '@/backend';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { orderDate } from '@/components/orders/dates';
import { orderReference } from '@/components/orders/format';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { ReportDocument } from '@/components/report/report-document';
import { reportDate } from '@/components/report/report-format';
import { notify } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { paths, portalOrderPath } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useOrder, useOrderHistory } from '../api/order-api';
import { useOrderReports } from '@/lib/order-queries';
import { EscalateDialog } from './escalate-dialog';
import { canEscalate, escalation } from './order-status-copy';
import { downloadReportPacket, downloadReportPdf, reportMeta } from './report-files';
import { SendToLosDialog } from './send-to-los-dialog';
import { OrderLosHandoffs } from '@/components/orders/los-handoffs';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_LOAD_FAILED = 'This report could not be loaded';
export const REPORT_NOT_PUBLISHED = 'Your report is not ready yet';
export const DOWNLOAD_FAILED = 'Download failed';

const NOTE_IN_OPTION = 60;

/** "Version 2 (corrected: <note>)": how a version is named in the picker. */
export function versionLabel(report: Pick<PublishedReport, 'version' | 'note'>, latest: number): string {
  const note = report.note?.trim();
  const shortNote = note && note.length > NOTE_IN_OPTION ? `${note.slice(0, NOTE_IN_OPTION - 1).trimEnd()}…` : note;
  return `Version ${report.version}${shortNote ? ` (corrected: ${shortNote})` : ''}${report.version === latest ? ', latest' : ''}`;
}

/** A screen-level message (not found, not ready, failed) with the ways back. */
function ReportMessage({
  title,
  children,
  orderId,
  action,
}: {
  title: string;
  children: ReactNode;
  orderId?: string;
  action?: ReactNode;
}) {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Box color="fg.muted">{children}</Box>
        <HStack gap="3" wrap="wrap">
          {action}
          {orderId && (
            <Button asChild colorPalette="blue">
              <Link to={portalOrderPath(orderId)}>Back to order</Link>
            </Button>
          )}
          <Button asChild colorPalette="blue" variant={orderId ? 'outline' : 'solid'}>
            <Link to={paths.portal}>Back to Portal</Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}

/** /portal/orders/:id/report for the signed-in customer (the route wraps it in RequireAuth). */
export function ReportScreen({ orderId }: { orderId: string }) {
  const { user } = useAuth();
  const order = useOrder(orderId);
  // The customer's own orders only, as on the order page.
  const own = order.data && order.data.user_id === user?.id ? order.data : null;
  const reports = useOrderReports(orderId, Boolean(own));
  const history = useOrderHistory(orderId, Boolean(own));

  if (order.isPending || (own && reports.isPending)) return <PageSpinner />;
  const failed = order.isError ? order.error : reports.isError ? reports.error : null;
  if (failed)
    return (
      <ReportMessage
        title={REPORT_LOAD_FAILED}
        action={
          <Button variant="outline" onClick={() => void (order.isError ? order.refetch() : reports.refetch())}>
            Try again
          </Button>
        }
      >
        <Text>{errorMessage(failed)}</Text>
      </ReportMessage>
    );
  if (!own || !user)
    return (
      <ReportMessage title={REPORT_NOT_FOUND}>
        <Text>
          There is no report with this address in your account. Check the link, or find the order under Your Orders in
          the portal.
        </Text>
      </ReportMessage>
    );
  const published = reports.data ?? [];
  if (published.length === 0)
    return (
      <ReportMessage title={REPORT_NOT_PUBLISHED} orderId={own.id}>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Text>
              Order <span translate="no">{orderReference(own.id)}</span> for {own.entity_legal_name}:
            </Text>
            <OrderStatusBadge status={own.status} />
          </HStack>
          <Text>
            {own.status === 'Cancelled'
              ? 'This order was cancelled, so no report will be published for it.'
              : 'We publish the report here as soon as the review is done, and email you when it is ready.'}
          </Text>
        </Stack>
      </ReportMessage>
    );

  return <ReportView order={own} reports={published} history={history.data} userId={user.id} />;
}

interface ReportViewProps {
  order: OrderRequest;
  /** Newest first; at least one. */
  reports: readonly PublishedReport[];
  history: OrderHistoryEntry[] | undefined;
  userId: string;
}

function ReportView({ order, reports, history, userId }: ReportViewProps) {
  const [params, setParams] = useSearchParams();
  const statusRef = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'packet' | null>(null);
  const latest = reports[0]!;
  const requested = params.get('version');
  const chosen = requested === null ? latest : reports.find((r) => String(r.version) === requested);
  const report = chosen ?? latest;
  const escalated = escalation(history);

  const pickVersion = (version: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (version === String(latest.version)) next.delete('version');
        else next.set('version', version);
        return next;
      },
      { replace: true },
    );

  const download = async (kind: 'pdf' | 'packet') => {
    setDownloading(kind);
    try {
      if (kind === 'pdf') await downloadReportPdf(report);
      else downloadReportPacket(report);
    } catch (error) {
      console.error(error);
      notify.error(
        DOWNLOAD_FAILED,
        kind === 'pdf'
          ? 'The PDF could not be prepared. Please try again.'
          : 'The data packet could not be prepared. Please try again.',
      );
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <ChakraLink asChild color="blue.fg" fontSize="sm" alignSelf="start" data-print-hidden="">
          <Link to={portalOrderPath(order.id)}>
            <span aria-hidden="true">←</span> Back to order <span translate="no">{orderReference(order.id)}</span>
          </Link>
        </ChakraLink>

        <Card.Root as="section" aria-label="Report versions and actions" data-print-hidden="">
          <Card.Body gap="5">
            <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
              <HStack
                ref={statusRef}
                tabIndex={-1}
                outline="none"
                gap="2"
                wrap="wrap"
                aria-label={`Order status: ${order.status}`}
                role="group"
              >
                <Text fontSize="sm" color="fg.muted">
                  Order status
                </Text>
                <OrderStatusBadge status={order.status} />
              </HStack>
              {reports.length > 1 ? (
                <Field.Root maxW={{ base: 'full', md: 'md' }}>
                  <Field.Label>Version</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={String(report.version)} onChange={(e) => pickVersion(e.target.value)}>
                      {reports.map((r) => (
                        <option key={r.id} value={String(r.version)}>
                          {versionLabel(r, latest.version)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              ) : null}
            </Flex>

            <Text fontSize="sm">
              Version {report.version}, published {reportDate(report.published_at)}
              {report.note ? (
                <>
                  .{' '}
                  <Text as="span" fontWeight="semibold">
                    Corrected:
                  </Text>{' '}
                  {report.note}
                </>
              ) : (
                '.'
              )}
            </Text>

            {requested !== null && !chosen && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>There is no version {requested} of this report</Alert.Title>
                  <Alert.Description>Showing the latest, version {latest.version}.</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {chosen && chosen !== latest && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>You are reading an earlier version</Alert.Title>
                  <Alert.Description>
                    Version {latest.version} replaced it on {reportDate(latest.published_at)}.{' '}
                    <ChakraLink
                      as="button"
                      color="blue.fg"
                      textDecoration="underline"
                      onClick={() => pickVersion(String(latest.version))}
                    >
                      Read the latest version
                    </ChakraLink>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {order.status === 'Escalated' && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>With {env.VITE_PARTNER_FIRM_NAME} for legal review</Alert.Title>
                  <Alert.Description>
                    {escalated ? `Escalated on ${orderDate(escalated.created_at)}. ` : ''}The report and the documents
                    have been forwarded to the firm, and the credit this report used has been refunded to your balance.
                    When the firm has finished, we publish the reviewed report here as a new version.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <Flex gap="3" wrap="wrap" css={{ '& > *': { flexGrow: { base: 1, sm: 0 } } }}>
              <Button
                colorPalette="blue"
                onClick={() => void download('pdf')}
                loading={downloading === 'pdf'}
                loadingText="Preparing PDF..."
              >
                Download PDF
              </Button>
              <Button
                variant="outline"
                colorPalette="blue"
                onClick={() => void download('packet')}
                loading={downloading === 'packet'}
                loadingText="Preparing..."
              >
                Download data packet
              </Button>
              <SendToLosDialog report={report} userId={userId} />
              <Button variant="outline" onClick={() => window.print()}>
                Print
              </Button>
              {canEscalate(order.status, history) && (
                <EscalateDialog order={order} latestVersion={latest.version} afterEscalate={() => statusRef.current} />
              )}
            </Flex>
            <Text fontSize="xs" color="fg.muted">
              The data packet is JSON for loan origination systems, in the format of the published{' '}
              <ChakraLink
                href={REPORT_PACKET_V2_SCHEMA_PATH}
                color="blue.fg"
                textDecoration="underline"
                target="_blank"
              >
                JSON Schema (version {REPORT_PACKET_V2_VERSION})
              </ChakraLink>
              .
            </Text>
          </Card.Body>
        </Card.Root>

        <ReportDocument
          key={report.id}
          content={report.content}
          meta={reportMeta(report)}
          headingLevel={1}
          sources={report.sources}
        />

        <Card.Root data-print-hidden="">
          <Card.Body>
            <OrderLosHandoffs orderId={order.id} headingLevel="h2" />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
