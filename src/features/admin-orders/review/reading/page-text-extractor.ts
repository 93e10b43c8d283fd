import type { DocumentText } from '@/lib/document-reader';
import type { PdfErrorCode } from '@/lib/document-reader/pdf-text';

/**
 * Turns one PDF into page texts (scanned pages by OCR). The app's extractor runs pdf.js and tesseract.js in a
 * Web Worker; tests and stories inject their own (jsdom has no Worker).
 */
export interface PageTextExtractor {
  extract(
    file: { name: string; data: Uint8Array },
    options: { onProgress: (read: number, total: number) => void; signal: AbortSignal },
  ): Promise<DocumentText>;
}

/** A file the extractor could not read, with its DocumentReadError code and message for people. */
export class ExtractionError extends Error {
  constructor(
    readonly code: PdfErrorCode | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
