import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustCreditsInput,
  CreditEntryKind,
  CreditLedgerEntry,
  GrantCreditsInput,
  ProfileSummary,
} from '@/backend';
import { useBackend } from '@/lib/backend-context';
import { creditKeys } from '@/lib/order-queries';

export const CREDIT_KIND_LABEL: Readonly<Record<CreditEntryKind, string>> = {
  purchase: 'Purchase',
  order_debit: 'Report order',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/**
 * What the customer paid for credits in the 12 months before `now`, in cents: the terms' liability cap
 * (SPEC §9, "the amount paid for credits in the prior 12 months").
 */
export function paidInLast12Months(ledger: readonly CreditLedgerEntry[], now: Date): number {
  const since = new Date(now);
  since.setFullYear(since.getFullYear() - 1);
  return ledger
    .filter((e) => e.kind === 'purchase' && Date.parse(e.created_at) > since.getTime())
    .reduce((sum, e) => sum + (e.amount_paid_cents ?? 0), 0);
}

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

export function useCreditBalance(userId: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: creditKeys.balance(userId ?? ''),
    queryFn: () => backend.credits.balance(userId!),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export function useCreditLedger(userId: string | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: creditKeys.ledger(userId ?? ''),
    queryFn: async () =>
      (await backend.credits.ledger(userId!)).slice().sort((a, b) => b.created_at.localeCompare(a.created_at)),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

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
