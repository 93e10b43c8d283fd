import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishReportInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { orderKeys } from '@/lib/order-queries';

/**
 * Admins publish the next version: the order becomes Report ready (or stays so, for a correction). Everything
 * under `orders` is read again: the order, its history, the queue and the versions (orderKeys.reports).
 */
export function usePublishReport() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishReportInput) => backend.reports.publish(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
