import { normalizeForMatch } from '@/lib/document-reader/text';

/**
 * Where a quote is among a page's text items (pdf.js's text layer, one string per span). The items and the quote
 * are compared in the reader's own form (normalizeForMatch: NFKC, plain quotes and dashes, no soft hyphens or
 * odd spaces), whitespace aside, since the reader joins lines and columns with spaces or newlines the text layer
 * splits differently; then with hyphens aside, as quoteIsOnPage's last resort (a word hyphenated at a line break
 * is two items); each then ignoring case. So every quote the grounding rule finds on a page is highlighted.
 * Returns the indices of the items the quote covers, or [] when the page's text does not hold it.
 */
export function quoteItems(items: readonly string[], quote: string): number[] {
  const squeeze = (text: string) => normalizeForMatch(text).replace(/\s+/g, '');
  const wanted = squeeze(quote);
  if (!wanted) return [];
  // The items in the same form, each character (UTF-16 unit) owned by the item it came from.
  let joined = '';
  const owner: number[] = [];
  items.forEach((item, index) => {
    const text = squeeze(item);
    joined += text;
    for (let i = 0; i < text.length; i += 1) owner.push(index);
  });
  // Positions in `joined` of every unit but hyphens.
  const dehyphenated: number[] = [];
  for (let i = 0; i < joined.length; i += 1) if (joined[i] !== '-') dehyphenated.push(i);
  const attempts: Array<[haystack: string, needle: string, at: (i: number) => number]> = [
    [joined, wanted, (i) => i],
    [dehyphenated.map((i) => joined[i]).join(''), wanted.replace(/-/g, ''), (i) => dehyphenated[i]!],
  ];
  for (const [haystack, needle, at] of attempts)
    for (const fold of [(s: string) => s, lowerKeepingLength]) {
      const start = fold(haystack).indexOf(fold(needle));
      if (start !== -1 && needle)
        return [...new Set(Array.from({ length: needle.length }, (_, k) => owner[at(start + k)]!))];
    }
  return [];
}

/** Lower case unit by unit, keeping a unit whose lower case is longer, so positions still match (OCR, AI case). */
function lowerKeepingLength(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower.length === c.length ? lower : c;
  }
  return out;
}
