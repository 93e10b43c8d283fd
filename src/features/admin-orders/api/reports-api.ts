import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishReportInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { orderKeys } from '@/lib/order-queries';

/**
 * Admins publish the next version: the order becomes Report ready (or stays so, for a correction). Everything
 * under `orders` is read again: the order, its history, the queue, the versions (orderKeys.reports) and their
 * overrides.
 */
export function usePublishReport() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishReportInput) => backend.reports.publish(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The reviewer's decision per field stored with a published version (staff only): read when first shown. */
export function useVersionReviews(reportId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: [...orderKeys.all, 'version-reviews', reportId] as const,
    queryFn: () => backend.reports.listReviews(reportId),
    // A published version's reviews never change.
    staleTime: Infinity,
  });
}

/**
 * The overrides of an order's versions published over their contradictions (staff only; issue 46 §3). Under
 * `orders`, so a publication reads them again.
 */
export function useReportOverrides(orderId: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['orders', 'report-overrides', orderId ?? ''] as const,
    queryFn: () => backend.reports.listOverrides(orderId!),
    enabled: orderId !== null,
  });
}

/** Who signed off each of an order's versions (staff only; issue 46 §2), read again after a publication. */
export function useReportSignoffs(orderId: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['orders', 'report-signoffs', orderId ?? ''] as const,
    queryFn: () => backend.reports.listSignoffs(orderId!),
    enabled: orderId !== null,
  });
}
