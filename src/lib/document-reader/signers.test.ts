import { describe, expect, it } from 'vitest';
import { answerFromFields } from '../../../tests/support/anthropic-stand-in.ts';
import { oneFile, readFile, signerRows as signers } from '../../../tests/support/reading.ts';
import { groundProposals, type ProposedFields } from './proposals.ts';
import { reportDraftFromReading } from './report-draft.ts';
import { readerResultFault } from './result-check.ts';
import type { DocumentText, ReaderResult } from './types.ts';

/**
 * Who can sign (issue 44 §4): authority clauses as legal drafting words them, joined with who the documents name
 * in the office, each value grounded; the signature block built from them; consents with their thresholds and
 * dollar amounts as worded. The texts are written for these tests in the genre's wording.
 */
const doc = (...pages: string[]): DocumentText[] => oneFile('agreement.pdf', ...pages);
const read = (...pages: string[]) => readFile('agreement.pdf', ...pages);

describe('who may sign', () => {
  it('joins "Any one Manager acting alone may execute documents" with the managers the agreement names', () => {
    const r = read(
      'Harbor Point Holdings, LLC (the "Company") is a Delaware limited liability company.\n\n' +
        '2.1 Managers. The Company is manager-managed. The Managers are Lorenzo Medina and Hana Fujii. Any one ' +
        'Manager acting alone may execute documents on behalf of the Company.',
    );
    expect(r.fields.signing_authority?.value).toBe('Any one Manager acting alone');
    expect(signers(r)).toEqual([
      ['Lorenzo Medina', 'Manager', 'alone'],
      ['Hana Fujii', 'Manager', 'alone'],
    ]);
    const [first] = r.fields.signers;
    expect(first!.authority).toEqual({
      value: 'Any one Manager acting alone',
      source: expect.objectContaining({ quote: expect.stringContaining('may execute documents') }),
    });
    expect(first!.source.quote).toContain('The Managers are Lorenzo Medina and Hana Fujii');
    // Either may sign alone: the block needs one of them.
    expect(r.fields.signature_block.map((l) => [l.level, l.party, l.capacity?.value ?? null])).toEqual([
      [0, 'Harbor Point Holdings, LLC', 'a Delaware limited liability company'],
      [1, 'Lorenzo Medina', 'Manager'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('reads the trust\'s "Either trustee acting alone may sign" with the trustees it names', () => {
    const r = read(
      'CERTIFICATION OF TRUST\n1. The name of the trust is the Lakeview Family Trust.\n' +
        '3. The currently acting trustees are Walter Ames and Irene Ames. Either trustee acting alone may\n' +
        'sign documents on behalf of the Trust.\n' +
        '4. The trustees may borrow money and encumber trust property without the consent of any beneficiary.',
    );
    expect(r.fields.signing_authority?.value).toBe('Either trustee acting alone');
    expect(signers(r)).toEqual([
      ['Walter Ames', 'Trustee', 'alone'],
      ['Irene Ames', 'Trustee', 'alone'],
    ]);
    // Borrowing is expressly allowed without a consent: not a restriction, and no limit on the signers.
    expect(r.fields.borrowing_restrictions?.value).toBe(false);
    expect(r.fields.consents).toEqual([]);
    expect(r.fields.signers[0]!.limits).toEqual([]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('gives the officer who holds the office a bylaw empowers, and no one for an office nobody is named to', () => {
    const r = read(
      'BYLAWS OF NORTHGATE SUPPLY, INC.\nSection 5.2 President. The President shall be the chief executive officer ' +
        'of the Corporation. He or she shall have the power to sign all stock certificates, contracts and other ' +
        'instruments of the Corporation.\n\nOFFICERS\nJane Roe, President\nAlan Poe, Secretary',
    );
    expect(r.fields.signing_authority?.value).toBe('The President');
    expect(signers(r)).toEqual([['Jane Roe', 'President', null]]);
    const roleOnly = read(
      'Section 5.2 President. The President may sign deeds, mortgages, contracts and other instruments.',
    );
    expect(roleOnly.fields.signing_authority?.value).toBe('The President');
    expect(roleOnly.fields.signers).toEqual([]);
    expect(roleOnly.fields.signature_block).toEqual([]);
  });

  it('reads "… may be signed by any member" with the members named, and a clause that names its signer', () => {
    const r = read(
      'The initial members of the co-op shall be Jill P. Dimond, Adam S. Konner, and Thomas N. Smyth.\n\n' +
        '3. Duly authorized contracts may be signed by any member.',
    );
    expect(r.fields.signing_authority?.value).toBe('any member');
    const named = read(
      'RESOLVED, that the Company borrow up to $150,000 from Glacier Bank, and that Maren Holt, Manager, is ' +
        'authorized to sign the loan agreement, note and security agreement on behalf of the Company.\n\n' +
        'The Managers are Maren Holt and Owen Park.',
    );
    expect(signers(named)).toEqual([['Maren Holt', 'Manager', null]]);
    expect(named.fields.signers[0]!.limits.map((l) => l.value)).toEqual(['up to $150,000']);
  });

  it('reads officers from an election list, an officers list and an incumbency table, and a resolution naming one', () => {
    const officers = (r: ReaderResult) => r.fields.managers_or_officers.map((o) => [o.name, o.title]);
    const elected = read(
      'The Members hereby elect the following officers: Sam Ortiz, President; Ava Chen, Secretary.\n\n' +
        'The President shall have authority to sign all contracts of the Corporation.',
    );
    expect(officers(elected)).toEqual([
      ['Sam Ortiz', 'President'],
      ['Ava Chen', 'Secretary'],
    ]);
    expect(signers(elected)).toEqual([['Sam Ortiz', 'President', null]]);
    const listed = read(
      'RESOLVED, that the President and the Secretary of the Corporation are authorized to execute, jointly, the ' +
        'loan documents.\n\nThe officers of the Corporation are: President: Mary Lee; Secretary: Tom Hart.',
    );
    expect(signers(listed)).toEqual([
      ['Mary Lee', 'President', 'jointly'],
      ['Tom Hart', 'Secretary', 'jointly'],
    ]);
    const incumbency = read(
      'INCUMBENCY CERTIFICATE\n\nThe persons named below hold the offices set forth opposite their names:\n\n' +
        'Name            Title           Signature\nMary Lee        President       /s/ Mary Lee\nTom Hart        Treasurer       /s/ Tom Hart',
    );
    expect(officers(incumbency)).toEqual([
      ['Mary Lee', 'President'],
      ['Tom Hart', 'Treasurer'],
    ]);
    const resolution = read(
      'RESOLVED, that John Smith, as President of the Corporation, be and hereby is authorized to execute the loan ' +
        'agreement with First Bank on behalf of the Corporation.',
    );
    expect(signers(resolution)).toEqual([['John Smith', 'President', null]]);
  });

  it('gives the chain when the signer is an entity: the general partner, then who signs for it', () => {
    const r = read(
      'AGREEMENT OF LIMITED PARTNERSHIP OF BRIGHTWATER PARTNERS LP\n\nBrightwater Partners LP (the "Partnership") ' +
        'is an Illinois limited partnership. Brightwater GP, LLC, an Illinois limited liability company (the ' +
        '"General Partner"), is its general partner.\n\nArticle 2. The General Partner shall have full power to bind ' +
        'the Partnership.\n\nBRIGHTWATER GP, LLC, by /s/ Simon Hale, its Manager',
    );
    expect(signers(r)).toEqual([['Brightwater GP, LLC', 'General Partner', null]]);
    expect(r.fields.signers[0]!.chain.map((c) => [c.name, c.title])).toEqual([['Simon Hale', 'Manager']]);
    expect(r.fields.signature_block.map((l) => [l.level, l.party, l.capacity?.value ?? null])).toEqual([
      [0, 'Brightwater Partners LP', 'an Illinois limited partnership'],
      [1, 'Brightwater GP, LLC', 'General Partner'],
      [2, 'Simon Hale', 'Manager'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });

  it("reads a trustee's powers, a partner's agency and an association's wording for who signs", () => {
    const trust = read(
      'Powers of Trustee: The trustees have full power and authority to acquire, sell, convey, encumber, lease and ' +
        'borrow against real property, and to execute documents on behalf of the trust.\n\n' +
        'The currently acting trustees are Ellen M. Carter and Robert J. Carter.',
    );
    expect(trust.fields.signing_authority?.value).toBe('The trustees');
    expect(signers(trust)).toEqual([
      ['Ellen M. Carter', 'Trustee', null],
      ['Robert J. Carter', 'Trustee', null],
    ]);
    expect(trust.fields.borrowing_restrictions?.value).toBe(false);
    const partners = read(
      'Each Partner is an agent of the Partnership for the purpose of its business.\n\n' +
        'The partners of the Partnership are Nadia Farouk and Gregory Hale.',
    );
    expect(partners.fields.signing_authority?.value).toBe('Each Partner');
    expect(signers(partners)).toEqual([
      ['Nadia Farouk', 'Partner', 'alone'],
      ['Gregory Hale', 'Partner', 'alone'],
    ]);
    // Agency yields to a clause that says who signs.
    const both = read(
      'Each Member is an agent of the Company. Any Member acting alone shall have the authority to sign and deliver ' +
        'on behalf of the Company any document.',
    );
    expect(both.fields.signing_authority?.value).toBe('Any Member acting alone');
    expect(
      read("The foundation's name is signed by the Chair of the Board alone.").fields.signing_authority?.value,
    ).toBe('the Chair of the Board alone');
    expect(read('The Chair represents the Association in all legal matters.').fields.signing_authority?.value).toBe(
      'The Chair',
    );
  });

  it('reads "sign" as OCR gives it from a print scan ("sigh documents"), only before what is signed', () => {
    const scan = read(
      'Either trustee acting alone may sigh documents on behalf of the trust.\n\nThe currently acting trustees are Walter Ames and Irene Ames.',
    );
    expect(scan.fields.signing_authority?.value).toBe('Either trustee acting alone');
    expect(read('The trustees may sigh with relief when the year ends.').fields.signing_authority).toBeNull();
  });

  it('reads no authority from duties, denials, checks, proxies or counterparts', () => {
    for (const text of [
      'No Member shall have any authority to bind the Company.',
      'A Member may execute a writing authorizing another person to act for such Member as proxy.',
      'Each Member shall execute counterparts of this Agreement.',
      'The Secretary shall sign such instruments as may require his or her signature.',
      'At the request of the Manager, each Member shall execute, acknowledge, swear to, and deliver all certificates and other instruments necessary to qualify the Company.',
    ]) {
      const r = read(`${text}\n\nJane Roe, Treasurer\nAlan Poe, Secretary`);
      expect([text, r.fields.signing_authority, r.fields.signers]).toEqual([text, null, []]);
    }
    // Who signs the checks says who may sign only when nothing else does, and makes no one a signer.
    const checks = read('The Treasurer shall sign all checks of the Corporation.\n\nJane Roe, Treasurer');
    expect([checks.fields.signing_authority?.value, checks.fields.signers]).toEqual(['The Treasurer', []]);
    const both = read(
      'The Treasurer shall sign all checks of the Corporation. The President may sign contracts and other ' +
        'instruments on behalf of the Corporation.\n\nJane Roe, President\nAlan Poe, Treasurer',
    );
    expect(both.fields.signing_authority?.value).toBe('The President');
    expect(signers(both)).toEqual([['Jane Roe', 'President', null]]);
  });
});

describe('consents and borrowing', () => {
  it("keeps a consent's threshold and its dollar amount as the clause words them", () => {
    const r = read(
      '6.4 Major Decisions. The Manager shall not, without the prior written consent of Members holding a ' +
        'majority of the Units, borrow money in excess of $50,000 or grant a mortgage on Company property.',
    );
    expect(r.fields.borrowing_restrictions?.value).toBe(true);
    expect(r.fields.consents).toEqual([
      {
        actions: ['borrow', 'pledge'],
        threshold: 'the prior written consent of Members holding a majority of the Units',
        amount: 'in excess of $50,000',
        source: expect.objectContaining({ page: 1 }),
      },
    ]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('reads the act from a restrictive list, lead-in and item in one quote', () => {
    const r = read(
      'The Management Committee shall have no power or authority to cause the Company to engage in any of the ' +
        'following, without first obtaining the unanimous vote or written consent of all Members:\n' +
        '(a) the sale of all, or substantially all, of the Company\u2019s assets;\n(b) the admission of a Member;\n' +
        '(c) any borrowing of money;\n(d) any alteration of the purpose of the Company.',
    );
    expect(r.fields.consents.map((c) => c.actions)).toEqual([['sell substantially all assets'], ['borrow']]);
    expect(r.fields.consents[1]!.source.quote).toMatch(/^The Management Committee .* \(c\) any borrowing of money$/);
    expect(r.fields.consents[1]!.threshold).toBe('the unanimous vote or written consent of all Members');
  });

  it('reads "No loans shall be contracted … unless authorized by a resolution of the Board" as a restriction', () => {
    const r = read(
      '7.1 Loans. No loans shall be contracted on behalf of the Corporation and no evidences of indebtedness ' +
        'shall be issued in its name unless authorized by a resolution of the Board.',
    );
    expect(r.fields.borrowing_restrictions?.value).toBe(true);
    expect(r.fields.consents[0]!.threshold).toBe('authorized by a resolution of the Board');
  });

  it("reads no restriction from a member's own interest, lending to officers, or a power to borrow", () => {
    const own = read('No Member may sell, transfer, pledge or encumber its Units without the consent of the Manager.');
    expect(own.fields.consents).toEqual([]);
    const lending = read(
      'No loans shall be made by the Corporation to its officers without the approval of the Board.',
    );
    expect(lending.fields.consents).toEqual([]);
    const power = read('The Trustee may borrow money to pay premiums due on any policy.');
    expect(power.fields.borrowing_restrictions?.value).toBe(false);
    // A trust's list of powers names the trust's property, not the trustee.
    const trustPowers = read(
      "The trustee's powers include:\n\nThe power to sell trust property, and to borrow money and to encumber trust property.",
    );
    expect(trustPowers.fields.borrowing_restrictions?.value).toBe(false);
    // A charity's powers after a long lead-in, the borrowing power a later item of the list.
    const charity = read(
      'The trustees have the following powers in order to further the objects (but not for any other purpose):\n' +
        '1. to raise funds;\n2. to buy or hire any property;\n3. to borrow money and to charge the property of the charity.',
    );
    expect(charity.fields.borrowing_restrictions?.value).toBe(false);
  });
});

describe('the signers in the report draft and through the AI reader', () => {
  const r = read(
    'Pacific Crest Holdings LLC (the "Company") is a California limited liability company.\n\n' +
      '2.1 Managers. The Managers are Lorenzo Medina and Hana Fujii. Any Manager may execute instruments on ' +
      'behalf of the Company, subject to Section 2.2.\n\n' +
      '2.2 Member Consent. No Manager may cause the Company to borrow money without the prior written consent of ' +
      'Members holding at least two-thirds of the Percentage Interests.',
  );

  it('fills the authority and the signature block, each line with its quote', () => {
    expect(r.fields.signers[0]!.limits.map((l) => l.value)).toEqual([
      'subject to Section 2.2',
      'the prior written consent of Members holding at least two-thirds of the Percentage Interests',
    ]);
    const draft = reportDraftFromReading(r);
    expect(draft.content.authority?.signers).toBe(
      'Lorenzo Medina, Manager; Hana Fujii, Manager (each may sign alone: “Any Manager”, agreement.pdf, p. 1)',
    );
    expect(draft.content.authority?.clause).toContain('Any Manager may execute instruments on behalf of the Company');
    expect(draft.content.signatureBlock?.lines).toEqual([
      'Pacific Crest Holdings LLC,',
      'a California limited liability company',
      'By: Lorenzo Medina, its Manager',
    ]);
    for (const i of [0, 1, 2]) expect(draft.sources[`signatureBlock.lines.${i}`]?.quote).toBeTruthy();
    expect(draft.sources['signatureBlock.lines.2']!.quote).toContain('Lorenzo Medina');
    expect(draft.content.signatureBlock?.supportingDeliverable).toMatch(/incumbency/);
  });

  it('grounds signers an AI reader proposes by the same rule: a name or title not in its quotes is dropped', () => {
    const texts = doc(
      'Pacific Crest Holdings LLC (the "Company") is a California limited liability company.\n\n' +
        '2.1 Managers. The Managers are Lorenzo Medina and Hana Fujii. Any Manager may execute instruments on ' +
        'behalf of the Company, subject to Section 2.2.\n\n' +
        '2.2 Member Consent. No Manager may cause the Company to borrow money without the prior written consent of ' +
        'Members holding at least two-thirds of the Percentage Interests.',
    );
    const answer = answerFromFields(r.fields);
    const again = groundProposals(texts, JSON.parse(JSON.stringify(answer)), { reader: 'ai:test' });
    expect(again.fields.signers).toEqual(JSON.parse(JSON.stringify(r.fields.signers)));
    expect(again.fields.signature_block).toEqual(JSON.parse(JSON.stringify(r.fields.signature_block)));
    const invented = {
      ...answer,
      signers: [
        { ...answer.signers[0]!, name: 'Mallory Evil' },
        { ...answer.signers[1]!, title: 'President', acting: 'jointly' },
      ],
    };
    const grounded = groundProposals(texts, invented as unknown as ProposedFields, { reader: 'ai:test' });
    expect(grounded.fields.signers.map((s) => [s.name, s.title, s.acting])).toEqual([['Hana Fujii', null, null]]);
    expect(readerResultFault(grounded)).toBeNull();
  });
});
