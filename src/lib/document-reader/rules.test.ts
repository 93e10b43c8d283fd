import { describe, expect, it } from 'vitest';
import { readDocuments, type DocumentText } from './index.ts';

/** Wording the rules must read in its usual variants, one page each (not the development set's documents). */
const read = (...pages: string[]) =>
  readDocuments([{ file: 'doc.pdf', pages: pages.map((text, i) => ({ page: i + 1, text })) }] satisfies DocumentText[]);

describe('ownership', () => {
  it('reads a schedule whose rows pdf.js split over lines', () => {
    const result = read(
      'EXHIBIT A\nSchedule of Members\nMember  Units  Percentage\nAnn Lee\n600\n60%\nBo Park\n400\n40%',
    );
    expect(result.fields.owners.map((o) => [o.name, o.units, o.percentage])).toEqual([
      ['Ann Lee', 600, 60],
      ['Bo Park', 400, 40],
    ]);
  });

  it('derives percentages from units only when the total is stated, and cites the total', () => {
    const withTotal = read('Holder  Units\nAnn Lee  250\nBo Park  750\nTotal  1,000');
    expect(withTotal.fields.owners.map((o) => [o.name, o.percentage])).toEqual([
      ['Ann Lee', 25],
      ['Bo Park', 75],
    ]);
    expect(withTotal.fields.owners[0]!.total_units?.source.quote).toBe('Total 1,000');
    const noTotal = read('Holder  Units\nAnn Lee  250\nBo Park  750');
    expect(noTotal.fields.owners.map((o) => [o.name, o.units, o.percentage])).toEqual([
      ['Ann Lee', 250, null],
      ['Bo Park', 750, null],
    ]);
    expect(noTotal.checks.map((c) => c.code)).not.toContain('ownership-total');
  });

  it('reads ownership in prose and flags percentages that do not add up to 100', () => {
    const result = read(
      'Ann Lee holds 60% of the membership interests. Bo Park owns thirty percent (30%) of the Interests.',
    );
    expect(result.fields.owners.map((o) => [o.name, o.percentage])).toEqual([
      ['Ann Lee', 60],
      ['Bo Park', 30],
    ]);
    expect(result.checks.find((c) => c.code === 'ownership-total')?.message).toBe(
      'Ownership percentages add up to 90%, not 100%.',
    );
  });

  it("reads owners from a count, an apposition, a trust's children and a list with shares, not from a recital", () => {
    const owners = (text: string) => read(text).fields.owners.map((o) => [o.name, o.percentage]);
    expect(owners('The Company has one member, Ann Lee.')).toEqual([['Ann Lee', null]]);
    expect(owners('Ann Lee, the sole member of the Company, hereby adopts this Agreement.')).toEqual([
      ['Ann Lee', 100],
    ]);
    expect(owners('The beneficiaries of this trust are my children, Anna Ruiz and Ben Ruiz.')).toEqual([
      ['Anna Ruiz', null],
      ['Ben Ruiz', null],
    ]);
    expect(owners('Members: Ann Lee (50%), Bo Park (50%)')).toEqual([
      ['Ann Lee', 50],
      ['Bo Park', 50],
    ]);
    expect(
      owners('The Members and their respective Percentage Interests are as follows: Ann Lee, 70%; Bo Park, 30%.'),
    ).toEqual([
      ['Ann Lee', 70],
      ['Bo Park', 30],
    ]);
    expect(owners('NOW, THEREFORE, the sole Member agrees as follows:')).toEqual([]);
    expect(owners('Members: The Company shall hold meetings annually.')).toEqual([]);
  });

  it("reads a partnership's partners as its owners when prose lists them", () => {
    const result = read('The partners of the Partnership are Nadia Farouk and Gregory Hale.');
    expect(result.fields.owners.map((o) => [o.name, o.percentage])).toEqual([
      ['Nadia Farouk', null],
      ['Gregory Hale', null],
    ]);
  });
});

describe('entity, state, dates and numbers', () => {
  it('reads the state from "organized under the laws of the State of X" and dates in every format', () => {
    for (const [date, iso] of [
      ['March 3, 2021', '2021-03-03'],
      ['the 3rd day of March, 2021', '2021-03-03'],
      ['03/03/2021', '2021-03-03'],
      ['2021-03-03', '2021-03-03'],
    ]) {
      const result = read(
        `Blue Heron Farms, Inc. is a corporation organized under the laws of the State of Vermont. The Corporation was incorporated on ${date}.`,
      );
      expect([
        result.fields.formation_state?.value,
        result.fields.formation_date?.value,
        result.fields.entity_type?.value,
      ]).toEqual(['VT', iso, 'Corporation']);
    }
  });

  it('reads file numbers under their usual labels', () => {
    for (const [label, value] of [
      ['File No. 5038821', '5038821'],
      ['Entity ID: E0457712019-3', 'E0457712019-3'],
      ['Document Number L16000071234', 'L16000071234'],
      ['SOS ID 2719934', '2719934'],
    ])
      expect(read(`Certificate\n${label}`).fields.file_number?.value).toBe(value);
  });

  it('does not take the governing-law state as the formation state', () => {
    expect(
      read('This Agreement shall be governed by the laws of the State of New York.').fields.formation_state,
    ).toBeNull();
  });
});

describe('management, authority and consents', () => {
  it('tells the management types apart', () => {
    expect(read('The Company shall be managed by its Members.').fields.management?.value).toBe('member-managed');
    expect(read('The Company is manager-managed.').fields.management?.value).toBe('manager-managed');
    expect(
      read('The business and affairs of the Corporation shall be managed by the Board of Directors.').fields.management
        ?.value,
    ).toBe('board');
    expect(
      read('The management of the Partnership shall be vested exclusively in the General Partner.').fields.management
        ?.value,
    ).toBe('general partner');
  });

  it('reads management as drafting words it, across line breaks', () => {
    const management = (text: string) => read(text).fields.management?.value;
    expect(
      management('The business of the Company shall be managed exclusively by or\nunder the direction of the Members.'),
    ).toBe('member-managed');
    expect(management('Subject to Section 6, the Company shall be governed by its Members, collectively.')).toBe(
      'member-managed',
    );
    expect(management('Section 4.1 Management of the Company by Members.')).toBe('member-managed');
    expect(management("The management of the Company's business shall\nbe vested in one or more Managers.")).toBe(
      'manager-managed',
    );
    expect(management('The undersigned, being the Manager(s) of Elm Row LLC, consent to the following:')).toBe(
      'manager-managed',
    );
    expect(
      management(
        'The business and affairs of the Company shall be managed by or under the direction of the Board, except as provided by law.',
      ),
    ).toBe('board');
    expect(
      management(
        "the corporation's activities and affairs shall be managed, and all corporate powers shall be exercised, under the direction of the board.",
      ),
    ).toBe('board');
    expect(management('The charity and its property shall be managed and administered by a committee.')).toBe('board');
    expect(management('The management of the Club shall be vested in a Committee consisting of its officers.')).toBe(
      'board',
    );
    // A Board of Managers manages an LLC; the Members approving something says nothing of who manages.
    expect(management('The Company shall be managed by the Board of Managers.')).toBe('manager-managed');
    expect(management('Any amendment must be approved by the Members.')).toBeUndefined();
    expect(management('The Members shall manage the Company.')).toBe('member-managed');
    expect(management('Each Member shall have the right to participate in the management of the Company.')).toBe(
      'member-managed',
    );
    expect(management('The Manager shall manage the business of the Company.')).toBe('manager-managed');
    expect(management('The Board of Directors shall have general management of the affairs of the Corporation.')).toBe(
      'board',
    );
    expect(management('The Trustee shall manage the trust property of this trust.')).toBe('trustee');
  });

  it('reads a consent threshold for borrowing and makes it a reviewer check', () => {
    const result = read(
      'Section 4.2 Major Decisions. The Manager shall not borrow money or pledge Company assets without the consent of Members holding two-thirds of the Units.',
    );
    expect(result.fields.borrowing_restrictions?.value).toBe(true);
    expect(result.fields.consents).toEqual([
      {
        actions: ['borrow', 'pledge'],
        threshold: 'the consent of Members holding two-thirds of the Units',
        amount: null,
        source: { file: 'doc.pdf', page: 1, quote: expect.stringContaining('two-thirds') },
      },
    ]);
    expect(result.checks.map((c) => c.code)).toContain('borrowing-consent');
  });

  it('reads officers from a signature block but not a person signing for another entity', () => {
    const result = read(
      'ACME HOLDINGS, INC.\nBy: /s/ Ann Lee\nName: Ann Lee\nTitle: President\n\nMEMBER:\nPARENT CAPITAL LLC\nBy: /s/ Bo Park\nName: Bo Park\nTitle: Manager',
      'Acme Holdings, Inc., a Delaware corporation (the "Corporation")',
    );
    expect(result.fields.managers_or_officers.map((o) => [o.name, o.title])).toEqual([['Ann Lee', 'President']]);
  });

  it('lists a referenced exhibit that is not supplied, and an unsigned agreement', () => {
    const result = read(
      'The Members are listed on Exhibit A. The capital is set out on Schedule 1.\nBy: ____________\nName: Ann Lee',
      'SCHEDULE 1\nCapital: none',
    );
    expect(result.missing_exhibits.map((m) => m.reference)).toEqual(['Exhibit A']);
    expect(result.documents[0]!.signed).toBe(false);
    expect(result.checks.map((c) => c.code)).toEqual(expect.arrayContaining(['missing-exhibit', 'unsigned']));
  });
});

describe('the order comparison', () => {
  it('flags a name differing only in punctuation, and a different state', () => {
    const result = readDocuments(
      [
        {
          file: 'a.pdf',
          pages: [
            { page: 1, text: 'Harbor Point Holdings, LLC, a Delaware limited liability company (the "Company")' },
          ],
        },
      ],
      { order: { entityName: 'Harbor Point Holdings LLC', formationState: 'Texas' } },
    );
    expect(result.checks.map((c) => [c.code, c.message])).toEqual([
      [
        'name-differs',
        'The order names "Harbor Point Holdings LLC"; the documents write "Harbor Point Holdings, LLC" (punctuation or case differs).',
      ],
      ['state-differs', 'The order gives Texas as the formation state; the documents say Delaware.'],
    ]);
  });
});
