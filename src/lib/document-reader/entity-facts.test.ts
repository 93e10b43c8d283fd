import { describe, expect, it } from 'vitest';
import { readDocuments, type DocumentText } from './index.ts';
import { findDates } from './text.ts';

/**
 * The entity's own facts as legal drafting states them (issue 44 item 3): one invented page per wording, written for
 * these tests (not the corpus's documents).
 */
const read = (...files: string[][]) =>
  readDocuments(
    files.map((pages, f) => ({
      file: `doc-${f + 1}.pdf`,
      pages: pages.map((text, i) => ({ page: i + 1, text })),
    })) satisfies DocumentText[],
  );
const one = (...pages: string[]) => read(pages);

describe("the entity's name", () => {
  it('reads a name stated without a legal suffix, quoted or not, and on the line below a label', () => {
    expect(one('1. The name of the corporation is Harbor Makers Guild.').fields.entity_legal_name?.value).toBe(
      'Harbor Makers Guild',
    );
    expect(
      one('The name of this organization shall be the "Riverside Tenants Alliance" (the "Alliance").').fields
        .entity_legal_name?.value,
    ).toBe('Riverside Tenants Alliance');
    expect(
      one("2. Name\nThe association's name is:\n\nNorth Fork Anglers, West Chapter (NFA:West)\n\n3. Objects").fields
        .entity_legal_name?.value,
    ).toBe('North Fork Anglers, West Chapter (NFA:West)');
    expect(
      one('This revocable living trust shall be known as the Ada Moreno Revocable Living Trust.').fields
        .entity_legal_name?.value,
    ).toBe('Ada Moreno Revocable Living Trust');
  });

  it('takes the suffixed form the documents also write as the legal name', () => {
    const result = one(
      "This document is Blue Finch Collective, LLC's Operating Agreement.\n\nThe Company's name is Blue Finch Collective.",
    );
    expect(result.fields.entity_legal_name?.value).toBe('Blue Finch Collective, LLC');
  });

  it('reads a title that runs over several lines, and never cuts "First" or an all-caps word', () => {
    expect(
      one(
        'Written Consent of Action Without Meeting\nof\nthe Manager(s)\nof\nFirst Light Outfitters, LLC\n\nThe undersigned, being the Manager of First Light Outfitters, LLC, consents as follows.',
      ).fields.entity_legal_name?.value,
    ).toBe('First Light Outfitters, LLC');
    expect(
      one(
        'ARTICLES OF INCORPORATION OF\nNORTHWIND LITERACY PROJECT\n\nThe name of the Corporation is NORTHWIND LITERACY PROJECT.',
      ).fields.entity_legal_name?.value,
    ).toBe('NORTHWIND LITERACY PROJECT');
    expect(
      one('The undersigned is the Secretary of ABC Holdings, Inc., a Delaware corporation (the "Company").').fields
        .entity_legal_name?.value,
    ).toBe('ABC Holdings, Inc.');
  });

  it('reads a name in capitals over the lines below "OF", a trust named with its date, and an opening recital', () => {
    const name = (...pages: string[]) => one(...pages).fields.entity_legal_name?.value;
    expect(name('BYLAWS OF\nTHE RIVERBEND\nCOMMUNITY GARDEN, INC.\n\nARTICLE I OFFICES')).toBe(
      'RIVERBEND COMMUNITY GARDEN, INC.',
    );
    expect(one('BYLAWS OF\nTHE RIVERBEND\nCOMMUNITY GARDEN, INC.\n\nARTICLE I OFFICES').fields.entity_type?.value).toBe(
      'Corporation',
    );
    expect(
      name(
        'OPERATING AGREEMENT\nOF\nSUNSET MEADOWS HOLDINGS, LLC\nA DELAWARE LIMITED LIABILITY COMPANY\n\nThe Members agree.',
      ),
    ).toBe('SUNSET MEADOWS HOLDINGS, LLC');
    expect(
      name('The trust created by this agreement shall be known as The Smith Family Trust dated March 1, 2020.'),
    ).toBe('The Smith Family Trust');
    expect(
      name('This Agreement of Limited Partnership of Oak Ridge Apartments, L.P. is entered into as of June 1, 2019.'),
    ).toBe('Oak Ridge Apartments, L.P.');
  });

  it('reads a name without a suffix that the documents describe with its state, but not a party to an agreement', () => {
    const r = one(
      'These Bylaws govern the affairs of Columbus Idea Foundry, a California nonprofit public benefit corporation.',
    );
    expect([r.fields.entity_legal_name?.value, r.fields.entity_type?.value, r.fields.formation_state?.value]).toEqual([
      'Columbus Idea Foundry',
      'Corporation',
      'CA',
    ]);
    expect(
      one('These are the Bylaws of the Denver Makers Guild, a Colorado nonprofit corporation.').fields.entity_legal_name
        ?.value,
    ).toBe('Denver Makers Guild');
    expect(
      one('This Loan Agreement is between First Bank, a Texas corporation, and the Company.').fields.entity_legal_name,
    ).toBeNull();
  });

  it('reads a name broken over lines as pdf.js and OCR give it, hyphen kept only where the name has one', () => {
    expect(
      one('The Ortega-\nLinwood Family Trust (the Trust) was established on March 28, 2019.').fields.entity_legal_name
        ?.value,
    ).toBe('The Ortega-Linwood Family Trust');
    expect(
      one('FIRST: The name of the corporation is Lake-\nshore Community\nWorkshop (the "Corporation").').fields
        .entity_legal_name?.value,
    ).toBe('Lakeshore Community Workshop');
  });

  it('does not read a heading, a signature block or a statute as the name', () => {
    const result = one(
      'OPERATING AGREEMENT\n\nNOTICE OF RESTRICTIONS ON TRANSFERS\n\nPursuant to RCW 23B.10.060, Salt Creek Ferries, Inc., a Washington corporation, adopts these articles.\n\nSALT CREEK FERRIES, INC.\nBy: /s/ Ann Lee\nName: Ann Lee, by Parent Holdings, LLC',
    );
    expect(result.fields.entity_legal_name?.value).toBe('Salt Creek Ferries, Inc.');
  });
});

describe('type, state and management from how documents describe themselves', () => {
  it('reads the state from the statute the entity is formed under, not from a tax or probate code', () => {
    expect(
      one('The Corporation is organized under the Washington Nonprofit Corporation Act and Section 501(c)(3).').fields
        .formation_state?.value,
    ).toBe('WA');
    expect(
      one(
        'The Foundation is organized for charitable purposes under Chapter 22 of the Texas Business Organizations Code.',
      ).fields.formation_state?.value,
    ).toBe('TX');
    expect(
      one('the Members form a limited liability company pursuant to the Delaware Limited Liability Company Act.').fields
        .formation_state?.value,
    ).toBe('DE');
    expect(
      one('This certification is made under California Probate Code Section 18100.5.').fields.formation_state,
    ).toBeNull();
  });

  it("weighs another party's state below the entity's own", () => {
    const result = one(
      'Sagebrush Relay LLC is a Wyoming limited liability company. Each Manager owes the duties owed by directors of a Delaware corporation.',
    );
    expect(result.fields.formation_state?.value).toBe('WY');
  });

  it('reads a nonprofit corporation and a co-op from their own description, and a revocable trust until death', () => {
    expect(
      one('This corporation is a nonprofit Public Benefit Corporation and is not organized for private gain.').fields
        .entity_type?.value,
    ).toBe('Corporation');
    expect(
      one('The name of this corporation is Davis Tool Library (the "Corporation").').fields.entity_type?.value,
    ).toBe('Corporation');
    expect(
      one(
        'This Trust is revocable and amendable by the Grantor.\n\nAfter my death, the trust is irrevocable and my Social Security number may no longer be used.',
      ).fields.entity_type?.value,
    ).toBe('Revocable Trust');
  });

  it('reads management by a board in the phrasings bylaws use', () => {
    for (const sentence of [
      'The affairs of the Corporation shall be managed by a Board of Directors.',
      'Oak Commons Cooperative is governed by a board of directors and operates under the bylaws.',
      "The corporation's activities and affairs shall be managed under the direction of the Board of Directors.",
    ])
      expect(one(sentence).fields.management?.value).toBe('board');
    // A charity's trustees are its board; the entity is no trust.
    expect(
      one(
        'The person appointed to chair meetings of the trustees shall have no functions or powers except those conferred.',
      ).fields.management,
    ).toBeNull();
  });
});

describe('dates in filing stamps and execution clauses', () => {
  it('reads the forms filings and execution clauses write', () => {
    for (const [text, iso] of <Array<[string, string]>>[
      ['EFFECTIVE 18th January 2026', '2026-01-18'],
      ['this 3rd day of March, A.D. 2021', '2021-03-03'],
      ['on this 1st day of July , 2021 at 7:39 AM', '2021-07-01'],
      ['FILED IN THIS OFFICE ON THE TWENTY-FIRST DAY OF NOVEMBER, A.D. 2013', '2013-11-21'],
      ['executed this first day of May, 2020', '2020-05-01'],
      ['FILED: Jul 1 2021 7:39AM', '2021-07-01'],
    ])
      expect(findDates(text).map((d) => d.iso)).toEqual([iso]);
    expect(findDates('the thirty-second day of March, 2021')).toEqual([]);
  });

  it("dates the entity's formation by its charter's filing stamp, not an amendment's", () => {
    const stamp =
      'State of Delaware\nSecretary of State\nDivision of Corporations\nFILED 01:35 PM 10/21/2004\nSRV 040760570 - 3870612 FILE';
    const charter = one(
      `${stamp}\n\nCERTIFICATE OF FORMATION\nOF\nBRIGHT PINE LLC\n\nFIRST: The name of the limited liability company is Bright Pine LLC.`,
    );
    expect([charter.fields.formation_date?.value, charter.fields.file_number?.value]).toEqual([
      '2004-10-21',
      '3870612',
    ]);
    const amendment = one(`${stamp}\n\nCERTIFICATE OF AMENDMENT\nOF\nBRIGHT PINE LLC`);
    expect(amendment.fields.formation_date).toBeNull();
  });

  it('dates the formation by the members forming the company and by the day its term commences', () => {
    expect(
      one('1.1 Formation. Effective September 12, 2022, the Members form a limited liability company under the Act.')
        .fields.formation_date?.value,
    ).toBe('2022-09-12');
    expect(
      one('1.5 Term. The term of the Company commences on March 2, 2023 and shall continue perpetually.').fields
        .formation_date?.value,
    ).toBe('2023-03-02');
    expect(one('This Agreement is effective as of March 2, 2023.').fields.formation_date).toBeNull();
  });

  it("dates a document by its execution clause, not by a recital of the entity's formation", () => {
    const result = one(
      'The undersigned, being the Manager of Flat Rock Outfitters, LLC, as named in the Articles of Organization filed with the Secretary of State for Montana on March 14, 2019, consents to the following.\n\nIn witness whereof, the undersigned has executed this Action by Written Consent as of\nJune 3, 2024.',
    );
    expect(result.documents[0]!.date).toBe('2024-06-03');
    expect(result.fields.formation_state?.value).toBe('MT');
  });

  it('dates bylaws by their latest amendment and a consent by its last signature', () => {
    expect(
      one('Bylaws of the Maple Code Foundation\n\nOriginal Adoption Date: 2026-02-25\nLast Amended: 2026-03-11')
        .documents[0]!.date,
    ).toBe('2026-03-11');
    expect(
      one(
        'RESOLVED, that the officers are authorized to act.\n\nDIRECTORS:\n\n/s/ Ann Lee\nAnn Lee Date: March 2, 2016\n\n/s/ Bo Park\nBo Park Date: March 3, 2016',
      ).documents[0]!.date,
    ).toBe('2016-03-03');
  });
});

describe('the filing facts', () => {
  it('reads the registered agent as written, article, suffix and initials kept', () => {
    for (const [sentence, agent] of <Array<[string, string]>>[
      [
        'The name of the Registered Agent at such address is The Corporation Trust Company.',
        'The Corporation Trust Company',
      ],
      [
        'The address of the initial registered office is 4115 Mill Street, Kansas City, Missouri 64111, and the name of the initial registered agent at that address is Dana M. Ortiz.',
        'Dana M. Ortiz',
      ],
      [
        'The name of the Registered Agent upon whom process against the Company may be served is A Registered Agent, Inc. The Company may change it.',
        'A Registered Agent, Inc.',
      ],
      [
        'The Secretary of State is designated as agent of the corporation upon whom process may be served.',
        'Secretary of State',
      ],
    ])
      expect(one(sentence).fields.registered_agent?.value).toBe(agent);
  });

  it("reads the principal office as a street or a place, and not another party's office", () => {
    expect(
      one(
        'The principal office of the Foundation shall be located at 93 S. Jackson St. Ste 70719 Seattle, WA 98104. The Board may change it.',
      ).fields.principal_office?.value,
    ).toBe('93 S. Jackson St. Ste 70719 Seattle, WA 98104');
    expect(
      one('The principal office of the Foundation shall be located in Carrollton, Texas.').fields.principal_office
        ?.value,
    ).toBe('Carrollton, Texas');
    expect(
      one(
        'IV. The principal office address of the limited liability company is:\n30 N. GOULD ST. STE N\nSHERIDAN, WY 82801',
      ).fields.principal_office?.value,
    ).toBe('30 N. GOULD ST. STE N SHERIDAN, WY 82801');
    expect(
      one(
        'between Ridge GP, LLC, a Delaware limited liability company, having its principal office at 1420 Fifth Avenue, Suite 2200, Seattle, Washington 98101, and the Limited Partners.',
      ).fields.principal_office,
    ).toBeNull();
  });

  it('reads the purpose clause, the primary purpose first, and a list by its first item', () => {
    expect(
      one(
        'The purpose of the Foundation is to engage in any lawful act or activity. The primary purpose of the Foundation is to improve the state of software security.',
      ).fields.purpose?.value,
    ).toBe('to improve the state of software security');
    expect(
      one(
        '2. OBJECTS\n\nThe objects of the Club shall be:\n\n(i) To bring people together through the playing of rugby.\n\n(ii) To help people.',
      ).fields.purpose?.value,
    ).toBe('To bring people together through the playing of rugby');
    expect(
      one('The business of the Company will be conducted under the name Pine Relay LLC.').fields.purpose,
    ).toBeNull();
  });

  it("reads a purpose stated in the possessive, by the entity's own name, or as a special-purpose covenant", () => {
    const purpose = (text: string) => one(text).fields.purpose?.value;
    expect(purpose("1.4 Purpose. The Company's purpose is to operate a bakery and related services.")).toBe(
      'to operate a bakery and related services',
    );
    expect(
      purpose("The co-op's chief purposes shall be:\n\n1. to repair bicycles for the community and\n2. to teach."),
    ).toBe('to repair bicycles for the community');
    expect(purpose('Section 1.2 Purposes. Elm Guild is organized to train apprentices in the building trades.')).toBe(
      'to train apprentices in the building trades',
    );
    expect(
      purpose(
        'The Company shall not engage in any business or activity other than owning and operating the property at 12 Elm Row. The purpose of the Company is to engage in any lawful act.',
      ),
    ).toBe('owning and operating the property at 12 Elm Row');
    // An aim or a mission in the possessive is not the purpose clause.
    expect(purpose("The Club's mission is to have fun.")).toBeUndefined();
  });
});
