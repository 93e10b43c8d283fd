import { clauseBounds, sourceAt, sourceOfLines, type Page } from './clauses.ts';
import { signedOf } from './document-rules.ts';
import type { Source } from './types.ts';

/**
 * Documents that state the entity has ended: a certificate, articles, statement or notice of dissolution,
 * cancellation, termination, revocation or forfeiture; a sentence saying the entity was (or is hereby) dissolved;
 * a state record's "Status: Dissolved"; an adopted resolution to dissolve. Not the dissolution article every
 * operating or partnership agreement has ("The Company shall be dissolved upon …", "Events of Dissolution",
 * "If the Company is dissolved …"): those say when it would end, not that it has. A wrong "dissolved" sends a
 * reviewer looking for nothing; a missed one lets a loan close with an entity that no longer exists, so the rules
 * read the wording that states the fact and leave the rest.
 */

export const ENDINGS = ['dissolved', 'cancelled', 'terminated', 'revoked', 'forfeited'] as const;
export type Ending = (typeof ENDINGS)[number];

export interface DissolutionStatement {
  ending: Ending;
  /** How the document says it: its title, a sentence (or a state record's status), an adopted resolution. */
  kind: 'title' | 'statement' | 'resolution';
  source: Source;
}

const ENDING_OF: Array<[string, Ending]> = [
  ['dissol', 'dissolved'],
  ['cancel', 'cancelled'],
  ['termin', 'terminated'],
  ['revo', 'revoked'],
  ['forfei', 'forfeited'],
];
const endingOf = (word: string): Ending =>
  ENDING_OF.find(([stem]) => word.toLowerCase().startsWith(stem))?.[1] ?? 'dissolved';

// A heading of its own: "CERTIFICATE OF DISSOLUTION", "Articles of Dissolution of X LLC", "NOTICE OF
// ADMINISTRATIVE DISSOLUTION", "CERTIFICATE OF CANCELLATION OF CERTIFICATE OF FORMATION".
const TITLE =
  /^(?:CERTIFICATE|ARTICLES|STATEMENT|NOTICE|CERTIFICATION|DECLARATION)\s+OF\s+(?:(?:ADMINISTRATIVE|JUDICIAL|VOLUNTARY|INVOLUNTARY)\s+)?(DISSOLUTION|CANCELLATION|TERMINATION|REVOCATION|FORFEITURE)((?:\s+(?:OF|FOR)\s+|\s*[-:(]\s*).{1,100})?$/i;
// Titles that undo an ending, announce one to come, or end something other than the entity.
const NOT_AN_ENDING =
  /\b(?:dissolution|reinstatement|revival|restoration|rescission|intent|intention|proposed|plan|correction|withdrawal|lease|employment|contract|agreement|proxy|attorney|license|membership|member|partner|shares?|interest|trustee|agent|registered)\b/i;

const SUBJECT_NOUN =
  '(?:limited\\s+liability\\s+company|limited\\s+partnership|general\\s+partnership|corporation|company|partnership|trust|entity|LLC)';
const SUBJECT_THING =
  '(?:(?:corporate\\s+)?(?:existence|charter|registration)|right\\s+to\\s+transact\\s+business|certificate\\s+of\\s+(?:formation|organization|incorporation|limited\\s+partnership)|articles\\s+of\\s+(?:organization|incorporation))';
const ADVERB =
  '(?:(?:hereby|duly|formally|officially|administratively|judicially|voluntarily|involuntarily|automatically|thereby|subsequently|accordingly)\\s+)*';
const ENDED = '(dissolved|cancell?ed|canceled|terminated|revoked|forfeited)';

/** The entity as a sentence names it: "the Company", "said corporation", its own name, "the charter of the Company". */
function subjectPattern(entityName: string | null): string {
  const noun = `(?:the|said|this|such)\\s+(?:above[- ]named\\s+)?${SUBJECT_NOUN}(?:\\s+(?:named|identified|described)\\s+(?:above|herein))?`;
  const name = entityName ? entityName.trim().split(/\s+/).map(escape).join('\\s+') : null;
  const who = name ? `(?:${noun}|${name})` : noun;
  // One or two appositives: "Oak Hollow LLC, a Georgia limited liability company, File No. 123, was …".
  return `(?:(?:the\\s+)?${SUBJECT_THING}\\s+of\\s+${who}|${who}(?:'s\\s+${SUBJECT_THING})?)(?:,\\s+(?:[^,.;:]|\\.(?!\\s+[A-Z])){1,120}){0,2},?`;
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words before the subject that make the sentence a condition, not a statement: "if", "upon", and the drafting
 * that supposes a case ("even where the Company has been dissolved", "in the case the Company has been dissolved",
 * "so long as"), as records and survival clauses write it.
 */
const CONDITION_BEFORE =
  /\b(?:if|when|whenever|where|wherever|unless|until|upon|after|before|once|whether|provided|in\s+the\s+event|in\s+(?:the\s+)?case|prior\s+to|deemed|(?:so|as)\s+long\s+as|assuming|supposing)\b/i;
/** Words after a present-tense "is dissolved" that make it a rule of the agreement ("is dissolved upon …"). */
const CONDITION_AFTER =
  /\b(?:upon|if|when|whenever|unless|only|following|in\s+the\s+event|on\s+the\s+(?:occurrence|happening|first)|by\s+reason\s+of|as\s+provided|in\s+accordance)\b/i;

/** Before the subject: it is the object of a phrase ("the dissolution of the Company", "a member of the Company"). */
const OBJECT_OF = /\b(?:of|to|for|with|by|from|in|on|against|than)\s+$/i;
/** A form to fill in states nothing: a blank in the clause, or a page headed "Form of …". */
const BLANK = /_{3,}/;
const isForm = (page: Page) =>
  page.lines
    .filter((l) => l.trim())
    .slice(0, 3)
    .some((l) => /\bform\s+of\b/i.test(l));

/** The clause's words before `index` and after `end` (bounds from the lined text, words from the flat one). */
function around(page: Page, index: number, end: number) {
  const [start, stop] = clauseBounds(page.text, index, end);
  return { before: page.flat.slice(start, index), after: page.flat.slice(end, stop), start };
}

function titles(page: Page): DissolutionStatement[] {
  const out: DissolutionStatement[] = [];
  const heads = page.lines.map((line, i) => ({ line, i })).filter(({ line }) => line.trim().length > 0);
  for (const { line, i } of heads.slice(0, 8)) {
    const m = TITLE.exec(line.trim());
    if (!m || (m[2] && NOT_AN_ENDING.test(m[2])) || /[a-z]\.$/.test(line)) continue;
    out.push({ ending: endingOf(m[1]!), kind: 'title', source: sourceOfLines(page, i, i) });
  }
  return out;
}

/** The sentence patterns, built once per reading (they hold the entity's name). */
function patternsFor(entityName: string | null) {
  const subject = subjectPattern(entityName);
  return {
    // "the Company was dissolved", "X LLC has been administratively dissolved", "the corporation is hereby dissolved".
    passive: new RegExp(
      `\\b${subject}\\s+(is|was|were|are|stands|(?:has|have|had)\\s+been|is\\s+now)\\s+${ADVERB}${ENDED}\\b`,
      'gi',
    ),
    // "The Members voted to dissolve the Company", "the Board approved the dissolution of the Corporation".
    decided: new RegExp(
      `\\b(?:voted|elected|decided|agreed|approved|authorized|adopted|consented\\s+to)\\s+(?:\\w+ly\\s+)?(?:to\\s+dissolve|the\\s+(?:voluntary\\s+)?dissolution\\s+of)\\s+${subject}`,
      'gi',
    ),
    // A resolution's or consent's own words: "be dissolved", "approve the dissolution of", "to dissolve the Company".
    resolved: [
      new RegExp(
        `\\b${subject}\\s+(?:be|shall\\s+be|is\\s+hereby|hereby\\s+is|will\\s+be|is)\\s+${ADVERB}${ENDED}\\b`,
        'gi',
      ),
      new RegExp(
        `\\b(?:approves?|authorizes?|adopts?|consents?\\s+to|approve\\s+and\\s+adopt)\\s+(?:the\\s+)?(?:voluntary\\s+)?(?:dissolution|termination|cancellation)\\s+of\\s+${subject}`,
        'gi',
      ),
      new RegExp(
        `\\b(?:the\\s+)?(?:voluntary\\s+)?dissolution\\s+of\\s+${subject}\\s+(?:be|is|is\\s+hereby)\\s+(?:approved|authorized|adopted)`,
        'gi',
      ),
      new RegExp(`\\bto\\s+dissolve\\s+${subject}`, 'gi'),
    ],
  };
}
type Patterns = ReturnType<typeof patternsFor>;

function statements(page: Page, { passive, decided }: Patterns): DissolutionStatement[] {
  const out: DissolutionStatement[] = [];
  passive.lastIndex = 0;
  for (let m = passive.exec(page.flat); m; m = passive.exec(page.flat)) {
    const end = m.index + m[0].length;
    const { before, after } = around(page, m.index, end);
    if (
      CONDITION_BEFORE.test(before) ||
      OBJECT_OF.test(before) ||
      BLANK.test(after) ||
      /^\s*(?:RESOLVED|FURTHER\s+RESOLVED|BE\s+IT\s+RESOLVED)\b/i.test(before)
    )
      continue;
    const present = /^(?:is|are|stands|is\s+now)$/i.test(m[1]!.replace(/\s+/g, ' '));
    if (present && !/\bhereby\b/i.test(m[0]) && CONDITION_AFTER.test(after)) continue;
    out.push({ ending: endingOf(m[2]!), kind: 'statement', source: sourceAt(page, m.index, end) });
  }
  decided.lastIndex = 0;
  for (let m = decided.exec(page.flat); m; m = decided.exec(page.flat)) {
    const end = m.index + m[0].length;
    const { before, after } = around(page, m.index, end);
    if (
      CONDITION_BEFORE.test(before) ||
      BLANK.test(after) ||
      /\b(?:shall|will|may|must|would|could|not)\s+(?:have\s+)?$/i.test(before)
    )
      continue;
    out.push({ ending: 'dissolved', kind: 'statement', source: sourceAt(page, m.index, end) });
  }
  // A state record: "Status: Administratively Dissolved", "Entity Status: Cancelled".
  const status =
    /^(?:Entity |Current |Company |Corporate |Business |Registration |Filing )?Status\s*[:-]\s*(.{0,80}?\b(dissolved|cancell?ed|canceled|terminated|revoked|forfeited)\b.*)$/gim;
  for (let m = status.exec(page.text); m; m = status.exec(page.text)) {
    if (/\b(?:not|never|pending|intent)\b/i.test(m[1]!)) continue;
    const line = page.text.slice(0, m.index).split('\n').length - 1;
    out.push({ ending: endingOf(m[2]!), kind: 'statement', source: sourceOfLines(page, line, line) });
  }
  return out;
}

/** A resolution or consent dissolving the entity: "RESOLVED, that the Company be dissolved", "hereby approve …". */
function resolutions(page: Page, { resolved: forms }: Patterns): DissolutionStatement[] {
  const out: DissolutionStatement[] = [];
  for (const [index, re] of forms.entries()) {
    re.lastIndex = 0;
    for (let m = re.exec(page.flat); m; m = re.exec(page.flat)) {
      const end = m.index + m[0].length;
      const { before } = around(page, m.index, end);
      const resolved = /^\s*(?:FURTHER\s+)?(?:BE\s+IT\s+)?RESOLVED\b/i.test(before);
      // A written consent's own act: "The undersigned … hereby approve the dissolution of the Company".
      const consent =
        (index === 1 && /\bhereby\s+(?:\w+ly\s+)?$/i.test(before)) || (index === 2 && /\bhereby\b/i.test(m[0]));
      if ((!resolved && !consent) || (index === 0 && OBJECT_OF.test(before))) continue;
      const rest = before.replace(/^\s*(?:FURTHER\s+)?(?:BE\s+IT\s+)?RESOLVED,?\s+(?:that\s+)?/i, '');
      if (CONDITION_BEFORE.test(rest) || /\b(?:not|never)\b/i.test(`${rest} ${m[0]}`)) continue;
      out.push({
        ending: endingOf(m[0].match(/dissol|cancel|termin/i)?.[0] ?? 'dissol'),
        kind: 'resolution',
        source: sourceAt(page, m.index, end),
      });
    }
  }
  return out;
}

/** Whether a file's resolution was adopted: signed, or its text says it was adopted or consented to. */
function adopted(pages: readonly Page[]): boolean {
  const signed = signedOf(pages);
  if (signed?.value === false) return false;
  if (signed?.value === true) return true;
  return pages.some((p) =>
    /\b(?:adopted|approved|passed)\s+(?:by|on|at|as\s+of|this)\b|\bhereby\s+(?:consents?|adopts?|approves?)\b/i.test(
      p.flat,
    ),
  );
}

/**
 * What each file states about the entity's ending: the first statement per file (a title first, then the
 * page's sentences in order). `entityName` (as read) lets a sentence name the entity itself.
 */
export function dissolutionStatements(pages: readonly Page[], entityName: string | null): DissolutionStatement[] {
  const out: DissolutionStatement[] = [];
  const files = [...new Set(pages.map((p) => p.file))];
  const patterns = patternsFor(entityName);
  for (const file of files) {
    const own = pages.filter((p) => p.file === file).sort((a, b) => a.page - b.page);
    const isAdopted = adopted(own);
    for (const page of own.filter((p) => !isForm(p))) {
      const found = [...titles(page), ...statements(page, patterns), ...(isAdopted ? resolutions(page, patterns) : [])];
      if (found.length > 0) {
        out.push(found[0]!);
        break;
      }
    }
  }
  return out;
}
