import { sourceAt, sourceOfLines, type Page } from './clauses.ts';
import { findDatesWithIndex } from './rules/formation.ts';
import type { Source } from './types.ts';

/** Per-document facts: title, date, signed, and the exhibits each refers to or supplies. */

export function titleOf(pages: readonly Page[]): { value: string; source: Source } | null {
  const first = pages.find((p) => p.page === 1) ?? pages[0];
  if (!first) return null;
  const lines = first.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.trim().length > 0);
  const isCaps = (l: string) => /[A-Z]{3}/.test(l) && l === l.toUpperCase() && l.length <= 120;
  const start = lines.findIndex(
    ({ l }) =>
      isCaps(l) &&
      !/^(?:STATE OF|SECRETARY OF STATE|DEPARTMENT OF STATE|PAGE \d|CONFIDENTIAL|EXECUTION (?:VERSION|COPY)|FILED)\b/.test(
        l,
      ),
  );
  if (start < 0 || start > 6) return null;
  const taken = [lines[start]!];
  for (const next of lines.slice(start + 1, start + 5)) {
    const caps = next.l === next.l.toUpperCase() && /[A-Z]/.test(next.l) && next.l.length <= 120;
    if (!caps || next.i !== taken[taken.length - 1]!.i + 1) break;
    taken.push(next);
  }
  const source = sourceOfLines(first, taken[0]!.i, taken[taken.length - 1]!.i);
  return { value: source.quote, source };
}

const DATE_CONTEXT =
  /\b(?:as of|dated|effective|made|entered into|adopted|executed|Date[d]?\s*:|day of|filed|approved|signed)\b/i;

export function dateOf(pages: readonly Page[]): { value: string; source: Source } | null {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const candidates = [ordered[0], ordered[ordered.length - 1]].filter((p): p is Page => Boolean(p));
  // A "Dated:" or "Date:" line dates the document itself.
  for (const page of candidates) {
    for (const d of findDatesWithIndex(page)) {
      const lineStart = page.text.lastIndexOf('\n', d.start) + 1;
      if (/^(?:Dated|Date|Effective Date)\s*:/.test(page.text.slice(lineStart, d.start)))
        return { value: d.iso, source: sourceAt(page, lineStart, d.end) };
    }
  }
  for (const page of candidates) {
    for (const d of findDatesWithIndex(page)) {
      const source = sourceAt(page, d.start, d.end);
      if (!DATE_CONTEXT.test(source.quote)) continue;
      // Formation recitals ("was formed on") date the entity, not this document.
      if (
        /\b(?:was|were)\s+(?:formed|organized|incorporated|executed|established|created)\b[^.]{0,60}$/i.test(
          source.quote.slice(0, source.quote.indexOf(d.text)),
        )
      )
        continue;
      return { value: d.iso, source };
    }
  }
  return null;
}

/** True for a conformed or electronic signature, false for a signature block left blank, null for no block. */
export function signedOf(pages: readonly Page[]): { value: boolean; source: Source } | null {
  let blank: { value: boolean; source: Source } | null = null;
  let hasBlock = false;
  for (const page of pages) {
    for (let i = 0; i < page.lines.length; i += 1) {
      const line = page.lines[i]!;
      if (/\/s\/|digitally signed|electronically signed|docusigned/i.test(line))
        return { value: true, source: sourceOfLines(page, i, i) };
      if (/^(?:By|Signature|Signed|Trustee|Member|Manager)?\s*:?\s*_{3,}/.test(line) || /^_{3,}/.test(line)) {
        hasBlock = true;
        blank ??= { value: false, source: sourceOfLines(page, i, Math.min(i + 1, page.lines.length - 1)) };
      }
    }
  }
  return hasBlock ? blank : null;
}

const REFERENCE =
  /\b(Exhibit|Schedule|Annex|Appendix)\s+([A-Z]{1,2}|\d{1,2}(?:\.\d{1,2})?)(?![\w.]*\s+(?:of|to)\s+the\s+(?:Internal Revenue|Code|Act)\b)\b/g;
const HEADING =
  /^(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|Exhibit|Schedule|Annex|Appendix)\s+([A-Z]{1,2}|\d{1,2}(?:\.\d{1,2})?)(?:\s*$|\s*[-:.]\s*\S|\s+[A-Z][A-Z ]+$|\s+to\b)/;

/** Exhibit/schedule names a page supplies (a heading line of its own). */
export function suppliedExhibits(pages: readonly Page[]): Set<string> {
  const out = new Set<string>();
  for (const page of pages) {
    for (const line of page.lines) {
      const m = HEADING.exec(line);
      if (m) out.add(`${line.split(/\s+/)[0]!.toLowerCase()} ${m[1]!.toUpperCase()}`);
    }
  }
  return out;
}

export function referencedExhibits(pages: readonly Page[]): Array<{ reference: string; key: string; source: Source }> {
  const out: Array<{ reference: string; key: string; source: Source }> = [];
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      if (HEADING.test(line)) return;
      REFERENCE.lastIndex = 0;
      for (let m = REFERENCE.exec(line); m; m = REFERENCE.exec(line)) {
        const offset = page.lines.slice(0, i).reduce((n, l) => n + l.length + 1, 0) + m.index;
        const reference = `${m[1]} ${m[2]}`;
        out.push({
          reference,
          key: reference.toLowerCase().replace(/\s+(\S+)$/, (_, id: string) => ` ${id.toUpperCase()}`),
          source: sourceAt(page, offset, offset + m[0].length),
        });
      }
    });
  }
  return out;
}
