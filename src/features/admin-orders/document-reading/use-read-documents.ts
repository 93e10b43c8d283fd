import { useCallback, useRef, useState } from 'react';
import type { OrderRequest } from '@/backend';
import { LOW_OCR_CONFIDENCE, readDocuments, type DocumentText, type ReaderResult } from '@/lib/document-reader';
import { reportDraftFromReading, type DocumentDraft } from '@/lib/document-reader/report-draft';
import { useBackend } from '@/lib/backend-context';
import { ExtractionError, usePageTextExtractor } from './extractor';

export type DocumentReadStatus = 'waiting' | 'reading' | 'read' | 'failed' | 'cancelled';

/** One order document while it is read, and after. */
export interface DocumentReadState {
  name: string;
  status: DocumentReadStatus;
  /** Pages read so far, of `total` (null until the file is opened). */
  read: number;
  total: number | null;
  /** Why it could not be read (the reader's message: encrypted, damaged, empty, too long). */
  error: string | null;
  /** Pages read by OCR, and their mean confidence (0-100). */
  ocrPages: number[];
  ocrConfidence: number | null;
  /** Its text was stored with the order by an earlier reading (by anyone): not read again. */
  kept: boolean;
}

export interface DocumentReading {
  texts: DocumentText[];
  result: ReaderResult;
  draft: DocumentDraft;
  /** Why the texts or the result could not be stored with the order (they still fill the editor), or null. */
  keepError: string | null;
}

export const lowOcrConfidence = (d: DocumentReadState) =>
  d.ocrConfidence !== null && d.ocrConfidence < LOW_OCR_CONFIDENCE;

function ocrSummary(text: DocumentText): Pick<DocumentReadState, 'ocrPages' | 'ocrConfidence'> {
  const ocr = text.pages.filter((p) => p.ocr);
  return {
    ocrPages: ocr.map((p) => p.page),
    ocrConfidence: ocr.length
      ? Math.round(ocr.reduce((sum, p) => sum + (p.ocr?.confidence ?? 0), 0) / ocr.length)
      : null,
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads every document of an order: a text stored with the order by an earlier reading is used as it is (read
 * once, by anyone); each other document is downloaded through the port and turned into page texts by the
 * extractor (a Web Worker in the app), one after another, and its text (or why it could not be read) is stored;
 * a file that fails gets its message and the others are still read. Then the built-in reader drafts the report
 * from what they state, and the result is stored with the order too.
 */
export function useReadDocuments(order: OrderRequest) {
  const backend = useBackend();
  const extractor = usePageTextExtractor();
  const [documents, setDocuments] = useState<DocumentReadState[]>([]);
  const [running, setRunning] = useState(false);
  const [reading, setReading] = useState<DocumentReading | null>(null);
  const abort = useRef<AbortController | null>(null);

  const update = (index: number, change: Partial<DocumentReadState>) =>
    setDocuments((previous) => previous.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const start = useCallback(async (): Promise<DocumentReading | null> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const files = order.documents;
    setReading(null);
    setRunning(true);
    setDocuments(
      files.map((f) => ({
        name: f.name,
        status: 'waiting',
        read: 0,
        total: null,
        error: null,
        ocrPages: [],
        ocrConfidence: null,
        kept: false,
      })),
    );
    const keepErrors: string[] = [];
    // What earlier readings stored, by storage path (a text that failed is read again).
    const stored = new Map<string, DocumentText>();
    try {
      for (const row of await backend.documentReadings.listTexts(order.id))
        if (row.error === null) stored.set(row.storage_path, { file: row.file_name, pages: row.pages });
    } catch (error) {
      console.error('Error loading the stored document texts', error);
    }
    const keep = async (storagePath: string, pages: DocumentText['pages'], error: ExtractionError | null) => {
      try {
        await backend.documentReadings.saveText({
          orderId: order.id,
          storagePath,
          pages,
          error: error && error.code !== 'failed' ? { code: error.code, message: error.message } : null,
        });
      } catch (cause) {
        console.error('Error storing a document text', cause);
        keepErrors.push(message(cause));
      }
    };
    const texts: DocumentText[] = [];
    for (const [index, file] of files.entries()) {
      if (controller.signal.aborted) break;
      const earlier = stored.get(file.storage_path);
      if (earlier) {
        texts.push({ ...earlier, file: file.name });
        const pages = earlier.pages.length;
        update(index, { status: 'read', read: pages, total: pages, kept: true, ...ocrSummary(earlier) });
        continue;
      }
      update(index, { status: 'reading' });
      try {
        const blob = await backend.orders.downloadDocument(file.storage_path);
        const data = new Uint8Array(await blob.arrayBuffer());
        const text = await extractor.extract(
          { name: file.name, data },
          { signal: controller.signal, onProgress: (read, total) => update(index, { read, total }) },
        );
        texts.push(text);
        update(index, { status: 'read', read: text.pages.length, total: text.pages.length, ...ocrSummary(text) });
        await keep(file.storage_path, text.pages, null);
      } catch (error) {
        if (controller.signal.aborted) {
          update(index, { status: 'cancelled' });
          break;
        }
        console.error('Error reading an order document', error);
        // Why a file cannot be read is kept too (a file that merely failed to download is not).
        if (error instanceof ExtractionError && error.code !== 'failed') await keep(file.storage_path, [], error);
        update(index, {
          status: 'failed',
          error:
            error instanceof ExtractionError
              ? error.message
              : `${file.name} could not be downloaded or read: ${message(error)}`,
        });
      }
    }
    if (controller.signal.aborted) {
      setDocuments((previous) => previous.map((d) => (d.status === 'waiting' ? { ...d, status: 'cancelled' } : d)));
      setRunning(false);
      return null;
    }
    const result = readDocuments(texts, {
      order: { entityName: order.entity_legal_name, formationState: order.formation_state },
    });
    if (texts.length > 0) {
      try {
        await backend.documentReadings.save({
          orderId: order.id,
          reader: result.reader,
          result: result as unknown as Record<string, unknown>,
        });
      } catch (error) {
        console.error('Error storing the reading', error);
        keepErrors.push(message(error));
      }
    }
    const outcome = {
      texts,
      result,
      draft: reportDraftFromReading(result),
      keepError: keepErrors.length > 0 ? [...new Set(keepErrors)].join('; ') : null,
    };
    setReading(outcome);
    setRunning(false);
    abort.current = null;
    return outcome;
  }, [backend, extractor, order]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { documents, running, reading, start, cancel };
}
