import { sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAMES } from '../states.ts';
import type { Source } from '../types.ts';
import { KIND } from './patterns.ts';

/**
 * The people and entities a document names in a role (owners.ts and officers.ts share these): how a person's or
 * an entity's name is written, what a title says (an office, membership, or a role that is neither), and the
 * signature blocks and "Name, Title" lines where drafting puts names beside titles.
 */

/** One word of a person's name: "Ann", "J.", "VanDeventer", "O'Brien", "Okafor-Lin", "McKay". */
const UPPER = 'A-ZÀ-ÖØ-Þ';
const LOWER = 'a-zß-öø-ÿ';
const PERSON_WORD = `(?<![A-Za-zÀ-ÿ0-9'’.-])[${UPPER}](?:\\.|[${LOWER}'’]+(?:[${UPPER}][${LOWER}'’]+)*(?:-[${UPPER}][${LOWER}'’]+)*|(?=[ ][${UPPER}][${LOWER}]))(?![A-Za-zÀ-ÿ'’])`;
/** The same in capitals, as signature blocks often print it ("JANE A. DOE"). */
const CAPS_WORD = `(?:[${UPPER}][${UPPER}'’]+(?:-[${UPPER}][${UPPER}'’]+)*|[A-Z]\\.)(?![A-Za-zÀ-ÿ'’])`;
const PARTICLE = '(?:de|del|della|der|den|van|von|da|di|du|la|le|bin|ibn)';
const GENERATION = '(?:,?[ ](?:Jr\\.|Sr\\.|II|III|IV|Esq\\.))';
/** A person's name: two to six words, particles ("van", "de") and a generation ("Jr.") included. */
export const PERSON = `${PERSON_WORD}(?:[ ](?:${PARTICLE}[ ]){0,2}${PERSON_WORD}){1,5}${GENERATION}?`;
export const CAPS_PERSON = `${CAPS_WORD}(?:[ ]${CAPS_WORD}){1,5}${GENERATION}?`;

/**
 * A line without the mark of a list item ("- President: Ann Lee", "• Ann Lee, Treasurer", "(a) Ann Lee, Chair"):
 * officer lists and board pages set names out as bullets or numbered items.
 */
export const listItem = (line: string) =>
  line.trim().replace(/^(?:[•·▪◦*\-–—]\s+|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+)/, '');

/** Legal suffixes that end an entity's name, as written in prose and in capitals. */
const ENTITY_SUFFIX =
  '(?:L\\.\\s?L\\.\\s?C\\.|LLC|L\\.L\\.L\\.P\\.|LLLP|L\\.L\\.P\\.|LLP|L\\.P\\.|LP|PLLC|P\\.C\\.|N\\.A\\.|Inc\\.?|INC\\.?|Incorporated|INCORPORATED|Corporation|CORPORATION|Corp\\.|CORP\\.|Company|COMPANY|Co\\.|Limited Partnership|LIMITED PARTNERSHIP|Ltd\\.|LTD\\.|Limited|LIMITED|Trust|TRUST|Foundation|FOUNDATION)';
const ENTITY_WORD = "(?:[A-Z0-9][A-Za-z0-9&'’.\\-]*|&|and|of|the|de|la|for)";
/** An entity's name ending in its legal suffix: "Harbor Point Holdings, LLC", "CASCADE RIDGE GP I, LLC". */
export const ENTITY = `(?<![A-Za-z0-9'’.-])[A-Z0-9][A-Za-z0-9&'’.\\-]*,?[ ](?:${ENTITY_WORD},?[ ]){0,8}?${ENTITY_SUFFIX}(?![A-Za-z])(?:,?[ ]${ENTITY_SUFFIX}(?![A-Za-z]))*(?:,\\s[A-Z][A-Za-z0-9]+ Series(?![A-Za-z]))?`;
/** Either kind of party. */
export const PARTY = `(?:${ENTITY}|${PERSON})`;

/**
 * A defined term's parenthesis after a party, its term captured by `term` (a pattern with one group): `(the
 * "Manager")`, `(each a "Member" and collectively the "Members")`, `(referred to herein as "LexDAO" or the
 * "Member")`, `(the Trustees)`.
 */
export function definedTerm(term: string): string {
  const lead =
    '(?:(?:referred to (?:herein |hereinafter )?as|hereinafter(?: referred to as)?|each(?:,)?(?: individually)?|individually|collectively(?:,)?|together(?:,)?|jointly(?:,)?)\\s+)?(?:the\\s+|its\\s+|an?\\s+)?';
  const other = '["“][^"”()]{1,40}["”]';
  return `\\(${lead}(?:${other},?\\s+(?:and|or)\\s+${lead})*["“]?${term}["”]?(?:,?\\s+(?:and|or)\\s+${lead}${other})*\\)`;
}

/** The parties of a list ("A, B, and C", "X Holdings, LLC and Ann Lee, Jr."), keeping suffixes with their names. */
export function splitParties(list: string): string[] {
  return list
    .split(
      /,(?!\s*(?:Jr\.|Sr\.|II|III|IV|Esq\.|LLC|L\.L\.C\.|Inc\.?|L\.P\.|LP|LLP|Ltd\.|[A-Z][A-Za-z0-9]+ Series)(?![A-Za-z]))\s*(?:and\s+)?|\s+and\s+/,
    )
    .map((s) => cleanName(s))
    .filter(Boolean);
}

/** Words a person's name never holds: offices, document parts, places and the words of a sentence. */
const NOT_IN_PERSON =
  /\b(?:Trustees?|Managers?|President|Members?|Partners?|Directors?|Secretary|Treasurer|Grantors?|Settlors?|Trustors?|Notary|Successors?|Initial|Officers?|Chief|Board|Company|Corporation|Agreement|Articles?|Sections?|State|County|City|Trust|Act|Exhibit|Schedule|Annex|Dated?|Name|Title|Signature|Witness|Public|Street|Avenue|Road|Drive|Lane|Suite|Box|Code|Court|Laws?|Inc|LLC|Limited|Fund|Foundation|Bylaws|Certificate|Resolutions?|Consent|Meeting|Chair(?:man|person|woman)?|Vice|Executive|Operating|Tax|Internal|Revenue|Service|United|Capital|Units?|Shares?|Percent(?:age)?|Interests?|Total|Class|Series|Address|Mailing|Office|Registered|Agent|Organizer|Incorporator|Beneficiar(?:y|ies)|Spouse|Children|Child|Son|Daughter|Relationship|Ownership|Contribution|Effective|Whereas|Resolved|Purpose|Amendment|Part|Appendix)\b/;
const LEADING_WORD =
  /^(?:The|This|That|These|Those|Such|Each|Every|Any|All|Said|If|Upon|In|On|At|By|For|From|To|Of|And|Or|But|No|Not|Our|We|My|Its|His|Her|Their|Notwithstanding|Whereas|Resolved|Further|Unless|Except|When|Where|After|Before|During|Dear|Neither|Either|Both|Signed|Executed|Witness|Accepted|Approved|Agreed|Name|Title|Print|Printed|Typed|Signature|Date|Dated|Mr\.?|Mrs\.?|Ms\.?|Dr\.?)\b/;
const PLACE = new RegExp(`^(?:${Object.values(STATE_NAMES).join('|')}|New York City|Washington)$`);

/** Whether `name` reads as a person's name and nothing else (not a heading, a place or a sentence's start). */
export function isPersonName(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 7 &&
    !NOT_IN_PERSON.test(name) &&
    !LEADING_WORD.test(name) &&
    !PLACE.test(name) &&
    !/^[A-Z]\.\s[A-Z][a-z]+$/.test(name)
  );
}

const NOT_AN_ENTITY =
  /^(?:The |This |Such |Each |Any |Said |All )?(?:Company|Corporation|Partnership|Trust|Limited|Foundation|LLC|Inc\.?)$|^(?:This|Such|Each|Any|Said|All)\b|^The (?:(?:Company|Corporation|Partnership|Trust|Fund|Foundation|Limited|Liability|General|Managing|Sole|Initial|Such|Said|Same|Above|Following)\b)|\b(?:Agreement|Certificate|Articles|Bylaws|Declaration)\b|^(?:State|Secretary|Department|Division|Internal|President|Treasurer|Manager|Director|Trustee|Chair|Members?|Board|Officer|Partners?)\b/i;
/** Words that name a kind of entity, not one: "DAO LLC", "Series LLC", "Parent Company". */
const GENERIC_ENTITY_WORD =
  /^(?:DAO|Series|Parent|Subsidiary|Holding|Holdings|New|Successor|Limited|Liability|Company|Corporation|Partnership|Trust|LLC|Inc\.?|Corp\.?|Co\.?|L\.?P\.?|Foundation|Fund|The|of|and|&|a|an),?$/i;

/** Whether `name` reads as an entity's name: proper words ending in a legal suffix, not "the Company". */
export function isEntityName(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    new RegExp(`^${ENTITY}$`).test(name) &&
    !NOT_AN_ENTITY.test(name) &&
    words.length >= 2 &&
    !words.every((w) => GENERIC_ENTITY_WORD.test(w))
  );
}

export function isPartyName(name: string): boolean {
  return isEntityName(name) || isPersonName(name);
}

/** A name cleaned of what sits around it on a line: signature marks, a trailing comma or period of a sentence. */
export function cleanName(raw: string): string {
  return raw
    .replace(/^(?:\/s\/|s\/|By:|By)\s*/i, '')
    .replace(/\s+/g, ' ')
    .replace(/[,;:]$/, '')
    .replace(/(?<!\b(?:Inc|Corp|Co|Ltd|Jr|Sr|Esq|[A-Z]|L\.L\.C|L\.P|N\.A|P\.C))\.$/, '')
    .trim();
}

const entityKey = (s: string) =>
  s
    .toLowerCase()
    .replace(
      /,?\s+an?\s+[a-z ]+?(?:limited liability company|corporation|limited partnership|partnership|trust).*$/,
      '',
    )
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(
      /\b(?:the|llc|l l c|inc|incorporated|corporation|corp|company|co|lp|l p|ltd|limited|pllc|llp|lllp)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether the words after a title ("Trustee of the X Trust", "Manager of Y LLC") keep it this entity's: nothing
 * follows, a reference to this entity ("of the Company", "of this Trust"), or this entity's name. A person who is
 * trustee of a member's trust, or manager of another company, holds no office here.
 */
export function ofThisEntity(after: string, entityName: string | null): boolean {
  const of = /^,?\s+(?:of|for|under|u\/a|u\/t\/a)\s+(?:that certain\s+)?(.{0,120})/i.exec(after);
  if (!of) return true;
  const what = of[1]!;
  if (
    /^(?:the\s+|this\s+|said\s+)?(?:Company|Corporation|Partnership|Trust|trust|LLC|Fund|Foundation|Association)\b/.test(
      what,
    )
  )
    return true;
  if (!entityName) return false;
  const name = entityKey(entityName);
  return name.length > 0 && entityKey(what).startsWith(name);
}

/** Whether two writings name the same entity (case, punctuation and the legal suffix aside). */
export function sameEntity(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const x = entityKey(a);
  const y = entityKey(b);
  return x.length > 0 && x === y;
}

/** What a title says about its holder. */
export type TitleKind = 'officer' | 'owner' | 'other';

const OWNER_TITLE =
  /^(?:(?:the )?(?:sole|founding|initial) )?(?:members?|shareholders?|stockholders?|limited partners?)$/i;
const OTHER_TITLE =
  /^(?:incorporators?|organizers?|authori[sz]ed (?:persons?|signator(?:y|ies)|representatives?|agents?)|witness(?:es)?|notary(?: public)?|grantors?|settlors?|trustors?|beneficiar(?:y|ies)|spouse|attorney(?:-in-fact)?|registered agent|agent|guarantors?|assignors?|assignees?|subscribers?|founders?|owners?|partners?|parties|party|employees?|advisors?)$/i;
const OFFICE =
  '(?:President|Secretary|Treasurer|Chair(?:man|woman|person)?|Officer|Director|Manager|Member|Partner|Trustee|Controller|Clerk|Steward|CEO|CFO|COO|CTO)';
/** Words that qualify an office ("Vice President", "Managing Member", "Fund Manager", "Co-Trustee"). */
const MODIFIER =
  '(?:Vice|Assistant|Deputy|Executive|Senior|Managing|Administrative|General|Lead|Fund|Acting|Interim|Corporate|Recording|Corresponding|Sole|Initial|Co|Principal|Investment|Board)';
const OFFICE_TITLE = new RegExp(
  `^(?:${MODIFIER}[ -]){0,2}${OFFICE}(?: of the Board(?: of Directors)?)?$|^(?:Chief [A-Z][a-z]+ Officer|CEO|CFO|COO|CTO)$`,
);
const OFFICE_TITLE_ANY_CASE = new RegExp(OFFICE_TITLE.source, 'i');
const NOT_SERVING =
  /^(?:successor|former|prior|alternate|substitute|contingent|proposed|resigning|outgoing|retiring|removed)\b/i;

/** Title-case a title written in capitals ("MANAGING MEMBER" → "Managing Member"), else keep it as written. */
export function titleCase(title: string): string {
  if (/[a-z]/.test(title)) return title;
  return title.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/**
 * An office written in lower case in running text ("the trustees are …") as a title: "Trustee", "Vice President
 * of Sales". The same words, so it still follows from its quote (matched without regard to case).
 */
export function asOffice(title: string): string {
  return /[A-Z]/.test(title) ? title : title.replace(/\b(?!(?:of|the|and|for)\b)([a-z])/g, (c) => c.toUpperCase());
}

/** What one title says: an office (manager, officer, director, trustee, general partner), membership, or neither. */
export function titleKind(raw: string): TitleKind | null {
  const title = titleCase(
    raw
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.,;:]$/, ''),
  );
  if (!title || NOT_SERVING.test(title)) return null;
  if (OWNER_TITLE.test(title)) return 'owner';
  if (OTHER_TITLE.test(title)) return 'other';
  if (/^(?:General Partners?|Managing (?:General )?Partners?)$/i.test(title)) return 'officer';
  if (/\bPartners?$/i.test(title)) return 'other';
  // Prose writes offices in either case ("the trustee", "as directors").
  if (OFFICE_TITLE_ANY_CASE.test(title)) return 'officer';
  return null;
}

/**
 * A run of titles as a line writes them ("Director and President", "Grantor, Trustee", "Member and Manager"):
 * the office as written (the parts that are offices, kept together when they are all offices), and whether
 * one part is membership. Null when a part is not a title at all (an address, a sentence).
 */
export function readTitles(raw: string): { office: string | null; owner: boolean; sole: boolean } | null {
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    // Credentials after a name are not titles: "Jane Doe, Esq., President".
    .replace(/^(?:(?:Esq\.|Ph\.\s?D\.|M\.D\.|J\.D\.|CPA|MBA|P\.E\.),?\s*)+/, '')
    .replace(/[.,;:]$/, '');
  if (!text || text.length > 80) return null;
  const parts = text
    .split(
      /\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*\/\s*|(?<=[a-z])-(?=(?:President|Secretary|Treasurer|Manager|Member|Director|Trustee|CEO|CFO)\b)/,
    )
    .filter(Boolean);
  const kinds = parts.map(titleKind);
  if (kinds.some((k) => k === null)) return null;
  const offices = parts.filter((_, i) => kinds[i] === 'officer');
  const office =
    offices.length === 0 ? null : offices.length === parts.length ? titleCase(text) : titleCase(offices[0]!);
  return {
    office,
    // A managing or administrative member is a member.
    owner: kinds.includes('owner') || offices.some((o) => /\bMember$/i.test(o) && !/^Board\b/i.test(o)),
    sole: parts.some((p, i) => kinds[i] === 'owner' && /^sole\b/i.test(p)),
  };
}

const OFFICE_WORDS =
  'President|Secretary|Treasurer|Chair(?:man|woman|person)?|Officer|Director|Manager|Member|Partner|Trustee|Co-Trustee|Shareholder|Stockholder';

/** A role heading over signatures ("MEMBERS:", "General Partner", "THE COMPANY:", "X's ADMINISTRATIVE MEMBER:"). */
const ROLE_HEADING = new RegExp(
  `^(?:(.+?)['’]s\\s+)?((?:THE |The )?(?:(?:${MODIFIER}|${MODIFIER.toUpperCase()}) ){0,2}(?:${OFFICE_WORDS}|${OFFICE_WORDS.toUpperCase()})S?|(?:THE )?(?:COMPANY|CORPORATION|PARTNERSHIP|TRUST)|(?:The )?(?:Company|Corporation|Partnership|Trust))\\s*(:)?$`,
);

/** "DIRECTORS" → "Director", "General Partners" → "General Partner". */
export function singular(role: string): string {
  const t = titleCase(role);
  return /^Board Of Directors$/i.test(t) ? 'Director' : t.replace(/\((?:s|es)\)$/, '').replace(/(?<=[a-z])s$/, '');
}

/** A line that is only an entity's name, perhaps with what it is ("X LLC, a Delaware limited liability company"). */
const ENTITY_LINE = new RegExp(
  `^(?:(${ENTITY})|((?:${ENTITY_WORD}[ ]){0,7}${ENTITY_WORD}),?\\s+an?\\s+(?:[A-Z][a-z]+\\s){1,2}(?:${KIND}|nonprofit corporation|non-profit corporation))(?:,?\\s+an?\\s+[^,]{3,80})?(?:,?\\s+(?:as|its)\\s+[A-Za-z ]{2,40})?\\s*(?:\\([^)]*\\))?[,:]?$`,
);

/** Labels of a signature block's lines. */
const NAME_LABEL =
  "(?:Print(?:ed)? Name|Typed Name|Name of Signer|Signer['’]s Name|Name of (?:the )?(?:Member|Manager|Managing Member|Director|Trustee|General Partner|Shareholder|Stockholder|Officer)|Name)";
const TITLE_LABEL = "(?:Title|Its|Role|Capacity|Office|Signer['’]s Title|Position)";
const ANY_LABEL = `(?:${NAME_LABEL}|${TITLE_LABEL}|Signature|By|Date|Dated|Address|Email|Phone)`;
const LABELLED = new RegExp(
  `(?<![A-Za-z])(?:(Member|Manager|Director|Trustee|Partner|Shareholder|Stockholder)\\s+)?(${NAME_LABEL}|${TITLE_LABEL})\\s*:\\s*(.*?)(?=\\s+${ANY_LABEL}\\s*:|$)`,
  'g',
);
const IS_NAME_LABEL = new RegExp(`^${NAME_LABEL}$`);

/** The values of a line's name labels (with the role a label names, "Member Name:") or of its title labels. */
function labelled(line: string, label: 'name' | 'title'): Array<{ value: string; role: string | null }> {
  const out: Array<{ value: string; role: string | null }> = [];
  for (const m of line.matchAll(LABELLED)) {
    if (IS_NAME_LABEL.test(m[2]!) !== (label === 'name')) continue;
    // "Name of Manager:" names the role as "Manager Name:" does.
    const role = m[1] ?? /^Name of (?:the )?(.+)$/.exec(m[2]!)?.[1] ?? null;
    out.push({ value: m[3]!.trim(), role: role === 'Officer' ? null : role });
  }
  return out;
}

const SIGNED = /^(?:By:?\s*)?(?:\/s\/|s\/)/;
/** A signature line: "______", "By: ______". */
const SIGNATURE_LINE = /^(?:By:?\s*)?_{3,}/;

/** A signature's name line, or a name under a signature line: "/s/ Ann Lee", "Ann Lee   Date: March 2, 2016". */
function signedName(line: string): string | null {
  const raw = line
    .replace(/^(?:By:?\s*)?(?:\/s\/|s\/)?\s*/, '')
    .replace(/\s+(?:Date|Dated)\s*:.*$/, '')
    .trim();
  const name = cleanName(raw);
  if (new RegExp(`^(?:${PERSON}|${CAPS_PERSON})$`).test(name) && isPersonName(titleCase(name))) return name;
  if (isEntityName(name)) return name;
  return null;
}

export interface Signatory {
  name: string;
  /** The office as written ("Managing Member", "Director and President"), from the block or its heading. */
  office: string | null;
  /** The title or heading names membership ("Member", "MEMBERS:", "Member and Manager"). */
  owner: boolean;
  sole: boolean;
  source: Source;
}

function signatory(name: string, title: string | null, source: Source): Signatory | null {
  const t = title ? readTitles(title) : null;
  if (!t || (!t.office && !t.owner)) return null;
  return { name, office: t.office, owner: t.owner, sole: t.sole, source };
}

/**
 * Who signs the documents, and in what capacity: "By: / Name: / Title:" blocks (columns run together as pdf.js
 * gives them), "/s/ Name" and names under signature lines with a title below them or under a role heading
 * ("DIRECTORS:", "MEMBER:"), and the chain when a party is itself an entity ("MEMBER: / Parent LLC / By: … Name: …
 * Title: Manager": Parent LLC is the member; the person signs for Parent LLC and holds no office of ours). A
 * person signing for an entity other than this one is left out.
 */
export function signatories(pages: readonly Page[], entityName: string | null): Signatory[] {
  const out: Signatory[] = [];
  for (const page of pages) {
    const lines = page.lines;
    let heading: { role: string | null; owner: string | null; at: number; last: number } | null = null;
    let party: { name: string; own: boolean; at: number } | null = null;
    const add = (s: Signatory | null) => {
      if (s) out.push(s);
    };
    const nextLine = (i: number) => {
      for (let j = i + 1; j < Math.min(lines.length, i + 3); j += 1) if (lines[j]!.trim()) return j;
      return -1;
    };
    const forOther = (i: number) => party !== null && !party.own && i - party.at <= 5;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!.trim();
      if (!line) continue;
      // A long line of prose, a new provision or the witness clause ends the signature context.
      if (line.length > 110 || /^(?:IN WITNESS|In Witness|ARTICLE|Article \d|Section \d|SECTION \d)/.test(line)) {
        heading = null;
        party = null;
        continue;
      }
      const h = ROLE_HEADING.exec(line);
      if (h && (h[3] || !/[a-z]/.test(h[2]!) || line.split(' ').length <= 3)) {
        const role = h[2]!.replace(/^(?:THE|The)\s+/, '');
        const own = /^(?:COMPANY|CORPORATION|PARTNERSHIP|TRUST)$/i.test(role);
        heading = { role: own ? null : singular(role), owner: h[1] ?? null, at: i, last: i };
        party = null;
        continue;
      }
      if (/:$/.test(line) && !new RegExp(`^${ANY_LABEL}\\s*:$`).test(line)) {
        // Another heading ("INITIAL LIMITED PARTNER (solely to reflect its withdrawal):") ends the last one.
        heading = null;
        party = null;
        continue;
      }
      const entityLine = ENTITY_LINE.exec(line);
      const lineEntity = entityLine ? cleanName((entityLine[1] ?? entityLine[2])!) : null;
      if (lineEntity && (isEntityName(lineEntity) || entityLine?.[2])) {
        const own =
          sameEntity(lineEntity, entityName) || (heading?.owner != null && sameEntity(lineEntity, heading.owner));
        party = { name: lineEntity, own, at: i };
        // The heading names the role this entity holds: "GENERAL PARTNER: / X GP, LLC".
        if (!own && heading?.role && i - heading.last <= 2)
          add(signatory(lineEntity, heading.role, sourceOfLines(page, heading.at, i)));
        continue;
      }
      // "By: Parent LLC, its Manager": the entity holds that role; the people signing for it are its own.
      const its = new RegExp(`^By:?\\s*(${ENTITY}),?\\s+its\\s+(.+?)\\.?$`).exec(line);
      if (its) {
        const name = cleanName(its[1]!);
        if (!party || party.own) add(signatory(name, its[2]!, sourceOfLines(page, i, i)));
        party = { name, own: false, at: i };
        continue;
      }
      const names = labelled(line, 'name');
      if (names.length > 0) {
        // Titles for each column: the labelled lines below, before the next name.
        let titles: string[] = [];
        let last = i;
        for (let j = i + 1; j < Math.min(lines.length, i + 6); j += 1) {
          const next = lines[j]!.trim();
          if (!next) continue;
          if (labelled(next, 'name').length > 0) break;
          const t = labelled(next, 'title');
          if (t.length > 0) {
            titles = t.map((x) => x.value);
            last = j;
            break;
          }
          if (!new RegExp(`^(?:${ANY_LABEL}\\s*:|\\(|_)`).test(next)) break;
        }
        names.forEach(({ value, role }, k) => {
          const raw = value.replace(/^(?:\/s\/|s\/)\s*/, '');
          // "X GP, LLC, by Ann Lee, Managing Member": the entity signs, in the role the heading names.
          const chain = new RegExp(`^(${ENTITY}),?\\s+by\\s+`, 'i').exec(raw);
          if (chain) {
            const name = cleanName(chain[1]!);
            if (!sameEntity(name, entityName) && heading?.role)
              add(signatory(name, heading.role, sourceOfLines(page, heading.at, i)));
            return;
          }
          // "Ann Lee, Manager of X GP, LLC" with "Capacity: General Partner": X is the general partner.
          const of = new RegExp(`^(${PERSON}),\\s+(.+?)\\s+of\\s+(${ENTITY})$`).exec(raw);
          if (of) {
            const capacity = titles[k] ?? titles[0];
            if (!sameEntity(of[3]!, entityName) && capacity)
              add(signatory(cleanName(of[3]!), capacity, sourceOfLines(page, i, last)));
            return;
          }
          const name = signedName(raw);
          if (!name || forOther(i)) return;
          const title = titles[k] ?? (titles.length === 1 && names.length === 1 ? titles[0]! : null);
          if (title) add(signatory(name, title, sourceOfLines(page, i, last)));
          else if (role) add(signatory(name, role, sourceOfLines(page, i, i)));
          else if (heading?.role && i - heading.last <= 8)
            add(signatory(name, heading.role, sourceOfLines(page, heading.at, i)));
        });
        if (heading) heading.last = last;
        i = last;
        continue;
      }
      // "/s/ Ann Lee", or a name under a signature line: its title on the next line, or the heading's.
      const prevAt = [i - 1, i - 2].find((j) => j >= 0 && lines[j]!.trim());
      const prev = prevAt === undefined ? '' : lines[prevAt]!.trim();
      // "By: Ann Lee" (a typed signature), "/s/ Ann Lee", or a name under a signature line.
      const signed = SIGNED.test(line) || /^By:?\s+[A-Z]/.test(line);
      const underLine = SIGNATURE_LINE.test(prev) || SIGNED.test(prev);
      if (!signed && !underLine) continue;
      const name = signedName(line);
      if (!name || forOther(i)) continue;
      // The printed name under "/s/ Ann Lee" repeats her.
      if (!signed && SIGNED.test(prev) && signedName(prev) === name) continue;
      // "By: /s/ Ann Lee / General Partner / Name: X GP, LLC, by Ann Lee, Manager": she signs for X.
      const printed = lines
        .slice(i + 1, i + 5)
        .flatMap((l) => labelled(l.trim(), 'name'))
        .shift();
      if (printed && new RegExp(`^(?:${ENTITY}),?\\s+(?:by|its)\\b`, 'i').test(printed.value)) continue;
      let below = nextLine(i);
      // "/s/ Ann Lee / Ann Lee / President": the printed name repeats the signature; the title is under it.
      if (signed && below >= 0 && signedName(lines[below]!.trim()) === name && nextLine(below) >= 0)
        below = nextLine(below);
      const belowTitle = below >= 0 ? lines[below]!.trim().replace(/^(?:Title|Its|Role|Capacity)\s*:?\s*/, '') : '';
      const titleBelow = belowTitle ? readTitles(belowTitle) : null;
      if (titleBelow && (titleBelow.office || titleBelow.owner)) {
        add(signatory(name, belowTitle, sourceOfLines(page, i, below)));
        i = below;
      } else if (heading?.role && i - heading.last <= 8) {
        add(signatory(name, heading.role, sourceOfLines(page, heading.at, i)));
        heading.last = i;
      }
    }
  }
  return out;
}

/** Whether the lines just above line i name another entity the signature is for ("PARENT LLC / By: …"). */
function signsForAnother(page: Page, i: number, entityName: string | null): boolean {
  let seen = 0;
  for (let j = i - 1; j >= 0 && seen < 3; j -= 1) {
    const line = page.lines[j]!.trim();
    if (!line) continue;
    seen += 1;
    if (line.length > 110 || ROLE_HEADING.test(line)) return false;
    const e = ENTITY_LINE.exec(line);
    const name = e ? cleanName((e[1] ?? e[2])!) : null;
    if (name && (isEntityName(name) || e?.[2])) return entityName !== null && !sameEntity(name, entityName);
  }
  return false;
}

/** "Ann Lee, President", "/s/ Harriet Pemberton, Chair", "Miguel A. Serrano, Grantor, Trustee" on a line of their own. */
export function nameTitleLines(
  pages: readonly Page[],
  entityName: string | null = null,
): Array<{
  name: string;
  office: string | null;
  owner: boolean;
  sole: boolean;
  source: Source;
}> {
  const out: Array<{ name: string; office: string | null; owner: boolean; sole: boolean; source: Source }> = [];
  const re = new RegExp(
    `^(?:By:?\\s*)?(?:(?:\\/s\\/|s\\/)\\s*)?(${PARTY}|${CAPS_PERSON})\\s*(?:,|\\s[-–]\\s)\\s*(?:(its|as)\\s+)?(.+)$`,
  );
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const m = re.exec(listItem(line));
      if (!m) return;
      const name = cleanName(m[1]!);
      if (!isPartyName(titleCase(name))) return;
      // "Bo Park, Manager" under "PARENT CAPITAL LLC": he signs for that entity, not as ours.
      if (signsForAnother(page, i, entityName)) return;
      // "Bo Park, Manager of Parent GP, LLC, General Partner": Parent GP holds the title, by Bo Park; not a name.
      const holder = /^.+?,\s+(.+?)\s+of\s+.+$/.exec(name);
      if (holder && readTitles(holder[1]!)?.office) return;
      // "Ann Lee, President of the Corporation" (this entity's office), not "… of Other Co., Inc.".
      const of = /^(.+?)\s+(of\s+.+)$/.exec(m[3]!);
      const titles = readTitles(m[3]!) ?? (of && ofThisEntity(` ${of[2]!}`, entityName) ? readTitles(of[1]!) : null);
      if (!titles || (!titles.office && !titles.owner)) return;
      out.push({ name, ...titles, source: sourceOfLines(page, i, i) });
    });
  }
  return out;
}
