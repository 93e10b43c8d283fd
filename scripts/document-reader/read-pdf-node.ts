// Node glue for the CLI, the bench and the tests: pdf.js's legacy build reads the text layer; pages without one
// are read by tesseract.js with its English data from the npm package @tesseract.js-data/eng (no network).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { pdfToPageTexts, type PdfJsLike, type PdfReadResult } from '../../src/lib/document-reader/pdf-text.ts';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

let pdfjsModule: Promise<PdfJsLike> | null = null;
const pdfjs = () => (pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJsLike>);

interface OcrWorker {
  recognize(image: Buffer): Promise<{ data: { text: string; confidence: number } }>;
  terminate(): Promise<unknown>;
}

/**
 * tesseract.js and its English data, resolved from this project's node_modules, or from READER_OCR_MODULES (a
 * folder whose node_modules holds them) while they are not installed here yet.
 */
async function loadTesseract(): Promise<{ createWorker: (...args: unknown[]) => Promise<OcrWorker>; langPath: string }> {
  const roots = [import.meta.url, ...(process.env.READER_OCR_MODULES ? [join(process.env.READER_OCR_MODULES, 'package.json')] : [])];
  for (const root of roots) {
    try {
      const req = createRequire(root);
      const tesseract = (await import(req.resolve('tesseract.js'))) as { createWorker: (...args: unknown[]) => Promise<OcrWorker> };
      const langPath = join(dirname(req.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
      return { createWorker: tesseract.createWorker, langPath };
    } catch {
      // try the next root
    }
  }
  throw new Error('OCR needs tesseract.js and @tesseract.js-data/eng (npm install): a scanned page cannot be read without them.');
}

/** One OCR worker for a whole run (starting one costs about a second). */
export class NodeOcr {
  private worker: Promise<OcrWorker> | null = null;
  seconds = 0;
  pages = 0;

  async read(image: { width: number; height: number; rgba: Uint8ClampedArray }): Promise<{ text: string; confidence: number }> {
    this.worker ??= loadTesseract().then(({ createWorker, langPath }) =>
      createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' }),
    );
    const worker = await this.worker;
    const started = performance.now();
    const png = new PNG({ width: image.width, height: image.height });
    png.data = Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength);
    const { data } = await worker.recognize(PNG.sync.write(png));
    this.seconds += (performance.now() - started) / 1000;
    this.pages += 1;
    return { text: data.text, confidence: data.confidence };
  }

  async close(): Promise<void> {
    if (this.worker) await (await this.worker).terminate();
    this.worker = null;
  }
}

export interface NodePdfOptions {
  ocr?: NodeOcr | null;
  onProgress?: (read: number, total: number) => void;
}

export async function readPdfBytes(data: Uint8Array, file: string, options: NodePdfOptions = {}): Promise<PdfReadResult> {
  const ocr = options.ocr;
  return pdfToPageTexts(await pdfjs(), data, file, {
    documentOptions: { standardFontDataUrl, verbosity: 0 },
    onProgress: options.onProgress,
    ...(ocr ? { ocr: (image) => ocr.read(image) } : {}),
  });
}

export async function readPdfFile(path: string, options: NodePdfOptions = {}): Promise<PdfReadResult> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(path));
  } catch (error) {
    throw new Error((error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error));
  }
  return readPdfBytes(data, basename(path), options);
}
