import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend-context';

/** Who verified what: under `orders`, so publishing (which stamps the draft's events) reads it again. */
export const fieldHistoryKeys = {
  order: (orderId: string) => ['orders', 'field-history', orderId] as const,
  of: (orderId: string, version: number | null) => ['orders', 'field-history', orderId, version ?? 'draft'] as const,
};

/**
 * The per-field events of the draft being written (version null) or of a published version (staff only). Read
 * afresh when shown: saves, questions and answers by colleagues add to it.
 */
export function useFieldHistory(orderId: string, version: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: fieldHistoryKeys.of(orderId, version),
    queryFn: () => backend.fieldHistory.list(version === null ? { orderId } : { orderId, version }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
