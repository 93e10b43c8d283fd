import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  BackendError,
  LOS_CODE_VOIDED,
  LOS_CODE_WRONG,
  confirmLosAddressInputSchema,
  losSendOutcomeSchema,
  publishedReportSchema,
  reportSignoffSchema,
  sendReportToLosInputSchema,
  storedReportOverrideSchema,
  type BackendAdapter,
} from '@/backend';
import type { CurrentSession, RequireSession } from './caller-session';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput, parsePublishReportInput } from './validate';

const losSettingsSchema = z.object({ los_email: z.string() });
/** What confirm_los_address answers: sent, or a wrong code (counted), or the last wrong try (the code is void). */
const losConfirmOutcomeSchema = z.enum(['sent', 'wrong_code', 'code_voided']);

/**
 * Published reports on supabase-js: public.order_reports under its policy, publish_report() (with the override of a
 * report that contradicts itself, read back by staff from public.report_overrides, and the reason for publishing a
 * draft no checker approved, kept with every version's sign-off in public.report_signoffs), and the hand-off to a loan origination system (LOS) through queue_los_delivery() and confirm_los_address(). The
 * reviewer's decisions are report-reviews.ts, escalation escalations.ts.
 */
export function reportsPort(
  client: SupabaseClient,
  currentSession: CurrentSession,
  requireSession: RequireSession,
): Omit<BackendAdapter['reports'], 'listReviews' | 'readerStats' | 'losHandoffs' | 'escalate' | 'escalation'> {
  return {
    listForOrder: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client.from('order_reports').select('*').eq('order_id', orderId).order('version', { ascending: false }),
        );
        return parseResponse(z.array(publishedReportSchema), rows, 'published reports');
      }),

    publish: (input) =>
      guard(async () => {
        const { orderId, content, note, reviews, override, withoutApproval } = parsePublishReportInput(input);
        const row = unwrap(
          await client.rpc('publish_report', {
            _order_id: orderId,
            _content: content,
            _note: note,
            _reviews: reviews,
            _override: override || null,
            _without_approval: withoutApproval || null,
          }),
        );
        return parseResponse(publishedReportSchema, row, 'published report');
      }),

    listOverrides: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client
            .from('report_overrides')
            .select('*')
            .eq('order_id', orderId)
            .order('version', { ascending: false }),
        );
        return parseResponse(z.array(storedReportOverrideSchema), rows, 'report overrides');
      }),

    listSignoffs: (orderId) =>
      guard(async () => {
        if (!z.uuid().safeParse(orderId).success) return [];
        const rows = unwrap(
          await client
            .from('report_signoffs')
            .select('*')
            .eq('order_id', orderId)
            .order('version', { ascending: false }),
        );
        return parseResponse(z.array(reportSignoffSchema), rows, 'report sign-offs');
      }),

    losEmail: () =>
      guard(async () => {
        const session = await currentSession();
        if (!session) return null;
        const row = unwrap(
          await client.from('account_los_settings').select('los_email').eq('user_id', session.user.id).maybeSingle(),
        );
        return row === null ? null : parseResponse(losSettingsSchema, row, 'LOS settings').los_email;
      }),

    sendToLos: (input) =>
      guard(async () => {
        const { reportId, email, remember, packetVersion } = parseInput(sendReportToLosInputSchema, input);
        await requireSession();
        const outcome = unwrap(
          await client.rpc('queue_los_delivery', {
            _report_id: reportId,
            _recipient: email,
            _remember: remember,
            _packet_version: packetVersion ?? null,
          }),
        );
        return parseResponse(losSendOutcomeSchema, outcome, 'LOS hand-off');
      }),

    confirmLosAddress: (input) =>
      guard(async () => {
        const { reportId, email, code, remember, packetVersion } = parseInput(confirmLosAddressInputSchema, input);
        await requireSession();
        const outcome = parseResponse(
          losConfirmOutcomeSchema,
          unwrap(
            await client.rpc('confirm_los_address', {
              _report_id: reportId,
              _recipient: email,
              _code: code,
              _remember: remember,
              _packet_version: packetVersion ?? null,
            }),
          ),
          'LOS address confirmation',
        );
        // A wrong code is an answer (so the server keeps the count of tries), not an error: it is one here.
        if (outcome === 'wrong_code')
          throw new BackendError('validation_failed', LOS_CODE_WRONG, { issues: [LOS_CODE_WRONG] });
        if (outcome === 'code_voided')
          throw new BackendError('validation_failed', LOS_CODE_VOIDED, { issues: [LOS_CODE_VOIDED] });
      }),
  };
}
