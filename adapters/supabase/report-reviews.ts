import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import {
  READER_STATS_DAYS_DEFAULT,
  READER_STATS_DAYS_MAX,
  readerReviewStatSchema,
  storedFieldReviewSchema,
  type BackendAdapter,
} from '@/backend';
import { guard, unwrap } from './map-error';
import { parseResponse } from './mappers';
import { parseInput } from './validate';

const daysSchema = z
  .number('Days must be a whole number')
  .int('Days must be a whole number')
  .min(1, `Days must be from 1 to ${READER_STATS_DAYS_MAX}`)
  .max(READER_STATS_DAYS_MAX, `Days must be from 1 to ${READER_STATS_DAYS_MAX}`);

/**
 * The reviewer's decisions (migration …1700, issue 30) on supabase-js: staff read public.report_field_reviews
 * under its policy, and the dashboard's figures come from reader_review_stats(), which checks the caller itself.
 * The reviews are written by publish_report (reports.publish with `reviews`), never here.
 */
export function reportReviewsPort(
  client: SupabaseClient,
): Pick<BackendAdapter['reports'], 'listReviews' | 'readerStats'> {
  return {
    listReviews: (reportId) =>
      guard(async () => {
        if (!z.uuid().safeParse(reportId).success) return [];
        const rows = unwrap(
          await client
            .from('report_field_reviews')
            .select('*')
            .eq('report_id', reportId)
            .order('field', { ascending: true }),
        );
        return parseResponse(z.array(storedFieldReviewSchema), rows, 'field reviews');
      }),

    readerStats: (days = READER_STATS_DAYS_DEFAULT) =>
      guard(async () => {
        const checked = parseInput(daysSchema, days);
        const rows = unwrap(await client.rpc('reader_review_stats', { _days: checked }));
        return parseResponse(z.array(readerReviewStatSchema), rows, 'reader figures');
      }),
  };
}
