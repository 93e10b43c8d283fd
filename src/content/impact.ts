import { brand } from './brand';

/** Copy for /impact. */
export const impactPage = {
  meta: {
    title: 'Impact',
    description: `What an ${brand.productName} report contains, why lending teams use it, who it helps, and a calculator for the time and cost it saves on your loan volume.`,
  },
  title: 'Faster entity review, fewer surprises at closing',
  lead: 'Entity problems rarely kill a loan. They delay it: a missing consent found the day before funding, a signature block redrawn at the table, a state status nobody checked. The report moves those findings to the start of the file.',
  contentsTitle: 'What every report contains',
  whyTitle: 'Why lending teams use it',
  why: [
    {
      title: 'Findings arrive early',
      body: 'Authority gaps surface when the file is opened, while there is still time to ask the borrower for a consent or an amendment without moving the closing date.',
    },
    {
      title: 'Consistency across reviewers',
      body: 'Two processors reading the same operating agreement can write two different summaries. A standard report removes that variance and makes second reviews quick.',
    },
    {
      title: 'Attorneys on the right files',
      body: 'Routine entities close on the report. Counsel time goes to the trusts, nested structures and conflicting documents that need it.',
    },
    {
      title: 'A record you can show an examiner',
      body: 'Each finding cites its source, and the state check records when it was made, which makes file reviews and audits simpler.',
    },
  ],
  audiencesTitle: 'Who it helps',
  audiences: [
    {
      title: 'Community banks and credit unions',
      body: 'Commercial real estate and business loans where a small team handles underwriting, processing and closing.',
    },
    {
      title: 'Private and bridge lenders',
      body: 'Fast closings with entity borrowers formed for a single deal, often in a different state from the property.',
    },
    {
      title: 'Mortgage lenders lending to entities',
      body: 'Investor loans (DSCR and fix-and-flip) to LLCs and trusts, at volume.',
    },
    {
      title: 'Loan servicers and note buyers',
      body: 'Assumptions, modifications and purchased loans where the original entity review is missing or out of date.',
    },
  ],
  roi: {
    title: 'Estimate your return',
    lead: 'Adjust the numbers to match your team. The estimate compares the staff time a report saves with what the reports cost.',
    note: 'An estimate for planning only. Time saved is a claim based on customer experience (at least 30 to 60 minutes per loan), and report cost depends on your volume.',
    defaults: { loansPerMonth: 40, minutesSavedPerLoan: 45, hourlyCost: 85, costPerReport: 35 },
  },
  usageTitle: 'Ways to use it',
  usage: [
    {
      title: 'Every entity loan',
      body: 'Order a report when the file opens. Teams that do this stop reviewing entity documents by hand altogether.',
    },
    {
      title: 'Complex files only',
      body: 'Use reports for trusts, partnerships and multi-tier structures, where manual review takes longest and mistakes cost most.',
    },
    {
      title: 'Second look before closing',
      body: 'Keep your own review and add a report as a check before documents are drawn, catching what a busy reviewer missed.',
    },
    {
      title: 'Portfolio and acquisitions',
      body: 'Run reports across a purchased pool or a servicing portfolio to find entities that have lapsed or changed since origination.',
    },
  ],
} as const;
