import type { Evidence } from '../ground.ts';
import type { Source } from '../types.ts';

/**
 * The built-in reader's rules, one file per capability (this one holds what they share): plain patterns over the page texts that propose values with the clause they
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

export const text: Evidence = { kind: 'text' };

/** Entity suffixes, the words of a proper name, and the kinds of entity as prose names them. */
export const SUFFIX =
  '(?:L\\.\\s?L\\.\\s?C\\.|LLC|Inc\\.|Incorporated|Corporation|Corp\\.|Limited Partnership|L\\.P\\.|LP|LLLP|L\\.L\\.L\\.P\\.|General Partnership|Partnership|Ltd\\.|Company|Trust)';
export const NAME_WORD = "(?:[A-Z0-9][A-Za-z0-9&'.\\-]*|&|and|of|de|la|van|von)";
/** A proper name ending in an entity suffix: "Harbor Point Holdings, LLC", "The Carter Family Revocable Trust". */
export const ENTITY_NAME = `(?:${NAME_WORD},?[ ]){0,9}?${SUFFIX}`;
export const KIND =
  '(?:limited\\s+liability\\s+company|corporation|limited\\s+partnership|general\\s+partnership|partnership|statutory\\s+trust|business\\s+trust|trust)';
/** Words that start a document title or a sentence, never a name. */
export const LEADING =
  /^(?:(?:This|The|That|Such|Each|Any|Said|Of|And|Amended|Restated|Second|Third|First|Operating|Company|Limited|Liability|Agreement|Bylaws|By-Laws|Certificate|Certification|Articles|Formation|Organization|Incorporation|Partnership|Declaration|Resolutions?|Written|Consent|Unanimous|Action|Minutes|Regulations|Schedule|Exhibit|In|Witness|Whereof|Member|Members|Manager|Managers|Board|Directors?|Sole|Trust|Trustee|To|For|By|Between|Among|As|With|Dated|Recitals?|Name|Entity)\s+)+/i;

/** A person's or an entity's name as schedules and prose write it, and words that start a row but name nobody. */
export const OWNER_NAME =
  "(?:[A-Z][A-Za-z'.-]*|[A-Z]\\.)(?:,?[ ](?:[A-Z][A-Za-z'.-]*|&|of|de|la|van|von|[A-Z]\\.|LLC|L\\.L\\.C\\.|Inc\\.|L\\.P\\.|LP)){1,8}";
export const NOT_A_NAME =
  /^(?:Company|Corporation|Partnership|Agreement|Trust|Grantor|Settlor|Notary|Total|Totals|Name|Names|Member|Members|Partner|Partners|Limited Partners?|General Partners?|Shareholders?|Units|Percentage|Percent|Interest|Capital|Address|Schedule|Exhibit|Class|Signature|Date|The|This|Each|All|Section|Article)\b/i;
