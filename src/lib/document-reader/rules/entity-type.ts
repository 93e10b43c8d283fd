import { matches, sourceAt, type Page } from '../clauses.ts';
import type { Evidence } from '../ground.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import type { EntityType } from '../types.ts';
import { type Candidate, KIND } from './patterns.ts';

/** What kind of entity it is, from its own description of itself, its name's suffix, a trust's revocability. */

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
