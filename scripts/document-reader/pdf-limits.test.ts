import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../src/lib/document-reader/ocr-page.ts';
import { measurePdf } from '../../src/lib/document-reader/pdf-limits.ts';
import { DocumentReadError, type ReadLimits } from '../../src/lib/document-reader/pdf-text.ts';
import { renderScanPdf } from '../../mocks/seed/documents/raster.ts';
import {
  ascii,
  ascii85,
  concat,
  contentsPdf,
  flateBombPdf,
  inlineImagePdf,
  lzwZeros,
  objectStreamPdf,
  onePagePdf,
  PAGE_TEXT_OPERATORS,
  runLengthZeros,
  scanPdf,
  zlibFill,
} from './hostile-pdf.ts';
import { readPdfBytes, type NodePdfOptions } from './read-pdf-node.ts';
import { renderTextPdf } from './render-pdf.ts';

/**
 * The reader's limits on hostile PDFs (issue 42, finding 4), built here: nothing binary is committed. Each is refused
 * with its own message before pdf.js would decode what makes it costly; real documents are read as before.
 */
const failure = async (data: Uint8Array, options: NodePdfOptions = {}) => {
  try {
    await readPdfBytes(data, 'upload.pdf', options);
  } catch (error) {
    return error instanceof DocumentReadError
      ? { code: error.code, message: error.message }
      : { code: 'other', message: String(error) };
  }
  return null;
};

const MB = 1024 * 1024;
/** Limits a hundred times lower, so each hostile file stays small and quick to build. */
const small: Partial<ReadLimits> = { maxStreamBytes: MB, maxDocumentBytes: 3 * MB, maxImagePixels: 1_000_000 };
const PART_OVER_1_MB = {
  code: 'too-long',
  message:
    'upload.pdf has a part that inflates to more than 1 MB when opened, more than the reader takes: it may be built to exhaust memory. Ask for a copy saved again by the program that made it.',
};
/** An OCR stand-in that records the image it is given. */
const recordingOcr = (seen: GrayImage[]) => ({
  read: async (image: GrayImage) => (
    seen.push(image),
    { text: 'Operating Agreement of Harbor Point LLC\n', confidence: 90 }
  ),
});

describe('a Flate bomb', () => {
  it('is refused before pdf.js inflates it: 290 kB that inflate to 300 MB', async () => {
    const bomb = flateBombPdf(300_000_000);
    expect(bomb.length).toBeLessThan(300_000);
    expect(await failure(bomb)).toEqual({
      code: 'too-long',
      message:
        'upload.pdf has a part that inflates to more than 128 MB when opened, more than the reader takes: it may be built to exhaust memory. Ask for a copy saved again by the program that made it.',
    });
  }, 60_000);

  it('is refused behind ASCII85, a second Flate, an escaped or abbreviated filter name and a filter by reference', async () => {
    const bomb = zlibFill(2 * MB);
    const variants = {
      ascii85: contentsPdf([{ dict: '<< /Filter [/ASCII85Decode /FlateDecode] >>', data: ascii85(bomb) }]),
      twice: contentsPdf([{ dict: '<< /Filter [/FlateDecode /FlateDecode] >>', data: zlibSync(bomb) }]),
      escaped: contentsPdf([{ dict: '<< /Filter /Fl#61teDecode >>', data: bomb }]),
      abbreviated: contentsPdf([{ dict: '<< /F /Fl >>', data: bomb }]),
      byReference: contentsPdf([{ dict: '<< /Filter 5 0 R >>', data: bomb }], ['/FlateDecode']),
      lzw: contentsPdf([{ dict: '<< /Filter /LZWDecode >>', data: lzwZeros(2 * MB) }]),
      runLength: contentsPdf([{ dict: '<< /Filter /RunLengthDecode >>', data: runLengthZeros(2 * MB) }]),
    };
    const results: Record<string, unknown> = {};
    for (const [name, pdf] of Object.entries(variants)) results[name] = await failure(pdf, { limits: small });
    expect(results).toEqual(Object.fromEntries(Object.keys(variants).map((name) => [name, PART_OVER_1_MB])));
  });

  it('is refused inside an object stream, which pdf.js reads a page from', async () => {
    // The same page with a harmless content stream: pdf.js does read a page's content from an object stream.
    const harmless = objectStreamPdf({
      dict: '<< /Filter /FlateDecode >>',
      data: zlibSync(ascii(PAGE_TEXT_OPERATORS)),
    });
    const { document } = await readPdfBytes(harmless, 'upload.pdf', { limits: small });
    expect(document.pages[0]!.text).toBe('Operating Agreement of Harbor Point LLC');
    const bomb = objectStreamPdf({ dict: '<< /Filter /FlateDecode >>', data: zlibFill(2 * MB) });
    expect(await failure(bomb, { limits: small })).toEqual(PART_OVER_1_MB);
  });

  it("is refused in an inline image's data, which pdf.js inflates whole", async () => {
    const pdf = inlineImagePdf('/W 10 /H 10 /CS /G /BPC 8 /F /Fl', zlibFill(2 * MB, 255));
    expect(await failure(pdf, { limits: small })).toEqual(PART_OVER_1_MB);
  });

  it('is refused when the parts together inflate past the document limit, each under its own', async () => {
    const part = () => ({ dict: '<< /Filter /FlateDecode >>', data: zlibFill(MB - 1000) });
    expect(await failure(contentsPdf([part(), part(), part(), part()]), { limits: small })).toEqual({
      code: 'too-long',
      message:
        'upload.pdf inflates to more than 3 MB when opened, more than the reader takes for one document: ask for it as smaller files.',
    });
  });

  it("counts a damaged stream's rest at Deflate's densest: pdf.js reads on where fflate stops", async () => {
    // The first copy reaches before the data's start: fflate stops there, pdf.js copies zeros and reads on.
    const damaged = zlibFill(2 * MB, 0, { copyFirst: true });
    expect(
      await failure(contentsPdf([{ dict: '<< /Filter /FlateDecode >>', data: damaged }]), { limits: small }),
    ).toEqual(PART_OVER_1_MB);
  });
});

describe('an image too large to decode', () => {
  const IMAGE_12000_BY_16000 = {
    code: 'too-long',
    message:
      'upload.pdf has an image of 12,000 × 16,000 pixels (192 megapixels); the reader takes images of up to 40 megapixels: ask for a copy scanned at 300 dpi.',
  };

  it('is refused before pdf.js decodes it for OCR: a 12,000 × 16,000 scan took 2.3 GB', async () => {
    const seen: GrayImage[] = [];
    expect(await failure(scanPdf(12000, 16000), { ocr: recordingOcr(seen) })).toEqual(IMAGE_12000_BY_16000);
    expect(seen).toEqual([]);
    // On a page with text pdf.js never decodes it: the page is read.
    const photo = zlibFill(12000 * 16000, 128);
    const textPage = onePagePdf(
      { dict: '<< >>', data: ascii(`${PAGE_TEXT_OPERATORS}q 200 0 0 150 72 500 cm /Im1 Do Q\n`) },
      [
        {
          dict: '<< /Type /XObject /Subtype /Image /Width 12000 /Height 16000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>',
          data: photo,
        },
      ],
    );
    const { document } = await readPdfBytes(textPage, 'upload.pdf', { ocr: recordingOcr(seen) });
    expect(document.pages[0]!.text).toBe('Operating Agreement of Harbor Point LLC');
  }, 60_000);

  it("is refused by a JPEG's own size, whatever the PDF's dictionary says", async () => {
    // SOI, then a baseline frame header: 16,000 rows of 12,000 pixels, three components; then EOI.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x3e, 0x80, 0x2e, 0xe0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03,
      0x11, 0x01, 0xff, 0xd9,
    ]);
    const seen: GrayImage[] = [];
    const pdf = scanPdf(100, 100, { filter: '/DCTDecode', data: concat([ascii('junk before the JPEG'), jpeg]) });
    expect(await failure(pdf, { ocr: recordingOcr(seen) })).toEqual(IMAGE_12000_BY_16000);
  });

  it('is read scaled down to the OCR pixel limit when it is under the decoding limit', async () => {
    const seen: GrayImage[] = [];
    const { document } = await readPdfBytes(scanPdf(400, 300), 'upload.pdf', {
      ocr: recordingOcr(seen),
      limits: { maxOcrPixels: 30_000 },
    });
    expect(document.pages[0]!.ocr).toEqual({ confidence: 90 });
    expect(seen.map((image) => [image.width, image.height])).toEqual([[200, 150]]);
  });
});

describe('the time limit', () => {
  it('stops a document that takes longer than the limit, with its own message', async () => {
    const never = { read: () => new Promise<{ text: string; confidence: number }>(() => {}) };
    const pdf = renderScanPdf(['OPERATING AGREEMENT'], 'scan');
    expect(await failure(pdf, { ocr: never, limits: { timeLimitMs: 300 } })).toEqual({
      code: 'too-long',
      message:
        "upload.pdf was not read within 0.3 seconds, the reader's limit for one document: ask for it as smaller files, or as a PDF with a text layer rather than a scan.",
    });
  });
});

describe('files that are not PDFs, or cannot be checked', () => {
  it('refuses bytes that are not a PDF whatever the name, and reads a PDF with bytes before its header', async () => {
    expect(await failure(ascii('Operating Agreement of Harbor Point LLC, a text file named .pdf\n'))).toEqual({
      code: 'damaged',
      message:
        "upload.pdf is not a PDF: its contents do not start as a PDF's do (no %PDF- header), whatever its name says.",
    });
    const pdf = renderTextPdf(['Operating Agreement of Harbor Point LLC']);
    const prefixed = concat([new Uint8Array(1000).fill(0x20), pdf]);
    expect((await readPdfBytes(prefixed, 'upload.pdf')).document.pages[0]!.text).toBe(
      'Operating Agreement of Harbor Point LLC',
    );
  });

  it('refuses an encrypted PDF that opens without a password: its streams cannot be checked', async () => {
    const { jsPDF } = await import('jspdf');
    const doc = new jsPDF({ encryption: { userPassword: '', ownerPassword: 'owner', userPermissions: ['print'] } });
    doc.text('Operating Agreement of Harbor Point LLC', 20, 20);
    expect(await failure(new Uint8Array(doc.output('arraybuffer')))).toEqual({
      code: 'encrypted',
      message: 'upload.pdf is encrypted or password-protected: ask for an unprotected copy.',
    });
  });

  it('refuses streams that overlap on purpose once checking them would cost more than reading the file', async () => {
    // 100 streams whose data runs on, as stored Deflate blocks, through the next ones and a shared megabyte.
    const count = 100;
    const heads = Array.from({ length: count }, () => ascii('>>stream\n\x78\x9c\0\0\0\0\0'));
    const headBytes = heads.reduce((n, h) => n + h.length, 0);
    let at = 0;
    for (const head of heads) {
      at += head.length;
      // Each head's own stored block covers the heads after it: its stream goes on into the shared blocks.
      const rest = headBytes - at;
      head.set([rest & 0xff, rest >> 8, ~rest & 0xff, (~rest >> 8) & 0xff], head.length - 4);
    }
    const block = concat([new Uint8Array([0, 0xff, 0xff, 0, 0]), new Uint8Array(0xffff)]);
    const shared = concat(Array.from({ length: 16 }, () => block));
    const pdf = contentsPdf([{ dict: '<< >>', data: concat([ascii(PAGE_TEXT_OPERATORS), ...heads, shared]) }]);
    expect(await failure(pdf)).toEqual({
      code: 'damaged',
      message:
        'upload.pdf could not be checked before reading: its compressed parts overlap or nest as no PDF program writes them. Ask for a copy saved again by the program that made it.',
    });
  });
});

describe('real documents', () => {
  it('stay far under every limit: text PDFs, a scan and the demo seed', () => {
    const text = renderTextPdf(Array.from({ length: 30 }, (_, i) => `Page ${i + 1} of the operating agreement.`));
    const seedScan = renderScanPdf(['OPERATING AGREEMENT OF HARBOR POINT LLC', 'ARTICLE I'], 'scan');
    for (const pdf of [text, seedScan]) {
      const measured = measurePdf(pdf);
      expect(measured.finding).toBeNull();
      expect(measured.largestStreamBytes).toBeLessThan(MB);
    }
  });
});
