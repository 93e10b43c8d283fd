import { clauseBounds, matches, sourceAt, sourceOfLines, type Page } from '../clauses.ts';
import { STATE_NAMES } from '../states.ts';
import type { EntityType, SignerActing, Source } from '../types.ts';
import { NOT_A_NAME } from './patterns.ts';

/**
 * Who may sign for the entity (issue 44 §4). Legal drafting gives the authority to an office or a role ("Any one
 * Manager acting alone may execute documents on behalf of the Company", "The President may sign deeds, mortgages
 * ... or other instruments", "the General Partner shall have full power to bind the Partnership", "Duly
 * authorized contracts may be signed by any member") and names who holds the office elsewhere (an officer list,
 * the managers named, a members' schedule, a defined term: `Hollis Brandt (the "Manager")`). The rules here find
 * the authority clauses (the holder phrase as written, whether alone or jointly, the limits the clause states)
 * and the holders of the office named in them; read-signers.ts joins them with the officers and owners the reader
 * read and grounds every value. A clause that names no office or person ("such officers as the Board designates") gives
 * a signing-authority phrase and no signer.
 */

export interface AuthorityRule {
  /** The holder phrase as written: the shortest words of the clause that say who may sign. */
  holder: string;
  /** Offices the holder names, as written ("Manager", "trustee", "General Partner"). */
  offices: string[];
  /** People or entities the holder names itself ("Maren Holt, Manager, is authorized to sign"). */
  named: Array<{ name: string; title: string | null }>;
  acting: SignerActing | null;
  /**
   * 'sign': to sign, execute or bind; 'manage': full authority to manage (binding as the manager's own act);
   * 'account': signs the entity's checks (who may sign when nothing else says; never a signer by itself).
   */
  kind: 'sign' | 'manage' | 'account';
  /** The clause. */
  source: Source;
  /** Limits the clause itself states (an amount, a consent, a section it is subject to), as written. */
  limits: string[];
  weight: number;
  /**
   * False for a list of powers over the property ("The Trustee shall have the following powers: … to sell …"):
   * whoever holds them acts for the entity, but the list is no phrase that says who signs.
   */
  phrase?: false;
}

/** Offices that sign for an entity, as governing documents title them (longest first). */
const OFFICE =
  '(?:Managing General Partner|General Partner|Managing Partner|Managing Member|Administrative Member|Sole Member|Sole Manager|Member|Manager|Partner|Co-Trustee|Trustee|Chief Executive Officer|Chief Financial Officer|Chief Operating Officer|Executive Director|President|Vice President|Vice-President|Chair(?:man|person|woman)?(?: of the Board)?|Vice Chair|Treasurer|Secretary|Director|CEO|CFO|COO)s?';
const OFFICE_RE = new RegExp(`\\b${OFFICE}\\b`, 'gi');
/** Offices a signer does not hold by holding the office named (a successor is not serving). */
const NOT_THE_OFFICE = /^(?:vice|assistant|successor|deputy|former|alternate|prior|proposed|limited|special)\b/i;
/** Heads of a holder phrase that name the entity or a body, never someone who signs. */
const NOT_A_HOLDER =
  /^(?:(?:the|this|such|each|any|said|its)\s+)?(?:Company|Corporation|Partnership|Trust|Foundation|Association|Society|Organization|Fund|DAO|Collective|LLC|Agreement|Bylaws|Declaration|parties|party|undersigned|Grantor|Settlor|State|Secretary of State|Act|Code|law|Court|beneficiar(?:y|ies)|Person|person|persons|Assignee|Transferee|Shareholders?|Stockholders?|Limited Partners?)\b/i;

/** Words of a person's or an entity's name (a holder named in the clause, a defined term's party). */
const NAME_TOKEN = /^(?:[A-Z][A-Za-z'’.-]*|[A-Z]\.|&|of|de|la|van|von|der|del|du|Jr\.?|Sr\.?|II|III|IV)$/;
const ENTITY_SUFFIX =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|L\.P\.|LP|LLLP|Ltd\.?|Limited|Trust|Partners|Series [A-Z0-9]+)$/;

/** The proper name at the end of `text` ("… by LexDAO LLC, Ricardian Series" → "LexDAO LLC, Ricardian Series"). */
export function trailingName(text: string): string | null {
  const tokens = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const raw = tokens[i]!;
    const bare = raw.replace(/,$/, '');
    if (!NAME_TOKEN.test(bare)) break;
    // A comma inside a name only before a suffix or a series ("X, LLC", "X LLC, Ricardian Series").
    if (
      raw.endsWith(',') &&
      out.length > 0 &&
      !/^(?:LLC|L\.L\.C\.|Inc\.?|L\.P\.|LP|Ltd\.?|Series|Jr\.?|Sr\.?)$/.test(out[0]!.replace(/,$/, '')) &&
      !/^Series$/.test(out[1] ?? '')
    )
      break;
    out.unshift(raw);
  }
  while (out.length > 0 && /^(?:of|de|la|van|von|der|del|du|&)$/.test(out[0]!)) out.shift();
  const name = out.join(' ').replace(/,$/, '');
  const words = name.split(' ');
  if (
    words.length < 2 ||
    /^(?:LLC|L\.L\.C\.|Inc\.?|L\.P\.|LP|Ltd\.?|Corp\.?|Co\.|Company|Trust|Series)$/.test(words[0]!)
  )
    return null;
  if (words.length > 8 || NOT_A_NAME.test(name) || new RegExp(`^(?:The\\s+)?${OFFICE}$`, 'i').test(name)) return null;
  if (/^(?:The|This|That|Such|Each|Any|All|Section|Article|Schedule|Exhibit|In|By|If|When|Whenever)\b/.test(name))
    return null;
  return name;
}

/** The office words a holder phrase names, as written, singular where the phrase has a plural. */
export function officesIn(holder: string): string[] {
  const out: string[] = [];
  // The board or a committee acts as a body: its members are not offices that sign ("the Board of Directors").
  for (const m of holder
    .replace(/\b(?:Board|Committee|Council) of (?:Directors|Trustees|Managers)\b/gi, '')
    .matchAll(OFFICE_RE)) {
    const word = m[0];
    // "Chair" alone in "Chair of the Board" is the same office; "Member" after "Managing" was read with it.
    if (out.some((o) => o.toLowerCase() === singular(word).toLowerCase())) continue;
    out.push(singular(word));
  }
  return out;
}

/** A name compared as letters and digits only: "ALPINE TRAIL MANAGEMENT, LLC" is "Alpine Trail Management LLC". */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const singular = (word: string) => word.replace(/(?<=[a-rt-z])s$/i, '');
const norm = (s: string) => singular(s.toLowerCase().replace(/\s+/g, ' ').trim());

/** Whether someone titled `title` holds `office` ("Sole Manager" holds "Manager"; "Vice President" not "President"). */
export function holdsOffice(title: string, office: string): boolean {
  const o = norm(office);
  return title
    .split(/\s*(?:,|\band\b|&|\/)\s*/i)
    .map(norm)
    .filter(Boolean)
    .some((t) => {
      if (t === o) return true;
      if (!t.endsWith(` ${o}`) && !t.endsWith(`-${o}`)) return false;
      const before = t.slice(0, t.length - o.length - 1);
      return !NOT_THE_OFFICE.test(before) && !/\b(?:vice|assistant|successor)\b/.test(before);
    });
}

/** What an act of signing must be about to count: the entity's documents, not its checks, minutes or proxies. */
const NOT_DOCUMENTS =
  /^(?:and\s+(?:deliver|file|acknowledge)\s+)?(?:(?:all|any|such|the|a|an|his|her|their|its)\s+)?(?:checks?|drafts?|stock certificates?|certificates? (?:of|for|representing) (?:stock|shares|membership|interest)|share certificates?|membership certificates?|minutes|notices?|proxies|proxy|waivers?|written consents?|consents?|tax (?:returns?|forms?|elections?)|oaths?|statements?|counterparts?|this (?:Agreement|Declaration|instrument|Trust|Certification|Certificate|Amendment)|signature pages?|New Member Signature Page|joinders?|receipts?|a writing|writings authorizing|amendments?|the (?:annual )?reports?|reports?|a memorandum|any memorandum|division orders|the New Member)\b/i;
const DOCUMENTS =
  /\b(?:documents?|instruments?|contracts?|deeds?|mortgages?|bonds?|agreements?|leases?|conveyances?|loan|notes?|obligations?|papers?|writings?|certificates|affidavits)\b/i;
const ON_BEHALF =
  /\b(?:on behalf of|in the name of|for and on behalf|in behalf of|for the (?:Company|Corporation|Partnership|Trust|Foundation|Association)|bind|agents? of the)\b/i;

/**
 * The verb of an authority clause, after its subject: may sign / shall execute / has the power to bind / is
 * authorized to sign / shall have full authority to manage. A capture group (1 to 4) holds the verb of a clause
 * that gives authority to manage or to deal with the property, not to sign ('manage' rules).
 */
const ACTIVE = new RegExp(
  [
    // OCR of a print scan reads "sign" as "sigh" (n and h differ by a stroke): taken only before what is signed.
    '\\b(?:may|shall|will|can|must)(?:,\\s[^,.;]{1,60},)?(?:\\s+(?:also|each|jointly|individually|alone|severally|together))?\\s+(?:sign|execute|countersign|bind|sigh(?=\\s+(?:documents|instruments|contracts|deeds|all|any|on)\\b))\\b',
    // "Either Trustee may act alone on behalf of the Trust": how acting is qualified may stand between.
    '\\b(?:may|shall|will|can)\\s+act\\s+(?:(?:alone|independently|individually|singly|jointly|together)\\s+)?(?:for|on\\s+behalf\\s+of|in\\s+the\\s+name\\s+of)\\b',
    '\\b(?:shall|will|may)?\\s*(?:have|has)\\s+(?:the\\s+)?(?:(?:full|sole|exclusive|complete|general|absolute|plenary)[,]?\\s+(?:and\\s+)?)*(?:power|authority|right)(?:[,]?\\s+(?:and\\s+)?(?:power|authority|right|discretion))*\\s+(?:on\\s+behalf\\s+of\\s+the\\s+[A-Za-z]+\\s+)?to\\s+(?:[^.;]{0,200}?,?\\s+and\\s+to\\s+)?(?:(?:sign|execute|bind|act\\s+(?:for|on\\s+behalf|individually))\\b|(manage)\\b)',
    // A trustee's or a manager's powers over the property: "The trustees have full power and authority to acquire,
    // sell, convey, encumber …".
    '\\b(?:shall|will|may)?\\s*(?:have|has)\\s+(?:the\\s+)?(?:full\\s+)?(?:power|authority)(?:\\s+and\\s+(?:power|authority))?\\s+to\\s+(?:[a-z]+,\\s+){1,6}(?:and\\s+)?(sell|convey|encumber|borrow|mortgage)\\b',
    '\\b(?:is|are|shall\\s+be|will\\s+be)\\s+(?:hereby\\s+)?(?:authorized|empowered)(?:\\s+and\\s+(?:empowered|directed|authorized))*\\s+(?:(?:on\\s+behalf|in\\s+the\\s+name)\\b|to\\s+(?:sign|execute|bind|act\\s+(?:for|on\\s+behalf))\\b)',
    '\\b(?:is|are|shall\\s+be)\\s+(?:the\\s+)?(?:an\\s+)?authorized\\s+signator(?:y|ies)\\b',
    // Agency as statutes and agreements word it: "Each partner is an agent of the partnership for the purpose of
    // its business" (to sign and bind, in the ordinary course).
    '\\b(?:is|are|shall\\s+be)\\s+(?:an?\\s+|the\\s+)?agents?\\s+of\\s+the\\s+(?:Company|Partnership|partnership|firm|Firm|Corporation|LLC|Trust|Fund)\\b',
    // A person named to an office with the authority that comes with it: "Jane Roe shall serve as Managing Partner
    // with authority to conduct the business … and sign contracts … on its behalf".
    '\\b(?:shall|will)\\s+serve\\s+as\\s+(?:the\\s+)?(?:[A-Z][a-z]+\\s+){0,2}[A-Z][a-z]+,?\\s+with\\s+(?:(?:full|sole|the)\\s+)?(?:power\\s+and\\s+)?authority\\s+to\\s+(?:[^.;]{0,200}?\\s)?(?:sign|execute)\\b',
    // "shall have the power, on behalf of the Company, to do all things necessary …": full power to manage.
    '\\b(?:shall|will|may)?\\s*(?:have|has)\\s+(?:the\\s+)?(?:full\\s+)?(?:power|authority)(?:\\s+and\\s+(?:power|authority))?,?\\s+(?:on\\s+behalf\\s+of\\s+the\\s+[A-Za-z]+,?\\s+)?to\\s+(do)\\s+(?:any\\s+and\\s+)?all\\s+(?:acts|things)\\b',
    // A trustee's powers over the property: "The Trustee … is authorized to acquire, sell, convey, encumber, …".
    '\\b(?:is|are)\\s+(?:hereby\\s+)?(?:authorized|empowered)\\s+to\\s+(?:[a-z]+,\\s+){0,6}(sell|convey|encumber|borrow|mortgage)\\b',
  ].join('|'),
  'g',
);
/** "… may be signed on behalf of the Company by <holder>" */
const PASSIVE =
  /\b(?:(?:may|shall|must|will|should)\s+|(?:is|are)\s+to\s+|(?<=\bthat\b[^.;]{1,160}\s))be\s+(?:signed|executed)(?:\s+and\s+(?:delivered|acknowledged|sealed|attested))?(?:\s+(?:on\s+behalf\s+of|for|in\s+the\s+name\s+of)\s+(?:the\s+)?[A-Za-z-]+)?\s+by\s+/g;
/** "the signature of <holder> … will be sufficient to bind the Company" */
const SIGNATURE_OF = /\bthe\s+signature\s+of\s+/gi;

/** Words before the subject that open a sentence without naming who: "Subject to Section 3.2, …", "In the absence …, ". */
const LEAD_IN =
  /^(?:(?:In the absence of|At the (?:request|direction) of|Subject to|Except (?:as|for|that|where|when)|Unless|If|When(?:ever)?|While|Upon|Notwithstanding|Without limiting|As|For|Until|Provided|In addition|Further(?:more)?|Accordingly|Also|However|Additionally|Consistent with|Pursuant to|In accordance with|To the extent|Once|After|Before|During)\b[^,]{0,220},\s*)+/;
const PRONOUN =
  /^(?:I|we|he|she|he or she|they|it|either of us|either or both of us|both of us|each of us|any of us|one of us|the undersigned)$/i;
const SERVING_AS = new RegExp(
  `^(?:When(?:ever)?|While)\\b[^,]{0,80}\\bserving\\s+as\\s+(?:a\\s+|the\\s+|sole\\s+|co-)?(${OFFICE}|[Tt]rustees?)\\b[^,]{0,40},\\s*`,
  'i',
);

function actingOf(holder: string, clause: string): SignerActing | null {
  const text = `${holder} ${clause}`;
  if (
    /\bjointly\b|\btogether with\b|\bacting together\b|\bco-?sign|\bcountersign|\btwo (?:officers|signatures|of (?:the|them|its))\b/i.test(
      text,
    )
  )
    return 'jointly';
  if (
    /\balone\b|\bindividually\b|\bsingly\b|\bany one\b|\beither\b|without the (?:consent|joinder|signature|approval|concurrence) of (?:any|the) other|\bsufficient to bind\b/i.test(
      text,
    ) ||
    /^(?:any|each|either)\b/i.test(holder)
  )
    return 'alone';
  // Two offices named together ("by its President and its Secretary") sign together.
  if (/\band\b/i.test(holder) && officesIn(holder).length > 1 && !/\bor\b/i.test(holder)) return 'jointly';
  return null;
}

/** Limits the clause states: an amount, a consent it needs, a provision it is subject to. */
export const AMOUNT =
  /\b(?:(?:in (?:an )?(?:amount|aggregate amount|value)s?\s+(?:of\s+)?)?(?:in excess of|exceeding|more than|greater than|over|above|not to exceed|not exceeding|up to|less than|under|of at least|at least)\s+(?:US)?\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s+(?:million|thousand|billion))?(?:\s+\(\$?[\d,.]+\))?(?:\s+in the aggregate)?|(?:US)?\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s+(?:million|thousand))?\s+or (?:more|greater|less))/gi;
const LIMIT_PHRASES = [
  AMOUNT,
  /\b(?:without|unless|only with|only upon|except with|subject to) (?:first obtaining )?(?:the )?(?:prior )?(?:written )?(?:unanimous |majority )?(?:consent|approval|vote|authori[sz]ation|resolution)s? (?:of|by) [^.;:]{3,140}?(?=[.;:]|,\s(?:and|or|but|provided|except)\b|$)/gi,
  /\b(?:subject to|except as (?:otherwise )?(?:provided in|set forth in)?|except as)\s+(?:Section|Article|Paragraph|Clause)s?\s+[0-9A-Z][0-9A-Za-z.()]*(?:\s+(?:provides|of this Agreement|below|above|hereof))?/g,
  /\b(?:once|after|if|when) the (?:Board|Members|Managers|Partners|Directors|Board of Directors|General Partner|Trustees?)(?: of [A-Z][a-z]+)? (?:has|have) (?:approved|authorized|consented to) (?:them|it|the [a-z]+|such [a-z]+)/gi,
];

export function limitsIn(clause: string): string[] {
  const out: string[] = [];
  for (const re of LIMIT_PHRASES) {
    re.lastIndex = 0;
    for (const m of clause.matchAll(re)) {
      const phrase = m[0]
        .replace(/\s+/g, ' ')
        .replace(/[,;:.]+$/, '')
        .trim();
      // "may act … without the consent of any other Trustee" frees the signer: only a restriction is a limit.
      if (/^without\b/i.test(phrase) && !/\b(?:not|no|only|unless)\b/i.test(clause.slice(0, m.index))) continue;
      if (/\bof (?:any|the) other\b/i.test(phrase)) continue;
      if (phrase.length > 3 && !out.some((o) => o.includes(phrase) || phrase.includes(o))) out.push(phrase);
    }
  }
  return out;
}

/** A holder phrase read from the words before the verb, or null when they name nobody who could sign. */
function holderOf(subject: string): { holder: string; serving: string | null } | null {
  let s = subject.replace(/\s+/g, ' ').trim();
  // A sentence the clause bounds ran into ("… in Appendix A. If the Members …"): only the last one.
  s = s
    .split(
      /(?:(?<=[a-z0-9)]\.)|\.(?=\s+(?:If|When(?:ever)?|While|The|Each|Any|Either|In|Subject|Except|Unless|Upon|Notwithstanding|All|Such|Its)\b))\s+(?=[A-Z])/,
    )
    .pop()!;
  // "…, and that Maren Holt, Manager, is authorized …": the clause that names who.
  s = s.split(/,?\s+and\s+that\s+/).pop()!;
  // A resolution's "RESOLVED, that …" / "RESOLVED FURTHER: That …".
  s = s.replace(/^(?:(?:FURTHER\s+)?RESOLVED(?:\s+FURTHER)?[,:]?\s+)?(?:that|That)\s+/, '');
  // A provision's number before its first words ("Section 4.6 The President shall sign", "(b) Either Trustee
  // may"): where the provision has no heading, the clause starts with the number, which names nobody.
  s = s.replace(
    /^(?:(?:(?:ARTICLE|Article|SECTION|Section|§)\s*)?(?:\d{1,2}(?:\.\d{1,3})*|[IVXLC]{1,6})\.?|\((?:\d{1,2}|[a-z]|[ivx]{1,4})\))\s+(?=[A-Z])/,
    '',
  );
  // "… managed by the Founder, who shall have …" / "… by the General Partner, which is hereby authorized …"
  const relative = /^(.*?),?\s+(?:who|which)$/.exec(s);
  if (relative) {
    const before = relative[1]!;
    const by = /\b(?:by|to|in|of|is|are|be)\s+((?:the|its|a|an|each|any)\s+[^,]{1,80}|[A-Z][^,]{1,80})$/.exec(before);
    s = by ? by[1]! : before;
  }
  let serving: string | null = null;
  const prefix = SERVING_AS.exec(s);
  if (prefix) {
    serving = prefix[1]!;
    const rest = s.slice(prefix[0].length);
    if (PRONOUN.test(rest)) return { holder: s, serving };
  }
  // Words before the subject that name nobody: "Subject to Section 3.2, …", "Except as …, by these bylaws, …".
  if (LEAD_IN.test(s)) {
    s = s.replace(LEAD_IN, '');
    let parts = s.split(/,\s+/);
    while (parts.length > 1 && officesIn(parts[0]!).length === 0 && !PRONOUN.test(parts[0]!)) parts = parts.slice(1);
    s = parts.join(', ');
  }
  s = s.replace(/^(?:and|but|or|then|provided(?:,\s*however,)?\s+that|that)\s+/i, '');
  // The last clause of a list or of a sentence joined by a semicolon or colon.
  s = s
    .split(/[;:]\s+/)
    .pop()!
    .trim();
  // "…, and the actions of the Manager taken in accordance with such powers": the last coordinated clause.
  if (/\b(?:shall|may|will|must|is|are|was|were|has|have|had)\b/i.test(s))
    s = s
      .split(/,\s+and\s+/)
      .pop()!
      .trim();
  const acts =
    /^(?:the\s+)?(?:actions?|acts?|signatures?|decisions?)\s+of\s+(.+?)(?:\s+(?:taken|made|given|when|acting|in)\b.*)?$/i.exec(
      s,
    );
  if (acts) s = acts[1]!;
  // "The Manager, as an authorized person, within the meaning of the Act": the holder without its aside.
  s = s.replace(/,\s+(?:as|in|within|when|if|acting pursuant|subject|pursuant|for|on)\b.*$/, '');
  if (!s || s.split(' ').length > 16) return null;
  if (/^(?:No|Neither|Nothing|None)\b/i.test(s) || /\b(?:not|no|nor)\b/i.test(s)) return null;
  if (/\b(?:shall|may|will|must|is|are|was|were|has|have|had|be|been|being)\b/i.test(s)) return null;
  if (PRONOUN.test(s)) return { holder: s, serving: null };
  if (
    !/^(?:[A-Z]|the\b|any\b|each\b|either\b|its\b|all\b|one\b|such\b|both\b|duly\b|authorized\b|appropriate\b)/.test(s)
  )
    return null;
  if (NOT_A_HOLDER.test(s)) return null;
  return { holder: s.replace(/[,]$/, ''), serving: null };
}

/** Who a passive clause names after "by": up to the end of the phrase ("by the President, together with …"). */
function passiveHolder(after: string): string | null {
  const m =
    /^((?:(?:the|its|any|each|either|such|a|an|one|two|all|both)\s+)?[^,;.:()]{1,90}?(?:,\s*(?:together with|jointly with|with)\s+[^,;.:]{1,60})?)(?=[,;.:(]|\s+(?:in such manner|as (?:the|may|shall|is)|when|if|unless|except|pursuant|subject|provided|on behalf|and (?:shall|may|will|must)|who|which|to the extent)\b|$)/.exec(
      after,
    );
  if (!m) return null;
  const holder = m[1]!.trim().replace(/\s+(?:and|or)$/, '');
  if (holder.split(' ').length > 14 || NOT_A_HOLDER.test(holder) || /\b(?:not|no)\b/i.test(holder)) return null;
  if (
    !/^(?:[A-Z]|the\b|its\b|any\b|each\b|either\b|such\b|one\b|two\b|all\b|both\b|a\b|an\b|authorized\b|appropriate\b|duly\b)/.test(
      holder,
    )
  )
    return null;
  return holder;
}

/** A holder that names a person in its office: "Maren Holt, Manager," / "Jane Roe, its President". */
function namedInHolder(holder: string): Array<{ name: string; title: string | null }> {
  const m = new RegExp(`^(.+?),\\s*(?:its\\s+|the\\s+|as\\s+(?:the\\s+)?)?(${OFFICE})\\s*,?$`).exec(holder);
  if (m) {
    const name = trailingName(m[1]!);
    if (name && name === m[1]!.trim()) return [{ name, title: singular(m[2]!) }];
  }
  return [];
}

/** The clauses that say who may sign for or bind the entity. */
export function authorityRules(pages: readonly Page[]): AuthorityRule[] {
  const out: AuthorityRule[] = [];
  const add = (
    page: Page,
    holder: string,
    from: number,
    to: number,
    kind: AuthorityRule['kind'],
    serving: string | null = null,
    span?: [number, number],
    passive = false,
  ) => {
    const source = span ? sourceAt(page, span[0], span[1]) : sourceAt(page, from, to);
    const [s, e] = clauseBounds(page.text, from, to);
    const clause = page.flat.slice(s, e).replace(/\s+/g, ' ');
    // What comes after the verb: the entity's documents, not its checks, minutes or proxies.
    const after = page.flat.slice(to, e).replace(/\s+/g, ' ');
    if (kind === 'sign' && !passive) {
      // An object list that starts with checks or stock certificates counts when it also names contracts.
      const object = after.trim().split(/[.;:]/)[0]!.slice(0, 160);
      const items = object.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
      if (NOT_DOCUMENTS.test(object) && !items.slice(1).some((item) => DOCUMENTS.test(item))) {
        // "The Treasurer shall sign all checks": who signs the checks, when nothing else says who signs.
        if (/^(?:(?:all|any|the)\s+)?(?:checks|cheques|drafts)\b/i.test(object))
          add(page, holder, from, to, 'account', serving, span, true);
        return;
      }
      if (/\bproxy\b/i.test(after)) return;
      // Further assurances: each party signs what the agreement needs ("swear to … certificates … to qualify").
      if (
        /\b(?:swear to|further (?:documents|instruments|assurances)|to qualify|conforming with this Agreement|reasonably (?:requested|necessary))\b/i.test(
          after,
        )
      )
        return;
      if (/^,?\s*(?:(?:and|or)\s+)?(?:deliver,?\s+(?:and\s+)?)?(?:(?:and|or)\s+)?file\b/i.test(after)) return;
      // Filings the statute calls for ("execute and file any certificate required by the Act").
      if (/\b(?:file|filed|filing)\b/i.test(after) && /\b(?:Act|Secretary of State|law|statute)\b/.test(after)) return;
      // What needs the officer's own signature ("such instruments as may require his or her signature").
      if (/\bas may require (?:his|her|its|their|his or her) signature/i.test(after)) return;
      if (!ON_BEHALF.test(clause) && !DOCUMENTS.test(after.slice(0, 160))) return;
    }
    const offices = serving ? [singular(serving)] : officesIn(holder);
    // A role the documents define ("the Founder"): its holder is found by the definition.
    const role = /^(?:the|its|any|each|either)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)$/.exec(holder);
    if (offices.length === 0 && role && !/\b(?:Board|Committee|Council)\b/.test(role[1]!)) offices.push(role[1]!);
    const named = namedInHolder(holder);
    const generic = offices.length === 0 && named.length === 0;
    if (
      generic &&
      !/\b(?:officers?|signator(?:y|ies)|Committee|Board|agents?|representative|Founder|[A-Z][a-z]+)\b/.test(holder)
    )
      return;
    out.push({
      holder,
      offices,
      named,
      acting: actingOf(holder, clause),
      kind,
      source,
      limits: limitsIn(clause),
      weight:
        kind === 'account' ? 1 : (kind === 'sign' ? 4 : 2) + (generic ? -1 : 0) + (ON_BEHALF.test(clause) ? 1 : 0),
    });
  };

  for (const { page, m } of matches(pages, ACTIVE)) {
    const [start] = clauseBounds(page.text, m.index, m.index + m[0].length);
    const subject = page.flat.slice(start, m.index);
    const read = holderOf(subject);
    if (!read) continue;
    const kind = m[1] || m[2] || m[3] || m[4] ? 'manage' : 'sign';
    if (m[1] && !/\b(?:full|sole|exclusive|complete|general|absolute|plenary)\b/i.test(m[0])) continue;
    let holder = read.holder;
    const holderAt = start + subject.replace(/\s/g, ' ').lastIndexOf(holder);
    if (PRONOUN.test(holder) && !read.serving) {
      // "He or she shall have the power to sign …": the office of a sentence before it, in the same paragraph.
      if (!/^(?:he|she|he or she)$/i.test(holder)) continue;
      const from = Math.max(0, start - 500);
      const cut = page.text.slice(from, start).lastIndexOf('\n\n');
      const base = cut >= 0 ? from + cut + 2 : from;
      const antecedent = [
        ...page.flat
          .slice(base, start)
          .matchAll(new RegExp(`\\b((?:The|the)\\s+(?:${OFFICE}))\\s+(?:shall|may|will|is)\\b`, 'gi')),
      ].pop();
      if (!antecedent) continue;
      holder = antecedent[1]!;
      const at = base + antecedent.index + antecedent[0].indexOf(holder);
      add(page, holder, m.index, m.index + m[0].length, kind, null, [at, m.index + m[0].length]);
      continue;
    }
    if (holderAt < start) continue;
    const before = out.length;
    add(page, holder, holderAt, m.index + m[0].length, kind, read.serving);
    // Agency ("is an agent of the Company") says less than a clause that says who signs: it yields to one.
    if (out.length > before && /\bagents?\s+of\b/.test(m[0])) out[out.length - 1]!.weight -= 2;
  }
  // Who signs the entity's checks or is a signatory of its accounts ("Checks require signatures by authorized
  // officers", "The Chair and the Treasurer shall be signatories"): who may sign when nothing else says, never a
  // signer by itself (kind 'account' gives no signer).
  const account =
    /\b(?:checks|cheques|drafts|(?:bank\s+)?accounts?)\b[^.;]{0,160}?\b(?:(?:shall|must|may|will)\s+(?:be\s+)?(?:signed|operated|require\s+(?:the\s+)?signatures?)|requires?\s+(?:the\s+)?signatures?)\s+(?:by|of)\s+/gi;
  for (const { page, m } of matches(pages, account)) {
    const holder = passiveHolder(page.flat.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (!holder || /^such\b/i.test(holder) || /\b(?:determined|designated|resolution|manner)\b/i.test(holder)) continue;
    add(page, holder, m.index, m.index + m[0].length + holder.length, 'account', null, undefined, true);
  }
  // "The trustee's powers include, but are not limited to: … The power to borrow money …"
  const powers = new RegExp(
    `\\b((?:the|The)\\s+(?:${OFFICE}|trustees?))['’]s?\\s+powers\\s+(?:include|shall include|are)\\b`,
    'g',
  );
  // Authority set out as a list under its holder: "The Manager is authorized to: • Oversee … • Enter into contracts
  // and agreements on behalf of the Company." The list runs to the next numbered heading.
  const listed =
    /\b(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:authorized|empowered)(?:\s+and\s+(?:empowered|authorized|directed))*\s+to\s*:|\b(?:shall|will|may)?\s*(?:have|has)\s+(?:the\s+)?(?:following\s+)?(?:powers?|authority|rights?)(?:\s+and\s+(?:powers?|authority|duties))?(?:\s+to)?\s*:/g;
  const SIGN_ITEM =
    /^(?:[•·*-]|\(?[a-z0-9]{1,3}[.)])?\s*(?:to\s+)?(?:sign|execute|enter\s+into)\b[^\n]{0,120}?\b(?:contracts?|agreements?|documents?|instruments?|deeds?|leases?)\b[^\n]*/im;
  for (const { page, m } of matches(pages, listed)) {
    const [start] = clauseBounds(page.text, m.index, m.index + m[0].length);
    const read = holderOf(page.flat.slice(start, m.index));
    // "The following persons are authorized to:" names its holders elsewhere (a table above or below).
    if (!read || PRONOUN.test(read.holder) || /^(?:the\s+)?(?:following|above|below)\b/i.test(read.holder)) continue;
    const rest = page.text.slice(m.index + m[0].length, m.index + m[0].length + 900);
    const end = rest.search(
      /\n(?:\d{1,2}(?:\.\d{1,3})+\.?\s+[A-Z]|ARTICLE\b|Article\s+[0-9IVX]|SECTION\b|Section\s+\d)/,
    );
    const list = end >= 0 ? rest.slice(0, end) : rest;
    const item = SIGN_ITEM.exec(list.replace(/^\s+/, ''));
    if (!item || NOT_DOCUMENTS.test(item[0].replace(/^\W*(?:to\s+)?(?:sign|execute|enter\s+into)\s+/i, ''))) continue;
    const holderAt = start + page.flat.slice(start, m.index).lastIndexOf(read.holder);
    const itemEnd = m.index + m[0].length + list.indexOf(item[0].trim()) + item[0].trim().length;
    add(page, read.holder, holderAt, m.index + m[0].length, 'sign', read.serving, [holderAt, itemEnd], true);
  }
  // A certification's or a form's list: "The Trustee(s) has/have the following powers: 1. To acquire, hold and
  // dispose of trust property …" (the office as a form writes it, with its "(s)").
  const following = new RegExp(
    `\\b((?:the|The)\\s+(?:${OFFICE}|trustees?)(?:\\(s\\))?)\\s+(?:shall\\s+have|has|have|has/have|holds?)\\s+the\\s+following\\s+(?:powers|authority)\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, following)) {
    const list = page.flat.slice(m.index, m.index + 1200);
    if (!/\b(?:sell|borrow|encumber|mortgage|convey|dispose of|execute|sign)\b/i.test(list)) continue;
    add(page, m[1]!, m.index, m.index + m[0].length, 'manage', null, undefined, true);
    if (out.length > 0 && out[out.length - 1]!.source.quote.includes(m[0].replace(/\s+/g, ' ')))
      out[out.length - 1]!.phrase = false;
  }
  for (const { page, m } of matches(pages, powers)) {
    const list = page.flat.slice(m.index, m.index + 1500);
    if (!/\bpower to (?:[a-z]+,?\s+){0,4}(?:sell|borrow|encumber|mortgage|execute|sign)\b/i.test(list)) continue;
    add(page, m[1]!, m.index, m.index + m[0].length, 'manage', null, undefined, true);
  }
  for (const { page, m } of matches(pages, PASSIVE)) {
    const after = page.flat.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const holder = passiveHolder(after);
    if (!holder) continue;
    // The thing signed comes before the verb: "Duly authorized contracts may be signed by any member".
    const [start] = clauseBounds(page.text, m.index, m.index + 1);
    const subject = page.flat.slice(start, m.index);
    if (
      /\b(?:checks?|drafts?|certificates? of stock|stock certificates?|minutes|notices?|proxies|proxy|waivers?|consents?|orders for the payment|amendments?|counterparts?|this Agreement)\b/i.test(
        subject,
      )
    )
      continue;
    if (!DOCUMENTS.test(subject) && !ON_BEHALF.test(m[0])) continue;
    add(page, holder, m.index, m.index + m[0].length + holder.length, 'sign', null, undefined, true);
  }
  for (const { page, m } of matches(pages, SIGNATURE_OF)) {
    const rest = page.flat.slice(m.index + m[0].length, m.index + m[0].length + 200);
    const bind = /^([^,.;]{2,60}?)(?:,[^.;]{0,100})?\s+(?:shall|will)\s+be\s+sufficient\s+to\s+bind\b/.exec(rest);
    if (!bind) continue;
    const holder = bind[1]!.trim();
    if (NOT_A_HOLDER.test(holder)) continue;
    add(page, holder, m.index, m.index + m[0].length + bind[0].length, 'sign', null, undefined, true);
  }
  // Associations' and foundations' wording: "The foundation's name is signed by the Chair of the Board alone",
  // "The right to sign for the Association belongs to the Chair", "The Chair represents the Society".
  const nameSigned =
    /\b(?:name|names)\s+(?:is|are|shall\s+be|will\s+be)\s+(?:to\s+be\s+)?signed\s+by\s+|\b(?:right|authority|power)\s+to\s+sign\s+(?:for\s+|on\s+behalf\s+of\s+)?(?:the\s+)?(?:name\s+of\s+the\s+)?[A-Za-z]+(?:['’]s\s+name)?\s+(?:belongs\s+to|is\s+vested\s+in|rests\s+with|lies\s+with|is\s+held\s+by|shall\s+be\s+exercised\s+by)\s+/gi;
  for (const { page, m } of matches(pages, nameSigned)) {
    const holder = passiveHolder(page.flat.slice(m.index + m[0].length, m.index + m[0].length + 200));
    if (holder) add(page, holder, m.index, m.index + m[0].length + holder.length, 'sign', null, undefined, true);
  }
  const represents = new RegExp(
    `\\b((?:[Tt]he|[Ii]ts)\\s+(?:${OFFICE}|[A-Z][a-z]+(?:\\s+of\\s+the\\s+Board)?))\\s+(?:shall\\s+)?(?:represents?|is\\s+the\\s+(?:main\\s+|legal\\s+|official\\s+)?representative\\s+of)\\s+the\\s+(?:Society|Association|Foundation|Club|Company|Corporation|Cooperative|Co-operative|organi[sz]ation|association|society|foundation|club|co-operative|cooperative)\\b`,
    'g',
  );
  for (const { page, m } of matches(pages, represents)) {
    if (NOT_A_HOLDER.test(m[1]!)) continue;
    add(page, m[1]!, m.index, m.index + m[0].length, 'sign', null, undefined, true);
  }
  return out;
}

/**
 * Parties a defined term names: `Hollis Brandt (the "Manager")`, `Daniel Bingham, as the sole member ("Founder"
 * or "Member")`, `"Administrative Member" means Jordan Ellery`. The term is the office; the quote holds both.
 */
export function definedHolders(
  pages: readonly Page[],
  office: string,
): Array<{ name: string; title: string; source: Source }> {
  const out: Array<{ name: string; title: string; source: Source }> = [];
  const term = office.replace(/\s+/g, '\\s+');
  const paren = new RegExp(
    `\\((?:(?:the|its|hereinafter|herein|referred\\s+to\\s+(?:herein\\s+)?as|collectively|individually|each|a|an)\\s+){0,4}["“]?[^()"“”]{0,30}["”]?(?:\\s*(?:or|and|,)\\s*(?:the\\s+)?["“][^"”]{1,40}["”])*\\s*(?:,\\s*)?(?:or|and)?\\s*(?:the\\s+)?["“](${term}s?)["”][^()]{0,40}\\)`,
    'gi',
  );
  for (const { page, m } of matches(pages, paren)) {
    const before = page.flat.slice(Math.max(0, m.index - 200), m.index);
    const trimmed = before.replace(/,?\s+(?:an?|the|as|its)\s+[^(),]{0,100}$/, '').replace(/\s+$/, '');
    const name = trailingName(trimmed);
    if (!name) continue;
    const at = Math.max(0, m.index - 200) + before.lastIndexOf(name.split(' ')[0]!);
    out.push({ name, title: m[1]!.replace(/s$/, ''), source: sourceAt(page, at, m.index + m[0].length) });
  }
  const means = new RegExp(`["“](${term})["”]\\s+(?:means|shall\\s+mean|refers\\s+to)\\s+`, 'gi');
  for (const { page, m } of matches(pages, means)) {
    const after = page.flat.slice(m.index + m[0].length, m.index + m[0].length + 120);
    const run =
      /^((?:[A-Z][A-Za-z'’.-]*|[A-Z]\.)(?:,?\s(?:[A-Z][A-Za-z'’.-]*|[A-Z]\.|LLC|Inc\.|L\.P\.|of|de|van|von)){1,7})/.exec(
        after,
      );
    if (!run) continue;
    const name = trailingName(run[1]!);
    if (!name || name !== run[1]!.replace(/,$/, '')) continue;
    out.push({ name, title: m[1]!, source: sourceAt(page, m.index, m.index + m[0].length + run[1]!.length) });
  }
  return out;
}

/**
 * Who signs for an entity signer, from the signature blocks and statements that say so: "BRIGHTWATER GP, LLC,
 * by /s/ Simon Hale, its Manager", "By: X LLC, its Manager / By: Jane Roe, its President", "Simon Hale, Manager
 * of Brightwater GP, LLC".
 */
export function signersFor(
  pages: readonly Page[],
  entity: string,
): Array<{ name: string; title: string; source: Source }> {
  const out: Array<{ name: string; title: string; source: Source }> = [];
  const target = nameKey(entity);
  if (target.length < 4) return out;
  const PERSON = "(?:[A-Z][a-z'’-]+|[A-Z]\\.)(?:\\s(?:[A-Z][a-z'’-]+|[A-Z]\\.|de|van|von|Jr\\.|Sr\\.|III|II)){1,4}";
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      // "ENTITY, by /s/ Name, its Title" on one line.
      const inline = new RegExp(
        `^(?:Name:\\s*)?(.{3,120}?),?\\s+[Bb]y:?\\s*(?:/s/\\s*)?(${PERSON}),\\s*(?:its\\s+)?(${OFFICE}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\\s*$`,
      ).exec(line);
      if (inline && nameKey(inline[1]!) === target) {
        out.push({ name: inline[2]!, title: inline[3]!, source: sourceOfLines(page, i, i) });
        return;
      }
      // "/s/ Name, Title of ENTITY[, role]"
      const of = new RegExp(
        `^(?:/s/\\s*)?(${PERSON}),\\s*(${OFFICE})\\s+of\\s+(.{3,120}?)(?:,\\s*(?:${OFFICE}))?\\s*$`,
      ).exec(line);
      if (of && nameKey(of[3]!) === target) {
        out.push({ name: of[1]!, title: of[2]!, source: sourceOfLines(page, i, i) });
        return;
      }
      // "By: ENTITY, its Manager" (or the entity's name alone on its line, as a block heads it) then, within
      // three lines, "By: /s/ Name" or "Name: Name" and "Its:/Title: Title".
      const by = /^By:\s*(.{3,120}?),\s*its\s+\S.*$/.exec(line) ?? /^()([^:]{3,120}?),?$/.exec(line);
      if (by && nameKey(by[1] || by[2]!) === target) {
        const next = page.lines.slice(i + 1, i + 5);
        const nameAt = next.findIndex((l) =>
          new RegExp(`^(?:By:\\s*(?:/s/\\s*)?|Name:\\s*)(${PERSON})\\s*(?:,\\s*(?:its\\s+)?(${OFFICE}))?$`).test(l),
        );
        if (nameAt < 0) return;
        const nm = new RegExp(
          `^(?:By:\\s*(?:/s/\\s*)?|Name:\\s*)(${PERSON})\\s*(?:,\\s*(?:its\\s+)?(${OFFICE}))?$`,
        ).exec(next[nameAt]!)!;
        let title = nm[2] ?? null;
        let last = i + 1 + nameAt;
        if (!title) {
          const t = page.lines.slice(last + 1, last + 3).findIndex((l) => /^(?:Title|Its):\s*\S/.test(l));
          if (t < 0) return;
          last = last + 1 + t;
          title = page.lines[last]!.replace(/^(?:Title|Its):\s*/, '').trim();
        }
        out.push({ name: nm[1]!, title, source: sourceOfLines(page, i, last) });
      }
    });
  }
  return out;
}

const KIND_WORDS: Record<EntityType, string> = {
  LLC: 'limited liability company',
  Corporation:
    '(?:nonprofit |non-profit |not-for-profit |public benefit |professional |business |cooperative )?corporation',
  'Limited Partnership': 'limited partnership',
  'General Partnership': '(?:general )?partnership',
  'Revocable Trust': '(?:revocable )?(?:living )?trust',
  'Irrevocable Trust': '(?:irrevocable )?trust',
};

/** The entity's description as the documents write it: "a Delaware limited liability company". */
export function entityDescriptions(
  pages: readonly Page[],
  type: EntityType,
  state: string,
): Array<{ value: string; source: Source }> {
  const name = STATE_NAMES[state];
  if (!name) return [];
  const re = new RegExp(
    `\\b(?:an?)\\s+${name.replace(/ /g, '\\s+')}\\s+${KIND_WORDS[type].replace(/ /g, '\\s+')}\\b`,
    'gi',
  );
  const out: Array<{ value: string; source: Source }> = [];
  for (const { page, m } of matches(pages, re)) {
    out.push({ value: m[0].replace(/\s+/g, ' '), source: sourceAt(page, m.index, m.index + m[0].length) });
  }
  return out;
}

export interface SignerCandidate {
  name: string;
  title: string | null;
  /** Where the name (and the title, when it is there) is written. */
  source: Source;
  rule: AuthorityRule;
  /** The office the rule names that this person holds, as the rule writes it. */
  office: string | null;
}

/** Who holds an office: whom the documents name for it. */
export interface OfficeHolder {
  name: string;
  title: string;
  source: Source;
}

/**
 * The rules joined with who holds the offices they name: the officers and managers read, the owners (an LLC's
 * members, a partnership's partners), parties named by a defined term, and people the clause names itself. Rules
 * to sign or bind come first; a rule that gives authority to manage only when none of those names anyone.
 */
export function signerCandidates(
  pages: readonly Page[],
  rules: readonly AuthorityRule[],
  officers: readonly OfficeHolder[],
  owners: ReadonlyArray<{ name: string; source: Source }>,
  entityType: EntityType | null,
): SignerCandidate[] {
  const defined = new Map<string, OfficeHolder[]>();
  const holdersOf = (office: string): OfficeHolder[] => {
    const o = norm(office);
    const found: OfficeHolder[] = officers.filter((h) => holdsOffice(h.title, office));
    if (!defined.has(o)) defined.set(o, definedHolders(pages, office));
    found.push(...defined.get(o)!);
    // An LLC's members and a partnership's partners are its owners.
    const member = /^(?:sole )?member$/.test(o) && (entityType === 'LLC' || entityType === null);
    const partner =
      o === 'partner' && (entityType === 'General Partnership' || entityType === null)
        ? owners
        : o === 'general partner'
          ? owners.filter((w) => /\bgeneral partner\b/i.test(w.source.quote))
          : [];
    if (member) found.push(...owners.map((w) => ({ name: w.name, title: office, source: w.source })));
    found.push(...partner.map((w) => ({ name: w.name, title: office, source: w.source })));
    // A name that carries an office ("Simon Hale, Manager of Brightwater GP, LLC") is a signature line, not a holder;
    // so is a person on a "By:" line when an entity holds the office (the person signs for that entity).
    const entityHolds = found.some((h) => ENTITY_SUFFIX.test(h.name));
    return found.filter(
      (h) =>
        !new RegExp(`,\\s*(?:its\\s+)?${OFFICE}\\b`).test(h.name) &&
        !(entityHolds && !ENTITY_SUFFIX.test(h.name) && /^By:|\/s\//.test(h.source.quote)),
    );
  };
  const pick = (kind: AuthorityRule['kind']) => {
    const out: SignerCandidate[] = [];
    for (const rule of [...rules].filter((r) => r.kind === kind).sort((a, b) => b.weight - a.weight)) {
      for (const n of rule.named)
        out.push({ name: n.name, title: n.title, source: rule.source, rule, office: n.title });
      // A clause that names its signer gives that person, not every holder of the office.
      if (rule.named.length > 0) continue;
      // A clause whose holder is a person the documents name in an office ("John Smith … is authorized to
      // execute", where "John Smith, as President of the Corporation" was read): that person, in that office.
      if (rule.offices.length === 0) {
        const known = officers.find((h) => nameKey(h.name) === nameKey(rule.holder));
        if (known) out.push({ name: known.name, title: known.title, source: known.source, rule, office: known.title });
        continue;
      }
      for (const office of rule.offices)
        for (const h of holdersOf(office)) out.push({ name: h.name, title: h.title, source: h.source, rule, office });
    }
    return out;
  };
  const signing = pick('sign');
  const chosen = signing.length > 0 ? signing : pick('manage');
  const out: SignerCandidate[] = [];
  const caps = (n: string) => n === n.toUpperCase();
  for (const c of chosen) {
    const at = out.findIndex((o) => nameKey(o.name) === nameKey(c.name));
    if (at < 0) out.push(c);
    // A name as prose writes it, before a signature block's capitals ("ALPINE TRAIL MANAGEMENT, LLC").
    else if (caps(out[at]!.name) && !caps(c.name)) out[at] = c;
  }
  return out;
}
