import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import type { Source } from '../types.ts';
import { type Candidate, text, ENTITY_NAME, KIND, LEADING } from './patterns.ts';

/** The entity's own name, proposed from defined terms, labels, titles and recitals. */

function cleanName(raw: string): string | null {
  let name = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']|["',]$/g, '')
    .trim()
    // Words of the sentence or heading before the name: "Section 1.1. Formation. X LLC", "GENERAL 1.1 X LLC".
    .replace(/^.*(?:[A-Za-z]{2}|\d)[.;:]\s+(?=[A-Z])/, '')
    .replace(/^(?:[A-Z0-9.]{2,}\s+)+(?=[A-Z][a-z])/, '')
    // A date the name ran on from ("Dated as of May 20, 2024 Pinecrest …").
    .replace(/^(?:[A-Z][a-z]+\.? \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}),?\s+(?=[A-Z])/, '');
  const stripped = name.replace(LEADING, '');
  // Keep a leading "The" that belongs to a trust's name ("The Carter Family Trust") only if nothing else is left.
  name = stripped.length > 0 ? stripped : name;
  if (!/[A-Za-z]/.test(name) || name.length < 4 || name.length > 120) return null;
  const words = name.split(' ');
  if (words.length < 2) return null;
  if (/liability company$/i.test(name) || /^(?:the )?(?:company|corporation|partnership|trust)$/i.test(name))
    return null;
  // Every word but connectors must be capitalized: "and its Members LLC" is prose, not a name.
  if (words.some((w) => /^[a-z]/.test(w) && !/^(?:and|of|de|la|van|von)$/.test(w))) return null;
  if (/^(?:and|of)\b/i.test(name)) return null;
  return name;
}

/** The name with the kind of entity it is, proposed from defined terms, labels, titles and recitals. */
export function entityNames(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const push = (page: Page, raw: string, index: number, weight: number, lineSource = false) => {
    const name = cleanName(raw);
    if (!name) return;
    const at = page.text.indexOf(name, Math.max(0, index - 5));
    const from = at >= 0 ? at : index;
    const source = lineSource ? lineSourceAt(page, from) : sourceAt(page, from, from + name.length);
    out.push({ value: name, source, evidence: text, weight });
  };
  // "Name of Company: X", "Entity Name: X", "Name of Trust: X"
  const label =
    /^(?:\d+\.\s*)?(?:Name of (?:the )?(?:Limited Liability Company|Company|Corporation|Limited Partnership|Partnership|Trust|Entity|LLC)|Entity Name|Company Name|Trust Name|Name)\s*[:-]\s*(.+)$/gim;
  for (const { page, m } of matches(pages, label)) {
    const value = m[1]!.trim();
    if (new RegExp(`^${ENTITY_NAME}\\b`).test(value)) {
      const exact = new RegExp(`^${ENTITY_NAME}`).exec(value);
      if (exact) push(page, exact[0], m.index + m[0].indexOf(value), 5, true);
    }
  }
  // "The name of the Company is X." / "The name of the trust shall be X"
  const named = new RegExp(
    `name of the (?:limited liability company|company|corporation|limited partnership|partnership|trust|llc)\\s+(?:is|shall be)\\s+(?:the\\s+)?["]?(${ENTITY_NAME})`,
    'gi',
  );
  for (const { page, m } of matches(pages, named)) push(page, m[1]!, m.index + m[0].length - m[1]!.length, 5);
  // "X, a Delaware limited liability company" / "X, a corporation organized under"
  const described = new RegExp(
    `(${ENTITY_NAME})["]?,?\\s+(?:is\\s+)?(?:an?|the)\\s+(?:(?:${STATE_NAME_PATTERN})\\s+)?${KIND}\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, described)) push(page, m[1]!, m.index, 4);
  // X (the "Company")
  const defined = new RegExp(
    `(${ENTITY_NAME})["]?,?\\s*\\((?:the |hereinafter(?: called| referred to as)? (?:the )?)?"(?:Company|Corporation|Partnership|Trust|LLC)"\\)`,
    'g',
  );
  for (const { page, m } of matches(pages, defined)) push(page, m[1]!, m.index, 5);
  // Titles: "OPERATING AGREEMENT OF HARBOR POINT HOLDINGS, LLC" on the first lines of a first page.
  for (const page of pages.filter((p) => p.page === 1)) {
    const head = page.lines.slice(0, 8).join(' ');
    const title = new RegExp(
      `\\bOF\\s+(?:THE\\s+)?(${ENTITY_NAME.replace(/\[A-Z0-9\]\[A-Za-z0-9/g, '[A-Z0-9][A-Z0-9')})`,
    ).exec(head.toUpperCase() === head ? head : head.replace(/[a-z].*$/, ''));
    if (title) push(page, title[1]!, page.text.indexOf(title[1]!.split(' ')[0]!), 2, true);
  }
  return out;
}

/** A heading-like source: the line holding `index`. */
function lineSourceAt(page: Page, index: number): Source {
  const before = page.text.slice(0, Math.max(0, index));
  const line = before.split('\n').length - 1;
  return sourceOfLines(page, line, line);
}
