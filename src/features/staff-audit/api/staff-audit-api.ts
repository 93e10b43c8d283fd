import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BackendAdapter, ListPage, StaffAuditAction, StaffAuditEntry, StaffAuditQuery } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { summariesById, userLabel } from '@/lib/user-search';

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
  const people = await summariesById(
    backend,
    rows.map((r) => r.target_user_id),
  );
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
