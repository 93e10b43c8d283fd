import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { escalateOrderInputSchema, orderEscalationSchema, type BackendAdapter } from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * Escalation to legal review on supabase-js (migrations …0900 and …3400, issue 47 §3): escalate_order() with the
 * customer's question, and public.order_escalations under its policy (the order's owner and active staff read it;
 * escalate_order() writes it).
 */
export function escalationsPort(client: SupabaseClient): Pick<BackendAdapter['reports'], 'escalate' | 'escalation'> {
  return {
    escalate: (input) =>
      guard(async () => {
        const { orderId, question } = parseInput(escalateOrderInputSchema, input);
        unwrap(await client.rpc('escalate_order', { _order_id: orderId, _question: question }));
      }),

    escalation: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return null;
        const row = unwrap(await client.from('order_escalations').select('*').eq('order_id', orderId).maybeSingle());
        return row === null ? null : parseResponse(orderEscalationSchema, row, 'escalation');
      }),
  };
}
