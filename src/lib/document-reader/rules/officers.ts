import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import type { Source } from '../types.ts';
import { SUFFIX, OWNER_NAME, NOT_A_NAME } from './patterns.ts';

/** Managers, officers, directors, general partners and trustees, with their titles. */

const TITLE =
  '(?:(?:Chief Executive Officer|Chief Financial Officer|Chief Operating Officer|President|Vice President|Executive Vice President|Secretary|Assistant Secretary|Treasurer|Chair(?:man|person)?(?: of the Board)?|Director|Managing Member|Manager|Sole Manager|General Partner|Managing General Partner|Trustee|Co-Trustee|Successor Trustee|CEO|CFO|COO)(?:(?:,|\\sand|\\s&)\\s(?:Chief Executive Officer|Chief Financial Officer|Chief Operating Officer|President|Vice President|Secretary|Treasurer|Director|CEO|CFO|Manager))*)';
export const TITLE_RE = new RegExp(`^${TITLE}$`);
const PERSON =
  "(?:[A-Z][a-z'’-]+|[A-Z]\\.|[A-Z][a-z]+-[A-Z][a-z]+|Mc[A-Z][a-z]+)(?:[ ](?:[A-Z][a-z'’-]+|[A-Z]\\.|de|van|von|Jr\\.|Sr\\.|III|II)){1,4}";
const ENTITY_PARTY = `(?:${OWNER_NAME})`;
const NAME_THEN_TITLE = new RegExp(`^(${PERSON})\\s*(?:,|-|\\s{1,})\\s*(${TITLE})$`);
const TITLE_THEN_NAME = new RegExp(`^(${TITLE})\\s*(?::|-)\\s*(${PERSON})$`);
const PERSON_LINE = new RegExp(`^${PERSON}$`);
const TITLE_LINE = new RegExp(`^${TITLE}$`, 'i');
const ROLE =
  '(?:[Mm]anagers?|[Tt]rustees?|[Cc]o-[Tt]rustees?|[Dd]irectors?|[Gg]eneral [Pp]artners?|[Pp]resident|[Ss]ecretary|[Tt]reasurer)';
const ROLE_TITLE: Array<[RegExp, string]> = [
  [/co-trustee/i, 'Co-Trustee'],
  [/trustee/i, 'Trustee'],
  [/general partner/i, 'General Partner'],
  [/manager/i, 'Manager'],
  [/director/i, 'Director'],
  [/president/i, 'President'],
  [/secretary/i, 'Secretary'],
  [/treasurer/i, 'Treasurer'],
];
const roleTitle = (role: string) => ROLE_TITLE.find(([re]) => re.test(role))?.[1] ?? role;

export interface OfficerCandidate {
  name: string;
  title: string;
  source: Source;
}

/** An entity's name on one of the lines above a signature: the person signs for that entity, not as its officer. */
const SIGNS_FOR = new RegExp(`(?:${SUFFIX})\\b`, 'i');

export function officers(pages: readonly Page[], entityName: string | null = null): OfficerCandidate[] {
  const out: OfficerCandidate[] = [];
  const add = (name: string, title: string, source: Source) => {
    // A name runs to the end of its sentence at most ("Robert J. Carter." / "X LLC. The Manager …").
    const n = name
      .replace(/\s+/g, ' ')
      .replace(/(?<!\b(?:Inc|Corp|Co|Ltd|Jr|Sr))(?<=[a-z]{2}|LLC|LP)\.(?:\s.*)?$/, '')
      .replace(/,$/, '')
      .trim();
    if (n.split(' ').length < 2 || n.split(' ').length > 7 || NOT_A_NAME.test(n)) return;
    // A role word inside the name means the match ran across a signature line ("X, Trustee SUNRISE TRUST …").
    if (
      /\b(?:Trustees?|Managers?|President|Members?|Partners?|Directors?|Secretary|Treasurer|Grantor|Settlor|Notary)\b/i.test(
        n.replace(/\bTrust Company\b/, ''),
      )
    )
      return;
    out.push({ name: n, title: title.replace(/\s+/g, ' ').trim(), source });
  };
  // Signature blocks: "By: /s/ Ann Lee" / "Name: Ann Lee" / "Title: Manager" (or "Its: Manager").
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const nameLine = /^(?:Name|Print Name|Printed Name)\s*:\s*(.+)$/.exec(line);
      if (!nameLine) return;
      const titleAt = page.lines.slice(i + 1, i + 3).findIndex((l) => /^(?:Title|Its)\s*:\s*/.test(l));
      if (titleAt < 0) return;
      const titleLine = page.lines[i + 1 + titleAt]!.replace(/^(?:Title|Its)\s*:\s*/, '').trim();
      const person = PERSON_LINE.exec(nameLine[1]!.trim());
      const above = page.lines.slice(Math.max(0, i - 3), i).join(' ');
      const own =
        entityName !== null && above.toLowerCase().includes(entityName.toLowerCase()) && !/\bits\b/.test(above);
      if (SIGNS_FOR.test(above) && !own) return;
      if (person && TITLE_LINE.test(titleLine)) add(person[0], titleLine, sourceOfLines(page, i, i + 1 + titleAt));
    });
  }
  // "Ann Lee, President" / "President: Ann Lee" lines in officer lists and resolutions.
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const a = NAME_THEN_TITLE.exec(line);
      const b = TITLE_THEN_NAME.exec(line);
      if (a) add(a[1]!, a[2]!, sourceOfLines(page, i, i));
      else if (b) add(b[2]!, b[1]!, sourceOfLines(page, i, i));
    });
  }
  // "X is hereby appointed as the Manager", "the initial Manager shall be X", "X shall serve as President".
  const appointed = new RegExp(
    `(${ENTITY_PARTY}|${PERSON})(?:,\\s[^,]{0,60},)?\\s+(?:is hereby|are hereby|is|has been|shall be|shall serve as|was)\\s+(?:appointed|designated|elected|named)?\\s*(?:as\\s+)?(?:the\\s+)?(?:initial\\s+|sole\\s+|first\\s+)?(${TITLE})\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, appointed)) {
    if (/^(?:The|This|Each|Any|Such)\b/.test(m[1]!)) continue;
    add(m[1]!, m[2]!, sourceAt(page, m.index, m.index + m[0].length));
  }
  const initial = new RegExp(
    `\\b(?:[Tt]he\\s+)?(?:[Ii]nitial|[Ss]ole|[Cc]urrent|[Cc]urrently acting|[Pp]resent)\\s+(${ROLE})(?:\\s+of the (?:Company|Corporation|Partnership|Trust|trust))?(?:\\s*:|\\s+(?:is|shall be|are))\\s+(${ENTITY_PARTY}|${PERSON})(?:,?\\s+and\\s+(${ENTITY_PARTY}|${PERSON}))?`,
    'g',
  );
  for (const { page, m } of matches(pages, initial)) {
    const title = roleTitle(m[1]!);
    const source = sourceAt(page, m.index, m.index + m[0].length);
    add(m[2]!, title, source);
    if (m[3]) add(m[3], title, source);
  }
  // "X, a Delaware limited liability company, as general partner" / "X, as Trustee"
  const asRole = new RegExp(
    `(${ENTITY_PARTY}|${PERSON})(?:,\\s(?:an?\\s)[^,()\\n]{0,60})?,?[ ]+as\\s+(?:the\\s+)?(general partner|General Partner|Trustee|trustee|Co-Trustee|Manager|Successor Trustee)\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, asRole)) {
    if (/^(?:The|This|Each|Any|Such|Acting)\b/.test(m[1]!)) continue;
    const title = m[2]!.replace(/\b\w/g, (c) => c.toUpperCase());
    add(m[1]!, title, sourceAt(page, m.index, m.index + m[0].length));
  }
  // "The directors of the Corporation are X, Y and Z" / "The trustees are X and Y"
  const list = new RegExp(
    `\\b(?:[Tt]he\\s+)?(?:initial\\s+|currently acting\\s+)?([Dd]irectors|[Tt]rustees|[Mm]anagers|[Gg]eneral [Pp]artners)(?:\\s+of the (?:Corporation|Company|Trust|Partnership))?\\s+(?:are|shall be)\\s*:?\\s+((?:${PERSON})(?:(?:,\\s*(?:and\\s+)?|\\s+and\\s+)(?:${PERSON}))+)`,
    'g',
  );
  for (const { page, m } of matches(pages, list)) {
    const title = {
      directors: 'Director',
      trustees: 'Trustee',
      managers: 'Manager',
      'general partners': 'General Partner',
    }[m[1]!.toLowerCase()]!;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    for (const name of m[2]!.split(/,\s*(?:and\s+)?|\s+and\s+/)) add(name, title, source);
  }
  return out;
}
