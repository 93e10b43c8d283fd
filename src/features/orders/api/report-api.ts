import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfirmLosAddressInput, SendReportToLosInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, losKeys, orderKeys } from '@/lib/order-queries';

/** The order's published report versions, newest first (empty until the first is published). */
/** The LOS address kept on the account, or null: the Send to LOS form starts from it. */
export function useLosEmail(userId: string | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: losKeys.email(userId ?? ''),
    queryFn: () => backend.reports.losEmail(),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/**
 * Sends a report (its packet and link) to an LOS address: 'sent' to a confirmed address, or 'confirmation_sent'
 * when a new address was mailed its code. The order's LOS record and a remembered address are read again.
 */
export function useSendToLos(orderId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendReportToLosInput) => backend.reports.sendToLos(input),
    onSuccess: (outcome, input) => {
      if (outcome !== 'sent') return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.losHandoffs(orderId) }),
        input.remember !== false && queryClient.invalidateQueries({ queryKey: losKeys.all }),
      ]);
    },
  });
}

/** Confirms a new LOS address with the mailed code, which sends the report: the same two are read again. */
export function useConfirmLosAddress(orderId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmLosAddressInput) => backend.reports.confirmLosAddress(input),
    onSuccess: (_, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.losHandoffs(orderId) }),
        input.remember !== false && queryClient.invalidateQueries({ queryKey: losKeys.all }),
      ]),
  });
}

/**
 * Escalates a ready report to the partner firm with the customer's question: the order (and its escalation record) (status, history, lists) and the balance (the
 * refund) are read again, whatever the outcome (a refusal may mean someone else changed the order).
 */
export function useEscalateOrder(orderId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => backend.reports.escalate({ orderId, question }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
