import type { jsPDF } from 'jspdf';
import { ownershipTotal, type ReportContent } from '@/backend/schemas';
import { labelOf, pdfLabelOf, rowFieldPdfLabel } from './fields';
import { ILLUSTRATIVE_NOTE, REPORT_LIMITATIONS, entitySlug, formatCapturedAt, formatReportDate } from './format';
import { citation, citedFields, type ReportSourceMap } from './sources';

export interface ReportPdfMeta {
  /** The report's stable name, e.g. reportNumber(orderId, version) → "ELR-1A2B3C4D-v2". */
  reportNumber: string;
  /** YYYY-MM-DD, or a timestamp (its date part is shown). */
  preparedOn: string;
  version?: number;
  /** The landing page's samples: says so under the header and in every footer. */
  illustrative?: boolean;
  productName: string;
  companyName: string;
  /**
   * Where the documents say each reviewed value (PublishedReport.sources): cited under the key facts and listed
   * in a closing "Sources" appendix. Empty or left out: no citations, no appendix.
   */
  sources?: ReportSourceMap;
}

/**
 * The report as a multi-page PDF, from the same data every screen shows. jsPDF is imported here,
 * dynamically, so it loads only when someone asks for a PDF (callers import this module lazily too).
 * Pure: data in, bytes out; runs in the browser and in Node. Text is real text (selectable, searchable).
 */
export async function buildReportPdf(content: ReportContent, meta: ReportPdfMeta): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setProperties({
    title: pdfText(
      `${meta.productName} ${meta.illustrative ? 'sample report' : 'report'} ${meta.reportNumber}: ${content.entityName}`,
    ),
    subject: meta.illustrative ? 'Illustrative legal-entity report for lenders' : 'Legal-entity report for lenders',
    author: pdfText(meta.companyName),
    creator: pdfText(meta.productName),
  });
  new ReportWriter(doc, content, meta).write();
  return new Uint8Array(doc.output('arraybuffer'));
}

/** "sample-report-<entity>.pdf" for the landing samples, "<report number>-<entity>.pdf" for a real report. */
export function reportPdfFileName(
  content: Pick<ReportContent, 'entityName'>,
  meta: Pick<ReportPdfMeta, 'reportNumber' | 'illustrative'>,
): string {
  const slug = entitySlug(content.entityName);
  return meta.illustrative ? `sample-report-${slug}.pdf` : `${meta.reportNumber}-${slug}.pdf`;
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

/** An optional field left empty reads as a statement, not as a gap. */
const orNotStated = (value: string) => (value.trim() === '' ? 'Not stated' : value);

/** A label/value row, with the source of the value when it has one (cited under the value). */
type Row = readonly [label: string, value: string, source?: string];
const SOURCE_LINE = 11;

class ReportWriter {
  private y = PAGE.margin;

  constructor(
    private readonly doc: Doc,
    private readonly report: ReportContent,
    private readonly meta: ReportPdfMeta,
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
    this.attorneyReview();
    this.limitations();
    this.sourcesAppendix();
    this.footers();
  }

  /** "Source: operating-agreement.pdf, p. 2" for a path with a source (and a value to cite), else nothing. */
  private cite(path: string, value = 'x'): string | undefined {
    const source = this.meta.sources?.[path];
    return source && value.trim() !== '' ? `Source: ${citation(source)}` : undefined;
  }

  private header() {
    const { doc, report, meta } = this;
    doc.setFillColor(...BLUE);
    doc.rect(0, 0, PAGE.width, 96, 'F');
    doc.setTextColor(255, 255, 255);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(11);
    doc.text(pdfText(`${meta.productName} Entity Report`), PAGE.margin, 34);
    doc.setFontSize(18);
    // A long legal name shrinks to fit the band rather than running off the page.
    const name = pdfText(report.entityName);
    const fit = Math.max(10, Math.min(18, (18 * CONTENT_WIDTH) / doc.getTextWidth(name)));
    doc.setFontSize(fit);
    doc.text(name, PAGE.margin, 60, { maxWidth: CONTENT_WIDTH });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(10);
    doc.text(pdfText(`${report.entityType} - ${report.formationState}`), PAGE.margin, 80);
    this.y = 120;
    const rows: Array<[string, string]> = [['Report number', meta.reportNumber]];
    if (meta.version !== undefined) rows.push(['Version', String(meta.version)]);
    rows.push(
      ['Prepared', formatReportDate(meta.preparedOn.slice(0, 10))],
      [pdfLabelOf('loanReference'), orNotStated(report.loanReference)],
      [pdfLabelOf('formationState'), report.formationState],
      [pdfLabelOf('propertyState'), report.propertyState || 'Same as formation state'],
      [labelOf('riskLevel'), report.riskLevel],
      [
        'Review',
        report.attorneyReview
          ? `Attorney reviewed by ${report.attorneyReview.reviewer}, ${formatReportDate(report.attorneyReview.date)}`
          : 'Document review by the report team',
      ],
    );
    this.keyValues(rows);
    if (meta.illustrative) this.note(ILLUSTRATIVE_NOTE);
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
    this.heading(pdfLabelOf('documents'));
    this.table(
      (['title', 'date', 'pages', 'status'] as const).map((field) => rowFieldPdfLabel('documents', field)),
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
    this.keyValues([
      [pdfLabelOf('entityName'), report.entityName, this.cite('entityName')],
      [pdfLabelOf('entityType'), report.entityType, this.cite('entityType')],
      [pdfLabelOf('formationState'), report.formationState, this.cite('formationState')],
      [
        pdfLabelOf('formationDate'),
        formatReportDate(report.formationDate),
        this.cite('formationDate', report.formationDate),
      ],
      [pdfLabelOf('fileNumber'), orNotStated(report.fileNumber), this.cite('fileNumber', report.fileNumber)],
      [
        pdfLabelOf('principalOffice'),
        orNotStated(report.principalOffice),
        this.cite('principalOffice', report.principalOffice),
      ],
      [
        pdfLabelOf('registeredAgent'),
        orNotStated(report.registeredAgent),
        this.cite('registeredAgent', report.registeredAgent),
      ],
      [pdfLabelOf('managementType'), report.managementType, this.cite('managementType')],
      [pdfLabelOf('purpose'), orNotStated(report.purpose), this.cite('purpose', report.purpose)],
    ]);
    const corp = report.corporate;
    if (corp) {
      this.heading(pdfLabelOf('corporate'));
      this.keyValues([
        [pdfLabelOf('corporate.principalOffice'), corp.principalOffice],
        [pdfLabelOf('corporate.numberOfDirectors'), String(corp.numberOfDirectors)],
        [pdfLabelOf('corporate.chairman'), orNotStated(corp.chairman)],
        [pdfLabelOf('corporate.viceChairman'), orNotStated(corp.viceChairman)],
        [pdfLabelOf('corporate.officers.presidentAndCeo'), corp.officers.presidentAndCeo],
        [pdfLabelOf('corporate.officers.secretary'), corp.officers.secretary],
        [pdfLabelOf('corporate.officers.treasurer'), orNotStated(corp.officers.treasurer)],
      ]);
    }
  }

  private ownership() {
    const { report } = this;
    this.heading(pdfLabelOf('ownership'));
    this.table(
      (['owner', 'interest', 'percentage'] as const).map((field) => rowFieldPdfLabel('ownership', field)),
      [0.45, 0.4, 0.15],
      // The owner's source is a second line of its cell, so the row and its evidence stay together.
      report.ownership.map((o, i) => {
        const cited = this.cite(`ownership.${i}`);
        return [cited ? `${o.owner}\n${cited}` : o.owner, o.interest, `${o.percentage}%`];
      }),
    );
    const total = ownershipTotal(report.ownership);
    this.paragraph(
      `Percentages total ${total}%${total === 100 ? ', consistent with the documents supplied.' : '; see risk flags.'}`,
    );
  }

  private authority() {
    const { report } = this;
    this.heading(pdfLabelOf('authority'));
    this.keyValues([
      [pdfLabelOf('managementType'), report.managementType, this.cite('managementType')],
      [
        pdfLabelOf('authority.signers'),
        report.authority.signers,
        this.cite('authority.signers', report.authority.signers),
      ],
      [pdfLabelOf('authority.clause'), report.authority.clause, this.cite('authority.clause', report.authority.clause)],
    ]);
    this.bullets(
      report.authority.consents.map((c, i) => {
        const cited = this.cite(`authority.consents.${i}`);
        return cited ? `${c} (${cited})` : c;
      }),
    );
  }

  private signatureBlock() {
    const { doc, report } = this;
    this.heading(pdfLabelOf('signatureBlock'));
    doc.setFont('courier', 'normal');
    doc.setFontSize(10);
    // A line too long for the box wraps, its continuation indented so it still reads as one line.
    const lines = report.signatureBlock.lines.flatMap((line) => {
      const wrapped = doc.splitTextToSize(pdfText(line), CONTENT_WIDTH - 48) as string[];
      return wrapped.length === 0 ? [''] : wrapped.map((part, i) => (i === 0 ? part : `    ${part}`));
    });
    const lineHeight = 13;
    const height = lines.length * lineHeight + 20;
    this.ensure(height);
    doc.setDrawColor(...RULE);
    doc.setFillColor(243, 244, 246);
    doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height, 'FD');
    doc.setFont('courier', 'normal');
    doc.setFontSize(10);
    doc.setTextColor(...INK);
    let y = this.y + 18;
    for (const line of lines) {
      if (line) doc.text(line, PAGE.margin + 12, y);
      y += lineHeight;
    }
    this.y += height + 16;
    this.paragraph(
      `${pdfLabelOf('signatureBlock.supportingDeliverable')}: ${report.signatureBlock.supportingDeliverable}`,
    );
  }

  private secretaryOfState() {
    const sections = this.report.secretaryOfState.map((check) => {
      const rows: Row[] = [
        [rowFieldPdfLabel('secretaryOfState', 'registeredName'), orNotStated(check.registeredName)],
        [rowFieldPdfLabel('secretaryOfState', 'fileNumber'), orNotStated(check.fileNumber)],
        [rowFieldPdfLabel('secretaryOfState', 'registration'), check.registration],
        [rowFieldPdfLabel('secretaryOfState', 'stateStatus'), check.stateStatus],
        [rowFieldPdfLabel('secretaryOfState', 'normalizedStatus'), check.normalizedStatus],
        [rowFieldPdfLabel('secretaryOfState', 'lastFiling'), orNotStated(check.lastFiling)],
        [rowFieldPdfLabel('secretaryOfState', 'registeredAgent'), orNotStated(check.registeredAgent)],
        [rowFieldPdfLabel('secretaryOfState', 'capturedAt'), formatCapturedAt(check.capturedAt)],
        [rowFieldPdfLabel('secretaryOfState', 'source'), check.source],
      ];
      return { title: `${check.role}: ${check.state}`, rows, height: 15 + this.keyValuesHeight(rows) };
    });
    this.heading(pdfLabelOf('secretaryOfState'), sections[0]?.height);
    for (const section of sections) {
      // Keep one state's record on one page.
      this.ensure(section.height);
      this.subheading(section.title);
      this.keyValues(section.rows);
    }
  }

  private riskFlags() {
    const { doc } = this;
    const flags = this.report.riskItems.map((item, index) => {
      const rows: Row[] = [
        [rowFieldPdfLabel('riskItems', 'finding'), item.finding],
        [rowFieldPdfLabel('riskItems', 'evidence'), item.evidence, this.cite(`riskItems.${index}`)],
        [rowFieldPdfLabel('riskItems', 'mitigation'), item.mitigation],
        [rowFieldPdfLabel('riskItems', 'closingCondition'), item.closingCondition ? 'Yes' : 'No'],
      ];
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(10.5);
      const title = doc.splitTextToSize(pdfText(item.title), CONTENT_WIDTH - 90) as string[];
      return { item, rows, title, height: 15 + (title.length - 1) * 13 + this.keyValuesHeight(rows) };
    });
    this.heading(pdfLabelOf('riskItems'), flags[0]?.height);
    if (flags.length === 0) this.paragraph('No risk flags.');
    for (const { item, rows, title, height } of flags) {
      this.ensure(height);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(10.5);
      doc.setTextColor(...(SEVERITY[item.severity] ?? INK));
      doc.text(pdfText(`${item.id}  ${item.severity.toUpperCase()}`), PAGE.margin, this.y);
      doc.setTextColor(...INK);
      title.forEach((line, i) => doc.text(line, PAGE.margin + 90, this.y + i * 13));
      this.y += 15 + (title.length - 1) * 13;
      this.keyValues(rows);
    }
  }

  private checklist() {
    this.heading(pdfLabelOf('closingChecklist'));
    if (this.report.closingChecklist.length === 0) this.paragraph('No closing conditions.');
    this.bullets(this.report.closingChecklist);
  }

  private attorneyReview() {
    const review = this.report.attorneyReview;
    if (!review) return;
    this.heading(pdfLabelOf('attorneyReview'));
    this.keyValues([
      [pdfLabelOf('attorneyReview.reviewer'), review.reviewer],
      [pdfLabelOf('attorneyReview.date'), formatReportDate(review.date)],
      [pdfLabelOf('attorneyReview.notes'), review.notes],
    ]);
  }

  private limitations() {
    this.heading('Limitations');
    this.bullets(REPORT_LIMITATIONS);
  }

  /**
   * The closing appendix (issue 30 §3): each cited field with its document, page and the verbatim quote, in the
   * order the report reads. A version published without a review has no sources and no appendix.
   */
  private sourcesAppendix() {
    const fields = citedFields(this.report, this.meta.sources ?? {});
    if (fields.length === 0) return;
    const { doc } = this;
    this.heading('Sources');
    this.note(
      'Where the documents say each reviewed value: the document, its page and the words on that page, as the reviewer checked them.',
    );
    for (const { label, source } of fields) {
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(10);
      const title = doc.splitTextToSize(pdfText(label), CONTENT_WIDTH) as string[];
      // The label and its citation stay together; a long quote may run on to the next page.
      this.ensure(title.length * 13 + 13 + 12);
      doc.setTextColor(...INK);
      title.forEach((line) => {
        doc.text(line, PAGE.margin, this.y);
        this.y += 13;
      });
      doc.setFont('helvetica', 'normal');
      doc.setTextColor(...MUTED);
      doc.text(pdfText(`${source.file}, page ${source.page}`), PAGE.margin, this.y);
      this.y += 13;
      if (source.quote.trim()) {
        doc.setFont('helvetica', 'italic');
        doc.setFontSize(9.5);
        doc.setTextColor(...INK);
        const lines = doc.splitTextToSize(pdfText(`"${source.quote.trim()}"`), CONTENT_WIDTH - 14) as string[];
        for (const line of lines) {
          this.ensure(13);
          doc.text(line, PAGE.margin + 14, this.y);
          this.y += 12;
        }
      }
      this.y += 8;
    }
  }

  private footers() {
    const { doc, report, meta } = this;
    const pages = doc.getNumberOfPages();
    const label = `${meta.illustrative ? 'Illustrative sample - ' : ''}${report.entityName} - ${meta.reportNumber}`;
    for (let page = 1; page <= pages; page += 1) {
      doc.setPage(page);
      doc.setDrawColor(...RULE);
      doc.line(PAGE.margin, PAGE.height - 40, PAGE.width - PAGE.margin, PAGE.height - 40);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      doc.setTextColor(...MUTED);
      const lines = doc.splitTextToSize(pdfText(label), CONTENT_WIDTH - 80) as string[];
      lines.slice(0, 2).forEach((line, i) => doc.text(line, PAGE.margin, PAGE.height - 28 + i * 10));
      doc.text(`Page ${page} of ${pages}`, PAGE.width - PAGE.margin, PAGE.height - 28, { align: 'right' });
    }
  }

  // Layout primitives

  private ensure(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** keepWith: the height of what must follow on the same page (a heading never ends a page alone). */
  private heading(title: string, keepWith = 0) {
    const { doc } = this;
    this.ensure(48 + keepWith);
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

  private keyValuesHeight(rows: readonly Row[]): number {
    this.doc.setFont('helvetica', 'normal');
    this.doc.setFontSize(10);
    const lineCount = (value: string) =>
      (this.doc.splitTextToSize(pdfText(value), CONTENT_WIDTH - LABEL_WIDTH) as string[]).length;
    return rows.reduce(
      (sum, [, value, source]) => sum + lineCount(value) * 13 + this.sourceLines(source).length * SOURCE_LINE + 4,
      4,
    );
  }

  /** A citation wrapped to the value column (a long file name takes more than one line). */
  private sourceLines(source: string | undefined): string[] {
    if (!source) return [];
    this.doc.setFont('helvetica', 'normal');
    this.doc.setFontSize(8.5);
    return this.doc.splitTextToSize(pdfText(source), CONTENT_WIDTH - LABEL_WIDTH) as string[];
  }

  private keyValues(rows: readonly Row[]) {
    const { doc } = this;
    const labelWidth = LABEL_WIDTH;
    for (const [label, value, source] of rows) {
      const cited = this.sourceLines(source);
      doc.setFontSize(10);
      const lines = doc.splitTextToSize(pdfText(value), CONTENT_WIDTH - labelWidth) as string[];
      this.ensure(lines.length * 13 + cited.length * SOURCE_LINE + 2);
      doc.setFont('helvetica', 'bold');
      doc.setTextColor(...MUTED);
      doc.text(pdfText(label), PAGE.margin, this.y);
      doc.setFont('helvetica', 'normal');
      doc.setTextColor(...INK);
      lines.forEach((line, i) => doc.text(line, PAGE.margin + labelWidth, this.y + i * 13));
      this.y += lines.length * 13;
      // The citation under its value, smaller and muted: evidence, not part of the value.
      doc.setFontSize(8.5);
      doc.setTextColor(...MUTED);
      for (const line of cited) {
        doc.text(line, PAGE.margin + labelWidth, this.y - 2);
        this.y += SOURCE_LINE;
      }
      this.y += 4;
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
