import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignOrderInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { orderKeys } from '@/lib/order-queries';

/** Under `orders`, so an assignment (or any order change) reads the history and the queue again. */
const assignmentKeys = {
  history: (orderId: string) => [...orderKeys.all, 'assignments', orderId] as const,
  staff: ['staff-members'] as const,
};

/** The order's assignment history, oldest first (staff read it; the last row is the current assignee). */
export function useOrderAssignments(orderId: string, enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: assignmentKeys.history(orderId),
    queryFn: () => backend.orders.assignments(orderId),
    enabled,
    staleTime: 0,
  });
}

/** The staff an order can be assigned to (admins read them; others get only themselves, so it is for admins). */
export function useStaffMembers(enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: assignmentKeys.staff,
    queryFn: () => backend.orders.staffMembers(),
    enabled,
    staleTime: 60_000,
  });
}

/** Admins assign, take or unassign an order; the order's views (queue, history) are read again. */
export function useAssignOrder() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignOrderInput) => backend.orders.assign(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
