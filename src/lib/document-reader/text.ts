/**
 * Text helpers shared by the rules and the grounding check: one normalization (so a quote matches its page
 * whatever pdf.js or OCR did to whitespace, line-break hyphenation and typographic punctuation) and the date
 * formats legal documents use.
 */

/** Typographic quotes, dashes, soft hyphens and non-breaking spaces to their plain forms. */
export function plainPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-')
    .replace(/\u00AD/g, '')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
}

/** The form quotes are compared in: plain punctuation, words re-joined across line-break hyphens, one space. */
export function normalizeForMatch(text: string): string {
  return plainPunctuation(text.normalize('NFKC'))
    .replace(/([A-Za-z])-[ \t]*\r?\n[ \t]*([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `needle` occurs in `haystack` once both are normalized; hyphens aside as a last resort. */
export function containsNormalized(haystack: string, needle: string, ignoreCase = false): boolean {
  let h = normalizeForMatch(haystack);
  let n = normalizeForMatch(needle);
  if (n.length === 0) return false;
  if (ignoreCase) {
    h = h.toLowerCase();
    n = n.toLowerCase();
  }
  if (h.includes(n)) return true;
  // A hyphen kept at a line break on one side and not the other ("Vice-\nPresident" vs "Vice-President").
  const dehyphen = (s: string) => s.replace(/-\s?/g, '');
  return dehyphen(h).includes(dehyphen(n));
}

/** A page's text with spaces collapsed inside lines but line breaks kept (the rules read lines and clauses). */
export function cleanPageText(text: string): string {
  return plainPunctuation(text.normalize('NFKC'))
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n');
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_PATTERN =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/** Ordinal words for a day, as execution clauses and filing certificates spell them ("the twenty-first day of"). */
const UNIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_DAYS = [
  ...UNIT_ORDINALS,
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  ...UNIT_ORDINALS.map((w) => `twenty${w}`),
  'thirtieth',
  'thirtyfirst',
];
/** One of them as written, "twenty-first" and "twenty first" too (the day is its place in ORDINAL_DAYS). */
const ORDINAL_WORD = `((?:twenty|thirty)[- ]?(?:${UNIT_ORDINALS.join('|')})|${ORDINAL_DAYS.filter((w) => !/^(?:twenty|thirty)/.test(w)).join('|')})`;
/** "A.D." before a year: "the 3rd day of March, A.D. 2021". */
const ANNO_DOMINI = '(?:A\\.? ?D\\.?\\s+)?';

/**
 * Every date format the rules read; each match gives its ISO form via `iso`. private.quote_dates (migrations 2200
 * and 2500) is the SQL twin: the same forms in the same order, run on the same corpus.
 */
const DATE_FORMS: Array<{ re: RegExp; iso: (m: RegExpExecArray) => string | null }> = [
  {
    // March 3, 2021 / March 3 2021 / February 3rd, 2024
    re: new RegExp(`\\b(${MONTH_PATTERN})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    iso: (m) => iso(Number(m[3]), monthIndex(m[1]!), Number(m[2])),
  },
  {
    // 3rd day of March, 2021 / 3 day of March 2021 / 1st day of July , 2021 / 3rd day of March, A.D. 2021
    re: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+(${MONTH_PATTERN})\\s*,?\\s+${ANNO_DOMINI}(\\d{4})\\b`,
      'gi',
    ),
    iso: (m) => iso(Number(m[3]), monthIndex(m[2]!), Number(m[1])),
  },
  {
    // 3 March 2021 / 18th January 2026 / 3rd of March, 2021
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_PATTERN}),?\\s+(\\d{4})\\b`, 'gi'),
    iso: (m) => iso(Number(m[3]), monthIndex(m[2]!), Number(m[1])),
  },
  {
    // 03/03/2021 (US order)
    re: /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g,
    iso: (m) => iso(Number(m[3]), Number(m[1]) - 1, Number(m[2])),
  },
  {
    // 2021-03-03
    re: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    iso: (m) => iso(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  },
  {
    // the twenty-first day of November, A.D. 2013 (filing certificates, execution clauses)
    re: new RegExp(`\\b${ORDINAL_WORD}\\s+day\\s+of\\s+(${MONTH_PATTERN})\\s*,?\\s+${ANNO_DOMINI}(\\d{4})\\b`, 'gi'),
    iso: (m) =>
      iso(Number(m[3]), monthIndex(m[2]!), ORDINAL_DAYS.indexOf(m[1]!.toLowerCase().replace(/[- ]/g, '')) + 1),
  },
];

function monthIndex(word: string): number {
  const w = word.toLowerCase().replace('.', '');
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3)));
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 0 || month > 11 || day < 1 || year < 1800 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface DateMatch {
  iso: string;
  index: number;
  text: string;
}

/** Dates written in `text`, in order of appearance. */
export function findDates(text: string): DateMatch[] {
  const flat = normalizeForMatch(text);
  const found: DateMatch[] = [];
  for (const form of DATE_FORMS) {
    form.re.lastIndex = 0;
    for (let m = form.re.exec(flat); m; m = form.re.exec(flat)) {
      const value = form.iso(m);
      if (value && !found.some((f) => f.index <= m!.index && m!.index < f.index + f.text.length))
        found.push({ iso: value, index: m.index, text: m[0] });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Numbers written with thousands separators or decimals: "1,000" → 1000. */
export function parseNumber(text: string): number | null {
  const n = Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Percentages written in the text: "60%", "60.00 %", "sixty percent (60%)", "60 percent". */
export function findPercentages(text: string): number[] {
  const flat = normalizeForMatch(text);
  const out: number[] = [];
  const re = /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/gi;
  for (let m = re.exec(flat); m; m = re.exec(flat)) out.push(Number(m[1]));
  return out;
}

/** Whole numbers in the text (with thousands separators), for unit counts. */
export function findWholeNumbers(text: string): number[] {
  const flat = normalizeForMatch(text);
  const out: number[] = [];
  const re = /(?<![\d.,$])(?:\d{1,3}(?:,\d{3})+|\d+)(?![\d%]|[.,]\d|\s*(?:%|percent))/g;
  for (let m = re.exec(flat); m; m = re.exec(flat)) out.push(Number(m[0].replace(/,/g, '')));
  return out;
}
