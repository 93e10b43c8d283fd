import { afterAll, describe, expect, it } from 'vitest';
import { quoteIsOnPage, readDocuments } from '../../src/lib/document-reader/index.ts';
import { loadDevSet } from './dev-set.ts';
import { NodeOcr, readPdfBytes } from './read-pdf-node.ts';
import { photographPages, renderImagePdf } from './render-pdf.ts';

/**
 * A scanned, image-only PDF read by tesseract.js in Node with its English data from the npm package (no network):
 * the page is photographed by Chromium, wrapped in a PDF without a text layer, and read back.
 */
const ocr = new NodeOcr();
afterAll(() => ocr.close());

describe('OCR of a scanned copy', () => {
  it('reads the scanned agreement into grounded fields and marks the page as OCR’d with its confidence', async () => {
    const entity = loadDevSet().find((e) => e.expected.scanned?.length)!;
    const file = entity.files.find((f) => entity.expected.scanned!.includes(f.file))!;
    const pdf = renderImagePdf(await photographPages(file.pages));
    const { document, needsOcr } = await readPdfBytes(pdf, `${file.file}.pdf`, { ocr });
    expect(needsOcr).toEqual([]);
    const result = readDocuments([document]);
    expect(result.documents[0]!.ocr_pages).toEqual([1]);
    expect(result.documents[0]!.ocr_confidence).toBeGreaterThan(80);
    expect(result.fields.entity_legal_name?.value).toBe(entity.expected.fields.entity_legal_name);
    expect(result.fields.owners.map((o) => [o.name, o.percentage])).toEqual(
      entity.expected.owners.map((o) => [o.name, o.percentage]),
    );
    expect(result.fields.entity_legal_name && quoteIsOnPage([document], result.fields.entity_legal_name.source)).toBe(
      true,
    );
  }, 180_000);
});
