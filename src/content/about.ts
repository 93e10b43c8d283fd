import { brand } from './brand';

/** Copy for /about: the company's timeline, the founder's quote and the leadership intro. */
export const aboutPage = {
  meta: {
    title: 'About Us',
    description: `${brand.companyName} is a Newport Beach, California company that builds AI entity document review for lenders. Our history, our founder and our leadership team.`,
  },
  title: `About ${brand.productName}`,
  lead: `${brand.companyName} builds entity document review for lending teams. We are a small team of former lenders, loan documentation specialists and machine learning engineers based in Newport Beach, California.`,
  timelineTitle: 'Our timeline',
  timeline: [
    {
      year: '2019',
      title: 'A closing-table problem',
      body: 'After years of closing commercial loans, our founder starts cataloguing the entity issues that surfaced late in closings: missing member consents, unsigned agreements, signers who held no office.',
    },
    {
      year: '2021',
      title: 'The first reading model',
      body: 'An early model reads operating agreements and bylaws for a handful of lenders, with every output checked by a loan documentation specialist before it goes out.',
    },
    {
      year: '2022',
      title: 'One report format',
      body: 'The report settles into its standard sections, from entity details to mitigation suggestions, and adds Secretary of State status checks in the formation and property states.',
    },
    {
      year: '2023',
      title: 'Signature blocks measured',
      body: 'Suggested signature blocks are compared with blocks prepared by closing attorneys on the same files, the basis of our 99% alignment claim.',
    },
    {
      year: '2024',
      title: 'CounselNet',
      body: 'Partner law firms join the programme, so customers can escalate a report to legal review with the documents attached and the report fee credited back.',
    },
    {
      year: '2025',
      title: 'Credits and LOS delivery',
      body: 'Self-service ordering with prepaid credits, plus delivery into loan origination systems by email or structured data packet.',
    },
  ],
  quote: {
    text: 'Every lender I worked with had a story about a loan that almost did not close because of a document nobody read closely enough. The fix was never more heroics from the closing team. It was reading every entity document the same careful way, every time, and telling the team early.',
    attribution: 'Founder and President',
  },
  leadershipTitle: 'Leadership',
  leadershipLead: 'The people you will work with. Each card opens a contact page with a direct line.',
} as const;
