import { matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import type { Evidence } from '../ground.ts';
import { STATE_NAME_PATTERN, stateCode } from '../states.ts';
import { findDates } from '../text.ts';
import { KIND_QUALIFIER } from './entity-type.ts';
import { type Candidate, KIND } from './patterns.ts';

/** Where and when the entity was formed: the state it is formed under, and the date of its formation. */

/** Words of a statute's name that make it the statute entities are formed under (not a tax or probate code). */
const ENTITY_STATUTE_WORD =
  '(?:Corporations?|Limited\\s+Liability|Partnerships?|Business|Nonprofit|Non-?Profit|Not[- ]for[- ]Profit|Not\\s+For\\s+Profit|Cooperatives?|Associations?|LLC|Organizations)';
/** A statute's name between the state and "Act"/"Law"/"Code": capitalized words, "and", "of". */
const STATUTE_WORDS = '(?:(?:[A-Z][A-Za-z-]*|and|of|for|Not[- ]for[- ]Profit)\\s+){0,7}?';

/** Where the entity is formed: its own description, the law or statute it is formed under, the office it filed with. */
export function formationStates(pages: readonly Page[], name: string | null = null): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const evidence: Evidence = { kind: 'state' };
  const STATE = `(${STATE_NAME_PATTERN})`;
  const patterns: Array<[RegExp, number]> = [
    // "organized under the laws of the State of X", "formed under the laws of: Utah"
    [
      new RegExp(
        `\\b(?:organized|formed|incorporated|organised|existing|registered)\\s+(?:and existing\\s+)?under\\s+the\\s+(?:laws\\s+of\\s*:?\\s*(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?|)${STATE}\\b`,
        'g',
      ),
      5,
    ],
    // "hereby form a general partnership under the Ohio Uniform Partnership Act"
    [
      new RegExp(
        `\\b(?:form|forms|formed|organize|organized)\\s+an?\\s+(?:general\\s+|limited\\s+)?(?:partnership|limited\\s+liability\\s+company|corporation)\\s+under\\s+the\\s+(?:laws\\s+of\\s+(?:the\\s+State\\s+of\\s+)?)?${STATE}\\b`,
        'g',
      ),
      5,
    ],
    // "a limited liability company under the laws of the State of X", "create a valid trust under the laws of X",
    // "an unincorporated nonprofit association under Wyo. Stat. Title 17, Ch. 22 of the laws of the State of X"
    [
      new RegExp(
        `\\b(?:${KIND}|association|cooperative)\\s+(?:organized\\s+|formed\\s+|existing\\s+)?under\\s+(?:[^;.]|\\.(?=\\S|\\s+[A-Z0-9])){0,50}?\\bthe\\s+laws\\s+of\\s+(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?${STATE}\\b`,
        'gi',
      ),
      5,
    ],
    // "filed with the Secretary of State of the State of X", "filed with the Secretary of State for Montana",
    // "filed with the Washington Secretary of State"
    [
      new RegExp(
        `\\b(?:filed|filing)\\s+(?:\\w+\\s+){0,3}?(?:with|in)\\s+the\\s+(?:office\\s+of\\s+the\\s+)?(?:(?:Secretary of State|Department of State|Division of Corporations)\\s+(?:of|for)\\s+(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?${STATE}\\b|${STATE}\\s+(?:Secretary of State|Department of State|Division of Corporations)\\b)`,
        'g',
      ),
      5,
    ],
    // A form's label: "State of Incorporation: Delaware", "Jurisdiction of Formation: Delaware".
    [
      new RegExp(
        `^(?:\\d+\\.\\s*)?(?:State|Jurisdiction)\\s+of\\s+(?:Incorporation|Formation|Organi[sz]ation)\\s*:\\s*(?:the\\s+State\\s+of\\s+)?${STATE}\\b`,
        'gim',
      ),
      5,
    ],
    // The statute it is formed under: "the Delaware Limited Liability Company Act", "Chapter 22 of the Texas Business
    // Organizations Code", "the District of Columbia Non-Profit Corporation Act"
    [
      new RegExp(
        `\\b${STATE}\\s+(?=${STATUTE_WORDS}(?:Act|Law|Code)\\b)(?=(?:\\S+\\s+){0,6}?${ENTITY_STATUTE_WORD}\\b)${STATUTE_WORDS}(?:Act|Law|Code)\\b`,
        'g',
      ),
      4,
    ],
    // "the General Corporation Law of the State of Delaware", "the Non-Profit Corporation Law of North Carolina"
    [
      new RegExp(
        `\\b${ENTITY_STATUTE_WORD}\\s+(?:[A-Z][A-Za-z-]*\\s+){0,2}(?:Act|Law|Laws|Code|law)\\s+(?:of|in)\\s+(?:the\\s+(?:State|Commonwealth)\\s+of\\s+)?${STATE}\\b`,
        'g',
      ),
      4,
    ],
    // "State of Delaware / Secretary of State" letterhead of a filed certificate, "Wyoming Secretary of State".
    [
      new RegExp(
        `^(?:STATE OF|State of)\\s+(${STATE_NAME_PATTERN.toUpperCase()}|${STATE_NAME_PATTERN})\\s*\\n(?:SECRETARY OF STATE|Secretary of State|DEPARTMENT OF STATE|Department of State)|^${STATE}\\s+Secretary\\s+of\\s+State\\b`,
        'gm',
      ),
      3,
    ],
    // A Delaware certificate's own heading: "Delaware" over "The First State".
    [/^(Delaware)\b[^\n]*\n+The First State\b/gm, 3],
    // A title naming the state's kind of entity: "WYOMING LLC OPERATING AGREEMENT".
    [
      new RegExp(
        `^(${STATE_NAME_PATTERN.toUpperCase()})\\s+(?:LLC|LIMITED LIABILITY COMPANY)\\s+(?:OPERATING\\s+)?AGREEMENT$`,
        'gm',
      ),
      3,
    ],
  ];
  const push = (page: Page, m: RegExpExecArray, weight: number) => {
    const stated = m.slice(1).find((g) => g !== undefined && stateCode(g.replace(/\s+/g, ' ')) !== null);
    const code = stated ? stateCode(stated.replace(/\s+/g, ' ')) : null;
    if (!code) return;
    const source =
      /^\w/.test(m[0]) && m[0].includes('\n')
        ? sourceOfLines(page, lineOf(page, m.index), lineOf(page, m.index) + 1)
        : sourceAt(page, m.index, m.index + m[0].length);
    out.push({ value: code, source, evidence, weight });
  };
  for (const [re, weight] of patterns) for (const { page, m } of matches(pages, re)) push(page, m, weight);
  // "X, a Delaware limited liability company", "a Washington nonprofit corporation": the entity's own state when it
  // describes itself; any other party's (a member, a general partner, "directors of a Delaware corporation") is weaker.
  const described = new RegExp(
    `\\ban?\\s+(${STATE_NAME_PATTERN})\\s+${KIND_QUALIFIER}${KIND.replace('|trust)', ')')}\\b`,
    'gi',
  );
  for (const { page, m } of matches(pages, described)) {
    if (!/^[A-Z]/.test(m[1]!)) continue;
    const before = page.flat.slice(Math.max(0, m.index - 120), m.index);
    const itself =
      (name !== null && before.toLowerCase().includes(name.toLowerCase().slice(0, 14))) ||
      /\b(?:The|the|This|this) (?:Company|Corporation|Partnership|Fund|LLC|DAO LLC)"?\)?,?\s*(?:is|shall be|was organized as|was formed as|as)?\s*$/.test(
        before,
      );
    push(page, m, itself ? 4 : 2);
  }
  return out;
}

function lineOf(page: Page, index: number): number {
  return page.text.slice(0, index).split('\n').length - 1;
}

const FORMATION_EVENT =
  /\b(?:date of trust|trust date|filed on|date filed)\b|\b(?:was|were|has been|had been)\s+(?:duly\s+)?(?:formed|organized|incorporated|established|created|filed)\b|\bdate of (?:formation|incorporation|organization|filing)\b|\b(?:formation|incorporation|organization|filing) date\b|\b(?:formed|organized|incorporated)\s+on\b|\bfiled\s+(?:with|in)\s+the\s+(?:office of the\s+)?(?:Secretary of State|Department of State|Division of Corporations)\b|\bTrust,?\s+(?:dated|Agreement dated)\b|\b(?:executed|established|created|declared|signed)\s+(?:the\s+|this\s+)?(?:trust|declaration)\b|\bestablished\s+(?:the\s+)?(?:[A-Z][\w.'-]*\s+){1,7}Trust\b|\bfiled\s+in\s+this\s+office\s+on\b|\btrust (?:was|is) (?:executed|established|created|dated)\b|\btrust agreement\b[^.]{0,20}\bmade\b|\bfiling of (?:its|the) (?:Certificate|Articles) of\b|\b(?:members?|organizers?|undersigned)\s+(?:hereby\s+)?form(?:s|ed)?\s+(?:a|the)\s+(?:limited\s+liability\s+company|limited\s+partnership|partnership|corporation)\b|\bterm\s+of\s+the\s+(?:Company|LLC|DAO\s+LLC|Partnership)\s+(?:commences|commenced|began|shall\s+commence)\s+on\b/i;
/** Dates of the agreement itself, which are not the formation date. */
const AGREEMENT_DATE =
  /\b(?:this|the)\s+(?:amended and restated\s+)?(?:agreement|bylaws|resolution|consent|certificate)\b[^.]{0,40}\b(?:dated|made|entered|effective|adopted)\b/i;

export function formationDates(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const page of pages) {
    for (const d of findDatesWithIndex(page)) {
      const source = sourceAt(page, d.start, d.end);
      const events = [...source.quote.matchAll(new RegExp(FORMATION_EVENT.source, 'gi'))];
      if (events.length === 0) continue;
      // The date must sit with the event, not with the agreement's own date in the same sentence.
      if (
        AGREEMENT_DATE.test(source.quote) &&
        !/\btrust agreement\b/i.test(source.quote) &&
        !/\b(?:formed|organized|incorporated|filed)\s+on\b|\bdate of formation/i.test(source.quote)
      )
        continue;
      const quote = source.quote;
      const dateAt = quote.indexOf(d.text);
      const distance = dateAt >= 0 ? Math.min(...events.map((e) => Math.abs(dateAt - e.index))) : 999;
      if (distance > 160) continue;
      out.push({ value: d.iso, source, evidence: { kind: 'date' }, weight: 5 - distance / 100 });
    }
  }
  for (const file of new Set(pages.map((p) => p.file))) {
    const own = pages.filter((p) => p.file === file);
    const first = own.find((p) => p.page === 1) ?? own[0];
    if (!first) continue;
    const head = first.lines.filter((l) => l.trim()).slice(0, 6);
    // The filing stamp on a charter ("FILED 01:35 PM 10/21/2004", "FILED: Jul 1 2021 7:39AM") dates the entity's
    // formation; on an amendment or a restatement it dates only that filing.
    const charter = own.some((p) =>
      p.lines
        .filter((l) => l.trim())
        .slice(0, 12)
        .some((l) => CHARTER.test(l)),
    );
    if (charter && !own.some((p) => CHARTER_CHANGE.test(p.lines.slice(0, 16).join(' '))))
      for (const page of own)
        page.lines.forEach((line, i) => {
          if (!/^(?:FILED|Filed)\b:?/.test(line.trim()) || /\bwith\b/i.test(line)) return;
          const dates = findDates(line);
          if (dates.length === 0) return;
          out.push({ value: dates[0]!.iso, source: sourceOfLines(page, i, i), evidence: { kind: 'date' }, weight: 5 });
        });
    // A trust instrument's own date is the trust's date: the date under its title, or its "Dated:" line.
    const instrument =
      head.some((l) =>
        /\b(?:Trust|TRUST)\s*$|\b(?:Declaration of Trust|DECLARATION OF TRUST|Trust Agreement|TRUST AGREEMENT)\b/.test(
          l,
        ),
      ) &&
      !head.some((l) =>
        /\b(?:Certification|Certificate|Affidavit|Amendment|Assignment|Abstract|Memorandum|Restat\w*)\b/i.test(l),
      ) &&
      !/\brestat/i.test(first.text.slice(0, 1500));
    if (!instrument) continue;
    for (const page of own)
      page.lines.forEach((line, i) => {
        const cover = page === first && head.includes(line) && /^\S[^.]*$/.test(line.trim());
        if (!cover && !/^(?:Dated|DATED|Date)\s*:/.test(line.trim())) return;
        const dates = findDates(line);
        if (dates.length !== 1 || (cover && line.trim().length > dates[0]!.text.length + 2)) return;
        out.push({ value: dates[0]!.iso, source: sourceOfLines(page, i, i), evidence: { kind: 'date' }, weight: 3 });
      });
  }
  return out;
}

/** A charter's title: the filing that forms the entity. */
const CHARTER =
  /\b(?:Certificate|CERTIFICATE|Articles|ARTICLES) (?:of|OF) (?:Formation|FORMATION|Incorporation|INCORPORATION|Organization|ORGANIZATION|Limited Partnership|LIMITED PARTNERSHIP)\b/;
/** A filing that changes or ends an entity, whose stamp is not the formation date. */
const CHARTER_CHANGE =
  /\b(?:Amendment|AMENDMENT|Amended|AMENDED|Restated|RESTATED|Restatement|RESTATEMENT|Merger|MERGER|Conversion|CONVERSION|Correction|CORRECTION|Dissolution|DISSOLUTION|Cancellation|CANCELLATION|Withdrawal|WITHDRAWAL|Authority|AUTHORITY|Good Standing|GOOD STANDING|Reinstatement|REINSTATEMENT)\b/;

/** Dates on a page with their place in the page's text. */
export function findDatesWithIndex(page: Page): Array<{ iso: string; start: number; end: number; text: string }> {
  // findDates works on normalized text; map back by searching the matched text in the page.
  const out: Array<{ iso: string; start: number; end: number; text: string }> = [];
  let from = 0;
  for (const d of findDates(page.text)) {
    const pattern = new RegExp(d.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
    const m = pattern.exec(page.text.slice(from));
    if (!m) continue;
    const start = from + m.index;
    out.push({ iso: d.iso, start, end: start + m[0].length, text: d.text });
    from = start + m[0].length;
  }
  return out;
}
