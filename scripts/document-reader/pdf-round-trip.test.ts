import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readDocuments, type DocumentText } from '../../src/lib/document-reader/index.ts';
import { DocumentReadError } from '../../src/lib/document-reader/pdf-text.ts';
import { loadDevSet, scoreEntity, summarize } from './dev-set.ts';
import { readPdfBytes } from './read-pdf-node.ts';
import { renderImagePdf, renderTextPdf } from './render-pdf.ts';

/** The development set as real PDFs (jsPDF), read back by pdf.js: the text the reader gets from uploads. */
describe('PDF to page texts (pdf.js) and the reader on the rendered development set', () => {
  it('keeps the goals when the documents come through real PDFs', async () => {
    const scores = [];
    for (const entity of loadDevSet()) {
      const documents: DocumentText[] = [];
      for (const f of entity.files)
        documents.push((await readPdfBytes(renderTextPdf(f.pages), `${f.file}.pdf`)).document);
      scores.push(scoreEntity(entity, documents, readDocuments(documents, { order: entity.expected.order })));
    }
    const summary = summarize(scores);
    expect(summary.grounded).toBe(summary.values);
    expect(summary.invented.map((r) => `${r.entity} ${r.field}: ${JSON.stringify(r.returned)}`)).toEqual([]);
    expect(summary.wrong.length / summary.total).toBeLessThanOrEqual(0.05);
  }, 60_000);

  it('keeps a schedule row on one line: name, units and percentage', async () => {
    const pdf = renderTextPdf(['Member  Units  Percentage\nDana Whitfield  400  40%\nMarcus Ortega  600  60%']);
    const { document } = await readPdfBytes(pdf, 'schedule.pdf');
    expect(document.pages[0]!.text.split('\n')).toEqual([
      'Member Units Percentage',
      'Dana Whitfield 400 40%',
      'Marcus Ortega 600 60%',
    ]);
  });

  it('lists pages with an image and no text for OCR', async () => {
    const png = new PNG({ width: 40, height: 40 });
    png.data.fill(255);
    for (let i = 0; i < 400; i += 4) png.data[i] = 0;
    const pdf = renderImagePdf([new Uint8Array(PNG.sync.write(png)), new Uint8Array(PNG.sync.write(png))]);
    const read = await readPdfBytes(pdf, 'scan.pdf');
    expect(read.needsOcr).toEqual([1, 2]);
    expect(read.document.pages.map((p) => p.text)).toEqual(['', '']);
  });

  const failure = async (data: Uint8Array) => {
    try {
      await readPdfBytes(data, 'upload.pdf');
    } catch (error) {
      return error instanceof DocumentReadError
        ? { code: error.code, message: error.message }
        : { code: 'other', message: String(error) };
    }
    return null;
  };

  it('refuses encrypted, damaged, empty and over-long files with a clear message', async () => {
    expect(await failure(renderTextPdf(['Secret'], { encryptWith: 'pw' }))).toEqual({
      code: 'encrypted',
      message: 'upload.pdf is encrypted or password-protected: ask for an unprotected copy.',
    });
    expect(await failure(new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'))).toEqual({
      code: 'damaged',
      message: 'upload.pdf is not a readable PDF (damaged or not a PDF).',
    });
    expect(await failure(new Uint8Array())).toEqual({ code: 'empty', message: 'upload.pdf is empty (0 bytes).' });
    expect(await failure(renderTextPdf(['', '']))).toEqual({
      code: 'empty',
      message: 'upload.pdf has no text and no scanned image to read.',
    });
    expect(await failure(renderTextPdf(Array.from({ length: 301 }, (_, i) => `Page ${i + 1}`)))).toEqual({
      code: 'too-long',
      message: 'upload.pdf has 301 pages; the reader takes at most 300.',
    });
  }, 60_000);
});
