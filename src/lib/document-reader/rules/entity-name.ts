import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import type { Source } from '../types.ts';
import { KIND_QUALIFIER } from './entity-type.ts';
import { type Candidate, text, ENTITY_NAME, KIND } from './patterns.ts';

/**
 * The entity's own name, as the documents write it: from the name clause ("The name of the corporation is …",
 * "The association's name is:", "shall be known as …"), defined terms, filing labels, recitals and titles (one
 * or two lines). A name is never cut: a value is the document's words from the first word of the name to its
 * last, and a candidate that is not a whole name (a heading, a sentence fragment) is dropped, not trimmed.
 */

/** What the documents call the body whose name they state ("the name of the <body> is"). */
const BODY =
  '(?:limited\\s+liability\\s+company|limited\\s+partnership|general\\s+partnership|partnership|company|corporation|trust|llc|l\\.l\\.c\\.|dao|organi[sz]ation|association|foundation|club|co-?operative|co-op|society|collective|chapter|fund|entity|institute|league|network|alliance|council|guild|charity|union|federation)';

/** Words a name may hold uncapitalized: "Handle with Care Collective", "Friends of the Library". */
const CONNECTOR = /^(?:and|of|for|the|with|on|in|at|to|de|la|le|les|du|del|der|den|van|von|y|e|&)$/;

/** Legal suffixes that end a name, with their own period: "Inc." "L.L.C." */
const LEGAL_SUFFIX =
  '(?:L\\.\\s?L\\.\\s?C\\.|LLC|L\\.L\\.L\\.P\\.|LLLP|L\\.P\\.|LP|Inc\\.?|Incorporated|Corp\\.|Corporation|Ltd\\.?|Limited|P\\.C\\.|PLLC|P\\.L\\.L\\.C\\.)';

/** A name that ends in its legal suffix ("… Holdings, LLC", "… GARDEN, INC."). */
const ENDS_IN_SUFFIX = new RegExp(`${LEGAL_SUFFIX}$`, 'i');

/** A name-ending word after which a period ends the sentence but belongs to the name. */
const ABBREVIATED_END = /(?:^|[\s,])(?:Inc|Corp|Co|Ltd|L\.L\.C|L\.P|L\.L\.L\.P|P\.C|P\.L\.L\.C|N\.A)$/;

/** Words that, alone, describe a document or a kind of entity rather than name one. */
const GENERIC = new RegExp(
  `^(?:the|a|an|of|and|for|this|amended|restated|first|second|third|corporation|corporate|company|limited|liability|llc|l\\.l\\.c\\.|dao|nonprofit|non-profit|not-for-profit|profit|not|partnership|general|trust|revocable|irrevocable|living|family|agreement|operating|bylaws|by-laws|constitution|articles|certificate|certification|declaration|instrument|amendment|resolutions?|consent|minutes|standard|form|model|sample|member|members|member-managed|manager-managed|managed|manager|single|multi-member|sole|decentralized|autonomous|organization|organisation|association|foundation|cooperative|co-operative|society|club|charter|entity|business|benefit|public|mutual|statutory|series|${STATE_NAME_PATTERN})$`,
  'i',
);

interface NameOptions {
  /** The context says outright that this is the name (a name clause): one word and lowercase are allowed. */
  stated?: boolean;
}

/** Whether `name` reads as a whole proper name, as a document writes one. */
export function isWholeName(name: string, options: NameOptions = {}): boolean {
  if (name.length < 2 || name.length > 120 || !/[A-Za-z]/.test(name)) return false;
  if (/[\n:;]|\s{2}/.test(name) && !/\(.*:.*\)/.test(name)) return false;
  const words = name.split(' ');
  if (words.length > 14) return false;
  if (words.every((w) => GENERIC.test(w.replace(/[,.'"]+$/g, '')))) return false;
  if (words.length === 1) {
    // A one-word name only where the sentence says it is the name, or in capitals/mixed case ("HACDC", "TriLUG").
    return options.stated === true || /[A-Z].*[A-Z]/.test(name);
  }
  const bare = (w: string) => w.replace(/^[("“']+|[)"”',.]+$/g, '');
  if (CONNECTOR.test(bare(words[words.length - 1]!)) || /^(?:and|of|for|with|to)$/i.test(bare(words[0]!))) return false;
  return words.every((w) => {
    const b = bare(w);
    return b === '' || /^[A-Z0-9.&(@#]/.test(b) || CONNECTOR.test(b) || /^[a-z]+[A-Z]/.test(b);
  });
}

/**
 * The name written from `at` on a page: a quoted name, the line below a label ("is:"), or the words up to where
 * the sentence goes on (a parenthesis, ", a …", the sentence's period). Null when no whole name is there.
 */
function nameAt(page: Page, at: number, options: NameOptions = {}): { name: string; start: number } | null {
  const lineRest = page.text.slice(at, page.text.indexOf('\n', at) < 0 ? undefined : page.text.indexOf('\n', at));
  if (/^\s*$/.test(lineRest)) {
    // The name on a line of its own below the label, past instructions in parentheses.
    let offset = page.text.indexOf('\n', at);
    for (let n = 0; n < 4 && offset >= 0; n += 1) {
      const end = page.text.indexOf('\n', offset + 1);
      const line = page.text.slice(offset + 1, end < 0 ? undefined : end);
      const trimmed = line.trim();
      if (trimmed && !/^\(/.test(trimmed)) {
        const name = trimmed.replace(/[.,;]$/, (p) =>
          p === '.' && ABBREVIATED_END.test(trimmed.slice(0, -1)) ? p : '',
        );
        return isWholeName(name, options) ? { name, start: offset + 1 + line.indexOf(trimmed) } : null;
      }
      offset = end;
    }
    return null;
  }
  const flat = page.flat;
  let start = at + (/^\s*/.exec(flat.slice(at))?.[0].length ?? 0);
  if (/^the\s+(?=["'.A-Z0-9])/.test(flat.slice(start))) start += /^the\s+/.exec(flat.slice(start))![0].length;
  const open = flat[start];
  if (open === '"' || open === "'") {
    const close = flat.indexOf(open, start + 1);
    if (close < 0 || close - start > 150) return null;
    let name = flat.slice(start + 1, close).trim();
    name = name.replace(/[,;]$/, '').replace(/\.$/, (p) => (ABBREVIATED_END.test(name.slice(0, -1)) ? p : ''));
    return isWholeName(name, { stated: true }) ? { name, start: start + 1 } : null;
  }
  const window = flat.slice(start, start + 160);
  const stop =
    /\s*\(|,\s+(?:an?|the|and|or|which|who|whose|hereinafter|herein|referred|as|being|located|with|organized|formed|incorporated)\b|;|:|\s+(?:dated|dtd\.?|u\/a)\s+|\s+(?:and|which|hereinafter|as|is|was|shall|will|has|having|under|pursuant|organized|formed|incorporated|located|with|whose|that|in accordance)\s+(?!(?:[A-Z]))|\n\n|[.!?](?=\s|$)/g;
  let end = window.length;
  for (let m = stop.exec(window); m; m = stop.exec(window)) {
    if (m[0] === '.') {
      const before = window.slice(0, m.index);
      // An initial ("Mateo J. Serrano") goes on; a suffix's period ("Inc.") ends the name with it.
      if (/(?:^|\s)[A-Z]$/.test(before) && /^\.\s+[A-Z]/.test(window.slice(m.index))) continue;
      end = ABBREVIATED_END.test(before) ? m.index + 1 : m.index;
      break;
    }
    end = m.index;
    break;
  }
  const name = joinLineBreaks(page.text.slice(start, start + end))
    .trim()
    .replace(/,$/, '');
  return isWholeName(name, options) ? { name, start } : null;
}

/**
 * Text that ran over lines as pdf.js and OCR give it, as one line of the document's words: a word hyphenated at a
 * line break is rejoined ("Corpo-\nration"), a hyphenated name keeps its hyphen ("Delgado-\nReyes"), and other
 * line breaks are spaces.
 */
export function joinLineBreaks(text: string): string {
  return text
    .replace(/([A-Za-z])-[ \t]*\n[ \t]*([a-z])/g, '$1$2')
    .replace(/([A-Za-z])-[ \t]*\n[ \t]*(?=[A-Z0-9])/g, '$1-')
    .replace(/\s+/g, ' ');
}

/** "First Street Partners, LLC" keeps "First"; the words of a title or a sentence before a name go. */
function cleanName(raw: string): string | null {
  // Read on a page's flat text, a word hyphenated at a line break is "Delgado- Reyes" or "Corpo- ration".
  let name = raw
    .replace(/([A-Za-z])-\s+([a-z])/g, '$1$2')
    .replace(/([A-Za-z])-\s+(?=[A-Z0-9])/g, '$1-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']|["',]$/g, '')
    .trim()
    // The sentence or heading before the name: "Section 1.1. Formation. X LLC".
    .replace(/^.*(?:[A-Za-z]{2}|\d)[.;:]\s+(?=[A-Z])/, '')
    // A section or statute number before it: "GENERAL 1.1 X LLC", "Pursuant to RCW 23B.10.060, X, Inc.".
    .replace(/^(?:.*?\s)?[A-Z]*\d+[0-9A-Z]*(?:\.\d+[A-Za-z]?)+[.,:]?\s+(?=[A-Z])/, '')
    // A date the name ran on from ("Dated as of May 20, 2024 Pinecrest …").
    .replace(/^(?:[A-Z][a-z]+\.? \d{1,2}, \d{4}|\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}),?\s+(?=[A-Z])/, '');
  // A title or recital before the name: "Operating Agreement of X LLC", "Articles of Organization for X LLC".
  const title =
    /^(?:.*\s)?(?:Agreement|AGREEMENT|Bylaws|BYLAWS|By-Laws|BY-LAWS|Certificate|CERTIFICATE|Certification|CERTIFICATION|Articles|ARTICLES|Organization|ORGANIZATION|Incorporation|INCORPORATION|Formation|FORMATION|Consent|CONSENT|Resolutions?|RESOLUTIONS?|Minutes|MINUTES|Declaration|DECLARATION|Constitution|CONSTITUTION|Amendment|AMENDMENT|Partnership|PARTNERSHIP|Meeting|MEETING|Members?|MEMBERS?|Managers?|MANAGERS?|Directors?|DIRECTORS?|Shareholders|SHAREHOLDERS|Stockholders|STOCKHOLDERS|Secretary|SECRETARY|President|PRESIDENT|Treasurer|TREASURER|Officer|OFFICER|Trustees?|TRUSTEES?|Partners?|Chair|Chairman|Chairperson)\s+(?:of|OF|for|FOR|by|BY|between|among)\s+(?:(?:the|THE)\s+)?(?=[A-Z0-9])/;
  name = name.replace(title, '');
  // Words that start a sentence or a heading, never a name.
  name = name.replace(
    /^(?:(?:This|That|Such|Said|Each|Any|And|By|To|In|As|For|With|Between|Among|Dated|Whereas|WHEREAS|Witness|Whereof|WITNESS|WHEREOF|Of|Name|NAME|Entity|Recitals?|RECITALS?|GENERAL|General|FORMATION|Formation|ORGANIZATION|Organization|ARTICLE|SECTION)\s+)+(?=[A-Z0-9])/,
    '',
  );
  if (!isWholeName(name)) return null;
  if (/liability company$/i.test(name) || /^(?:the )?(?:company|corporation|partnership|trust)$/i.test(name))
    return null;
  return name;
}

/** The name of the entity's own kind in a defined term: (the "Company"), (the Trust), (the "Foundation"). */
const DEFINED_AS =
  '\\((?:the |hereinafter(?:,)?(?: called| referred to as)? (?:the )?|referred to (?:herein |in (?:this|these) [A-Za-z-]+ )?as (?:the )?)?"?(?:Company|Corporation|Partnership|Trust|LLC|DAO|DAO LLC|Foundation|Association|Club|Organization|Society|Cooperative|Co-op|Collective|Fund|Charity)"?\\)';

/** Words that end the name of a body with no legal suffix: "Bevy Foundation", "Triangle Linux Users Group". */
const BODY_END =
  '(?:Foundation|Association|Club|Society|Cooperative|Co-op|Collective|Institute|Alliance|League|Network|Group|Council|Guild|Fund|Chapter|Trust|Partnership|Union|Federation|Charity|DAO)';

/** The name with the kind of entity it is, proposed from defined terms, labels, titles and recitals. */
export function entityNames(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const add = (page: Page, name: string, start: number, weight: number, lineSource = false) => {
    const source = lineSource ? lineSourceAt(page, start) : sourceAt(page, start, start + name.length);
    out.push({ value: name, source, evidence: text, weight });
  };
  const push = (page: Page, raw: string, index: number, weight: number, lineSource = false) => {
    const name = cleanName(raw);
    if (!name) return;
    const at = page.text.indexOf(name, Math.max(0, index - 5));
    add(page, name, at >= 0 ? at : index, weight, lineSource);
  };

  // The name clause: "The name of the corporation is X", "The name of this organization shall be "X"",
  // "The association's name is:\n X", "This trust shall be known as X".
  const clause = new RegExp(
    `\\b(?:the\\s+name\\s+of\\s+(?:the|this|our|said)\\s+((?:[a-z-]+\\s+){0,6}?)${BODY}|(?:the|this|our)\\s+((?:[a-z-]+\\s+){0,4}?)${BODY}(?:'s|s')?\\s+name)\\s+(?:is|shall\\s+be|will\\s+be)(?:\\s+hereby)?\\s*:?|\\b(?:the|this)\\s+((?:[a-z-]+\\s+){0,4}?)${BODY}\\s+(?:(?:created|established|formed)\\s+(?:by|under)\\s+(?:this|these)\\s+[a-z]+\\s+)?(?:shall|will|is\\s+to)\\s+be\\s+(?:known|called|named|designated|referred\\s+to)(?:\\s+as)?\\b`,
    'gi',
  );
  for (const { page, m } of matches(pages, clause)) {
    const describing = `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`;
    if (
      /\b(?:of|agent|officers?|directors?|members?|managers?|incorporators?|trustees?|person|bank)\b/i.test(describing)
    )
      continue;
    const found = nameAt(page, m.index + m[0].length, { stated: true });
    if (!found) continue;
    add(page, found.name, found.start, 6);
  }

  // "Name of Company: X", "1. Name of the limited liability company:\n X", "Entity Name: X"
  const label =
    /^(?:[0-9IVX]+\.\s*)?(?:(?:The\s+)?Name of (?:the )?(?:Limited Liability Company|Company|Corporation|Limited Partnership|Partnership|Trust|Entity|LLC|Nonprofit Corporation|Foundation|Association)|Entity Name|Company Name|Corporate Name|Trust Name|LLC Name)\s*[:-]\s*(.*)$/gim;
  for (const { page, m } of matches(pages, label)) {
    const value = m[1]!.trim();
    const at = m.index + m[0].length - m[1]!.length;
    if (!value) {
      const found = nameAt(page, at, { stated: true });
      if (found) add(page, found.name, found.start, 6, true);
      continue;
    }
    const exact = new RegExp(`^${ENTITY_NAME}(?=\\s*$|\\s*[,(]|\\s{2})`).exec(value);
    if (exact) push(page, exact[0], at + value.indexOf(exact[0]), 5, true);
  }
  // A numbered "Name:" item of a filed form ("1. Name: X LLC"); an unnumbered "Name:" is a signature block's.
  for (const { page, m } of matches(pages, /^\d+\.\s*Name\s*:\s*(.+)$/gm)) {
    const exact = new RegExp(`^${ENTITY_NAME}(?=\\s*$|\\s*[,(])`).exec(m[1]!.trim());
    if (exact) push(page, exact[0], m.index + m[0].indexOf(exact[0]), 5, true);
  }

  // "the Members form a limited liability company under the name X LLC"
  for (const { page, m } of matches(pages, new RegExp(`\\bunder the name\\s+(?:of\\s+)?"?(${ENTITY_NAME})`, 'g')))
    push(page, m[1]!, m.index + m[0].length - m[1]!.length, 5);
  // "Company" means X LLC.
  for (const { page, m } of matches(
    pages,
    new RegExp(
      `"(?:Company|Corporation|Partnership|Trust|Fund|LLC|DAO)"\\s+(?:means|shall mean)\\s+(${ENTITY_NAME})`,
      'g',
    ),
  ))
    push(page, m[1]!, m.index + m[0].length - m[1]!.length, 5);

  // The opening recital: "This Agreement of Limited Partnership of X, L.P. is entered into as of …".
  const recital = new RegExp(
    `\\b(?:This|THIS)\\s+(?:[A-Za-z-]+\\s+){0,6}?(?:Agreement|AGREEMENT|Bylaws|BYLAWS|Declaration|DECLARATION|Certificate|CERTIFICATE)(?:\\s+of\\s+(?:Limited\\s+|General\\s+)?Partnership)?\\s+(?:of|OF|for|FOR)\\s+(${ENTITY_NAME})(?=\\s*,?\\s*(?:\\(|(?:is|was|dated|effective|made|entered|adopted)\\b))`,
    'g',
  );
  for (const { page, m } of matches(pages, recital)) push(page, m[1]!, m.index + m[0].length - m[1]!.length, 5);
  // "X, a Delaware limited liability company" / "X, a corporation organized under"
  const described = new RegExp(
    `(${ENTITY_NAME})["]?,?\\s+(?:is\\s+)?(?:an?|the)\\s+(?:(?:${STATE_NAME_PATTERN})\\s+)?${KIND_QUALIFIER}${KIND}\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, described)) push(page, m[1]!, m.index, 4);
  // A name without a legal suffix, described with its state: "the affairs of Columbus Idea Foundry, a California
  // nonprofit public benefit corporation" (weighed below a name with its suffix).
  const bareDescribed = new RegExp(
    `((?:[A-Z0-9][A-Za-z0-9&'’.\\-]*)(?:[ ](?:[A-Z0-9][A-Za-z0-9&'’.\\-]*|of|and|for|the|de|la)){0,7}),\\s+an?\\s+(?:${STATE_NAME_PATTERN})\\s+${KIND_QUALIFIER}${KIND}\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, bareDescribed)) {
    // A party to an agreement ("between First Bank, a Texas corporation, and …") is not the entity.
    if (
      /\b(?:between|among|and|with|to|from)\s+(?:the\s+)?$/i.test(page.flat.slice(Math.max(0, m.index - 30), m.index))
    )
      continue;
    push(page, m[1]!, m.index, 3);
  }
  // X (the "Company"), X (the Trust)
  for (const { page, m } of matches(pages, new RegExp(`(${ENTITY_NAME})["]?,?\\s*${DEFINED_AS}`, 'g')))
    push(page, m[1]!, m.index, 5);
  // A body without a legal suffix: "Bevy Foundation (the "Corporation")".
  const bodyDefined = new RegExp(
    `((?:[A-Z0-9][A-Za-z0-9&'.\\-]*|of|and|for|the)(?:[ ](?:[A-Z0-9][A-Za-z0-9&'.\\-]*|of|and|for|the)){0,7}[ ]${BODY_END})["]?,?\\s*${DEFINED_AS}`,
    'g',
  );
  for (const { page, m } of matches(pages, bodyDefined)) push(page, m[1]!, m.index, 4);

  for (const page of pages.filter((p) => p.page === 1))
    for (const t of titleNames(page)) {
      // A title's name the documents write nowhere else may be a title's wording, not a name.
      const elsewhere = pages.some((p) => {
        const flat = p.flat.toLowerCase();
        const first = flat.indexOf(t.name.toLowerCase());
        return (
          first >= 0 &&
          (p !== page ||
            flat.indexOf(t.name.toLowerCase(), first + 1) >= 0 ||
            first >
              page.text
                .split('\n')
                .slice(0, t.lines[1] + 1)
                .join('\n').length)
        );
      });
      if (!elsewhere && !new RegExp(`${LEGAL_SUFFIX}$|\\bTrust$`, 'i').test(t.name)) continue;
      out.push({
        value: t.name,
        source: sourceOfLines(page, t.lines[0], t.lines[1]),
        evidence: text,
        weight: t.weight,
      });
    }
  return [...out, ...withSuffix(pages, out)];
}

/**
 * A name read without its legal suffix ("The name of the Company is X", "BYLAWS OF X") that the documents also
 * write with it ("X, LLC", "X, Inc.") is proposed in that full form, a little above the bare form: the legal
 * name is the one with the suffix.
 */
function withSuffix(pages: readonly Page[], candidates: readonly Candidate<string>[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const done = new Set<string>();
  for (const c of candidates) {
    if (done.has(c.value) || ENDS_IN_SUFFIX.test(c.value) || c.value.split(' ').length < 2) continue;
    done.add(c.value);
    const esc = c.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    const re = new RegExp(`(?<![\\w-])${esc},?\\s+${LEGAL_SUFFIX}(?![\\w-]|\\.\\w)`, 'i');
    for (const page of pages) {
      const full = re.exec(page.flat);
      if (!full) continue;
      const value = full[0].replace(/\s+/g, ' ');
      out.push({
        value,
        source: sourceAt(page, full.index, full.index + full[0].length),
        evidence: text,
        weight: c.weight + 0.5,
      });
      break;
    }
  }
  return out;
}

/** Kinds of governing document a title names. */
const DOCUMENT_KIND =
  /\b(?:by-?laws|constitution|charter|(?:operating|partnership|trust|company|limited liability company|llc|membership)\s+agreement|agreement of (?:limited |general )?partnership|articles of (?:incorporation|organi[sz]ation|association|amendment)|certificate of (?:incorporation|formation|organi[sz]ation|limited partnership|amendment|good standing)|certificate of trust|certification of trust|declaration of trust|(?:incumbency|secretary's|officer's) certificate|certificate of incumbency|trust agreement|resolutions?|written consent|unanimous consent|consent of|minutes|regulations|trustee affidavit|statement of information)\b/i;

/** A title line that is only the kind of document. */
const BARE_KIND =
  /^(?:(?:AMENDED AND RESTATED|Amended and Restated)\s+)?(?:BY-?LAWS|Bylaws|By-Laws|By-laws|CONSTITUTION|Constitution|OPERATING AGREEMENT|Operating Agreement|LIMITED LIABILITY COMPANY AGREEMENT|Limited Liability Company Agreement)$/;

/** Words of a title that name a meeting, a body or an office, never the entity itself. */
const NOT_THE_ENTITY =
  /\b(?:Meeting|MEETING|Board|BOARD|Directors|DIRECTORS|Members?|MEMBERS?|Managers?|MANAGERS?|Manager\(s\)|MANAGER\(S\)|Shareholders|SHAREHOLDERS|Stockholders|STOCKHOLDERS|Incorporators?|INCORPORATORS?|Trustees?|TRUSTEES?|Partners|PARTNERS|Action|ACTION|Lieu|LIEU|Consent|CONSENT|Agreement|AGREEMENT|Contents|CONTENTS|Restrictions|RESTRICTIONS|Secretary|SECRETARY|State|STATE)\b/;

/**
 * Names from the title at the top of a first page: "BYLAWS OF X", "Certification of Trust for / X dated …",
 * "Written Consent … of / the Manager(s) / of / X, LLC" (a title over several lines), "X Bylaws", and a line that
 * is a name on its own ("Tidewater Signal Club LLC", "The Okafor Family Trust", "[CCS Consulting Cooperative]").
 */
function titleNames(page: Page): Array<{ name: string; start: number; weight: number; lines: [number, number] }> {
  const out: Array<{ name: string; start: number; weight: number; lines: [number, number] }> = [];
  const lines: Array<{ text: string; index: number }> = [];
  page.lines.forEach((line, index) => {
    if (line.trim() && lines.length < 10) lines.push({ text: line.trim(), index });
  });
  const weightOf = (name: string) => (new RegExp(`${LEGAL_SUFFIX}$|\\bTrust$`, 'i').test(name) ? 3 : 2);
  const clip = (name: string) =>
    name
      .replace(/\s+(?:dated|DATED|Dated|as of|AS OF|effective|EFFECTIVE)\b.*$/, '')
      .replace(
        /,?\s+(?:Version|VERSION|Adopted|ADOPTED|Approved|APPROVED|As Amended|AS AMENDED|Amended|AMENDED|Revised|REVISED|Updated|UPDATED)\b.*$/,
        '',
      )
      .replace(/,\s+(?:an?|A|AN)\s.*$/, '')
      .replace(/\s+\((?:the|a|an|as)\b.*$/i, '')
      .replace(/^(?:the|THE)\s+(?=\S)/, '')
      .replace(/[,;:]$/, '')
      .trim();
  // The title: the first line naming a kind of document, and the lines it runs on to ("… of" / "of …").
  let titleRun: [number, number] = [-1, -1];
  const k = lines.findIndex((l) => DOCUMENT_KIND.test(l.text));
  if (k >= 0 && k <= 5) {
    let last = k;
    while (
      last + 1 < lines.length &&
      (/(?:^|\s)(?:of|OF|for|FOR)$/.test(lines[last]!.text) || /^(?:of|OF|for|FOR)(?:\s|$)/.test(lines[last + 1]!.text))
    )
      last += 1;
    // A name in capitals runs on over the lines below the "of" line until a blank line: "BYLAWS OF / THE RIVERBEND /
    // COMMUNITY GARDEN, INC.".
    if (last > k || /(?:^|\s)(?:OF|FOR)$/.test(lines[k]!.text))
      while (
        last + 1 < lines.length &&
        last - k < 4 &&
        lines[last + 1]!.index === lines[last]!.index + 1 &&
        !/(?:^|\s)(?:OF|FOR)$/.test(lines[last]!.text) &&
        /^[^a-z]*[A-Z][^a-z]*$/.test(lines[last]!.text) &&
        /^[^a-z]*[A-Z][^a-z]*$/.test(lines[last + 1]!.text) &&
        !DOCUMENT_KIND.test(lines[last + 1]!.text) &&
        !ENDS_IN_SUFFIX.test(lines[last]!.text) &&
        !/^(?:ARTICLE|SECTION|PREAMBLE|RECITALS?|TABLE|AN?|DATED|EFFECTIVE|AS OF|ADOPTED|APPROVED|\d|[IVX]+\.)\b/.test(
          lines[last + 1]!.text,
        )
      )
        last += 1;
    const run = lines.slice(k, last + 1);
    titleRun = [run[0]!.index, run[run.length - 1]!.index];
    const joined = joinLineBreaks(run.map((l) => l.text).join('\n'));
    const kind = DOCUMENT_KIND.exec(joined)!;
    // The name after "of"/"for": the first one that is a whole name and no meeting, body or office.
    const after = kind.index + kind[0].length;
    for (const of of joined.slice(after).matchAll(/(?:^|\s)(?:of|OF|Of|for|FOR|For)\s+/g)) {
      const at = after + of.index + of[0].length;
      const rest = joined.slice(at);
      const quoted = /^(?:the\s+|THE\s+)?"([^"]{2,80})"/.exec(rest);
      const name = quoted ? quoted[1]! : clip(rest);
      if (
        !name ||
        NOT_THE_ENTITY.test(name) ||
        DOCUMENT_KIND.test(name) ||
        !isWholeName(name, { stated: Boolean(quoted) })
      )
        continue;
      out.push({ name, start: 0, weight: weightOf(name), lines: [run[0]!.index, run[run.length - 1]!.index] });
      break;
    }
    // "X Bylaws", "X Articles of Incorporation", "X Constitution"
    const m =
      /^(.+?)\s+(?:BY-?LAWS|Bylaws|By-Laws|By-laws|CONSTITUTION|Constitution|OPERATING AGREEMENT|Operating Agreement|ARTICLES OF (?:INCORPORATION|ORGANIZATION)|Articles of (?:Incorporation|Organization)|CERTIFICATE OF (?:INCORPORATION|FORMATION)|Certificate of (?:Incorporation|Formation))$/.exec(
        lines[k]!.text,
      );
    if (m) {
      const name = clip(m[1]!);
      if (isWholeName(name) && !NOT_THE_ENTITY.test(name))
        out.push({ name, start: 0, weight: weightOf(name), lines: [lines[k]!.index, lines[k]!.index] });
    }
    // A title of two lines, the name and the bare kind of document: "ACME FOUNDATION / BYLAWS", "BYLAWS / ACME
    // FOUNDATION" (a name the documents write again elsewhere, as every title's name must be).
    if (BARE_KIND.test(lines[k]!.text))
      for (const l of [lines[k - 1], lines[k + 1]]) {
        if (!l || l.index < lines[k]!.index - 2 || l.index > lines[k]!.index + 2) continue;
        const name = clip(l.text);
        if (
          isWholeName(name) &&
          !NOT_THE_ENTITY.test(name) &&
          !DOCUMENT_KIND.test(name) &&
          !/^(?:OF|of|FOR|for)\b/.test(name)
        )
          out.push({ name, start: 0, weight: weightOf(name), lines: [l.index, l.index] });
      }
  }
  // A line that is a name on its own: with a legal suffix, or ending in a word like "Foundation" or "Cooperative".
  const alone = new RegExp(`^(?:THE |The )?${ENTITY_NAME}$`);
  for (const l of lines.slice(0, 6)) {
    const name = l.text.replace(/^\[(.+)\]$/, '$1');
    const caps = name === name.toUpperCase();
    const suffixed = (caps ? new RegExp(alone.source, 'i') : alone).test(name);
    if (!suffixed) continue;
    if (!isWholeName(name) || DOCUMENT_KIND.test(name) || NOT_THE_ENTITY.test(name)) continue;
    // The last line of a title's name is not a name on its own: it would cut the name's first words.
    if (l.index > titleRun[0] && l.index <= titleRun[1]) continue;
    if (/\b(?:LIMITED LIABILITY COMPANY|Limited Liability Company)$/.test(name)) continue;
    out.push({ name, start: 0, weight: 3, lines: [l.index, l.index] });
  }
  return out;
}

/** A heading-like source: the line holding `index`. */
function lineSourceAt(page: Page, index: number): Source {
  const before = page.text.slice(0, Math.max(0, index));
  const line = before.split('\n').length - 1;
  return sourceOfLines(page, line, line);
}
