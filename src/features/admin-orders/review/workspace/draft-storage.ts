import { conformFormValues, type ReportFormValues } from '../editor/form-values';
import { storedReview, type StoredReview } from '../field-review/review-draft';

/**
 * Drafts are not stored on the server (decision 0004): the editor keeps its draft in this browser, one per
 * order, until it is published. A storage that refuses (private mode, full) only loses the safety net.
 */
export const reportDraftKey = (orderId: string) => `report-draft:${orderId}`;

export interface StoredReportDraft {
  values: ReportFormValues;
  /** When it was last saved (ISO). */
  savedAt: string;
  /** The reviewer's decisions on the fields a reading drafted, when the editor was filled by one. */
  review: StoredReview | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The order's saved draft, fitted to the editor's fields; null when there is none or it is unreadable. */
export function readReportDraft(orderId: string, template: ReportFormValues): StoredReportDraft | null {
  try {
    const text = storage()?.getItem(reportDraftKey(orderId));
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const { values, savedAt, review } = parsed as { values?: unknown; savedAt?: unknown; review?: unknown };
    if (!values || typeof values !== 'object') return null;
    return {
      values: conformFormValues(values, template),
      savedAt: typeof savedAt === 'string' ? savedAt : new Date(0).toISOString(),
      review: storedReview(review, template),
    };
  } catch (error) {
    console.error('Error reading a saved report draft', error);
    return null;
  }
}

/** Saves the draft (with the review, if any); returns when it was saved, or null when the browser refused. */
export function writeReportDraft(
  orderId: string,
  values: ReportFormValues,
  review: StoredReview | null = null,
): string | null {
  const savedAt = new Date().toISOString();
  try {
    const target = storage();
    if (!target) return null;
    target.setItem(reportDraftKey(orderId), JSON.stringify({ savedAt, values, ...(review ? { review } : {}) }));
    return savedAt;
  } catch (error) {
    console.error('Error saving a report draft', error);
    return null;
  }
}

export function clearReportDraft(orderId: string): void {
  try {
    storage()?.removeItem(reportDraftKey(orderId));
  } catch (error) {
    console.error('Error removing a report draft', error);
  }
}
