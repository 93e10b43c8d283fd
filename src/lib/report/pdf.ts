import type { jsPDF } from 'jspdf';
import { ILLUSTRATIVE_NOTE, REPORT_LIMITATIONS, formatReportDate, type SampleReport } from '@/content/sample-reports';

/**
 * Builds the full sample report as a multi-page PDF from the same data the landing page shows.
 * jsPDF is imported here, dynamically, so it loads only when someone asks for the PDF (and the
 * landing page imports this module dynamically too). Pure: data in, bytes out; runs in Node.
 */
export async function buildSampleReportPdf(
  report: SampleReport,
  options: { productName: string; companyName: string },
): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({
    title: `${options.productName} sample report: ${report.entityName}`,
    subject: 'Illustrative legal-entity report for lenders',
    author: options.companyName,
    creator: options.productName,
  });
  new ReportWriter(doc, report, options).write();
  return new Uint8Array(doc.output('arraybuffer'));
}

export function sampleReportFileName(report: SampleReport): string {
  const slug = report.entityName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `sample-report-${slug}.pdf`;
}

/** The standard PDF fonts cover Latin-1 only: map typographic punctuation to plain equivalents. */
export function pdfText(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\x20-\x7E\xA0-\xFF]/g, '');
}

type Doc = jsPDF;
type Rgb = [number, number, number];

const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const BOTTOM = PAGE.height - PAGE.margin - 18;
const LABEL_WIDTH = 130;
const INK: Rgb = [17, 24, 39];
const MUTED: Rgb = [75, 85, 99];
const BLUE: Rgb = [29, 78, 216];
const RULE: Rgb = [209, 213, 219];
const SEVERITY: Record<string, Rgb> = { Low: [21, 128, 61], Medium: [180, 83, 9], High: [185, 28, 28] };

class ReportWriter {
  private y = PAGE.margin;

  constructor(
    private readonly doc: Doc,
    private readonly report: SampleReport,
    private readonly options: { productName: string; companyName: string },
  ) {}

  write() {
    this.header();
    this.summary();
    this.documents();
    this.entityDetails();
    this.ownership();
    this.authority();
    this.signatureBlock();
    this.secretaryOfState();
    this.riskFlags();
    this.checklist();
    this.limitations();
    this.footers();
  }

  private header() {
    const { doc, report } = this;
    doc.setFillColor(...BLUE);
    doc.rect(0, 0, PAGE.width, 96, 'F');
    doc.setTextColor(255, 255, 255);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text(pdfText(`${this.options.productName} Entity Report`), PAGE.margin, 34);
    doc.setFontSize(18);
    doc.text(pdfText(report.entityName), PAGE.margin, 60);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.text(pdfText(`${report.entityType} - ${report.formationState}`), PAGE.margin, 80);
    this.y = 120;
    this.keyValues([
      ['Report ID', report.reportId],
      ['Prepared', formatReportDate(report.preparedOn)],
      ['Loan reference', report.loanReference],
      ['Formation state', report.formationState],
      ['Property state', report.propertyState],
      ['Overall risk level', report.riskLevel],
    ]);
    this.note(ILLUSTRATIVE_NOTE);
  }

  private summary() {
    const { report } = this;
    this.heading('Summary');
    this.paragraph(`Authority to borrow and encumber: ${report.conclusion.verdict}.`, { bold: true });
    this.paragraph(report.conclusion.detail);
    const counts = (['High', 'Medium', 'Low'] as const).map(
      (s) => `${report.riskItems.filter((r) => r.severity === s).length} ${s}`,
    );
    this.paragraph(`Risk flags: ${counts.join(', ')}.`);
  }

  private documents() {
    const { report } = this;
    this.heading('Documents reviewed');
    this.table(
      ['Document', 'Date', 'Pages', 'Status'],
      [0.42, 0.18, 0.1, 0.3],
      report.documents.map((d) => [d.title, formatReportDate(d.date), String(d.pages), d.status]),
    );
    this.paragraph(
      report.missingDocuments.length > 0
        ? `Missing: ${report.missingDocuments.join('; ')}.`
        : 'Missing: none. Every referenced amendment and consent was supplied.',
    );
  }

  private entityDetails() {
    const { report } = this;
    this.heading('Entity details');
    const rows: ReadonlyArray<[string, string]> = [
      ['Exact legal name', report.entityName],
      ['Entity type', report.entityType],
      ['Formation state', report.formationState],
      ['Formation date', formatReportDate(report.formationDate)],
      ['State file number', report.fileNumber],
      ['Principal office', report.principalOffice],
      ['Registered agent', report.registeredAgent],
      ['Management type', report.managementType],
      ['Purpose', report.purpose],
    ];
    this.keyValues(rows);
    const corp = report.corporate;
    if (corp) {
      this.heading('Board and officers');
      this.keyValues([
        ['Principal office', corp.principalOffice],
        ['Number of directors', String(corp.numberOfDirectors)],
        ['Chairman', corp.chairman],
        ['Vice Chairman', corp.viceChairman],
        ['President and CEO', corp.officers.presidentAndCeo],
        ['Secretary', corp.officers.secretary],
        ['Treasurer', corp.officers.treasurer],
      ]);
    }
  }

  private ownership() {
    const { report } = this;
    this.heading('Ownership');
    this.table(
      ['Owner', 'Interest', 'Percentage'],
      [0.45, 0.4, 0.15],
      report.ownership.map((o) => [o.owner, o.interest, `${o.percentage}%`]),
    );
    const total = report.ownership.reduce((sum, o) => sum + o.percentage, 0);
    this.paragraph(
      `Percentages total ${total}%${total === 100 ? ', consistent with the documents supplied.' : '; see risk flags.'}`,
    );
  }

  private authority() {
    const { report } = this;
    this.heading('Management and authority');
    this.keyValues([
      ['Management type', report.managementType],
      ['Authorized signer', report.authority.signers],
      ['Governing clause', report.authority.clause],
    ]);
    this.bullets(report.authority.consents);
  }

  private signatureBlock() {
    const { doc, report } = this;
    this.heading('Suggested signature block');
    const lineHeight = 13;
    const height = report.signatureBlock.lines.length * lineHeight + 20;
    this.ensure(height);
    doc.setDrawColor(...RULE);
    doc.setFillColor(243, 244, 246);
    doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height, 'FD');
    doc.setFont('courier', 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...INK);
    let y = this.y + 18;
    for (const line of report.signatureBlock.lines) {
      if (line) doc.text(pdfText(line), PAGE.margin + 12, y);
      y += lineHeight;
    }
    this.y += height + 16;
    this.paragraph(`Supporting deliverable: ${report.signatureBlock.supportingDeliverable}`);
  }

  private secretaryOfState() {
    this.heading('Secretary of State check');
    for (const check of this.report.secretaryOfState) {
      const rows: Array<[string, string]> = [
        ['Registered name', check.registeredName],
        ['File number', check.fileNumber],
        ['Registration', check.registration],
        ["State's status wording", check.stateStatus],
        ['Normalized status', check.normalizedStatus],
        ['Last filing', check.lastFiling],
        ['Registered agent', check.registeredAgent],
        ['Checked at', check.checkedAt],
      ];
      // Keep one state's record on one page.
      this.ensure(15 + this.keyValuesHeight(rows));
      this.subheading(`${check.role}: ${check.state}`);
      this.keyValues(rows);
    }
  }

  private riskFlags() {
    const { doc } = this;
    this.heading('Risk flags and mitigations');
    for (const item of this.report.riskItems) {
      const rows: Array<[string, string]> = [
        ['Finding', item.finding],
        ['Evidence', item.evidence],
        ['Mitigation', item.mitigation],
        ['Closing condition', item.closingCondition ? 'Yes' : 'No'],
      ];
      this.ensure(15 + this.keyValuesHeight(rows));
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(10.5);
      doc.setTextColor(...(SEVERITY[item.severity] ?? INK));
      doc.text(pdfText(`${item.id}  ${item.severity.toUpperCase()}`), PAGE.margin, this.y);
      doc.setTextColor(...INK);
      doc.text(pdfText(item.title), PAGE.margin + 90, this.y);
      this.y += 15;
      this.keyValues(rows);
    }
  }

  private checklist() {
    this.heading('Closing checklist');
    this.bullets(this.report.closingChecklist);
  }

  private limitations() {
    this.heading('Limitations');
    this.bullets(REPORT_LIMITATIONS);
  }

  private footers() {
    const { doc, report } = this;
    const pages = doc.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      doc.setPage(page);
      doc.setDrawColor(...RULE);
      doc.line(PAGE.margin, PAGE.height - 40, PAGE.width - PAGE.margin, PAGE.height - 40);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      doc.setTextColor(...MUTED);
      doc.text(
        pdfText(`Illustrative sample - ${report.entityName} - ${report.reportId}`),
        PAGE.margin,
        PAGE.height - 28,
      );
      doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 28, { align: 'right' });
    }
  }

  // Layout primitives

  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  private heading(title: string) {
    const { doc } = this;
    this.ensure(48);
    this.y += 10;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(13);
    doc.setTextColor(...BLUE);
    doc.text(pdfText(title), PAGE.margin, this.y);
    this.y += 6;
    doc.setDrawColor(...RULE);
    doc.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 16;
  }

  private subheading(title: string) {
    const { doc } = this;
    this.ensure(40);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10.5);
    doc.setTextColor(...INK);
    doc.text(pdfText(title), PAGE.margin, this.y);
    this.y += 15;
  }

  private paragraph(text: string, { bold = false }: { bold?: boolean } = {}) {
    const { doc } = this;
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...INK);
    const lines = doc.splitTextToSize(pdfText(text), CONTENT_WIDTH) as string[];
    for (const line of lines) {
      this.ensure(14);
      doc.text(line, PAGE.margin, this.y);
      this.y += 13;
    }
    this.y += 5;
  }

  private note(text: string) {
    const { doc } = this;
    doc.setFont('helvetica', 'italic');
    doc.setFontSize(9);
    doc.setTextColor(...MUTED);
    const lines = doc.splitTextToSize(pdfText(text), CONTENT_WIDTH) as string[];
    for (const line of lines) {
      this.ensure(12);
      doc.text(line, PAGE.margin, this.y);
      this.y += 11;
    }
    this.y += 6;
  }

  private bullets(items: readonly string[]) {
    const { doc } = this;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...INK);
    for (const item of items) {
      const lines = doc.splitTextToSize(pdfText(item), CONTENT_WIDTH - 14) as string[];
      lines.forEach((line, i) => {
        this.ensure(14);
        if (i === 0) doc.text('-', PAGE.margin + 2, this.y);
        doc.text(line, PAGE.margin + 14, this.y);
        this.y += 13;
      });
      this.y += 3;
    }
    this.y += 4;
  }

  private keyValuesHeight(rows: ReadonlyArray<readonly [string, string]>): number {
    this.doc.setFontSize(10);
    const lineCount = (value: string) =>
      (this.doc.splitTextToSize(pdfText(value), CONTENT_WIDTH - LABEL_WIDTH) as string[]).length;
    return rows.reduce((sum, [, value]) => sum + lineCount(value) * 13 + 4, 4);
  }

  private keyValues(rows: ReadonlyArray<readonly [string, string]>) {
    const { doc } = this;
    const labelWidth = LABEL_WIDTH;
    for (const [label, value] of rows) {
      doc.setFontSize(10);
      const lines = doc.splitTextToSize(pdfText(value), CONTENT_WIDTH - labelWidth) as string[];
      this.ensure(lines.length * 13 + 2);
      doc.setFont('helvetica', 'bold');
      doc.setTextColor(...MUTED);
      doc.text(pdfText(label), PAGE.margin, this.y);
      doc.setFont('helvetica', 'normal');
      doc.setTextColor(...INK);
      lines.forEach((line, i) => doc.text(line, PAGE.margin + labelWidth, this.y + i * 13));
      this.y += lines.length * 13 + 4;
    }
    this.y += 4;
  }

  private table(headers: readonly string[], widths: readonly number[], rows: ReadonlyArray<readonly string[]>) {
    const { doc } = this;
    const columnX: number[] = [];
    let x = PAGE.margin;
    for (const w of widths) {
      columnX.push(x);
      x += w * CONTENT_WIDTH;
    }
    const drawHeader = () => {
      doc.setFillColor(243, 244, 246);
      doc.rect(PAGE.margin, this.y - 11, CONTENT_WIDTH, 17, 'F');
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(9);
      doc.setTextColor(...MUTED);
      headers.forEach((h, i) => doc.text(pdfText(h), (columnX[i] ?? PAGE.margin) + 4, this.y));
      this.y += 16;
    };
    this.ensure(40);
    drawHeader();
    doc.setFontSize(9.5);
    for (const row of rows) {
      doc.setFont('helvetica', 'normal');
      const cells = row.map(
        (cell, i) => doc.splitTextToSize(pdfText(cell), (widths[i] ?? 0.2) * CONTENT_WIDTH - 8) as string[],
      );
      const height = Math.max(...cells.map((c) => c.length)) * 12 + 6;
      if (this.y + height > BOTTOM) {
        this.ensure(height + 40);
        drawHeader();
      }
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9.5);
      doc.setTextColor(...INK);
      cells.forEach((lines, i) =>
        lines.forEach((line, j) => doc.text(line, (columnX[i] ?? PAGE.margin) + 4, this.y + j * 12)),
      );
      this.y += height;
      doc.setDrawColor(...RULE);
      doc.line(PAGE.margin, this.y - 9, PAGE.width - PAGE.margin, this.y - 9);
    }
    this.y += 6;
  }
}
