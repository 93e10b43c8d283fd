import { describe, expect, it } from 'vitest';
import corpus from '../../../supabase/tests/fixtures/grounding-corpus.json';
import { quoteIsOnPage, valueFollowsFromQuote, type Evidence } from './ground.ts';
import { readerResultFault } from './result-check.ts';
import { normalizeForMatch } from './text.ts';

/**
 * The grounding rule's corpus, through the TypeScript twin. supabase/tests/98-document-readings/12-* runs the same
 * file through the SQL of migration 2200, so a case that changes on one side fails on the other.
 */
describe('the grounding corpus, through the reader', () => {
  it.each(corpus.normalize.map((c) => [c.note, c] as const))('normalizeForMatch: %s', (_, c) => {
    expect(normalizeForMatch(c.text)).toBe(c.expected);
  });

  it.each(corpus.quoteOnPage.map((c) => [c.note, c] as const))('quoteIsOnPage: %s', (_, c) => {
    const documents = [{ file: 'a.pdf', pages: [{ page: 1, text: c.page }] }];
    expect(quoteIsOnPage(documents, { file: 'a.pdf', page: 1, quote: c.quote })).toBe(c.expected);
  });

  it.each(corpus.values.map((c) => [`${c.evidence.kind} ${JSON.stringify(c.value)}: ${c.note}`, c] as const))(
    'valueFollowsFromQuote: %s',
    (_, c) => {
      expect(valueFollowsFromQuote(c.value, c.quote, c.evidence as Evidence)).toBe(c.expected);
    },
  );

  it.each(corpus.results.map((c) => [c.note, c] as const))('readerResultFault: %s', (_, c) => {
    expect(readerResultFault(c.result)).toBe(c.expected);
  });
});
