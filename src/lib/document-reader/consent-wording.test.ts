import { describe, expect, it } from 'vitest';
import {
  consentCheckMessage,
  consentChecklistItem,
  consentLimit,
  consentText,
  consentThreshold,
} from './consent-wording.ts';
import type { Consent } from './types.ts';

/** A consent as a reader gives it: the clause is the quote; the threshold is what the rules read of it (or null). */
const consent = (quote: string, threshold: string | null, amount?: string | null): Consent => ({
  actions: ['borrow'],
  threshold,
  ...(amount !== undefined ? { amount } : {}),
  source: { file: 'operating-agreement.pdf', page: 2, quote },
});

const HARBOR =
  'The Company shall not borrow money in excess of $250,000, grant a mortgage or other lien on the Company’s real property, or sell all or substantially all of its assets without the unanimous written consent of the Members.';

/** The words of a text, lowercased, without the citation: to compare with the clause's. */
const wordsOf = (s: string) =>
  new Set(
    s
      .replace(/\(operating-agreement\.pdf, p\. 2[;)]/g, '')
      .toLowerCase()
      .match(/[a-z0-9$][a-z0-9$,.'’-]*[a-z0-9]|[a-z0-9]/g) ?? [],
  );

describe('a drafted consent keeps the clause’s words', () => {
  it('keeps the dollar threshold and adds no word the clause does not have', () => {
    const text = consentText(consent(HARBOR, 'unanimous written consent of the Members'));
    expect(text).toBe(`The unanimous written consent of the Members: “${HARBOR}” (operating-agreement.pdf, p. 2)`);
    const clause = wordsOf(HARBOR);
    expect([...wordsOf(text)].filter((w) => !clause.has(w))).toEqual([]);
  });

  it('widens a threshold the rules read short to the clause’s own phrase, never beyond it', () => {
    const cases: Array<[quote: string, read: string | null, stated: string | null]> = [
      [
        'Notwithstanding Section 3.01, the Manager shall not, without the approval of Members holding a Majority of the Units, (a) borrow money in excess of $100,000; (b) mortgage any real property.',
        'Members holding a Majority of the Units',
        'the approval of Members holding a Majority of the Units',
      ],
      [
        'The Manager shall not borrow money on behalf of the Company without the consent of the Members holding a majority of the ownership percentages.',
        'consent of the Members',
        'the consent of the Members holding a majority of the ownership percentages',
      ],
      [
        'The Company shall not borrow money or mortgage its property without the unanimous written consent of the Members.',
        'written consent of the Members',
        'the unanimous written consent of the Members',
      ],
      [
        'The Corporation shall not borrow money or pledge its assets unless authorized by a resolution of the Board of Directors.',
        'authorized by a resolution of the Board of Directors',
        'a resolution of the Board of Directors',
      ],
      // No threshold read: the clause's own "without the … of …" phrase.
      [
        'The Partnership shall not borrow money, mortgage or pledge its property without the written approval of both General Partners and Limited Partners holding a majority of the limited partner interests.',
        null,
        'the written approval of both General Partners and Limited Partners holding a majority of the limited partner interests',
      ],
      // A "threshold" that names nobody who consents is not one.
      [
        'The following require a Unanimous Vote: (iv) incurring liabilities in an amount greater than $10,000; (v) approval of any financing arrangement that would require personal guarantees.',
        'approval of any financing arrangement',
        null,
      ],
    ];
    for (const [quote, read, stated] of cases) expect(consentThreshold(consent(quote, read))).toBe(stated);
  });

  it('reads the dollar limit on borrowing, not an amount that limits something else', () => {
    expect(consentLimit(consent(HARBOR, null))).toBe('in excess of $250,000');
    expect(
      consentLimit(
        consent(
          'The Managers shall not (ii) dispose of any property having a value of over $10,000; (iv) incur liabilities and other obligations in an amount greater than $25,000.',
          null,
        ),
      ),
    ).toBe('in an amount greater than $25,000');
    expect(
      consentLimit(
        consent(
          'The Manager shall not sell any asset worth more than $50,000 or borrow money without the consent of the Members.',
          null,
        ),
      ),
    ).toBeNull();
    // The reader's own reading of the amount, when it has one, is used as it is.
    expect(consentLimit(consent(HARBOR, null, 'in excess of $250,000'))).toBe('in excess of $250,000');
  });
});

describe('the closing checklist and the reviewer’s check read as sentences', () => {
  it('says what to obtain in the clause’s words, where, and the dollar limit', () => {
    expect(consentChecklistItem(consent(HARBOR, 'the unanimous written consent of the Members'))).toBe(
      'Obtain the unanimous written consent of the Members for the loan before closing (operating-agreement.pdf, p. 2; its dollar limit: “in excess of $250,000”).',
    );
    expect(consentCheckMessage(consent(HARBOR, 'the unanimous written consent of the Members'))).toBe(
      'Borrowing or encumbering needs the unanimous written consent of the Members (the clause’s dollar limit: “in excess of $250,000”): obtain it before closing.',
    );
  });

  it('quotes a threshold worded as a verb rather than making a noun of it, and names none it cannot read', () => {
    const approved = consent(
      'The Corporation shall not borrow money unless approved by the Board of Directors.',
      'the Board of Directors',
    );
    expect(consentChecklistItem(approved)).toBe(
      'Obtain the consent or approval that the clause requires for the loan before closing: “approved by the Board of Directors” (operating-agreement.pdf, p. 2).',
    );
    const unworded = consent('Borrowing is subject to the limits in Section 4.', null);
    expect(consentChecklistItem(unworded)).toBe(
      'Obtain the consent or approval that the clause requires for the loan before closing (operating-agreement.pdf, p. 2).',
    );
    expect(consentCheckMessage(unworded)).toBe(
      'Borrowing or encumbering needs the consent or approval the clause names: obtain it before closing.',
    );
  });

  it('each item is one sentence: a capital, no word doubled at a join, a full stop', () => {
    const quotes = [
      HARBOR,
      'The Partnership shall not borrow money, encumber the property or sell all or substantially all of its assets without the written consent of all of the Partners.',
      'No loan shall be contracted on behalf of the Corporation unless authorized by a resolution of the Board of Directors.',
    ];
    for (const quote of quotes)
      for (const threshold of [null, 'consent of all of the Partners', 'resolution of the Board of Directors']) {
        const item = consentChecklistItem(consent(quote, threshold));
        expect(item).toMatch(/^Obtain [a-z“].*\.$/);
        expect(item).not.toMatch(/\b(\w+) \1\b|Written the|needs Members/);
      }
  });
});

describe('a threshold that names its noun before whose it is', () => {
  it('keeps "of the Board of Directors" with "a Super Majority Vote"', () => {
    expect(
      consentThreshold(
        consent(
          'A Super Majority Vote of the Board of Directors shall be required to borrow money or mortgage the Foundation’s property.',
          'Majority Vote',
        ),
      ),
    ).toBe('A Super Majority Vote of the Board of Directors');
  });
});
