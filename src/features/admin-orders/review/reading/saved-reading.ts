import { z } from 'zod';
import { readerResultSchema } from '@/backend';
import { reportDraftFromReading } from '@/lib/document-reader/report-draft';
import type { DocumentReading, DocumentReadState } from './reading-state';

/**
 * A finished reading as the report draft keeps it (issue 46 §1), so that a reload, another browser or a colleague
 * sees the reader's findings ("For the reviewer", "Not found by the reader") and how each document was read: the
 * result and the panel's state, without the page texts (they are stored with the order, and the draft stays small).
 */
export interface SavedReading {
  result: DocumentReading['result'];
  documents: DocumentReadState[];
  keepError: string | null;
  aiUnavailable: DocumentReading['aiUnavailable'];
  ungrounded: number;
  /** Whether the editor was filled from it (it may have found nothing, or the reviewer kept their work). */
  filled: boolean;
}

const documentStateSchema = z.object({
  name: z.string(),
  status: z.enum(['waiting', 'reading', 'read', 'failed', 'cancelled']),
  read: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  error: z.string().nullable(),
  ocrPages: z.array(z.number().int()),
  ocrConfidence: z.number().nullable(),
  kept: z.boolean(),
});

const savedReadingSchema = z.object({
  result: readerResultSchema,
  documents: z.array(documentStateSchema),
  keepError: z.string().nullable(),
  aiUnavailable: z.object({ message: z.string(), notConfigured: z.boolean() }).nullable(),
  ungrounded: z.number().int().min(0),
  filled: z.boolean(),
});

export function savedReading(reading: DocumentReading, documents: DocumentReadState[], filled: boolean): SavedReading {
  const { result, keepError, aiUnavailable, ungrounded } = reading;
  return { result, documents, keepError, aiUnavailable, ungrounded, filled };
}

/** A kept reading read back warily: anything malformed drops it (the draft's values are still restored). */
export function parseSavedReading(raw: unknown): SavedReading | null {
  if (raw === null || raw === undefined) return null;
  const parsed = savedReadingSchema.safeParse(raw);
  if (!parsed.success) {
    console.error('A saved reading could not be read back', parsed.error);
    return null;
  }
  // A reading saved while it ran (the page was left) is shown as it stood: nothing is reading any more.
  const documents = parsed.data.documents.map((d) =>
    d.status === 'waiting' || d.status === 'reading' ? { ...d, status: 'cancelled' as const } : d,
  );
  return { ...parsed.data, documents };
}

/** The reading the panel shows for a kept one (its texts are not kept: nothing reads them after the draft). */
export function readingFromSaved(saved: SavedReading): DocumentReading {
  return {
    texts: [],
    result: saved.result,
    draft: reportDraftFromReading(saved.result),
    keepError: saved.keepError,
    aiUnavailable: saved.aiUnavailable,
    ungrounded: saved.ungrounded,
  };
}
