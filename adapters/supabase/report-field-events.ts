import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { fieldHistoryQuerySchema, reportFieldEventSchema, type BackendAdapter } from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * Who verified what (migration …3200, issue 46 §4) on supabase-js: public.report_field_events under its staff-only
 * policy, oldest first (id is the order the service recorded them in). The draft being written is the events not
 * yet stamped with a version; a published version's history is the events stamped with it.
 */
export function reportFieldEventsPort(client: SupabaseClient): BackendAdapter['fieldHistory'] {
  return {
    list: (query) =>
      guard(async () => {
        const { orderId, version } = parseInput(fieldHistoryQuerySchema, query);
        const base = client.from('report_field_events').select('*').eq('order_id', orderId);
        const scoped = version === undefined ? base.is('report_version', null) : base.eq('report_version', version);
        const rows = unwrap(await scoped.order('id', { ascending: true }));
        return parseResponse(z.array(reportFieldEventSchema), rows, 'field history');
      }),
  };
}
