import { matches, sourceAt, type Page } from '../clauses.ts';
import type { ManagementType } from '../types.ts';
import { type Candidate } from './patterns.ts';

/** Who manages the entity: its members, managers, a board, its general partners or its trustees. */

/**
 * How drafting connects the governed thing to whoever governs it: "managed by", "managed exclusively by or under the
 * direction of", "under the direction of", "vested in". Spaces are \s+ because pdf.js and OCR break lines anywhere.
 */
const BY = String.raw`(?:(?:exclusively|solely)\s+)?(?:by(?:,?\s+or\s+under\s+(?:the\s+)?(?:direction|authority)\s+of,?)?|under\s+(?:the\s+)?(?:direction|authority)\s+of|in)`;
const MANAGED = String.raw`(?:managed|governed)(?:\s+and\s+(?:administered|controlled|directed))?`;
/** A board however it is named: "the Board of Directors", the defined "Board", a charity's or a club's "Committee". */
const BOARD = String.raw`(?:a|its|the)\s+(?:board\s+of\s+(?:directors|trustees|governors)|board(?!\s+of\s+managers)|(?:management\s+|executive\s+)?committee)\b`;

const MANAGEMENT_PATTERNS: Array<[RegExp, ManagementType, number]> = [
  [
    new RegExp(
      String.raw`\bmember[- ]managed\b|\b${MANAGED}\s+${BY}\s+(?:its\s+|the\s+)?(?:sole\s+)?members?\b|\bmanagement[^.]{0,60}\bvested\s+${BY}\s+(?:the\s+|its\s+)?(?:sole\s+)?members?\b|\bmanagement\s+(?:of\s+the\s+(?:company|llc)\s+)?by\s+(?:the\s+|its\s+)?members?\b|\bthe\s+members\s+(?:shall|will)\s+(?:manage|govern|control)\s+the\s+(?:company|llc|business)\b|\b(?:each|every|all)\s+(?:of\s+the\s+)?members?\s+(?:shall|will|may)\s+(?:have\s+the\s+right\s+to\s+)?participate\s+in\s+the\s+management\b`,
      'gi',
    ),
    'member-managed',
    5,
  ],
  [
    new RegExp(
      String.raw`\bmanager[- ]managed\b|\b${MANAGED}\s+${BY}\s+(?:a\s+|one\s+or\s+more\s+|its\s+|the\s+)?(?:board\s+of\s+)?managers?\b|\b(?:management|powers)[^.]{0,80}\bvested\s+${BY}\s+(?:the\s+|its\s+|a\s+|one\s+or\s+more\s+)?(?:board\s+of\s+)?managers?\b|\bmanagement\s+(?:of\s+the\s+(?:company|llc)\s+)?by\s+(?:the\s+|a\s+|its\s+)?managers?\b|\bthe\s+managers?\s+(?:shall|will)\s+manage\s+the\s+(?:company|llc|business|affairs)\b`,
      'gi',
    ),
    'manager-managed',
    5,
  ],
  // A written consent given by "the undersigned, being the Manager(s) of" an LLC: managers act for it.
  [/\bbeing\s+(?:all\s+(?:of\s+)?)?the\s+managers?(?:\(s\))?\s+of\b/gi, 'manager-managed', 3],
  [
    new RegExp(
      String.raw`\b(?:business|affairs|activities|property|powers|management)\b[^.]{0,80}\b(?:managed|governed|directed|controlled|conducted|exercised|vested)\b[^.]{0,40}\b${BY},?\s+${BOARD}|\bgoverning body\b[^.]{0,60}\b(?:is|shall be)\s+${BOARD}|\bboard of directors\s+(?:is|shall be)\s+the\s+governing body\b|\b(?:is|shall be|will be)\s+governed\s+by\s+${BOARD}|\bthe board(?: of directors)? (?:shall|will) (?:have (?:the )?(?:general |full )?(?:control|charge|management|supervision) of|manage|govern|direct|be responsible for)\b[^.]{0,60}\b(?:affairs|business|activities|management|direction|policy)\b|\bthe\s+board(?:\s+of\s+(?:directors|trustees|governors))?(?:\s*\((?:the\s+)?["“][^"”]{1,20}["”]\))?,?\s+(?:shall\s+have|has|will\s+have|holds?|shall\s+hold)\s+(?:the\s+)?(?:(?:full|general|ultimate|final|sole|overall|complete|exclusive)\s+(?:and\s+)?)*(?:authority|power|control|responsibility|charge)\s+(?:over|for|of)\s+(?:all\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}(?:governance|affairs|business|management|operations|direction|policy|policies|activities|property)\b`,
      'gi',
    ),
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
    /\b(?:the )?trustees? (?:shall have|has|have|holds?|may exercise)[^.]{0,60}\b(?:powers?|authority)\b|\bcurrently acting trustees?\b|\bthe trust(?:ee)? powers\b|\btrustees? (?:shall|will) (?:hold,?\s+)?(?:manage|administer)\b/gi,
    'trustee',
    3,
  ],
];

export function managements(pages: readonly Page[]): Candidate<ManagementType>[] {
  const out: Candidate<ManagementType>[] = [];
  const aTrust = pages.some((p) =>
    /\b(?:this|the) trust\b(?! company)|\b(?:declaration|certification) of trust\b|\btrust agreement\b/i.test(p.text),
  );
  for (const [re, value, weight] of MANAGEMENT_PATTERNS) {
    for (const { page, m } of matches(pages, re)) {
      const source = sourceAt(page, m.index, m.index + m[0].length);
      // "shall not be managed by its Members" says the opposite.
      if (
        /\bnot\s+(?:be\s+)?managed\b|\bno member\b[^.]{0,40}\bmanage/i.test(source.quote) &&
        value === 'member-managed'
      )
        continue;
      // Trustees manage a trust; a charity's or an association's "trustees" are its board, and "no … powers" is none.
      if (value === 'trustee' && (!aTrust || /\bno\s+(?:\w+\s+){0,3}powers?\b/i.test(source.quote))) continue;
      out.push({ value, source, evidence: { kind: 'enum', field: 'management' }, weight });
    }
  }
  return out;
}
