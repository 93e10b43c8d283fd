/// <reference lib="webworker" />
// Reads one PDF into page texts, off the main thread: pdf.js for the text layer (its own worker code runs here as
// pdf.js's "fake worker": no nested worker to load), tesseract.js for scanned pages. Every file tesseract.js needs
// (its worker script, the wasm core, the English data) is served by the app itself: the offline demo has no network.
import * as pdfjs from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import tesseractWorkerUrl from 'tesseract.js/dist/worker.min.js?url';
import { createWorker, type Worker as OcrWorker } from 'tesseract.js';
import { DocumentReadError, pdfToPageTexts, type PdfJsLike } from '@/lib/document-reader/pdf-text';
import { OCR_SETTINGS, recognizePage, type OcrRecognizer } from '@/lib/document-reader/ocr-page';
import type { DocumentText } from '@/lib/document-reader';
import type { PdfErrorCode } from '@/lib/document-reader/pdf-text';

export interface WorkerRequest {
  from: typeof READER_TAG;
  name: string;
  data: Uint8Array;
}
/** Tagged: pdf.js's worker code, loaded here, also talks on this worker's port ("ready", "test"). */
export type WorkerReply = { from: typeof READER_TAG } & (
  | { type: 'progress'; read: number; total: number }
  | { type: 'done'; document: DocumentText }
  | { type: 'failed'; code: PdfErrorCode | 'failed'; message: string }
);
export const READER_TAG = 'entitylens-document-reader';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

const scope = self as unknown as DedicatedWorkerGlobalScope;
type Untagged<T> = T extends unknown ? Omit<T, 'from'> : never;
const reply = (message: Untagged<WorkerReply>) => scope.postMessage({ from: READER_TAG, ...message });

// The OCR workers for this document (ocr-page.ts's settings, shared with Node): started on its first scanned page.
let ocr: Promise<OcrWorker[]> | null = null;
function ocrRecognizers(): Promise<OcrRecognizer[]> {
  ocr ??= Promise.all(
    Array.from({ length: Math.max(1, Math.min(OCR_SETTINGS.workers, navigator.hardwareConcurrency || 1)) }, () =>
      // The English data is served by the app at <base>/tesseract (vite-tesseract-data.ts).
      createWorker(OCR_SETTINGS.language, OCR_SETTINGS.oem, {
        langPath: new URL(`${import.meta.env.BASE_URL}tesseract`, self.location.origin).href,
        workerPath: tesseractWorkerUrl,
        corePath: coreUrl,
        workerBlobURL: false,
        cacheMethod: 'none',
        gzip: true,
      }),
    ),
  );
  return ocr.then((workers) =>
    workers.map((worker) => async (pgm) => {
      const { data } = await worker.recognize(new Blob([pgm]), {}, OCR_SETTINGS.output);
      return { text: data.text, confidence: data.confidence };
    }),
  );
}

scope.addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  if ((event.data as { from?: string }).from !== READER_TAG) return;
  const { name, data } = event.data;
  try {
    const { document } = await pdfToPageTexts(pdfjs as unknown as PdfJsLike, data, name, {
      // Images as pixels, not ImageBitmaps: the OCR path reads their data.
      documentOptions: { disableFontFace: true, isOffscreenCanvasSupported: false, verbosity: 0 },
      onProgress: (read, total) => reply({ type: 'progress', read, total }),
      ocr: async (image) => recognizePage(image, await ocrRecognizers()),
    });
    reply({ type: 'done', document });
  } catch (error) {
    if (error instanceof DocumentReadError) reply({ type: 'failed', code: error.code, message: error.message });
    else {
      console.error('Error reading a document', error);
      reply({ type: 'failed', code: 'failed', message: `${name} could not be read (${String(error)}).` });
    }
  } finally {
    await ocr?.then((workers) => Promise.all(workers.map((worker) => worker.terminate()))).catch(() => undefined);
    ocr = null;
  }
});
