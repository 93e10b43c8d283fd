import { sourceAt, sourceOfLines, type Page } from './clauses.ts';
import { findDatesWithIndex } from './rules/formation.ts';
import type { Source } from './types.ts';

/** Per-document facts: title, date, signed, and the exhibits each refers to or supplies. */

export function titleOf(pages: readonly Page[]): { value: string; source: Source } | null {
  const first = pages.find((p) => p.page === 1) ?? pages[0];
  if (!first) return null;
  const lines = first.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.trim().length > 0);
  const isCaps = (l: string) => /[A-Z]{3}/.test(l) && l === l.toUpperCase() && l.length <= 120;
  const start = lines.findIndex(
    ({ l }) =>
      isCaps(l) &&
      !/^(?:STATE OF|SECRETARY OF STATE|DEPARTMENT OF STATE|PAGE \d|CONFIDENTIAL|EXECUTION (?:VERSION|COPY)|FILED)\b/.test(
        l,
      ),
  );
  if (start < 0 || start > 6) return null;
  const taken = [lines[start]!];
  for (const next of lines.slice(start + 1, start + 5)) {
    const caps = next.l === next.l.toUpperCase() && /[A-Z]/.test(next.l) && next.l.length <= 120;
    if (!caps || next.i !== taken[taken.length - 1]!.i + 1) break;
    taken.push(next);
  }
  const source = sourceOfLines(first, taken[0]!.i, taken[taken.length - 1]!.i);
  return { value: source.quote, source };
}

const DATE_CONTEXT =
  /\b(?:as of|dated|effective|made|entered into|adopted|executed|day of|filed|approved|signed)\b|\bDated?\s*:/i;

/** Recitals of the entity's formation or another document's date, which do not date this document. */
const NOT_THIS_DOCUMENT =
  /\b(?:was|were|has been|had been)\s+(?:duly\s+)?(?:formed|organized|incorporated|established|created|filed)\b[^.]{0,80}$|\bthat certain\b|\bin the form dated\b|\b(?:the|said|its|such)\s+(?:[A-Z][\w-]*\s+){0,6}(?:Agreement|Certificate|Articles|Bylaws|By-Laws|Trust|Declaration|Policy|Plan|Resolutions?)\s*,?\s*(?:dated|filed|executed)\b[^.]{0,40}$/i;

/** The document stating its own date: "IN WITNESS WHEREOF … as of", "has executed this … on", "These Articles are dated as of". */
const OWN_DATE =
  /\b(?:in\s+)?witness\s+whereof\b|\b(?:has|have|hereby|do hereby|duly)\s+(?:\w+\s+){0,2}(?:executed|execute|signed|sign|made|entered into)\s+(?:this|these)\b|\b(?:this|these)\s+(?:[A-Za-z][\w-]*\s+){0,6}(?:is|are|was|were|has been|have been)\s+(?:made|dated|executed|signed|entered into)\b|^(?:Dated|Executed|Signed|Made|DATED|EXECUTED)\s+(?:as of|on|this|at)?\b|\bexecuted and acknowledged\b|\b(?:have|has) been executed\b/i;

/** The document's adoption, amendment or version: "The foregoing Bylaws were adopted … on", "Last Amended:". */
const ADOPTED = /\b(?:adopted|approved|amended|updated|revised|restated|ratified|amendments?|version)\b|\bmeeting\b/i;
const DOCUMENT_WORD =
  /\b(?:these|this|foregoing|bylaws|by-laws|constitution|agreement|pact|articles|certificate|resolutions?|consent|minutes|declaration|charter|amendments?|version)\b/i;

/** A labelled date that is not a signature's ("Adoption Date:", "Date of Trust:"). */
const DATE_LABEL =
  /\b(?:Adoption|Amendment|Amended|Effective|Original|Filing|Formation|Incorporation|Organization|Issuance|Birth|Record|Closing|Maturity|Expiration|Termination|Trust|Due|Start|End|Payment|Meeting|Approval|Revision|Last|Execution|Commencement|Grant|Vesting)\s+Date\s*:\s*$/i;

type Dated = { value: string; source: Source; tier: number; at: number };

/** A row of a signature table: a line under a header naming a signature (or name) column and a date column. */
function signatureTableRow(page: Page, lineIndex: number): boolean {
  for (let i = lineIndex - 1; i >= Math.max(0, lineIndex - 12); i -= 1) {
    const l = page.lines[i]!;
    if (/\b(?:Signature|Name)\b.*\bDate\b|\bDate\b.*\bSignature\b/.test(l) && !/[.;]$/.test(l.trim())) return true;
    if (!l.trim() || /[.;:]$/.test(l.trim())) return false;
  }
  return false;
}

/**
 * The document's own date, by what states it: its execution clause or a statement of its date (IN WITNESS WHEREOF,
 * "These Articles are dated as of", "Date of Pact:"), a "Date:" line of its signatures (the last one signed),
 * its adoption, amendment or version (the latest: "Amendments adopted …, July 23, 2021", "Last Amended:"), a date
 * alone under its title, and last any dated phrase on its first or last page. Recitals of the entity's formation
 * and dates of other documents ("that certain Agreement dated …", "in the form dated …") do not date it.
 */
export function dateOf(pages: readonly Page[]): { value: string; source: Source } | null {
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  const first = ordered[0];
  if (!first) return null;
  const last = ordered[ordered.length - 1]!;
  const headLines = new Set(
    first.lines
      .map((l, i) => ({ l, i }))
      .filter(({ l }) => l.trim())
      .slice(0, 8)
      .map(({ i }) => i),
  );
  // Bylaws and constitutions are adopted, not executed: their adoption dates them before a certificate's execution.
  const rules = first.lines
    .filter((l) => l.trim())
    .slice(0, 2)
    .some((l) => l.length < 100 && /\b(?:by-?laws|constitution)\b/i.test(l) && !/\bcertificat/i.test(l));
  const found: Dated[] = [];
  let at = 0;
  for (const page of ordered) {
    for (const d of findDatesWithIndex(page)) {
      at += 1;
      const lineStart = page.text.lastIndexOf('\n', d.start - 1) + 1;
      const lineEndAt = page.text.indexOf('\n', d.end);
      const lineEnd = lineEndAt < 0 ? page.text.length : lineEndAt;
      const line = page.text.slice(lineStart, lineEnd);
      const lineIndex = page.text.slice(0, lineStart).split('\n').length - 1;
      const head = page === first && headLines.has(lineIndex);
      const before = page.text.slice(lineStart, d.start);
      const source = sourceAt(page, d.start, d.end);
      const lead = source.quote.slice(0, Math.max(0, source.quote.indexOf(d.text)));
      const add = (tier: number, src: Source = source) => found.push({ value: d.iso, source: src, tier, at });
      if (NOT_THIS_DOCUMENT.test(lead) && !/^(?:Dated|Date)\b/i.test(before.trim())) continue;
      // "Date of Pact:", "Dated as of …" on a line of its own, the execution clause.
      if (
        /^(?:Date of (?:this )?(?:Agreement|Pact|Consent|Resolutions?|Minutes|Meeting|Certificate|Declaration|Instrument|Amendment|Execution|Signature|Adoption|Action)|Effective Date|Dated)\s*:?\s*(?:as of\s*)?$/i.test(
          before.trim(),
        ) &&
        !/^Date\s*:?$/i.test(before.trim())
      )
        add(1, sourceAt(page, lineStart, d.end));
      else if (OWN_DATE.test(lead)) add(1);
      // "Date:" in a signature block ("Signature: /s/ A   Date: 07/07/2021").
      else if ((/\bDate\s*:\s*$/i.test(before) && !DATE_LABEL.test(before)) || signatureTableRow(page, lineIndex))
        add(signatureTableRow(page, lineIndex) ? 2.5 : 2, sourceOfLines(page, lineIndex, lineIndex));
      // Its adoption or amendment, in a sentence about the document or a line of its heading or history.
      else if (
        ADOPTED.test(lead.slice(-160) || before) &&
        (DOCUMENT_WORD.test(lead) || head || /^\W*(?:Last|Amended|Adopted|Updated|Revised|Approved)/i.test(line))
      )
        add(rules ? 0 : 3);
      else if (head && /^\s*(?:version|amended)\b/i.test(page.text.slice(d.end, lineEnd)))
        add(3, sourceOfLines(page, lineIndex, lineIndex));
      // A date alone under the title ("7 October 2013", "April 22, 2024").
      else if (head && line.trim().replace(/[.,]$/, '') === d.text.trim())
        add(4, sourceOfLines(page, lineIndex, lineIndex));
      else if ((page === first || page === last) && DATE_CONTEXT.test(source.quote)) add(5);
    }
  }
  const tier = Math.min(...found.map((f) => f.tier));
  const best = found.filter((f) => f.tier === tier);
  if (best.length === 0) return null;
  // A consent's signatures and the amendments: the latest date (a consent takes effect when the last one signs); a
  // table of members signing as they join, and statements: the first.
  const pick =
    tier === 0 || tier === 2 || tier === 3
      ? best.reduce((a, b) => (b.value > a.value ? b : a))
      : best.reduce((a, b) => (b.at < a.at ? b : a));
  return { value: pick.value, source: pick.source };
}

/** True for a conformed or electronic signature, false for a signature block left blank, null for no block. */
export function signedOf(pages: readonly Page[]): { value: boolean; source: Source } | null {
  let blank: { value: boolean; source: Source } | null = null;
  let hasBlock = false;
  for (const page of pages) {
    for (let i = 0; i < page.lines.length; i += 1) {
      const line = page.lines[i]!;
      // A conformed signature, or a signing service's stamp ("Digitally signed by …"), not a clause about
      // counterparts "by electronically signed delivery".
      if (
        /\/s\/|(?:digitally|electronically) signed by|docusigned by|^\s*(?:digitally|electronically) signed\s*(?:$|:)/i.test(
          line,
        )
      )
        return { value: true, source: sourceOfLines(page, i, i) };
      // A signature line left blank: "By: ______", "Signature of Incorporator ______", "______".
      if (
        /^(?:(?:By|Signature|Signed|Trustee|Member|Manager|Director|Secretary|President|Incorporator|Organizer|Witness)\b[^_\n]{0,40}?)?:?\s*_{3,}/.test(
          line,
        ) ||
        /^_{3,}/.test(line)
      ) {
        hasBlock = true;
        blank ??= { value: false, source: sourceOfLines(page, i, Math.min(i + 1, page.lines.length - 1)) };
      }
    }
  }
  return hasBlock ? blank : null;
}

/** An exhibit's letter or number ("A", "AA", "1", "2.1"); not a short word of a title ("SCHEDULE OF MEMBERS"). */
const ID = '((?!(?:OF|TO|IN|ON|AS|AT|BY|OR|AN|IS|IT)\\b)[A-Z]{1,2}|\\d{1,2}(?:\\.\\d{1,2})?)';
const REFERENCE = new RegExp(
  `\\b(Exhibit|Schedule|Annex|Appendix)\\s+${ID}(?![\\w.]*\\s+(?:of|to)\\s+the\\s+(?:Internal Revenue|Code|Act)\\b)\\b`,
  'g',
);
const HEADING = new RegExp(
  `^(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|Exhibit|Schedule|Annex|Appendix)\\s+${ID}(?:\\s*$|\\s*[-:.]\\s*\\S|\\s+[A-Z][A-Z ]+$|\\s+to\\b)`,
);
/** A heading that names the exhibit after its title: "Membership - Schedule 1", "MEMBERS: EXHIBIT A". */
const TITLED_HEADING = new RegExp(
  `^[A-Z][\\w&',()/ ]{0,60}?\\s*[-\u2013\u2014:]\\s*(Exhibit|Schedule|Annex|Appendix|EXHIBIT|SCHEDULE|ANNEX|APPENDIX)\\s+${ID}\\s*$`,
);

const keyOf = (kind: string, id: string) => `${kind.toLowerCase()} ${id.toUpperCase()}`;

/** The exhibit a line heads, as its key ("schedule 1"), or null. */
function headingKey(line: string): string | null {
  const trimmed = line.trim();
  const m = HEADING.exec(trimmed);
  if (m) return keyOf(trimmed.split(/\s+/)[0]!, m[1]!);
  const t = TITLED_HEADING.exec(trimmed);
  return t ? keyOf(t[1]!, t[2]!) : null;
}

/**
 * Exhibit/schedule names the files supply: a heading line of its own ("SCHEDULE A", "Exhibit B - Members",
 * "Membership - Schedule 1") with something under it. Not a list of them (a table of contents, "SCHEDULE A —
 * Members / SCHEDULE B — Valuation" one under the other): a list names the exhibits, it does not supply them. Nor a
 * heading with at most its caption under it before the next exhibit or the end of its file ("EXHIBIT B / Schedule
 * of Members" and nothing more, as a form left blank ends): the exhibit is named, not supplied.
 */
export function suppliedExhibits(pages: readonly Page[]): Set<string> {
  const out = new Set<string>();
  const files = [...new Set(pages.map((p) => p.file))];
  for (const file of files) {
    // The file's non-empty lines in page order, with the exhibit each heads.
    const lines = pages
      .filter((p) => p.file === file)
      .sort((a, b) => a.page - b.page)
      .flatMap((p) => p.lines.filter((l) => l.trim().length > 0))
      .map((l) => ({ text: l.trim(), key: headingKey(l) }));
    lines.forEach(({ key }, n) => {
      if (!key) return;
      if ([lines[n - 1], lines[n + 1]].some((x) => x?.key && x.key !== key)) return;
      const next = lines.findIndex((x, i) => i > n && x.key !== null && x.key !== key);
      const under = lines.slice(n + 1, next < 0 ? undefined : next).filter((x) => x.key !== key);
      // Under a bare "EXHIBIT B", a line of words alone may be its caption ("Schedule of Members"); a value, a
      // row or a sentence is content. A heading with its caption ("SCHEDULE B - Valuation") has none under it.
      const captioned = !/^\S+\s+\S+$/.test(lines[n]!.text);
      const caption = !captioned && under[0] && /^[A-Za-z][A-Za-z ,&'\u2019()-]{0,78}$/.test(under[0].text) ? 1 : 0;
      if (under.length <= caption) return;
      out.add(key);
    });
  }
  return out;
}

/**
 * A tax form named in passing, not an exhibit of these documents: a schedule of the Internal Revenue Service
 * ("IRS Schedule K-1", "Internal Revenue Service Forms 1065, Schedule K-1s", "Schedule C (Form 1040)"). The
 * partnership's Schedule K-1 is named so in every LLC and partnership agreement's tax provisions.
 */
const FORM_BEFORE = /\b(?:IRS|I\.R\.S\.|Internal\s+Revenue\s+Service|Forms?\s+[\w-]*\d[\w-]*,?(?:\s+(?:and|or))?)\s+$/i;
const FORM_AFTER = /^\s*\(?(?:of\s+|to\s+)?(?:IRS\s+)?Form\s+\d/i;
const TAX_SCHEDULE = /^Schedule\s+K-[123](?!\d)/;
/**
 * An exhibit of another document named by its title ("attached as Exhibit A to the Purchase Agreement", "Schedule 1
 * to the Investors' Rights Agreement"): not attached to these files. "to this Agreement", "hereto" and "to the
 * Agreement" (the document's own defined name) stay references.
 */
const OTHER_DOCUMENT_AFTER =
  /^\s+(?:to|of)\s+(?:the|that|such|each)\s+(?:[A-Z][\w'\u2019-]*\s+){1,5}(?:Agreement|Plan|Certificate|Note|Indenture|Lease|Policy|Instrument|Deed|Declaration|Bylaws|Charter)\b/;

/**
 * The document an exhibit is the form of: "the Amended and Restated Certificate of Incorporation, in the form
 * attached hereto as Exhibit A". When that document is one of the files, the exhibit is supplied.
 */
const FORM_OF =
  /((?:[A-Z][\w'\u2019-]*\s+)(?:(?:of|and|for|to|the|[A-Z][\w'\u2019-]*)\s+){0,8}[A-Z][\w'\u2019-]*)\s*,?\s+(?:substantially\s+)?in\s+(?:substantially\s+)?the\s+form\s+(?:attached|annexed|appended)\s+(?:hereto\s+|to\s+(?:this|these)\s+\w+\s+)?as\s+$/;

export interface ExhibitReference {
  /** As written: "Exhibit A", "Schedule 1". */
  reference: string;
  /** "exhibit A", to compare with the supplied ones. */
  key: string;
  source: Source;
  /** The document the exhibit is a form of, as the text names it ("Amended and Restated Certificate of Incorporation"). */
  formOf: string | null;
}

export function referencedExhibits(pages: readonly Page[]): ExhibitReference[] {
  const out: ExhibitReference[] = [];
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      if (headingKey(line)) return;
      REFERENCE.lastIndex = 0;
      for (let m = REFERENCE.exec(line); m; m = REFERENCE.exec(line)) {
        const offset = page.lines.slice(0, i).reduce((n, l) => n + l.length + 1, 0) + m.index;
        const end = offset + m[0].length;
        // The words around it, across line breaks (pdf.js wraps anywhere).
        const before = page.flat.slice(Math.max(0, offset - 60), offset);
        const after = page.flat.slice(end, end + 120);
        if (
          FORM_BEFORE.test(before) ||
          FORM_AFTER.test(after) ||
          TAX_SCHEDULE.test(page.flat.slice(offset, end + 3)) ||
          OTHER_DOCUMENT_AFTER.test(after)
        )
          continue;
        const reference = `${m[1]} ${m[2]}`;
        const formOf = FORM_OF.exec(page.flat.slice(Math.max(0, offset - 200), offset))?.[1] ?? null;
        out.push({
          reference,
          key: keyOf(m[1]!, m[2]!),
          source: sourceAt(page, offset, end),
          // "That the Company's Restated Certificate": the document's own name, without whose it is.
          formOf:
            formOf
              ?.replace(/^.*['\u2019]s\s+/, '')
              .replace(/^(?:(?:That|The|This|Such|Its|Their)\s+)+/, '')
              .replace(/\s+/g, ' ') ?? null,
        });
      }
    });
  }
  return out;
}
