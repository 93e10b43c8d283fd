import type { ReaderFields } from '../document-reader/types.ts';

/**
 * The field registry: every field of a report, once, with its path in the report's content, its label, the editor
 * section it sits in and the reader field it is drafted from. The editor, its error summary, the field review, the
 * report page, the PDF, the sources appendix and the document reader all name fields from here.
 *
 * Framework-free and imported by relative path with its extension: the document reader (browser, Node and the Deno
 * Edge Functions) reads the reader's labels and mapping from it.
 */

export const REPORT_SECTIONS = [
  { id: 'entity', title: 'Entity details' },
  { id: 'summary', title: 'Conclusion and risk level' },
  { id: 'ownership', title: 'Ownership' },
  { id: 'authority', title: 'Management authority' },
  { id: 'signature', title: 'Signature block' },
  { id: 'sos', title: 'Secretary of State checks' },
  { id: 'risks', title: 'Risk flags' },
  { id: 'documents', title: 'Documents' },
  { id: 'checklist', title: 'Closing checklist' },
  { id: 'corporate', title: 'Corporate details' },
  { id: 'attorney', title: 'Attorney review' },
] as const;
export type ReportSectionId = (typeof REPORT_SECTIONS)[number]['id'];

/** A field of the reader's result (snake_case, as the reader and the AI reader name them). */
export type ReaderFieldName = keyof ReaderFields;

interface ReportFieldSpec {
  /** The field's name in the editor, its error summary, the field review and a refused publication's problems. */
  label: string;
  section: ReportSectionId;
  /** The reader field the document reader drafts it from. */
  from?: ReaderFieldName;
  /** What the published report (its page and sources appendix) calls it, where that differs from `label`. */
  reportLabel?: string;
  /** What the PDF calls it, where that differs from the report page. */
  pdfLabel?: string;
  /** The editor's name for the list of entries, where that differs from `label` ("Owners"). */
  listLabel?: string;
  /** A text list's entry, numbered after it: "Consent 2". */
  entryLabel?: string;
}

/** In the order the report reads them; the reader's fields in the order the reader drafts them. */
export const REPORT_FIELDS = {
  schemaVersion: { label: 'Schema version', section: 'entity' },
  entityName: {
    label: 'Entity legal name',
    section: 'entity',
    from: 'entity_legal_name',
    reportLabel: 'Exact legal name',
  },
  reportType: { label: 'Report type', section: 'entity', from: 'entity_type' },
  entityType: { label: 'Entity type', section: 'entity', from: 'entity_type' },
  formationState: { label: 'Formation state', section: 'entity', from: 'formation_state' },
  formationDate: { label: 'Formation date', section: 'entity', from: 'formation_date' },
  fileNumber: { label: 'File number', section: 'entity', from: 'file_number', reportLabel: 'State file number' },
  principalOffice: { label: 'Principal office', section: 'entity', from: 'principal_office' },
  registeredAgent: { label: 'Registered agent', section: 'entity', from: 'registered_agent' },
  purpose: { label: 'Purpose', section: 'entity', from: 'purpose' },
  managementType: { label: 'Management type', section: 'entity', from: 'management' },
  propertyState: { label: 'Property state', section: 'entity' },
  loanReference: { label: 'Loan reference', section: 'entity' },
  conclusion: { label: 'Conclusion', section: 'summary' },
  'conclusion.verdict': { label: 'Conclusion', section: 'summary' },
  'conclusion.detail': { label: 'Conclusion detail', section: 'summary' },
  // The report page's header card is narrow: "Overall risk" there.
  riskLevel: { label: 'Overall risk level', section: 'summary', reportLabel: 'Overall risk' },
  ownership: { label: 'Ownership', section: 'ownership', from: 'owners', listLabel: 'Owners' },
  authority: { label: 'Management authority', section: 'authority', reportLabel: 'Management and authority' },
  'authority.signers': {
    label: 'Signers',
    section: 'authority',
    from: 'signers',
    reportLabel: 'Authorized signers',
    pdfLabel: 'Authorized signer',
  },
  'authority.clause': {
    label: 'Authority clause',
    section: 'authority',
    from: 'signing_authority',
    pdfLabel: 'Governing clause',
  },
  'authority.consents': {
    label: 'Consents',
    section: 'authority',
    from: 'consents',
    reportLabel: 'Consents needed',
    entryLabel: 'Consent',
  },
  signatureBlock: { label: 'Signature block', section: 'signature', reportLabel: 'Suggested signature block' },
  'signatureBlock.lines': {
    label: 'Signature block',
    section: 'signature',
    from: 'signature_block',
    listLabel: 'Signature lines',
    entryLabel: 'Signature line',
  },
  'signatureBlock.supportingDeliverable': { label: 'Supporting deliverable', section: 'signature' },
  secretaryOfState: { label: 'Secretary of State checks', section: 'sos', pdfLabel: 'Secretary of State check' },
  riskItems: { label: 'Risk flags', section: 'risks', reportLabel: 'Risk flags and mitigations' },
  documents: { label: 'Documents reviewed', section: 'documents' },
  missingDocuments: { label: 'Missing documents', section: 'documents', entryLabel: 'Missing document' },
  closingChecklist: { label: 'Closing checklist', section: 'checklist', entryLabel: 'Checklist item' },
  corporate: { label: 'Corporate details', section: 'corporate', pdfLabel: 'Board and officers' },
  'corporate.principalOffice': {
    label: 'Corporate principal office',
    section: 'corporate',
    reportLabel: 'Principal office',
  },
  'corporate.numberOfDirectors': { label: 'Number of directors', section: 'corporate' },
  'corporate.chairman': { label: 'Chairman', section: 'corporate' },
  'corporate.viceChairman': { label: 'Vice chairman', section: 'corporate', pdfLabel: 'Vice Chairman' },
  'corporate.officers': { label: 'Officers', section: 'corporate' },
  'corporate.officers.presidentAndCeo': { label: 'President and CEO', section: 'corporate' },
  'corporate.officers.secretary': { label: 'Secretary', section: 'corporate' },
  'corporate.officers.treasurer': { label: 'Treasurer', section: 'corporate' },
  attorneyReview: { label: 'Attorney review', section: 'attorney' },
  'attorneyReview.reviewer': { label: 'Reviewer', section: 'attorney' },
  'attorneyReview.date': { label: 'Review date', section: 'attorney', pdfLabel: 'Date' },
  'attorneyReview.notes': { label: 'Review notes', section: 'attorney', reportLabel: 'Notes' },
  // The editor's switch, not a field of the report's content.
  includeAttorneyReview: { label: 'Include the attorney review', section: 'attorney' },
} as const satisfies Record<string, ReportFieldSpec>;

export type ReportFieldPath = keyof typeof REPORT_FIELDS;

const SPECS: Readonly<Record<string, ReportFieldSpec | undefined>> = REPORT_FIELDS;
const spec = (path: ReportFieldPath): ReportFieldSpec => SPECS[path]!;

/** The field's name in the editor, its error summary and the field review: "Entity legal name". */
export const labelOf = (path: ReportFieldPath): string => spec(path).label;
/** The field's name in the published report: "Exact legal name". */
export const reportLabelOf = (path: ReportFieldPath): string => spec(path).reportLabel ?? spec(path).label;
/** The field's name in the PDF: "Authorized signer". */
export const pdfLabelOf = (path: ReportFieldPath): string => spec(path).pdfLabel ?? reportLabelOf(path);
/** The editor's name for a list: "Owners", "Signature lines". */
export const listLabelOf = (path: ReportFieldPath): string => spec(path).listLabel ?? spec(path).label;

/** Every path with its label, for lookups by a path that arrives as text (a server's problem, a form error). */
export const FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SPECS).map(([path, field]) => [path, field!.label]),
);

/**
 * The reader's fields as its "Not found by the reader" list names them, in the reader's order: the report field's
 * label where the reader drafts one field, its own word where it reads something the report has no field for
 * (borrowing restrictions, managers or officers) or words more broadly (management, signing authority, consents).
 */
export const READER_FIELD_LABELS = {
  entity_legal_name: labelOf('entityName'),
  entity_type: labelOf('entityType'),
  formation_state: labelOf('formationState'),
  formation_date: labelOf('formationDate'),
  file_number: labelOf('fileNumber'),
  management: 'Management',
  signing_authority: 'Signing authority',
  borrowing_restrictions: 'Borrowing restrictions',
  owners: listLabelOf('ownership'),
  managers_or_officers: 'Managers or officers',
  principal_office: labelOf('principalOffice'),
  registered_agent: labelOf('registeredAgent'),
  purpose: labelOf('purpose'),
  consents: 'Consents required',
  signers: labelOf('authority.signers'),
  signature_block: labelOf('signatureBlock.lines'),
} as const satisfies Record<ReaderFieldName, string>;

/** The section a field (a dotted path of the report or the editor) belongs to: its longest registered prefix's. */
export function sectionOf(path: string): ReportSectionId {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n -= 1) {
    const field = SPECS[parts.slice(0, n).join('.')];
    if (field) return field.section;
  }
  return 'entity';
}

interface RowLabels {
  /** A row's name, numbered after it: "Owner 2". */
  row: string;
  /** Each field's word after the row's name in the editor: "Owner 2 percentage". */
  fields: Record<string, string>;
  /** The published report's column or fact, where it is not the editor's word capitalized. */
  report?: Record<string, string>;
  /** The PDF's, where it differs from the report page's. */
  pdf?: Record<string, string>;
}

/** Row fields: "Owner 2 percentage", "Check 1 state status wording", "Flag 3 mitigation". */
const ROW_LABELS = {
  ownership: {
    row: 'Owner',
    fields: { owner: 'name', percentage: 'percentage', interest: 'interest' },
    report: { owner: 'Owner' },
  },
  secretaryOfState: {
    row: 'Check',
    fields: {
      role: 'role',
      state: 'state',
      registeredName: 'registered name',
      fileNumber: 'file number',
      registration: 'registration',
      stateStatus: 'state status wording',
      normalizedStatus: 'normalized status',
      lastFiling: 'last filing',
      registeredAgent: 'registered agent',
      capturedAt: 'captured at',
      source: 'source',
    },
    report: { stateStatus: "State's wording" },
    pdf: { stateStatus: "State's status wording" },
  },
  riskItems: {
    row: 'Flag',
    fields: {
      id: 'ID',
      severity: 'severity',
      title: 'title',
      finding: 'finding',
      evidence: 'evidence',
      mitigation: 'mitigation',
      closingCondition: 'is a closing condition',
    },
    report: { closingCondition: 'Closing condition' },
  },
  documents: {
    row: 'Document',
    fields: { title: 'title', date: 'date', pages: 'pages', status: 'status' },
    report: { title: 'Document' },
  },
} satisfies Partial<Record<ReportFieldPath, RowLabels>>;
export type RowListPath = keyof typeof ROW_LABELS;

/** A row's name in words: rowLabel('ownership', 1) is "Owner 2". */
export function rowLabel(list: RowListPath, index: number): string {
  return `${ROW_LABELS[list].row} ${index + 1}`;
}

/** The label of a row's field: rowFieldLabel('ownership', 1, 'percentage') is "Owner 2 percentage". */
export function rowFieldLabel(list: RowListPath, index: number, field: string): string {
  const words: Readonly<Record<string, string>> = ROW_LABELS[list].fields;
  return `${rowLabel(list, index)} ${words[field] ?? field}`;
}

const rowLabels = (list: RowListPath): RowLabels => ROW_LABELS[list];

/** A row's field in the published report (a column, a fact of a check or flag): rowFieldReportLabel('documents', 'pages') is "Pages". */
export function rowFieldReportLabel(list: RowListPath, field: string): string {
  const word = rowLabels(list).fields[field] ?? field;
  return rowLabels(list).report?.[field] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** A row's field in the PDF: rowFieldPdfLabel('secretaryOfState', 'stateStatus') is "State's status wording". */
export function rowFieldPdfLabel(list: RowListPath, field: string): string {
  return rowLabels(list).pdf?.[field] ?? rowFieldReportLabel(list, field);
}

/** The label of a text list's entry: listEntryLabel('authority.consents', 0) is "Consent 1". */
export function listEntryLabel(list: string, index: number): string {
  return `${SPECS[list]?.entryLabel ?? list} ${index + 1}`;
}

/**
 * A field's name in words from its dotted path, the report's (`ownership.1.percentage`) or the editor's
 * (`authority.consents.0.value`, `ownership.root`); the path itself when it names nothing the editor has.
 */
export function reportFieldLabel(path: string): string {
  const clean = path.replace(/\.(value|root)$/, '');
  const field = SPECS[clean];
  if (field) return field.label;
  const row = /^(ownership|secretaryOfState|riskItems|documents)\.(\d+)(?:\.(\w+))?$/.exec(clean);
  if (row) {
    const [, list, index, name] = row as unknown as [string, RowListPath, string, string | undefined];
    return name ? rowFieldLabel(list, Number(index), name) : rowLabel(list, Number(index));
  }
  const entry = /^([\w.]+)\.(\d+)$/.exec(clean);
  if (entry && SPECS[entry[1]!]?.entryLabel) return listEntryLabel(entry[1]!, Number(entry[2]));
  return clean || 'The report';
}
