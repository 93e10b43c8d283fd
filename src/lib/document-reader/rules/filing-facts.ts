import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAME_PATTERN } from '../states.ts';
import { joinLineBreaks } from './entity-name.ts';
import { type Candidate, text } from './patterns.ts';

/** What a filing states of the entity: its file number, principal office, registered agent and purpose. */

export function fileNumbers(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  // A labelled number: "File No. 5038821", "Entity ID: E0457712019-3", "UBI: 604 512 337", "Original ID: 2021-001017278"
  // (a Wyoming filing's own number, not its "Amendment ID").
  const re =
    /\b(?:File\s+(?:No\.?|Number|#)|Entity\s+(?:ID|No\.?|Number|#)|Document\s+(?:Number|No\.?)|SOS\s+(?:ID|File\s+No\.?|Number)|Filing\s+(?:Number|No\.?)|Charter\s+(?:Number|No\.?)|Control\s+(?:Number|No\.?)|Registration\s+(?:Number|No\.?)|UBI(?:\s+(?:Number|No\.?|#))?|Original\s+ID)\s*[:#.]?[ \t]*(\d{3}(?:[ \t]\d{3}){2,3}|[A-Z]{0,3}[-\s]?\d[\dA-Z-]{3,})(?![\dA-Za-z])/g;
  for (const { page, m } of matches(pages, re)) {
    // As written: "604 512 337" keeps its spaces (one each); a letter prefix keeps its place ("L 1600…" → "L1600…").
    const value = m[1]!
      .replace(/^([A-Z]{1,3})[-\s](?=\d)/, '$1')
      .replace(/\s+/g, ' ')
      .trim();
    if ((value.match(/\d/g) ?? []).length < 4) continue;
    out.push({ value, source: sourceAt(page, m.index, m.index + m[0].length), evidence: text, weight: 4 });
  }
  // The Delaware filing stamp: "SRV 040760570 - 3870612 FILE" (the service request, then the file number).
  for (const { page, m } of matches(pages, /^SRV?\s+\d{6,}\s*[-–—]\s*(\d{5,9})\s+FILE\s*$/gm)) {
    const line = page.text.slice(0, m.index).split('\n').length - 1;
    out.push({ value: m[1]!, source: sourceOfLines(page, line, line), evidence: text, weight: 4 });
  }
  return out;
}

/** A US street address ending in a ZIP code. */
const ADDRESS = `\\d{1,6}[A-Za-z]?\\s+[A-Za-z0-9 .,'#-]{3,80}?,\\s*[A-Za-z .'-]{2,40},?\\s+(?:[A-Z]{2}|${STATE_NAME_PATTERN})\\s+\\d{5}(?:-\\d{4})?`;

/** Words that end with a period inside an address or a name, not at the sentence's end. */
const INNER_ABBREVIATION =
  /(?:^|[\s,])(?:[A-Z]|St|Ste|Ave|Blvd|Rd|Dr|Ln|Ct|Pl|Pkwy|Hwy|Fl|Apt|No|Co|Inc|Corp|Ltd|Mt|Ft|Jr|Sr|N|S|E|W|NE|NW|SE|SW|P\.O|U\.S|L\.L\.C|L\.P)$/i;

/**
 * The words written from `at`: the line(s) below a label ("is:" then the address over two lines), or the rest of
 * the sentence up to its period (not an abbreviation's: "93 S. Jackson St. Ste 70719 …"), a semicolon or a
 * following clause.
 */
function phraseAt(page: Page, at: number, stop: RegExp, maxLines = 3): { value: string; start: number } | null {
  const lineEnd = page.text.indexOf('\n', at);
  if (/^[\s:]*$/.test(page.text.slice(at, lineEnd < 0 ? undefined : lineEnd))) {
    // Below the label: lines up to one ending in a ZIP code (an address over lines), past instructions in ().
    const lines: string[] = [];
    let start = -1;
    let offset = lineEnd;
    while (offset >= 0 && lines.length < maxLines) {
      const end = page.text.indexOf('\n', offset + 1);
      const line = page.text.slice(offset + 1, end < 0 ? undefined : end).trim();
      offset = end;
      if (!line) {
        if (lines.length) break;
        continue;
      }
      if (/^\(/.test(line) && !lines.length) continue;
      if (start < 0) start = page.text.indexOf(line, lineEnd);
      lines.push(line);
      if (/\b\d{5}(?:-\d{4})?$/.test(line) || maxLines === 1) break;
    }
    return lines.length ? { value: joinLineBreaks(lines.join('\n')), start } : null;
  }
  const flat = page.flat;
  const start = at + (/^\s*/.exec(flat.slice(at))?.[0].length ?? 0);
  const window = flat.slice(start, start + 200);
  let end = window.length;
  const re = new RegExp(`${stop.source}|[.](?=\\s|$)`, 'g');
  for (let m = re.exec(window); m; m = re.exec(window)) {
    if (m[0] === '.') {
      const before = window.slice(0, m.index);
      // A firm's suffix ends the name with its period ("Lincoln Land Agents, Inc."); an initial or an address's
      // abbreviation ("S. Jackson St. Ste") goes on.
      if (/(?:^|[\s,])(?:Inc|Corp|Ltd|L\.L\.C|L\.P)$/.test(before)) {
        end = m.index + 1;
        break;
      }
      if (INNER_ABBREVIATION.test(before) && /^\.\s+\S/.test(window.slice(m.index))) continue;
    }
    end = m.index;
    break;
  }
  const value = joinLineBreaks(page.text.slice(start, start + end))
    .trim()
    .replace(/,$/, '');
  return value ? { value, start } : null;
}

/** An office written as a place, not a street: "Carrollton, Texas", "the City of Cary in Wake County". */
const PLACE = new RegExp(
  `^(?:the\\s+)?(?:(?:City|Town|Village|Borough|Township|County)\\s+of\\s+[A-Z][\\w.'-]*(?:\\s+[A-Z][\\w.'-]*){0,3}(?:,?\\s+in\\s+[A-Z][\\w'-]*(?:\\s+[A-Z][\\w'-]*)?\\s+County)?|[A-Z][\\w.'-]*(?:\\s+[A-Z][\\w.'-]*){0,2}\\s+County)(?:,\\s+(?:State of\\s+)?(?:${STATE_NAME_PATTERN}))?$|^[A-Z][\\w.'-]*(?:\\s+[A-Z][\\w.'-]*){0,2},\\s+(?:${STATE_NAME_PATTERN})$`,
);

/**
 * The principal office: the address after "principal office … (located) at" (also on the lines below "is:"), a
 * place ("shall be located in Carrollton, Texas", "The office of the corporation is to be located in the County of
 * New York, State of New York", "The place in this state where the principal office … is to be located is …").
 * Another party's ("Cascade Ridge GP I, LLC, … having its principal office at …") is not the entity's.
 */
export function principalOffices(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const office =
    '(?:principal|Principal)\\s+(?:office|Office|place of business|Place of Business|executive office|business office)(?:\\s+address|\\s+Address)?(?:\\s+of\\s+(?:the|this|its)\\s+(?:[A-Za-z-]+\\s+){0,6}?(?:Company|Corporation|Partnership|Foundation|Association|Collective|Organization|Fund|Trust|LLC|DAO|Club|Cooperative|corporation|company|partnership|foundation|association|organization))?(?:\\s+in\\s+(?:the\\s+State\\s+of\\s+)?[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?)?|(?:The|the)\\s+office\\s+of\\s+the\\s+(?:corporation|Corporation|company|Company)';
  const verb =
    '(?:\\s+(?:shall|will)\\s+(?:initially\\s+)?be|\\s+is(?:\\s+to\\s+be)?|\\s+are)?(?:\\s+(?:initially\\s+)?located)?';
  const lead = new RegExp(
    `\\b(?:(?:${office})${verb}(?:\\s+(?:at|in)\\b|\\s*:|(?<=\\b(?:is|be|are)))|maintain\\s+its\\s+principal\\s+(?:business\\s+)?office\\s+at(?:\\s+the\\s+following\\s+address\\s*:)?|where\\s+the\\s+principal\\s+office\\s+of\\s+the\\s+\\w+\\s+is\\s+to\\s+be\\s+located\\s+is)`,
    'g',
  );
  const stop =
    /\s*\(|;|,\s+(?:or|and|which|where|unless|as|provided)\b|\s+(?:or|and|which|where|unless|as the|provided|until)\s+(?=[a-z])/;
  for (const { page, m } of matches(pages, lead)) {
    const before = page.flat.slice(Math.max(0, m.index - 200), m.index);
    if (/\bhaving\s+its\s*$/i.test(before)) continue;
    const found = phraseAt(page, m.index + m[0].length, stop);
    if (!found) continue;
    const value = found.value.replace(/\s+/g, ' ');
    const street = new RegExp(
      `^\\d{1,6}[A-Za-z]?\\s+\\S.*(?:\\b\\d{5}(?:-\\d{4})?|,\\s*(?:[A-Z]{2}|${STATE_NAME_PATTERN}))(?:,?\\s+(?:USA|U\\.S\\.A\\.|United States(?: of America)?))?$`,
    ).test(value);
    const place = PLACE.test(value);
    if ((!street && !place) || value.length > 140) continue;
    out.push({
      value,
      source: sourceAt(page, found.start, found.start + found.value.length),
      evidence: text,
      weight: street ? 4 : 3,
    });
  }
  // An address written with a ZIP code after the office's name: "Principal Office: 12 Main St, Town, ST 00000",
  // "The address of its principal office in Idaho is: 475 South 2nd West, Preston, Idaho 83263".
  const re = new RegExp(
    `(?:principal (?:office|place of business|executive office)|Principal Office|Principal Address|Business Address)[^\\n.]{0,80}?(?:located\\s+at|is\\s+at|shall be\\s+at|is|:|at)\\s+(${ADDRESS})`,
    'g',
  );
  for (const { page, m } of matches(pages, re)) {
    const before = page.flat.slice(Math.max(0, m.index - 200), m.index);
    if (/\bhaving\s+its\s*$/i.test(before)) continue;
    out.push({
      value: m[1]!.replace(/\s+/g, ' '),
      source: sourceAt(page, m.index, m.index + m[0].length),
      evidence: text,
      weight: 4,
    });
  }
  return out;
}

/** A firm's or a person's name as an agent's clause writes it. */
function isAgentName(value: string): boolean {
  if (value.length < 4 || value.length > 80 || /\d/.test(value)) return false;
  if (/^Secretary of State$/i.test(value)) return true;
  const words = value.split(' ');
  if (words.length < 2 || words.length > 9) return false;
  // "The Corporation Trust Company", "A Registered Agent, Inc.": a leading article only before a firm's suffix.
  if (
    /^(?:The|A|An)\s/.test(value) &&
    !/\b(?:Inc\.?|LLC|L\.L\.C\.|Corporation|Company|Corp\.|Ltd\.?|Limited|Incorporated|Co\.)$/.test(value)
  )
    return false;
  if (/^(?:the|a|an|such|its|any|each)\b/.test(value)) return false;
  return words.every((w) => /^[A-Z&(]/.test(w) || /^(?:of|and|for|the|de|la|van|von)$/.test(w));
}

/**
 * The registered agent: the name after "registered agent … is/shall be" (also "is:" with the name on the next line),
 * "agent for service of process is", "upon whom process … may be served is", or "Registered Agent: X"; and "The
 * Secretary of State is designated as agent …" (New York's form).
 */
export function registeredAgents(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const lead =
    /\b(?:[Rr]egistered [Aa]gent|[Aa]gent (?:for|of) (?:the )?service of process|upon whom process[^.]{0,60}?may be served)\b(?:(?!\bregistered office\b)[^.;:]){0,140}?\b(?:is|are|shall be|will be)\b\s*:?|^(?:\d+\.\s*)?(?:Name of )?Registered Agent(?: Name| for Service of Process)?\s*:/gm;
  const stop =
    /\s*\(|,\s+(?!(?:Inc|LLC|L\.L\.C|Ltd|Corp|Co)\b)|;|\s+(?:whose|located|at|with|and|who|which|having|in the)\b|\n/;
  for (const { page, m } of matches(pages, lead)) {
    // "The name and address of the registered agent … are X, 1209 Orange Street": the name, not the address.
    const found = phraseAt(page, m.index + m[0].length, stop, 1);
    if (!found) continue;
    const value = found.value
      .replace(/\s+/g, ' ')
      .replace(/,\s*\d.*$/, '')
      .replace(/,$/, '');
    if (
      !isAgentName(value) ||
      (/\b(?:Company|Corporation|Partnership|LLC|Fund)$/.test(value) &&
        value.split(' ').length === 2 &&
        /^The\b/.test(value))
    )
      continue;
    out.push({ value, source: sourceAt(page, found.start, found.start + value.length), evidence: text, weight: 4 });
  }
  for (const { page, m } of matches(
    pages,
    /\bThe Secretary of State(?: of the State of [A-Z][a-z]+(?: [A-Z][a-z]+)?)? is (?:hereby )?designated as (?:the )?agent\b/g,
  ))
    out.push({
      value: 'Secretary of State',
      source: sourceAt(page, m.index, m.index + m[0].length),
      evidence: text,
      weight: 3,
    });
  return out;
}

/** What legal drafting calls the entity in a purpose clause. */
const PURPOSE_BODY =
  '(?:Company|Corporation|Partnership|Trust|Foundation|Association|Organization|Organisation|Fund|Club|LLC|DAO LLC|DAO|Org|Collective|Cooperative|Co-op|co-op|Society|Chapter|Charity|Institute|Guild|corporation|company|partnership|trust|foundation|association|organization|organisation|cooperative|collective|society|club|charity)';

/** The first item of a list that follows "shall be:" / "the following activities:", without its number. */
function firstItem(page: Page, at: number): { value: string; start: number } | null {
  const rest = page.text.slice(at, at + 1200);
  const m = /^\s*(?:\(?(?:[ivx]{1,4}|[a-z]|\d{1,2}(?:\.\d{1,2}){0,2})[.)]\s*|•\s*|-\s+)?/.exec(
    rest.replace(/^[\s:]+/, ''),
  );
  const skipped = rest.length - rest.replace(/^[\s:]+/, '').length + (m?.[0].length ?? 0);
  const body = rest.slice(skipped);
  const end = body.search(/[.;](?=\s|$)|\n\s*\n|\n\s*(?:\(?(?:[ivx]{1,4}|[a-z]|\d{1,2}(?:\.\d{1,2}){0,2})[.)]|•)\s/);
  // An item ends where the next begins; the "and" or "or" that joins them belongs to the list, not the item.
  const value = (end < 0 ? body : body.slice(0, end))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;]?\s+(?:and|or)$/i, '');
  return value.length >= 8 ? { value, start: at + skipped } : null;
}

/**
 * The purpose clause's words: "The (primary) purpose of the Company is …", "The Corporation is organized
 * exclusively for …", "This corporation is formed to …",
 * "The Company shall have the purpose and power to …", "The objects of the Club shall be: (i) To bring …" (the first
 * item of a list), "Purpose: …". A statement of the primary purpose weighs more than the general "any lawful act".
 */
export function purposes(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const leads: Array<[RegExp, number]> = [
    [
      new RegExp(
        `\\b(?:[Tt]he\\s+)?(?:(primary|principal|chief|core|main|sole)\\s+)?(?:purposes?|objects?|objectives?|aims?|mission|business)(?:\\s+and\\s+(?:business|scope|powers?))?\\s+of\\s+(?:the|this|its)\\s+${PURPOSE_BODY}\\s+(?:is|are|shall\\s+be|shall\\s+include|will\\s+be)\\b`,
        'g',
      ),
      4,
    ],
    [
      new RegExp(
        `\\b(?:(?:The|the|This|this|Said|said)\\s+${PURPOSE_BODY}|It)\\s+(?:is|was|has\\s+been|shall\\s+be)\\s+(?:organized|organised|formed|created|established)(?:\\s+and\\s+(?:shall\\s+be\\s+)?operated)?\\s+(?:exclusively\\s+|solely\\s+|primarily\\s+)?(?=for\\b|to\\b)|\\b${PURPOSE_BODY},?\\s+organized\\s+and\\s+operated\\s+(?:exclusively\\s+)?(?=for\\b)`,
        'g',
      ),
      4,
    ],
    [
      new RegExp(
        `\\b(?:[Tt]he\\s+)?${PURPOSE_BODY}\\s+shall\\s+have\\s+the\\s+purposes?(?:\\s+and\\s+powers?)?\\s+(?=to\\b|of\\b)`,
        'g',
      ),
      4,
    ],
    [
      /\b(?:The (?:purpose|purposes|business) of the (?:Company|Corporation|Partnership|Trust) (?:is|are|shall be)|The purposes? for which the (?:company|Company|corporation|Corporation) is (?:formed|organized) (?:is|are)(?: for)?|(?:The (?:Company|Corporation|Partnership)|It) (?:is|has been) (?:formed|organized) (?:solely )?for the (?:sole |limited )?purposes? of|^Purpose\s*:)/gm,
      4,
    ],
    [/\bon a mission (?=to\b)/g, 3],
    // The possessive: "The Company's purpose is to …", "The co-op's chief purposes shall be:" (an aim or a mission
    // stated so proved to be something other than the purpose on documents the rules were not written from).
    [
      new RegExp(
        `\\b(?:[Tt]he|[Tt]his|[Ii]ts)\\s+${PURPOSE_BODY}['’]s\\s+(?:(primary|principal|chief|core|main|sole)\\s+)?purposes?\\s+(?:is|are|shall\\s+be|shall\\s+include|will\\s+be)\\b`,
        'g',
      ),
      4,
    ],
    // An entity named by its own name: "LexDAO is organized to form a club of …".
    [
      /\b[A-Z][A-Za-z0-9&'’.-]*(?:\s+[A-Z][A-Za-z0-9&'’.-]*){0,5}\s+is\s+(?:organized|organised|formed)\s+(?:exclusively\s+|solely\s+|primarily\s+)?(?=to\b|for\b)/g,
      3,
    ],
    // A special-purpose covenant, as lenders ask for: "shall not engage in any business or activity other than …".
    [
      /\bshall\s+not\s+engage\s+in\s+any\s+(?:business|activity|purpose)(?:,?\s+(?:or\s+)?(?:business|purpose|activity|activities))*\s+(?:other\s+than|apart\s+from|except(?:\s+for)?)\s+/g,
      5,
    ],
    // A certificate of incorporation's standard clause.
    [
      /\b[Tt]he nature of the business(?:,)? or purposes? to be conducted or promoted(?: by the (?:[Cc]orporation|[Cc]ompany))? (?:is|are)\b/g,
      4,
    ],
  ];
  for (const [re, weight] of leads) {
    for (const { page, m } of matches(pages, re)) {
      const at = m.index + m[0].length;
      // "shall be:" followed by a list, or "the following activities:": the first item.
      const inline = /^[ \t]*([^\n]*)/.exec(page.flat.slice(at))![1]!;
      const listFollows = /^\s*:?\s*$/.test(
        page.text.slice(at, page.text.indexOf('\n', at) < 0 ? undefined : page.text.indexOf('\n', at)),
      );
      let found: { value: string; start: number } | null = null;
      if (listFollows) found = firstItem(page, page.text.indexOf('\n', at));
      else {
        const sentence = /^\s*([^]*?)(?=[.;](?:\s|$)|\n\n|$)/.exec(page.flat.slice(at, at + 700))!;
        let value = sentence[1]!.replace(/\s+/g, ' ').trim();
        const start = at + (page.flat.slice(at).length - page.flat.slice(at).trimStart().length);
        const colon = value.indexOf(':');
        if (colon >= 0 && colon > value.length - 3) {
          found = firstItem(page, at + sentence[0].indexOf(':') + 1);
        } else {
          if (colon >= 0 && /\b(?:following|these|as follows)\b[^:]*$/i.test(value.slice(0, colon))) {
            found = firstItem(page, start + sentence[1]!.indexOf(':') + 1);
          } else {
            value = value.replace(/^for\s+(?=\S)/, '');
            found = value.length >= 8 && value.length <= 500 ? { value, start } : null;
          }
        }
      }
      if (!found || inline === undefined) continue;
      // "The business of the Company shall be conducted under the name …" states no purpose.
      if (
        /^(?:conducted|carried on|managed|governed|vested|located|held|determined|deemed|subject)\b/i.test(found.value)
      )
        continue;
      if (/\bbusiness\b/i.test(m[0]) && !/\bnot\s+engage\b/i.test(m[0]) && !/^(?:to|any|the|all)\b/i.test(found.value))
        continue;
      const primary = m[1] !== undefined && m[1] !== '';
      // A mission or an aim is a purpose less often stated as the clause; "the foregoing" leans on another sentence.
      const secondary = /\b(?:mission|aims?|objectives?)\b/i.test(m[0]) || /\bthe foregoing\b/i.test(found.value);
      out.push({
        value: found.value,
        source: sourceAt(page, found.start, found.start + found.value.length),
        evidence: text,
        weight: weight + (primary ? 1 : 0) - (secondary ? 1 : 0),
      });
    }
  }
  return out;
}
