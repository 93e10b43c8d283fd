import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderHistoryEntry, ResubmitOrderInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, orderKeys } from '@/lib/order-queries';

/** One order the caller may read; null when it is hidden or does not exist. */
export function useOrder(id: string) {
  const backend = useBackend();
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => backend.orders.get(id), staleTime: 0 });
}

const oldestFirst = (a: OrderHistoryEntry, b: OrderHistoryEntry) => a.created_at.localeCompare(b.created_at);

/** The order's status changes, oldest first (the timeline reads top to bottom). */
export function useOrderHistory(id: string, enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderKeys.history(id),
    queryFn: async () => (await backend.orders.history(id)).slice().sort(oldestFirst),
    enabled,
    staleTime: 0,
  });
}

/** After a change: the order, its history, the lists and the balance (a refund) are read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: creditKeys.all }),
    ]);
}

/** The owner cancels a Submitted order; its credit is refunded. */
export function useCancelOrder(orderId: string) {
  const backend = useBackend();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: () => backend.orders.setStatus({ orderId, status: 'Cancelled', message: '' }),
    onSettled: refresh,
  });
}

/** The owner answers Needs documents with more PDFs (and a note); the order goes back to In review. */
export function useResubmitOrder() {
  const backend = useBackend();
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: ResubmitOrderInput) => backend.orders.resubmit(input),
    onSettled: refresh,
  });
}
