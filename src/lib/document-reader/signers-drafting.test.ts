import { describe, expect, it } from 'vitest';
import { readDocuments } from './reader.ts';
import { readerResultFault } from './result-check.ts';
import type { DocumentText, ReaderResult } from './types.ts';

/**
 * Who can sign, manages and holds office, in wording legal drafting uses generally (issue 44): numbered
 * provisions without headings, officer lists set out as bullets. The texts are written for these tests.
 */
const doc = (...pages: string[]): DocumentText[] => [
  { file: 'bylaws.pdf', pages: pages.map((text, i) => ({ page: i + 1, text })) },
];
const read = (...pages: string[]) => readDocuments(doc(...pages));
const signers = (r: ReaderResult) => r.fields.signers.map((s) => [s.name, s.title, s.acting]);

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
