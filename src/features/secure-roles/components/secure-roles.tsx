import { Badge, Button, Container, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AssignRoleInput } from '@/backend';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { useListUrlState } from '@/lib/list-url-state';
import {
  FETCH_FAILED,
  assignErrorMessage,
  auditRowsPage,
  useAssignRole,
  useAuditLog,
  useUserRolesPage,
} from '../api/secure-roles-api';
import { AssignRolePanel } from './assign-role-panel';
import { AuditLogPanel, ROLE_AUDIT_EXPORT_COLUMNS } from './audit-log-panel';
import { CurrentUserRoles } from './current-user-roles';

function ShieldIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    </svg>
  );
}

/** /secure-roles (SPEC §2): assign roles with confirmation, see every user's roles and the audit log. */
export function SecureRoles() {
  const backend = useBackend();
  // The roles list's search and page live in the address (?q=, ?page=); the audit log pages on its own.
  const list = useListUrlState({});
  const users = useUserRolesPage(list.q, list.page);
  const [auditPage, setAuditPage] = useState(1);
  const audit = useAuditLog(auditPage);
  const assign = useAssignRole();

  // SPEC §8: users and roles failing is announced once; the audit log failing is only logged.
  const notified = useRef(false);
  useEffect(() => {
    if (!users.isError) {
      notified.current = false;
      return;
    }
    console.error('Error fetching users and roles', users.error);
    if (!notified.current) {
      notified.current = true;
      notify.error('Error', FETCH_FAILED);
    }
  }, [users.isError, users.error]);
  useEffect(() => {
    if (audit.isError) console.error('Error fetching audit log', audit.error);
  }, [audit.isError, audit.error]);

  const onAssign = async (input: AssignRoleInput): Promise<boolean> => {
    try {
      await assign.mutateAsync(input);
      notify.success('Success', 'Role assigned successfully');
      return true;
    } catch (error) {
      console.error('Error assigning role', error);
      notify.error('Error', assignErrorMessage(error));
      return false;
    }
  };

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="3">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Secure Role Management
            </Heading>
            <Badge colorPalette="red" variant="solid" size="lg">
              <ShieldIcon />
              High Security Zone
            </Badge>
          </HStack>
          <Text color="fg.muted">Securely manage user roles and permissions with audit logging</Text>
        </Stack>

        <AssignRolePanel submitting={assign.isPending} onAssign={onAssign} />
        <CurrentUserRoles
          entries={users.data?.rows ?? []}
          total={users.data?.total ?? 0}
          loading={users.isPending}
          stale={users.isPlaceholderData}
          search={list.text}
          onSearchChange={list.setText}
          page={list.page}
          onPageChange={list.setPage}
        />
        <AuditLogPanel
          entries={audit.data?.rows ?? []}
          total={audit.data?.total ?? 0}
          loading={audit.isPending}
          page={auditPage}
          onPageChange={setAuditPage}
          actions={
            <ExportCsvButton
              view="role_audit"
              filters={{}}
              total={audit.data?.total}
              columns={ROLE_AUDIT_EXPORT_COLUMNS}
              fetchPage={(page, pageSize) => auditRowsPage(backend, page, pageSize)}
            />
          }
        />

        <Wrap gap="3" justify="center">
          <Button asChild variant="outline">
            <Link to={paths.adminDashboardAlias}>Back to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.admin}>User Management</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.portal}>Return to Portal</Link>
          </Button>
        </Wrap>
      </Stack>
    </Container>
  );
}
