/**
 * The two illustrative sample reports shown on the landing page and exported as PDF (SPEC §3
 * 'Sample report'). Every entity, person, file number and address here is fictional. The section
 * order and the vocabulary follow a real legal-entity report for lenders: documents reviewed, entity
 * details, ownership, management and authority, signature block, Secretary of State check, risk
 * flags with mitigations, closing checklist and limitations.
 */

import type { ReportContent } from '@/backend/schemas';
import { REPORT_SCHEMA_VERSION } from '@/backend/schemas/report-basics';

/** A landing-page sample: the report content (the same schema every real report uses) and how it is shown. */
export interface SampleReport {
  key: 'llc' | 'corporation';
  tabLabel: string;
  reportId: string;
  preparedOn: string;
  content: ReportContent;
}

// One definition of the shared wording and date formats, in the report library; re-exported for the pages.
export { ILLUSTRATIVE_NOTE, REPORT_LIMITATIONS, formatCapturedAt, formatReportDate } from '@/lib/report/format';

export const sampleLlcReport: SampleReport = {
  key: 'llc',
  tabLabel: 'LLC',
  reportId: 'ELR-2025-08-0147',
  preparedOn: '2025-08-11',
  content: {
    schemaVersion: REPORT_SCHEMA_VERSION,
    reportType: 'Limited Liability Company',
    loanReference: 'CRE-25-0912',
    entityName: 'CYPRESS RIDGE PROPERTIES, LLC',
    entityType: 'Limited liability company',
    formationState: 'Delaware',
    formationDate: '2018-03-14',
    fileNumber: '6841207',
    propertyState: 'Texas',
    principalOffice: '1800 Lamar Boulevard, Suite 400, Austin, Texas 78701',
    registeredAgent: 'Brandywine Registered Agents, Inc.',
    purpose:
      'To acquire, own, finance, operate and sell the Cypress Ridge retail center in Round Rock, Texas, and activities incidental to it.',
    managementType: 'Manager-managed',
    conclusion: {
      verdict: 'Confirmed',
      detail:
        'The operating agreement authorizes the Manager to borrow and encumber Company property once members holding a majority in interest consent, and the signed written consent supplied with the order meets that threshold.',
    },
    ownership: [
      { owner: 'Marisol Vega', percentage: 50, interest: 'Class A units' },
      { owner: 'Thomas Okafor', percentage: 30, interest: 'Class A units' },
      { owner: 'Priya Raman', percentage: 20, interest: 'Class A units (admitted by First Amendment, 2021)' },
    ],
    authority: {
      signers: 'Marisol Vega, as sole Manager, appointed in Section 6.1 of the Operating Agreement.',
      clause:
        'Section 6.4(b): the Manager may not borrow money or mortgage, pledge or encumber Company property without the written consent of Members holding a Majority in Interest.',
      consents: [
        'Written Consent of Members dated July 28, 2025, signed by all three members (100% of units), authorizing the loan and naming the Manager as signer.',
        'No dual-signature requirement and no dollar limit on the Manager in the operating agreement or its amendment.',
      ],
    },
    signatureBlock: {
      lines: [
        'CYPRESS RIDGE PROPERTIES, LLC,',
        'a Delaware limited liability company',
        '',
        'By: ______________________________',
        'Name: MARISOL VEGA',
        'Title: Manager',
      ],
      supportingDeliverable:
        'Written Consent of Members dated July 28, 2025 (provided), certified by the Manager as in full force at closing.',
    },
    riskLevel: 'Low',
    riskItems: [
      {
        id: 'A1',
        severity: 'Low',
        title: 'Member consent required to encumber',
        finding: 'Borrowing and granting a deed of trust need consent of Members holding a Majority in Interest.',
        evidence: 'Operating Agreement, Section 6.4(b), page 17; Written Consent of Members dated July 28, 2025.',
        mitigation:
          'Consent supplied and signed by 100% of units. Have the Manager certify at closing that it has not been revoked.',
        closingCondition: false,
      },
      {
        id: 'P3',
        severity: 'Low',
        title: 'Transfer restrictions on membership interests',
        finding: 'Transfers of units need consent of the Manager and a right of first offer to the other members.',
        evidence: 'Operating Agreement, Article 9, pages 24 to 26.',
        mitigation:
          'No action for a mortgage loan. If the loan requires a pledge of membership interests, obtain the consents Article 9 describes.',
        closingCondition: false,
      },
    ],
    secretaryOfState: [
      {
        role: 'Formation state',
        state: 'Delaware',
        registeredName: 'CYPRESS RIDGE PROPERTIES, LLC',
        fileNumber: '6841207',
        registration: 'Domestic',
        stateStatus: 'Good Standing',
        normalizedStatus: 'Active - good standing',
        lastFiling: '2025 annual tax paid May 30, 2025',
        registeredAgent: 'Brandywine Registered Agents, Inc.',
        capturedAt: '2025-08-11T16:42:00Z',
        source: 'Delaware Division of Corporations, Entity Search (icis.corp.delaware.gov)',
      },
      {
        role: 'Property state',
        state: 'Texas',
        registeredName: 'Cypress Ridge Properties, LLC',
        fileNumber: '803022915',
        registration: 'Foreign',
        stateStatus: 'In Existence',
        normalizedStatus: 'Active - good standing',
        lastFiling: '2025 Public Information Report filed May 12, 2025',
        registeredAgent: 'Lone Star Corporate Services, LLC',
        capturedAt: '2025-08-11T16:44:00Z',
        source: 'Texas Secretary of State, SOSDirect business entity search (direct.sos.state.tx.us)',
      },
    ],
    documents: [
      { title: 'Certificate of Formation', date: '2018-03-14', pages: 2, status: 'Filed, Delaware' },
      { title: 'Limited Liability Company Agreement', date: '2018-03-20', pages: 42, status: 'Signed by all members' },
      { title: 'First Amendment to LLC Agreement', date: '2021-06-01', pages: 4, status: 'Signed by all members' },
      { title: 'Written Consent of Members', date: '2025-07-28', pages: 3, status: 'Signed, 100% of units' },
      { title: 'Texas Registration of a Foreign LLC', date: '2018-05-02', pages: 3, status: 'Filed, Texas' },
    ],
    missingDocuments: [],
    closingChecklist: [
      'Manager certificate confirming the operating agreement, First Amendment and July 28, 2025 consent are in full force.',
      'Use the exact registered name CYPRESS RIDGE PROPERTIES, LLC on every loan document.',
      'Delaware certificate of good standing dated within 30 days of closing, if your credit policy requires one.',
    ],
  },
};

export const sampleCorporationReport: SampleReport = {
  key: 'corporation',
  tabLabel: 'Corporation',
  reportId: 'ELR-2025-08-0163',
  preparedOn: '2025-08-14',
  content: {
    schemaVersion: REPORT_SCHEMA_VERSION,
    reportType: 'Corporation',
    loanReference: 'C&I-25-0377',
    entityName: 'PACIFIC CREST MANUFACTURING, INC.',
    entityType: 'Corporation',
    formationState: 'California',
    formationDate: '2009-09-21',
    fileNumber: 'C3217784',
    // The property is in the formation state: one check.
    propertyState: '',
    principalOffice: '2150 Main Street, Irvine, California 92614',
    registeredAgent: 'Sierra Agent Services, Inc.',
    purpose:
      'Any lawful act or activity for which a corporation may be organized under the California General Corporation Law.',
    managementType: 'Board of directors and officers',
    conclusion: {
      verdict: 'Confirmed subject to conditions',
      detail:
        'The bylaws let the President sign loan documents once the board approves the borrowing, but instruments above $5,000,000 need a second officer, and one bylaw amendment is referenced but was not supplied.',
    },
    ownership: [
      { owner: 'Nakamura Family Trust dated June 2, 2004', percentage: 40, interest: 'Common stock, 400,000 shares' },
      { owner: 'Robert Ellis', percentage: 25, interest: 'Common stock, 250,000 shares' },
      { owner: 'James Whitfield', percentage: 20, interest: 'Common stock, 200,000 shares' },
      {
        owner: 'Pacific Crest Employee Stock Ownership Trust',
        percentage: 15,
        interest: 'Common stock, 150,000 shares',
      },
    ],
    authority: {
      signers: 'James Whitfield, President and Chief Executive Officer, elected by the board on January 15, 2024.',
      clause:
        'Bylaws Section 5.8: contracts and instruments of indebtedness above $5,000,000 must be signed by the President and attested by the Secretary or another officer the board designates.',
      consents: [
        'Board resolution dated August 5, 2025 approving a $7,200,000 term loan, adopted by all five directors.',
        'No shareholder approval needed: the articles reserve shareholder votes only for a sale of substantially all assets.',
      ],
    },
    signatureBlock: {
      lines: [
        'PACIFIC CREST MANUFACTURING, INC.,',
        'a California corporation',
        '',
        'By: ______________________________',
        'Name: JAMES WHITFIELD',
        'Title: President and Chief Executive Officer',
        '',
        'Attest: ______________________________',
        'Name: ANGELA RUIZ, Secretary',
      ],
      supportingDeliverable:
        "Secretary's certificate attaching the August 5, 2025 board resolution and an incumbency of the President and Secretary.",
    },
    riskLevel: 'Medium',
    riskItems: [
      {
        id: 'A5',
        severity: 'Medium',
        title: 'Second officer required above $5,000,000',
        finding: 'The $7,200,000 loan exceeds the single-signer limit in the bylaws.',
        evidence: 'Amended and Restated Bylaws, Section 5.8, page 14.',
        mitigation: 'President signs and the Secretary attests, as in the suggested signature block.',
        closingCondition: true,
      },
      {
        id: 'D3',
        severity: 'Medium',
        title: 'Bylaw amendment referenced but not provided',
        finding:
          'The secretary certifies the bylaws "as amended March 2022"; the 2022 amendment was not in the upload.',
        evidence: 'Amended and Restated Bylaws, cover page and Section 10.2.',
        mitigation:
          'Obtain the March 2022 amendment, certified by the Secretary, and confirm it does not change Article 5.',
        closingCondition: true,
      },
      {
        id: 'N1',
        severity: 'Low',
        title: 'Name variation on the loan application',
        finding: 'The application shows "Pacific Crest Manufacturing Inc" without the comma and period.',
        evidence: 'California Secretary of State record; loan application supplied with the order.',
        mitigation: 'Use the exact registered name PACIFIC CREST MANUFACTURING, INC. in all loan and UCC documents.',
        closingCondition: false,
      },
    ],
    secretaryOfState: [
      {
        role: 'Formation state',
        state: 'California',
        registeredName: 'PACIFIC CREST MANUFACTURING, INC.',
        fileNumber: 'C3217784',
        registration: 'Domestic',
        stateStatus: 'Active (SOS); Active (Franchise Tax Board)',
        normalizedStatus: 'Active - good standing',
        lastFiling: 'Statement of Information filed September 3, 2024',
        registeredAgent: 'Sierra Agent Services, Inc.',
        capturedAt: '2025-08-14T21:05:00Z',
        source: 'California Secretary of State, bizfile Online business search (bizfileonline.sos.ca.gov)',
      },
    ],
    documents: [
      { title: 'Articles of Incorporation', date: '2009-09-21', pages: 3, status: 'Filed, California' },
      { title: 'Amended and Restated Bylaws', date: '2016-02-10', pages: 22, status: 'Certified by Secretary' },
      {
        title: 'Board Resolution approving the loan',
        date: '2025-08-05',
        pages: 2,
        status: 'Signed by all five directors',
      },
      { title: 'Statement of Information', date: '2024-09-03', pages: 2, status: 'Filed, California' },
      { title: 'Stock ledger', date: '2025-06-30', pages: 1, status: 'Certified by Treasurer' },
    ],
    missingDocuments: ['Bylaw amendment of March 2022 referenced in the Secretary certification'],
    closingChecklist: [
      "Secretary's certificate with the August 5, 2025 resolution and incumbency of James Whitfield and Angela Ruiz.",
      'March 2022 bylaw amendment, certified by the Secretary.',
      'Signature by the President with attestation by the Secretary on every loan document above $5,000,000.',
      'Use the exact registered name PACIFIC CREST MANUFACTURING, INC. in the note, security agreement and UCC-1.',
    ],
    corporate: {
      principalOffice: '2150 Main Street, Irvine, California 92614',
      numberOfDirectors: 5,
      chairman: 'Helen Nakamura',
      viceChairman: 'Robert Ellis',
      officers: {
        presidentAndCeo: 'James Whitfield',
        secretary: 'Angela Ruiz',
        treasurer: 'Samuel Park',
      },
    },
  },
};

export const sampleReports: readonly SampleReport[] = [sampleLlcReport, sampleCorporationReport];
