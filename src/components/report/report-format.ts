import type { NormalizedStatus, ReportContent, RiskLevel } from '@/backend';
import { formatReportDate } from '@/lib/report/format';

export { formatCapturedAt as capturedAt } from '@/lib/report/format';

/**
 * "2026-03-02" or a timestamp -> "March 2, 2026": a timestamp's UTC date, as the PDF prints it, so the page
 * and the PDF of one version never disagree.
 */
export function reportDate(value: string): string {
  return formatReportDate(value.slice(0, 10));
}

/** Flags per severity, highest first, and how many must be cleared before closing. */
export function flagCounts(content: Pick<ReportContent, 'riskItems'>) {
  const count = (severity: RiskLevel) => content.riskItems.filter((item) => item.severity === severity).length;
  return {
    High: count('High'),
    Medium: count('Medium'),
    Low: count('Low'),
    closingConditions: content.riskItems.filter((item) => item.closingCondition).length,
  };
}

export const RISK_PALETTE: Readonly<Record<RiskLevel, string>> = { Low: 'green', Medium: 'orange', High: 'red' };

export const VERDICT_PALETTE: Readonly<Record<ReportContent['conclusion']['verdict'], string>> = {
  Confirmed: 'green',
  'Confirmed subject to conditions': 'orange',
  'Not confirmed': 'red',
  'Cannot determine': 'gray',
};

/** Good standing reads green; "Unknown" is neither good nor bad; every other bucket needs attention. */
export function sosPalette(status: NormalizedStatus): string {
  if (status === 'Active - good standing') return 'green';
  if (status === 'Unknown') return 'gray';
  if (status === 'Active - not in good standing' || status === 'Pending inactive') return 'orange';
  return 'red';
}

/** A source that is a web address becomes a link; anything else (a certificate's name) stays text. */
export function sourceUrl(source: string): string | null {
  try {
    const url = new URL(source);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
