import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  discardReportDraftInputSchema,
  reportDraftSchema,
  saveReportDraftInputSchema,
  type BackendAdapter,
} from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

/**
 * Report drafts (migration …2900, issue 46 §1) on supabase-js: public.report_drafts under its staff-only policy,
 * and save_report_draft() / discard_report_draft(), which check their caller (admins at aal2) and the version
 * themselves; a stale one answers PT409 (conflict).
 */
export function reportDraftsPort(client: SupabaseClient): BackendAdapter['reportDrafts'] {
  return {
    get: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return null;
        const row = unwrap(await client.from('report_drafts').select('*').eq('order_id', orderId).maybeSingle());
        return row === null ? null : parseResponse(reportDraftSchema, row, 'report draft');
      }),

    save: (input) =>
      guard(async () => {
        const { orderId, baseVersion, content } = parseInput(saveReportDraftInputSchema, input);
        const row = unwrap(
          await client.rpc('save_report_draft', { _order_id: orderId, _base_version: baseVersion, _content: content }),
        );
        return parseResponse(reportDraftSchema, row, 'report draft');
      }),

    discard: (input) =>
      guard(async () => {
        const { orderId, baseVersion } = parseInput(discardReportDraftInputSchema, input);
        unwrap(await client.rpc('discard_report_draft', { _order_id: orderId, _base_version: baseVersion }));
      }),
  };
}
