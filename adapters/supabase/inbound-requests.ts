import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { contactMessageInputSchema, inboundRequestSchema, type BackendAdapter, type InboundRequest } from '@/backend';
import { guard, unwrap } from './map-error';
import { emptyToNull, parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * The contact and demo requests on supabase-js: public.inbound_requests, where anyone may insert and only admins
 * read.
 */
export function inboundRequestsPort(client: SupabaseClient): BackendAdapter['inbound'] {
  return {
    submit: (kind: InboundRequest['kind'], input) =>
      guard(async () => {
        const parsedKind = parseInput(inboundRequestSchema.shape.kind, kind);
        const message = parseInput(contactMessageInputSchema, input);
        // No .select(): anon may insert but has no SELECT policy, so RETURNING would be refused.
        unwrap(
          await client.from('inbound_requests').insert({
            kind: parsedKind,
            name: message.name,
            email: message.email,
            company: emptyToNull(message.company),
            phone: emptyToNull(message.phone),
            message: message.message,
          }),
        );
      }),

    list: () =>
      guard(async () => {
        const rows = unwrap(
          await client.from('inbound_requests').select('*').order('created_at', { ascending: false }),
        );
        return parseResponse(z.array(inboundRequestSchema), rows, 'inbound requests');
      }),
  };
}
