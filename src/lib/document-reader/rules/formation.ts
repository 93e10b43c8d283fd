import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import type { Evidence } from '../ground.ts';
import { STATE_NAME_PATTERN, stateCode } from '../states.ts';
import { findDates } from '../text.ts';
import { type Candidate, KIND } from './patterns.ts';

/** Where and when the entity was formed: the state it is formed under, and the date of its formation. */

export function formationStates(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const evidence: Evidence = { kind: 'state' };
  const patterns: Array<[RegExp, number]> = [
    // "a Delaware limited liability company", "a Texas corporation"
    [new RegExp(`\\ban?\\s+(${STATE_NAME_PATTERN})\\s+${KIND.replace('|trust)', ')')}\\b`, 'g'), 4],
    // "organized under the laws of the State of X", "formed under the X Limited Liability Company Act"
    [
      new RegExp(
        `\\b(?:organized|formed|incorporated|organised|existing|registered)\\s+(?:and existing\\s+)?under\\s+the\\s+(?:laws\\s+of\\s+(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?|)(${STATE_NAME_PATTERN})\\b`,
        'g',
      ),
      5,
    ],
    // "hereby form a general partnership under the Ohio Uniform Partnership Act"
    [
      new RegExp(
        `\\b(?:form|forms|formed|organize|organized)\\s+an?\\s+(?:general\\s+|limited\\s+)?(?:partnership|limited\\s+liability\\s+company|corporation)\\s+under\\s+the\\s+(?:laws\\s+of\\s+(?:the\\s+State\\s+of\\s+)?)?(${STATE_NAME_PATTERN})\\b`,
        'g',
      ),
      5,
    ],
    // "filed with the Secretary of State of the State of X" / "X Secretary of State"
    [
      new RegExp(
        `\\b(?:filed|filing)\\s+with\\s+the\\s+(?:Secretary of State|Department of State|Division of Corporations)\\s+of\\s+(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?(${STATE_NAME_PATTERN})\\b`,
        'g',
      ),
      5,
    ],
    // "State of Delaware / Secretary of State" letterhead of a filed certificate.
    [
      new RegExp(
        `^(?:STATE OF|State of)\\s+(${STATE_NAME_PATTERN.toUpperCase()}|${STATE_NAME_PATTERN})\\s*\\n(?:SECRETARY OF STATE|Secretary of State|DEPARTMENT OF STATE|Department of State)`,
        'gm',
      ),
      3,
    ],
  ];
  for (const [re, weight] of patterns) {
    for (const { page, m } of matches(pages, re)) {
      const code = stateCode(m[1]!.replace(/\s+/g, ' '));
      if (!code) continue;
      const source =
        /^\w/.test(m[0]) && m[0].includes('\n')
          ? sourceOfLines(page, lineOf(page, m.index), lineOf(page, m.index) + 1)
          : sourceAt(page, m.index, m.index + m[0].length);
      out.push({ value: code, source, evidence, weight });
    }
  }
  return out;
}

function lineOf(page: Page, index: number): number {
  return page.text.slice(0, index).split('\n').length - 1;
}

const FORMATION_EVENT =
  /\b(?:date of trust|trust date|filed on|date filed)\b|\b(?:was|were|has been|had been)\s+(?:duly\s+)?(?:formed|organized|incorporated|established|created|filed)\b|\bdate of (?:formation|incorporation|organization|filing)\b|\b(?:formation|incorporation|organization|filing) date\b|\b(?:formed|organized|incorporated)\s+on\b|\bfiled\s+(?:with|in)\s+the\s+(?:office of the\s+)?(?:Secretary of State|Department of State|Division of Corporations)\b|\bTrust (?:dated|Agreement dated)\b|\b(?:executed|established|created|declared)\s+(?:the\s+)?(?:trust|declaration)\b|\btrust (?:was|is) (?:executed|established|created|dated)\b|\btrust agreement\b[^.]{0,20}\bmade\b|\bfiling of (?:its|the) (?:Certificate|Articles) of\b/i;
/** Dates of the agreement itself, which are not the formation date. */
const AGREEMENT_DATE =
  /\b(?:this|the)\s+(?:amended and restated\s+)?(?:agreement|bylaws|resolution|consent|certificate)\b[^.]{0,40}\b(?:dated|made|entered|effective|adopted)\b/i;

export function formationDates(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const page of pages) {
    for (const d of findDatesWithIndex(page)) {
      const source = sourceAt(page, d.start, d.end);
      const events = [...source.quote.matchAll(new RegExp(FORMATION_EVENT.source, 'gi'))];
      if (events.length === 0) continue;
      // The date must sit with the event, not with the agreement's own date in the same sentence.
      if (
        AGREEMENT_DATE.test(source.quote) &&
        !/\btrust agreement\b/i.test(source.quote) &&
        !/\b(?:formed|organized|incorporated|filed)\s+on\b|\bdate of formation/i.test(source.quote)
      )
        continue;
      const quote = source.quote;
      const dateAt = quote.indexOf(d.text);
      const distance = dateAt >= 0 ? Math.min(...events.map((e) => Math.abs(dateAt - e.index))) : 999;
      if (distance > 160) continue;
      out.push({ value: d.iso, source, evidence: { kind: 'date' }, weight: 5 - distance / 100 });
    }
  }
  return out;
}

/** Dates on a page with their place in the page's text. */
export function findDatesWithIndex(page: Page): Array<{ iso: string; start: number; end: number; text: string }> {
  // findDates works on normalized text; map back by searching the matched text in the page.
  const out: Array<{ iso: string; start: number; end: number; text: string }> = [];
  let from = 0;
  for (const d of findDates(page.text)) {
    const pattern = new RegExp(d.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    const m = pattern.exec(page.text.slice(from));
    if (!m) continue;
    const start = from + m.index;
    out.push({ iso: d.iso, start, end: start + m[0].length, text: d.text });
    from = start + m[0].length;
  }
  return out;
}
