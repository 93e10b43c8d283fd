import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CreditCheckout } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/order-queries';
import { useOpenUrl } from '@/lib/open-url';

/** How often the return page asks whether the webhook has granted the credits. */
export const CHECKOUT_POLL_MS = 1_500;

export const checkoutKeys = {
  one: (sessionId: string) => ['credits', 'checkout', sessionId] as const,
};

/** The signed-in user's profile (the portal reads it under the same key): staff accounts do not buy. */
export function useOwnRole(userId: string | undefined) {
  const backend = useBackend();
  return useQuery({
    queryKey: ['profiles', 'own', userId] as const,
    queryFn: () => backend.profiles.getOwn(),
    enabled: Boolean(userId),
    select: (profile) => profile?.role ?? null,
  });
}

/**
 * Starts buying a pack: create-credit-checkout opens the Checkout Session, then the customer goes to its page.
 * Stripe's page is another site (a full navigation); the demo's own page is this app's, so the router opens it.
 */
export function useStartCheckout() {
  const backend = useBackend();
  const openUrl = useOpenUrl();
  return useMutation({
    mutationFn: (packId: string) => backend.credits.startCheckout(packId),
    onSuccess: ({ url }) => openUrl(url),
  });
}

/**
 * The caller's checkout, read again every CHECKOUT_POLL_MS while it is open (the webhook has not granted yet);
 * once complete the balance and ledger are read again.
 */
export function useCheckoutProgress(sessionId: string | null) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: checkoutKeys.one(sessionId ?? ''),
    queryFn: () => backend.credits.checkout(sessionId!),
    enabled: Boolean(sessionId),
    refetchInterval: (q) =>
      (q.state.data as CreditCheckout | null | undefined)?.status === 'open' ? CHECKOUT_POLL_MS : false,
  });
  const complete = query.data?.status === 'complete';
  useEffect(() => {
    if (!complete) return;
    // The balance and ledger, not this checkout (also under ['credits']).
    for (const part of ['balance', 'ledger'])
      void queryClient.invalidateQueries({ queryKey: [...creditKeys.all, part], refetchType: 'all' });
  }, [complete, queryClient]);
  return query;
}
