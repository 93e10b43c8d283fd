import type { DocumentText, ReaderResult } from '@/lib/document-reader';
import type { DocumentDraft } from '@/lib/document-reader/report-draft';

/** The reading of an order's documents as the panel shows it and the draft keeps it (use-read-documents.ts reads). */

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

/** Why the AI reader did not draft, so the built-in reader did. */
export interface AiUnavailable {
  /** Its reason as a sentence (the function's message, or why it was not asked). */
  message: string;
  /** No provider key is set: expected offline and until one is set, not a fault. */
  notConfigured: boolean;
}

export interface DocumentReading {
  texts: DocumentText[];
  result: ReaderResult;
  draft: DocumentDraft;
  /** Why the texts or the result could not be stored with the order (they still fill the editor), or null. */
  keepError: string | null;
  /** Why the AI reader did not draft (the built-in reader did), or null when it drafted. */
  aiUnavailable: AiUnavailable | null;
  /** How many values the AI reader proposed were left out because their quote is not on the cited page. */
  ungrounded: number;
}
