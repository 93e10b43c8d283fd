import { brand } from './brand';

/** Copy for /process. */
export const processPage = {
  meta: {
    title: 'How it works',
    description: `Order an entity report with three inputs, receive a standard report your team can act on, and connect ${brand.productName} to your loan origination system by email or structured data packet.`,
  },
  title: 'Three inputs in, one standard report out',
  lead: 'Ordering takes a couple of minutes. Everything after that is the same for every entity, every time.',
  steps: [
    {
      title: 'Enter the entity legal name',
      body: 'Type the borrower’s name exactly as it appears on the formation document. The report compares it with the state record and flags any difference, down to a missing comma.',
    },
    {
      title: 'Choose the formation state',
      body: 'The state where the entity was formed. If the collateral sits in another state, the report also checks the entity’s registration there.',
    },
    {
      title: 'Upload the documents',
      body: 'Upload the governing documents as PDFs: articles or certificate, operating agreement or bylaws, amendments, consents and resolutions, or the trust instrument. Missing pieces are reported, not guessed.',
    },
  ],
  integration: {
    title: 'Connect to your loan origination system',
    lead: 'Most teams start in the portal. When volume grows, reports can flow into the LOS without anyone downloading a file.',
    options: [
      {
        title: 'By email',
        body: 'Each finished report is emailed to an address your LOS or document management system watches, with the report number in the subject line and the loan reference in the message, so it files itself.',
      },
      {
        title: 'By structured data packet',
        body: 'The report fields (names, ownership, signers, status, flags) are delivered as a structured packet your team maps to LOS fields once.',
      },
    ],
    timing:
      'Integration typically takes days, not months: we agree the delivery address or field mapping with your LOS administrator and test it on a few live files.',
  },
  overview: {
    title: 'What happens after you order',
    stages: [
      {
        title: 'Documents checked',
        body: 'Each upload is classified, page counts and signature pages are checked, and referenced amendments or exhibits that are missing are listed.',
      },
      {
        title: 'Entity read',
        body: 'Entity details, ownership, management and authority clauses are extracted with their section references.',
      },
      {
        title: 'State record checked',
        body: 'Secretary of State status is captured in the formation state and the property state when it differs.',
      },
      {
        title: 'Report delivered',
        body: 'Findings are rated, mitigations written and the signature block suggested; the report appears in the portal and any LOS delivery you set up.',
      },
      {
        title: 'Escalation if needed',
        body: 'If a file needs an attorney, escalate it to a partner law firm; the report fee is credited back.',
      },
    ],
  },
  comparison: {
    title: 'Manual review compared with the service',
    caption: 'Entity review by hand compared with a report',
    rows: [
      {
        aspect: 'Time per loan',
        manual: 'Often 30 to 90 minutes of reading and note-taking',
        service: 'Minutes to order and read; teams save at least 30 to 60 minutes per loan',
      },
      {
        aspect: 'Format',
        manual: 'Varies by reviewer and by file',
        service: 'The same sections in the same order for every entity',
      },
      {
        aspect: 'Signature block',
        manual: 'Drafted at closing, often from the last similar deal',
        service: 'Suggested with the exact registered name and supporting deliverable',
      },
      {
        aspect: 'State status',
        manual: 'Separate search, screenshot pasted into the file',
        service: 'Formation and property state status with the time of the check',
      },
      {
        aspect: 'Risk flags',
        manual: 'Depends on who reads the file and how busy they are',
        service: 'Rated Low, Medium or High with the source section and a mitigation',
      },
      {
        aspect: 'Cost',
        manual: 'Staff time, plus counsel on files that did not need it',
        service: 'About $35 or less per report, volume-based',
      },
    ],
  },
  layout: {
    title: 'How a report is laid out',
    lead: 'Every report follows the same order, so your team always knows where to look.',
    sections: [
      {
        title: 'Header and summary',
        body: 'Report ID, loan reference, entity name as ordered, and a one-line conclusion on authority to borrow and encumber.',
      },
      {
        title: 'Documents reviewed',
        body: 'Each document with its date, pages and signature status, and a separate list of what is missing.',
      },
      {
        title: 'Entity details',
        body: 'Exact legal name, type, formation state and date, file number, principal office, registered agent and purpose.',
      },
      { title: 'Ownership', body: 'Owners and percentages as stated, checked to total 100%.' },
      {
        title: 'Management and authority',
        body: 'Management type, who may sign, the clause that says so, and the consents the loan needs.',
      },
      {
        title: 'Suggested signature block',
        body: 'The block to paste into loan documents, with the resolution or certificate that supports it.',
      },
      {
        title: 'Secretary of State check',
        body: 'Registered name, file number, the state’s own status wording and what it means, per state.',
      },
      {
        title: 'Risk flags and mitigations',
        body: 'Each flag with severity, evidence, mitigation and whether it is a closing condition.',
      },
      {
        title: 'Closing checklist and limitations',
        body: 'The deliverables to collect before closing, and what the report does not cover.',
      },
    ],
  },
} as const;
