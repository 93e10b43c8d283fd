import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  checkSecretaryOfStateInputSchema,
  storedSosLookupSchema,
  type BackendAdapter,
  type StoredSosLookup,
} from '@/backend';
import type { InvokeAsCaller } from './caller-session';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/** The Secretary of State lookup's Edge Function (supabase/functions/check-secretary-of-state). */
export const CHECK_SECRETARY_OF_STATE_FUNCTION = 'check-secretary-of-state';

/**
 * The Secretary of State lookups (issue 31) on supabase-js: staff read public.order_sos_lookups under its
 * policy; admins look up through the Edge Function, which asks the provider and stores its answer itself, so a
 * lookup in the table is always the provider's.
 */
export function sosLookupsPort(client: SupabaseClient, invokeAsCaller: InvokeAsCaller): BackendAdapter['sosLookups'] {
  return {
    latest: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const data = unwrap(
          await client
            .from('order_sos_lookups')
            .select('*')
            .eq('order_id', orderId)
            .order('looked_up_at', { ascending: false })
            .order('id', { ascending: false }),
        );
        const rows = parseResponse(z.array(storedSosLookupSchema), data, 'Secretary of State lookups');
        // Newest first, so the first row of each state is the one that counts.
        const newest = new Map<string, StoredSosLookup>();
        for (const row of rows) if (!newest.has(row.state)) newest.set(row.state, row);
        return [...newest.values()];
      }),

    check: (input) =>
      guard(async () => {
        const { orderId, state, name } = parseInput(checkSecretaryOfStateInputSchema, input);
        const answer = await invokeAsCaller(CHECK_SECRETARY_OF_STATE_FUNCTION, {
          order_id: orderId,
          state,
          ...(name === undefined ? {} : { name }),
        });
        return parseResponse(storedSosLookupSchema, answer, 'Secretary of State lookup');
      }),
  };
}
