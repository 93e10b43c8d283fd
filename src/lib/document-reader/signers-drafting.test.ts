import { describe, expect, it } from 'vitest';
import { readFile, signerRows as signers } from '../../../tests/support/reading.ts';
import { readerResultFault } from './result-check.ts';

/**
 * Who can sign, manages, holds office and owns, in wording legal drafting uses generally (issue 44): numbered
 * provisions without headings, officer lists set out as list items, signature blocks that print the name under
 * the signature, owners listed under the sentence that announces them, a board's authority over the affairs, a
 * trust's gifts. The texts are written for these tests.
 */
const read = (...pages: string[]) => readFile('bylaws.pdf', ...pages);

describe('authority clauses in numbered provisions', () => {
  it('reads the holder without the number of a provision that has no heading', () => {
    const r = read(
      'BYLAWS OF RIVERBEND ARTS COUNCIL, INC.\n\n' +
        'Section 4.6 The President shall sign, with the Secretary, any deeds, mortgages, bonds, contracts, or other\n' +
        'instruments which the Board has authorized to be executed.',
    );
    expect(r.fields.signing_authority?.value).toBe('The President');
    expect(readerResultFault(r)).toBeNull();
    const lettered = read('(b) Either Trustee may execute contracts on behalf of the Trust.');
    expect(lettered.fields.signing_authority?.value).toBe('Either Trustee');
  });
});

describe('officer lists set out as list items', () => {
  it('reads bulleted and numbered "Title: Name" and "Name, Title" items, and joins them with the signing rule', () => {
    const r = read(
      'BYLAWS OF RIVERBEND ARTS COUNCIL, INC.\n\n' +
        'Section 4.6 The President may sign any deeds, mortgages, bonds, contracts, or other instruments on behalf of\n' +
        'the Corporation.\n\n' +
        'CURRENT OFFICERS\n- President: Maria Gonzalez\n• Secretary: Thomas Reed\n(c) Aisha Khan, Treasurer',
    );
    const officers = r.fields.managers_or_officers;
    expect(officers.map((o) => [o.name, o.title])).toEqual(
      expect.arrayContaining([
        ['Maria Gonzalez', 'President'],
        ['Thomas Reed', 'Secretary'],
        ['Aisha Khan', 'Treasurer'],
      ]),
    );
    expect(officers).toHaveLength(3);
    expect(officers.find((o) => o.name === 'Maria Gonzalez')!.source.quote).toBe('- President: Maria Gonzalez');
    expect(signers(r)).toEqual([['Maria Gonzalez', 'President', null]]);
    expect(readerResultFault(r)).toBeNull();
  });
});

describe('signature blocks with the printed name under the signature', () => {
  it('gives each signer the title under their own printed name, not the title of the block above', () => {
    const r = read(
      'BYLAWS OF SILVER CREEK MAKERSPACE, INC.\n\nIN WITNESS WHEREOF, the undersigned have signed these Bylaws.\n\n' +
        '/s/ Jonathan Miles\nJonathan Miles\nPresident\n\n/s/ Rebecca Stone\nRebecca Stone\nSecretary',
    );
    expect(r.fields.managers_or_officers.map((o) => [o.name, o.title, o.source.quote])).toEqual([
      ['Jonathan Miles', 'President', '/s/ Jonathan Miles Jonathan Miles President'],
      ['Rebecca Stone', 'Secretary', '/s/ Rebecca Stone Rebecca Stone Secretary'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });
});

describe('owners listed under the sentence that announces them', () => {
  it('reads "Name - 50%" items after "The names of the Members and their Membership Interests are:"', () => {
    const r = read(
      'OPERATING AGREEMENT OF MAPLE LANE HOLDINGS, LLC\n\n' +
        'Section 3.1 Members. The names of the Members and their respective Membership Interests are:\n\n' +
        '1. Daniel Ortiz - 50%\n2. Sophie Turner - 30%\n3. Lakeside Capital, LLC - 20%\n\n' +
        'Section 3.2 Each Member has authority to bind the Company.',
    );
    expect(r.fields.owners.map((o) => [o.name, o.percentage, o.source.quote])).toEqual([
      ['Daniel Ortiz', 50, '1. Daniel Ortiz - 50%'],
      ['Sophie Turner', 30, '2. Sophie Turner - 30%'],
      ['Lakeside Capital, LLC', 20, '3. Lakeside Capital, LLC - 20%'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('reads a partnership deed\'s shares "in the following proportions:"', () => {
    const r = read(
      'PARTNERSHIP DEED\n\n5. The net profits and losses of the partnership shall be divided between the partners in\n' +
        'the following proportions:\nRahul Sharma 60%\nPriya Mehta 40%',
    );
    expect(r.fields.owners.map((o) => [o.name, o.percentage])).toEqual([
      ['Rahul Sharma', 60],
      ['Priya Mehta', 40],
    ]);
  });

  it('does not read a list under a sentence about something else', () => {
    const r = read('The notices shall be sent to the following addresses:\nRahul Sharma 60%\nPriya Mehta 40%');
    expect(r.fields.owners).toEqual([]);
  });
});

describe('management given to the board as authority over the affairs', () => {
  it('reads "The Board of Directors ("Board") has full authority over the civil governance of the Foundation"', () => {
    const r = read(
      'BYLAWS OF THE LANTERN FOUNDATION\n\nArticle IV – Board of Directors\nSection 1 – Authority. The Board of ' +
        'Directors ("Board") has full authority over the civil governance of the Foundation.',
    );
    expect(r.fields.management?.value).toBe('board');
    expect(r.fields.management?.source.quote).toContain('has full authority over the civil governance');
    expect(
      read('The Board shall have authority over the selection of the annual meeting venue.').fields.management,
    ).toBeNull();
  });
});

describe("a trust's beneficiaries named by their gifts", () => {
  it('reads "X shall be given …" in a declaration of trust, not a gift on a condition', () => {
    const r = read(
      'DECLARATION OF TRUST\n\nPart 10. Beneficiaries\nAt the death of the grantor, the trustee shall distribute the ' +
        "trust property as follows:\n\nMara Quinn shall be given Leo Quinn's interest in the house at 12 Elm Street. If " +
        'Mara Quinn does not survive Leo Quinn, that property shall be given to Ivo Quinn.\n\nIf the residue is not ' +
        'disposed of, Petra Lind shall receive it.',
    );
    expect(r.fields.owners.map((o) => [o.name, o.percentage])).toEqual([['Mara Quinn', null]]);
    expect(readerResultFault(r)).toBeNull();
  });
});

describe('offices beyond the four of a corporation', () => {
  it('reads "Vice Chair: X", "Co-Chair: Y", "Chief Technology Officer: Z" and "Board Member: W" lines', () => {
    const r = read(
      'GREENWAY TRAILS ALLIANCE, INC.\n\nOFFICERS AND DIRECTORS\nVice Chair: Nadia Ruiz\nCo-Chair: Ben Ito\n' +
        'Chief Technology Officer: Ola Berg\nBoard Member: Tess Moyo',
    );
    expect(r.fields.managers_or_officers.map((o) => [o.name, o.title])).toEqual([
      ['Nadia Ruiz', 'Vice Chair'],
      ['Ben Ito', 'Co-Chair'],
      ['Ola Berg', 'Chief Technology Officer'],
      ['Tess Moyo', 'Board Member'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });
});
