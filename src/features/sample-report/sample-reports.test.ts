import { describe, expect, it } from 'vitest';
import { reportContentSchema } from '@/backend/schemas';
import { sampleReports } from '@/content/sample-reports';
import { formatCapturedAt, formatReportDate } from '@/lib/report/format';

describe('the landing sample reports', () => {
  it.each(sampleReports.map((r) => [r.tabLabel, r] as const))('the %s sample is a valid report', (_label, report) => {
    // The samples are instances of the report schema, exactly as staff publish one.
    expect(reportContentSchema.safeParse(report.content).error?.issues).toBeUndefined();
  });

  it('are an LLC with a property-state check and a corporation with its corporate details', () => {
    const [llc, corporation] = sampleReports;
    expect(llc?.content.reportType).toBe('Limited Liability Company');
    expect(llc?.content.secretaryOfState.map((c) => c.role)).toEqual(['Formation state', 'Property state']);
    expect(corporation?.content.reportType).toBe('Corporation');
    expect(corporation?.content.corporate?.numberOfDirectors).toBe(5);
  });
});

describe('report formats', () => {
  it('writes dates and capture times the same in every time zone', () => {
    expect(formatReportDate('2018-03-14')).toBe('March 14, 2018');
    expect(formatReportDate('')).toBe('Not stated');
    expect(formatCapturedAt('2025-08-11T16:42:00Z')).toBe('August 11, 2025, 16:42 UTC');
    expect(formatCapturedAt('2025-08-11T09:42:00-07:00')).toBe('August 11, 2025, 16:42 UTC');
  });
});
