import type { ReportDraftContent, ReportDraftRecord } from '@/backend';
import { conformFormValues, type ReportFormValues } from '../editor/form-values';
import { storedReview, type StoredReview } from '../field-review/review-draft';
import { parseSavedReading, type SavedReading } from '../reading/saved-reading';

/**
 * What the report draft kept by the service holds (issue 46 §1; decision 0004 as amended): the editor's values,
 * the reviewer's pass over a reading, and the reading's findings. The service checks only its shape, so it is
 * read back warily: values fitted to the editor's fields, a malformed review or reading dropped.
 */
export interface RestoredDraft {
  values: ReportFormValues;
  review: StoredReview | null;
  reading: SavedReading | null;
  version: number;
  savedAt: string;
  savedByEmail: string | null;
}

export function restoredDraft(record: ReportDraftRecord, template: ReportFormValues): RestoredDraft {
  const { values, review, reading } = record.content as { values: unknown; review?: unknown; reading?: unknown };
  return {
    values: conformFormValues(values, template),
    review: storedReview(review, template),
    reading: parseSavedReading(reading),
    version: record.version,
    savedAt: record.saved_at,
    savedByEmail: record.saved_by_email,
  };
}

export function draftContent(
  values: ReportFormValues,
  review: StoredReview | null,
  reading: SavedReading | null,
): ReportDraftContent {
  return { values: values as unknown as Record<string, unknown>, review, reading };
}
