import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BackendAdapter,
  ListPage,
  ProfileSummary,
  StaffAuditAction,
  StaffAuditEntry,
  StaffAuditQuery,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { userLabel } from '@/lib/user-search';

/** A row of the trail with the user it concerns named as the pickers name users (null when unknown). */
export interface StaffAuditRow extends StaffAuditEntry {
  targetLabel: string | null;
}

/** One page of the trail with its users named; a failed name lookup leaves them unnamed, not the page unread. */
export async function staffAuditRowsPage(
  backend: BackendAdapter,
  query: StaffAuditQuery,
): Promise<ListPage<StaffAuditRow>> {
  const { rows, total } = await backend.audit.staffPage(query);
  const ids = [...new Set(rows.flatMap((r) => (r.target_user_id ? [r.target_user_id] : [])))];
  const people = new Map<string, ProfileSummary>();
  if (ids.length > 0) {
    try {
      for (const person of await backend.profiles.summariesFor(ids)) people.set(person.id, person);
    } catch (error) {
      console.error('Error fetching audit trail users', error);
    }
  }
  return {
    rows: rows.map((r) => {
      const target = r.target_user_id ? people.get(r.target_user_id) : undefined;
      return { ...r, targetLabel: target ? userLabel(target) : null };
    }),
    total,
  };
}

export function useStaffAuditPage(action: StaffAuditAction | undefined, page: number, pageSize: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['staff-audit-log', action ?? 'all', page, pageSize],
    queryFn: () => staffAuditRowsPage(backend, { action, page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
