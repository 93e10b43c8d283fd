// Node glue for the CLI, the bench and the tests: pdf.js's legacy build reads the text layer; pages without one
// are read by tesseract.js with its English data from the npm package @tesseract.js-data/eng (no network).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import {
  OCR_SETTINGS,
  recognizePage,
  toPgm,
  type GrayImage,
  type OcrRecognizer,
} from '../../src/lib/document-reader/ocr-page.ts';
import {
  pdfToPageTexts,
  type PdfJsLike,
  type PdfReadResult,
  type ReadLimits,
} from '../../src/lib/document-reader/pdf-text.ts';

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

let pdfjsModule: Promise<PdfJsLike> | null = null;
const pdfjs = () => (pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJsLike>);

interface OcrWorker {
  recognize(
    image: Uint8Array,
    options: Record<string, never>,
    output: typeof OCR_SETTINGS.output,
  ): Promise<{ data: { text: string; confidence: number } }>;
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
      const langPath = join(
        dirname(req.resolve(`@tesseract.js-data/${OCR_SETTINGS.language}/package.json`)),
        OCR_SETTINGS.dataFolder,
      );
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

/**
 * The OCR workers for a whole run (ocr-page.ts's settings: a page is read in two bands at once on two cores).
 * Starting them (about a second, once) is timed apart: `startSeconds`.
 */
export class NodeOcr {
  private workers: Promise<OcrWorker[]> | null = null;
  /** Seconds spent starting the workers (once per run, with an untimed warm-up recognition each). */
  startSeconds = 0;

  /** Starts the workers now rather than on the first scanned page. Throws when tesseract.js is not installed. */
  async start(): Promise<OcrRecognizer[]> {
    const started = performance.now();
    this.workers ??= loadTesseract().then(async ({ createWorker, langPath }) => {
      const count = Math.max(1, Math.min(OCR_SETTINGS.workers, availableParallelism()));
      const workers = await Promise.all(
        Array.from({ length: count }, async () => {
          const worker = await createWorker(OCR_SETTINGS.language, OCR_SETTINGS.oem, {
            langPath,
            gzip: true,
            cacheMethod: 'none',
          });
          // The first recognition compiles and initialises the engine: do it once on a blank image, untimed.
          await worker.recognize(
            toPgm({ width: 64, height: 32, gray: new Uint8Array(64 * 32).fill(255) }),
            {},
            OCR_SETTINGS.output,
          );
          return worker;
        }),
      );
      this.startSeconds += (performance.now() - started) / 1000;
      return workers;
    });
    return (await this.workers).map((worker) => async (pgm) => {
      const { data } = await worker.recognize(pgm, {}, OCR_SETTINGS.output);
      return { text: data.text, confidence: data.confidence };
    });
  }

  async read(image: GrayImage): Promise<{ text: string; confidence: number }> {
    return recognizePage(image, await this.start());
  }

  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = null;
    if (workers) await workers.then((all) => Promise.all(all.map((w) => w.terminate()))).catch(() => undefined);
  }
}

export interface NodePdfOptions {
  ocr?: Pick<NodeOcr, 'read'> | null;
  onProgress?: (read: number, total: number) => void;
  /** The reader's limits (pdf-text.ts READ_LIMITS) where a test lowers them. */
  limits?: Partial<ReadLimits>;
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
    ...(options.limits ? { limits: options.limits } : {}),
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
