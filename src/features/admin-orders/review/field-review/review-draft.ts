import type { AddedSource, DraftedField, ReviewMark, ReviewState } from './field-review';
import { conformFormValues, type ReportFormValues } from '../editor/form-values';

/**
 * The reviewer's pass kept with the report draft (draft-content.ts), so a reload before publishing restores the
 * decisions with the values: the review state and the values as the reading filled them (what rejecting an entry
 * undoes to). What the draft kept is read back warily: anything malformed drops the
 * review (the draft's values are still restored; its fields are then simply not under review).
 */
export interface StoredReview {
  state: ReviewState;
  filled: ReportFormValues;
}

const MARKS: readonly ReviewMark[] = ['checked', 'editing', 'rejected'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isPage = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

function draftedField(value: unknown): DraftedField | null {
  if (!isRecord(value) || !isRecord(value.source)) return null;
  const { path, label, draftedValue, source } = value;
  if (typeof path !== 'string' || typeof label !== 'string' || typeof draftedValue !== 'string') return null;
  if (typeof source.file !== 'string' || !isPage(source.page) || typeof source.quote !== 'string') return null;
  // A review kept before fields were marked has no forReview: none of its fields is marked.
  const forReview = value.forReview ?? null;
  if (forReview !== null && typeof forReview !== 'string') return null;
  return {
    path,
    label,
    draftedValue,
    source: { file: source.file, page: source.page, quote: source.quote },
    forReview,
  };
}

function addedSource(value: unknown): AddedSource | null {
  if (!isRecord(value) || typeof value.file !== 'string' || !isPage(value.page)) return null;
  return { file: value.file, page: value.page };
}

/** A review as kept in the draft, fitted to the editor's fields; null when there is none or it is malformed. */
export function storedReview(raw: unknown, template: ReportFormValues): StoredReview | null {
  if (!isRecord(raw) || !isRecord(raw.state) || !isRecord(raw.filled)) return null;
  const { drafted, reader, marks, added } = raw.state;
  if (!Array.isArray(drafted) || typeof reader !== 'string' || !isRecord(marks) || !isRecord(added)) return null;
  const fields = drafted.map(draftedField);
  if (fields.some((f) => f === null)) return null;
  const keptMarks: Record<string, ReviewMark> = {};
  for (const [path, mark] of Object.entries(marks)) {
    if (!MARKS.includes(mark as ReviewMark)) return null;
    keptMarks[path] = mark as ReviewMark;
  }
  const keptAdded: Record<string, AddedSource> = {};
  for (const [path, source] of Object.entries(added)) {
    const kept = addedSource(source);
    if (!kept) return null;
    keptAdded[path] = kept;
  }
  return {
    state: { drafted: fields as DraftedField[], reader, marks: keptMarks, added: keptAdded },
    filled: conformFormValues(raw.filled, template),
  };
}
