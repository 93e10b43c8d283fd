import type { ReportContent, ReviewSource } from '@/backend/schemas';

/** Content path ("entityName", "ownership.0", "riskItems.1") -> where the documents say it (PublishedReport.sources). */
export type ReportSourceMap = Readonly<Record<string, ReviewSource>>;

export interface CitedField {
  path: string;
  /** What the report calls it: "Exact legal name", "Owner 2: Dana Whitfield", "Risk flag A2". */
  label: string;
  source: ReviewSource;
}

/** "operating-agreement.pdf, p. 2": how a source is cited beside a fact and in the appendix. */
export function citation(source: ReviewSource): string {
  return `${source.file}, p. ${source.page}`;
}

const FIXED: ReadonlyArray<readonly [string, string]> = [
  ['entityName', 'Exact legal name'],
  ['reportType', 'Report type'],
  ['entityType', 'Entity type'],
  ['formationState', 'Formation state'],
  ['formationDate', 'Formation date'],
  ['fileNumber', 'State file number'],
  ['principalOffice', 'Principal office'],
  ['registeredAgent', 'Registered agent'],
  ['purpose', 'Purpose'],
  ['managementType', 'Management type'],
];

/**
 * The cited fields in the order the report reads (entity, owners, authority, missing documents, risk flags),
 * each named as the report names it; a path the report no longer has (a list shortened after review) is left
 * out, since its label would point at nothing.
 */
export function citedFields(content: ReportContent, sources: ReportSourceMap): CitedField[] {
  const labelled: Array<readonly [string, string]> = [
    ...FIXED,
    ...content.ownership.map((o, i) => [`ownership.${i}`, `Owner ${i + 1}: ${o.owner}`] as const),
    ['authority.signers', 'Authorized signers'],
    ['authority.clause', 'Authority clause'],
    ...content.authority.consents.map((_, i) => [`authority.consents.${i}`, `Consent ${i + 1}`] as const),
    ...content.missingDocuments.map((_, i) => [`missingDocuments.${i}`, `Missing document ${i + 1}`] as const),
    ...content.riskItems.map((r, i) => [`riskItems.${i}`, `Risk flag ${r.id}: ${r.title}`] as const),
  ];
  return labelled.flatMap(([path, label]) => {
    const source = sources[path];
    return source ? [{ path, label, source }] : [];
  });
}
