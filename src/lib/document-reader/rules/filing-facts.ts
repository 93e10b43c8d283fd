import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import { type Candidate, text } from './patterns.ts';

/** What a filing states of the entity: its file number, principal office, registered agent and purpose. */

export function fileNumbers(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  // A labelled number: "File No. 5038821", "Entity ID: E0457712019-3", "UBI: 604 512 337", "Original ID: 2021-001017278"
  // (a Wyoming filing's own number, not its "Amendment ID").
  const re =
    /\b(?:File\s+(?:No\.?|Number|#)|Entity\s+(?:ID|No\.?|Number|#)|Document\s+(?:Number|No\.?)|SOS\s+(?:ID|File\s+No\.?|Number)|Filing\s+(?:Number|No\.?)|Charter\s+(?:Number|No\.?)|Control\s+(?:Number|No\.?)|Registration\s+(?:Number|No\.?)|UBI(?:\s+(?:Number|No\.?|#))?|Original\s+ID)\s*[:#.]?[ \t]*(\d{3}(?:[ \t]\d{3}){2,3}|[A-Z]{0,3}[-\s]?\d[\dA-Z-]{3,})(?![\dA-Za-z])/g;
  for (const { page, m } of matches(pages, re)) {
    // As written: "604 512 337" keeps its spaces (one each); a letter prefix keeps its place ("L 1600…" → "L1600…").
    const value = m[1]!
      .replace(/^([A-Z]{1,3})[-\s](?=\d)/, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if ((value.match(/\d/g) ?? []).length < 4) continue;
    out.push({ value, source: sourceAt(page, m.index, m.index + m[0].length), evidence: text, weight: 4 });
  }
  // The Delaware filing stamp: "SRV 040760570 - 3870612 FILE" (the service request, then the file number).
  for (const { page, m } of matches(pages, /^SRV?\s+\d{6,}\s*[-–—]\s*(\d{5,9})\s+FILE\s*$/gm)) {
    const line = page.text.slice(0, m.index).split('\n').length - 1;
    out.push({ value: m[1]!, source: sourceOfLines(page, line, line), evidence: text, weight: 4 });
  }
  return out;
}

/** A US street address ending in a ZIP code. */
const ADDRESS = `\\d{1,6}[A-Za-z]?\\s+[A-Za-z0-9 .,'#-]{3,80}?,\\s*[A-Za-z .'-]{2,40},?\\s+(?:[A-Z]{2}|${STATE_NAME_PATTERN})\\s+\\d{5}(?:-\\d{4})?`;

export function principalOffices(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const re = new RegExp(
    `(?:principal (?:office|place of business|executive office)|Principal Office|Principal Address|Business Address)[^\\n.]{0,80}?(?:located\\s+at|is\\s+at|shall be\\s+at|is|:|at)\\s+(${ADDRESS})`,
    'g',
  );
  for (const { page, m } of matches(pages, re)) {
    out.push({
      value: m[1]!.replace(/\s+/g, ' '),
      source: sourceAt(page, m.index, m.index + m[0].length),
      evidence: text,
      weight: 4,
    });
  }
  return out;
}

const PERSON_OR_FIRM =
  "(?:[A-Z][A-Za-z&'.,-]*\\s){0,6}?[A-Z][A-Za-z&'.-]*(?:,?\\s(?:Inc\\.|LLC|L\\.L\\.C\\.|Corporation|Company|Corp\\.))?";

/** The agent named after "is", ending at a comma, a following clause, the sentence's period or its "Inc." */
export function registeredAgents(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const patterns = [
    new RegExp(
      `[Rr]egistered [Aa]gent(?: of the (?:Company|Corporation|Partnership))?(?: for service of process)?(?: (?:in|at) (?:the State of )?[A-Z][a-z]+)?(?: at such address)?\\s+(?:is|shall be)\\s+(${PERSON_OR_FIRM})(?=,|\\s+(?:whose|located|at|with)\\b|\\.|(?<=\\.)(?:\\s|$))`,
      'g',
    ),
    new RegExp(
      `^(?:\\d+\\.\\s*)?(?:Name of )?Registered Agent(?: Name| for Service of Process)?\\s*:\\s*(${PERSON_OR_FIRM})(?=\\s*$|,)`,
      'gim',
    ),
  ];
  for (const re of patterns) {
    for (const { page, m } of matches(pages, re)) {
      const value = m[1]!.replace(/\s+/g, ' ').replace(/,$/, '').trim();
      if (value.split(' ').length < 2 || /^(?:the|a|an)\b/i.test(value)) continue;
      out.push({ value, source: sourceAt(page, m.index, m.index + m[0].length), evidence: text, weight: 4 });
    }
  }
  return out;
}

export function purposes(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const re =
    /\b(?:The (?:purpose|purposes|business) of the (?:Company|Corporation|Partnership|Trust) (?:is|are|shall be)|The purposes? for which the (?:company|Company|corporation|Corporation) is (?:formed|organized) (?:is|are)(?: for)?|(?:The (?:Company|Corporation|Partnership)|It) (?:is|has been) (?:formed|organized) (?:solely )?for the (?:sole |limited )?purposes? of|Purpose\s*:)\s+([^\n]{0,40}[^.]{5,400}?)(?=\.\s|\.$|;|\n\n)/gm;
  for (const { page, m } of matches(pages, re)) {
    const value = m[1]!
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^to\s+/i, (s) => s);
    if (value.length < 8) continue;
    out.push({ value, source: sourceAt(page, m.index, m.index + m[0].length), evidence: text, weight: 4 });
  }
  return out;
}
