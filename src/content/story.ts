import { brand } from './brand';

/** The narrative for /story and /our-story. */
export const storyPage = {
  meta: {
    title: 'Our Story',
    description: `Why ${brand.productName} exists: the entity review problem every commercial lender knows, and how a standard report changes where it gets caught.`,
  },
  title: 'Our story',
  lead: 'It started with a loan that almost did not close.',
  chapters: [
    {
      title: 'The day before funding',
      paragraphs: [
        'The borrower was a Delaware LLC buying a retail center in Texas. Underwriting was done, the appraisal was in, the closing was set for a Friday. On Thursday afternoon the title company asked a simple question: who is authorized to sign for the borrower?',
        'The operating agreement, read closely for the first time, required the consent of members holding 75% of the units to encumber company property. Nobody had asked for that consent. One of the members was travelling. The closing moved by a week, the rate lock had to be extended, and everyone involved remembered it.',
      ],
    },
    {
      title: 'Not a people problem',
      paragraphs: [
        'The team that handled that loan was good at its job. The problem was the work itself: entity documents are long, written differently by every law firm, and reviewed in the gaps between other tasks. The same reviewer who catches a consent requirement on a quiet Tuesday can miss it at month end.',
        'Lenders tend to respond in one of two ways. Some send every entity to outside counsel, which is thorough but slow and expensive for a single-member LLC with a clean two-page agreement. Others rely on a checklist and hope, which is fast until it is not.',
      ],
    },
    {
      title: 'Reading the same way every time',
      paragraphs: [
        `${brand.productName} began as a simple idea: read every entity document with the same care, in the same order, and write down what a lender needs to know, with the page it came from. Ownership, management, who may sign, what consent the loan needs, what the state says about the entity, and what is missing.`,
        'We built the first version with loan documentation specialists checking every report, and we still measure our suggested signature blocks against attorney-prepared ones. The result is a report a processor can read in minutes and a credit officer can rely on, with the complicated files routed to an attorney early instead of discovered late.',
      ],
    },
    {
      title: 'Where we are going',
      paragraphs: [
        'Today lending teams order reports with a legal name, a formation state and the documents, pay with prepaid credits, and receive the same standard report for LLCs, corporations, partnerships and trusts. When a file needs legal judgement, our partner law firms pick it up with the report and documents already in hand.',
        'We want entity review to be the least eventful part of every closing. If that sounds like your Thursday afternoons, we would like to hear from you.',
      ],
    },
  ],
} as const;
