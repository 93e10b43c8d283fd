import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { losHandoffSchema, type BackendAdapter } from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';

/**
 * The LOS hand-off on the record (migration …3300, issue 47 §2) on supabase-js: public.los_handoffs under its
 * policy (the order's owner and active staff read it; the send, queue_los_mail(), writes it). Newest first.
 */
export function losHandoffsPort(client: SupabaseClient): Pick<BackendAdapter['reports'], 'losHandoffs'> {
  return {
    losHandoffs: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client
            .from('los_handoffs')
            .select('*')
            .eq('order_id', orderId)
            .order('sent_at', { ascending: false })
            .order('id', { ascending: true }),
        );
        return parseResponse(z.array(losHandoffSchema), rows, 'LOS hand-offs');
      }),
  };
}
