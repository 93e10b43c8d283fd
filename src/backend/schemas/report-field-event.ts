import { z } from 'zod';

/**
 * Who verified what (issue 46 §4, migration …3200): per field of a report, who drafted, verified, edited, rejected,
 * questioned or answered it, when, against which file and page. Written by the service alone (from each saved
 * draft's review, the checker's questions and the maker's answers) and stamped with the version published from
 * that draft; staff read it, customers never do.
 */

export const fieldEventKindSchema = z.enum(['drafted', 'verified', 'edited', 'rejected', 'questioned', 'answered']);
export type FieldEventKind = z.infer<typeof fieldEventKindSchema>;

export const reportFieldEventSchema = z.object({
  /** bigint identity: the order events happened in (a save's events share their time). */
  id: z.number().int().positive(),
  order_id: z.uuid(),
  /** The draft version the event was saved in (null: a question on a draft that was gone, never in practice). */
  draft_version: z.number().int().positive().nullable(),
  /** The published version whose history it is, once its draft is published. */
  report_version: z.number().int().positive().nullable(),
  field: z.string(),
  label: z.string(),
  kind: fieldEventKindSchema,
  actor_id: z.uuid(),
  actor_email: z.string().nullable(),
  at: z.string().datetime({ offset: true }),
  file: z.string().nullable(),
  page: z.number().int().positive().nullable(),
});
export type ReportFieldEvent = z.infer<typeof reportFieldEventSchema>;

/**
 * Which events to read: the draft being written (the default: events not yet published) or one published version.
 */
export const fieldHistoryQuerySchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  version: z.number().int().min(1, 'The version must be 1 or more').optional(),
});
export type FieldHistoryQuery = z.input<typeof fieldHistoryQuerySchema>;
