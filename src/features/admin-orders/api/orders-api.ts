import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR_MESSAGE,
  LIST_PAGE_SIZE,
  ORDER_STATUSES,
  isBackendError,
  type OrderAssigneeFilter,
  type OrderQueueSort,
  type OrderStatus,
  type SetOrderStatusInput,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys, orderKeys } from '@/lib/order-queries';

/** The queue's `?status=` parameter: one of the six, anything else means every status. */
export function statusFromParam(value: string | null): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : null;
}

/** The server's words when it gave any (a refused move, a bad input), else the generic message. */
export function serverMessage(error: unknown): string {
  return isBackendError(error) && error.message ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The queue's view as its address holds it: the filters, the sort and the page. */
export interface OrderQueueView {
  status: OrderStatus | null;
  search: string;
  assigned: OrderAssigneeFilter | null;
  sort: OrderQueueSort;
  page: number;
}

/**
 * One page of the staff queue (every order for staff; the server decides), counted: newest first, or the
 * longest waiting in its status first; all orders, the caller's own, or the unassigned.
 */
export function useOrderQueue({ status, search, assigned, sort, page }: OrderQueueView) {
  const backend = useBackend();
  const trimmed = search.trim();
  return useQuery({
    queryKey: orderKeys.list({ status, search: trimmed, assigned, sort, page }),
    queryFn: () =>
      backend.orders.page({
        status: status ?? undefined,
        search: trimmed || undefined,
        assigned: assigned ?? undefined,
        sort,
        page,
        pageSize: LIST_PAGE_SIZE,
      }),
    // Paging and typing keep the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrder(id: string) {
  const backend = useBackend();
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => backend.orders.get(id), staleTime: 0 });
}

/** The order's status changes, oldest first (the timeline reads top to bottom). */
export function useOrderHistory(id: string, enabled: boolean) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderKeys.history(id),
    queryFn: async () =>
      (await backend.orders.history(id)).slice().sort((a, b) => a.created_at.localeCompare(b.created_at)),
    enabled,
    staleTime: 0,
  });
}

/** Admins move an order; the order, its history, the queue and the customer's credits are read again. */
export function useMoveOrder() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetOrderStatusInput) => backend.orders.setStatus(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
