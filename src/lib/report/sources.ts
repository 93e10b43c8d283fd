import type { ReportContent, ReviewSource } from '@/backend/schemas';
import { REPORT_FIELDS, listEntryLabel, reportLabelOf, rowLabel, sectionOf, type ReportFieldPath } from './fields';

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

/** The entity's facts the reader drafts, so a review may cite them, named as the report names them. */
const ENTITY_FACTS: ReadonlyArray<readonly [string, string]> = (Object.keys(REPORT_FIELDS) as ReportFieldPath[])
  .filter((path) => sectionOf(path) === 'entity' && 'from' in REPORT_FIELDS[path])
  .map((path) => [path, reportLabelOf(path)]);

/**
 * The cited fields in the order the report reads (entity, owners, authority, missing documents, risk flags),
 * each named as the report names it; a path the report no longer has (a list shortened after review) is left
 * out, since its label would point at nothing.
 */
export function citedFields(content: ReportContent, sources: ReportSourceMap): CitedField[] {
  const labelled: Array<readonly [string, string]> = [
    ...ENTITY_FACTS,
    ...content.ownership.map((o, i) => [`ownership.${i}`, `${rowLabel('ownership', i)}: ${o.owner}`] as const),
    ['authority.signers', reportLabelOf('authority.signers')],
    ['authority.clause', reportLabelOf('authority.clause')],
    ...content.authority.consents.map(
      (_, i) => [`authority.consents.${i}`, listEntryLabel('authority.consents', i)] as const,
    ),
    ...content.missingDocuments.map(
      (_, i) => [`missingDocuments.${i}`, listEntryLabel('missingDocuments', i)] as const,
    ),
    ...content.riskItems.map((r, i) => [`riskItems.${i}`, `Risk flag ${r.id}: ${r.title}`] as const),
  ];
  return labelled.flatMap(([path, label]) => {
    const source = sources[path];
    return source ? [{ path, label, source }] : [];
  });
}
