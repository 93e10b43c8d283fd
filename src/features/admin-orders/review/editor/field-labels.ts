import type { ReportSectionId } from '@/lib/report/fields';

/**
 * The report editor's sections and the words for each field come from the field registry (`@/lib/report/fields`):
 * one name for a field in the editor, its error summary, the field review, the report, the PDF and the reader.
 */
export {
  FIELD_LABELS,
  REPORT_SECTIONS,
  listEntryLabel,
  reportFieldLabel,
  rowFieldLabel,
  sectionOf,
  type ReportSectionId,
} from '@/lib/report/fields';

/** The id of a section's element (its heading takes focus from the section links and the error summary). */
export const sectionElementId = (id: ReportSectionId) => `report-section-${id}`;
