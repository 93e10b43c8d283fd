import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  BackendError,
  adjustCreditsInputSchema,
  creditLedgerEntrySchema,
  grantCreditsInputSchema,
  type BackendAdapter,
} from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * Credits on supabase-js: the balance from credit_balance(), the ledger from public.credit_ledger under its policy,
 * and grants and adjustments through grant_credits() and adjust_credits(), which check their caller themselves.
 */
export function creditsPort(client: SupabaseClient): Omit<BackendAdapter['credits'], 'startCheckout' | 'checkout'> {
  return {
    balance: (userId) =>
      guard(async () => {
        if (!z.uuid().safeParse(userId).success) throw new BackendError('not_found', 'User not found');
        return parseResponse(
          z.number().int(),
          unwrap(await client.rpc('credit_balance', { _user_id: userId })),
          'credit balance',
        );
      }),

    ledger: (userId) =>
      guard(async () => {
        if (!z.uuid().safeParse(userId).success) return [];
        const rows = unwrap(
          await client
            .from('credit_ledger')
            .select('*')
            .eq('user_id', userId)
            .order('created_at', { ascending: false }),
        );
        return parseResponse(z.array(creditLedgerEntrySchema), rows, 'credit ledger');
      }),

    grant: (input) =>
      guard(async () => {
        const { userId, credits, amountPaid, reason } = parseInput(grantCreditsInputSchema, input);
        unwrap(
          await client.rpc('grant_credits', {
            _user_id: userId,
            _credits: credits,
            _amount_paid_cents: Math.round(amountPaid * 100),
            _reason: reason,
          }),
        );
      }),

    adjust: (input) =>
      guard(async () => {
        const { userId, credits, reason } = parseInput(adjustCreditsInputSchema, input);
        unwrap(await client.rpc('adjust_credits', { _user_id: userId, _credits: credits, _reason: reason }));
      }),
  };
}
