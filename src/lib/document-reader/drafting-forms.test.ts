import { describe, expect, it } from 'vitest';
import { readFile, signerRows as signers } from '../../../tests/support/reading.ts';
import { withoutUncheckedOptions } from './clauses.ts';
import { readerResultFault } from './result-check.ts';

/**
 * Rules for how forms and certifications word who acts for the entity (issue 44 §3, §4): options ticked in boxes,
 * a trustee who may act alone, a list of a trustee's powers. The texts are written for these tests.
 */
const read = (...pages: string[]) => readFile('certification.pdf', ...pages);

describe("a form's boxes", () => {
  it('empties an unticked option up to the next box or paragraph, and keeps the ticked one without its box', () => {
    expect(
      withoutUncheckedOptions(
        'Who signs:\n☐ Both co-trustees sign every deed.\nThey sign in person.\n☒ One co-trustee may sign.\n\nNext.',
      ),
    ).toBe('Who signs:\n\n\nOne co-trustee may sign.\n\nNext.');
    // A bulleted box, and bracket boxes.
    expect(withoutUncheckedOptions('• ☐ Option one\n[x] Option two\n[ ] Option three')).toBe('\nOption two\n');
    // A page without boxes is left as it is.
    expect(withoutUncheckedOptions('No boxes here.\n\nNone.')).toBe('No boxes here.\n\nNone.');
  });

  it('reads who may act from the ticked option, not from the one left unticked', () => {
    const r = read(
      'CERTIFICATE OF TRUST OF THE ALDER LANE TRUST\n\n' +
        'The trustees now serving are:\nPriya N. Osei\nMarcus T. Osei\n\n' +
        'HOW THE TRUSTEES ACT\n' +
        '☐ The trustees must act jointly for any transaction.\n' +
        '☒ Either Trustee may act alone on behalf of the Trust.\n',
    );
    expect(r.fields.signing_authority?.value).toBe('Either Trustee');
    expect(r.fields.signing_authority?.source.quote).toBe('Either Trustee may act alone on behalf of the Trust.');
    expect(readerResultFault(r)).toBeNull();
  });
});

describe('a trustee who may act alone', () => {
  it('reads "may act alone on behalf of" as authority to act for the trust, with its holders alone', () => {
    const r = read(
      'THE BRANNIGAN FAMILY TRUST\n\nThis trust agreement names Colm Brannigan and Aoife Brannigan as Trustees.\n\n' +
        'Colm Brannigan, Trustee\nAoife Brannigan, Trustee\n\n' +
        'Section 6. Each Trustee may act independently on behalf of the Trust in dealing with any bank.',
    );
    expect(r.fields.signing_authority?.value).toBe('Each Trustee');
    expect(signers(r)).toEqual([
      ['Colm Brannigan', 'Trustee', 'alone'],
      ['Aoife Brannigan', 'Trustee', 'alone'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });
});

describe("a list of a trustee's powers", () => {
  it('makes the trustee who holds them a signer, without calling the list a signing-authority phrase', () => {
    const r = read(
      'DECLARATION OF THE HOLLOWAY REVOCABLE TRUST\n\nThis trust is revocable.\n\n' +
        'The Settlor, Ruth A. Holloway, shall serve as the first Trustee.\nRuth A. Holloway, Trustee\n\n' +
        'Powers. The Trustee shall have the following powers:\n' +
        '• To keep, invest and reinvest trust property\n• To sell, exchange or mortgage any real property\n',
    );
    expect(signers(r)).toEqual([['Ruth A. Holloway', 'Trustee', null]]);
    expect(r.fields.signing_authority).toBeNull();
    expect(readerResultFault(r)).toBeNull();
  });

  it('gives no signer when the list grants nothing over the property', () => {
    const r = read(
      'DECLARATION OF THE HOLLOWAY REVOCABLE TRUST\n\nThis trust is revocable.\n\nRuth A. Holloway, Trustee\n\n' +
        'The Trustee shall have the following powers:\n• To keep records\n• To hire an accountant\n',
    );
    expect(signers(r)).toEqual([]);
  });
});

describe('a person named to an office', () => {
  it('reads "managed by X, who shall serve as the Manager" as the manager', () => {
    const r = read(
      'OPERATING AGREEMENT OF JUNCO HILL RENTALS, LLC\n\n' +
        'Management. The Company shall be managed by Pinecrest Advisors, LLC, who shall serve as the Manager.',
    );
    expect(r.fields.managers_or_officers.map((o) => [o.name, o.title])).toEqual([
      ['Pinecrest Advisors, LLC', 'Manager'],
    ]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('makes the managing partner who serves "with authority to … sign contracts" the signer', () => {
    const r = read(
      'GENERAL PARTNERSHIP AGREEMENT OF SALT CREEK FERRY\n\n' +
        'Management. Odile M. Fairbanks shall serve as Managing Partner with authority to run the ferry, hire its crew\n' +
        'and sign contracts and other instruments on its behalf.',
    );
    expect(r.fields.managers_or_officers.map((o) => [o.name, o.title])).toEqual([
      ['Odile M. Fairbanks', 'Managing Partner'],
    ]);
    expect(r.fields.signing_authority?.value).toBe('Odile M. Fairbanks');
    expect(signers(r)).toEqual([['Odile M. Fairbanks', 'Managing Partner', null]]);
    expect(readerResultFault(r)).toBeNull();
  });
});

describe('authority set out as a list under its holder', () => {
  const agreement = (items: string) =>
    'OPERATING AGREEMENT OF JUNCO HILL RENTALS, LLC\n\n' +
    'Management. The Company shall be managed by Pinecrest Advisors, LLC, who shall serve as the Manager.\n\n' +
    `4.2 Powers of the Manager\n\nThe Manager is authorized to:\n\n${items}\n\n4.3 Limits\n\nThe Members meet once a year.`;

  it('reads the holder of a list whose items include signing contracts for the company', () => {
    const r = read(
      agreement(
        '• Keep the books of the Company.\n\n• Execute leases and other agreements in the name of the Company.',
      ),
    );
    expect(r.fields.signing_authority?.value).toBe('The Manager');
    expect(r.fields.signing_authority?.source.quote).toContain('Execute leases and other agreements');
    expect(signers(r)).toEqual([['Pinecrest Advisors, LLC', 'Manager', null]]);
    expect(readerResultFault(r)).toBeNull();
  });

  it('reads no authority from a list that signs nothing, nor from "the following persons"', () => {
    const r = read(
      agreement('• Keep the books of the Company.\n\n• Hire and supervise staff.').replace(/\n\n4\.3[^]*$/, ''),
    );
    expect(r.fields.signing_authority).toBeNull();
    const persons = read(
      'RESOLUTIONS OF THE BOARD OF ALDER COVE, INC.\n\n' +
        '4. The following persons are authorized to:\n• Execute banking agreements on behalf of the Corporation',
    );
    expect(persons.fields.signing_authority).toBeNull();
  });
});
