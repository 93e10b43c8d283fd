import { saveBlobAsFile } from './save-file';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@/backend';
import { useBackend } from './backend-context';

/**
 * Query keys for orders and credits, shared by every screen that shows them (the customer's portal,
 * order page and request form, and the staff screens): a change anywhere invalidates `['orders']` or
 * `['credits']` and every view of it is read again.
 */
export const orderKeys = {
  all: ['orders'] as const,
  /** The signed-in customer's own orders. */
  own: (userId: string) => ['orders', 'own', userId] as const,
  /** The staff queue, by its filters. */
  list: (filters: { status: string | null; search: string; assigned: string | null; sort: string; page: number }) =>
    ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  history: (id: string) => ['orders', 'history', id] as const,
  /** An order's published report versions: under `orders`, so any change to the order reads them again. */
  reports: (id: string) => ['orders', 'reports', id] as const,
  /** The order's reports sent to an LOS (issue 47 §2): under `orders` too. */
  losHandoffs: (id: string) => ['orders', 'los-handoffs', id] as const,
  /** The order's escalation with the customer's question (issue 47 §3): under `orders` too. */
  escalation: (id: string) => ['orders', 'escalation', id] as const,
};

/** The LOS address kept on the signed-in customer's account. */
export const losKeys = {
  all: ['los-email'] as const,
  email: (userId: string) => ['los-email', userId] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: (userId: string) => ['credits', 'balance', userId] as const,
  ledger: (userId: string) => ['credits', 'ledger', userId] as const,
};

/** A customer's credit balance: the signed-in customer's own, or anyone's for admins. */
export function useCreditBalance(userId: string | null | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: creditKeys.balance(userId ?? ''),
    queryFn: () => backend.credits.balance(userId!),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** A customer's credit ledger, newest first: the signed-in customer's own, or anyone's for admins. */
export function useCreditLedger(userId: string | null | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: creditKeys.ledger(userId ?? ''),
    queryFn: async () =>
      (await backend.credits.ledger(userId!)).slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

/** An order's published report versions, newest first: the customer's own orders, any order for staff. */
export function useOrderReports(orderId: string, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderKeys.reports(orderId),
    queryFn: async () => (await backend.reports.listForOrder(orderId)).slice().sort((a, b) => b.version - a.version),
    enabled,
    staleTime: 0,
  });
}

/** The order's reports sent to an LOS, newest first: the customer's own orders, any order for staff. */
export function useLosHandoffs(orderId: string, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderKeys.losHandoffs(orderId),
    queryFn: () => backend.reports.losHandoffs(orderId),
    enabled,
    staleTime: 0,
  });
}

/** The order's escalation as its owner sent it, or null: the customer's own orders, any order for staff. */
export function useOrderEscalation(orderId: string, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: orderKeys.escalation(orderId),
    queryFn: () => backend.reports.escalation(orderId),
    enabled,
    staleTime: 0,
  });
}

/**
 * The signed-in user's own orders, newest first (staff too: the portal is about their own orders), filtered by
 * the server: a status and a search over the loan reference and the entity.
 */
export function useOwnOrders(userId: string | undefined, filter: { status?: OrderStatus; search?: string } = {}) {
  const backend = useBackend();
  const status = filter.status;
  const search = filter.search?.trim() || undefined;
  return useQuery({
    queryKey: [...orderKeys.own(userId ?? ''), { status, search }],
    queryFn: () => backend.orders.listOwn({ status, search }),
    enabled: Boolean(userId),
    // Typing keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Fetches one of an order's documents and hands it to the browser as a download under its own name. */
export function useDownloadDocument() {
  const backend = useBackend();
  return useMutation({
    mutationFn: async ({ storagePath, name }: { storagePath: string; name: string }) => {
      saveBlobAsFile(await backend.orders.downloadDocument(storagePath), name);
    },
  });
}
