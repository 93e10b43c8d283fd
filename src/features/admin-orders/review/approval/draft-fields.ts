import type { Source } from '@/lib/document-reader';
import { reportFieldLabel } from '../editor/field-labels';
import type { ReportFormValues } from '../editor/form-values';
import { reviewItems, valueAt, valueText, type ReviewDecision } from '../field-review/field-review';
import type { RestoredDraft } from '../workspace/draft-content';

/** A field of the draft as the checker reads it: its value, where the documents say it, what the maker decided. */
export interface CheckedField {
  path: string;
  label: string;
  value: string;
  /** The page the value came from (a reading's quote, or the page the maker added it from), or null. */
  source: Source | null;
  /** The maker's decision on a drafted or added value, or null when no reading filled it. */
  decision: ReviewDecision | null;
}

/**
 * The report's fields in the order it reads them; a list stands for each of its entries. The editor's switches
 * and the schema version are not the checker's business.
 */
const CHECKED_PATHS = [
  'entityName',
  'reportType',
  'entityType',
  'managementType',
  'formationState',
  'formationDate',
  'fileNumber',
  'propertyState',
  'loanReference',
  'registeredAgent',
  'principalOffice',
  'purpose',
  'conclusion.verdict',
  'conclusion.detail',
  'riskLevel',
  'ownership',
  'authority.signers',
  'authority.clause',
  'authority.consents',
  'signatureBlock.lines',
  'signatureBlock.supportingDeliverable',
  'secretaryOfState',
  'riskItems',
  'documents',
  'missingDocuments',
  'closingChecklist',
  'corporate.principalOffice',
  'corporate.numberOfDirectors',
  'corporate.chairman',
  'corporate.viceChairman',
  'corporate.officers.presidentAndCeo',
  'corporate.officers.secretary',
  'corporate.officers.treasurer',
] as const;

/** Every field of the draft that holds a value, with its source and the maker's decision where a reading filled it. */
export function draftFields(draft: RestoredDraft, blank: ReportFormValues): CheckedField[] {
  const reviewed = new Map(
    (draft.review ? reviewItems(draft.review.state, draft.values, blank) : []).map((item) => [item.path, item]),
  );
  const paths = CHECKED_PATHS.flatMap((path) => {
    const value = valueAt(draft.values, path);
    return Array.isArray(value) ? value.map((_, index) => `${path}.${index}`) : [path];
  });
  return paths.flatMap((path) => {
    const value = valueText(valueAt(draft.values, path));
    if (value === '') return [];
    const item = reviewed.get(path);
    return [
      {
        path,
        label: item?.label ?? reportFieldLabel(path),
        value,
        source: item?.source ?? null,
        decision: item?.decision ?? null,
      },
    ];
  });
}
