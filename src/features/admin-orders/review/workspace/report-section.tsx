import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { reportNumber, type OrderRequest, type OrderStatus } from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { useOrderReports } from '@/lib/order-queries';
import { useUserEmails } from '../../api/credits-api';
import { serverMessage } from '../../api/orders-api';
import { useReportDraftRecord } from '../../api/report-drafts-api';
import { useStaffMembers } from '../../api/assignment-api';
import { useReportCheck, useReportCheckActions } from '../../api/report-approvals-api';
import { useAuth } from '@/lib/auth';
import { formatDateTime, LoadError, LoadingLine } from '../../components/shared';
import { FieldHistory } from '../field-history/field-history';
import { PublishedVersions } from './published-versions';
import type { PreviewTarget } from './report-dialogs';
import { StoredSosLookups } from '../sos-lookup/stored-sos-lookups';

/**
 * The editor is most of the order page's code: it loads when an admin can write the report, so the order's
 * header, details and history show without waiting for it (issue 45).
 */
const ReportWorkspace = lazy(() => import('./report-workspace').then((m) => ({ default: m.ReportWorkspace })));
/** The report as the customer sees it: loaded when a published version is first viewed. */
const ReportPreviewDialog = lazy(() => import('./report-dialogs').then((m) => ({ default: m.ReportPreviewDialog })));
/** The checker's desk (issue 46 §2): loaded when a draft is there to read, not on the way to the order's header. */
const CheckerPanel = lazy(() => import('../approval/checker-panel').then((m) => ({ default: m.CheckerPanel })));
export const DESK_LOADING = 'Loading the draft...';
export const EDITOR_LOADING = 'Loading the report editor...';
export const DRAFT_LOADING = 'Loading the report draft...';

export const REPORT_READ_ONLY =
  'You are a moderator: you can read the published versions, but only admins write and publish reports.';

/** Why an order in this status has no editor. */
export const NO_EDITOR_REASON: Partial<Record<OrderStatus, string>> = {
  Submitted:
    'The review has not started. Move the order to In review to write its report; it is published from In review (or Escalated).',
  'Needs documents':
    'The order is waiting for the customer’s documents. When they arrive it goes back to In review, and the report can be written.',
  Cancelled: 'This order was cancelled: no report is published for it.',
};

/** In these statuses an admin publishes the report (Report ready: a correction). */
const PUBLISHABLE: readonly OrderStatus[] = ['In review', 'Escalated', 'Report ready'];

/**
 * The order's report on the staff order page: the published versions (any staff), and for an admin the editor
 * with Upload JSON packet (and the fictional demo draft on the in-browser backend only), Preview and Publish (a correction once the order is Report ready).
 */
export const ReportSection = forwardRef<HTMLHeadingElement, { order: OrderRequest; role: StaffRole }>(
  function ReportSection({ order, role }, headingRef) {
    const reports = useOrderReports(order.id, true);
    const publisherIds = (reports.data ?? []).map((r) => r.published_by).filter((id): id is string => Boolean(id));
    const emails = useUserEmails(publisherIds, role === 'admin');
    const [viewing, setViewing] = useState<PreviewTarget | null>(null);
    // Mounted from the first view on, so that closing it animates and gives focus back like any dialog.
    const [viewed, setViewed] = useState(false);
    const latest = reports.data?.[0] ?? null;
    const reason = NO_EDITOR_REASON[order.status];
    const publishable = PUBLISHABLE.includes(order.status);
    const draft = useReportDraftRecord(order.id, publishable);
    // The second pair of eyes (issue 46 §2): the named checker reads the draft beside its pages and decides.
    const me = useAuth().user?.id ?? null;
    const check = useReportCheck(order.id, publishable);
    const checkActions = useReportCheckActions(order.id);
    const staff = useStaffMembers(role === 'admin');
    const approval = check.data?.approval ?? null;
    const checking = approval?.state === 'waiting' && approval.checker_id === me;
    // Admins read the draft in the editor; a moderator reads it here, and the named checker (of either role) checks it.
    const checkerDesk =
      draft.data && check.data && (checking || role !== 'admin') ? (
        <Suspense fallback={<LoadingLine label={DESK_LOADING} />}>
          <CheckerPanel
            order={order}
            draft={draft.data}
            check={check.data}
            me={me}
            staff={staff.data}
            actions={checking ? checkActions : null}
            onReloadDraft={() => void Promise.all([draft.refetch(), check.refetch()])}
          />
        </Suspense>
      ) : null;
    /** Bumped to start the editor afresh from the draft as the service has it now. */
    const [draftLoads, setDraftLoads] = useState(0);
    const reloadDraft = async () => {
      await draft.refetch();
      setDraftLoads((n) => n + 1);
    };

    const focusHeading = () => {
      if (headingRef && typeof headingRef === 'object') headingRef.current?.focus();
    };

    return (
      <Card.Root as="section" aria-labelledby="order-report-heading">
        <Card.Header>
          <Heading as="h2" size="lg" id="order-report-heading" ref={headingRef} tabIndex={-1} outline="none">
            Report
          </Heading>
          <Card.Description>
            What the customer receives. Each publication is a new version; earlier versions are kept.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="6">
            <Stack gap="3">
              <Heading as="h3" size="sm">
                Published versions
              </Heading>
              {reports.isPending ? (
                <LoadingLine label="Loading report versions..." />
              ) : reports.isError ? (
                <LoadError
                  title="The report versions could not be loaded"
                  message={serverMessage(reports.error)}
                  onRetry={() => void reports.refetch()}
                />
              ) : (
                <PublishedVersions
                  versions={reports.data}
                  emails={emails.data}
                  onView={(report) => {
                    setViewed(true);
                    setViewing({
                      content: report.content,
                      meta: {
                        reportNumber: reportNumber(order.id, report.version),
                        preparedOn: report.published_at,
                        version: report.version,
                      },
                      label: `version ${report.version}`,
                    });
                  }}
                />
              )}
            </Stack>

            {publishable && (
              <Stack gap="3" as="section" aria-labelledby="order-field-history-heading">
                <Heading as="h3" size="sm" id="order-field-history-heading">
                  Who verified what
                </Heading>
                <FieldHistory orderId={order.id} version={null} />
              </Stack>
            )}

            {role !== 'admin' ? (
              <>
                <Alert.Root status="info" role="note">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Read only</Alert.Title>
                    <Alert.Description>{REPORT_READ_ONLY}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
                {draft.data && (
                  <Text fontSize="sm" color="fg.muted">
                    {`A draft of the next version is being written: saved by ${draft.data.saved_by_email ?? 'a staff member'} at ${formatDateTime(draft.data.saved_at)}.`}
                  </Text>
                )}
                {checkerDesk}
                <StoredSosLookups orderId={order.id} />
              </>
            ) : !publishable ? (
              <Alert.Root status="neutral" role="note">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>No report can be published while the order is {order.status}</Alert.Title>
                  <Alert.Description>{reason}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ) : (
              reports.isSuccess &&
              // The draft as the service has it now (not a copy cached from an earlier visit): the editor saves over it.
              (draft.isFetchedAfterMount && draft.data !== undefined ? (
                <>
                  {checkerDesk}
                  <Suspense fallback={<LoadingLine label={EDITOR_LOADING} />}>
                    <ReportWorkspace
                      // A new version (or status), or the draft read again, starts the editor afresh from it.
                      key={`${latest?.version ?? 0}:${order.status}:${draftLoads}`}
                      order={order}
                      latest={latest}
                      stored={draft.data}
                      check={check.data}
                      onReloadDraft={() => void reloadDraft()}
                      onPublished={focusHeading}
                    />
                  </Suspense>
                </>
              ) : draft.isError ? (
                <LoadError
                  title="The report draft could not be loaded"
                  message={serverMessage(draft.error)}
                  onRetry={() => void draft.refetch()}
                />
              ) : (
                <LoadingLine label={DRAFT_LOADING} />
              ))
            )}
          </Stack>
        </Card.Body>
        {viewed && (
          <Suspense fallback={null}>
            <ReportPreviewDialog target={viewing} onClose={() => setViewing(null)} />
          </Suspense>
        )}
      </Card.Root>
    );
  },
);
