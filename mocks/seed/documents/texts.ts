/**
 * The seeded orders' documents, written for this demo about fictional entities (any likeness to a real entity is
 * unintended): one entry per order reference and file, each page a string. Legal names and formation states agree
 * with their orders, so the document reader's "name or state differs" check stays quiet; the demo's outcomes are
 * in the text (Summit Peak's unsigned draft without its Exhibit A, Pacific Crest's agreement without its Exhibit B,
 * Oak Hollow's notice of administrative dissolution). Not the reader's development set (tests/fixtures/documents):
 * other entities, other wording. Tables use two or more spaces between cells (rendered in columns).
 */

export interface SeedDocumentText {
  pages: readonly string[];
  /** Rendered as page images without a text layer, as a scanner makes (read by OCR). */
  scanned?: boolean;
}

export const SEED_DOCUMENT_TEXTS: Readonly<Record<string, SeedDocumentText>> = {
  // Cedar Ridge Apartments LLC (Delaware): report delivered, documents purged since.
  'a3f27c19/operating-agreement.pdf': {
    pages: [
      `LIMITED LIABILITY COMPANY AGREEMENT
OF
CEDAR RIDGE APARTMENTS LLC
A Delaware Limited Liability Company

This Limited Liability Company Agreement is made as of June 3, 2021 by the persons named in Schedule I.

1. Formation. Cedar Ridge Apartments LLC (the "Company") was formed as a Delaware limited liability company
by the filing of a Certificate of Formation with the Secretary of State of the State of Delaware on
May 27, 2021 (File No. 5310482).

2. Purpose. The Company may own, lease and operate the apartment community known as Cedar Ridge and
engage in any lawful act or activity for which limited liability companies may be formed under the
Delaware Limited Liability Company Act.

3. Management. The business of the Company is managed by its Members. Any Member may sign documents
on behalf of the Company in the ordinary course of business.`,
      `4. Members and Percentage Interests. The Members and their Percentage Interests are set out in
Schedule I.

SCHEDULE I - MEMBERS
Member  Percentage Interest
Harlan Brooks  55%
Teresa Villanueva  45%

IN WITNESS WHEREOF, the Members have executed this Agreement as of the date first written above.

/s/ Harlan Brooks, Member
/s/ Teresa Villanueva, Member`,
    ],
  },
  'a3f27c19/certificate-of-formation.pdf': {
    pages: [
      `STATE OF DELAWARE
CERTIFICATE OF FORMATION
OF
CEDAR RIDGE APARTMENTS LLC

First: The name of the limited liability company is Cedar Ridge Apartments LLC.

Second: The address of its registered office in the State of Delaware is 1209 Orange Street,
Wilmington, Delaware 19801. The name of its registered agent at such address is Brandywine Agent Services, Inc.

In Witness Whereof, the undersigned has executed this Certificate of Formation on May 27, 2021.

By: /s/ Harlan Brooks, Authorized Person`,
    ],
  },

  // Maple Street Holdings, Inc. (Nevada): bylaws with officers and a board resolution.
  '5e81b40d/articles-of-incorporation.pdf': {
    pages: [
      `ARTICLES OF INCORPORATION
(Pursuant to NRS Chapter 78)

1. Name of Corporation: Maple Street Holdings, Inc.

2. Registered Agent: Silver Sage Registered Agents, LLC, 401 Ryland Street, Suite 200, Reno, Nevada 89502.

3. Authorized Stock: The Corporation is authorized to issue 10,000 shares of common stock, par value
$0.001 per share.

4. Directors: The initial Board of Directors shall consist of two directors: Gregory Lindqvist and
Naomi Achterberg.

5. Purpose: The purpose of the Corporation is to engage in any lawful activity.

6. Incorporator: /s/ Gregory Lindqvist

Filed in the office of the Nevada Secretary of State on February 14, 2019. Entity Number E0088231902019-4.`,
    ],
  },
  '5e81b40d/bylaws.pdf': {
    pages: [
      `BYLAWS
OF
MAPLE STREET HOLDINGS, INC.
(a Nevada corporation)

ARTICLE I - OFFICES
The principal office of the Corporation is 2200 Sierra Vista Drive, Las Vegas, Nevada 89102.

ARTICLE II - SHAREHOLDERS
Section 2.1. Annual Meeting. The annual meeting of the shareholders shall be held in March of each year.
Section 2.2. Quorum. The holders of a majority of the outstanding shares constitute a quorum.

ARTICLE III - BOARD OF DIRECTORS
Section 3.1. Powers. The business and affairs of the Corporation shall be managed by its Board of Directors.
Section 3.2. Number. The Board shall consist of not fewer than two nor more than five directors.`,
      `ARTICLE IV - OFFICERS
Section 4.1. Officers. The officers of the Corporation are a President, a Secretary and a Treasurer,
elected by the Board.
Section 4.2. Execution of Instruments. Any deed, mortgage, note or loan document may be signed on behalf of
the Corporation by the President, together with the Secretary or the Treasurer: two officers sign.
Section 4.3. Borrowing. The Corporation shall not borrow money or pledge its assets unless authorized by a
resolution of the Board of Directors.

Adopted by the Board of Directors on February 20, 2019.
/s/ Naomi Achterberg, Secretary`,
      `RESOLUTIONS OF THE BOARD OF DIRECTORS
OF MAPLE STREET HOLDINGS, INC.
Adopted by unanimous written consent on January 8, 2025

RESOLVED, that the following persons are elected to the offices set forth opposite their names:

Name  Office
Gregory Lindqvist  President
Naomi Achterberg  Secretary
Paul Okonkwo  Treasurer

FURTHER RESOLVED, that the loan documents with Harbor Point Lending be signed for the Corporation by its
President and its Secretary.

/s/ Gregory Lindqvist, Director
/s/ Naomi Achterberg, Director`,
    ],
  },
  '5e81b40d/certificate-of-good-standing.pdf': {
    pages: [
      `STATE OF NEVADA
OFFICE OF THE SECRETARY OF STATE

CERTIFICATE OF EXISTENCE WITH STATUS IN GOOD STANDING

I certify that Maple Street Holdings, Inc., a Nevada corporation, Entity Number E0088231902019-4, was
incorporated on February 14, 2019 and is in good standing in the State of Nevada as of January 6, 2025.

Certified on January 6, 2025 by the Secretary of State.`,
    ],
  },

  // Lakeview Family Trust (Florida): a certification of trust, the image-only scan.
  'c92d6e07/certification-of-trust.pdf': {
    scanned: true,
    pages: [
      `CERTIFICATION OF TRUST
(Florida Statutes Section 736.1017)

1. The name of the trust is the Lakeview Family
Trust. The settlors may revoke this revocable
trust. It was formed under the laws of the State
of Florida by a trust agreement
dated April 9, 2016.

2. The settlors are Walter Ames and Irene Ames.

3. The currently acting trustees are Walter Ames
and Irene Ames. Either trustee acting alone may
sign documents on behalf of the Trust.

4. The trustees may borrow money and encumber
trust property without the consent of any
beneficiary.

5. The trust has not been revoked, modified or
amended in any manner that would cause these
statements to be incorrect.

Dated: October 2, 2024

/s/ Walter Ames, Trustee
/s/ Irene Ames, Trustee`,
    ],
  },

  // Ashcroft Family Irrevocable Trust (California): In review, its certification of trust a scan (read by OCR).
  '3e9b7c60/certification-of-trust.pdf': {
    scanned: true,
    pages: [
      `CERTIFICATION OF TRUST
(California Probate Code Section 18100.5)

1. The name of the trust is the Ashcroft Family
Irrevocable Trust. The trust is irrevocable. It
was formed under the laws of the State of
California by a trust agreement dated
June 14, 2019.

2. The settlor is Leonard Ashcroft.

3. The currently acting trustee is Miriam
Ashcroft. The trustee acting alone may sign
documents on behalf of the Trust.

4. The trustee may borrow money and encumber
trust property without the consent of any
beneficiary.

5. The trust has not been revoked, modified or
amended in any manner that would cause these
statements to be incorrect.

Dated: March 3, 2025

/s/ Miriam Ashcroft, Trustee`,
    ],
  },

  // Brightwater Partners LP (Illinois): two general partners.
  '1b7f3a52/partnership-agreement.pdf': {
    pages: [
      `AGREEMENT OF LIMITED PARTNERSHIP
OF
BRIGHTWATER PARTNERS LP

This Agreement of Limited Partnership is entered into as of September 15, 2020 by Brightwater GP, LLC and
Lakefront Advisors, Inc., as general partners, and the limited partners listed in Article 3.

Article 1. Formation. Brightwater Partners LP (the "Partnership") is an Illinois limited partnership
formed under the Illinois Uniform Limited Partnership Act (2001) on September 10, 2020, when its
certificate of limited partnership was filed with the Illinois Secretary of State.

Article 2. Management. The management of the Partnership is vested in the General Partners. Each General
Partner acting alone may execute any document on behalf of the Partnership, except as Article 4 provides.`,
      `Article 3. Partners. The partners and their interests in the Partnership are:

Partner  Status  Interest
Brightwater GP, LLC  General Partner  1%
Lakefront Advisors, Inc.  General Partner  1%
Mira Castellano  Limited Partner  49%
Dunmore Family Holdings LLC  Limited Partner  49%

Article 4. Major Decisions. The Partnership shall not borrow money, mortgage or pledge its property, or
sell substantially all of its assets without the written approval of both General Partners and Limited
Partners holding a majority of the limited partner interests.

BRIGHTWATER GP, LLC, by /s/ Simon Hale, its Manager
LAKEFRONT ADVISORS, INC., by /s/ Ruth Delacroix, its President
/s/ Mira Castellano, Limited Partner
DUNMORE FAMILY HOLDINGS LLC, by /s/ Owen Dunmore, its Manager`,
    ],
  },
  '1b7f3a52/certificate-of-limited-partnership.pdf': {
    pages: [
      `STATE OF ILLINOIS
CERTIFICATE OF LIMITED PARTNERSHIP

1. Limited partnership name: Brightwater Partners LP
2. Office address: 400 North Lake Shore Drive, Suite 1500, Chicago, Illinois 60611
3. Registered agent: Prairie State Agents, Inc.
4. General partners: Brightwater GP, LLC; Lakefront Advisors, Inc.

Filed with the Illinois Secretary of State on September 10, 2020. File Number L0198432.

/s/ Simon Hale, Manager of Brightwater GP, LLC, General Partner`,
    ],
  },

  // Summit Peak Ventures LLC (Colorado): an unsigned draft whose Exhibit A (the members) is not attached.
  'e4c05d98/operating-agreement-unsigned.pdf': {
    pages: [
      `DRAFT - FOR DISCUSSION ONLY

OPERATING AGREEMENT
OF
SUMMIT PEAK VENTURES LLC

Recitals. Summit Peak Ventures LLC (the "Company") is a Colorado limited liability company whose articles
of organization were filed with the Colorado Secretary of State on March 2, 2022.

Section 1. Members. The names of the Members and their ownership percentages are listed in Exhibit A,
which the Manager shall update when a Member is admitted or withdraws.

Section 2. Management. The Company is manager-managed. The Manager has the authority to bind the Company
in all matters, except that the Manager shall not borrow money on behalf of the Company without the
consent of the Members holding a majority of the ownership percentages.`,
      `Section 3. Manager. The initial Manager is Alpine Trail Management, LLC.

Section 4. Distributions. Distributions shall be made to the Members in proportion to their ownership
percentages at the times the Manager determines.

Section 5. Governing Law. This Agreement is governed by the laws of the State of Colorado.

MEMBERS:

______________________________

______________________________

MANAGER:
ALPINE TRAIL MANAGEMENT, LLC

By: ______________________________`,
    ],
  },

  // Oak Hollow Development Corp. (Georgia): a scanned charter would be typical; here the notice of dissolution.
  '7d2a9f31/articles-of-incorporation.pdf': {
    pages: [
      `ARTICLES OF INCORPORATION
OF
OAK HOLLOW DEVELOPMENT CORP.

Article One. The name of the corporation is Oak Hollow Development Corp.

Article Two. The corporation is organized under the Georgia Business Corporation Code and is authorized
to issue 1,000 shares of common stock.

Article Three. The registered agent is Peachtree Registered Agents, Inc., 191 Peachtree Street NE,
Atlanta, Georgia 30303.

Article Four. The incorporator is Denise Harwell, 88 Mill Pond Road, Macon, Georgia 31201.

Filed with the Georgia Secretary of State on August 12, 2015. Control Number 15082214.

/s/ Denise Harwell, Incorporator`,
    ],
  },
  '7d2a9f31/bylaws.pdf': {
    pages: [
      `BYLAWS OF OAK HOLLOW DEVELOPMENT CORP.

Article 1. Board of Directors. The business and affairs of the Corporation are managed by or under the
direction of its Board of Directors, which has three members.

Article 2. Officers. The officers of the Corporation are a President, a Treasurer and a Secretary.
The President may sign contracts, deeds and loan documents on behalf of the Corporation.

Article 3. Officers in Office. The officers of the Corporation are:

Name  Title
Denise Harwell  President
Calvin Motley  Treasurer
Rosa Ibarra  Secretary

Certified as the bylaws in effect on August 30, 2015.
/s/ Rosa Ibarra, Secretary`,
    ],
  },
  '7d2a9f31/notice-of-administrative-dissolution.pdf': {
    pages: [
      `STATE OF GEORGIA
OFFICE OF SECRETARY OF STATE
CORPORATIONS DIVISION

NOTICE OF ADMINISTRATIVE DISSOLUTION

Oak Hollow Development Corp.
Control Number 15082214

The corporation named above failed to file its annual registration. Accordingly, the corporation was
administratively dissolved on September 4, 2024 under the Georgia Business Corporation Code. A dissolved
corporation may apply for reinstatement within five years of the date of dissolution.

Issued on September 4, 2024.`,
    ],
  },

  // Riverbend Storage LLC (Ohio): member-managed, members in a schedule.
  '0f6b8e24/operating-agreement.pdf': {
    pages: [
      `OPERATING AGREEMENT
OF
RIVERBEND STORAGE LLC

Effective as of July 1, 2023.

Article I. Organization. Riverbend Storage LLC (the "Company") is an Ohio limited liability company
organized under Chapter 1706 of the Ohio Revised Code.

Article II. Management by Members. The Company is member-managed. Each Member may sign instruments on
behalf of the Company.

Article III. Capital. The Members hold the membership interests stated in Schedule A.`,
      `SCHEDULE A
MEMBERS AND MEMBERSHIP INTERESTS

Member  Membership Interest
Kendra Olsen  50%
Marcus Feld  30%
Buckeye Storage Partners, LLC  20%

Signed by the Members:
/s/ Kendra Olsen
/s/ Marcus Feld
BUCKEYE STORAGE PARTNERS, LLC, by /s/ Amir Haddad, its Manager`,
    ],
  },
  '0f6b8e24/articles-of-organization.pdf': {
    pages: [
      `ARTICLES OF ORGANIZATION
FOR A DOMESTIC LIMITED LIABILITY COMPANY
(Ohio Revised Code 1706.16)

Name of limited liability company: Riverbend Storage LLC

Statutory agent: Kendra Olsen, 1450 Riverside Drive, Columbus, Ohio 43212

Effective date: June 19, 2023

/s/ Kendra Olsen, Authorized Representative`,
    ],
  },

  // Pacific Crest Holdings LLC (California): manager-managed, members' consent to borrow, Exhibit B absent.
  '9c4e1a73/operating-agreement.pdf': {
    pages: [
      `AMENDED AND RESTATED OPERATING AGREEMENT
OF
PACIFIC CREST HOLDINGS LLC
a California limited liability company

Dated as of November 18, 2024

1.1 Name and Formation. Pacific Crest Holdings LLC (the "Company") was organized under the California
Revised Uniform Limited Liability Company Act by filing Articles of Organization with the California
Secretary of State on April 23, 2018.

1.2 Property. The Company owns the real property described in Exhibit B.

2.1 Managers. The Company is manager-managed. The Managers are Lorenzo Medina and Hana Fujii. Any
Manager may execute instruments on behalf of the Company, subject to Section 2.2.`,
      `2.2 Member Consent. No Manager may cause the Company to borrow money, grant a deed of trust on the
Company's property, or guarantee a debt of another person without the prior written consent of
Members holding at least two-thirds of the Percentage Interests.

3.1 Members. The Members and their Percentage Interests are:

Member  Percentage Interest
Lorenzo Medina  40%
Hana Fujii  35%
Seabright Investments, Inc.  25%

/s/ Lorenzo Medina, Manager and Member
/s/ Hana Fujii, Manager and Member
SEABRIGHT INVESTMENTS, INC., by /s/ Carl Whitby, its President`,
    ],
  },

  // Golden Gate Bakery Co. (California): a small board-run corporation.
  '62d8f0b5/articles-of-incorporation.pdf': {
    pages: [
      `ARTICLES OF INCORPORATION
OF
GOLDEN GATE BAKERY CO.

One: The name of this corporation is Golden Gate Bakery Co.

Two: The purpose of the corporation is to engage in any lawful act or activity for which a corporation
may be organized under the General Corporation Law of California.

Three: The name of the corporation's initial agent for service of process is Li Wen Chao.

Four: The corporation is authorized to issue only one class of shares, designated common stock; the
total number of shares is 100,000.

Filed in the office of the California Secretary of State on May 5, 2017.

/s/ Li Wen Chao, Incorporator`,
    ],
  },
  '62d8f0b5/bylaws.pdf': {
    pages: [
      `BYLAWS OF GOLDEN GATE BAKERY CO.

Section 1. The Corporation. The Corporation, a California corporation, is governed by the General
Corporation Law of California and its articles of incorporation.

Section 2. Directors. The business and affairs of the Corporation are managed by or under the direction of
its Board of Directors.

Section 3. Officers. The officers of the Corporation and their holders are:

Name  Office
Li Wen Chao  Chief Executive Officer
Aaron Pettigrew  Secretary

Section 4. Contracts. The Chief Executive Officer may sign contracts and loan documents on behalf of the
Corporation once the Board of Directors has approved them.

Adopted May 12, 2017.
/s/ Aaron Pettigrew, Secretary`,
    ],
  },
};
