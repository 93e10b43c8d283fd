import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asDocuments, CORPUS_DIR, loadDevSet } from '../../../scripts/document-reader/dev-set.ts';
import { FOREIGN_TEXTS } from '../../../tests/fixtures/foreign-language-texts.ts';
import { detectLanguage, languageName } from './language.ts';
import { completeResult, readDocuments } from './reader.ts';
import { reportDraftFromReading } from './report-draft.ts';

describe('the language of a document', () => {
  for (const [code, text] of Object.entries(FOREIGN_TEXTS))
    it(`tells ${languageName(code)} from English`, () => {
      expect(detectLanguage(text)?.code).toBe(code);
    });

  // Held in the corpus on purpose, to show that a document not in English is reported and not read.
  const NOT_ENGLISH: Record<string, string> = { 'python-canarias/estatutos': 'es' };

  it('reads every document of the development set and of the corpus’s development part as English, but the one in Spanish', () => {
    const sets = [loadDevSet(), loadDevSet(join(CORPUS_DIR, 'development'))];
    for (const entity of sets.flat())
      for (const doc of asDocuments(entity)) {
        const language = detectLanguage(doc.pages.map((p) => p.text).join('\n'));
        // A short form may not say enough to tell (null): it is read as English.
        const at = `${entity.name}/${doc.file}`;
        expect([at, language?.code ?? 'en']).toEqual([at, NOT_ENGLISH[at] ?? 'en']);
      }
  });

  it('keeps a document with an English text and a translation beside it as English', () => {
    const english =
      'The Company shall not borrow money or encumber its property without the written consent of the Members holding a majority of the Percentage Interests. The Manager may sign on behalf of the Company any document that the Members have approved. ';
    expect(detectLanguage(`${english}\n${FOREIGN_TEXTS.es}\n${english}`)?.code).toBe('en');
  });

  it('does not tell from too little text or from OCR noise', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('Página 1 de 3')).toBeNull();
    expect(detectLanguage('Il;l1 ~~ rn0 vvq ,,Tk 8BZ qxw lmn prst vrk '.repeat(10))).toBeNull();
  });

  it('names each language for the reviewer', () => {
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('und-Cyrl')).toBe('a language written in Cyrillic script');
    expect(languageName('sw')).toBe('sw');
  });
});

describe('a document not in English, as the reader reports it', () => {
  const spanish = { file: 'acuerdo.pdf', pages: [{ page: 1, text: FOREIGN_TEXTS.es! }] };
  const german = { file: 'gesellschaftsvertrag.pdf', pages: [{ page: 1, text: FOREIGN_TEXTS.de! }] };

  it('is not read: its language is in its summary and a check says so, and no value comes from it', () => {
    const english = asDocuments(loadDevSet().find((e) => e.name === 'harbor-point')!);
    const alone = readDocuments(english);
    const result = readDocuments([...english, spanish]);
    expect(result.documents.at(-1)).toMatchObject({ file: 'acuerdo.pdf', language: 'es', title: null, date: null });
    expect(result.documents.slice(0, -1).every((d) => d.language === 'en')).toBe(true);
    expect(result.checks.filter((c) => c.code === 'not-english')).toEqual([
      {
        code: 'not-english',
        message:
          'acuerdo.pdf is in Spanish and was not read: the built-in reader reads English only. Nothing in this reading comes from it; read it yourself or ask for an English translation.',
        source: null,
      },
    ]);
    // What the English documents state is read as before.
    expect(result.fields).toEqual(alone.fields);
    // The drafted report lists it among the documents as not read, in its language.
    expect(reportDraftFromReading(result).content.documents?.at(-1)).toEqual({
      title: 'acuerdo.pdf',
      date: '',
      pages: 1,
      status: 'In Spanish: not read by the built-in reader',
    });
  });

  it('reads nothing from documents that are all in another language, and says why rather than "not stated"', () => {
    const result = readDocuments([german, spanish]);
    expect(result.checks.map((c) => [c.code, c.message.split(' and ')[0]])).toEqual([
      ['not-english', 'gesellschaftsvertrag.pdf is in German'],
      ['not-english', 'acuerdo.pdf is in Spanish'],
    ]);
    expect(result.fields.entity_legal_name).toBeNull();
    expect(result.fields.owners).toEqual([]);
    expect(result.not_stated).toContain('Entity legal name');
  });

  it('tells the AI reader’s reviewer that the rules did not read it, not that nothing was read', () => {
    const result = completeResult([spanish], readDocuments([]).fields, 'ai:test-model');
    expect(result.checks).toEqual([
      expect.objectContaining({
        code: 'not-english',
        message: expect.stringMatching(
          /^acuerdo\.pdf is in Spanish: its title, date, signature and exhibits were not read/,
        ),
      }),
    ]);
  });
});
