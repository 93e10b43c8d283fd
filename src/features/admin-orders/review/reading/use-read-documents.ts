import { useCallback, useRef, useState } from 'react';
import { isBackendError, type AiReading, type OrderRequest } from '@/backend';
import { LOW_OCR_CONFIDENCE, readDocuments, type DocumentText } from '@/lib/document-reader';
import { reportDraftFromReading } from '@/lib/document-reader/report-draft';
import { useBackend } from '@/lib/backend-context';
import { ExtractionError, usePageTextExtractor } from './extractor';
import type { AiUnavailable, DocumentReading, DocumentReadState } from './reading-state';
import { readingFromSaved, savedReading, type SavedReading } from './saved-reading';

export type { AiUnavailable, DocumentReading, DocumentReadState, DocumentReadStatus } from './reading-state';

/** The AI reader reads the texts stored with the order, never the browser's: unstored texts it cannot read. */
export const TEXTS_NOT_STORED_FOR_AI =
  'The document texts could not be stored with the order, and it reads only what is stored.';

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

/** The work's outcome, or a rejection as soon as the reading is cancelled (the request itself runs on). */
function unlessCancelled<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancelled = () => reject(new Error('The reading was cancelled'));
    if (signal.aborted) return cancelled();
    signal.addEventListener('abort', cancelled, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancelled));
  });
}

/**
 * Reads every document of an order: a text stored with the order by an earlier reading is used as it is (read
 * once, by anyone); each other document is downloaded through the port and turned into page texts by the
 * extractor (a Web Worker in the app), one after another, and its text (or why it could not be read) is stored;
 * a file that fails gets its message and the others are still read. Then the AI reader (an Edge Function) reads
 * the stored texts; when it cannot (not configured, a failure, or texts that could not be stored), the built-in
 * reader drafts from the same texts, and the reading says why. The result is stored with the order too.
 */
export function useReadDocuments(order: OrderRequest, saved: SavedReading | null = null) {
  const backend = useBackend();
  const extractor = usePageTextExtractor();
  // A reading kept with the report draft is shown as it was left (its findings, how each document was read).
  const [documents, setDocuments] = useState<DocumentReadState[]>(() => saved?.documents ?? []);
  /** The documents as last shown, for the draft to keep (state updates land later). */
  const shown = useRef(documents);
  const [running, setRunning] = useState(false);
  /** The texts are read and the AI reader is asked for its reading. */
  const [askingAi, setAskingAi] = useState(false);
  const [reading, setReading] = useState<DocumentReading | null>(() => (saved ? readingFromSaved(saved) : null));
  const abort = useRef<AbortController | null>(null);

  const changeDocuments = useCallback((change: (previous: DocumentReadState[]) => DocumentReadState[]) => {
    shown.current = change(shown.current);
    setDocuments(shown.current);
  }, []);
  const update = useCallback(
    (index: number, change: Partial<DocumentReadState>) =>
      changeDocuments((previous) => previous.map((d, i) => (i === index ? { ...d, ...change } : d))),
    [changeDocuments],
  );

  const start = useCallback(async (): Promise<DocumentReading | null> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const files = order.documents;
    setReading(null);
    setRunning(true);
    changeDocuments(() =>
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
    const cancelled = () => {
      changeDocuments((previous) => previous.map((d) => (d.status === 'waiting' ? { ...d, status: 'cancelled' } : d)));
      setRunning(false);
      return null;
    };
    if (controller.signal.aborted) return cancelled();

    let ai: AiReading | null = null;
    let aiUnavailable: AiUnavailable | null = null;
    if (keepErrors.length > 0) aiUnavailable = { message: TEXTS_NOT_STORED_FOR_AI, notConfigured: false };
    else {
      setAskingAi(true);
      try {
        ai = await unlessCancelled(backend.documentReadings.readWithAi(order.id), controller.signal);
      } catch (error) {
        const notConfigured = isBackendError(error) && error.code === 'ai_reader_unavailable';
        // Not configured is a setting, not a fault; a failure is logged with its cause.
        if (!notConfigured && !controller.signal.aborted)
          console.error('The AI reader did not read the documents', error);
        aiUnavailable = { message: message(error), notConfigured };
      } finally {
        setAskingAi(false);
      }
      if (controller.signal.aborted) return cancelled();
    }
    const result =
      ai?.result ??
      readDocuments(texts, { order: { entityName: order.entity_legal_name, formationState: order.formation_state } });
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
    const outcome: DocumentReading = {
      texts,
      result,
      draft: reportDraftFromReading(result),
      keepError: keepErrors.length > 0 ? [...new Set(keepErrors)].join('; ') : null,
      aiUnavailable,
      ungrounded: ai?.ungrounded ?? 0,
    };
    setReading(outcome);
    setRunning(false);
    abort.current = null;
    return outcome;
  }, [backend, extractor, order, changeDocuments, update]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  return {
    documents,
    running,
    askingAi,
    reading,
    start,
    cancel,
    /** The finished reading as the report draft keeps it. */
    toSave: (finished: DocumentReading, filled: boolean) => savedReading(finished, shown.current, filled),
  };
}
