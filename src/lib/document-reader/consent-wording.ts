import { normalizeForMatch } from './text.ts';
import type { Consent } from './types.ts';

/**
 * A consent's words as the drafted report and the reviewer's check give them: always the clause's own words, cut
 * from its quote (which is on its page), so a drafted consent keeps the agreement's threshold and dollar limit and
 * adds no word the agreement does not have. What the texts add around them is framing ("Obtain …", the citation).
 */

/** A quote as the document writes it, on one line. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A phrase as a pattern that finds it in the quote, whatever its quotes, apostrophes and dashes. */
const patternOf = (phrase: string) =>
  flat(normalizeForMatch(phrase))
    .split(' ')
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/'/g, "['\u2018\u2019]")
        .replace(/"/g, '["\u201C\u201D]')
        .replace(/-/g, '[-\u2010-\u2015]'),
    )
    .join('\\s+');

const NOUN = '(?:consent|approval|vote|resolution|authori[sz]ation|agreement|direction)';
const MODIFIER =
  '(?:prior|express|affirmative|unanimous|majority|super|supermajority|written|advance|formal|separate|specific|two-thirds|three-fourths|three-quarters)';
/** Before a threshold that starts with its noun ("consent of all of the Partners"): "the written ", "a ". */
const LEAD_IN = new RegExp(`(?:\\b(?:the|a|an)\\s+)?(?:${MODIFIER}\\s+)*$`, 'i');
/** Before a threshold that names only who consents ("Members holding …"): "the approval of ", "a vote of ". */
const NOUN_OF = new RegExp(
  `(?:\\b(?:the|a|an)\\s+)?(?:${MODIFIER}\\s+)*(?:written\\s+)?${NOUN}(?:\\s+in\\s+writing)?\\s+of\\s+$`,
  'i',
);
/** Before a threshold that names only who consents, a verb: "approved by ", "authorized in writing by ". */
const PARTICIPLE = /\b(?:approved|authori[sz]ed|consented\s+to|adopted)\s+(?:in\s+writing\s+)?by\s+$/i;
/** A threshold that is a noun phrase ("the unanimous written consent of the Members"), to say "obtain" it. */
const NOUN_PHRASE = new RegExp(`^(?:(?:the|a|an)\\s+)?(?:${MODIFIER}\\s+)*(?:written\\s+)?${NOUN}\\b`, 'i');

/** A threshold names who consents (or how many): one that names neither is not one ("approval of any financing"). */
const WHO =
  /\b(?:members?|managers?|partners?|directors?|board|shareholders?|stockholders?|committee|beneficiar\w*|trustees?|holders?|interests?|units|shares|majority|unanimous\w*|all|each|both|owners?|general\s+partner|council|voters?|delegates?)\b/i;

/** After a threshold that ends with its noun ("a Super Majority Vote"): whose it is ("of the Board of Directors"). */
const WHOSE =
  /^\s+(?:of|by)\s+(?:(?:the|all|each|its|a|an)\s+)?[A-Z][\w'\u2019-]*(?:\s+(?:of|and|the|[A-Z][\w'\u2019-]*))*/;

/** After it: who among them ("the Members holding a majority of the ownership percentages"), to the clause's next stop. */
const QUALIFIER = /^\s+(?:holding|owning|who\s+(?:hold|own)|representing|having|constituting)\b[^,.;:()]{1,120}/i;

/**
 * Where the rules read no threshold, the clause's own: "without the written approval of both General Partners and
 * Limited Partners holding …", "require the prior written consent of the Advisory Committee", to the clause's stop.
 */
const IN_CLAUSE = new RegExp(
  `\\b(?:without|unless\\s+(?:authorized|approved)\\s+by|requires?|required|subject\\s+to|only\\s+(?:with|upon))\\s+((?:the|a|an)\\s+(?:${MODIFIER}\\s+)*(?:written\\s+)?${NOUN}(?:\\s+in\\s+writing)?\\s+(?:of|by)\\s+[^.;:]{3,160}?)(?=\\s*(?:[.;:]|,\\s+(?:\\(|provided|except|unless|and\\s+\\(|or\\s+\\()|$))`,
  'i',
);

/**
 * The consent's threshold as the clause words it, in full: the threshold the rules read, widened within the quote
 * to its noun and article ("the approval of Members holding a Majority of the Units") and to who among them
 * ("consent of the Members holding a majority of the ownership percentages"); where they read none, the clause's
 * "without the … consent of …" phrase. Null when the clause words none.
 */
export function consentThreshold(consent: Pick<Consent, 'threshold' | 'source'>): string | null {
  const quote = flat(consent.source.quote);
  // "authorized by a resolution of the Board": the threshold is the resolution, not the verb before it.
  const threshold = consent.threshold
    ? flat(consent.threshold).replace(/^(?:(?:authori[sz]ed|approved|adopted|consented\s+to)\s+by|by)\s+/i, '')
    : '';
  const at = threshold ? new RegExp(patternOf(threshold), 'i').exec(quote) : null;
  if (!at || !WHO.test(threshold)) {
    const stated = IN_CLAUSE.exec(quote)?.[1]?.trim() ?? null;
    return stated && WHO.test(stated) ? stated : null;
  }
  const before = quote.slice(0, at.index);
  const lead = new RegExp(`^(?:${MODIFIER}|${NOUN})\\b`, 'i').test(threshold)
    ? LEAD_IN.exec(before)
    : NOUN_PHRASE.test(threshold)
      ? null
      : (NOUN_OF.exec(before) ?? PARTICIPLE.exec(before));
  const start = lead ? lead.index : at.index;
  let end = at.index + at[0].length;
  if (new RegExp(`${NOUN}$`, 'i').test(at[0]))
    end += WHOSE.exec(quote.slice(end))?.[0].replace(/\s+(?:of|and|the)$/, '').length ?? 0;
  end += QUALIFIER.exec(quote.slice(end))?.[0].length ?? 0;
  return quote.slice(start, end).trim();
}

/** An amount of money as drafting states a limit: "in excess of $250,000", "in an amount greater than $10,000". */
const AMOUNT =
  /(?:\b(?:in\s+excess\s+of|exceeding|that\s+exceeds?|more\s+than|greater\s+than|over|above|of\s+at\s+least|at\s+least|not\s+to\s+exceed|up\s+to|less\s+than|below|under|of)\s+)?(?:\b(?:in\s+)?(?:an?\s+)?(?:aggregate\s+|total\s+|principal\s+)*amount\s+(?:of\s+|greater\s+than\s+|in\s+excess\s+of\s+|exceeding\s+|over\s+|of\s+more\s+than\s+)?)?\$\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s*(?:million|thousand|billion))?(?:\s+or\s+more)?(?:\s+in\s+the\s+aggregate)?/i;
/** Words of borrowing the limit must follow, within its list item. */
const BORROWING = /\b(?:borrow\w*|incur\w*|indebtedness|loans?|liabilit\w+|obligations?|debt|financ\w*|credit)\b/gi;

/**
 * The clause's dollar limit on borrowing as written ("in excess of $250,000"), from the consent's own `amount` when
 * the reader read one, else the first amount that follows a word of borrowing in the same list item of the quote.
 * Null when the clause states none (an amount elsewhere in it, for a sale, is not a borrowing limit).
 */
export function consentLimit(consent: Pick<Consent, 'source'> & { amount?: string | null }): string | null {
  if (consent.amount) return flat(consent.amount).replace(/[,;:.]+$/, '');
  const quote = flat(consent.source.quote);
  for (const m of quote.matchAll(BORROWING)) {
    const item = quote.slice(m.index, m.index + 160).split(/;|\(\s*[a-z0-9]{1,3}\s*\)|\b[a-z0-9]{1,3}\)\s/)[0]!;
    const amount = AMOUNT.exec(item);
    if (amount) return amount[0].trim();
  }
  return null;
}

const MAX_TEXT = 2000;
const cite = (c: Pick<Consent, 'source'>) => `${c.source.file}, p. ${c.source.page}`;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A consent as the report lists it: its threshold, then the clause in quotation marks, then where it is. The
 * clause carries what needs the consent and any dollar limit in the agreement's words.
 */
export function consentText(consent: Pick<Consent, 'threshold' | 'source'>): string {
  const threshold = consentThreshold(consent);
  const head = threshold ? `${capitalize(threshold)}: ` : '';
  const tail = ` (${cite(consent)})`;
  let quote = flat(consent.source.quote);
  const room = MAX_TEXT - head.length - tail.length - 2;
  if (quote.length > room) quote = `${quote.slice(0, room - 1).trimEnd()}…`;
  return `${head}“${quote}”${tail}`;
}

/**
 * The closing-checklist item for a consent to borrow or encumber: a sentence saying what to obtain, in the clause's
 * words, and where the clause is. A threshold worded as a verb ("approved by the Board") is quoted as it stands.
 */
export function consentChecklistItem(
  consent: Pick<Consent, 'threshold' | 'source'> & { amount?: string | null },
): string {
  const threshold = consentThreshold(consent);
  const limit = consentLimit(consent);
  const where = `${cite(consent)}${limit ? `; its dollar limit: “${limit}”` : ''}`;
  if (threshold && NOUN_PHRASE.test(threshold)) return `Obtain ${threshold} for the loan before closing (${where}).`;
  return `Obtain the consent or approval that the clause requires for the loan before closing${threshold ? `: “${threshold}”` : ''} (${where}).`;
}

/** The reviewer's check for a consent to borrow or encumber: what it needs, in the clause's words. */
export function consentCheckMessage(
  consent: Pick<Consent, 'threshold' | 'source'> & { amount?: string | null },
): string {
  const threshold = consentThreshold(consent);
  const limit = consentLimit(consent);
  const needs =
    threshold && NOUN_PHRASE.test(threshold)
      ? threshold
      : `the consent or approval the clause names${threshold ? ` (“${threshold}”)` : ''}`;
  return `Borrowing or encumbering needs ${needs}${limit ? ` (the clause’s dollar limit: “${limit}”)` : ''}: obtain it before closing.`;
}
