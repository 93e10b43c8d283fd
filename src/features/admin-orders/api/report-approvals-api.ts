import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerQuestionInput,
  AskForApprovalInput,
  DecideApprovalInput,
  QuestionFieldInput,
  ReportCheckState,
} from '@/backend';
import { fieldHistoryKeys } from './field-history-api';
import { useBackend } from '@/lib/backend-context';
import { reportDraftKeys } from './report-drafts-api';

/** The check of an order's draft: under `orders`, so publishing (which ends the draft and its check) reads it again. */
export const reportCheckKeys = {
  check: (orderId: string) => ['orders', 'report-check', orderId] as const,
};

/** The check of the order's draft and its questions (staff), read afresh whenever the order page opens. */
export function useReportCheck(orderId: string, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: reportCheckKeys.check(orderId),
    queryFn: () => backend.reportApprovals.get(orderId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/**
 * The maker asks, the checker questions and decides, the maker answers: each answer reads the check again (a
 * colleague may have acted meanwhile); a refusal because the draft moved on reads the draft again too.
 */
export function useReportCheckActions(orderId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const settled = (_data: unknown, error: unknown) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportCheckKeys.check(orderId) }),
      queryClient.invalidateQueries({ queryKey: fieldHistoryKeys.order(orderId) }),
      error ? queryClient.invalidateQueries({ queryKey: reportDraftKeys.draft(orderId) }) : null,
    ]);
  const ask = useMutation({
    mutationFn: (input: AskForApprovalInput) => backend.reportApprovals.ask(input),
    onSettled: settled,
  });
  const question = useMutation({
    mutationFn: (input: QuestionFieldInput) => backend.reportApprovals.question(input),
    onSettled: settled,
  });
  const answer = useMutation({
    mutationFn: (input: AnswerQuestionInput) => backend.reportApprovals.answer(input),
    onSettled: settled,
  });
  const decide = useMutation({
    mutationFn: (input: DecideApprovalInput) => backend.reportApprovals.decide(input),
    onSettled: settled,
  });
  return { ask, question, answer, decide };
}

export type ReportCheckActions = ReturnType<typeof useReportCheckActions>;
export type { ReportCheckState };
