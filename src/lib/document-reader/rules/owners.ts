import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { findPercentages, parseNumber } from '../text.ts';
import type { Source } from '../types.ts';
import { listedUnder } from './officers.ts';
import {
  cleanName,
  definedTerm,
  isPartyName,
  listItem,
  nameTitleLines,
  PARTY,
  PERSON,
  signatories,
  splitParties,
  titleCase,
} from './parties.ts';
import { OWNER_NAME, NOT_A_NAME } from './patterns.ts';

/**
 * Who owns the entity: member, partner and shareholder schedules (with or without a header row, columns run
 * together as pdf.js gives them), beneficiaries' shares in a trust, ownership stated in prose ("X holds 60%",
 * "X is the sole Member", "the initial members shall be A, B and C"), and members who sign as members.
 */

/** A name as the sentence holds it, without the words before it ("Ownership. Gregory Hale" → "Gregory Hale"). */
export function trimLeadIn(raw: string): string {
  let name = raw.replace(/\s+/g, ' ').trim();
  const cut = [...name.matchAll(/[a-z]{2}[.;:]\s+(?=[A-Z])|,\s+and\s+|\s+and\s+/g)].pop();
  if (cut) name = name.slice(cut.index + cut[0].length);
  return name.replace(/^(?:The|And|Whereas|Each|Members?|Partners?)\s+(?=[A-Z])/, '').replace(/[,;:]$/, '');
}

/** Class or role columns of a schedule row that pdf.js ran into the name. */
const ROW_ROLE =
  /\s+(?:General Partner|Limited Partner|Managing Member|Member|Manager|Class [A-Z0-9]+|Common|Preferred|Series [A-Z0-9]+)$/;
/** A beneficiary's relationship column run into the name ("Daniel R. Whitcombe Son"). */
const RELATIONSHIP =
  /\s+(?:Son|Daughter|Child|Stepson|Stepdaughter|Stepchild|Grandson|Granddaughter|Grandchild|Spouse|Wife|Husband|Brother|Sister|Sibling|Nephew|Niece|Mother|Father|Parent|Cousin|Friend|Partner|Charity|Self)$/;

export interface OwnerCandidate {
  name: string;
  percentage: number | null;
  units: number | null;
  source: Source;
}

/** A schedule's heading: "EXHIBIT A", "Schedule of Members", "Members and Percentage Interests". */
const SCHEDULE_HEADING =
  /^(?:SCHEDULE|EXHIBIT|ANNEX|APPENDIX|Schedule|Exhibit|Annex|Appendix)\b.*$|\b(?:schedule of (?:members|partners|shareholders)|member(?:ship)? schedule|members and (?:percentage|membership) interests|schedule of partners|partners and percentage interests|capital contributions and (?:percentage|units)|membership information|ownership interests?|list of (?:members|partners|shareholders))\b/i;
/** A header row: a "who" column and a "how much" column, short like a header row. */
const WHO_COLUMN =
  /^(?:[A-Z][a-z]+ )?(?:Name|Member|Partner|Shareholder|Stockholder|Holder|Owner|Beneficiary|Investor)s?\b/;
const HOW_MUCH_COLUMN =
  /\b(?:Units?|Percent|Percentage|%|Interests?|Shares?|Ratio|Ownership|Capital Contributions?|Economic Interests?)\b/;

/** Owners from member/partner schedules laid out as rows (one row per line, or a name with numbers on the lines below). */
export function ownerRows(pages: readonly Page[]): {
  owners: OwnerCandidate[];
  totalUnits: { value: number; source: Source } | null;
} {
  const owners: OwnerCandidate[] = [];
  let totalUnits: { value: number; source: Source } | null = null;
  for (const page of pages) {
    const lines = page.lines;
    const heading = lines.findIndex((l) => SCHEDULE_HEADING.test(l));
    const header = lines.findIndex(
      (l, i) =>
        i >= Math.max(heading, 0) &&
        l.length <= 160 &&
        WHO_COLUMN.test(l) &&
        HOW_MUCH_COLUMN.test(l) &&
        !/[.;]$/.test(l) &&
        // A header names columns; a sentence has verbs and articles.
        !/\b(?:the|is|are|shall|of the|will|has|have)\b/.test(l),
    );
    if (header < 0) {
      owners.push(...headerlessRows(page, heading));
      // A list announced by its sentence: "The names of the Members and their Membership Interests are:", "The
      // profits shall be divided between the partners in the following proportions:".
      lines.forEach((l, i) => {
        // The sentence may run over from the line above (pdf.js and OCR break lines anywhere).
        const sentence = `${lines[i - 1]?.trim() ?? ''} ${l}`.split(/(?<=[a-z]\.)\s+/).pop()!;
        if (i !== heading && /:$/.test(l) && LIST_LEAD_IN.test(sentence)) owners.push(...headerlessRows(page, i));
      });
      continue;
    }
    const head = lines[header]!;
    // Units: a column of units or shares (not "Share" of a trust, which is a percentage), and only one such column.
    const unitColumns = head.match(/\b(?:Units|Shares|Unit|Number of Shares)\b/g) ?? [];
    const hasUnits = unitColumns.length === 1;
    const hasRelationship = /\bRelationship\b/i.test(head);
    for (let i = header + 1; i < lines.length; i += 1) {
      let line = lines[i]!;
      if (!line) continue;
      if (/^(?:SCHEDULE|EXHIBIT|ARTICLE|Section \d|IN WITNESS)/.test(line)) break;
      const first = i;
      let last = i;
      // Split rows: a name alone with its numbers on the following lines (blank lines between, as pdf.js gives them).
      const nameOnly = !/\d/.test(line);
      for (let j = last + 1; nameOnly && j < lines.length && j <= last + 2; j += 1) {
        const next = lines[j]!;
        if (!next.trim()) continue;
        if (!/^[\s$\d,.%]+$/.test(next)) break;
        last = j;
        line = `${line} ${next}`;
      }
      const total = /^Totals?\b[:\s]*(?:\$[\d,]+(?:\.\d+)?\s+)?([\d,]+)(?!\s*%)/i.exec(line);
      if (total) {
        if (hasUnits) {
          const value = parseNumber(total[1]!);
          if (value) totalUnits = { value, source: sourceOfLines(page, i, last) };
        }
        break;
      }
      const name = new RegExp(`^(${OWNER_NAME})`).exec(line);
      if (!name || NOT_A_NAME.test(name[1]!)) continue;
      const rest = line.slice(name[0].length);
      const pct = findPercentages(rest);
      // Units: the whole number column (not money, not a date, not an address number before a street name).
      const numbers = [
        ...rest
          .replace(
            /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}/g,
            ' ',
          )
          .matchAll(/(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\s*%)(?![.,]?\d)(?!\s+(?:[A-Z][a-z]|percent))/g),
      ].map((x) => parseNumber(x[1]!)!);
      const units = hasUnits && numbers.length > 0 ? numbers[numbers.length - 1]! : null;
      if (pct.length === 0 && units === null) continue;
      i = last;
      let owner = name[1]!.replace(/,$/, '').trim().replace(ROW_ROLE, '');
      if (hasRelationship) owner = owner.replace(RELATIONSHIP, '');
      // A signature column repeats the name ("Shane Friedman Shane Friedman 10/15/2024 20%").
      const words = owner.split(' ');
      const half = words.length / 2;
      if (words.length % 2 === 0 && words.slice(0, half).join(' ') === words.slice(half).join(' '))
        owner = words.slice(0, half).join(' ');
      // The ownership column: the first percentage (an economic interest before a non-economic one).
      const stated = pct.find((p) => p > 0) ?? null;
      owners.push({ name: owner, percentage: stated, units, source: sourceOfLines(page, first, last) });
    }
  }
  return { owners, totalUnits };
}

/** A sentence that announces a list of owners and their shares, ending in a colon. */
const LIST_LEAD_IN =
  /\b(?:members|partners|shareholders|stockholders|owners|beneficiaries)\b[^:]{0,120}\b(?:interests?|percentages?|proportions?|shares|ratios?|ownership)\b[^:]{0,60}:$|\b(?:interests?|percentages?|proportions?|shares|ratios?|ownership)\b[^:]{0,80}\b(?:members|partners|shareholders|stockholders|owners|beneficiaries)\b[^:]{0,60}:$/i;

/** Rows of a schedule without a header row: "Ann Lee ........ 60%" lines under a schedule heading. */
function headerlessRows(page: Page, heading: number): OwnerCandidate[] {
  if (heading < 0) return [];
  const rows: OwnerCandidate[] = [];
  const row = new RegExp(`^(${OWNER_NAME})[\\s.,:_-]+(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|percent)$`);
  for (let i = heading + 1; i < page.lines.length && i <= heading + 30; i += 1) {
    const line = listItem(page.lines[i]!);
    if (!line) continue;
    const m = row.exec(line);
    if (!m) {
      if (rows.length > 0) break;
      continue;
    }
    const name = m[1]!.replace(/,$/, '').trim();
    if (NOT_A_NAME.test(name) || !isPartyName(titleCase(name))) continue;
    rows.push({ name, percentage: Number(m[2]), units: null, source: sourceOfLines(page, i, i) });
  }
  // One row is a schedule only when it is the whole of the ownership.
  return rows.length >= 2 || rows[0]?.percentage === 100 ? rows : [];
}

/** Owners stated in prose: "X holds 60% of the membership interests", "X is the sole Member". */
export function ownerProse(pages: readonly Page[]): OwnerCandidate[] {
  const out: OwnerCandidate[] = [];
  const holds = new RegExp(
    `(${OWNER_NAME})(?:\\s*\\([^)]{0,40}\\))?,?\\s+(?:holds|owns|shall (?:hold|own)|has been issued|is the (?:record )?(?:holder|owner) of|holding|owning)\\s+(?:an?\\s+)?(?:[a-z-]+\\s+)?(?:percent\\s+)?(?:\\(?(\\d{1,3}(?:\\.\\d+)?)\\s*%\\)?|(\\d{1,3}(?:,\\d{3})*|\\d+)\\s+(?:Units|units|Shares|shares|Common Units))`,
    'g',
  );
  for (const { page, m } of matches(pages, holds)) {
    const name = trimLeadIn(m[1]!);
    // A defined term ("The Founder owns 100%") is not a name.
    if (NOT_A_NAME.test(name) || !isPartyName(titleCase(name))) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = m[2] ? Number(m[2]) : null;
    out.push({ name, percentage: pct, units: m[3] ? parseNumber(m[3]) : null, source });
  }
  const sole = new RegExp(
    `(${OWNER_NAME})(?:(?:,\\s+[^,]{0,60},)?,?\\s+(?:is|shall be|as)\\s+|,\\s+)the\\s+[Ss]ole\\s+(?:[Mm]ember|[Oo]wner|[Ss]hareholder|[Ss]tockholder)\\b|\\b[Ss]ole\\s+(?:[Mm]ember|[Ss]hareholder|[Ss]tockholder) (?:of the Company |of the Corporation )?(?:is|shall be)\\s+(${OWNER_NAME})`,
    'g',
  );
  for (const { page, m } of matches(pages, sole)) {
    const name = trimLeadIn((m[1] ?? m[2])!);
    if (NOT_A_NAME.test(name) || /^[a-z]/.test(name) || !isPartyName(titleCase(name))) continue;
    // "Ann Lee, the sole member of the Company," is an apposition; "NOW, THEREFORE, the sole Member agrees" is not.
    if (
      m[1] &&
      !/\s(?:is|shall be|as)\s+the\s/.test(m[0]) &&
      !/^\s*(?:of\b|,)/.test(page.flat.slice(m.index + m[0].length))
    )
      continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = findPercentages(source.quote);
    out.push({ name, percentage: pct.length === 1 ? pct[0]! : 100, units: null, source });
  }
  const list = `(?:${PARTY})(?:(?:,\\s*(?:and\\s+)?|,?\\s+and\\s+)(?:${PARTY})){0,11}`;
  const split = (s: string) => splitParties(s).filter((x) => isPartyName(titleCase(x)));
  // "the initial members of the Company shall be A, B, and C", "The partners of the Partnership are A and B".
  const members = new RegExp(
    `\\b(?:[Tt]he\\s+)(?:(?:initial|current|sole|founding|only|primary)\\s+)*([Mm]embers|[Ss]hareholders|[Ss]tockholders|(?:[Ll]imited |[Gg]eneral )?[Pp]artners|[Bb]eneficiaries)(?:\\s+of\\s+(?:the|this)\\s+[A-Za-z-]+)?\\s+(?:are|shall be|will be|consist of)\\s*:?\\s+(?:(?:my|our)\\s+(?:children|sons|daughters|grandchildren),?\\s+)?(${list})`,
    'g',
  );
  // "among A, B and C, the sole current members of X LLC".
  const among = new RegExp(
    `(${list}),\\s+(?:being\\s+)?the\\s+(?:(?:sole|only|initial|current|founding)\\s+)*(members|shareholders|stockholders)\\b`,
    'g',
  );
  for (const re of [members, among])
    for (const { page, m } of matches(pages, re)) {
      const names = split(re === members ? m[2]! : m[1]!);
      const source = sourceAt(page, m.index, m.index + m[0].length);
      if (/\b(?:if|upon|when|may|shall not)\b/i.test(source.quote.slice(0, source.quote.indexOf(m[0].slice(0, 15)))))
        continue;
      for (const name of names) out.push({ name, percentage: null, units: null, source });
    }
  // A count of owners and their names: "The Company has one member, Ann Lee", "has two members: A and B".
  const counted = new RegExp(
    `\\bhas\\s+(?:one|a\\s+sole|a\\s+single|only\\s+one|two|three|four|five)\\s+(?:members?|shareholders?|stockholders?|partners?)\\s*[,:]\\s+(?:namely\\s+)?(${list})`,
    'g',
  );
  for (const { page, m } of matches(pages, counted)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    // A count states no share: the percentage stays unstated, as the documents leave it.
    for (const name of split(m[1]!)) out.push({ name, percentage: null, units: null, source });
  }
  // Owners listed with their shares after a colon: "Members: Ann Lee (50%), Bo Park (50%)", "… Percentage
  // Interests are as follows: Ann Lee, 70%; Bo Park, 30%".
  const shares =
    /\b(?:Members?|Shareholders?|Stockholders?|Partners?|Owners?|Beneficiar(?:y|ies)|Percentage\s+Interests?|Interests)\b[^:\n]{0,100}:[ \t]*([^\n]+)/g;
  const item = new RegExp(
    `^(${OWNER_NAME})\\s*(?:\\((\\d{1,3}(?:\\.\\d+)?)\\s*%\\)|,\\s*(\\d{1,3}(?:\\.\\d+)?)\\s*%|\\s+[-–]\\s+(\\d{1,3}(?:\\.\\d+)?)\\s*%)$`,
  );
  for (const { page, m } of matches(pages, shares)) {
    const items = m[1]!
      .replace(/\.\s*$/, '')
      .split(/\s*;\s*(?:and\s+)?|(?<=%\)?)\s*,\s*(?:and\s+)?|(?<=%\)?)\s+and\s+/)
      .map((i) => item.exec(i.trim()));
    if (items.length === 0 || items.some((i) => !i)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    for (const i of items) {
      const name = trimLeadIn(i![1]!);
      if (NOT_A_NAME.test(name) || !isPartyName(titleCase(name))) continue;
      out.push({ name, percentage: Number(i![2] ?? i![3] ?? i![4]), units: null, source });
    }
  }
  // An organizational consent's issuance: "issue 1,000 shares of Common Stock to Ann Lee", "issued 500 Units to X".
  const issue = new RegExp(
    `\\bissued?\\s+(?:an aggregate of\\s+|a total of\\s+)?(\\d{1,3}(?:,\\d{3})+|\\d+)\\s+(?:shares|Shares|Units|units)(?:\\s+of\\s+(?:its\\s+|the\\s+)?(?:[A-Z][a-z]+\\s+){0,3}(?:[Ss]tock|Units|[Ii]nterests?))?\\s+to\\s+(${PARTY})(?![A-Za-z])`,
    'g',
  );
  for (const { page, m } of matches(pages, issue)) {
    const name = cleanName(m[2]!);
    if (!isPartyName(titleCase(name))) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    out.push({ name, percentage: null, units: parseNumber(m[1]!), source });
  }
  // "Ann Lee and Bo Park, each owning fifty percent (50%)", "A and B, each holding a 50% interest".
  const each = new RegExp(
    `(${list}),?\\s+each\\s+(?:of whom\\s+)?(?:owning|holding|having|with|as to)\\s+(?:an?\\s+)?(?:undivided\\s+)?(?:[a-z-]+(?:\\s+and\\s+[a-z-]+)?\\s+percent\\s+)?\\(?(\\d{1,3}(?:\\.\\d+)?)\\s*%\\)?`,
    'g',
  );
  for (const { page, m } of matches(pages, each)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    for (const name of split(m[1]!)) out.push({ name, percentage: Number(m[2]), units: null, source });
  }
  // Form fields: "Member(s): Ann Lee and Bo Park", "Name of Sole Member: X LLC", "Beneficiaries: A, B".
  const field = new RegExp(
    `^(?:Names? of (?:the )?)?((?:[Ii]nitial |[Cc]urrent |[Ss]ole )?(?:[Mm]embers?|[Ss]hareholders?|[Ss]tockholders?|[Bb]eneficiar(?:y|ies)|[Ll]imited [Pp]artners?))(?:\\(s\\)|\\(ies\\))?\\s*:\\s*(${list})\\.?$`,
  );
  for (const page of pages)
    page.lines.forEach((line, i) => {
      const m = field.exec(line.trim());
      if (!m) return;
      const sole = /^sole\b/i.test(m[1]!);
      for (const name of split(m[2]!))
        out.push({ name, percentage: sole ? 100 : null, units: null, source: sourceOfLines(page, i, i) });
    });
  // Defined terms: `on behalf of Ann Lee (the "Grantor" and "Beneficiary")`, `Ann Lee and Bo Park (the "Members")`.
  const defined = new RegExp(
    `(?<!\\b(?:the|a|an|any|such|said|each|this|that|its|his|her|their)\\s)(${list})(?:,\\s+(?:an?\\s|having\\s|residing\\s|whose\\s)[^()]{0,160}?)?,?\\s+${definedTerm('((?:Sole |Initial )?(?:Members?|Beneficiar(?:y|ies)|Shareholders?|Stockholders?|Limited Partners?))')}`,
    'g',
  );
  for (const { page, m } of matches(pages, defined)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const solely = /^Sole /.test(m[2]!);
    for (const name of split(m[1]!)) out.push({ name, percentage: solely ? 100 : null, units: null, source });
  }
  // A trust's gifts, as living-trust forms write them: "Tim Torres shall be given Tammy Trustmaker's interest in …",
  // "Ann Lee shall receive the residue of the trust property". Not a gift on a condition ("If Tim Torres does not
  // survive …, that property shall be given to …") nor one to a custodian or a successor.
  if (pages.some((p) => /\b(?:declaration of trust|trust agreement|this trust|living trust)\b/i.test(p.flat))) {
    const gift = new RegExp(`(${PERSON})\\s+shall\\s+(?:be\\s+given|receive)\\s+(?!notice\\b|compensation\\b)`, 'g');
    for (const { page, m } of matches(pages, gift)) {
      const source = sourceAt(page, m.index, m.index + m[0].length);
      const lead = source.quote.slice(0, Math.max(0, source.quote.indexOf(m[1]!)));
      if (/\b(?:if|unless|upon|in the event|should|when|after|until)\b/i.test(lead)) continue;
      const name = cleanName(m[1]!);
      if (NOT_A_NAME.test(name) || !isPartyName(titleCase(name))) continue;
      out.push({ name, percentage: null, units: null, source });
    }
  }
  return out;
}

/** Whether the documents are an LLC's, whose members are its owners (a nonprofit's members own nothing). */
function membersOwn(pages: readonly Page[]): boolean {
  const all = pages.map((p) => p.flat).join('\n');
  return (
    /limited liability company|\bL\.?L\.?C\b/i.test(all) &&
    !/\b(?:nonprofit|non-profit|not-for-profit|not for profit) (?:corporation|organization|association)\b/i.test(all)
  );
}

/**
 * Members, shareholders and limited partners named as such: those who sign as members ("Title: Member", "Ann Lee,
 * Member", "/s/ Ann Lee" under "MEMBERS:"), an entity that is a member by its signature block ("MEMBER: / Parent
 * LLC / By: …"), and lists under "The name and address of each member is:". No percentage unless the title says
 * "Sole Member".
 */
export function ownerParties(pages: readonly Page[], entityName: string | null): OwnerCandidate[] {
  const out: OwnerCandidate[] = [];
  const members = membersOwn(pages);
  const ok = (title: string | null, quote: string) =>
    members || /\b(?:shareholder|stockholder|limited partner)s?\b/i.test(title ?? quote);
  for (const s of signatories(pages, entityName))
    if (s.owner && ok(null, s.source.quote))
      out.push({ name: s.name, percentage: s.sole ? 100 : null, units: null, source: s.source });
  for (const l of nameTitleLines(pages, entityName))
    if (l.owner && ok(null, l.source.quote))
      out.push({ name: l.name, percentage: l.sole ? 100 : null, units: null, source: l.source });
  for (const l of listedUnder(pages))
    if (l.kind === 'owner' && ok(l.role, l.source.quote))
      out.push({ name: l.name, percentage: null, units: null, source: l.source });
  return out;
}

/** "an aggregate of 1,000 Units", "The Company has issued 1,000 Units", "Total Units: 1,000". */
export function statedTotalUnits(pages: readonly Page[]): { value: number; source: Source } | null {
  const re =
    /\b(?:(?:aggregate|total) (?:of |number of )?(?:outstanding |issued )?(?:Units|units)(?: outstanding| issued)?(?: is| shall be|:)?\s+(\d{1,3}(?:,\d{3})+|\d+)|(?:has issued|have been issued|issued and outstanding)\s+(?:a total of |an aggregate of )?(\d{1,3}(?:,\d{3})+|\d+)\s+(?:Units|units)|(?:aggregate|total) of (\d{1,3}(?:,\d{3})+|\d+)\s+(?:Units|units))/g;
  for (const { page, m } of matches(pages, re)) {
    const value = parseNumber((m[1] ?? m[2] ?? m[3])!);
    if (value) return { value, source: sourceAt(page, m.index, m.index + m[0].length) };
  }
  return null;
}
