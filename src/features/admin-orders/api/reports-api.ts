import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishReportInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { orderKeys } from '@/lib/order-queries';

/**
 * An order's published report versions. Kept under the orders key: publishing invalidates `['orders']`, which
 * reads the order, its history, the queue and the versions again in one go.
 */
export const orderReportsKey = (orderId: string) => ['orders', 'reports', orderId] as const;

/** The published versions, newest first. */
export function useOrderReports(orderId: string, enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderReportsKey(orderId),
    queryFn: async () => (await backend.reports.listForOrder(orderId)).slice().sort((a, b) => b.version - a.version),
    enabled,
    staleTime: 0,
  });
}

/** Admins publish the next version: the order becomes Report ready (or stays so, for a correction). */
export function usePublishReport() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishReportInput) => backend.reports.publish(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
