import { z } from 'zod';

/**
 * The report being written, kept by the service (issue 46 §1, migration …2900): one draft per order, which staff
 * read and admins save. Each save names the version it started from; a save against an older version is refused
 * (`conflict`) and overwrites nothing. Publishing a version ends the order's draft.
 */

const timestamp = z.string().datetime({ offset: true });

/** The most JSON text one draft may hold (the table's check and the twin's). */
export const REPORT_DRAFT_MAX_BYTES = 2 * 1024 * 1024;

export const ONLY_ADMINS_SAVE_DRAFTS_MESSAGE = 'Only admins can save a report draft';
export const ONLY_ADMINS_DISCARD_DRAFTS_MESSAGE = 'Only admins can discard a report draft';
export const DRAFT_CONTENT_MESSAGE = 'A report draft must be an object with its values';
export const DRAFT_TOO_LARGE_MESSAGE = 'A report draft can be at most 2 MiB';
export const DRAFT_VERSION_MESSAGE = "The draft's version must be 0 or more";
export const draftChangedMessage = (version: number) =>
  `The draft was changed by someone else (version ${version}): reload to see it`;
export const DRAFT_GONE_MESSAGE = 'The draft was published or discarded by someone else: reload to see it';
export const noDraftWhileMessage = (status: string) => `No report can be drafted while the order is ${status}`;

/**
 * What a draft holds: the editor's values, and what the editor keeps beside them (the reviewer's pass over a
 * reading, the reading's findings), which the editor reads back defensively: the service checks only the shape.
 */
export const reportDraftContentSchema = z.looseObject({
  values: z.record(z.string(), z.unknown()),
});
export type ReportDraftContent = z.infer<typeof reportDraftContentSchema>;

/** An order's draft as stored. */
export const reportDraftSchema = z.object({
  order_id: z.uuid(),
  version: z.number().int().positive(),
  content: reportDraftContentSchema,
  saved_by: z.uuid(),
  saved_by_email: z.string().nullable(),
  saved_at: timestamp,
});
export type ReportDraftRecord = z.infer<typeof reportDraftSchema>;

/** Save the draft over the version the editor started from (0: it started with no draft). */
export const saveReportDraftInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  baseVersion: z.number().int().min(0, DRAFT_VERSION_MESSAGE),
  content: reportDraftContentSchema,
});
export type SaveReportDraftInput = z.input<typeof saveReportDraftInputSchema>;

/** Discard the draft, if it is still the version the editor has. */
export const discardReportDraftInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  baseVersion: z.number().int().min(0, DRAFT_VERSION_MESSAGE),
});
export type DiscardReportDraftInput = z.input<typeof discardReportDraftInputSchema>;
