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

export const summaryKeys = { all: ['profiles', 'summaries'] as const };

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

/** "Casey Customer (customer@demo.test)", the email alone, or 'Unknown User' (as the role screen reads users). */
export function customerLabel(user: Pick<ProfileSummary, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  if (name && user.email) return `${name} (${user.email})`;
  return user.email ?? (name || 'Unknown User');
}

/** The `?user=` parameter names a customer by id or by email. */
export function findCustomer(users: readonly ProfileSummary[], idOrEmail: string): ProfileSummary | null {
  const needle = idOrEmail.trim().toLowerCase();
  if (!needle) return null;
  return users.find((u) => u.id === needle || u.email?.toLowerCase() === needle) ?? null;
}

/** Every customer the admin can pick (id, email, names, company). */
export function useCustomerSummaries(enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: summaryKeys.all,
    queryFn: async () =>
      (await backend.profiles.listSummaries()).slice().sort((a, b) => customerLabel(a).localeCompare(customerLabel(b))),
    enabled,
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
      const rows = await backend.profiles.listEmails(unique);
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
