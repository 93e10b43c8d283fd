import { matches, sourceAt, type Page } from '../clauses.ts';
import type { ConsentAction, Source } from '../types.ts';
import { type Candidate, text } from './patterns.ts';

/** Who may sign for and bind the entity, and what needs a consent beyond the signer (borrowing among it). */

export function signingAuthorities(pages: readonly Page[]): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const who =
    '((?:[Tt]he|[Aa]ny|[Ee]ach|[Ee]ither|[Ii]ts)\\s+(?:sole\\s+|[Ss]ole\\s+|managing\\s+|[Mm]anaging\\s+|general\\s+|[Gg]eneral\\s+)?(?:[Mm]embers?|[Mm]anagers?|[Pp]artners?|[Tt]rustees?|President|Board of Directors|Chief Executive Officer)|(?:[Tt]he|[Aa]ny|[Ee]ach|[Ee]ither)\\s+(?:[A-Z][a-z]+\\s+){0,2}[A-Z][a-z]+)';
  const patterns = [
    new RegExp(
      `${who}\\s+(?:(?:acting )?alone\\s+)?(?:shall have|has|have|is|are|shall be|may)\\s+(?:the\\s+)?(?:full\\s+|sole\\s+|exclusive\\s+)?(?:power(?:\\s+and\\s+authority)?|authority|authorized|empowered|right)\\b[^.]{0,160}?\\b(?:sign|execute|bind)\\b`,
      'g',
    ),
    new RegExp(
      `${who}\\s+(?:acting alone\\s+)?may\\s+(?:sign|execute)\\b[^.]{0,80}?\\bon behalf of the (?:Company|Corporation|Partnership|Trust)`,
      'g',
    ),
    new RegExp(
      `\\b(?:may|shall)\\s+be\\s+(?:signed|executed)[^.]{0,80}?\\bon behalf of the (?:Company|Corporation|Partnership|Trust)\\s+by\\s+${who}`,
      'g',
    ),
  ];
  for (const re of patterns) {
    for (const { page, m } of matches(pages, re)) {
      const holder = m[1]!.replace(/\s+/g, ' ').trim();
      if (/^(?:No|Neither|Nothing)\b/i.test(holder)) continue;
      const source = sourceAt(page, m.index, m.index + m[0].length);
      if (
        /\bnot\b|\bno\b\s+(?:member|partner)/i.test(
          source.quote.slice(0, source.quote.indexOf(holder) + holder.length + 40),
        )
      )
        continue;
      out.push({ value: holder, source, evidence: text, weight: 4 });
    }
  }
  return out;
}

const ACTIONS: Array<[RegExp, ConsentAction]> = [
  [
    /\bborrow|\bincur(?:ring)?\s+(?:any\s+)?(?:indebtedness|debt)|\bobtain(?:ing)?\s+(?:a\s+)?(?:loan|financing)|\brefinanc/i,
    'borrow',
  ],
  [/\bpledg|\bmortgag|\bencumb|\bgrant(?:ing)?\s+(?:a\s+|any\s+)?(?:security interest|lien)/i, 'pledge'],
  [/\bguarant/i, 'guarantee'],
  [/\bsubstantially all\b/i, 'sell substantially all assets'],
];

const THRESHOLD =
  /\b(?:(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:unanimous|majority|supermajority|two-thirds|three-fourths|three-quarters)\s+(?:written\s+)?(?:consent|approval|vote)(?:\s+of)?(?:\s+(?:all\s+of\s+)?the)?\s+(?:[A-Z][a-z]+\s*){1,3}|(?:Members|Partners|Limited Partners|Shareholders|Directors)\s+(?:holding|owning)\s+(?:at least\s+|not less than\s+|more than\s+)?(?:an?\s+)?(?:Majority|majority|Supermajority|two-thirds|three-fourths|[a-z-]+\s+percent|\d{1,3}(?:\.\d+)?\s*%|\(?\d{1,3}(?:\.\d+)?%\)?)(?:\s+\(\d{1,3}(?:\.\d+)?%\))?(?:\s+in\s+Interest)?\s+of\s+the\s+(?:outstanding\s+)?(?:Units|Percentage Interests|Membership Interests|Interests|Shares|votes)|(?:consent|approval|vote)\s+of\s+(?:all|each)\s+of\s+the\s+(?:Members|Partners|Limited Partners|Directors|Shareholders)|(?:consent|approval|vote)\s+of\s+(?:a\s+)?(?:Majority in Interest|Required Interest|Supermajority|majority in interest)(?:\s+of the\s+(?:Members|Limited Partners|Partners))?|(?:consent|approval|vote|resolution)\s+of\s+the\s+(?:Board of Directors|Board|Members|Limited Partners|Partners|Shareholders|beneficiaries))/;

export function consentClauses(
  pages: readonly Page[],
): Array<{ actions: ConsentAction[]; threshold: string | null; source: Source; restricts: boolean }> {
  const out: Array<{ actions: ConsentAction[]; threshold: string | null; source: Source; restricts: boolean }> = [];
  const seen = new Set<string>();
  const trigger = /\b(?:consent|approval|approve|vote|without|authorized by|resolution of)\b/gi;
  for (const { page, m } of matches(pages, trigger)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    if (seen.has(`${source.file}#${source.page}#${source.quote}`)) continue;
    const actions = ACTIONS.filter(([re]) => re.test(source.quote)).map(([, a]) => a);
    if (actions.length === 0) continue;
    // Resolutions that authorise a loan are not restrictions; "RESOLVED, that ... is authorized to borrow".
    if (/^(?:FURTHER\s+)?RESOLVED\b/i.test(source.quote) && !/\b(?:shall not|may not|no\s)\b/i.test(source.quote))
      continue;
    const free = /\bwithout (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)/i.test(source.quote);
    const restricted =
      /\b(?:shall not|may not|will not|no\s(?:\w+\s){0,3}shall|only with|only upon|subject to|requires?|required|unless|except with|without the prior)\b/i.test(
        source.quote,
      ) && /\b(?:consent|approval|vote|approve|authorized by|resolution of)\b/i.test(source.quote);
    if (!restricted && !free) continue;
    seen.add(`${source.file}#${source.page}#${source.quote}`);
    const threshold = THRESHOLD.exec(source.quote)?.[0]?.trim().replace(/\s+/g, ' ') ?? null;
    out.push({ actions, threshold: restricted ? threshold : null, source, restricts: restricted });
  }
  return out;
}
