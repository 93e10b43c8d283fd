import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { brand } from '@/content/brand';
import { sampleCorporationReport, sampleLlcReport, type SampleReport } from '@/content/sample-reports';
import { buildSampleReportPdf, pdfText, sampleReportFileName } from './pdf';

const standardFontDataUrl =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

async function readPdf(bytes: Uint8Array): Promise<string[]> {
  // pdf.js may detach the buffer it is given, so hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

const options = { productName: brand.productName, companyName: brand.companyName };

describe.each<[string, SampleReport]>([
  ['LLC', sampleLlcReport],
  ['corporation', sampleCorporationReport],
])('the %s sample report PDF', (_label, report) => {
  it('is a real multi-page PDF whose pages carry the entity name and every report section', async () => {
    const bytes = await buildSampleReportPdf(report, options);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pages = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    // The footer names the entity on every page.
    for (const text of pages) expect(text).toContain(report.entityName);

    const all = pages.join('\n');
    for (const section of [
      'Summary',
      'Documents reviewed',
      'Entity details',
      'Ownership',
      'Management and authority',
      'Suggested signature block',
      'Secretary of State check',
      'Risk flags and mitigations',
      'Closing checklist',
      'Limitations',
    ]) {
      expect(all).toContain(section);
    }
    for (const item of report.riskItems) expect(all).toContain(item.title);
    for (const doc of report.documents) expect(all).toContain(doc.title);
    expect(all).toContain(`Page 1 of ${pages.length}`);
    expect(all).toContain('Illustrative sample');
  });
});

describe('corporation specifics', () => {
  it('lists principal office, directors, chairman, vice chairman and officers', async () => {
    const corp = sampleCorporationReport.corporate;
    if (!corp) throw new Error('the corporation sample must carry corporate details');
    const all = (await readPdf(await buildSampleReportPdf(sampleCorporationReport, options))).join('\n');
    for (const value of [
      corp.principalOffice,
      corp.chairman,
      corp.viceChairman,
      corp.officers.presidentAndCeo,
      corp.officers.secretary,
      corp.officers.treasurer,
    ]) {
      expect(all).toContain(value);
    }
    expect(all).toContain('Board and officers');
    expect(all).toMatch(/Number of directors\s+5/);
  });
});

describe('helpers', () => {
  it('maps typographic punctuation to what the standard PDF fonts can draw', () => {
    expect(pdfText('Secretary’s “certificate” – now…')).toBe('Secretary\'s "certificate" - now...');
    expect(pdfText('Section § 6.4')).toBe('Section § 6.4');
  });

  it('names the download after the entity', () => {
    expect(sampleReportFileName(sampleLlcReport)).toBe('sample-report-cypress-ridge-properties-llc.pdf');
  });
});
