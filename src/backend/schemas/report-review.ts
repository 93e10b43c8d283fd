import { z } from 'zod';

/**
 * The reviewer's decision on each drafted value of a report (issue 30 §2), published with the version it went
 * into and kept append-only: who, when, what was drafted, what was published, and where the documents say it.
 * `field` is the report-content path the draft's sources use ("entityName", "ownership.0",
 * "authority.consents.1"); `label` is what the editor calls it ("Legal name", "Owner 1").
 */
export const FIELD_DECISIONS = ['verified', 'edited', 'rejected', 'added'] as const;
export type FieldDecision = (typeof FIELD_DECISIONS)[number];

export const FIELD_REVIEW_VALUE_MAX = 4000;
export const FIELD_REVIEWS_MAX = 500;

export const reviewSourceSchema = z.object({
  file: z.string().trim().min(1).max(255),
  page: z.number().int().min(1).max(10000),
  /** Verbatim from the page; empty only for a value the reviewer added with its page but no quote. */
  quote: z.string().max(FIELD_REVIEW_VALUE_MAX),
});
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

export const fieldReviewSchema = z
  .object({
    field: z.string().trim().min(1).max(200),
    label: z.string().trim().min(1).max(200),
    decision: z.enum(FIELD_DECISIONS),
    /** The drafted value as text; null for a value the reviewer added. */
    draftedValue: z.string().max(FIELD_REVIEW_VALUE_MAX).nullable(),
    /** The published value as text; null when the drafted value was rejected. */
    publishedValue: z.string().max(FIELD_REVIEW_VALUE_MAX).nullable(),
    /** Where the documents say it: the draft's source, or the page the reviewer gives for an added value. */
    source: reviewSourceSchema.nullable(),
    /** Which reader drafted it ("built-in", "ai:<model>"); null for an added value. */
    reader: z.string().max(200).nullable(),
  })
  .refine((r) => (r.decision === 'added') === (r.draftedValue === null), {
    message: 'Only an added value has no drafted value',
    path: ['draftedValue'],
  })
  .refine((r) => (r.decision === 'rejected') === (r.publishedValue === null), {
    message: 'Only a rejected value has no published value',
    path: ['publishedValue'],
  })
  .refine((r) => r.decision !== 'added' || r.source !== null, {
    message: 'An added value needs the page it is on',
    path: ['source'],
  })
  // A drafted value cites the reader's quote; only the reviewer's own added value may cite a bare page.
  .refine((r) => r.decision === 'added' || r.source === null || r.source.quote !== '', {
    message: 'Only an added value may cite a page without a quote',
    path: ['source'],
  });
export type FieldReview = z.infer<typeof fieldReviewSchema>;

export const fieldReviewsSchema = z.array(fieldReviewSchema).max(FIELD_REVIEWS_MAX);

/** A stored decision, as staff read it back (public.report_field_reviews). */
export const storedFieldReviewSchema = z.object({
  id: z.uuid(),
  report_id: z.uuid(),
  order_id: z.uuid(),
  field: z.string(),
  label: z.string(),
  decision: z.enum(FIELD_DECISIONS),
  drafted_value: z.string().nullable(),
  published_value: z.string().nullable(),
  source: reviewSourceSchema.nullable(),
  reader: z.string().nullable(),
  reviewed_by: z.uuid(),
  reviewed_at: z.string(),
});
export type StoredFieldReview = z.infer<typeof storedFieldReviewSchema>;

/** The staff dashboard's reader figures (public.reader_review_stats): per field label, the decisions of the last days. */
export const READER_STATS_DAYS_DEFAULT = 90;
export const READER_STATS_DAYS_MAX = 3650;
export const readerReviewStatSchema = z.object({
  label: z.string(),
  verified: z.number().int().min(0),
  edited: z.number().int().min(0),
  rejected: z.number().int().min(0),
  added: z.number().int().min(0),
});
export type ReaderReviewStat = z.infer<typeof readerReviewStatSchema>;
