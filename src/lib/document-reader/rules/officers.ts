import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import type { Source } from '../types.ts';
import {
  asOffice,
  CAPS_PERSON,
  cleanName,
  definedTerm,
  isEntityName,
  isPartyName,
  listItem,
  nameTitleLines,
  PARTY,
  PERSON,
  readTitles,
  sameEntity,
  signatories,
  singular,
  splitParties,
  titleCase,
  ofThisEntity,
} from './parties.ts';

/**
 * Managers, officers, directors, general partners and trustees, with their titles as written: signature blocks,
 * "Name, Title" lines, officer tables in minutes and consents, the lists of initial directors or general partners
 * in articles and certificates, and the ways prose names them (appointed, elected, "the initial Manager shall
 * be", "X, as Trustee", defined terms). A successor (trustee, manager) named to serve later is not serving: not
 * an officer.
 */

/** A word whose first letter may be written either way ("Trustee" / "trustee"). */
const either = (word: string) => word.replace(/\b([A-Za-z])/g, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);

/** The offices prose names, in either case: longest first so "Managing Member" wins over "Member". */
const OFFICES = [
  'Chief Executive Officer',
  'Chief Financial Officer',
  'Chief Operating Officer',
  'Chief Technology Officer',
  'Vice Chairman',
  'Vice Chairperson',
  'Vice Chair',
  'Vice-Chair',
  'Co-Chair',
  'Director at Large',
  'Director-at-Large',
  'Board Member',
  'Executive Vice President',
  'Vice President',
  'President',
  'Assistant Secretary',
  'Secretary',
  'Assistant Treasurer',
  'Treasurer',
  'Chairman of the Board',
  'Chair of the Board',
  'Chairperson',
  'Chairman',
  'Chair',
  'Managing General Partner',
  'General Partner',
  'Managing Partner',
  'Managing Member',
  'Administrative Member',
  'Manager',
  'Co-Trustee',
  'Trustee',
  'Executive Director',
  'Director',
];
/** The offices of one word, as a defined term or a definition names them ("the Trustees", "Manager" means). */
const ONE_WORD_OFFICES = OFFICES.filter((o) => !/ /.test(o)).join('|');
const ROLE = `(?:${OFFICES.map(either).join('|')})(?![-A-Za-z])`;
/** Plural offices a list names ("the initial Managers are …"). */
const ROLES = `(?:${OFFICES.map((o) => `${either(o)}s?`).join('|')})(?![-A-Za-z])`;
/** A board named as a body; its members hold a seat ("Director", "Trustee", "Manager"). */
const BOARD = `(?:${either('Board')}\\s+of\\s+(?:${either('Directors')}|${either('Trustees')}|${either('Managers')}|${either('Governors')})|${either('Board')})`;
const boardSeat = (role: string) => {
  const body = /^board(?:\s+of\s+(\w+))?$/i.exec(role.trim());
  if (!body) return role;
  const seat = (body[1] ?? 'Directors').toLowerCase();
  return { directors: 'Director', trustees: 'Trustee', managers: 'Manager', governors: 'Governor' }[seat] ?? 'Director';
};
/** A list of parties: "A", "A and B", "A, B, and C". */
const LIST = `(?:${PARTY})(?:(?:,\\s*(?:and\\s+)?|,?\\s+and\\s+)(?:${PARTY})){0,9}`;

/** Words of a clause that names someone to serve later, or on a condition: not a serving officer. */
const NOT_NOW =
  /\b(?:successors?|if\b|upon (?:the |my |our |his |her )?(?:death|incapacity|resignation|removal|disability)|in the event|unable|unwilling|ceases?|fails?|vacanc(?:y|ies)|shall not|may not|alternate|contingent)\b/i;

/** Words above a table of names and offices that make it one: an election, an incumbency, a list of officers. */
const ELECTED =
  /\b(?:elected|appointed|officers?|offices?|incumbency|incumbent|duly qualified|holds? the office)\b|^\s*(?:Name|Officer|Title|Office)s?\s+(?:Name|Title|Office|Position)s?\b/im;

/** An item of an election or officers list: "President: Mary Lee", or "Sam Ortiz, President" / "Sam Ortiz as President". */
const ELECTED_TITLE_FIRST = new RegExp(`^(${ROLE})\\s*:\\s*(${PERSON})$`);
const ELECTED_NAME_FIRST = new RegExp(`^(${PERSON}),?\\s+(?:as\\s+)?(?:the\\s+)?(${ROLE})$`);

export interface OfficerCandidate {
  name: string;
  title: string;
  source: Source;
  /** 1 for a way of referring to the holder (how a trust takes title), 2 for a statement of who holds it. */
  weight: number;
}

export function officers(pages: readonly Page[], entityName: string | null = null): OfficerCandidate[] {
  const out: OfficerCandidate[] = [];
  const add = (rawName: string, rawTitle: string, source: Source, weight = 2) => {
    const name = cleanName(rawName);
    const title = singular(rawTitle.replace(/\s+/g, ' ').trim());
    // The entity is not its own officer, and a title must name an office ("Grantor", "Incorporator" do not).
    if (!isPartyName(titleCase(name)) || sameEntity(name, entityName)) return;
    const titles = readTitles(title);
    if (!titles?.office) return;
    out.push({ name, title: asOffice(titles.office), source, weight });
  };

  // Signature blocks and "Name, Title" lines.
  for (const s of signatories(pages, entityName)) if (s.office) add(s.name, s.office, s.source);
  for (const l of nameTitleLines(pages, entityName)) {
    if (!l.office) continue;
    // "X, Manager of Y LLC" names Y's manager, not ours (nameTitleLines reads only whole titles, so it is absent).
    add(l.name, l.office, l.source);
  }

  // "President: Ann Lee"; and in minutes and consents electing officers, "President   Ann Lee" as a table row.
  const titleThenName = new RegExp(`^(${ROLE})\\s*(?::|\\s[-–]\\s)\\s*(${PERSON}|${CAPS_PERSON})$`);
  const titleThenNameTable = new RegExp(`^(${ROLE})\\s+(${PERSON})(?:\\s+(?:\\/s\\/.*|_{3,}.*))?$`);
  // An incumbency table may end its row with the signature column: "Mary Lee   President   /s/ Mary Lee".
  const nameThenTitleTable = new RegExp(
    `^(${PERSON})\\s+(${ROLE}(?:(?:,|\\s+and|\\s+&)\\s+${ROLE})*)(?:\\s+(?:\\/s\\/.*|_{3,}.*))?$`,
  );
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const a = titleThenName.exec(listItem(line));
      if (a) return add(a[2]!, a[1]!, sourceOfLines(page, i, i));
      const b = titleThenNameTable.exec(listItem(line));
      if (!b) return;
      const before = page.lines.slice(Math.max(0, i - 8), i).join(' ');
      if (ELECTED.test(before)) add(b[2]!, b[1]!, sourceOfLines(page, i, i));
    });
    // The same table the other way round: "Samuel Okoye   President and Chief Executive Officer".
    page.lines.forEach((line, i) => {
      const c = nameThenTitleTable.exec(listItem(line));
      if (!c) return;
      const before = page.lines.slice(Math.max(0, i - 8), i).join(' ');
      if (ELECTED.test(before)) add(c[1]!, c[2]!, sourceOfLines(page, i, i));
    });
  }

  // Lists under "The names and addresses of the initial directors are:" and "each general partner is as follows:".
  for (const l of listedUnder(pages)) if (l.kind === 'officer') add(l.name, l.role, l.source);

  // Form fields: "Trustee(s): Ann Lee and Bo Park", "Name of Manager: Ann Lee", "Currently acting trustee: Ann Lee".
  const field = new RegExp(
    `^(?:Names? of (?:the )?)?(?:(?:[Ii]nitial|[Cc]urrent|[Cc]urrently [Aa]cting|[Aa]cting|[Ss]ole|[Pp]resent)\\s+)?(${ROLE}|${BOARD})(?:\\(s\\)|s)?\\s*:\\s*(${LIST})\\.?$`,
  );
  for (const page of pages)
    page.lines.forEach((line, i) => {
      const m = field.exec(listItem(line));
      if (m) splitParties(m[2]!).forEach((n) => add(n, boardSeat(m[1]!), sourceOfLines(page, i, i)));
    });

  const prose = (re: RegExp, each: (m: RegExpExecArray, source: Source) => void) => {
    for (const { page, m } of matches(pages, re)) {
      // A list set out one name a line after a colon is read as a list (listedUnder), not run together as prose.
      if (/:\s*\n/.test(page.text.slice(m.index, m.index + m[0].length))) continue;
      const source = sourceAt(page, m.index, m.index + m[0].length);
      if (NOT_NOW.test(source.quote.slice(0, source.quote.indexOf(m[0].slice(0, 20)) + m[0].length))) continue;
      // "X, as Trustee of the Y Family Trust" (a member's trust), "X is the Manager of Z LLC": not this entity's.
      if (!ofThisEntity(page.flat.slice(m.index + m[0].length, m.index + m[0].length + 160), entityName)) continue;
      each(m, source);
    }
  };
  // "X is hereby appointed as the Manager", "X shall serve as President", "X shall be the trustee of this trust",
  // "managed by X, who shall serve as the Manager".
  prose(
    new RegExp(
      `(${PARTY})(?:,\\s(?:an?\\s)[^,]{0,60},)?(?:,?\\s+who)?\\s+(?:is hereby|are hereby|is|has been|have been|shall be|shall serve as|will serve as|was|were|is duly)\\s+(?:(?:duly\\s+)?(?:appointed|designated|elected|named)\\s+)?(?:to serve\\s+)?(?:as\\s+)?(?:the\\s+)?(?:initial\\s+|sole\\s+|first\\s+)?(${ROLE})\\b(?!\\s+(?:of|for)\\s+(?:any|another|an?)\\b)`,
      'g',
    ),
    (m, source) => add(m[1]!, m[2]!, source),
  );
  // "The initial Manager shall be X", "The Initial Trustee of this Trust is X", "The initial Managers are X and Y".
  prose(
    new RegExp(
      `\\b(?:[Tt]he\\s+)?(?:[Ii]nitial|[Ss]ole|[Cc]urrent|[Cc]urrently acting|[Pp]resent|[Ff]irst)\\s+(${ROLES}|${BOARD})(?:\\(s\\))?(?:\\s+of\\s+(?:the|this)\\s+(?:Company|Corporation|Partnership|Trust|trust|LLC))?(?:\\s*:|\\s+(?:is|shall be|are|will be|shall consist of|shall be composed of))\\s*:?\\s+(${LIST})`,
      'g',
    ),
    (m, source) => splitParties(m[2]!).forEach((n) => add(n, boardSeat(m[1]!), source)),
  );
  // "The Manager shall be X" (a role of the entity, named).
  prose(
    new RegExp(
      `\\b[Tt]he\\s+(${ROLE})(?:\\s+of\\s+(?:the|this)\\s+(?:Company|Corporation|Partnership|Trust|trust|LLC))?\\s+(?:is|shall be|will be)\\s*:?\\s+(${PARTY})(?=\\s*(?:\\(|[,.;]|$|\\s+and\\b))`,
      'g',
    ),
    (m, source) => add(m[2]!, m[1]!, source),
  );
  // "The Members hereby designate A and B to be the initial Managers".
  prose(
    new RegExp(
      `\\b(?:designates?|appoints?|elects?|names?|nominates?)\\s+(${LIST})\\s+(?:to be|as|to serve as)\\s+(?:the\\s+)?(?:initial\\s+|first\\s+|sole\\s+)?(${ROLES})\\b`,
      'g',
    ),
    (m, source) => splitParties(m[1]!).forEach((n) => add(n, m[2]!, source)),
  );
  // "X GP, LLC, a Delaware limited liability company, as general partner", "Y Trust Company, as Trustee".
  prose(
    new RegExp(
      `(${PARTY})(?:,\\s(?:an?\\s)[^,()\\n]{0,60})?,?[ ]+as\\s+(?:the\\s+)?(?:sole\\s+|initial\\s+)?(${ROLE})\\b(?!\\s+(?:of|for)\\s+(?:any|another|an?)\\b)`,
      'g',
    ),
    (m, source) => {
      // A person "as Trustee" or "as Manager" is mostly one signing for a member or another party: entities only.
      if (!isEntityName(cleanName(m[1]!))) return;
      add(m[1]!, m[2]!, source);
    },
  );
  // A trust named by its trustees: "Marisol A. Ortega, Trustee of The Brandt Family Trust", "A and B, Trustees, or".
  prose(
    new RegExp(
      `(${PERSON})(?:,?\\s+and\\s+(${PERSON}))?,\\s+((?:Co-)?Trustees?)(?=\\s+(?:of|under|u\\/a|dated)\\b|,|\\.|\\)|$)`,
      'g',
    ),
    (m, source) => {
      add(m[1]!, m[3]!, source, 1);
      if (m[2]) add(m[2], m[3]!, source, 1);
    },
  );
  // Defined terms: `A and B (the "Trustees")`, `X GP, LLC, a Delaware limited liability company, … (the "General Partner")`.
  prose(
    new RegExp(
      `(?<!\\b(?:the|a|an|any|such|said|each|this|that|its|his|her|their)\\s)(${LIST})(?:,\\s+(?:an?\\s|having\\s|with\\s|whose\\s|residing\\s|located\\s)[^()]{0,200}?)?,?\\s+${definedTerm(`((?:[A-Z][a-z]+[ -]){0,2}(?:${ONE_WORD_OFFICES})s?)`)}`,
      'g',
    ),
    (m, source) => splitParties(m[1]!).forEach((n) => add(n, m[2]!, source)),
  );
  // `"General Partner" means X GP, LLC or any replacement`, `"Administrative Member" means Ann Lee or such other Person`.
  prose(
    new RegExp(
      `["“]((?:[A-Z][a-z]+[ -]){0,2}(?:${ONE_WORD_OFFICES}))["”]\\s+(?:means|shall mean|refers to)\\s+(${PARTY})(?=\\s+or\\b|\\s+and\\b|\\s*[,.;)]|\\s*$)`,
      'g',
    ),
    (m, source) => add(m[2]!, m[1]!, source),
  );
  // Certificates: "I, Ann Lee, hereby certify that I am the duly elected Secretary of X, Inc.", "I, Ann Lee, the
  // Secretary of the Corporation, certify", "The undersigned, Ann Lee, being the sole Manager of X LLC".
  prose(
    new RegExp(
      `\\b(?:I|[Tt]he undersigned),\\s+(${PARTY}|${CAPS_PERSON}),\\s+(?:(?:do\\s+)?hereby\\s+certif(?:y|ies)\\s+(?:that\\s+)?(?:I\\s+am|she\\s+is|he\\s+is)|am|being|as)?\\s*(?:the\\s+|a\\s+)?(?:sole\\s+|duly\\s+(?:elected|appointed|qualified)(?:,?\\s+(?:and\\s+)?(?:qualified|acting|elected|appointed))*\\s+|currently\\s+acting\\s+|acting\\s+)?(${ROLE})(?!\\s+of\\s+State)(?=,|\\s+(?:of|for|and)\\b)`,
      'g',
    ),
    (m, source) => add(m[1]!, m[2]!, source),
  );
  // "The following persons are elected as directors of the Corporation: A, B and C".
  prose(
    new RegExp(
      `\\b(?:elected|appointed|named|designated)\\s+(?:to serve\\s+)?as\\s+(?:the\\s+)?(?:initial\\s+|first\\s+)?(${ROLES})(?:\\s+of\\s+(?:the|this)\\s+(?:Company|Corporation|Partnership|Trust|LLC))?(?:\\s+(?:until|for)\\b[^:.;]{0,120})?\\s*:\\s*(${LIST})`,
      'g',
    ),
    (m, source) => splitParties(m[2]!).forEach((n) => add(n, m[1]!, source)),
  );
  // An election or a list of officers in one sentence: "The Members hereby elect the following officers: Sam
  // Ortiz, President; Ava Chen, Secretary", "The officers of the Corporation are: President: Mary Lee; Secretary: Tom
  // Hart". Each item is "Name, Title", "Name as Title" or "Title: Name".
  for (const { page, m } of matches(
    pages,
    /\b(?:elect(?:s|ed)?|appoint(?:s|ed)?|officers?\s+(?:of\s+the\s+(?:Corporation|Company)\s+)?(?:are|is|shall\s+be))\b[^.:\n]{0,80}:[ \t]*([^\n]+)/g,
  )) {
    const items = m[1]!.replace(/\.\s*$/, '').split(/\s*;\s*(?:and\s+)?/);
    if (items.length < 2 && !/;/.test(m[1]!) && !new RegExp(`^(?:${ROLE})\\s*:`).test(m[1]!)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    for (const item of items) {
      const titleFirst = ELECTED_TITLE_FIRST.exec(item);
      const nameFirst = ELECTED_NAME_FIRST.exec(item);
      if (titleFirst) add(titleFirst[2]!, titleFirst[1]!, source);
      else if (nameFirst) add(nameFirst[1]!, nameFirst[2]!, source);
    }
  }
  // A person acting in an office of this entity: "RESOLVED, that John Smith, as President of the Corporation, be …".
  prose(
    new RegExp(
      `(${PERSON}),?\\s+as\\s+(?:the\\s+)?(?:duly\\s+elected\\s+)?(${ROLE})\\s+of\\s+(?:the|this)\\s+(?:Corporation|Company|Partnership|LLC)\\b`,
      'g',
    ),
    (m, source) => add(m[1]!, m[2]!, source),
  );
  // "A, B and C, being all of the directors of X": a consent's recital of who its signers are.
  prose(
    new RegExp(`(${LIST}),\\s+being\\s+(?:all|each|the sole|the only|a majority)\\s+of\\s+the\\s+(${ROLES})\\b`, 'g'),
    (m, source) => splitParties(m[1]!).forEach((n) => add(n, m[2]!, source)),
  );
  // "The directors of the Corporation are X, Y and Z" / "The trustees are X and Y".
  prose(
    new RegExp(
      `\\b(?:[Tt]he\\s+)?(?:initial\\s+|currently acting\\s+)?([Dd]irectors|[Tt]rustees|[Mm]anagers|[Gg]eneral [Pp]artners|[Tt]rustee\\(s\\))(?:\\s+of the (?:Corporation|Company|Trust|Partnership))?\\s+(?:are|shall be|is\\/are|are\\/is)\\s*:?\\s+((?:${PERSON})(?:(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?:${PERSON}))*)`,
      'g',
    ),
    (m, source) => splitParties(m[2]!).forEach((n) => add(n, m[1]!, source)),
  );
  return out;
}

/** The roles a list under a heading can name, and what they are. */
const LISTED_ROLE =
  /\b(general partners?|managing members?|managers?|directors?|trustees?|members?|shareholders?|stockholders?|limited partners?)\b/i;

/**
 * Parties listed one per line under a heading that names their role: "The names and addresses of the initial
 * directors are:", "The name and mailing address of each general partner is as follows:", "NAMES AND ADDRESSES
 * OF EACH INITIAL BOARD DIRECTOR:". Each entry is a name followed by its address (after a comma, semicolon or
 * dash, or on the lines below); the list ends at the next provision.
 */
export function listedUnder(
  pages: readonly Page[],
): Array<{ name: string; role: string; kind: 'officer' | 'owner'; source: Source }> {
  const out: Array<{ name: string; role: string; kind: 'officer' | 'owner'; source: Source }> = [];
  for (const page of pages) {
    const lines = page.lines;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i]!.trim();
      if (!/:$/.test(line)) continue;
      // The heading: this line and the lines of its sentence above (a heading may run over lines).
      let start = i;
      while (start > 0 && lines[start - 1]!.trim() && !/[.:]$/.test(lines[start - 1]!.trim()) && i - start < 4)
        start -= 1;
      const heading = lines
        .slice(start, i + 1)
        .join(' ')
        .replace(/^(?:[A-Z]+|[A-Z][a-z]+(?:th|st|nd|rd)|\d+\.?|\([a-z0-9]+\))\s*[:.]\s*/, '');
      // "The name(s) and address(es) of …", not "I name the following … as successor Trustee:".
      if (
        !/\bnames?\b(?:\s+and\s+(?:\w+\s+){0,3}address(?:es)?)?\s+of\b|\bnames?\s+and\s+(?:\w+\s+){0,3}addresses\b/i.test(
          heading,
        )
      )
        continue;
      if (heading.length > 300 || NOT_NOW.test(heading.replace(/until (?:their|his|her|its) successors?[^,:]*/gi, '')))
        continue;
      if (/\b(?:incorporators?|organizers?|agents?|subscribers?|officers? of the|process|beneficiar)/i.test(heading))
        continue;
      const role = LISTED_ROLE.exec(heading);
      if (!role) continue;
      const word = role[1]!.toLowerCase();
      const kind: 'officer' | 'owner' = /^(?:members?|shareholders?|stockholders?|limited partners?)$/.test(word)
        ? 'owner'
        : 'officer';
      const title = singular(titleCase(role[1]!.replace(/\b\w/g, (c) => c.toUpperCase())));
      let entries = 0;
      for (let j = i + 1; j < lines.length && j <= i + 40 && entries < 15; j += 1) {
        const raw = lines[j]!.trim();
        if (!raw) continue;
        // The next provision ends the list.
        if (
          /^(?:[A-Z][A-Za-z]+\s*:|ARTICLE|Article|SECTION|Section|IN WITNESS|In Witness|Dated|Signature|\/s\/|_{3,}|\d+\.\s)/.test(
            raw,
          ) &&
          !/^Name\s*:/.test(raw)
        )
          break;
        const entry = raw.replace(/^(?:[•·*\-–]\s*|\(?[a-z0-9]{1,3}[.)]\s+|Name\s*:\s*)/, '');
        const m = new RegExp(`^(${PARTY}|${CAPS_PERSON})(?:\\s*(?:[,;]|\\s[-–]\\s)\\s*(.*)|\\s+(\\d.*))?$`).exec(entry);
        if (!m) continue;
        const name = cleanName(m[1]!);
        const rest = (m[2] ?? m[3] ?? '').trim();
        // An address follows the name: on this line, or on the next line when the name stands alone.
        const nextAt = lines.slice(j + 1).findIndex((l) => l.trim());
        const next = nextAt < 0 ? '' : lines[j + 1 + nextAt]!.trim();
        const address = /^(?:\d|P\.?\s?O\.?\b|Post Office|c\/o|\{|\[|One |Two )/i;
        const labelledName = /^Name\s*:/.test(raw);
        // A heading asking for names only ("The currently acting trustees are:") takes a name alone on its line.
        const nameOnly = !/\baddress/i.test(heading) && !rest;
        if (!(labelledName || nameOnly || (rest ? address.test(rest) : address.test(next)))) continue;
        if (!isPartyName(titleCase(name))) continue;
        entries += 1;
        // The quote runs from the heading's line that names the role, so a long list stays quotable.
        let from = start;
        for (let k = i; k >= start; k -= 1)
          if (LISTED_ROLE.test(lines[k]!)) {
            from = k;
            break;
          }
        const quote = sourceOfLines(page, from, j);
        if (quote.quote.length > 1100) break;
        out.push({ name, role: title, kind, source: quote });
      }
    }
  }
  return out;
}
