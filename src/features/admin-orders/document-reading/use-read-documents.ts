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
}

export interface DocumentReading {
  texts: DocumentText[];
  result: ReaderResult;
  draft: DocumentDraft;
}

/**
 * Called once the documents are read, with their page texts and the reader's result: the place where both are
 * stored with the order (the documentReadings port), so another staff member need not read them again.
 */
export type OnDocumentsRead = (texts: DocumentText[], result: ReaderResult) => void | Promise<void>;

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

/**
 * Reads every document of an order: each is downloaded through the port and turned into page texts by the
 * extractor (a Web Worker in the app), one after another; a file that fails gets its message and the others are
 * still read. Then the built-in reader drafts the report from what they state.
 */
export function useReadDocuments(order: OrderRequest, onRead?: OnDocumentsRead) {
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
      })),
    );
    const texts: DocumentText[] = [];
    for (const [index, file] of files.entries()) {
      if (controller.signal.aborted) break;
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
      } catch (error) {
        if (controller.signal.aborted) {
          update(index, { status: 'cancelled' });
          break;
        }
        console.error('Error reading an order document', error);
        update(index, {
          status: 'failed',
          error:
            error instanceof ExtractionError
              ? error.message
              : `${file.name} could not be downloaded or read: ${error instanceof Error ? error.message : String(error)}`,
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
    const outcome = { texts, result, draft: reportDraftFromReading(result) };
    setReading(outcome);
    setRunning(false);
    abort.current = null;
    try {
      await onRead?.(texts, result);
    } catch (error) {
      console.error('Error keeping the documents read', error);
    }
    return outcome;
  }, [backend, extractor, onRead, order]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  return { documents, running, reading, start, cancel };
}
