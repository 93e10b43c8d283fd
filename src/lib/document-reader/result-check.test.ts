import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asDocuments, loadDevSet } from '../../../scripts/document-reader/dev-set.ts';
import { readDocuments, readerResultFault, type DocumentText } from './index.ts';

/**
 * The server refuses a reading a value of which does not follow from its quote (readerResultFault, the twin of
 * private.reading_value_fault): the built-in reader's own results must always pass, or a staff member's reading
 * would be refused. The rule's cases themselves are in grounding-corpus.test.ts.
 */
describe("the reader's results pass the stored reading's check", () => {
  it('on every entity of the labelled development set', () => {
    const faults = loadDevSet().flatMap((entity) => {
      const fault = readerResultFault(readDocuments(asDocuments(entity), { order: entity.expected.order }));
      return fault ? [`${entity.name}: ${fault}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('when a later statement gives an owner its percentage, the units stay with the quote that holds them', () => {
    const text =
      'SCHEDULE A\nName Units\nDana Whitfield 450\nJulia Brennan 550\n\nDana Whitfield holds 45% of the membership interests.';
    const result = readDocuments([{ file: 'a.pdf', pages: [{ page: 1, text }] }]);
    expect(result.fields.owners[0]).toEqual({
      name: 'Dana Whitfield',
      percentage: 45,
      units: null,
      source: { file: 'a.pdf', page: 1, quote: 'Dana Whitfield holds 45% of the membership interests.' },
    });
    expect(readerResultFault(result)).toBeNull();
  });

  // Owner rows and prose, unit tables, consents, exhibits and signatures, shuffled.
  const token = fc.constantFrom(
    'Harbor Point Holdings, LLC',
    'a Delaware limited liability company',
    'Member',
    'Members',
    'Manager',
    'holds',
    'owns',
    '60%',
    '40%',
    '100%',
    '450',
    '550',
    '1,000',
    'Units',
    'Dana Whitfield',
    'Julia Brennan',
    'Dana Whitfield 450',
    'Julia Brennan 550',
    'Total 1,000',
    'a total of 1,000 Units',
    'sole member',
    'Schedule A',
    'Exhibit B',
    'March 3, 2021',
    'File No. 7423315',
    'shall be managed by its Members',
    'shall not borrow money without the consent of the Members',
    'the Manager may approve the budget',
    'By:',
    'Name:',
    'Title:',
    'President',
    '/s/',
    '____',
    '\n',
    '\n\n',
    '.',
    ',',
  );
  const documentsArb = fc
    .array(fc.array(token, { maxLength: 80 }), { minLength: 1, maxLength: 3 })
    .map((pages): DocumentText[] => [
      { file: 'a.pdf', pages: pages.map((words, i) => ({ page: i + 1, text: words.join(' ') })) },
    ]);

  it('on any mix of legal words', () => {
    fc.assert(
      fc.property(documentsArb, (documents) => {
        expect(readerResultFault(readDocuments(documents))).toBeNull();
      }),
      { numRuns: 400 },
    );
  });
});
