import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUDIT_LOG_PAGE_SIZE,
  GENERIC_ERROR_MESSAGE,
  isBackendError,
  type AssignRoleInput,
  type ProfileSummary,
  type RoleAuditEntry,
  type UserRole,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';

export const FETCH_FAILED = 'Failed to fetch users and roles';
export const ASSIGN_FAILED = 'Failed to assign role';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Resource-named keys, shared by convention with the other admin screens. */
const keys = {
  summaries: ['profiles', 'summaries'] as const,
  roles: ['user-roles', 'list'] as const,
  audit: ['role-audit-log', AUDIT_LOG_PAGE_SIZE] as const,
};

/**
 * SPEC §8 role screen: the server's message passes through; a backend failure without one (empty, or
 * the adapter's generic text) reads 'Failed to assign role'; any other exception is unexpected.
 */
export function assignErrorMessage(error: unknown): string {
  if (!isBackendError(error)) return UNEXPECTED_ERROR;
  return error.message && error.message !== GENERIC_ERROR_MESSAGE ? error.message : ASSIGN_FAILED;
}

export function useUserSummaries() {
  const backend = useBackend();
  return useQuery({ queryKey: keys.summaries, queryFn: () => backend.profiles.listSummaries(), staleTime: 0 });
}

export function useUserRoles() {
  const backend = useBackend();
  return useQuery({ queryKey: keys.roles, queryFn: (): Promise<UserRole[]> => backend.roles.list(), staleTime: 0 });
}

export interface AuditRow extends RoleAuditEntry {
  /** The assigner's email, null when unknown. */
  assignerEmail: string | null;
}

/** The 20 newest audit rows with their assigners' emails; a failed email lookup leaves them Unknown. */
export function useAuditLog() {
  const backend = useBackend();
  return useQuery({
    queryKey: keys.audit,
    queryFn: async (): Promise<AuditRow[]> => {
      const entries = await backend.audit.listRecent(AUDIT_LOG_PAGE_SIZE);
      const ids = [...new Set(entries.map((e) => e.assigned_by).filter((id): id is string => id !== null))];
      const emails = new Map<string, string | null>();
      if (ids.length > 0) {
        try {
          for (const row of await backend.profiles.listEmails(ids)) emails.set(row.id, row.email);
        } catch (error) {
          console.error('Error fetching assigner emails', error);
        }
      }
      return entries.map((e) => ({ ...e, assignerEmail: e.assigned_by ? (emails.get(e.assigned_by) ?? null) : null }));
    },
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

/** SPEC §2 dropdown entry: 'first last (email)', else the email, else 'Unknown User'. */
export function userOptionLabel(u: Pick<ProfileSummary, 'first_name' | 'last_name' | 'email'>): string {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ');
  if (name && u.email) return `${name} (${u.email})`;
  return u.email || name || 'Unknown User';
}
