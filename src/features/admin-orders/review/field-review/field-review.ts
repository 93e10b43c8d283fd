import { FIELD_REVIEW_VALUE_MAX, type FieldReview, type ReviewSource } from '@/backend';
import type { Source } from '@/lib/document-reader';
import { reportFieldLabel } from '../editor/field-labels';
import { editorFieldPath, type ReportFormValues } from '../editor/form-values';

/**
 * The reviewer's pass over a drafted report (issue 30 §2), without React: which fields the documents drafted,
 * what the reviewer has decided for each, and the decisions as they are published (FieldReview[]).
 *
 * The decision is derived, not typed in: a field the reviewer marked is "verified" while it holds the drafted
 * value and "edited" once it holds another; a rejected field is "rejected" while it holds the blank report's value
 * (rejecting puts that value back) and "edited" once the reviewer types a replacement.
 */
export type ReviewDecision = 'undecided' | 'verified' | 'edited' | 'rejected' | 'added';

/** What the reviewer did to a drafted field: marked it checked, opened it to edit, or rejected it. */
export type ReviewMark = 'checked' | 'editing' | 'rejected';

/** A drafted field as the reading left it: its path, its value as text, where the documents say it. */
export interface DraftedField {
  path: string;
  label: string;
  draftedValue: string;
  source: Source;
  /**
   * Why it is marked for review (its page has text addressed to an automated reader), or null. A marked field
   * is never published as drafted without the reviewer's decision.
   */
  forReview: string | null;
}

/** A value the reader missed and the reviewer added, with the page it is on. */
export interface AddedSource {
  file: string;
  page: number;
}

export interface ReviewState {
  /** Every drafted field in the editor's order, with its value as drafted. */
  drafted: DraftedField[];
  /** Which reader drafted ("built-in", "ai:<model>"). */
  reader: string;
  marks: Record<string, ReviewMark>;
  added: Record<string, AddedSource>;
}

export interface ReviewItem {
  path: string;
  label: string;
  /** Null for an added value. */
  draftedValue: string | null;
  currentValue: string;
  source: Source | null;
  decision: ReviewDecision;
  /** Why the drafted value is marked for review, or null (always null for an added value). */
  forReview: string | null;
}

/** The report's top-level fields in the editor's order; rows and list entries follow their list. */
const FIELD_ORDER = [
  'reportType',
  'entityName',
  'entityType',
  'managementType',
  'formationState',
  'formationDate',
  'propertyState',
  'fileNumber',
  'loanReference',
  'registeredAgent',
  'principalOffice',
  'purpose',
  'conclusion',
  'riskLevel',
  'ownership',
  'authority.signers',
  'authority.clause',
  'authority.consents',
  'signatureBlock',
  'secretaryOfState',
  'riskItems',
  'documents',
  'missingDocuments',
  'closingChecklist',
];

function orderKey(path: string): [number, number] {
  const rank = FIELD_ORDER.findIndex((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  const index = /\.(\d+)$/.exec(path);
  return [rank === -1 ? FIELD_ORDER.length : rank, index ? Number(index[1]) : 0];
}

/** Paths in the order the editor shows them (so "next field" goes down the page). */
export function inEditorOrder(paths: readonly string[]): string[] {
  return [...paths].sort((a, b) => {
    const [ra, ia] = orderKey(a);
    const [rb, ib] = orderKey(b);
    return ra - rb || ia - ib;
  });
}

/** The value at a report path in the editor's values (a text list's entry is its `value`). */
export function valueAt(values: ReportFormValues, path: string): unknown {
  let node: unknown = values;
  for (const key of editorFieldPath(path).split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A value as the reviewer reads it: an owner as "Name, 50%, Class A units"; an empty field as ''. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>;
    if ('owner' in row && 'percentage' in row) {
      const percentage = valueText(row.percentage);
      return [valueText(row.owner), percentage && `${percentage}%`, valueText(row.interest)].filter(Boolean).join(', ');
    }
    if ('severity' in row && 'finding' in row) {
      const head = [valueText(row.id), valueText(row.title)].filter(Boolean).join(' ');
      return [head, valueText(row.finding)].filter(Boolean).join(': ');
    }
    return Object.values(row)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map(valueText)
      .filter(Boolean)
      .join(', ');
  }
  return '';
}

export const textAt = (values: ReportFormValues, path: string) => valueText(valueAt(values, path));

/**
 * The review of a reading just put in the editor: every drafted field undecided, those of `forReview` (the
 * draft's field paths marked for review, with why) marked.
 */
export function startReview(
  sources: Readonly<Record<string, Source>>,
  filled: ReportFormValues,
  reader: string,
  forReview: Readonly<Record<string, string>> = {},
): ReviewState {
  return {
    drafted: inEditorOrder(Object.keys(sources)).map((path) => ({
      path,
      label: reportFieldLabel(path),
      draftedValue: textAt(filled, path),
      source: sources[path]!,
      forReview: forReview[path] ?? null,
    })),
    reader,
    marks: {},
    added: {},
  };
}

/** The decision a mark amounts to, given what the field holds now. */
export function decisionOf(
  mark: ReviewMark | undefined,
  drafted: string,
  current: string,
  blank: string,
): ReviewDecision {
  if (mark === 'rejected') return current === blank ? 'rejected' : 'edited';
  if (mark === 'checked') return current === drafted ? 'verified' : 'edited';
  if (mark === 'editing') return current === drafted ? 'undecided' : 'edited';
  return 'undecided';
}

/** Every drafted field with its decision, then every added value (those the reviewer has filled). */
export function reviewItems(state: ReviewState, values: ReportFormValues, blank: ReportFormValues): ReviewItem[] {
  const drafted: ReviewItem[] = state.drafted.map((field) => {
    const currentValue = textAt(values, field.path);
    return {
      path: field.path,
      label: field.label,
      draftedValue: field.draftedValue,
      currentValue,
      source: field.source,
      decision: decisionOf(state.marks[field.path], field.draftedValue, currentValue, textAt(blank, field.path)),
      forReview: field.forReview,
    };
  });
  const added: ReviewItem[] = inEditorOrder(Object.keys(state.added))
    .filter((path) => !state.drafted.some((f) => f.path === path))
    .map((path) => ({
      path,
      label: reportFieldLabel(path),
      draftedValue: null,
      currentValue: textAt(values, path),
      source: { ...state.added[path]!, quote: '' },
      decision: 'added' as const,
      forReview: null,
    }));
  return [...drafted, ...added];
}

export const undecidedItems = (items: readonly ReviewItem[]) => items.filter((i) => i.decision === 'undecided');

/** Fields marked for review that the reviewer has not decided on: they hold publishing back. */
export const markedUndecided = (items: readonly ReviewItem[]) =>
  items.filter((i) => i.decision === 'undecided' && i.forReview !== null);

/** Why publishing waits for these fields (their labels). */
export function mustReviewMessage(labels: readonly string[]): string {
  const names = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
  return labels.length > 1
    ? `${names} were drafted from a page with text addressed to an automated reader: verify, edit or reject each before publishing.`
    : `${names} was drafted from a page with text addressed to an automated reader: verify, edit or reject it before publishing.`;
}

const clip = (text: string) => (text.length > FIELD_REVIEW_VALUE_MAX ? text.slice(0, FIELD_REVIEW_VALUE_MAX) : text);
const reviewSource = (source: Source): ReviewSource => ({
  file: source.file,
  page: source.page,
  quote: clip(source.quote),
});

/**
 * The decisions as they are published with the version. An undecided field is not a decision (the reviewer was
 * told before publishing); an added value with nothing in its field says nothing.
 */
export function fieldReviews(items: readonly ReviewItem[], reader: string): FieldReview[] {
  return items.flatMap((item): FieldReview[] => {
    if (item.decision === 'undecided') return [];
    if (item.decision === 'added') {
      if (!item.currentValue || !item.source) return [];
      return [
        {
          field: item.path,
          label: item.label,
          decision: 'added',
          draftedValue: null,
          publishedValue: clip(item.currentValue),
          source: reviewSource(item.source),
          reader: null,
        },
      ];
    }
    return [
      {
        field: item.path,
        label: item.label,
        decision: item.decision,
        draftedValue: clip(item.draftedValue ?? ''),
        publishedValue: item.decision === 'rejected' ? null : clip(item.currentValue),
        source: item.source ? reviewSource(item.source) : null,
        reader,
      },
    ];
  });
}

/** The value rejecting puts back: the blank report's, or an empty row for an entry the blank report has not. */
export function blankValueAt(blank: ReportFormValues, path: string, emptyRow: () => unknown): unknown {
  const value = valueAt(blank, path);
  if (value !== undefined) return value;
  return emptyRow();
}

/** The editor input a field's review focuses: a row's first input, a text entry's `value`, or the field. */
export function focusNameOf(path: string): string {
  if (/^ownership\.\d+$/.test(path)) return `${path}.owner`;
  if (/^riskItems\.\d+$/.test(path)) return `${path}.title`;
  if (/^(secretaryOfState|documents)\.\d+$/.test(path))
    return `${path}.${path.startsWith('documents') ? 'title' : 'state'}`;
  return editorFieldPath(path);
}

/** The report path a focused input belongs to, among these paths: `ownership.0.percentage` is in `ownership.0`. */
export function reviewPathOfInput(name: string, paths: readonly string[]): string | null {
  const clean = name.replace(/\.value$/, '');
  if (paths.includes(clean)) return clean;
  const row = /^(\w+(?:\.\w+)?\.\d+)\.\w+$/.exec(clean);
  return row && paths.includes(row[1]!) ? row[1]! : null;
}
