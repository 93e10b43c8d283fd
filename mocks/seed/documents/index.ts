import { renderSeedDocument } from './render';
import { SEED_DOCUMENT_TEXTS } from './texts';

export { SEED_DOCUMENT_TEXTS, type SeedDocumentText } from './texts';

// The bytes depend only on the text, never on the seed's `now`: rendered once per page load or test process.
const rendered = new Map<string, Uint8Array<ArrayBuffer>>();

/** The PDF of a seeded order's document (order reference and file name), as uploaded. */
export function seedDocumentBytes(ref: string, file: string, title: string): Uint8Array<ArrayBuffer> {
  const key = `${ref}/${file}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const source = SEED_DOCUMENT_TEXTS[key];
  if (!source) throw new Error(`No seeded document text for ${key} (mocks/seed/documents/texts.ts)`);
  const bytes = renderSeedDocument(title, source);
  rendered.set(key, bytes);
  return bytes;
}
