import { describe, expect, it } from 'vitest';
import { asDocuments, loadDevSet } from '../../../scripts/document-reader/dev-set.ts';
import { quoteIsOnPage, readDocuments, type DocumentText } from './index.ts';

/** One file per text, one page per string; the reader's 'dissolved' checks. */
function dissolved(...files: string[][]) {
  const documents: DocumentText[] = files.map((pages, i) => ({
    file: `doc-${i + 1}.pdf`,
    pages: pages.map((text, p) => ({ page: p + 1, text })),
  }));
  const result = readDocuments(documents);
  const checks = result.checks.filter((c) => c.code === 'dissolved');
  for (const c of checks) expect(quoteIsOnPage(documents, c.source!)).toBe(true);
  return checks;
}

const SIGNED = '\n\n/s/ Ann Lee\nAnn Lee, Member';

describe('documents that state the entity has ended', () => {
  it.each([
    [
      'a certificate of cancellation (title)',
      'STATE OF DELAWARE\nCERTIFICATE OF CANCELLATION\nOF\nBLUE FERN LLC\n\n1. The name of the limited liability company is Blue Fern LLC.\n2. The Certificate of Formation was filed on May 1, 2018.' +
        SIGNED,
      'CERTIFICATE OF CANCELLATION',
      /was cancelled/,
    ],
    [
      'articles of dissolution in title case',
      'Articles of Dissolution of Blue Fern LLC\n\nThe members approved these articles on June 2, 2024.' + SIGNED,
      'Articles of Dissolution of Blue Fern LLC',
      /was dissolved/,
    ],
    [
      'a notice of administrative dissolution',
      'STATE OF GEORGIA\nOFFICE OF SECRETARY OF STATE\n\nNOTICE OF ADMINISTRATIVE DISSOLUTION\n\nThe corporation failed to file its annual registration.',
      'NOTICE OF ADMINISTRATIVE DISSOLUTION',
      /was dissolved/,
    ],
    [
      'a certificate of termination of a limited partnership',
      'CERTIFICATE OF TERMINATION OF LIMITED PARTNERSHIP\n\nName: Dunmore Ridge LP' + SIGNED,
      'CERTIFICATE OF TERMINATION OF LIMITED PARTNERSHIP',
      /was terminated/,
    ],
    [
      "a state's certificate naming the entity, with appositives",
      'I certify that Blue Fern LLC, a Delaware limited liability company, File No. 1234567, has been cancelled as of June 2, 2024.',
      'I certify that Blue Fern LLC, a Delaware limited liability company, File No. 1234567, has been cancelled as of June 2, 2024.',
      /was cancelled/,
    ],
    [
      'a sentence of a notice',
      'The corporation named above failed to file its annual registration. Accordingly, the corporation was\nadministratively dissolved on September 4, 2024.',
      'Accordingly, the corporation was administratively dissolved on September 4, 2024.',
      /was dissolved/,
    ],
    [
      "the entity's charter revoked",
      'Records of this office show that the charter of the Corporation was revoked on March 1, 2023 for failure to pay fees.',
      'Records of this office show that the charter of the Corporation was revoked on March 1, 2023 for failure to pay fees.',
      /was revoked/,
    ],
    [
      'the right to transact business forfeited',
      "The Company's right to transact business was forfeited on May 5, 2022 under Section 171.251 of the Tax Code.",
      "The Company's right to transact business was forfeited on May 5, 2022 under Section 171.251 of the Tax Code.",
      /was forfeited/,
    ],
    [
      'a certificate dissolving it "hereby", effective on filing',
      'The Company is hereby dissolved effective upon the filing of this certificate.' + SIGNED,
      'The Company is hereby dissolved effective upon the filing of this certificate.',
      /was dissolved/,
    ],
    [
      "a state record's status",
      'Business Entity Detail\nEntity Name: Blue Fern LLC\nEntity Status: Administratively Dissolved\nFormed: 05/01/2018',
      'Entity Status: Administratively Dissolved',
      /was dissolved/,
    ],
    [
      'minutes recording the vote',
      'At a meeting held on May 1, 2024, the Members voted unanimously to dissolve the Company.',
      'At a meeting held on May 1, 2024, the Members voted unanimously to dissolve the Company.',
      /was dissolved/,
    ],
  ])('%s', (_, text, quote, message) => {
    const checks = dissolved([text]);
    expect(checks.map((c) => c.source?.quote)).toEqual([quote]);
    expect(checks[0]!.message).toMatch(message);
  });

  it.each([
    [
      'a resolution adopted and signed',
      'WRITTEN CONSENT OF THE MEMBERS\n\nRESOLVED, that the Company be dissolved and its affairs wound up.' + SIGNED,
    ],
    [
      'a resolution stated as adopted',
      'RESOLUTIONS OF THE BOARD OF DIRECTORS\n\nRESOLVED, that the dissolution of the Corporation is hereby approved.\n\nAdopted by the Board of Directors on March 3, 2024.',
    ],
    [
      'a written consent approving the dissolution',
      'The undersigned, being all of the Members of the Company, hereby approve the dissolution of the Company.' +
        SIGNED,
    ],
  ])('%s', (_, text) => {
    const checks = dissolved([text]);
    expect(checks).toHaveLength(1);
    expect(checks[0]!.message).toMatch(/records an adopted resolution or consent to dissolve the entity/);
  });

  it('one check per file that says it, citing that file', () => {
    const checks = dissolved(
      ['OPERATING AGREEMENT\n\nThe Company shall be dissolved upon the written consent of all Members.' + SIGNED],
      ['CERTIFICATE OF DISSOLUTION\n\nThe Company was dissolved on June 2, 2024.' + SIGNED],
    );
    expect(checks.map((c) => [c.source?.file, c.source?.quote])).toEqual([['doc-2.pdf', 'CERTIFICATE OF DISSOLUTION']]);
  });
});

describe('documents that only say when the entity would end', () => {
  it.each([
    [
      'the dissolution article of an operating agreement',
      `ARTICLE IX
DISSOLUTION
9.1 Events of Dissolution. The Company shall be dissolved and its affairs wound up upon the first to occur
of the following: (a) the written consent of all Members; (b) the sale of all or substantially all of the
assets of the Company; (c) the entry of a decree of judicial dissolution.
9.2 The Company is dissolved, and its affairs shall be wound up, upon the entry of a decree of judicial
dissolution under the Act.
9.3 If the Company is dissolved, the Manager shall wind up its affairs and file a Certificate of
Cancellation.
9.4 The death, bankruptcy or withdrawal of a Member shall not cause the Company to be dissolved.
9.5 Upon dissolution of the Company, its assets shall be distributed as Section 9.6 provides.
9.6 The Company will be dissolved only by the written consent of all Members.
9.7 The Company is terminated when the Certificate of Cancellation has been filed.`,
    ],
    [
      'a partnership agreement',
      `ARTICLE 12. DISSOLUTION AND TERMINATION
12.1 The Partnership shall not be dissolved by the admission or withdrawal of a Limited Partner.
12.2 The Partnership is dissolved only upon the occurrence of an Event of Dissolution.
12.3 In the event the Partnership is terminated for federal income tax purposes, the Partnership shall
continue.
12.4 The Partnership shall continue until the Partnership has been dissolved and its assets distributed.
12.5 A Partner may not cause the Partnership to be dissolved. The General Partner may elect to dissolve
the Partnership with the approval of the Limited Partners.`,
    ],
    [
      'a trust certification and agreement',
      `CERTIFICATION OF TRUST
1. The trust has not been revoked, modified or amended in any manner.
2. The settlors may revoke this revocable trust.
3. This Trust shall terminate upon the death of the survivor of the Grantors.
4. The Grantor shall have no right to alter, amend, revoke or terminate the Trust.`,
    ],
    [
      'a certificate of good standing',
      `CERTIFICATE OF EXISTENCE WITH STATUS IN GOOD STANDING
I certify that Maple Street Holdings, Inc. is in good standing, has paid all fees due, and has not been
dissolved, revoked or forfeited.
Entity Status: Active`,
    ],
    [
      'titles that undo, plan or announce an ending',
      'CERTIFICATE OF REVOCATION OF DISSOLUTION\n\nThe dissolution of the Company is revoked.' + SIGNED,
    ],
    ['a certificate of reinstatement', 'CERTIFICATE OF REINSTATEMENT\n\nThe Company is reinstated.' + SIGNED],
    ['a plan of dissolution', 'PLAN OF DISSOLUTION\n\nThe Company will be dissolved if the Members approve this Plan.'],
    ['a notice of intent to dissolve', 'NOTICE OF INTENT TO DISSOLVE\n\nThe Company intends to dissolve.'],
    [
      'a form of certificate attached to an agreement',
      'EXHIBIT C - FORM OF CERTIFICATE OF CANCELLATION\n\nThe Company was dissolved on ____________.',
    ],
    [
      'another entity that was dissolved',
      'Harbor Light Ventures, LLC, a former member of the Company, was dissolved in 2023 and its interest passed to its members.',
    ],
    [
      'a member whose interest was terminated, a lease terminated',
      'NOTICE OF TERMINATION OF LEASE\n\nThe lease was terminated. The membership of Bo Park has been terminated.',
    ],
    [
      'a draft resolution with a blank signature block',
      'WRITTEN CONSENT OF THE MEMBERS (DRAFT)\n\nRESOLVED, that the Company be dissolved.\n\nBy: ____________',
    ],
    [
      'a resolution not to dissolve',
      'RESOLVED, that the Company shall not be dissolved and shall continue its business.' + SIGNED,
    ],
    [
      'an agreement whose members agree to dissolve it on a condition',
      'The Members hereby agree to dissolve the Company upon the sale of the Property.' + SIGNED,
    ],
    [
      'a resolution to dissolve later, on a condition',
      'RESOLVED, that upon the sale of the Property the Company be dissolved.' + SIGNED,
    ],
    [
      'a records clause that mentions dissolution hypothetically',
      `8.1 Records. The following records shall be kept and maintained at the principal office of the Company for a
minimum of five (5) years, even where the Company has been dissolved or has otherwise ceased to exist, and in a
manner that allows a Member to inspect them: (a) a list of the Members; (b) copies of the Company's tax returns.
8.2 Where the Company has been dissolved, the last Manager shall keep the books for three years.
8.3 The records shall be kept in the case the Company has been dissolved, and for so long as the Company has
been terminated without a successor.
8.4 Upon dissolution, and in the event of dissolution, the records shall be delivered to the Members.` + SIGNED,
    ],
  ])('%s', (_, text) => {
    expect(dissolved([text])).toEqual([]);
  });

  it('the development set: only the entity with articles of dissolution, cited to them, not to its agreement', () => {
    const found = loadDevSet().flatMap((entity) =>
      readDocuments(asDocuments(entity))
        .checks.filter((c) => c.code === 'dissolved')
        .map((c) => `${entity.name}: ${c.source?.file}`),
    );
    expect(found).toEqual(['juniper-flats: articles-of-dissolution']);
  });
});
