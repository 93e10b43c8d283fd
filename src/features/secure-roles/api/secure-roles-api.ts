import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_LOG_PAGE_SIZE,
  GENERIC_ERROR_MESSAGE,
  isBackendError,
  LIST_PAGE_SIZE,
  type AppRole,
  type AssignRoleInput,
  type BackendAdapter,
  type ListPage,
  type ProfileSummary,
  type RoleAuditEntry,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { summariesById, userLabel } from '@/lib/user-search';

export const FETCH_FAILED = 'Failed to fetch users and roles';
export const ASSIGN_FAILED = 'Failed to assign role';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * SPEC §8 role screen: the server's message passes through; a backend failure without one (empty, or
 * the adapter's generic text) reads 'Failed to assign role'; any other exception is unexpected.
 */
export function assignErrorMessage(error: unknown): string {
  if (!isBackendError(error)) return UNEXPECTED_ERROR;
  return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : ASSIGN_FAILED;
}

export interface UserWithRoles {
  user: ProfileSummary;
  roles: AppRole[];
}

/**
 * One page of the Current User Roles panel: the users (searched and counted by the server, newest first)
 * and the user_roles rows of just those users.
 */
export function useUserRolesPage(search: string, page: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['profiles', 'with-roles', search, page],
    queryFn: async (): Promise<ListPage<UserWithRoles>> => {
      const { rows, total } = await backend.profiles.page({ search, page, pageSize: LIST_PAGE_SIZE });
      const roles = rows.length > 0 ? await backend.roles.list(rows.map((u) => u.id)) : [];
      const byUser = new Map<string, AppRole[]>();
      for (const r of roles) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.role]);
      return { rows: rows.map((user) => ({ user, roles: byUser.get(user.id) ?? [] })), total };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface AuditRow extends RoleAuditEntry {
  /** The assigner's email, null when unknown. */
  assignerEmail: string | null;
  /** The changed user as the dropdown names them, null when unknown. */
  targetLabel: string | null;
}

/**
 * One page of the audit log, newest first, with its assigners' emails and its users' names; a failed lookup
 * leaves them Unknown.
 */
export async function auditRowsPage(
  backend: BackendAdapter,
  page: number,
  pageSize: number,
): Promise<ListPage<AuditRow>> {
  const { rows, total } = await backend.audit.page({ page, pageSize });
  const people = await summariesById(
    backend,
    rows.flatMap((e) => [e.assigned_by, e.target_user_id]),
  );
  return {
    rows: rows.map((e) => {
      const assigner = e.assigned_by ? people.get(e.assigned_by) : undefined;
      const target = e.target_user_id ? people.get(e.target_user_id) : undefined;
      return { ...e, assignerEmail: assigner?.email ?? null, targetLabel: target ? userLabel(target) : null };
    }),
    total,
  };
}

/** One page of the audit log as the panel shows it (20 rows). */
export function useAuditLog(page: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['role-audit-log', page],
    queryFn: () => auditRowsPage(backend, page, AUDIT_LOG_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAssignRole() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignRoleInput) => backend.assignUserRole(input),
    // The role mirror on profiles, the roles list and the audit log all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles'] }),
        queryClient.invalidateQueries({ queryKey: ['user-roles'] }),
        queryClient.invalidateQueries({ queryKey: ['role-audit-log'] }),
      ]),
  });
}
