import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { REPORT_TYPES, reportNumber, type ReportContent } from '@/backend/schemas';
import { brand } from '@/content/brand';
import { sampleCorporationReport, sampleLlcReport, type SampleReport } from '@/content/sample-reports';
import { draftReport, type DraftOrder } from '../../../mocks/seed/demo-draft';
import { formatCapturedAt } from './format';
import { buildReportPdf, pdfText, reportPdfFileName, type ReportPdfMeta } from './pdf';

const standardFontDataUrl =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/** Each page's text as pdf.js reads it, whitespace runs collapsed (wrapped lines read as one). */
async function readPdf(bytes: Uint8Array): Promise<string[]> {
  // pdf.js may detach the buffer it is given, so hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(oneLine(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
  }
  await pdf.destroy();
  return pages;
}
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const brandMeta = { productName: brand.productName, companyName: brand.companyName };

const SECTIONS = [
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
];

/** What every report PDF must carry, read back from the bytes. */
async function expectFullReport(bytes: Uint8Array, content: ReportContent, meta: ReportPdfMeta) {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pages = await readPdf(bytes);
  expect(pages.length).toBeGreaterThan(1);
  // The footer names the entity and the report on every page.
  for (const text of pages) {
    expect(text).toContain(pdfText(content.entityName));
    expect(text).toContain(meta.reportNumber);
  }
  const all = pages.join('\n');
  for (const section of SECTIONS) expect(all).toContain(section);
  if (content.corporate) expect(all).toContain('Board and officers');
  for (const line of content.signatureBlock.lines.filter((l) => l.trim())) expect(all).toContain(oneLine(line));
  for (const check of content.secretaryOfState) {
    expect(all).toContain(`${check.role}: ${check.state}`);
    expect(all).toContain(oneLine(check.stateStatus));
    expect(all).toContain(check.normalizedStatus);
    expect(all).toContain(formatCapturedAt(check.capturedAt));
    expect(all).toContain(oneLine(check.source));
  }
  for (const item of content.riskItems) expect(all).toContain(oneLine(item.title));
  for (const doc of content.documents) expect(all).toContain(oneLine(doc.title));
  expect(all).toContain(`Page 1 of ${pages.length}`);
  return { pages, all };
}

describe.each<[string, SampleReport]>([
  ['LLC', sampleLlcReport],
  ['corporation', sampleCorporationReport],
])('the %s sample report PDF', (_label, report) => {
  it('carries every section and says on every page that it is illustrative', async () => {
    const meta = { ...brandMeta, reportNumber: report.reportId, preparedOn: report.preparedOn, illustrative: true };
    const { pages, all } = await expectFullReport(await buildReportPdf(report.content, meta), report.content, meta);
    for (const text of pages) expect(text).toContain(`Illustrative sample - ${report.content.entityName}`);
    expect(all).toContain('The entity, people and filings in this report are fictional');
  });
});

describe('corporation specifics', () => {
  it('lists principal office, directors, chairman, vice chairman and officers', async () => {
    const corp = sampleCorporationReport.content.corporate;
    if (!corp) throw new Error('the corporation sample must carry corporate details');
    const meta = { ...brandMeta, reportNumber: 'ELR-2025-08-0163', preparedOn: '2025-08-14', illustrative: true };
    const all = (await readPdf(await buildReportPdf(sampleCorporationReport.content, meta))).join('\n');
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

const ORDER_ID = '7c4e2b1a-9d3f-4e6a-8b2c-1f0e9d8c7b6a';
const order = (report_type: string, overrides: Partial<DraftOrder> = {}): DraftOrder => ({
  id: ORDER_ID,
  entity_legal_name: 'Riverbend Holdings, LLC',
  formation_state: 'Delaware',
  report_type,
  property_state: 'California',
  loan_reference: 'CRE-26-0101',
  created_at: '2026-03-02T17:05:00Z',
  documents: [],
  ...overrides,
});

describe.each(REPORT_TYPES)('a published %s report PDF', (reportType) => {
  it('is a real PDF with every section, the signature block, both state checks and the footer', async () => {
    const content = draftReport(order(reportType));
    const meta = { ...brandMeta, reportNumber: reportNumber(ORDER_ID, 1), preparedOn: '2026-03-02', version: 1 };
    const { all } = await expectFullReport(await buildReportPdf(content, meta), content, meta);
    expect(content.secretaryOfState).toHaveLength(2);
    expect(all).not.toContain('Illustrative sample');
    expect(all).toContain('Report number ELR-7C4E2B1A-v1');
    expect(all).toContain('Version 1');
    expect(all).toContain('Loan reference CRE-26-0101');
  });
});

describe('published report details', () => {
  it('includes the attorney review when the partner firm reviewed the report', async () => {
    const content: ReportContent = {
      ...draftReport(order('Corporation', { entity_legal_name: 'Missing Pieces, Inc.' })),
      attorneyReview: {
        reviewer: 'Dana Whitlock, Whitlock & Reyes LLP',
        date: '2026-03-09',
        notes:
          'Confirmed the AI findings; the bylaw amendment was obtained from the Secretary and changes nothing in Article 5.',
      },
    };
    const meta = {
      ...brandMeta,
      reportNumber: reportNumber(ORDER_ID, 2),
      preparedOn: '2026-03-09T18:00:00Z',
      version: 2,
    };
    const all = (await readPdf(await buildReportPdf(content, meta))).join('\n');
    expect(all).toContain('Attorney review');
    expect(all).toContain('Attorney reviewed by Dana Whitlock, Whitlock & Reyes LLP, March 9, 2026');
    expect(all).toContain('the bylaw amendment was obtained from the Secretary');
    expect(all).toContain('Prepared March 9, 2026');
    expect(all).toContain('Missing: Amendment to the Bylaws.');
  });

  it('says what an empty optional field means instead of leaving a gap', async () => {
    const content = draftReport(order('Revocable Trust', { property_state: null, loan_reference: null }));
    const meta = { ...brandMeta, reportNumber: reportNumber(ORDER_ID, 1), preparedOn: '2026-03-02' };
    const all = (await readPdf(await buildReportPdf(content, meta))).join('\n');
    expect(all).toContain('Loan reference Not stated');
    expect(all).toContain('Property state Same as formation state');
    expect(all).toContain('No records found');
  });
});

describe('helpers', () => {
  it('maps typographic punctuation to what the standard PDF fonts can draw', () => {
    expect(pdfText('Secretary’s “certificate” – now…')).toBe('Secretary\'s "certificate" - now...');
    expect(pdfText('Section § 6.4')).toBe('Section § 6.4');
  });

  it('names the download after the entity: a sample as such, a report by its number', () => {
    expect(reportPdfFileName(sampleLlcReport.content, { reportNumber: 'ELR-2025-08-0147', illustrative: true })).toBe(
      'sample-report-cypress-ridge-properties-llc.pdf',
    );
    expect(reportPdfFileName({ entityName: 'Harbor Point Holdings, LLC' }, { reportNumber: 'ELR-7C4E2B1A-v2' })).toBe(
      'ELR-7C4E2B1A-v2-harbor-point-holdings-llc.pdf',
    );
  });
});

describe('a reviewed version: sources under the key facts and a Sources appendix (issue 30 §3)', () => {
  const content = sampleLlcReport.content;
  const longQuote = `${'The Manager may borrow money and encumber the Property on behalf of the Company, '.repeat(12)}subject to Article 9.`;
  const sources = {
    entityName: {
      file: 'certificate-of-formation.pdf',
      page: 1,
      quote: 'The name of the limited liability company is Cypress Ridge Properties, LLC.',
    },
    formationDate: { file: 'certificate-of-formation.pdf', page: 2, quote: 'Filed June 3, 2019' },
    'ownership.2': { file: 'first-amendment.pdf', page: 3, quote: 'Priya Raman is admitted as a Member holding 20%.' },
    'authority.signers': { file: 'operating-agreement.pdf', page: 7, quote: longQuote },
    'authority.consents.0': { file: 'operating-agreement.pdf', page: 9, quote: '' },
    'riskItems.1': { file: 'operating-agreement.pdf', page: 21, quote: 'Article 9: Transfers and pledges.' },
    // A path the report no longer has (the list was shortened in review): not cited, not listed.
    'ownership.7': { file: 'operating-agreement.pdf', page: 30, quote: 'Former member' },
  };
  const meta = (withSources: boolean): ReportPdfMeta => ({
    ...brandMeta,
    reportNumber: reportNumber(ORDER_ID, 2),
    preparedOn: '2026-03-02',
    version: 2,
    ...(withSources ? { sources } : { sources: {} }),
  });

  it('cites document and page beside the legal name, formation, owners, signers, consents and risk flags', async () => {
    const pages = await readPdf(await buildReportPdf(content, meta(true)));
    const appendixStart = pages.findIndex((p) => p.includes('Sources Where the documents say'));
    expect(appendixStart).toBeGreaterThan(0);
    const body = pages
      .slice(0, appendixStart + 1)
      .join('\n')
      .split('Sources Where the documents say')[0]!;
    expect(body).toContain(`Exact legal name ${content.entityName} Source: certificate-of-formation.pdf, p. 1`);
    expect(body).toContain('Source: certificate-of-formation.pdf, p. 2');
    expect(body).toContain('Priya Raman Source: first-amendment.pdf, p. 3');
    expect(body).toContain('Source: operating-agreement.pdf, p. 7');
    expect(body).toContain('(Source: operating-agreement.pdf, p. 9)');
    expect(body).toContain('Source: operating-agreement.pdf, p. 21');
    // Uncited facts carry nothing; each citation appears once in the body (the quote is for the appendix).
    expect(body.match(/Source: /g)).toHaveLength(6);
    expect(body).not.toContain('p. 30');
  });

  it('ends with the Sources appendix: each cited field with its document, page and wrapped quote, paginated', async () => {
    const pages = await readPdf(await buildReportPdf(content, meta(true)));
    const all = pages.join('\n');
    const appendix = all.slice(all.lastIndexOf('Sources Where the documents say'));
    // After the limitations, in the order the report reads.
    expect(all.lastIndexOf('Limitations')).toBeLessThan(all.lastIndexOf('Sources Where the documents say'));
    const order = [
      'Exact legal name certificate-of-formation.pdf, page 1 "The name of the limited liability company is Cypress Ridge Properties, LLC."',
      'Formation date certificate-of-formation.pdf, page 2 "Filed June 3, 2019"',
      'Owner 3: Priya Raman first-amendment.pdf, page 3 "Priya Raman is admitted as a Member holding 20%."',
      'Authorized signers operating-agreement.pdf, page 7 "The Manager may borrow',
      'Consent 1 operating-agreement.pdf, page 9',
      `Risk flag ${content.riskItems[1]!.id}: ${pdfText(content.riskItems[1]!.title)} operating-agreement.pdf, page 21 "Article 9: Transfers and pledges."`,
    ];
    const positions = order.map((entry) => appendix.replace(/\n/g, ' ').indexOf(entry));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The long quote is there in full, wrapped over lines (pdf.js reads them back as one run of words).
    expect(appendix.replace(/\s+/g, ' ')).toContain(oneLine(`"${longQuote}"`));
    expect(appendix).not.toContain('Former member');
  });

  it('paginates a long appendix: it runs on to further pages, each with its footer', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [
        `ownership.${i}`,
        { file: 'operating-agreement.pdf', page: 40 + i, quote: longQuote },
      ]),
    );
    const bytes = await buildReportPdf(content, { ...meta(true), sources: { ...sources, ...many } });
    const plain = await readPdf(await buildReportPdf(content, meta(false)));
    const pages = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(plain.length);
    for (const [i, text] of pages.entries()) expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(pages.join('\n')).toContain('operating-agreement.pdf, page 42');
  });

  it('has no citations and no appendix for a version published without a review', async () => {
    const all = (await readPdf(await buildReportPdf(content, meta(false)))).join('\n');
    expect(all).not.toContain('Source: ');
    expect(all).not.toContain('Where the documents say');
    const withoutMeta = (await readPdf(await buildReportPdf(content, { ...meta(false), sources: undefined }))).join(
      '\n',
    );
    expect(withoutMeta).not.toContain('Where the documents say');
  });
});
