import { clauseBounds, matches, sourceAt, type Page } from '../clauses.ts';
import type { ConsentAction, Source } from '../types.ts';
import { type Candidate, text } from './patterns.ts';
import { AMOUNT, authorityRules } from './signers.ts';

/** Who may sign for and bind the entity, and what needs a consent beyond the signer (borrowing among it). */

export function signingAuthorities(pages: readonly Page[]): Candidate<string>[] {
  return authorityRules(pages)
    .filter((r) => r.phrase !== false)
    .map((r) => ({ value: r.holder, source: r.source, evidence: text, weight: r.weight }));
}

const ACTIONS: Array<[RegExp, ConsentAction]> = [
  [
    /\bborrow(?!\w*\s+(?:money\s+)?from\s+the\s+(?:Company|Corporation|Partnership|Trust|Fund|co-op))|\bincur(?:ring|s)?\s+(?:any\s+)?(?:indebtedness|debt)|\bobtain(?:ing)?\s+(?:a\s+|any\s+)?(?:loan|financing|credit)|\brefinanc|\bloans?\s+(?:shall|may)\s+be\s+(?:contracted|obtained|incurred|accepted)|\b(?:accept|contract|obtain|take)\w*\s+(?:any\s+|a\s+)?loan|\bevidences?\s+of\s+indebtedness\s+(?:shall\s+be\s+)?issued|\bindebtedness\s+for\s+borrowed\s+money|\bline\s+of\s+credit/i,
    'borrow',
  ],
  [
    /\bpledg|\bmortgag|\bencumb|\bhypothecat|\bgrant(?:ing|s)?\s+(?:a\s+|any\s+)?(?:security interest|lien|deed of trust)|\bdeed of trust\b/i,
    'pledge',
  ],
  [/\bguarant/i, 'guarantee'],
  [/\bsubstantially all\b/i, 'sell substantially all assets'],
];

/** Whose consent, as the clause words it: "the prior written consent of Members holding at least two-thirds …". */
const THRESHOLD =
  /(?:(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:unanimous\s+|majority\s+|affirmative\s+)?(?:vote\s+or\s+(?:written\s+)?)?(?:consent|approval|vote|authori[sz]ation)|(?:a\s+)?resolution)\s+(?:of|by)\s+(?:(?:at least|not less than|more than)\s+)?(?:[^.;:()]|\(\d[^()]{0,20}\))+?(?=[.;:(]|,\s|\s+(?:to|for|before|prior|in order|which|that|shall|who|and (?:shall|may|will)|or (?:a|the)|provided|except|unless|in (?:the|any) (?:event|case))\b|$)|\bauthori[sz]ed\s+by\s+(?:a\s+)?(?:resolution\s+of\s+)?(?:the\s+)?[A-Z][^.;:,()]{2,80}?(?=[.;:,(]|\s+(?:and|or|to|for|before|which|that|provided|except|unless)\b|$)|\b(?:approved|authori[sz]ed|consented to)\s+(?:in writing\s+)?by\s+(?:the\s+)?(?:(?:unanimous|majority|written)\s+)?(?:vote\s+of\s+)?(?:the\s+)?[A-Z][^.;:,()]{2,80}?(?=[.;:,(]|\s+(?:and|or|to|for|before|which|that|provided|except|unless|in)\b|$)|\b(?:a\s+)?(?:Majority|Supermajority|Unanimous|Required)\s+(?:Vote|Consent|Approval|Interest|in Interest)(?:\s+of the\s+(?:Members|Partners|Limited Partners))?\b/;

/** A clause about a member's own interest ("no Member may pledge its Units"), not the entity's borrowing. */
const OWN_INTEREST =
  /\b(?:pledg|encumb|hypothecat|mortgag|transfer|assign)\w*[^.;]{0,80}\b(?:his|her|its|their|such Member['’]s|a Member['’]s|any Member['’]s|Member['’]s|Partner['’]s|Steward['’]s|Shareholder['’]s|such\s+\w+['’]s)\s+(?:\w+\s+){0,2}(?:Interests?|interests?|Units?|Shares|shares|Stewardship|Membership)\b|\b(?:Interests?|Units|Securities|SECURITIES|shares)\b[^.;]{0,60}\b(?:may not|shall not|will not|MAY NOT)\s+be\s+(?:\w+,?\s+){0,6}(?:pledged|PLEDGED|encumbered|hypothecated)/;
/** A restriction on a member's transfer of its own interest: "No Member may … pledge … any Interests". */
const MEMBER_TRANSFER =
  /^\s*(?:\S+\s+){0,3}No\s+(?:Member|Partner|Limited Partner|Shareholder|Stockholder|Holder|Steward|Unitholder)s?\s+(?:may|shall)\b(?![^]*\b(?:on behalf of|in the name of)\b)[^]*\btransfer/i;
/** What a committee may not do: a limit on delegating the board's powers, not a consent the entity needs. */
const COMMITTEE = /\bno committee\b|\bcommittees? (?:shall|may) not\b/i;
/** Lending by the entity to its own people ("No loans shall be made by the Corporation to its officers"). */
const LENDING =
  /\bloans?\s+(?:shall|may|will)\s+(?:not\s+)?be\s+(?:made|extended|granted)|\blend\b|\bno\s+loans?\s+(?:shall|may)\s+be\s+made/i;

const RESTRICTS =
  /\b(?:shall not|may not|will not|cannot|no\s(?:\w+\s){0,3}(?:shall|may|will)|only with|only upon|only if|only after|subject to|requires?|required|unless|except with|without (?:first )?obtaining|without the prior|shall have no (?:power|authority)|not without)\b/i;
const CONSENT_WORDS = /\b(?:consent|approval|approve|approved|vote|authori[sz]ed by|resolution of|resolution by)\b/i;
const FREE = /\bwithout (?:the )?(?:need for |any )?(?:further )?(?:consent|approval|vote)/i;

/** A span of a page's text as a quote (whitespace as one space). */
const spanSource = (page: Page, from: number, to: number): Source => ({
  file: page.file,
  page: page.page,
  quote: page.text.slice(from, to).replace(/\s+/g, ' ').trim(),
});

export interface ConsentClause {
  actions: ConsentAction[];
  threshold: string | null;
  amount: string | null;
  source: Source;
  restricts: boolean;
}

/** The threshold and the amount a restrictive clause words, each as written (null when it words none). */
function thresholdOf(quote: string): { threshold: string | null; amount: string | null } {
  const threshold =
    THRESHOLD.exec(quote)?.[0]
      ?.trim()
      .replace(/\s+/g, ' ')
      .replace(/[,\s]+$/, '') ?? null;
  AMOUNT.lastIndex = 0;
  const amount = AMOUNT.exec(quote)?.[0]?.replace(/\s+/g, ' ').trim() ?? null;
  return { threshold, amount };
}

/**
 * What needs a consent or approval (borrowing, encumbering, guaranteeing, selling substantially all assets), with
 * whose consent and any dollar threshold as worded; and what the documents expressly allow without one ("without
 * the consent of any beneficiary", a manager's or trustee's power "to borrow money"). A restrictive lead-in with
 * a list ("shall not, without the unanimous consent of the Members: (a) …; (d) borrow money") is read with the
 * item that names the act, from the lead-in to that item, in one quote.
 */
export function consentClauses(pages: readonly Page[]): ConsentClause[] {
  const out: ConsentClause[] = [];
  const seen = new Set<string>();
  const push = (c: ConsentClause) => {
    const k = `${c.source.file}#${c.source.page}#${c.source.quote}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(c);
  };
  const trigger =
    /\b(?:consent|approval|approve|approved|vote|without|authori[sz]ed by|resolution of|resolution by)\b/gi;
  for (const { page, m } of matches(pages, trigger)) {
    const [s, e] = clauseBounds(page.text, m.index, m.index + m[0].length);
    const source = sourceAt(page, m.index, m.index + m[0].length);
    const quote = source.quote;
    // Resolutions that authorise a loan are not restrictions: "RESOLVED, that … is authorized to borrow".
    if (/^(?:FURTHER\s+)?RESOLVED\b/i.test(quote) && !/\b(?:shall not|may not|no\s)\b/i.test(quote)) continue;
    const restricted = RESTRICTS.test(quote) && CONSENT_WORDS.test(quote);
    const free = FREE.test(quote);
    if (!restricted && !free) continue;
    const actions = ACTIONS.filter(([re]) => re.test(quote)).map(([, a]) => a);
    if (
      actions.length > 0 &&
      !OWN_INTEREST.test(quote) &&
      !MEMBER_TRANSFER.test(quote) &&
      !COMMITTEE.test(quote) &&
      !(LENDING.test(quote) && !/\bborrow/i.test(quote) && !actions.some((a) => a !== 'borrow' && a !== 'guarantee'))
    ) {
      const { threshold, amount } = restricted ? thresholdOf(quote) : { threshold: null, amount: null };
      push({ actions, threshold, amount, source, restricts: restricted });
      continue;
    }
    // A lead-in to a list: the items that follow, up to about a page of text.
    if (!restricted || !/(?::|\bthe following\b[^.]{0,40})\s*$/.test(page.flat.slice(s, e).trim())) continue;
    const window = page.flat.slice(e, Math.min(page.flat.length, s + 1100));
    const items = [
      ...window.matchAll(
        /(?:^|\s)(?:\(?[a-z0-9ivx]{1,4}[.)]|[A-Za-z0-9]{1,3}\.\d{0,2}\.?\d{0,2})\s+[^;\n]*?(?=;|\n|$)/gi,
      ),
    ];
    for (const item of items) {
      const text = item[0];
      const found = ACTIONS.filter(([re]) => re.test(text)).map(([, a]) => a);
      if (found.length === 0 || OWN_INTEREST.test(text) || (LENDING.test(text) && !/\bborrow/i.test(text))) continue;
      const itemSource = spanSource(page, s, e + item.index! + item[0].length);
      const { threshold, amount } = thresholdOf(itemSource.quote);
      push({ actions: found, threshold, amount, source: itemSource, restricts: true });
    }
  }
  // Express powers: "The Trustee may borrow money", "the power … to borrow money and to encumber trust property".
  const power =
    /\b(?:may|(?:is|are)\s+(?:hereby\s+)?(?:authorized|empowered)\s+to|(?:power|authority|right)s?\s+(?:\w+\s+){0,6}to)\s+(?:[a-z]+,?\s+){0,8}(?:borrow|encumber|mortgage)\b/gi;
  for (const { page, m } of matches(pages, power)) {
    const source = sourceAt(page, m.index, m.index + m[0].length);
    if (
      CONSENT_WORDS.test(source.quote) ||
      /\b(?:not|no)\b/i.test(m[0]) ||
      /\bborrow\w*\s+(?:money\s+)?from\s+the\s+(?:Company|Corporation|Partnership|Trust|Fund)/i.test(source.quote)
    )
      continue;
    if (
      !/\b(?:Trustee|trustee|Manager|General Partner|Founder|President|officers?|Company|Corporation|Partnership|Collective|charity|Board)\b|\btrust (?:property|assets|estate)\b/.test(
        source.quote,
      )
    )
      continue;
    push({ actions: ['borrow'], threshold: null, amount: null, source, restricts: false });
  }
  // A list of powers whose item is "Borrowing money …" / "To borrow money …".
  const lead =
    /\b(?:powers?|authority|authorized|empowered)\b[^.:]{0,160}\b(?:including|include|includes|to)\b[^.:]{0,80}:/gi;
  for (const { page, m } of matches(pages, lead)) {
    const window = page.flat.slice(m.index + m[0].length, m.index + m[0].length + 900);
    const item =
      /(?:^|\s)(?:\(?[a-z0-9ivx]{1,4}[.)]|\d{1,2}(?:\.\d{1,2}){0,3}\.?)\s+(?:To\s+|to\s+)?(?:borrow|Borrow)\w*[^;\n]*/.exec(
        window,
      );
    if (!item) continue;
    const [s] = clauseBounds(page.text, m.index, m.index + 1);
    const source = spanSource(page, s, m.index + m[0].length + item.index + item[0].length);
    if (CONSENT_WORDS.test(source.quote) || source.quote.length > 1100) continue;
    push({ actions: ['borrow'], threshold: null, amount: null, source, restricts: false });
  }
  return out;
}
