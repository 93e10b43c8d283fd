import { containsNormalized, findDates, findPercentages, findWholeNumbers, normalizeForMatch } from './text.ts';
import { STATE_NAMES } from './states.ts';
import type { DocumentText, Grounded, PageText, Source } from './types.ts';

/**
 * THE GROUNDING RULE. Every value any reader returns passes through `ground()`: the quote must be found verbatim
 * (whitespace, line-break hyphenation and typographic quotes/dashes aside) on the cited page of the cited file,
 * and the value must be derivable from the quote: a name, number or date that appears in it, or an enumerated
 * value whose evidence words are in it. Anything else is dropped, so a value without its evidence never leaves
 * the reader, whichever reader (rules or an AI model) proposed it.
 */

export type Evidence =
  /** The value (a name, address, title, file number, clause) appears in the quote, case aside. */
  | { kind: 'text' }
  /** An ISO date the quote writes in any supported format. */
  | { kind: 'date' }
  /** A two-letter state code whose state name the quote contains. */
  | { kind: 'state' }
  /** A whole number written in the quote. */
  | { kind: 'number' }
  /**
   * A percentage the quote states ("60%", "sixty percent (60%)"), or 100 when the quote names a sole owner, or
   * derived from units: the quote holds `units` and `total` (itself grounded) states the total units.
   */
  | { kind: 'percentage'; units?: number; total?: Grounded<number> }
  /** An enumerated value whose evidence words the quote contains. */
  | { kind: 'enum'; field: EnumField };

export type EnumField = 'entity_type' | 'management' | 'borrowing_restrictions' | 'signed' | 'dissolved' | 'acting';

/** The words that must be in the quote for each enumerated value. */
const ENUM_EVIDENCE: Record<EnumField, Record<string, (quote: string) => boolean>> = {
  entity_type: {
    LLC: (q) => /limited liability company|\bL\.?L\.?C\b/i.test(q),
    Corporation: (q) => /\bcorporation\b|\bincorporat|\bInc\b|\bCorp\b/i.test(q),
    'Limited Partnership': (q) => /limited partnership|\bL\.\s?P\.|\bLP\b/.test(q) || /limited partnership/i.test(q),
    'General Partnership': (q) =>
      /general partnership/i.test(q) || (/partnership/i.test(q) && !/limited (?:liability )?partnership/i.test(q)),
    'Revocable Trust': (q) => /(?<!ir)revocable/i.test(q) && /trust/i.test(q),
    'Irrevocable Trust': (q) => /irrevocable/i.test(q) && /trust/i.test(q),
  },
  // The connectors of rules/management.ts: "managed by", "governed by", "by or under the direction of", "vested in".
  management: {
    'member-managed': (q) =>
      /member[- ]managed|(?:managed|governed)(?: and (?:administered|controlled|directed))? (?:exclusively |solely )?(?:by|under (?:the )?(?:direction|authority) of)(?:,? or under (?:the )?(?:direction|authority) of,?)? (?:its |the )?(?:sole )?members?\b|vested (?:exclusively |solely )?in (?:the |its )?(?:sole )?members?\b|management (?:of the (?:company|llc) )?by (?:the |its )?members?\b|the members (?:shall|will) (?:manage|govern|control)\b|members? (?:shall|will|may) (?:have the right to )?participate in the management\b/i.test(
        q,
      ),
    'manager-managed': (q) =>
      /manager[- ]managed|(?:managed|governed)(?: and (?:administered|controlled|directed))? (?:exclusively |solely )?(?:by|under (?:the )?(?:direction|authority) of)(?:,? or under (?:the )?(?:direction|authority) of,?)? (?:a |one or more |its |the )?(?:board of )?managers?\b|vested (?:exclusively |solely )?in (?:the |its |a |one or more )?(?:board of )?managers?\b|management (?:of the (?:company|llc) )?by (?:the |a |its )?managers?\b|being (?:all (?:of )?)?the managers?(?:\(s\))? of\b|the managers? (?:shall|will) manage\b/i.test(
        q,
      ),
    // A board however it is named: "Board of Directors", the defined "Board", a charity's or club's "Committee".
    board: (q) =>
      /board of (?:directors|trustees|governors)|\b(?:a|its|the) board\b(?! of managers)|\bcommittee\b/i.test(q),
    'general partner': (q) => /\bpartners?\b/i.test(q),
    trustee: (q) => /trustees?\b/i.test(q),
  },
  borrowing_restrictions: {
    true: (q) =>
      /consent|approv|vote|authoriz\w* by|resolution of/i.test(q) &&
      /borrow|loan|indebtedness|pledge|mortgag|encumb|guarant|security interest|substantially all/i.test(q),
    // Expressly allowed without one: "without the consent of …", or a power to borrow that names no consent.
    false: (q) =>
      (/without (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)/i.test(q) &&
        /borrow|indebtedness|pledge|mortgag|encumb|guarant/i.test(q)) ||
      (/\b(?:power|powers|authori[sz]ed|empowered|may)\b/i.test(q) &&
        /\bborrow|\bencumb|\bmortgag/i.test(q) &&
        !/consent|approv|vote/i.test(q)),
  },
  signed: {
    true: (q) => /\/s\/|digitally signed|electronically signed|docusigned/i.test(q),
    false: (q) => /_{3,}/.test(q) && !/\/s\//.test(q),
  },
  /** Whether a signer signs alone or only with another (types.ts Signer.acting), as the authority clause says. */
  acting: {
    alone: (q) =>
      /\balone\b|\bindividually\b|\bsingly\b|\bseverally\b|\bany\b|\beach\b|\beither\b|without the (?:consent|joinder|signature|approval|concurrence) of (?:any|the) other|sufficient to bind/i.test(
        q,
      ),
    jointly: (q) =>
      /\bjointly\b|\btogether\b|\bco-?sign|\bcountersign|\btwo\b|\bboth\b|\band (?:its|the|by (?:the|its)) [a-z]/i.test(
        q,
      ),
  },
  /** A document stating the entity has ended (dissolution.ts): the quote holds the word for it. */
  dissolved: {
    true: (q) => /dissol|cancel|terminat|revo[kc]|forfeit/i.test(q),
  },
};

/** The evidence words of an enumerated value, for other readers to explain their answers. */
export function enumEvidenceHolds(field: EnumField, value: string, quote: string): boolean {
  // Own keys only: "toString" must not find Object.prototype's.
  const values = ENUM_EVIDENCE[field];
  return values !== undefined && Object.hasOwn(values, value) ? values[value]!(normalizeForMatch(quote)) : false;
}

export const MAX_QUOTE = 1200;

/** The page the source cites, when the file and page exist. */
function citedPage(documents: readonly DocumentText[], source: Source) {
  return documents.find((d) => d.file === source.file)?.pages.find((p) => p.page === source.page);
}

/** Whether the quote is found on its cited page (whitespace, hyphenation and typography aside). */
export function quoteIsOnPage(documents: readonly DocumentText[], source: Source): boolean {
  if (typeof source?.quote !== 'string') return false;
  const quote = normalizeForMatch(source.quote);
  if (quote.length < 2 || quote.length > MAX_QUOTE) return false;
  const page = citedPage(documents, source);
  if (page === undefined) return false;
  const text = normalizedPage(page);
  return text.plain.includes(quote) || text.dehyphenated.includes(dehyphenate(quote));
}

const dehyphenate = (s: string) => s.replace(/-\s?/g, '');

/** A page's normalized text, once per page object (every value of a page is checked against it). */
const NORMALIZED = new WeakMap<PageText, { source: string; plain: string; dehyphenated: string }>();
function normalizedPage(page: PageText) {
  let cached = NORMALIZED.get(page);
  if (!cached || cached.source !== page.text) {
    const plain = normalizeForMatch(page.text ?? '');
    cached = { source: page.text, plain, dehyphenated: dehyphenate(plain) };
    NORMALIZED.set(page, cached);
  }
  return cached;
}

/**
 * Whether the value can be read from the quote, by the evidence kind. The quote is read normalized, as it is
 * matched on its page. private.value_follows_from_quote (migration 2200) is the SQL twin: both run the cases of
 * supabase/tests/fixtures/grounding-corpus.json.
 */
export function valueFollowsFromQuote(value: unknown, quote: string, evidence: Evidence): boolean {
  if (typeof quote !== 'string') return false;
  const q = normalizeForMatch(quote);
  switch (evidence.kind) {
    case 'text':
      return typeof value === 'string' && value.trim().length > 0 && containsNormalized(q, value, true);
    case 'date':
      return typeof value === 'string' && findDates(q).some((d) => d.iso === value);
    case 'state': {
      const name = typeof value === 'string' && Object.hasOwn(STATE_NAMES, value) ? STATE_NAMES[value] : undefined;
      return name !== undefined && new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i').test(q);
    }
    case 'number':
      return typeof value === 'number' && findWholeNumbers(q).includes(value);
    case 'percentage': {
      if (typeof value !== 'number' || !(value > 0 && value <= 100)) return false;
      if (evidence.units !== undefined && evidence.total) {
        const derived = Math.round((evidence.units / evidence.total.value) * 10000) / 100;
        return derived === value && findWholeNumbers(q).includes(evidence.units);
      }
      if (findPercentages(q).includes(value)) return true;
      return value === 100 && /\bsole (?:member|owner|shareholder|stockholder|partner)\b/i.test(q);
    }
    case 'enum':
      return typeof value === 'string' || typeof value === 'boolean'
        ? enumEvidenceHolds(evidence.field, String(value), q)
        : false;
  }
}

/**
 * The one gate: the value with its source when the quote is on the page and the value follows from it; null
 * otherwise. A derived percentage also needs its total's own source grounded.
 */
export function ground<T>(
  documents: readonly DocumentText[],
  value: T,
  source: Source,
  evidence: Evidence,
): Grounded<T> | null {
  if (value === null || value === undefined || !source) return null;
  if (!quoteIsOnPage(documents, source)) return null;
  if (!valueFollowsFromQuote(value, source.quote, evidence)) return null;
  if (evidence.kind === 'percentage' && evidence.total) {
    if (!ground(documents, evidence.total.value, evidence.total.source, { kind: 'number' })) return null;
  }
  return { value, source: { file: source.file, page: source.page, quote: normalizeForMatch(source.quote) } };
}
