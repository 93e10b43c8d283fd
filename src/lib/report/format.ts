/**
 * Wording and formatting every rendering of a report shares (the landing samples, the viewer, the PDF).
 * Pure and independent of the runtime's locale and time zone, so prerendered HTML, the browser and Node agree.
 */

/** What every report says about itself, whoever prepared it. */
export const REPORT_LIMITATIONS = [
  'This report is not a legal opinion. It is based only on the documents supplied with the order and on Secretary of State records as of the capture time shown.',
  'State websites can lag behind filings or omit status details; order a certified certificate of good standing when your credit policy requires one.',
  'Findings flagged as closing conditions should be cleared by the lending team or its counsel before documents are signed.',
] as const;

export const ILLUSTRATIVE_NOTE =
  'Illustrative sample. The entity, people and filings in this report are fictional and shown to demonstrate the report format.';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2018-03-14" → "March 14, 2018"; an empty date (not stated in the documents) → "Not stated". */
export function formatReportDate(isoDate: string): string {
  if (isoDate === '') return 'Not stated';
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day}, ${year}`;
}

/** When a state record was read, in UTC: "2025-08-11T16:42:00Z" → "August 11, 2025, 16:42 UTC". */
export function formatCapturedAt(isoDateTime: string): string {
  const at = new Date(isoDateTime);
  if (Number.isNaN(at.getTime())) return isoDateTime;
  const iso = at.toISOString();
  return `${formatReportDate(iso.slice(0, 10))}, ${iso.slice(11, 16)} UTC`;
}

/** An entity's name as a file-name part: "Harbor Point Holdings, LLC" → "harbor-point-holdings-llc". */
export function entitySlug(entityName: string): string {
  return (
    entityName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  );
}
