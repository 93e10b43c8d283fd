import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { REPORT_SCHEMA_VERSION, reportContentSchema, type OrderRequest, type ReportContent } from '@/backend';

/** One entry of a list of texts: react-hook-form's field arrays hold objects, never bare strings. */
export interface ListedText {
  value: string;
}

/** The editor's shape of a value: enums as plain strings (a select starts empty), text lists as rows. */
type Loose<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? Item extends string
          ? ListedText[]
          : Loose<Item>[]
        : T extends object
          ? { [K in keyof T]-?: Loose<NonNullable<T[K]>> }
          : T;

/**
 * What the report editor holds: a ReportContent with every list editable and both optional parts always
 * present (corporate details count only for a Corporation, the attorney review only when included).
 */
export type ReportFormValues = Loose<ReportContent> & { includeAttorneyReview: boolean };

export type OwnerRow = ReportFormValues['ownership'][number];
export type SosCheckRow = ReportFormValues['secretaryOfState'][number];
export type RiskRow = ReportFormValues['riskItems'][number];
export type DocumentRow = ReportFormValues['documents'][number];

export const blankListed = (): ListedText => ({ value: '' });
export const blankOwner = (): OwnerRow => ({ owner: '', percentage: Number.NaN, interest: '' });
export const blankRisk = (): RiskRow => ({
  id: '',
  severity: '',
  title: '',
  finding: '',
  evidence: '',
  mitigation: '',
  closingCondition: false,
});
export const blankSosCheck = (role = '', state = ''): SosCheckRow => ({
  role,
  state,
  registeredName: '',
  fileNumber: '',
  registration: '',
  stateStatus: '',
  normalizedStatus: '',
  lastFiling: '',
  registeredAgent: '',
  capturedAt: '',
  source: '',
});
export const blankDocument = (title = ''): DocumentRow => ({ title, date: '', pages: Number.NaN, status: '' });

const blankCorporate = (): ReportFormValues['corporate'] => ({
  principalOffice: '',
  numberOfDirectors: Number.NaN,
  chairman: '',
  viceChairman: '',
  officers: { presidentAndCeo: '', secretary: '', treasurer: '' },
});
const blankAttorneyReview = (): ReportFormValues['attorneyReview'] => ({ reviewer: '', date: '', notes: '' });

/**
 * The editor before anyone writes: what the order already says (type, entity, states, loan reference, the
 * documents' file names) and one empty row in each list the report must have.
 */
export function blankReportValues(order: OrderRequest): ReportFormValues {
  const propertyState =
    order.property_state && order.property_state !== order.formation_state ? order.property_state : '';
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    reportType: order.report_type,
    entityName: order.entity_legal_name,
    entityType: '',
    formationState: order.formation_state,
    formationDate: '',
    fileNumber: '',
    propertyState,
    loanReference: order.loan_reference ?? '',
    principalOffice: '',
    registeredAgent: '',
    purpose: '',
    managementType: '',
    conclusion: { verdict: '', detail: '' },
    ownership: [blankOwner()],
    authority: { signers: '', clause: '', consents: [] },
    signatureBlock: { lines: [blankListed()], supportingDeliverable: '' },
    riskLevel: '',
    riskItems: [],
    secretaryOfState: [
      blankSosCheck('Formation state', order.formation_state),
      ...(propertyState ? [blankSosCheck('Property state', propertyState)] : []),
    ],
    documents: order.documents.length > 0 ? order.documents.map((d) => blankDocument(d.name)) : [blankDocument()],
    missingDocuments: [],
    closingChecklist: [],
    corporate: blankCorporate(),
    includeAttorneyReview: false,
    attorneyReview: blankAttorneyReview(),
  };
}

const listed = (texts: readonly string[]): ListedText[] => texts.map((value) => ({ value }));
const texts = (rows: readonly ListedText[]): string[] => rows.map((row) => row.value);

/** A report (a draft, an upload, a published version) as the editor holds it. */
export function formValuesFromContent(content: ReportContent): ReportFormValues {
  return {
    ...content,
    conclusion: { ...content.conclusion },
    ownership: content.ownership.map((o) => ({ ...o })),
    authority: { ...content.authority, consents: listed(content.authority.consents) },
    signatureBlock: { ...content.signatureBlock, lines: listed(content.signatureBlock.lines) },
    riskItems: content.riskItems.map((r) => ({ ...r })),
    secretaryOfState: content.secretaryOfState.map((c) => ({ ...c })),
    documents: content.documents.map((d) => ({ ...d })),
    missingDocuments: listed(content.missingDocuments),
    closingChecklist: listed(content.closingChecklist),
    corporate: content.corporate
      ? { ...content.corporate, officers: { ...content.corporate.officers } }
      : blankCorporate(),
    includeAttorneyReview: Boolean(content.attorneyReview),
    attorneyReview: content.attorneyReview ? { ...content.attorneyReview } : blankAttorneyReview(),
  };
}

/** The editor's values as the report they stand for, not yet validated (reportContentSchema decides). */
export function contentCandidate(values: ReportFormValues): Record<string, unknown> {
  const { includeAttorneyReview, corporate, attorneyReview, ...rest } = values;
  return {
    ...rest,
    schemaVersion: REPORT_SCHEMA_VERSION,
    authority: { ...values.authority, consents: texts(values.authority.consents) },
    signatureBlock: { ...values.signatureBlock, lines: texts(values.signatureBlock.lines) },
    missingDocuments: texts(values.missingDocuments),
    closingChecklist: texts(values.closingChecklist),
    corporate: values.reportType === 'Corporation' ? corporate : undefined,
    attorneyReview: includeAttorneyReview ? attorneyReview : undefined,
  };
}

/** The text lists, by their path in a report; the editor keeps each entry under `.value`. */
const TEXT_LISTS = ['authority.consents', 'signatureBlock.lines', 'missingDocuments', 'closingChecklist'];

/**
 * Where a report path (zod's or the server's, dotted: `authority.consents.2`) lives in the editor
 * (`authority.consents.2.value`).
 */
export function editorFieldPath(reportPath: string): string {
  const list = TEXT_LISTS.find((prefix) => new RegExp(`^${prefix.replace('.', '\\.')}\\.\\d+$`).test(reportPath));
  return list ? `${reportPath}.value` : reportPath;
}

/**
 * The editor's resolver: reportContentSchema (the one schema of the report) judges the report the values
 * stand for, and each issue is put back on the field it concerns. zodResolver cannot be used as is because
 * the text lists are rows of `{ value }` in the editor; the nesting is the same as zodResolver's
 * (@hookform/resolvers' toNestErrors: a list's own rule, such as the ownership total, lands on `root`).
 */
export const reportFormResolver: Resolver<ReportFormValues, unknown, ReportContent> = async (
  values,
  _context,
  options,
) => {
  const result = reportContentSchema.safeParse(contentCandidate(values));
  if (result.success) return { values: result.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const name = editorFieldPath(issue.path.join('.'));
    flat[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** The rows a restored list is rebuilt from, by the list's path. */
const ROW_TEMPLATES: Record<string, () => unknown> = {
  ownership: blankOwner,
  'authority.consents': blankListed,
  'signatureBlock.lines': blankListed,
  riskItems: blankRisk,
  secretaryOfState: blankSosCheck,
  documents: blankDocument,
  missingDocuments: blankListed,
  closingChecklist: blankListed,
};
const MAX_ROWS = 100;

function conform(template: unknown, raw: unknown, path: string): unknown {
  if (typeof template === 'string') return typeof raw === 'string' ? raw : template;
  // JSON keeps an empty number field (NaN) as null.
  if (typeof template === 'number') return typeof raw === 'number' ? raw : raw === null ? Number.NaN : template;
  if (typeof template === 'boolean') return typeof raw === 'boolean' ? raw : template;
  if (Array.isArray(template)) {
    const row = ROW_TEMPLATES[path];
    if (!row || !Array.isArray(raw)) return template;
    return raw.slice(0, MAX_ROWS).map((item) => conform(row(), item, path));
  }
  if (template && typeof template === 'object') {
    const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, conform(value, source[key], path ? `${path}.${key}` : key)]),
    );
  }
  return template;
}

/**
 * Editor values read back from storage, whatever was stored: every field the editor has, with the stored
 * value where it has the right type and the template's otherwise. Nothing the editor does not know survives.
 */
export function conformFormValues(raw: unknown, template: ReportFormValues): ReportFormValues {
  return conform(template, raw, '') as ReportFormValues;
}

/** Whether two editor states hold the same report (NaN, an empty number field, equals itself here). */
export function sameFormValues(a: ReportFormValues, b: ReportFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
