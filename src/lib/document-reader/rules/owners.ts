import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { findPercentages, parseNumber } from '../text.ts';
import type { Source } from '../types.ts';
import { OWNER_NAME, NOT_A_NAME } from './patterns.ts';

/** Who owns the entity: member and partner schedules, and ownership stated in prose. */

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

export interface OwnerCandidate {
  name: string;
  percentage: number | null;
  units: number | null;
  source: Source;
}

/** Owners from member/partner schedules laid out as rows (one row per line, or a name with numbers on the lines below). */
export function ownerRows(pages: readonly Page[]): {
  owners: OwnerCandidate[];
  totalUnits: { value: number; source: Source } | null;
} {
  const owners: OwnerCandidate[] = [];
  let totalUnits: { value: number; source: Source } | null = null;
  for (const page of pages) {
    const heading = page.lines.findIndex(
      (l) =>
        /^(?:SCHEDULE|EXHIBIT|ANNEX|APPENDIX|Schedule|Exhibit|Annex|Appendix)\b.*$/.test(l) ||
        /\b(?:schedule of members|member schedule|members and (?:percentage|membership) interests|schedule of partners|partners and percentage interests|capital contributions and (?:percentage|units))\b/i.test(
          l,
        ),
    );
    // A table header names the columns: who, and units and/or percentages; short, like a header row.
    const header = page.lines.findIndex(
      (l, i) =>
        i >= Math.max(heading, 0) &&
        l.length <= 90 &&
        /^(?:[A-Z][a-z]+ )?(?:Name|Member|Partner|Shareholder|Holder|Owner)s?\b/.test(l) &&
        /\b(?:Units?|Percent|Percentage|%|Interest|Shares?|Ratio)\b/.test(l) &&
        !/[.;]$/.test(l),
    );
    if (header < 0) continue;
    const hasUnits = /\b(?:Units?|Shares?)\b/i.test(page.lines[header]!);
    for (let i = header + 1; i < page.lines.length; i += 1) {
      let line = page.lines[i]!;
      if (!line) continue;
      if (/^(?:SCHEDULE|EXHIBIT|ARTICLE|Section \d|IN WITNESS)/.test(line)) break;
      const first = i;
      let last = i;
      // Split rows: a name alone with its numbers on the following lines.
      const nameOnly = !/\d/.test(line);
      while (
        nameOnly &&
        last + 1 < page.lines.length &&
        /^[\s$\d,.%]+$/.test(page.lines[last + 1]!) &&
        page.lines[last + 1]!.trim()
      ) {
        last += 1;
        line = `${line} ${page.lines[last]}`;
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
      // Units: the whole number column (not money, not an address number before a street name).
      const numbers = [
        ...rest.matchAll(/(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]*\s*%)(?![.,]?\d)(?!\s+[A-Z][a-z])/g),
      ].map((x) => parseNumber(x[1]!)!);
      const units = hasUnits && numbers.length > 0 ? numbers[numbers.length - 1]! : null;
      if (pct.length === 0 && units === null) continue;
      i = last;
      owners.push({
        name: name[1]!.replace(/,$/, '').trim().replace(ROW_ROLE, ''),
        percentage: pct[pct.length - 1] ?? null,
        units,
        source: sourceOfLines(page, first, last),
      });
    }
  }
  return { owners, totalUnits };
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
    if (NOT_A_NAME.test(name)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = m[2] ? Number(m[2]) : null;
    out.push({ name, percentage: pct, units: m[3] ? parseNumber(m[3]) : null, source });
  }
  const sole = new RegExp(
    `(${OWNER_NAME})(?:,\\s+[^,]{0,60},)?\\s+(?:is|shall be|as)\\s+the\\s+[Ss]ole\\s+(?:[Mm]ember|[Oo]wner|[Ss]hareholder|[Ss]tockholder)\\b|\\b[Ss]ole\\s+(?:[Mm]ember|[Ss]hareholder|[Ss]tockholder) (?:of the Company |of the Corporation )?(?:is|shall be)\\s+(${OWNER_NAME})`,
    'g',
  );
  for (const { page, m } of matches(pages, sole)) {
    const name = trimLeadIn((m[1] ?? m[2])!);
    if (NOT_A_NAME.test(name) || /^[a-z]/.test(name)) continue;
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const pct = findPercentages(source.quote);
    out.push({ name, percentage: pct.length === 1 ? pct[0]! : 100, units: null, source });
  }
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
