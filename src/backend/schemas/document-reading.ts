import { z } from 'zod';
import {
  CHECK_CODES,
  CONSENT_ACTIONS,
  ENTITY_TYPES,
  MANAGEMENT_TYPES,
  SIGNER_ACTING,
  type ReaderResult,
} from '@/lib/document-reader/types';

/**
 * Document texts and readings stored with an order (issue 29 §5, migration …1600): the text of each order
 * document as the document reader (src/lib/document-reader) got it, and the reader's results. Staff read them;
 * admins save them. The server keeps the bounds below and refuses a reading whose sources are not on the cited
 * page of a stored text, so the port checks only the shapes here and leaves the bounds' messages to the server.
 */

/** The read errors of pdf-text.ts (DocumentReadError codes). */
export const DOCUMENT_READ_ERROR_CODES = ['encrypted', 'damaged', 'empty', 'too-long'] as const;
export type DocumentReadErrorCode = (typeof DOCUMENT_READ_ERROR_CODES)[number];

/** What the server keeps per document: pages, characters per page, UTF-8 bytes of all the pages' texts. */
export const DOCUMENT_TEXT_LIMITS = {
  maxPages: 300,
  maxPageCharacters: 100_000,
  maxTextBytes: 5 * 1024 * 1024,
} as const;
/** The largest reading kept (its JSON text as Postgres writes jsonb). */
export const DOCUMENT_READING_MAX_BYTES = 2 * 1024 * 1024;
/** A reader's name: the rules, or an AI model. */
export const DOCUMENT_READER_PATTERN = /^(?:built-in|ai:[A-Za-z0-9][A-Za-z0-9._:/@-]{0,99})$/;

export const DOCUMENT_READING_TEXTS = {
  saveTextAdminOnly: 'Only admins can save document texts',
  saveReadingAdminOnly: 'Only admins can save document readings',
  notTheOrdersDocument: "That file is not one of this order's documents",
  readerInvalid: 'The reader must be built-in or ai:<model>',
  resultNotObject: 'The result must be an object',
  resultTooLarge: 'The result is larger than 2 MB',
  /** Followed by the source as Postgres writes jsonb: `{"file": "…", "page": 1, "quote": "…"}`. */
  ungroundedPrefix: 'A source is not in the stored document texts: ',
} as const;

/** One page's text ({page, text, ocr?}), as the reader's PageText. */
export const storedPageSchema = z.object({
  page: z.number().int().min(1),
  text: z.string(),
  ocr: z.object({ confidence: z.number() }).optional(),
});
export type StoredPage = z.infer<typeof storedPageSchema>;

export const documentReadErrorSchema = z.object({
  code: z.enum(DOCUMENT_READ_ERROR_CODES),
  message: z.string(),
});
export type DocumentReadErrorInfo = z.infer<typeof documentReadErrorSchema>;

/** public.order_document_texts: one row per document of an order, replaced when it is read again. */
export const storedDocumentTextSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  /** The document's storage path (documents[].storage_path): the row's key within the order. */
  storage_path: z.string(),
  /** The document's file name (documents[].name): the `file` the reader is given and its sources cite. */
  file_name: z.string(),
  /** Pages 1..page_count in order; empty when the document could not be read. */
  pages: z.array(storedPageSchema),
  page_count: z.number().int().min(0),
  ocr_pages: z.array(z.number().int()),
  /** Why the document could not be read, or null. */
  error: documentReadErrorSchema.nullable(),
  read_by: z.uuid().nullable(),
  read_at: z.string().datetime({ offset: true }),
});
export type StoredDocumentText = z.infer<typeof storedDocumentTextSchema>;

/** public.order_document_readings: a reader's result for an order, appended, never changed. */
export const storedDocumentReadingSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  reader: z.string(),
  /** The ReaderResult (src/lib/document-reader/types.ts) as it was saved. */
  result: z.record(z.string(), z.json()),
  /** The storage paths of the order's texts (read without error) when it was saved. */
  documents: z.array(z.string()),
  created_by: z.uuid().nullable(),
  created_at: z.string().datetime({ offset: true }),
});
export type StoredDocumentReading = z.infer<typeof storedDocumentReadingSchema>;

export const saveDocumentTextInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  /** documents[].storage_path of one of the order's documents. */
  storagePath: z.string(),
  /** Every page's text, 1..n in order ([] with `error` when the document could not be read). */
  pages: z.array(storedPageSchema),
  error: documentReadErrorSchema.nullable().default(null),
});
export type SaveDocumentTextInput = z.input<typeof saveDocumentTextInputSchema>;

export const saveDocumentReadingInputSchema = z.object({
  orderId: z.uuid('Invalid order ID'),
  /** 'built-in' or 'ai:<model>' (ReaderResult.reader). */
  reader: z.string(),
  /** The ReaderResult; every source's `file` is the document's file name (or its storage path). */
  result: z.record(z.string(), z.unknown()),
});
export type SaveDocumentReadingInput = z.input<typeof saveDocumentReadingInputSchema>;

/** Where a value was read (the reader's Source). */
const sourceSchema = z.object({ file: z.string(), page: z.number().int().min(1), quote: z.string() });
const grounded = <T extends z.ZodType>(value: T) => z.object({ value, source: sourceSchema });

/**
 * A reader's result (src/lib/document-reader/types.ts ReaderResult) as another reader answers it: the AI reader's
 * Edge Function. Shapes only; the server grounded every source, and save_document_reading grounds them again.
 */
export const readerResultSchema: z.ZodType<ReaderResult> = z.object({
  reader: z.string().regex(DOCUMENT_READER_PATTERN),
  documents: z.array(
    z.object({
      file: z.string(),
      pages: z.number().int().min(0),
      ocr_pages: z.array(z.number().int()),
      title: z.string().nullable(),
      date: z.string().nullable(),
      signed: z.boolean().nullable(),
      sources: z.object({
        title: sourceSchema.nullable(),
        date: sourceSchema.nullable(),
        signed: sourceSchema.nullable(),
      }),
      ocr_confidence: z.number().optional(),
      language: z.string().nullable().optional(),
    }),
  ),
  fields: z.object({
    entity_legal_name: grounded(z.string()).nullable(),
    entity_type: grounded(z.enum(ENTITY_TYPES)).nullable(),
    formation_state: grounded(z.string()).nullable(),
    formation_date: grounded(z.string()).nullable(),
    file_number: grounded(z.string()).nullable(),
    management: grounded(z.enum(MANAGEMENT_TYPES)).nullable(),
    signing_authority: grounded(z.string()).nullable(),
    borrowing_restrictions: grounded(z.boolean()).nullable(),
    owners: z.array(
      z.object({
        name: z.string(),
        percentage: z.number().nullable(),
        units: z.number().nullable(),
        source: sourceSchema,
        total_units: grounded(z.number()).optional(),
      }),
    ),
    managers_or_officers: z.array(z.object({ name: z.string(), title: z.string(), source: sourceSchema })),
    principal_office: grounded(z.string()).nullable(),
    registered_agent: grounded(z.string()).nullable(),
    purpose: grounded(z.string()).nullable(),
    consents: z.array(
      z.object({
        actions: z.array(z.enum(CONSENT_ACTIONS)),
        threshold: z.string().nullable(),
        amount: z.string().nullable().optional(),
        source: sourceSchema,
      }),
    ),
    // Readings saved before signers were read have none (issue 44 §4).
    signers: z
      .array(
        z.object({
          name: z.string(),
          title: z.string().nullable(),
          acting: z.enum(SIGNER_ACTING).nullable(),
          source: sourceSchema,
          authority: grounded(z.string()),
          limits: z.array(grounded(z.string())),
          chain: z.array(z.object({ name: z.string(), title: z.string(), source: sourceSchema })),
        }),
      )
      .default([]),
    signature_block: z
      .array(
        z.object({
          level: z.number().int().min(0),
          party: z.string(),
          capacity: grounded(z.string()).nullable(),
          source: sourceSchema,
        }),
      )
      .default([]),
  }),
  missing_exhibits: z.array(z.object({ reference: z.string(), source: sourceSchema })),
  not_stated: z.array(z.string()),
  checks: z.array(z.object({ code: z.enum(CHECK_CODES), message: z.string(), source: sourceSchema.nullable() })),
});

/**
 * The AI reader's answer (Edge Function read-documents-ai, issue 29 §4): its grounded result, and how many of
 * the values it proposed were dropped because their quote is not on the cited page.
 */
export const aiReadingSchema = z.object({
  result: readerResultSchema,
  ungrounded: z.number().int().min(0),
});
export type AiReading = z.infer<typeof aiReadingSchema>;

export const readWithAiInputSchema = z.uuid('Invalid order ID');
