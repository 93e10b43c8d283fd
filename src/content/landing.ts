import { brand } from './brand';
import { claims } from './claims';

/** Copy for the landing page (/). */
export const landing = {
  meta: {
    title: 'Entity document review for lenders',
    description: `${brand.productName} reads operating agreements, bylaws and trust documents and returns a standard report on ownership, signing authority, Secretary of State status and risk, for about $35 or less per loan.`,
  },
  hero: {
    eyebrow: 'AI entity review for lending teams',
    headline: 'Know who can sign for the borrower before the loan goes to closing',
    lead: `${brand.productName} reads the borrower's operating agreement, bylaws, partnership agreement or trust and returns a standard report: entity details, ownership, management authority, a suggested signature block, Secretary of State status, risk flags and what to do about them.`,
    points: [
      'Order with three inputs: legal name, formation state and the documents',
      'One report format for LLCs, corporations, partnerships and trusts',
      'Escalate to a partner law firm when a file needs an attorney',
    ],
  },
  valueStrip: [
    { value: claims.signatureAlignment.value, label: 'Signature block alignment with attorney review' },
    { value: claims.timeSaved.value, label: 'Entity review time saved per loan' },
    { value: claims.costPerReport.value, label: 'Per report, based on volume' },
    { value: '6', label: 'Entity types covered, from LLCs to irrevocable trusts' },
  ],
  sampleReports: {
    title: 'See what lands in the loan file',
    lead: 'Two sample reports built from fictional entities. Switch between them, read every section, and download the full PDF exactly as a customer receives it.',
  },
  benefits: {
    title: 'Built for the people who move a loan to closing',
    lead: 'Entity review sits between underwriting and closing, and it is usually nobody’s favourite task. The report gives each team what it needs from the same page.',
    items: [
      {
        audience: 'Credit officers',
        title: 'Authority and risk in one read',
        body: 'See ownership, who controls the borrower and every red flag rated by severity before you sign off the credit memo, instead of discovering a missing consent at the closing table.',
      },
      {
        audience: 'Loan operations',
        title: 'The same report for every entity',
        body: 'Processors stop building entity summaries by hand. Every file gets the same sections in the same order, so a review takes minutes and a handover needs no explanation.',
      },
      {
        audience: 'Closing teams',
        title: 'Signature blocks you can paste',
        body: 'Each report proposes the signature block with the exact registered name, the signer’s capacity and the resolution or certificate that backs it up.',
      },
      {
        audience: 'Compliance and QC',
        title: 'Evidence behind every finding',
        body: 'Flags cite the document and section they come from, and state status shows the state’s own words with the time it was checked, ready for audit.',
      },
      {
        audience: 'Lending leadership',
        title: 'Predictable cost per file',
        body: 'Credits are bought up front and a report costs about $35 or less based on volume, well below the staff time a manual review takes.',
      },
      {
        audience: 'Counsel',
        title: 'Attorneys where they add value',
        body: 'Routine files close on the report. Complex ones go to a partner law firm with the report and documents already attached, and the report fee is credited back.',
      },
    ],
  },
  contact: {
    title: 'Talk to our team',
    lead: 'Tell us about your loan volume and the entity types you see most. We will set up a walkthrough with a sample from your own pipeline and answer questions about pricing and LOS delivery.',
  },
} as const;
