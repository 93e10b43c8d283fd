/**
 * The language a document is written in, from its text alone: the built-in reader's rules read English, so a
 * document in another language is reported as not read (with its language) rather than as stating nothing.
 *
 * Latin-script languages are told apart by how often their commonest function words occur (articles,
 * prepositions, conjunctions: words every text in that language uses, whatever it is about); other scripts by their
 * Unicode ranges. The languages are those a US lender is likely to be sent: English, Spanish, Portuguese, French,
 * German, Italian, Chinese, Japanese and Korean; any other script is named by its script ("und-Cyrl"). When the
 * text is too short or too garbled to tell (a blank page, OCR noise), the answer is null and the document is read
 * as English: a reader that refuses a document it could have read is no better than one that misreads it.
 */

/** A BCP 47 code: "en", "es", …, or "und-<Script>" when only the script is known. */
export type LanguageCode = string;

export const ENGLISH: LanguageCode = 'en';

const NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  'und-Cyrl': 'a language written in Cyrillic script',
  'und-Grek': 'a language written in Greek script',
  'und-Arab': 'a language written in Arabic script',
  'und-Hebr': 'a language written in Hebrew script',
  'und-Deva': 'a language written in Devanagari script',
  'und-Thai': 'a language written in Thai script',
};

/** The language's name in English, for messages ("Spanish"); the code itself when it is not one of ours. */
export function languageName(code: LanguageCode): string {
  return NAMES[code] ?? code;
}

/**
 * Function words, lowercase. A word may belong to several languages ("de", "la", "que"): what tells them apart
 * is the words only one of them uses, which are most of each list.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the of and to in is be shall that by for or any such as with which this on all not may its are have been will from at an it each upon other has who than was were their these hereby thereof herein',
  es: 'el la los las de del y en que por para con se su sus una un al lo es son como más este esta será serán o no cualquier dicha dicho sobre entre según cuando sin',
  pt: 'o os da do das dos e em que um uma para com não por na no nas nos ao aos se é à pela pelo será seu sua seus suas ou de mais como são qualquer sobre entre',
  fr: 'le la les des du et en un une est que qui dans pour par sur au aux ne pas sont être ses sa son cette ou de ce il elle doit peut tout toute avec leur leurs',
  de: 'der die das und des den dem zu mit von ist im für nicht auf eine ein einer eines einem sich werden wird oder auch als bei nach durch sind kann zur zum vom dass sowie über jeder jede',
  it: 'il lo gli della delle dei degli di e che per con non una un è del nella nel alla al sono essere dalla sua suo o da ai si la le qualsiasi ogni tra anche',
};
const LOOKUP = new Map<string, string[]>();
for (const [code, words] of Object.entries(FUNCTION_WORDS))
  for (const word of words.split(' ')) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), code]);

/** Scripts other than Latin, by Unicode property; the CJK ones are told apart below. */
const SCRIPTS: Array<[code: string, re: RegExp]> = [
  ['Hangul', /\p{Script=Hangul}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Han', /\p{Script=Han}/u],
  ['und-Cyrl', /\p{Script=Cyrillic}/u],
  ['und-Grek', /\p{Script=Greek}/u],
  ['und-Arab', /\p{Script=Arabic}/u],
  ['und-Hebr', /\p{Script=Hebrew}/u],
  ['und-Deva', /\p{Script=Devanagari}/u],
  ['und-Thai', /\p{Script=Thai}/u],
];

/** Enough text to tell: fewer words than this (a blank or nearly blank document) gives no answer. */
const MIN_WORDS = 30;
const MIN_SCRIPT_LETTERS = 20;
/** How much of a long document is looked at: its beginning says as much as the rest. */
const SAMPLE = 60_000;

/**
 * The language of a text, or null when it cannot be told. `confidence` is the share of the text's words (or
 * letters, for a script) that point to that language.
 */
export function detectLanguage(text: string): { code: LanguageCode; confidence: number } | null {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const letters = sample.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return null;
  // Another script, when at least a third of the letters are written in it.
  const counts = new Map<string, number>();
  for (const ch of letters) {
    if (ch.charCodeAt(0) < 0x250) continue; // Latin (with its accented letters)
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0];
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  const cjk = (counts.get('Han') ?? 0) + (counts.get('Kana') ?? 0) + (counts.get('Hangul') ?? 0);
  if (cjk >= MIN_SCRIPT_LETTERS && cjk >= letters.length / 3) {
    const code = (counts.get('Hangul') ?? 0) > cjk / 3 ? 'ko' : (counts.get('Kana') ?? 0) > cjk / 10 ? 'ja' : 'zh';
    return { code, confidence: round(cjk / letters.length) };
  }
  for (const [script, n] of counts) {
    if (script.startsWith('und-') && n >= MIN_SCRIPT_LETTERS && n >= letters.length / 3)
      return { code: script, confidence: round(n / letters.length) };
  }
  // Latin script: the share of words that are each language's function words.
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return null;
  const hits = new Map<string, number>();
  for (const word of words) for (const code of LOOKUP.get(word) ?? []) hits.set(code, (hits.get(code) ?? 0) + 1);
  const share = (code: string) => (hits.get(code) ?? 0) / words.length;
  const [best] = [...hits.keys()].sort((a, b) => share(b) - share(a));
  if (!best) return null;
  const english = share(ENGLISH);
  // Another language only when it clearly outweighs English: a document with passages in both is read.
  if (best !== ENGLISH && share(best) >= 0.15 && share(best) >= 2 * english)
    return { code: best, confidence: round(share(best)) };
  if (english >= 0.1) return { code: ENGLISH, confidence: round(english) };
  return null;
}

const round = (x: number) => Math.round(x * 100) / 100;
