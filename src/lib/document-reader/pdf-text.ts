import { fitToPixels, luminance, MAX_OCR_PIXELS, type GrayImage } from './ocr-page.ts';
import { hasPdfHeader } from './pdf-header.ts';
import { measurePdf, PDF_LIMITS, type PdfLimitFinding, type PdfLimits, type PdfMeasure } from './pdf-limits.ts';
import type { DocumentText, PageText } from './types.ts';

/**
 * PDF to page texts with pdf.js, outside the reader's core: the caller hands in pdf.js (the legacy build in Node,
 * the browser build in a Web Worker), so this file imports nothing platform-specific. Lines are rebuilt from the
 * items' positions (same baseline = same line, left to right), which is what keeps a schedule's row on one line.
 * Pages with no text layer are listed for OCR; the caller runs OCR and fills them in. Before pdf.js sees a file it
 * must be a PDF and pass pdf-limits.ts (what it would inflate to, its images' sizes), and the whole reading has a
 * time limit (issue 42).
 */

export const MAX_PAGES = 300;

/**
 * The longest one document is read for (issue 42): OCR takes 5 to 15 s a page at 150 dpi on this project's
 * two-core machine and about four times that at 300 dpi, so a 40-page 300 dpi scan fits; text PDFs take under a
 * second per 10 pages. Past it the reading stops, whatever pdf.js or OCR is doing, with its own message.
 */
export const MAX_READ_MINUTES = 15;

/** The reader's limits on one document (issue 42); tests lower them. */
export interface ReadLimits extends PdfLimits {
  /** Pixels a page is read at by OCR: larger scans are scaled down (ocr-page.ts). */
  maxOcrPixels: number;
  /** Milliseconds one document may take to read, OCR included. */
  timeLimitMs: number;
}

export const READ_LIMITS: ReadLimits = {
  ...PDF_LIMITS,
  maxOcrPixels: MAX_OCR_PIXELS,
  timeLimitMs: MAX_READ_MINUTES * 60_000,
};

export type PdfErrorCode = 'encrypted' | 'damaged' | 'empty' | 'too-long';

/** A file the reader cannot take, with a message for people. */
export class DocumentReadError extends Error {
  constructor(
    readonly code: PdfErrorCode,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentReadError';
  }
}

/** The slice of pdf.js this adapter uses (structural, so both builds fit). */
export interface PdfJsLike {
  getDocument(src: Record<string, unknown>): { promise: Promise<PdfDocumentLike>; destroy?: () => Promise<void> };
  OPS: Record<string, number>;
}
export interface PdfDocumentLike {
  numPages: number;
  getPage(n: number): Promise<PdfPageLike>;
  destroy(): Promise<void>;
}
export interface PdfPageLike {
  getTextContent(): Promise<{ items: unknown[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(name: string, callback?: (data: unknown) => void): unknown };
  commonObjs: { get(name: string, callback?: (data: unknown) => void): unknown };
  cleanup?(): void;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

/** Items on the same baseline (within a third of their height) form a line; lines top to bottom. */
export function linesFromItems(items: readonly unknown[]): string {
  const text = items.filter(
    (i): i is TextItem => typeof (i as TextItem).str === 'string' && Array.isArray((i as TextItem).transform),
  );
  const rows: Array<{ y: number; height: number; items: TextItem[] }> = [];
  for (const item of text) {
    if (item.str.length === 0) continue;
    const y = item.transform[5]!;
    const height = Math.abs(item.height || item.transform[3] || 10);
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.max(r.height, height) / 3);
    if (row) row.items.push(item);
    else rows.push({ y, height, items: [item] });
  }
  rows.sort((a, b) => b.y - a.y);
  // A gap of more than one and a half lines is a blank line: paragraphs stay apart. The line spacing is a low
  // quantile of the gaps, not the median: in short-paragraph documents most gaps are blank lines.
  const lineGap = rows.length > 1 ? lowQuantile(rows.slice(1).map((r, i) => rows[i]!.y - r.y)) : 0;
  return rows
    .map((row, i) => {
      const blank = i > 0 && lineGap > 0 && rows[i - 1]!.y - row.y > lineGap * 1.5 ? '\n' : '';
      const sorted = [...row.items].sort((a, b) => a.transform[4]! - b.transform[4]!);
      let line = '';
      let end = -Infinity;
      for (const item of sorted) {
        const x = item.transform[4]!;
        // A gap wider than a fifth of the font height is a space (pdf.js does not always emit one).
        if (line && !/\s$/.test(line) && !/^\s/.test(item.str) && x - end > row.height / 5) line += ' ';
        line += item.str;
        end = x + item.width;
      }
      return blank + line.replace(/\s+$/, '');
    })
    .join('\n');
}

function lowQuantile(values: number[]): number {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 5)]! : 0;
}

const IMAGE_OPS = ['paintImageXObject', 'paintInlineImageXObject', 'paintImageMaskXObject', 'paintImageXObjectRepeat'];

export interface PdfReadResult {
  document: DocumentText;
  /** Pages with no text layer but an image: read them by OCR. */
  needsOcr: number[];
}

export interface PdfReadOptions {
  /** Called after each page: pages read of total. */
  onProgress?: (read: number, total: number) => void;
  /** Extra options for getDocument (standardFontDataUrl, isEvalSupported…). */
  documentOptions?: Record<string, unknown>;
  maxPages?: number;
  /**
   * Reads a scanned page: given its largest image in greyscale, the text and the mean confidence (0-100)
   * (ocr-page.ts's recognizePage). Without it, pages with no text layer stay empty and are listed in `needsOcr`.
   */
  ocr?: (image: GrayImage, page: number) => Promise<{ text: string; confidence: number }>;
  limits?: Partial<ReadLimits>;
}

const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${Math.round(bytes / 1024 ** 3)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString('en-US')} megapixels`;

/** The message for a limit the PDF passes, before pdf.js opens it. */
function limitError(file: string, finding: PdfLimitFinding): DocumentReadError {
  switch (finding.kind) {
    case 'stream':
      return new DocumentReadError(
        'too-long',
        file,
        `${file} has a part that inflates to more than ${megabytes(finding.limit)} when opened, more than the reader takes: it may be built to exhaust memory. Ask for a copy saved again by the program that made it.`,
      );
    case 'document':
      return new DocumentReadError(
        'too-long',
        file,
        `${file} inflates to more than ${megabytes(finding.limit)} when opened, more than the reader takes for one document: ask for it as smaller files.`,
      );
    case 'image': {
      const size = `${finding.width.toLocaleString('en-US')} × ${finding.height.toLocaleString('en-US')} pixels`;
      return new DocumentReadError(
        'too-long',
        file,
        `${file} has an image of ${size} (${megapixels(finding.width * finding.height)}); the reader takes images of up to ${megapixels(finding.limit)}: ask for a copy scanned at 300 dpi.`,
      );
    }
    case 'encrypted':
      return encrypted(file);
    case 'unchecked':
      return new DocumentReadError(
        'damaged',
        file,
        `${file} could not be checked before reading: its compressed parts overlap or nest as no PDF program writes them. Ask for a copy saved again by the program that made it.`,
      );
  }
}

const encrypted = (file: string) =>
  new DocumentReadError('encrypted', file, `${file} is encrypted or password-protected: ask for an unprotected copy.`);

/** A promise that fails with the time-limit error when the document's time is up; `stop` clears its timer. */
function deadline(file: string, ms: number): { expired: Promise<never>; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const minutes = ms / 60_000;
  const limit = minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${ms / 1000} seconds`;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DocumentReadError(
            'too-long',
            file,
            `${file} was not read within ${limit}, the reader's limit for one document: ask for it as smaller files, or as a PDF with a text layer rather than a scan.`,
          ),
        ),
      ms,
    );
  });
  expired.catch(() => undefined);
  return { expired, stop: () => clearTimeout(timer) };
}

export async function pdfToPageTexts(
  pdfjs: PdfJsLike,
  data: Uint8Array,
  file: string,
  options: PdfReadOptions = {},
): Promise<PdfReadResult> {
  const maxPages = options.maxPages ?? MAX_PAGES;
  const limits = { ...READ_LIMITS, ...options.limits };
  if (data.byteLength === 0) throw new DocumentReadError('empty', file, `${file} is empty (0 bytes).`);
  if (!hasPdfHeader(data))
    throw new DocumentReadError(
      'damaged',
      file,
      `${file} is not a PDF: its contents do not start as a PDF's do (no %PDF- header), whatever its name says.`,
    );
  const time = deadline(file, limits.timeLimitMs);
  // Bounded by the time limit wherever pdf.js or OCR waits (a page's own work cannot be cut short midway).
  const within = <T>(work: Promise<T>) => Promise.race([work, time.expired]);
  let pdf: PdfDocumentLike;
  let opening: ReturnType<PdfJsLike['getDocument']> | undefined;
  let measured: PdfMeasure;
  try {
    // Before pdf.js parses anything: what the file would inflate to, and its images' sizes (pdf-limits.ts).
    measured = measurePdf(data, limits);
    if (measured.finding) throw limitError(file, measured.finding);
    // pdf.js may detach the buffer it is given: hand it a copy. maxImageSize drops an image whose declared size
    // the scan could not read (pdf.js decodes it whole).
    opening = pdfjs.getDocument({
      data: data.slice(),
      isEvalSupported: false,
      maxImageSize: limits.maxImagePixels,
      ...options.documentOptions,
    });
    pdf = await within(opening.promise);
  } catch (error) {
    time.stop();
    void opening?.destroy?.().catch(() => undefined);
    if (error instanceof DocumentReadError) throw error;
    const name = (error as { name?: string })?.name;
    if (name === 'PasswordException') throw encrypted(file);
    throw new DocumentReadError('damaged', file, `${file} is not a readable PDF (damaged or not a PDF).`);
  }
  try {
    if (pdf.numPages === 0) throw new DocumentReadError('empty', file, `${file} has no pages.`);
    if (pdf.numPages > maxPages)
      throw new DocumentReadError(
        'too-long',
        file,
        `${file} has ${pdf.numPages} pages; the reader takes at most ${maxPages}.`,
      );
    const pages: PageText[] = [];
    const needsOcr: number[] = [];
    let anyImage = false;
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await within(pdf.getPage(n));
      const text = linesFromItems((await within(page.getTextContent())).items);
      if (text.trim().length === 0) {
        // Its operator list would decode its images, one of them over the pixel limit (most likely this scan).
        if (measured.oversizedImage) throw limitError(file, measured.oversizedImage);
        const ops = await within(page.getOperatorList());
        const imageOps = new Set(IMAGE_OPS.map((o) => pdfjs.OPS[o]).filter((o) => o !== undefined));
        if (ops.fnArray.some((f) => imageOps.has(f))) {
          anyImage = true;
          const image = options.ocr ? await within(pageImage(pdfjs, page)) : null;
          if (image && options.ocr) {
            const read = await within(options.ocr(fitToPixels(image, limits.maxOcrPixels), n));
            pages.push({ page: n, text: read.text, ocr: { confidence: Math.round(read.confidence) } });
            page.cleanup?.();
            options.onProgress?.(n, pdf.numPages);
            continue;
          }
          needsOcr.push(n);
        }
      }
      pages.push({ page: n, text });
      page.cleanup?.();
      options.onProgress?.(n, pdf.numPages);
    }
    if (!anyImage && pages.every((p) => p.text.trim().length === 0))
      throw new DocumentReadError('empty', file, `${file} has no text and no scanned image to read.`);
    return { document: { file, pages }, needsOcr };
  } finally {
    time.stop();
    await pdf.destroy();
  }
}

/** The largest image painted on a page (a scan), in greyscale for OCR. Null when the page has none. */
export async function pageImage(pdfjs: PdfJsLike, page: PdfPageLike): Promise<GrayImage | null> {
  const ops = await page.getOperatorList();
  const paint = pdfjs.OPS.paintImageXObject;
  let best: { width: number; height: number; data: Uint8ClampedArray; kind: number } | null = null;
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    if (ops.fnArray[i] !== paint) continue;
    const name = ops.argsArray[i]![0] as string;
    const store = name.startsWith('g_') ? page.commonObjs : page.objs;
    const img = await new Promise<unknown>((resolve) => store.get(name, resolve));
    const image = img as { width: number; height: number; data?: Uint8ClampedArray; kind?: number } | null;
    if (image?.data && (!best || image.width * image.height > best.width * best.height))
      best = { width: image.width, height: image.height, data: image.data, kind: image.kind ?? 2 };
  }
  if (!best) return null;
  const { width, height, data, kind } = best;
  // pdf.js's image kinds: 3 RGBA, 2 RGB, 1 one bit a pixel (rows padded to bytes).
  if (kind === 3 || kind === 2) return { width, height, gray: luminance(data, width, height, kind === 3 ? 4 : 3) };
  const gray = new Uint8Array(width * height);
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      gray[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
  return { width, height, gray };
}
