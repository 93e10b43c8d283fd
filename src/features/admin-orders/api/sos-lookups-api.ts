import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckSecretaryOfStateInput, StoredSosLookup } from '@/backend';
import { useBackend } from '@/lib/backend-context';

/** An order's stored Secretary of State lookups (the newest per state): under `orders`, read again with the order. */
export const sosLookupKeys = {
  latest: (orderId: string) => ['orders', 'sos-lookups', orderId] as const,
};

/** The newest stored lookup per state for the order (any staff). */
export function useStoredSosLookups(orderId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: sosLookupKeys.latest(orderId),
    queryFn: () => backend.sosLookups.latest(orderId),
    staleTime: 0,
  });
}

/**
 * Buys a lookup (admins): the provider's answer, stored with the order, becomes the newest for its state in the
 * cache at once, so the stored list shows it without reading every lookup again.
 */
export function useCheckSecretaryOfState() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useCallback(
    async (input: CheckSecretaryOfStateInput): Promise<StoredSosLookup> => {
      const lookup = await backend.sosLookups.check(input);
      queryClient.setQueryData<StoredSosLookup[]>(sosLookupKeys.latest(input.orderId), (stored) => [
        lookup,
        ...(stored ?? []).filter((l) => l.state !== lookup.state),
      ]);
      return lookup;
    },
    [backend, queryClient],
  );
}
