import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustCreditsInput, GrantCreditsInput, ProfileSummary } from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/order-queries';

/**
 * The customer the `?user=` parameter names, by id or by email (read from the server, so any customer can
 * be opened by link); null when nobody matches.
 */
export function useCustomerFromParam(idOrEmail: string) {
  const backend = useBackend();
  const needle = idOrEmail.trim();
  return useQuery({
    queryKey: ['profiles', 'customer', needle.toLowerCase()],
    queryFn: async (): Promise<ProfileSummary | null> =>
      needle.includes('@') ? backend.profiles.findByEmail(needle) : backend.profiles.getById(needle),
    enabled: needle !== '',
    staleTime: 0,
  });
}

// One definition of the credit queries, shared with the portal.
export { useCreditBalance, useCreditLedger } from '@/lib/order-queries';

/** The emails of the people behind ledger rows and history entries (admins read every profile). */
export function useUserEmails(ids: readonly string[], enabled = true) {
  const backend = useBackend();
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['profiles', 'emails', unique],
    queryFn: async () => {
      const rows = await backend.profiles.summariesFor(unique);
      return new Map(rows.map((r) => [r.id, r.email]));
    },
    enabled: enabled && unique.length > 0,
    staleTime: 60_000,
  });
}

function useCreditsMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}

export function useGrantCredits() {
  const backend = useBackend();
  return useCreditsMutation((input: GrantCreditsInput) => backend.credits.grant(input));
}

export function useAdjustCredits() {
  const backend = useBackend();
  return useCreditsMutation((input: AdjustCreditsInput) => backend.credits.adjust(input));
}
