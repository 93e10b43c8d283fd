import { Badge, Button, Container, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { AssignRoleInput } from '@/backend';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import {
  FETCH_FAILED,
  assignErrorMessage,
  useAssignRole,
  useAuditLog,
  useUserRoles,
  useUserSummaries,
  userOptionLabel,
} from '../api/secure-roles-api';
import { AssignRolePanel } from './assign-role-panel';
import { AuditLogPanel } from './audit-log-panel';
import { CurrentUserRoles, usersWithRoles } from './current-user-roles';

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
  const summaries = useUserSummaries();
  const roles = useUserRoles();
  const audit = useAuditLog();
  const assign = useAssignRole();

  // SPEC §8: users and roles failing is announced once; the audit log failing is only logged.
  const usersFailed = summaries.isError || roles.isError;
  const notified = useRef(false);
  useEffect(() => {
    if (!usersFailed) {
      notified.current = false;
      return;
    }
    console.error('Error fetching users and roles', summaries.error ?? roles.error);
    if (!notified.current) {
      notified.current = true;
      notify.error('Error', FETCH_FAILED);
    }
  }, [usersFailed, summaries.error, roles.error]);
  useEffect(() => {
    if (audit.isError) console.error('Error fetching audit log', audit.error);
  }, [audit.isError, audit.error]);

  const users = useMemo(() => summaries.data ?? [], [summaries.data]);
  const entries = useMemo(() => usersWithRoles(users, roles.data ?? []), [users, roles.data]);
  const byId = useMemo(() => new Map(users.map((u) => [u.id, u])), [users]);
  const targetName = useCallback(
    (id: string) => {
      const u = byId.get(id);
      return u ? userOptionLabel(u) : null;
    },
    [byId],
  );

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

        <AssignRolePanel
          users={users}
          loading={summaries.isPending}
          submitting={assign.isPending}
          onAssign={onAssign}
        />
        <CurrentUserRoles
          entries={usersFailed ? [] : entries}
          loading={!usersFailed && (summaries.isPending || roles.isPending)}
        />
        <AuditLogPanel entries={audit.data ?? []} loading={audit.isPending} targetName={targetName} />

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
