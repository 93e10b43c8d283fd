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
async function loadTesseract(): Promise<{
  createWorker: (...args: unknown[]) => Promise<OcrWorker>;
  langPath: string;
}> {
  const roots = [
    import.meta.url,
    ...(process.env.READER_OCR_MODULES ? [join(process.env.READER_OCR_MODULES, 'package.json')] : []),
  ];
  const failures: string[] = [];
  for (const root of roots) {
    try {
      const req = createRequire(root);
      // tesseract.js is CommonJS (with worker threads): Node's own require loads it, whatever runs this file.
      const tesseract = req('tesseract.js') as { createWorker: (...args: unknown[]) => Promise<OcrWorker> };
      const langPath = join(dirname(req.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
      return { createWorker: tesseract.createWorker, langPath };
    } catch (error) {
      failures.push(String(error));
    }
  }
  if (process.env.READER_OCR_DEBUG) console.error(failures.join('\n'));
  throw new Error(
    'OCR needs tesseract.js and @tesseract.js-data/eng (npm install): a scanned page cannot be read without them.',
  );
}

/** One OCR worker for a whole run (starting one costs about a second). */
export class NodeOcr {
  private worker: Promise<OcrWorker> | null = null;
  seconds = 0;
  pages = 0;

  async read(image: {
    width: number;
    height: number;
    rgba: Uint8ClampedArray;
  }): Promise<{ text: string; confidence: number }> {
    this.worker ??= loadTesseract().then(async ({ createWorker, langPath }) => {
      const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
      // The first recognition compiles and initialises the engine: do it once on a blank image, untimed.
      const blank = new PNG({ width: 64, height: 32 });
      blank.data.fill(255);
      await worker.recognize(PNG.sync.write(blank));
      return worker;
    });
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
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}

export interface NodePdfOptions {
  ocr?: NodeOcr | null;
  onProgress?: (read: number, total: number) => void;
}

export async function readPdfBytes(
  data: Uint8Array,
  file: string,
  options: NodePdfOptions = {},
): Promise<PdfReadResult> {
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
