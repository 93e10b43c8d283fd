import { cleanPageText } from './text.ts';
import type { DocumentText, Source } from './types.ts';

/**
 * Pages as the rules read them: cleaned text with its lines, and the clause (sentence) around any match, which
 * becomes the quote. A quote is always a slice of the page's own text, so grounding finds it.
 */
export interface Page {
  file: string;
  page: number;
  text: string;
  /** The same text with single line breaks as spaces (same length, same offsets): prose wraps anywhere. */
  flat: string;
  lines: string[];
}

/** A form's box before an option: unticked, or ticked (☒, ☑, ✓, [x]). */
const BOX = /^(?:[•·*-]\s*)?(?:[☐□❑]|\[\s?\])\s*/;
const ANY_BOX = /^(?:[•·*-]\s*)?(?:[☐□❑☒☑✓✔■]|\[\s?[xX✓]?\s?\])\s*/;

/**
 * A form's options with their boxes: the drafter ticks the one that applies and the others are not what the
 * document says ("☐ Both Trustees must act together" beside "☒ Either Trustee may act alone"). An option left
 * unticked, up to the next box or the end of its paragraph, is emptied, so no rule reads it; the ticked one stays.
 * Only a line that starts with a box is an option: a box inside a sentence is left as it is.
 */
export function withoutUncheckedOptions(text: string): string {
  if (!/[☐□❑☒☑]|\[\s?[xX]?\s?\]/.test(text)) return text;
  const lines = text.split('\n');
  let blanking = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (ANY_BOX.test(line)) {
      blanking = BOX.test(line);
      // The ticked option reads as the sentence it is: "Either Trustee may act alone …", without its box.
      if (!blanking) lines[i] = line.replace(ANY_BOX, '');
    } else if (line.trim() === '') blanking = false;
    if (blanking) lines[i] = '';
  }
  return lines.join('\n');
}

export function toPages(documents: readonly DocumentText[]): Page[] {
  return documents.flatMap((d) =>
    d.pages.map((p) => {
      const text = withoutUncheckedOptions(cleanPageText(p.text ?? ''));
      return { file: d.file, page: p.page, text, flat: text.replace(/(?<!\n)\n(?!\n)/g, ' '), lines: text.split('\n') };
    }),
  );
}

/** Words that end with a period without ending the sentence. */
const ABBREVIATIONS =
  /(?:^|[\s(])(?:Inc|Corp|Co|Ltd|No|Nos|Mr|Mrs|Ms|Dr|St|Ave|Blvd|Rd|Ste|Jr|Sr|Sec|Art|Hwy|Pkwy|Fl|Dept|Assn|Bros|vs|etc|approx|[A-Z]|L\.L\.C|L\.P|L\.L\.L\.P|U\.S|N\.A|P\.O|P\.C|P\.A|i\.e|e\.g)$/;

/** A line that starts a new clause: a heading or a numbered provision. */
const CLAUSE_START =
  /^(?:ARTICLE|Article|SECTION|Section|§|\d{1,2}(?:\.\d{1,3})*\.?\s|\([a-z0-9]{1,4}\)\s|[A-Z]\.\s|RESOLVED|FURTHER RESOLVED|WHEREAS|IN WITNESS|By:|Name:|Title:)/;

function endsSentence(text: string, dot: number): boolean {
  if (!/[.!?]/.test(text[dot] ?? '')) return false;
  const next = text[dot + 1];
  if (next !== undefined && !/\s/.test(next)) return false;
  const before = text.slice(Math.max(0, dot - 12), dot);
  return !ABBREVIATIONS.test(before);
}

const MAX_CLAUSE = 600;

/** The [start, end) of the sentence or clause holding text[from, to). */
export function clauseBounds(text: string, from: number, to: number): [number, number] {
  let start = from;
  while (start > 0) {
    const c = text[start - 1]!;
    if (c === '\n') {
      const lineStart = start;
      if (text[start - 2] === '\n' || CLAUSE_START.test(text.slice(lineStart, lineStart + 20))) break;
    } else if (endsSentence(text, start - 1)) break;
    start -= 1;
  }
  let end = to;
  while (end < text.length) {
    const c = text[end]!;
    if (c === '\n' && (text[end + 1] === '\n' || CLAUSE_START.test(text.slice(end + 1, end + 21)))) break;
    if (endsSentence(text, end)) {
      end += 1;
      break;
    }
    end += 1;
  }
  // Long clauses are cut around the match, at word boundaries, so the quote stays readable.
  if (end - start > MAX_CLAUSE) {
    const half = Math.floor((MAX_CLAUSE - (to - from)) / 2);
    const s = Math.max(start, from - Math.max(half, 60));
    const e = Math.min(end, to + Math.max(half, 60));
    const sAdj = s > start ? text.indexOf(' ', s) + 1 || s : s;
    const eAdj = e < end ? text.lastIndexOf(' ', e) : e;
    return [Math.min(sAdj, from), Math.max(eAdj, to)];
  }
  return [start, end];
}

export function sourceAt(page: Page, from: number, to: number): Source {
  const [s, e] = clauseBounds(page.text, from, to);
  return { file: page.file, page: page.page, quote: page.text.slice(s, e).replace(/\s+/g, ' ').trim() };
}

/** The quote of exactly the lines [first, last] of a page (tables, signature blocks, headings). */
export function sourceOfLines(page: Page, first: number, last: number): Source {
  return {
    file: page.file,
    page: page.page,
    quote: page.lines
      .slice(first, last + 1)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

/** Every match of `re` (global) on every page, with its page. */
export function* matches(
  pages: readonly Page[],
  re: RegExp,
  byLine = re.multiline,
): Generator<{ page: Page; m: RegExpExecArray }> {
  for (const page of pages) {
    const text = byLine ? page.text : page.flat;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      yield { page, m };
      if (m[0].length === 0) re.lastIndex += 1;
    }
  }
}
