import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DiscardReportDraftInput, ReportDraftRecord, SaveReportDraftInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { fieldHistoryKeys } from './field-history-api';

/** The reviewer's pass kept in a draft's content, as text to compare: what the service's field events come from. */
const reviewOf = (content: unknown) =>
  JSON.stringify((content as { review?: unknown } | null | undefined)?.review ?? null);

/** An order's report draft: under `orders`, so publishing (which ends the draft) reads it again. */
export const reportDraftKeys = {
  draft: (orderId: string) => ['orders', 'report-draft', orderId] as const,
};

/** The order's draft as the service keeps it (staff), read afresh whenever the order page opens. */
export function useReportDraftRecord(orderId: string, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: reportDraftKeys.draft(orderId),
    queryFn: () => backend.reportDrafts.get(orderId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/**
 * Saving and discarding the draft (admins), each answer put in the cache at once, so the page that opens the
 * order again (or the workspace remounted after a reload) starts from the draft as last saved.
 */
export function useReportDraftWrites() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      get: (orderId: string) => backend.reportDrafts.get(orderId),
      async save(input: SaveReportDraftInput): Promise<ReportDraftRecord> {
        const before = queryClient.getQueryData<ReportDraftRecord | null>(reportDraftKeys.draft(input.orderId));
        const saved = await backend.reportDrafts.save(input);
        queryClient.setQueryData(reportDraftKeys.draft(input.orderId), saved);
        // The service records field events (who verified what) only from changes to the review; most saves are
        // typing, which records none, so the history is read again only when the review changed.
        if (reviewOf(before?.content) !== reviewOf(saved.content))
          void queryClient.invalidateQueries({ queryKey: fieldHistoryKeys.order(input.orderId) });
        return saved;
      },
      async discard(input: DiscardReportDraftInput): Promise<void> {
        await backend.reportDrafts.discard(input);
        queryClient.setQueryData(reportDraftKeys.draft(input.orderId), null);
      },
      /** After publishing: the service ended the draft; the next workspace must not start from the old one. */
      forget: (orderId: string) => queryClient.setQueryData(reportDraftKeys.draft(orderId), null),
    }),
    [backend, queryClient],
  );
}
