import { readDocuments } from '../../src/lib/document-reader/reader.ts';
import type { DocumentText, ReaderResult } from '../../src/lib/document-reader/types.ts';

/** One uploaded file of page texts, as the reader's tests write documents in the genre's wording. */
export const oneFile = (file: string, ...pages: string[]): DocumentText[] => [
  { file, pages: pages.map((text, i) => ({ page: i + 1, text })) },
];

/** The built-in reader on one file of page texts. */
export const readFile = (file: string, ...pages: string[]) => readDocuments(oneFile(file, ...pages));

/** Who may sign, as [name, title, acting] rows. */
export const signerRows = (r: ReaderResult) => r.fields.signers.map((s) => [s.name, s.title, s.acting]);
