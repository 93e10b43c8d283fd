import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import type { Evidence } from '../ground.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import type { EntityType } from '../types.ts';
import { type Candidate, KIND } from './patterns.ts';

/**
 * What kind of entity it is, from its own description of itself ("a Washington nonprofit corporation", "this
 * corporation is a nonprofit Public Benefit Corporation"), the word its name clause and defined term use for it
 * ("The name of this corporation is …", "X (the "Corporation")"), its name's suffix, the title of its charter
 * ("Articles of Incorporation", "Certificate of Limited Partnership") and a trust's revocability.
 */

/** Words legal drafting puts between "a" and the kind: "a Delaware non-stock, not for profit membership corporation". */
export const KIND_QUALIFIER =
  '(?:(?:non-?profit|not[- ]for[- ]profit|for[- ]profit|non-?stock|stock|public|mutual|benefit|religious|charitable|membership|professional|domestic|foreign|close|closely held|cooperative|member-managed|manager-managed|single[- ]member|multi-?member|series|statutory|decentralized|autonomous|organization|dao|algorithmically managed)[,]?\\s+){0,5}';

/** The kind as written ("corporation", "limited liability company") to the type. */
function typeOfKind(kind: string): EntityType | null {
  const k = kind.toLowerCase().replace(/\s+/g, ' ');
  if (k === 'limited liability company') return 'LLC';
  if (k === 'limited partnership') return 'Limited Partnership';
  if (k === 'general partnership' || k === 'partnership') return 'General Partnership';
  if (k === 'corporation') return 'Corporation';
  return null;
}

/** A trust's revocability in a sentence: "This trust is revocable", but not "After my death, the trust is irrevocable". */
function trustType(phrase: string, sentence = phrase): EntityType | null {
  if (/\birrevocable\b/i.test(phrase)) {
    // Irrevocable only from a death or another event on: the trust is revocable until then.
    if (/\b(?:death|dies|deceased|incapacity|becomes?\s+irrevocable|will\s+become\s+irrevocable)\b/i.test(sentence))
      return null;
    return 'Irrevocable Trust';
  }
  return /(?<!ir)\brevocable\b/i.test(phrase) ? 'Revocable Trust' : null;
}

export function entityTypes(pages: readonly Page[], name: string | null): Candidate<EntityType>[] {
  const out: Candidate<EntityType>[] = [];
  const evidence: Evidence = { kind: 'enum', field: 'entity_type' };
  const push = (value: EntityType | null, source: ReturnType<typeof sourceAt>, weight: number) => {
    if (value) out.push({ value, source, evidence, weight });
  };
  // "X, a Delaware limited liability company" / "organized as a corporation under" / "is a general partnership"
  const self = new RegExp(
    `(?:\\b(?:is|as|was formed as|be|form|forms|,)\\s+an?\\s+(?:(?:${STATE_NAME_PATTERN})\\s+)?${KIND_QUALIFIER}(${KIND}))|(?:\\bthis\\s+(irrevocable|revocable)\\s+trust\\b)`,
    'gi',
  );
  for (const { page, m } of matches(pages, self)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    // Only the entity describing itself: its name, or "The Company", just before; or "hereby form a ...".
    const before = page.flat.slice(Math.max(0, m.index - 90), m.index + 1);
    const itself =
      (name !== null && before.toLowerCase().includes(name.toLowerCase().slice(0, 14))) ||
      /\b(?:The|the|This|this|Said|said) (?:Company|Corporation|Partnership|Trust|corporation|company|partnership)"?\)?,?\s*(?:is|was organized|was formed|shall be organized)?\s*,?$/.test(
        before.trimEnd().replace(/\s*(?:is|as|be|,)$/, ''),
      ) ||
      /\bform/.test(m[0]);
    if (!itself) continue;
    if (m[2]) push(trustType(m[0]), source, 4);
    else if (/trust/i.test(m[1]!)) push(trustType(source.quote), source, 4);
    else push(typeOfKind(m[1]!), source, 4);
  }
  // The word the name clause uses for the entity: "The name of this corporation is …".
  for (const { page, m } of matches(
    pages,
    /\bthe\s+name\s+of\s+(?:the|this)\s+(?:non-?profit\s+|not[- ]for[- ]profit\s+)?(corporation|limited\s+liability\s+company|limited\s+partnership)\s+(?:is|shall\s+be)\b/gi,
  ))
    push(typeOfKind(m[1]!), sourceAt(page, m.index, m.index + m[0].length), 4);
  // The entity statements of a corporation about itself: "This corporation is …", "Said corporation is organized".
  for (const { page, m } of matches(
    pages,
    /\b(?:This|this|Said|said|The|the) [Cc]orporation (?:is|was|shall be) (?:a|an|organized|formed|incorporated)\b/g,
  ))
    push('Corporation', sourceAt(page, m.index, m.index + m[0].length), 3);
  // Its name with the defined term for its kind: X (the "Corporation").
  if (name) {
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    for (const { page, m } of matches(
      pages,
      new RegExp(
        `${esc}"?,?\\s*\\((?:the |hereinafter,? (?:the )?)?"?(Corporation|Partnership|Limited Partnership)"?\\)`,
        'gi',
      ),
    ))
      push(
        /^corporation$/i.test(m[1]!) ? 'Corporation' : /limited/i.test(m[1]!) ? 'Limited Partnership' : null,
        sourceAt(page, m.index, m.index + m[0].length),
        4,
      );
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
        // On the flat text: a title writes the name over two lines.
        const at = page.flat.indexOf(name);
        if (at >= 0) {
          out.push({ value: fromSuffix, source: sourceAt(page, at, at + name.length), evidence, weight: 3 });
          break;
        }
      }
    }
  }
  // The charter a title names: "ARTICLES OF INCORPORATION OF …", "Certificate of Limited Partnership".
  for (const page of pages.filter((p) => p.page === 1)) {
    const first = page.lines.findIndex((l) => l.trim().length > 0);
    if (first < 0) continue;
    for (let i = first; i < Math.min(page.lines.length, first + 3); i += 1) {
      const line = page.lines[i]!;
      const kind: EntityType | null =
        /\b(?:Articles|Certificate|ARTICLES|CERTIFICATE) (?:of|OF) (?:Incorporation|INCORPORATION)\b/.test(line) &&
        !/\bAmendment|AMENDMENT\b/.test(line)
          ? 'Corporation'
          : /\b(?:Certificate|CERTIFICATE|Agreement|AGREEMENT) (?:of|OF) (?:Limited Partnership|LIMITED PARTNERSHIP)\b/.test(
                line,
              )
            ? 'Limited Partnership'
            : /\b(?:limited liability company|llc)\s+(?:operating\s+)?agreement\b/i.test(line)
              ? 'LLC'
              : null;
      if (kind) {
        out.push({ value: kind, source: sourceOfLines(page, i, i), evidence, weight: 3 });
        break;
      }
    }
  }
  // The statute the entity itself is formed under: "The Corporation is organized under the Washington Nonprofit
  // Corporation Act", "formed under the Delaware Limited Liability Company Act".
  for (const { page, m } of matches(
    pages,
    /\b(?:is|was|are|been|be)\s+(?:duly\s+)?(?:organized|organised|incorporated|formed)\s+(?:and\s+(?:shall\s+be\s+)?operated\s+)?(?:exclusively\s+|solely\s+)?(?:(?:as\s+an?\s+[^.]{0,40}?|for\s+[^.]{0,80}?)\s+)?(?:under|pursuant\s+to)\s+(?:the\s+)?(?:provisions\s+of\s+(?:the\s+)?)?(?:[A-Z][\w-]*\s+){1,7}?(Corporations?|Limited\s+Liability\s+Company|Limited\s+Partnership)\s+(?:Act|Law|Code)\b/g,
  )) {
    const before = page.flat.slice(Math.max(0, m.index - 60), m.index);
    if (
      !/\b(?:The|the|This|this|Said|said|It|it)\s+(?:[A-Z][\w-]*\s+)?(?:Company|Corporation|Partnership|Foundation|Association|Cooperative|LLC|corporation|company|partnership)?\s*$/.test(
        before,
      ) &&
      !(name !== null && before.toLowerCase().includes(name.toLowerCase().slice(0, 14)))
    )
      continue;
    const k = m[1]!.toLowerCase().replace(/\s+/g, ' ');
    push(
      k.startsWith('corporation') ? 'Corporation' : k === 'limited liability company' ? 'LLC' : 'Limited Partnership',
      sourceAt(page, m.index, m.index + m[0].length),
      3,
    );
  }
  // Trusts say what they are in a sentence of their own: "This trust is revocable" / "shall be irrevocable".
  for (const { page, m } of matches(
    pages,
    /\b(?:trust|agreement)\b[^.\n]{0,80}?\b(?:is|shall be|remains)\s+(?:ir)?revocable\b/gi,
  )) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    push(trustType(m[0], source.quote), source, 5);
  }
  return out;
}
