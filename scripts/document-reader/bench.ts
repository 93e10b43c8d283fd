// The reader's figures on the development set, through the real path: each file rendered to a PDF (text PDFs
// with jsPDF; the files an entity lists as `scanned` photographed by Chromium and wrapped image-only), read back
// by pdf.js (and tesseract.js for the scans), then read by the built-in reader and scored against the labels.
// A set may also hold real PDFs beside its labels (`npm run bench:reader -- --set <dir>`): they are read as they are.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { readDocuments, type DocumentText, type ReaderResult } from '../../src/lib/document-reader/index.ts';
import { inPool, type AiEntityReader } from './ai-bench.ts';
import { DEV_SET_DIR, loadDevSet, scoreEntity, summarize, type Score } from './dev-set.ts';

export const FRESH_SET_DIR = DEV_SET_DIR.replace(/documents\/?$/, 'documents-fresh/');
import { NodeOcr, readPdfBytes } from './read-pdf-node.ts';
import { photographPages, renderImagePdf, renderTextPdf } from './render-pdf.ts';

export const TARGETS = { accuracy: 0.95, grounded: 1, invented: 0, textSecondsPer10Pages: 1, ocrSecondsPerPage: 4 };

export interface ReaderBench {
  entities: number;
  files: number;
  scanned: number;
  summary: ReturnType<typeof summarize>;
  textPages: number;
  textSeconds: number;
  readerSeconds: number;
  ocrPages: number;
  /** Wall time of reading the scanned files (pdf.js, the page images and OCR), the workers' start excluded. */
  ocrSeconds: number;
  /** CPU time of the same (this process and its OCR worker threads): the figure that does not depend on load. */
  ocrCpuSeconds: number;
  /** The machine's 1-minute load average as each scanned file was read: the timings' context. */
  ocrLoad: { mean: number; max: number } | null;
  /** Starting the OCR workers, once per run. */
  ocrStartSeconds: number;
  ocrConfidence: number | null;
  ocrError: string | null;
  /** The AI reader's figures when it read instead of the built-in reader (`ai`). */
  ai: AiEntityReader['stats'] | null;
}

/**
 * `textOnly`: the files' texts go to the reader as they are, without the PDF round trip or OCR (seconds, not
 * minutes: for trying a rule); real PDFs in a set are still read from their bytes. `ai`: the AI reader reads the
 * texts instead of the built-in reader (ai-bench.ts), the same texts, scored the same way.
 */
export async function benchReader(
  log: (line: string) => void = () => {},
  dir = DEV_SET_DIR,
  { textOnly = false, ai }: { textOnly?: boolean; ai?: AiEntityReader } = {},
): Promise<ReaderBench> {
  const ocr = new NodeOcr();
  const scores: Score[] = [];
  let textPages = 0;
  let textSeconds = 0;
  let readerSeconds = 0;
  let files = 0;
  let scanned = 0;
  let ocrError: string | null = null;
  let ocrSeconds = 0;
  let ocrCpuSeconds = 0;
  let ocrPages = 0;
  const loads: number[] = [];
  /** Reads one scanned file, timed: wall and CPU seconds, and the load average when it started. */
  const timed = async <T>(read: () => Promise<T>) => {
    const load = loadavg()[0]!;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const value = await read();
    const used = process.cpuUsage(cpu);
    return { value, load, seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
  };
  const confidences: number[] = [];
  /** Each entity's texts, as the reader gets them. */
  const read: Array<{ entity: ReturnType<typeof loadDevSet>[number]; documents: DocumentText[] }> = [];
  try {
    // Warm up pdf.js and the reader (module loading, JIT) so the timings are of reading, not of starting.
    const warm = loadDevSet()[0]!;
    for (const f of warm.files) readDocuments([(await readPdfBytes(renderTextPdf(f.pages), 'warm-up.pdf')).document]);
    // Start the OCR workers before any scan: their start is a figure of its own, not a page's.
    const entities = loadDevSet(dir);
    if (entities.some((e) => (!textOnly && e.expected.scanned?.length) || e.files.some((f) => f.pdf)))
      await ocr.start().catch((error: unknown) => {
        ocrError = String((error as Error).message ?? error);
        log(`OCR unavailable: ${ocrError}`);
      });
    for (const entity of entities) {
      const documents: DocumentText[] = [];
      for (const f of entity.files) {
        files += 1;
        if (f.pdf) {
          // A real PDF: read as it is; its time counts as OCR when any page of it needed OCR.
          log(`reading ${entity.name}/${f.file}.pdf`);
          const {
            value: read,
            seconds,
            cpu,
            load,
          } = await timed(() => readPdfBytes(new Uint8Array(readFileSync(f.pdf!)), `${f.file}.pdf`, { ocr }));
          const ocrd = read.document.pages.flatMap((p) => (p.ocr ? [p.ocr.confidence] : []));
          if (ocrd.length > 0) {
            scanned += 1;
            ocrSeconds += seconds;
            ocrCpuSeconds += cpu;
            loads.push(load);
            ocrPages += ocrd.length;
            confidences.push(...ocrd);
          } else {
            textSeconds += seconds;
            textPages += read.document.pages.length;
          }
          documents.push(read.document);
          continue;
        }
        if (textOnly) {
          documents.push({ file: `${f.file}.pdf`, pages: f.pages.map((text, i) => ({ page: i + 1, text })) });
          continue;
        }
        const isScan = entity.expected.scanned?.includes(f.file) ?? false;
        if (isScan) {
          scanned += 1;
          log(`photographing ${entity.name}/${f.file} (${f.pages.length} pages) for the OCR path`);
          const pdf = renderImagePdf(await photographPages(f.pages));
          try {
            const { value: read, seconds, cpu, load } = await timed(() => readPdfBytes(pdf, `${f.file}.pdf`, { ocr }));
            ocrSeconds += seconds;
            ocrCpuSeconds += cpu;
            loads.push(load);
            const ocrd = read.document.pages.flatMap((p) => (p.ocr ? [p.ocr.confidence] : []));
            ocrPages += ocrd.length;
            confidences.push(...ocrd);
            documents.push(read.document);
          } catch (error) {
            ocrError = String((error as Error).message ?? error);
            log(`OCR unavailable: ${ocrError}`);
            // Without OCR the scan has no text: the reader sees empty pages (and must invent nothing).
            documents.push({ file: `${f.file}.pdf`, pages: f.pages.map((_, i) => ({ page: i + 1, text: '' })) });
          }
          continue;
        }
        const pdf = renderTextPdf(f.pages);
        const started = performance.now();
        const read = await readPdfBytes(pdf, `${f.file}.pdf`);
        textSeconds += (performance.now() - started) / 1000;
        textPages += read.document.pages.length;
        documents.push(read.document);
      }
      read.push({ entity, documents });
    }
  } finally {
    await ocr.close();
  }
  if (ai) {
    log(
      `asking the AI reader (${ai.stats.provider}, ${ai.stats.model}) about ${read.length} entities, ${ai.concurrency} at once`,
    );
    const results: ReaderResult[] = await inPool(read, ai.concurrency, async ({ entity, documents }) => {
      const result = await ai.read(documents, entity.expected.order);
      log(`AI reader: ${entity.name} read`);
      return result;
    });
    read.forEach(({ entity, documents }, i) => scores.push(scoreEntity(entity, documents, results[i]!)));
  } else
    for (const { entity, documents } of read) {
      const started = performance.now();
      const result = readDocuments(documents, { order: entity.expected.order });
      readerSeconds += (performance.now() - started) / 1000;
      scores.push(scoreEntity(entity, documents, result));
    }
  return {
    entities: scores.length,
    files,
    scanned,
    summary: summarize(scores),
    textPages,
    textSeconds,
    readerSeconds,
    ocrPages,
    ocrSeconds,
    ocrCpuSeconds,
    ocrLoad: loads.length ? { mean: loads.reduce((a, b) => a + b, 0) / loads.length, max: Math.max(...loads) } : null,
    ocrStartSeconds: ocr.startSeconds,
    ocrConfidence: confidences.length ? Math.round(confidences.reduce((a, b) => a + b, 0) / confidences.length) : null,
    ocrError,
    ai: ai?.stats ?? null,
  };
}
