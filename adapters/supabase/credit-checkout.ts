import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { creditCheckoutSchema, creditCheckoutStartedSchema, creditPackIdSchema, type BackendAdapter } from '@/backend';
import type { InvokeAsCaller } from './caller-session';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** The Edge Function that opens a Stripe Checkout Session (supabase/functions/create-credit-checkout). */
export const CREATE_CREDIT_CHECKOUT_FUNCTION = 'create-credit-checkout';

/**
 * Buying credits (issue 47 §1) on supabase-js: the checkout is started by the Edge Function, which opens the
 * Stripe Checkout Session and records it; the caller reads their own checkouts from public.credit_checkouts under
 * its policy. Credits are granted only by the verified webhook, never from here.
 */
export function creditCheckoutPort(
  client: SupabaseClient,
  invokeAsCaller: InvokeAsCaller,
): Pick<BackendAdapter['credits'], 'startCheckout' | 'checkout'> {
  return {
    startCheckout: (packId) =>
      guard(async () => {
        const pack = parseInput(z.object({ packId: creditPackIdSchema }), { packId }).packId;
        const answer = await invokeAsCaller(CREATE_CREDIT_CHECKOUT_FUNCTION, { pack_id: pack });
        return parseResponse(creditCheckoutStartedSchema, answer, 'credit checkout');
      }),

    checkout: (sessionId) =>
      guard(async () => {
        if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 255) return null;
        const rows = unwrap(await client.from('credit_checkouts').select('*').eq('id', sessionId).limit(1));
        const [row] = parseResponse(z.array(creditCheckoutSchema), rows, 'credit checkout');
        return row ?? null;
      }),
  };
}
