import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link as ChakraLink,
  Spinner,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Link } from 'react-router';
import { LIST_PAGE_SIZE, STAFF_AUDIT_ACTIONS, type StaffAuditAction } from '@/backend';
import { orderDateTime } from '@/components/orders/dates';
import { FilterSelect } from '@/components/ui/filter-select';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { ListPager } from '@/components/ui/list-pager';
import { adminOrderPath, paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import type { CsvColumn } from '@/lib/csv-export';
import { useLastPageCorrection, useListUrlState } from '@/lib/list-url-state';
import { staffAuditRowsPage, useStaffAuditPage, type StaffAuditRow } from '../api/staff-audit-api';
import { describeStaffAction, STAFF_ACTION_LABELS } from '../describe-action';

export const NO_STAFF_ACTIONS = 'No staff actions recorded';
export const NO_ACTIONS_MATCH = 'No actions of this kind recorded';

const ACTION_FILTER_LABELS = { '': 'All actions', ...STAFF_ACTION_LABELS };

/** The trail's export: one row per action, its sentence and its raw details. */
export const STAFF_AUDIT_EXPORT_COLUMNS: CsvColumn<StaffAuditRow>[] = [
  { header: 'When', value: (r) => r.created_at },
  { header: 'Action', value: (r) => STAFF_ACTION_LABELS[r.action] },
  { header: 'What', value: (r) => describeStaffAction(r) },
  { header: 'By', value: (r) => r.actor_email },
  { header: 'By id', value: (r) => r.actor_id },
  { header: 'User', value: (r) => r.targetLabel },
  { header: 'User id', value: (r) => r.target_user_id },
  { header: 'User email', value: (r) => r.target_user_email },
  { header: 'Details', value: (r) => JSON.stringify(r.details) },
];

/** The entries of one page; presentational so stories and tests can show any list. */
export function StaffAuditEntries({ rows }: { rows: readonly StaffAuditRow[] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" divideY="1px" aria-label="Staff actions" borderWidth="1px" rounded="md">
      {rows.map((r) => {
        const orderId = typeof r.details.orderId === 'string' ? r.details.orderId : null;
        return (
          <Stack as="li" key={r.id} gap="1" px="4" py="3">
            <HStack justify="space-between" gap="2" flexWrap="wrap" align="baseline">
              <HStack gap="2" flexWrap="wrap">
                <Badge variant="outline">{STAFF_ACTION_LABELS[r.action]}</Badge>
                <Text fontWeight="medium" wordBreak="break-word">
                  {describeStaffAction(r)}
                </Text>
              </HStack>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={r.created_at}>{orderDateTime(r.created_at)}</time>
              </Text>
            </HStack>
            {r.target_user_id && (
              <Text fontSize="sm" wordBreak="break-word">
                User: {r.targetLabel ?? r.target_user_email ?? 'Unknown User'}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              By {r.actor_email ?? 'Unknown'}
            </Text>
            {orderId && (
              <ChakraLink asChild fontSize="sm" width="fit-content">
                <Link to={adminOrderPath(orderId)}>Open the order</Link>
              </ChakraLink>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * /admin/audit: what staff did (users created, statuses, credits, order moves, reports, exports), newest first,
 * 25 at a time, filtered by action (?action=), exportable as filtered. Admins only.
 */
export function StaffAuditTrail() {
  const backend = useBackend();
  const list = useListUrlState({ action: STAFF_AUDIT_ACTIONS });
  const action: StaffAuditAction | undefined = list.values.action;
  const query = useStaffAuditPage(action, list.page, LIST_PAGE_SIZE);
  const total = query.data?.total ?? 0;
  const beyond = useLastPageCorrection(list, query.data?.total, LIST_PAGE_SIZE, !query.isPlaceholderData);

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="4" direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ lg: 'flex-end' }}>
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Staff Audit Trail
            </Heading>
            <Text color="fg.muted">
              What staff did, newest first: users created, statuses, credits, order moves, reports and exports. Role
              changes are in Secure Role Management.
            </Text>
          </Stack>
          <Wrap gap="2">
            <Button asChild variant="outline">
              <Link to={paths.adminDashboard}>Admin Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.portal}>Return to Portal</Link>
            </Button>
          </Wrap>
        </Stack>

        <Stack role="search" aria-label="Filter staff actions" direction={{ base: 'column', md: 'row' }} gap="4">
          <FilterSelect
            maxW={{ md: '64' }}
            label="Action"
            value={action ?? ''}
            options={ACTION_FILTER_LABELS}
            onChange={(v) => list.set('action', v || undefined)}
          />
        </Stack>

        {query.isPending ? (
          <HStack gap="3" py="8" justify="center" role="status">
            <Spinner size="sm" aria-hidden="true" />
            <Text>Loading the audit trail...</Text>
          </HStack>
        ) : query.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The audit trail could not be loaded</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()} alignSelf="center">
              Try again
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="3">
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {total} {total === 1 ? 'action' : 'actions'}
                {action ? `: ${STAFF_ACTION_LABELS[action]}` : ''}
              </Text>
              <ExportCsvButton
                view="staff_audit"
                filters={{ action }}
                total={total}
                columns={STAFF_AUDIT_EXPORT_COLUMNS}
                fetchPage={(page, pageSize) => staffAuditRowsPage(backend, { action, page, pageSize })}
              />
            </HStack>
            {query.data.rows.length === 0 && !beyond ? (
              <Text py="8" textAlign="center" color="fg.muted" borderWidth="1px" rounded="md">
                {action ? NO_ACTIONS_MATCH : NO_STAFF_ACTIONS}
              </Text>
            ) : (
              <Box opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
                <StaffAuditEntries rows={query.data.rows} />
              </Box>
            )}
            <ListPager
              label="Staff actions"
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
