import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRequestInput } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, orderKeys } from '@/lib/order-queries';

/**
 * Places an order (one credit is debited with it). Success or refusal, the orders and the balance are read
 * again: a refusal for lack of credits means the balance shown was out of date.
 */
export function useSubmitOrder() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderRequestInput) => backend.orders.submit(input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
