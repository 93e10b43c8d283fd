/**
 * The report editor's sections and the words for each field, shared by the editor's labels, its error
 * summary and the list of a refused upload's or publication's problems: one name for a field everywhere.
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

const SECTION_OF_KEY: Record<string, ReportSectionId> = {
  conclusion: 'summary',
  riskLevel: 'summary',
  ownership: 'ownership',
  authority: 'authority',
  signatureBlock: 'signature',
  secretaryOfState: 'sos',
  riskItems: 'risks',
  documents: 'documents',
  missingDocuments: 'documents',
  closingChecklist: 'checklist',
  corporate: 'corporate',
  attorneyReview: 'attorney',
  includeAttorneyReview: 'attorney',
};

/** The section a field (a dotted path of the report or the editor) belongs to. */
export function sectionOf(path: string): ReportSectionId {
  return SECTION_OF_KEY[path.split('.')[0] ?? ''] ?? 'entity';
}

/** The id of a section's element (its heading takes focus from the section links and the error summary). */
export const sectionElementId = (id: ReportSectionId) => `report-section-${id}`;

export const FIELD_LABELS: Record<string, string> = {
  schemaVersion: 'Schema version',
  reportType: 'Report type',
  entityName: 'Entity legal name',
  entityType: 'Entity type',
  formationState: 'Formation state',
  formationDate: 'Formation date',
  fileNumber: 'File number',
  propertyState: 'Property state',
  loanReference: 'Loan reference',
  principalOffice: 'Principal office',
  registeredAgent: 'Registered agent',
  purpose: 'Purpose',
  managementType: 'Management type',
  conclusion: 'Conclusion',
  'conclusion.verdict': 'Conclusion',
  'conclusion.detail': 'Conclusion detail',
  riskLevel: 'Overall risk level',
  ownership: 'Ownership',
  authority: 'Management authority',
  'authority.signers': 'Signers',
  'authority.clause': 'Authority clause',
  'authority.consents': 'Consents',
  signatureBlock: 'Signature block',
  'signatureBlock.lines': 'Signature block',
  'signatureBlock.supportingDeliverable': 'Supporting deliverable',
  secretaryOfState: 'Secretary of State checks',
  riskItems: 'Risk flags',
  documents: 'Documents reviewed',
  missingDocuments: 'Missing documents',
  closingChecklist: 'Closing checklist',
  corporate: 'Corporate details',
  'corporate.principalOffice': 'Corporate principal office',
  'corporate.numberOfDirectors': 'Number of directors',
  'corporate.chairman': 'Chairman',
  'corporate.viceChairman': 'Vice chairman',
  'corporate.officers': 'Officers',
  'corporate.officers.presidentAndCeo': 'President and CEO',
  'corporate.officers.secretary': 'Secretary',
  'corporate.officers.treasurer': 'Treasurer',
  attorneyReview: 'Attorney review',
  'attorneyReview.reviewer': 'Reviewer',
  'attorneyReview.date': 'Review date',
  'attorneyReview.notes': 'Review notes',
};

/** Row fields: "Owner 2 percentage", "Check 1 state status wording", "Flag 3 mitigation". */
const ROW_LABELS: Record<string, { row: string; fields: Record<string, string> }> = {
  ownership: { row: 'Owner', fields: { owner: 'name', percentage: 'percentage', interest: 'interest' } },
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
  },
  documents: { row: 'Document', fields: { title: 'title', date: 'date', pages: 'pages', status: 'status' } },
};

/** Text lists: one label per entry, "Consent 2". */
const LIST_ENTRY_LABELS: Record<string, string> = {
  'authority.consents': 'Consent',
  'signatureBlock.lines': 'Signature line',
  missingDocuments: 'Missing document',
  closingChecklist: 'Checklist item',
};

/** The label of a row's field: rowFieldLabel('ownership', 1, 'percentage') is "Owner 2 percentage". */
export function rowFieldLabel(list: keyof typeof ROW_LABELS, index: number, field: string): string {
  const spec = ROW_LABELS[list]!;
  return `${spec.row} ${index + 1} ${spec.fields[field] ?? field}`;
}

/** The label of a text list's entry: listEntryLabel('authority.consents', 0) is "Consent 1". */
export function listEntryLabel(list: string, index: number): string {
  return `${LIST_ENTRY_LABELS[list] ?? list} ${index + 1}`;
}

/**
 * A field's name in words from its dotted path, the report's (`ownership.1.percentage`) or the editor's
 * (`authority.consents.0.value`, `ownership.root`); the path itself when it names nothing the editor has.
 */
export function reportFieldLabel(path: string): string {
  const clean = path.replace(/\.(value|root)$/, '');
  if (FIELD_LABELS[clean]) return FIELD_LABELS[clean];
  const row = /^(ownership|secretaryOfState|riskItems|documents)\.(\d+)\.(\w+)$/.exec(clean);
  if (row) return rowFieldLabel(row[1] as keyof typeof ROW_LABELS, Number(row[2]), row[3]!);
  const whole = /^(ownership|secretaryOfState|riskItems|documents)\.(\d+)$/.exec(clean);
  if (whole) return `${ROW_LABELS[whole[1]!]!.row} ${Number(whole[2]) + 1}`;
  const entry = /^(authority\.consents|signatureBlock\.lines|missingDocuments|closingChecklist)\.(\d+)$/.exec(clean);
  if (entry) return listEntryLabel(entry[1]!, Number(entry[2]));
  return clean || 'The report';
}
