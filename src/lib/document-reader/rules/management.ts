import { matches, sourceAt, type Page } from '../clauses.ts';
import type { ManagementType } from '../types.ts';
import { type Candidate } from './patterns.ts';

/** Who manages the entity: its members, managers, a board, its general partners or its trustees. */

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
    /\b(?:business|affairs|activities|property|powers|management)\b[^.]{0,80}\b(?:managed|governed|directed|controlled|conducted|exercised|vested)\b[^.]{0,40}\b(?:by|in|under the (?:direction|authority) of),?\s+(?:or under the (?:direction|authority) of,?\s+)?(?:a|its|the)\s+board of directors\b|\bgoverning body\b[^.]{0,60}\b(?:is|shall be)\s+(?:a|its|the)\s+board of directors\b|\bboard of directors\s+(?:is|shall be)\s+the\s+governing body\b|\b(?:is|shall be|will be)\s+governed\s+by\s+(?:a|its|the)\s+board of directors\b|\bthe board of directors shall (?:have (?:general )?(?:control|charge) of|manage|govern|direct)\b[^.]{0,60}\b(?:affairs|business|activities|management)\b/gi,
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
