import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForMatch, quoteIsOnPage } from '@/lib/document-reader';
import { quoteItems } from './quote-match';

describe('quoteItems', () => {
  const items = [
    'ARTICLE I. NAME',
    'The name of the',
    ' ',
    'corporation is Oak Hollow',
    'Development Corp.',
    'ARTICLE II',
  ];

  it('finds a quote across items whatever the whitespace between them', () => {
    expect(quoteItems(items, 'The name of the\ncorporation is Oak   Hollow Development Corp.')).toEqual([1, 3, 4]);
  });

  it('marks a partly covered item and ignores case when it must', () => {
    expect(quoteItems(items, 'oak hollow development')).toEqual([3, 4]);
  });

  it('finds nothing for a quote the page does not hold, or an empty one', () => {
    expect(quoteItems(items, 'Registered agent')).toEqual([]);
    expect(quoteItems(items, '  ')).toEqual([]);
  });
});

describe('quoteItems: every quote that grounds also highlights', () => {
  it('finds a quote that differs from the text layer only by the reader’s normalization', () => {
    const layer = [
      'Harbor Point Holdings, LLC (the “Company”) —',
      'its Manager is Jane Ro-',
      'berts, whose o\uFB03ce is at',
      '1200\u00A0Shoreline Drive; the Com\u00ADpany’s purpose',
      'is ﬁnancing.',
    ];
    expect(quoteItems(layer, '(the "Company") -')).toEqual([0]);
    expect(quoteItems(layer, 'its Manager is Jane Roberts, whose office')).toEqual([1, 2]);
    expect(quoteItems(layer, "1200 Shoreline Drive; the Company's purpose is financing.")).toEqual([3, 4]);
  });

  // Pages the way the reader's text is built from the layer (items joined by nothing, a space or a line break).
  const token = fc.constantFrom(
    'The',
    'Company’s',
    '“Manager”',
    'Jane Ro-',
    'berts',
    'o\uFB03ce',
    'ﬁve',
    '1200\u00A0Shoreline',
    'Com\u00ADpany',
    '—',
    'Vice-',
    'President',
    'Ｆｕｌｌ',
    'a',
    ',',
    '.',
    ' ',
  );
  const layer = fc.array(token, { minLength: 1, maxLength: 30 });
  const separators = fc.array(fc.constantFrom('', ' ', '\n'), { minLength: 30, maxLength: 30 });

  it('holds for any page and any quote quoteIsOnPage accepts on it', () => {
    fc.assert(
      fc.property(layer, separators, fc.nat(), fc.nat(), (items, seps, from, length) => {
        const text = items.map((item, i) => (i === 0 ? item : seps[i]! + item)).join('');
        const page = normalizeForMatch(text);
        const start = from % Math.max(1, page.length);
        const quote = page.slice(start, start + 2 + (length % 60)).trim();
        fc.pre(quoteIsOnPage([{ file: 'a.pdf', pages: [{ page: 1, text }] }], { file: 'a.pdf', page: 1, quote }));
        expect(quoteItems(items, quote)).not.toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
