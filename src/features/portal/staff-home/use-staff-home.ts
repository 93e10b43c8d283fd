import { useQueries } from '@tanstack/react-query';
import {
  OPEN_ORDER_STATUSES,
  type OpenOrderStatus,
  type OrderAssigneeFilter,
  type Profile,
  type QueuedOrder,
} from '@/backend';
import type { StaffRole } from '@/components/guards/require-staff';
import { useBackend } from '@/lib/backend-context';
import { orderKeys } from '@/lib/order-queries';

/** How many orders each list on the staff home shows; the queue has the rest. */
export const STAFF_HOME_LIST_SIZE = 5;

/**
 * The portal's staff rule, from the profile the portal already reads (like isPortalAdmin, SPEC §6): an Admin, or
 * a Moderator who is not Suspended (as useStaffRole decides for the staff screens). The server decides every read.
 */
export function staffRoleOf(profile: Profile | null | undefined): StaffRole | null {
  if (profile?.role === 'Admin') return 'admin';
  if (profile?.role === 'Moderator' && profile.status !== 'Suspended') return 'moderator';
  return null;
}

export interface OpenOrders {
  /** Orders in each open status (the queue's exact totals), once every status is read. */
  counts: Record<OpenOrderStatus, number> | undefined;
  /** The open orders longest in their current status first, at most STAFF_HOME_LIST_SIZE. */
  oldest: QueuedOrder[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The open orders (all, or the caller's own with assigned 'me'), counted by status and the longest waiting first.
 * The queue filters one status at a time, so this reads one small page per open status, longest waiting first:
 * each page's total is that status's count, and the oldest few overall are among the oldest few of each status.
 * Four requests of a few rows each, however many orders there are; Report ready and Cancelled are never read.
 */
export function useOpenOrders(assigned: OrderAssigneeFilter | null, enabled: boolean): OpenOrders {
  const backend = useBackend();
  const results = useQueries({
    queries: OPEN_ORDER_STATUSES.map((status) => ({
      queryKey: [...orderKeys.all, 'staff-home', { status, assigned }] as const,
      queryFn: () =>
        backend.orders.page({
          status,
          assigned: assigned ?? undefined,
          sort: 'waiting',
          page: 1,
          pageSize: STAFF_HOME_LIST_SIZE,
        }),
      enabled,
      staleTime: 0,
    })),
  });
  const failed = results.find((r) => r.isError);
  const done = results.every((r) => r.data !== undefined);
  const counts = done
    ? (Object.fromEntries(OPEN_ORDER_STATUSES.map((s, i) => [s, results[i]!.data!.total])) as Record<
        OpenOrderStatus,
        number
      >)
    : undefined;
  const oldest = done
    ? results
        .flatMap((r) => r.data!.rows)
        .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at))
        .slice(0, STAFF_HOME_LIST_SIZE)
    : undefined;
  return {
    counts,
    oldest,
    isPending: !done && !failed,
    error: failed?.error ?? null,
    refetch: () => {
      for (const r of results) if (r.isError || r.data === undefined) void r.refetch();
    },
  };
}
