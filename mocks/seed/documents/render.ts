import { jsPDF } from 'jspdf';
import { renderScanPdf } from './raster';
import type { SeedDocumentText } from './texts';

/**
 * The seeded documents as real PDFs, rendered at seed time with jsPDF (in the browser and in Node), so nothing
 * binary is committed. Deterministic: a fixed creation date and file id, so the same text gives the same bytes
 * (and size, which supabase/seed.sql states). Layout as the reader's development set (scripts/document-reader/
 * render-pdf.ts): Helvetica 10 pt, table cells in columns of their own.
 */

const PAGE = { width: 612, height: 792, margin: 72, font: 10, leading: 13 };
const FIXED_DATE = new Date(Date.UTC(2025, 0, 2, 0, 0, 0));
const FIXED_FILE_ID = '00000000000000000000000000000000';
const cellsOf = (line: string) => line.trim().split(/\s{2,}/);
const isTableLine = (line: string) => /\S\s{2,}\S/.test(line.trim());

function newDoc(title: string): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.setCreationDate(FIXED_DATE);
  doc.setFileId(FIXED_FILE_ID);
  doc.setDocumentProperties({ title, creator: 'EntityLens demo seed' });
  return doc;
}

/**
 * Writes text pages into a jsPDF document: Helvetica 10 pt, long lines wrapped, a block of table lines (cells
 * split by two or more spaces) with each column as wide as its widest cell. The development set's PDFs
 * (scripts/document-reader/render-pdf.ts) are laid out by the same function.
 */
export function writeText(doc: jsPDF, pages: readonly string[]): void {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PAGE.font);
  const usable = PAGE.width - 2 * PAGE.margin;
  pages.forEach((text, index) => {
    if (index > 0) doc.addPage();
    let y = PAGE.margin;
    const newLine = () => {
      y += PAGE.leading;
      if (y > PAGE.height - PAGE.margin) {
        doc.addPage();
        y = PAGE.margin;
      }
    };
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!;
      if (!isTableLine(line)) {
        for (const part of line ? (doc.splitTextToSize(line, usable) as string[]) : ['']) {
          if (part) doc.text(part, PAGE.margin, y);
          newLine();
        }
        continue;
      }
      // A table: the block of consecutive cell lines, each column as wide as its widest cell.
      let end = i;
      while (end + 1 < lines.length && isTableLine(lines[end + 1]!)) end += 1;
      const rows = lines.slice(i, end + 1).map(cellsOf);
      const columns = Math.max(...rows.map((r) => r.length));
      const widths = Array.from(
        { length: columns },
        (_, c) => Math.max(...rows.map((r) => (r[c] ? doc.getTextWidth(r[c]) : 0))) + 14,
      );
      const scale = Math.min(1, usable / widths.reduce((a, b) => a + b, 0));
      for (const row of rows) {
        let x = PAGE.margin;
        row.forEach((cell, c) => {
          doc.text(cell, x, y);
          x += widths[c]! * scale;
        });
        newLine();
      }
      i = end;
    }
  });
}

export function renderSeedDocument(title: string, source: SeedDocumentText): Uint8Array<ArrayBuffer> {
  if (source.scanned) return renderScanPdf(source.pages, title);
  const doc = newDoc(title);
  writeText(doc, source.pages);
  return new Uint8Array(doc.output('arraybuffer'));
}
