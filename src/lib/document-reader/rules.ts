import { matches, sourceAt, sourceOfLines, type Page } from './clauses.ts';
import type { Evidence } from './ground.ts';
import { STATE_NAME_PATTERN, stateCode } from './states.ts';
import { findDates, findPercentages, parseNumber } from './text.ts';
import type { ConsentAction, EntityType, ManagementType, Source } from './types.ts';

/**
 * The built-in reader's rules: plain patterns over the page texts that propose values with the clause they
 * come from. Nothing here is trusted: reader.ts passes every proposal through ground(). The rules look for the
 * wording governing documents use in general (defined terms, numbered provisions, schedules, signature blocks),
 * not for any one document; where wording is ambiguous they propose nothing (a wrong value is worse than none).
 */

export interface Candidate<T> {
  value: T;
  source: Source;
  evidence: Evidence;
  /** Higher wins when candidates disagree. */
  weight: number;
}

const text: Evidence = { kind: 'text' };

// ---- entity name --------------------------------------------------------------------------------------------

const SUFFIX =
  '(?:L\\.\\s?L\\.\\s?C\\.|LLC|Inc\\.|Incorporated|Corporation|Corp\\.|Limited Partnership|L\\.P\\.|LP|LLLP|L\\.L\\.L\\.P\\.|General Partnership|Partnership|Ltd\\.|Company|Trust)';
const NAME_WORD = "(?:[A-Z0-9][A-Za-z0-9&'.\\-]*|&|and|of|de|la|van|von)";
/** A proper name ending in an entity suffix: "Harbor Point Holdings, LLC", "The Carter Family Revocable Trust". */
const ENTITY_NAME = `(?:${NAME_WORD},?[ ]){0,9}?${SUFFIX}`;
const KIND =
  '(?:limited\\s+liability\\s+company|corporation|limited\\s+partnership|general\\s+partnership|partnership|statutory\\s+trust|business\\s+trust|trust)';
/** Words that start a document title or a sentence, never a name. */
const LEADING =
  /^(?:(?:This|The|That|Such|Each|Any|Said|Of|And|Amended|Restated|Second|Third|First|Operating|Company|Limited|Liability|Agreement|Bylaws|By-Laws|Certificate|Certification|Articles|Formation|Organization|Incorporation|Partnership|Declaration|Resolutions?|Written|Consent|Unanimous|Action|Minutes|Regulations|Schedule|Exhibit|In|Witness|Whereof|Member|Members|Manager|Managers|Board|Directors?|Sole|Trust|Trustee|To|For|By|Between|Among|As|With|Dated|Recitals?|Name|Entity)\s+)+/i;

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

// ---- entity type ------------------------------------------------------------------------------------------

const TYPE_WORDS: Array<[RegExp, EntityType]> = [
  [/\birrevocable\b[^.]{0,60}\btrust\b|\btrust\b[^.]{0,60}\b(?:is|shall be)\s+irrevocable\b/i, 'Irrevocable Trust'],
  [
    /(?<!ir)\brevocable\b[^.]{0,60}\btrust\b|\btrust\b[^.]{0,60}\b(?:is|shall be|remains)\s+revocable\b/i,
    'Revocable Trust',
  ],
  [/\blimited liability company\b/i, 'LLC'],
  [/\blimited partnership\b/i, 'Limited Partnership'],
  [/\bgeneral partnership\b/i, 'General Partnership'],
  [/\bcorporation\b/i, 'Corporation'],
];

export function entityTypes(pages: readonly Page[], name: string | null): Candidate<EntityType>[] {
  const out: Candidate<EntityType>[] = [];
  const evidence: Evidence = { kind: 'enum', field: 'entity_type' };
  // "X, a Delaware limited liability company" / "organized as a corporation under" / "is a general partnership"
  const self = new RegExp(
    `(?:\\b(?:is|as|was formed as|be|form|forms|,)\\s+an?\\s+(?:(?:${STATE_NAME_PATTERN})\\s+)?(${KIND}))|(?:\\bthis\\s+(irrevocable|revocable)\\s+trust\\b)`,
    'gi',
  );
  for (const { page, m } of matches(pages, self)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    // Only the entity describing itself: its name, or "The Company", just before; or "hereby form a ...".
    const before = page.flat.slice(Math.max(0, m.index - 90), m.index + 1);
    const itself =
      (name !== null && before.toLowerCase().includes(name.toLowerCase().slice(0, 14))) ||
      /\b(?:The|the|This) (?:Company|Corporation|Partnership|Trust)"?\)?,?\s*(?:is|was organized|was formed)?\s*,?$/.test(
        before.trimEnd().replace(/\s*(?:is|as|be|,)$/, ''),
      ) ||
      /\bform/.test(m[0]);
    if (!itself) continue;
    const t = TYPE_WORDS.find(([re]) => re.test(source.quote));
    if (t) out.push({ value: t[1], source, evidence, weight: 4 });
  }
  // The name's own suffix ("…, LLC", "…, Inc.", "…, L.P.", "… Revocable Trust").
  if (name) {
    const fromSuffix: EntityType | null = /\bL\.?\s?L\.?\s?C\.?$/i.test(name)
      ? 'LLC'
      : /\b(?:Inc\.?|Incorporated|Corporation|Corp\.?)$/i.test(name)
        ? 'Corporation'
        : /\b(?:L\.P\.|LP|Limited Partnership)$/.test(name)
          ? 'Limited Partnership'
          : /\birrevocable\b/i.test(name)
            ? 'Irrevocable Trust'
            : /(?<!ir)\brevocable\b.*\btrust$/i.test(name)
              ? 'Revocable Trust'
              : null;
    if (fromSuffix) {
      for (const page of pages) {
        const at = page.text.indexOf(name);
        if (at >= 0) {
          out.push({ value: fromSuffix, source: sourceAt(page, at, at + name.length), evidence, weight: 3 });
          break;
        }
      }
    }
  }
  // Trusts say what they are in a sentence of their own: "This trust is revocable" / "shall be irrevocable".
  for (const { page, m } of matches(
    pages,
    /\b(?:trust|agreement)\b[^.\n]{0,80}?\b(?:is|shall be|remains)\s+(?:ir)?revocable\b/gi,
  )) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const value: EntityType = /irrevocable/i.test(m[0]) ? 'Irrevocable Trust' : 'Revocable Trust';
    out.push({ value, source, evidence, weight: 5 });
  }
  return out;
}

// ---- formation state and date -----------------------------------------------------------------------------

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

// ---- file number, office, agent, purpose --------------------------------------------------------------------

export function fileNumbers(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const re =
    /\b(?:File\s+(?:No\.?|Number|#)|Entity\s+(?:ID|No\.?|Number|#)|Document\s+(?:Number|No\.?)|SOS\s+(?:ID|File\s+No\.?|Number)|Filing\s+(?:Number|No\.?)|Charter\s+(?:Number|No\.?)|Control\s+(?:Number|No\.?)|Registration\s+(?:Number|No\.?))\s*[:#.]?\s*([A-Z]{0,3}[-\s]?\d[\dA-Z-]{3,})/g;
  for (const { page, m } of matches(pages, re)) {
    const value = m[1]!.replace(/\s+/g, '');
    if ((value.match(/\d/g) ?? []).length < 4) continue;
    out.push({ value, source: sourceAt(page, m.index, m.index + m[0].length), evidence: text, weight: 4 });
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

// ---- management ---------------------------------------------------------------------------------------------

const MANAGEMENT_PATTERNS: Array<[RegExp, ManagementType, number]> = [
  [
    /\bmember[- ]managed\b|\b(?:shall be |is |will be )?managed (?:exclusively |solely )?by (?:its |the )?(?:sole )?members?\b|\bmanagement[^.]{0,60}\bvested (?:exclusively |solely )?in (?:the |its )?(?:sole )?members?\b/gi,
    'member-managed',
    5,
  ],
  [
    /\bmanager[- ]managed\b|\b(?:shall be |is |will be )?managed (?:exclusively |solely )?by (?:a |one or more |its |the )?(?:board of )?managers?\b|\b(?:management|powers)[^.]{0,80}\bvested (?:exclusively |solely )?in (?:the |its |a )?(?:board of )?managers?\b/gi,
    'manager-managed',
    5,
  ],
  [
    /\b(?:business and affairs|powers|management)[^.]{0,80}\b(?:managed|exercised|vested)[^.]{0,40}\bby or under the direction of (?:its |the )?board of directors\b|\b(?:business and affairs|powers)[^.]{0,80}\b(?:managed|exercised|vested)[^.]{0,40}\b(?:by|in) (?:its |the )?board of directors\b/gi,
    'board',
    5,
  ],
  [
    /\b(?:management|business and affairs|conduct of the business)[^.]{0,80}\b(?:vested|managed|conducted)[^.]{0,30}\b(?:exclusively |solely )?(?:in|by) the general partners?\b|\bthe general partner shall (?:have|manage)[^.]{0,60}\b(?:management|control|manage)\b/gi,
    'general partner',
    5,
  ],
  [
    /\b(?:each|all) (?:of the )?partners? shall (?:have|participate)[^.]{0,40}\b(?:equal )?(?:rights? (?:in|to) the )?(?:management|manage)\b|\bmanaged (?:jointly )?by (?:all of )?the partners\b/gi,
    'general partner',
    4,
  ],
  [
    /\b(?:the )?trustees? (?:shall have|has|have|holds?|may exercise)[^.]{0,60}\b(?:powers?|authority)\b|\bcurrently acting trustees?\b|\bthe trust(?:ee)? powers\b/gi,
    'trustee',
    3,
  ],
];

export function managements(pages: readonly Page[]): Candidate<ManagementType>[] {
  const out: Candidate<ManagementType>[] = [];
  for (const [re, value, weight] of MANAGEMENT_PATTERNS) {
    for (const { page, m } of matches(pages, re)) {
      const source = sourceAt(page, m.index, m.index + m[0].length);
      // "shall not be managed by its Members" says the opposite.
      if (
        /\bnot\s+(?:be\s+)?managed\b|\bno member\b[^.]{0,40}\bmanage/i.test(source.quote) &&
        value === 'member-managed'
      )
        continue;
      out.push({ value, source, evidence: { kind: 'enum', field: 'management' }, weight });
    }
  }
  return out;
}

// ---- owners --------------------------------------------------------------------------------------------------

const OWNER_NAME =
  "(?:[A-Z][A-Za-z'.-]*|[A-Z]\\.)(?:,?[ ](?:[A-Z][A-Za-z'.-]*|&|of|de|la|van|von|[A-Z]\\.|LLC|L\\.L\\.C\\.|Inc\\.|L\\.P\\.|LP)){1,8}";
const NOT_A_NAME =
  /^(?:Company|Corporation|Partnership|Agreement|Trust|Grantor|Settlor|Notary|Total|Totals|Name|Names|Member|Members|Partner|Partners|Limited Partners?|General Partners?|Shareholders?|Units|Percentage|Percent|Interest|Capital|Address|Schedule|Exhibit|Class|Signature|Date|The|This|Each|All|Section|Article)\b/i;

/** A name as the sentence holds it, without the words before it ("Ownership. Gregory Hale" → "Gregory Hale"). */
export function trimLeadIn(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  const cut = [...name.matchAll(/[a-z]{2}[.;:]\s+(?=[A-Z])|,\s+and\s+|\s+and\s+/g)].pop();
  if (cut) name = name.slice(cut.index + cut[0].length);
  return name.replace(/^(?:The|And|Whereas|Each|Members?|Partners?)\s+(?=[A-Z])/, '').replace(/[,;:]$/, '');
}

/** Class or role columns of a schedule row that pdf.js ran into the name. */
const ROW_ROLE =
  /\s+(?:General Partner|Limited Partner|Managing Member|Member|Manager|Class [A-Z0-9]+|Common|Preferred|Series [A-Z0-9]+)$/;

export interface OwnerCandidate {
  name: string;
  percentage: number | null;
  units: number | null;
  source: Source;
}

/** Owners from member/partner schedules laid out as rows (one row per line, or a name with numbers on the lines below). */
export function ownerRows(pages: readonly Page[]): {
  owners: OwnerCandidate[];
  totalUnits: { value: number; source: Source } | null;
} {
  const owners: OwnerCandidate[] = [];
  let totalUnits: { value: number; source: Source } | null = null;
  for (const page of pages) {
    const heading = page.lines.findIndex(
      (l) =>
        /^(?:SCHEDULE|EXHIBIT|ANNEX|APPENDIX|Schedule|Exhibit|Annex|Appendix)\b.*$/.test(l) ||
        /\b(?:schedule of members|member schedule|members and (?:percentage|membership) interests|schedule of partners|partners and percentage interests|capital contributions and (?:percentage|units))\b/i.test(
          l,
        ),
    );
    // A table header names the columns: who, and units and/or percentages; short, like a header row.
    const header = page.lines.findIndex(
      (l, i) =>
        i >= Math.max(heading, 0) &&
        l.length <= 90 &&
        /^(?:[A-Z][a-z]+ )?(?:Name|Member|Partner|Shareholder|Holder|Owner)s?\b/.test(l) &&
        /\b(?:Units?|Percent|Percentage|%|Interest|Shares?|Ratio)\b/.test(l) &&
        !/[.;]$/.test(l),
    );
    if (header < 0) continue;
    const hasUnits = /\b(?:Units?|Shares?)\b/i.test(page.lines[header]!);
    for (let i = header + 1; i < page.lines.length; i += 1) {
      let line = page.lines[i]!;
      if (!line) continue;
      if (/^(?:SCHEDULE|EXHIBIT|ARTICLE|Section \d|IN WITNESS)/.test(line)) break;
      const first = i;
      let last = i;
      // Split rows: a name alone with its numbers on the following lines.
      const nameOnly = !/\d/.test(line);
      while (
        nameOnly &&
        last + 1 < page.lines.length &&
        /^[\s$\d,.%]+$/.test(page.lines[last + 1]!) &&
        page.lines[last + 1]!.trim()
      ) {
        last += 1;
        line = `${line} ${page.lines[last]}`;
      }
      const total = /^Totals?\b[:\s]*(?:\$[\d,]+(?:\.\d+)?\s+)?([\d,]+)(?!\s*%)/i.exec(line);
      if (total) {
        if (hasUnits) {
          const value = parseNumber(total[1]!);
          if (value) totalUnits = { value, source: sourceOfLines(page, i, last) };
        }
        break;
      }
      const name = new RegExp(`^(${OWNER_NAME})`).exec(line);
      if (!name || NOT_A_NAME.test(name[1]!)) continue;
      const rest = line.slice(name[0].length);
      const pct = findPercentages(rest);
      // Units: the whole number column (not money, not an address number before a street name).
      const numbers = [
        ...rest.matchAll(/(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\s*%)(?![.,]?\d)(?!\s+[A-Z][a-z])/g),
      ].map((x) => parseNumber(x[1]!)!);
      const units = hasUnits && numbers.length > 0 ? numbers[numbers.length - 1]! : null;
      if (pct.length === 0 && units === null) continue;
      i = last;
      owners.push({
        name: name[1]!.replace(/,$/, '').trim().replace(ROW_ROLE, ''),
        percentage: pct[pct.length - 1] ?? null,
        units,
        source: sourceOfLines(page, first, last),
      });
    }
  }
  return { owners, totalUnits };
}

/** Owners stated in prose: "X holds 60% of the membership interests", "X is the sole Member". */
export function ownerProse(pages: readonly Page[]): OwnerCandidate[] {
  const out: OwnerCandidate[] = [];
  const holds = new RegExp(
    `(${OWNER_NAME})(?:\\s*\\([^)]{0,40}\\))?,?\\s+(?:holds|owns|shall (?:hold|own)|has been issued|is the (?:record )?(?:holder|owner) of|holding|owning)\\s+(?:an?\\s+)?(?:[a-z-]+\\s+)?(?:percent\\s+)?(?:\\(?(\\d{1,3}(?:\\.\\d+)?)\\s*%\\)?|(\\d{1,3}(?:,\\d{3})*|\\d+)\\s+(?:Units|units|Shares|shares|Common Units))`,
    'g',
  );
  for (const { page, m } of matches(pages, holds)) {
    const name = trimLeadIn(m[1]!);
    if (NOT_A_NAME.test(name)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = m[2] ? Number(m[2]) : null;
    out.push({ name, percentage: pct, units: m[3] ? parseNumber(m[3]) : null, source });
  }
  const sole = new RegExp(
    `(${OWNER_NAME})(?:,\\s+[^,]{0,60},)?\\s+(?:is|shall be|as)\\s+the\\s+[Ss]ole\\s+(?:[Mm]ember|[Oo]wner|[Ss]hareholder|[Ss]tockholder)\\b|\\b[Ss]ole\\s+(?:[Mm]ember|[Ss]hareholder|[Ss]tockholder) (?:of the Company |of the Corporation )?(?:is|shall be)\\s+(${OWNER_NAME})`,
    'g',
  );
  for (const { page, m } of matches(pages, sole)) {
    const name = trimLeadIn((m[1] ?? m[2])!);
    if (NOT_A_NAME.test(name) || /^[a-z]/.test(name)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = findPercentages(source.quote);
    out.push({ name, percentage: pct.length === 1 ? pct[0]! : 100, units: null, source });
  }
  return out;
}

/** "an aggregate of 1,000 Units", "The Company has issued 1,000 Units", "Total Units: 1,000". */
export function statedTotalUnits(pages: readonly Page[]): { value: number; source: Source } | null {
  const re =
    /\b(?:(?:aggregate|total) (?:of |number of )?(?:outstanding |issued )?(?:Units|units)(?: outstanding| issued)?(?: is| shall be|:)?\s+(\d{1,3}(?:,\d{3})+|\d+)|(?:has issued|have been issued|issued and outstanding)\s+(?:a total of |an aggregate of )?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:Units|units)|(?:aggregate|total) of (\d{1,3}(?:,\d{3})+|\d+)\s+(?:Units|units))/g;
  for (const { page, m } of matches(pages, re)) {
    const value = parseNumber((m[1] ?? m[2] ?? m[3])!);
    if (value) return { value, source: sourceAt(page, m.index, m.index + m[0].length) };
  }
  return null;
}

// ---- managers, officers, directors, partners, trustees --------------------------------------------------------

const TITLE =
  '(?:(?:Chief Executive Officer|Chief Financial Officer|Chief Operating Officer|President|Vice President|Executive Vice President|Secretary|Assistant Secretary|Treasurer|Chair(?:man|person)?(?: of the Board)?|Director|Managing Member|Manager|Sole Manager|General Partner|Managing General Partner|Trustee|Co-Trustee|Successor Trustee|CEO|CFO|COO)(?:(?:,|\\sand|\\s&)\\s(?:Chief Executive Officer|Chief Financial Officer|Chief Operating Officer|President|Vice President|Secretary|Treasurer|Director|CEO|CFO|Manager))*)';
export const TITLE_RE = new RegExp(`^${TITLE}$`);
const PERSON =
  "(?:[A-Z][a-z'’-]+|[A-Z]\\.|[A-Z][a-z]+-[A-Z][a-z]+|Mc[A-Z][a-z]+)(?:[ ](?:[A-Z][a-z'’-]+|[A-Z]\\.|de|van|von|Jr\\.|Sr\\.|III|II)){1,4}";
const ENTITY_PARTY = `(?:${OWNER_NAME})`;
const NAME_THEN_TITLE = new RegExp(`^(${PERSON})\\s*(?:,|-|\\s{1,})\\s*(${TITLE})$`);
const TITLE_THEN_NAME = new RegExp(`^(${TITLE})\\s*(?::|-)\\s*(${PERSON})$`);
const PERSON_LINE = new RegExp(`^${PERSON}$`);
const TITLE_LINE = new RegExp(`^${TITLE}$`, 'i');
const ROLE =
  '(?:[Mm]anagers?|[Tt]rustees?|[Cc]o-[Tt]rustees?|[Dd]irectors?|[Gg]eneral [Pp]artners?|[Pp]resident|[Ss]ecretary|[Tt]reasurer)';
const ROLE_TITLE: Array<[RegExp, string]> = [
  [/co-trustee/i, 'Co-Trustee'],
  [/trustee/i, 'Trustee'],
  [/general partner/i, 'General Partner'],
  [/manager/i, 'Manager'],
  [/director/i, 'Director'],
  [/president/i, 'President'],
  [/secretary/i, 'Secretary'],
  [/treasurer/i, 'Treasurer'],
];
const roleTitle = (role: string) => ROLE_TITLE.find(([re]) => re.test(role))?.[1] ?? role;

export interface OfficerCandidate {
  name: string;
  title: string;
  source: Source;
}

/** An entity's name on one of the lines above a signature: the person signs for that entity, not as its officer. */
const SIGNS_FOR = new RegExp(`(?:${SUFFIX})\\b`, 'i');

export function officers(pages: readonly Page[], entityName: string | null = null): OfficerCandidate[] {
  const out: OfficerCandidate[] = [];
  const add = (name: string, title: string, source: Source) => {
    // A name runs to the end of its sentence at most ("Robert J. Carter." / "X LLC. The Manager …").
    const n = name
      .replace(/\s+/g, ' ')
      .replace(/(?<!\b(?:Inc|Corp|Co|Ltd|Jr|Sr))(?<=[a-z]{2}|LLC|LP)\.(?:\s.*)?$/, '')
      .replace(/,$/, '')
      .trim();
    if (n.split(' ').length < 2 || n.split(' ').length > 7 || NOT_A_NAME.test(n)) return;
    // A role word inside the name means the match ran across a signature line ("X, Trustee SUNRISE TRUST …").
    if (
      /\b(?:Trustees?|Managers?|President|Members?|Partners?|Directors?|Secretary|Treasurer|Grantor|Settlor|Notary)\b/i.test(
        n.replace(/\bTrust Company\b/, ''),
      )
    )
      return;
    out.push({ name: n, title: title.replace(/\s+/g, ' ').trim(), source });
  };
  // Signature blocks: "By: /s/ Ann Lee" / "Name: Ann Lee" / "Title: Manager" (or "Its: Manager").
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const nameLine = /^(?:Name|Print Name|Printed Name)\s*:\s*(.+)$/.exec(line);
      if (!nameLine) return;
      const titleAt = page.lines.slice(i + 1, i + 3).findIndex((l) => /^(?:Title|Its)\s*:\s*/.test(l));
      if (titleAt < 0) return;
      const titleLine = page.lines[i + 1 + titleAt]!.replace(/^(?:Title|Its)\s*:\s*/, '').trim();
      const person = PERSON_LINE.exec(nameLine[1]!.trim());
      const above = page.lines.slice(Math.max(0, i - 3), i).join(' ');
      const own =
        entityName !== null && above.toLowerCase().includes(entityName.toLowerCase()) && !/\bits\b/.test(above);
      if (SIGNS_FOR.test(above) && !own) return;
      if (person && TITLE_LINE.test(titleLine)) add(person[0], titleLine, sourceOfLines(page, i, i + 1 + titleAt));
    });
  }
  // "Ann Lee, President" / "President: Ann Lee" lines in officer lists and resolutions.
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const a = NAME_THEN_TITLE.exec(line);
      const b = TITLE_THEN_NAME.exec(line);
      if (a) add(a[1]!, a[2]!, sourceOfLines(page, i, i));
      else if (b) add(b[2]!, b[1]!, sourceOfLines(page, i, i));
    });
  }
  // "X is hereby appointed as the Manager", "the initial Manager shall be X", "X shall serve as President".
  const appointed = new RegExp(
    `(${ENTITY_PARTY}|${PERSON})(?:,\\s[^,]{0,60},)?\\s+(?:is hereby|are hereby|is|has been|shall be|shall serve as|was)\\s+(?:appointed|designated|elected|named)?\\s*(?:as\\s+)?(?:the\\s+)?(?:initial\\s+|sole\\s+|first\\s+)?(${TITLE})\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, appointed)) {
    if (/^(?:The|This|Each|Any|Such)\b/.test(m[1]!)) continue;
    add(m[1]!, m[2]!, sourceAt(page, m.index, m.index + m[0].length));
  }
  const initial = new RegExp(
    `\\b(?:[Tt]he\\s+)?(?:[Ii]nitial|[Ss]ole|[Cc]urrent|[Cc]urrently acting|[Pp]resent)\\s+(${ROLE})(?:\\s+of the (?:Company|Corporation|Partnership|Trust|trust))?(?:\\s*:|\\s+(?:is|shall be|are))\\s+(${ENTITY_PARTY}|${PERSON})(?:,?\\s+and\\s+(${ENTITY_PARTY}|${PERSON}))?`,
    'g',
  );
  for (const { page, m } of matches(pages, initial)) {
    const title = roleTitle(m[1]!);
    const source = sourceAt(page, m.index, m.index + m[0].length);
    add(m[2]!, title, source);
    if (m[3]) add(m[3], title, source);
  }
  // "X, a Delaware limited liability company, as general partner" / "X, as Trustee"
  const asRole = new RegExp(
    `(${ENTITY_PARTY}|${PERSON})(?:,\\s(?:an?\\s)[^,()\\n]{0,60})?,?[ ]+as\\s+(?:the\\s+)?(general partner|General Partner|Trustee|trustee|Co-Trustee|Manager|Successor Trustee)\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, asRole)) {
    if (/^(?:The|This|Each|Any|Such|Acting)\b/.test(m[1]!)) continue;
    const title = m[2]!.replace(/\b\w/g, (c) => c.toUpperCase());
    add(m[1]!, title, sourceAt(page, m.index, m.index + m[0].length));
  }
  // "The directors of the Corporation are X, Y and Z" / "The trustees are X and Y"
  const list = new RegExp(
    `\\b(?:[Tt]he\\s+)?(?:initial\\s+|currently acting\\s+)?([Dd]irectors|[Tt]rustees|[Mm]anagers|[Gg]eneral [Pp]artners)(?:\\s+of the (?:Corporation|Company|Trust|Partnership))?\\s+(?:are|shall be)\\s*:?\\s+((?:${PERSON})(?:(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?:${PERSON}))+)`,
    'g',
  );
  for (const { page, m } of matches(pages, list)) {
    const title = {
      directors: 'Director',
      trustees: 'Trustee',
      managers: 'Manager',
      'general partners': 'General Partner',
    }[m[1]!.toLowerCase()]!;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    for (const name of m[2]!.split(/,\s*(?:and\s+)?|\s+and\s+/)) add(name, title, source);
  }
  return out;
}

// ---- signing authority and consents ---------------------------------------------------------------------------

export function signingAuthorities(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const who =
    '((?:[Tt]he|[Aa]ny|[Ee]ach|[Ee]ither|[Ii]ts)\\s+(?:sole\\s+|[Ss]ole\\s+|managing\\s+|[Mm]anaging\\s+|general\\s+|[Gg]eneral\\s+)?(?:[Mm]embers?|[Mm]anagers?|[Pp]artners?|[Tt]rustees?|President|Board of Directors|Chief Executive Officer)|(?:[Tt]he|[Aa]ny|[Ee]ach|[Ee]ither)\\s+(?:[A-Z][a-z]+\\s+){0,2}[A-Z][a-z]+)';
  const patterns = [
    new RegExp(
      `${who}\\s+(?:(?:acting )?alone\\s+)?(?:shall have|has|have|is|are|shall be|may)\\s+(?:the\\s+)?(?:full\\s+|sole\\s+|exclusive\\s+)?(?:power(?:\\s+and\\s+authority)?|authority|authorized|empowered|right)\\b[^.]{0,160}?\\b(?:sign|execute|bind)\\b`,
      'g',
    ),
    new RegExp(
      `${who}\\s+(?:acting alone\\s+)?may\\s+(?:sign|execute)\\b[^.]{0,80}?\\bon behalf of the (?:Company|Corporation|Partnership|Trust)`,
      'g',
    ),
    new RegExp(
      `\\b(?:may|shall)\\s+be\\s+(?:signed|executed)[^.]{0,80}?\\bon behalf of the (?:Company|Corporation|Partnership|Trust)\\s+by\\s+${who}`,
      'g',
    ),
  ];
  for (const re of patterns) {
    for (const { page, m } of matches(pages, re)) {
      const holder = m[1]!.replace(/\s+/g, ' ').trim();
      if (/^(?:No|Neither|Nothing)\b/i.test(holder)) continue;
      const source = sourceAt(page, m.index, m.index + m[0].length);
      if (
        /\bnot\b|\bno\b\s+(?:member|partner)/i.test(
          source.quote.slice(0, source.quote.indexOf(holder) + holder.length + 40),
        )
      )
        continue;
      out.push({ value: holder, source, evidence: text, weight: 4 });
    }
  }
  return out;
}

const ACTIONS: Array<[RegExp, ConsentAction]> = [
  [
    /\bborrow|\bincur(?:ring)?\s+(?:any\s+)?(?:indebtedness|debt)|\bobtain(?:ing)?\s+(?:a\s+)?(?:loan|financing)|\brefinanc/i,
    'borrow',
  ],
  [/\bpledg|\bmortgag|\bencumb|\bgrant(?:ing)?\s+(?:a\s+|any\s+)?(?:security interest|lien)/i, 'pledge'],
  [/\bguarant/i, 'guarantee'],
  [/\bsubstantially all\b/i, 'sell substantially all assets'],
];

const THRESHOLD =
  /\b(?:(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:unanimous|majority|supermajority|two-thirds|three-fourths|three-quarters)\s+(?:written\s+)?(?:consent|approval|vote)(?:\s+of)?(?:\s+(?:all\s+of\s+)?the)?\s+(?:[A-Z][a-z]+\s*){1,3}|(?:Members|Partners|Limited Partners|Shareholders|Directors)\s+(?:holding|owning)\s+(?:at least\s+|not less than\s+|more than\s+)?(?:an?\s+)?(?:Majority|majority|Supermajority|two-thirds|three-fourths|[a-z-]+\s+percent|\d{1,3}(?:\.\d+)?\s*%|\(?\d{1,3}(?:\.\d+)?%\)?)(?:\s+\(\d{1,3}(?:\.\d+)?%\))?(?:\s+in\s+Interest)?\s+of\s+the\s+(?:outstanding\s+)?(?:Units|Percentage Interests|Membership Interests|Interests|Shares|votes)|(?:consent|approval|vote)\s+of\s+(?:all|each)\s+of\s+the\s+(?:Members|Partners|Limited Partners|Directors|Shareholders)|(?:consent|approval|vote)\s+of\s+(?:a\s+)?(?:Majority in Interest|Required Interest|Supermajority|majority in interest)(?:\s+of the\s+(?:Members|Limited Partners|Partners))?|(?:consent|approval|vote|resolution)\s+of\s+the\s+(?:Board of Directors|Board|Members|Limited Partners|Partners|Shareholders|beneficiaries))/;

export function consentClauses(
  pages: readonly Page[],
): Array<{ actions: ConsentAction[]; threshold: string | null; source: Source; restricts: boolean }> {
  const out: Array<{ actions: ConsentAction[]; threshold: string | null; source: Source; restricts: boolean }> = [];
  const seen = new Set<string>();
  const trigger = /\b(?:consent|approval|approve|vote|without|authorized by|resolution of)\b/gi;
  for (const { page, m } of matches(pages, trigger)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    if (seen.has(`${source.file}#${source.page}#${source.quote}`)) continue;
    const actions = ACTIONS.filter(([re]) => re.test(source.quote)).map(([, a]) => a);
    if (actions.length === 0) continue;
    // Resolutions that authorise a loan are not restrictions; "RESOLVED, that ... is authorized to borrow".
    if (/^(?:FURTHER\s+)?RESOLVED\b/i.test(source.quote) && !/\b(?:shall not|may not|no\s)\b/i.test(source.quote))
      continue;
    const free = /\bwithout (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)/i.test(source.quote);
    const restricted =
      /\b(?:shall not|may not|will not|no\s(?:\w+\s){0,3}shall|only with|only upon|subject to|requires?|required|unless|except with|without the prior)\b/i.test(
        source.quote,
      ) && /\b(?:consent|approval|vote|approve|authorized by|resolution of)\b/i.test(source.quote);
    if (!restricted && !free) continue;
    seen.add(`${source.file}#${source.page}#${source.quote}`);
    const threshold = THRESHOLD.exec(source.quote)?.[0]?.trim().replace(/\s+/g, ' ') ?? null;
    out.push({ actions, threshold: restricted ? threshold : null, source, restricts: restricted });
  }
  return out;
}
