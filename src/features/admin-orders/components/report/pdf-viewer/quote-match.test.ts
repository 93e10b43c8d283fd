import { describe, expect, it } from 'vitest';
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
