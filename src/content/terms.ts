import { brand, formattedAddress } from './brand';

/** A numbered section of a legal page: paragraphs, optionally followed by a list. */
export interface LegalSection {
  number?: number;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}

const company = brand.companyName;
const product = brand.productName;

/** Terms of Service (SPEC §9). Sections 1 to 18; sections 3 to 17 survive termination (section 18). */
export const termsPage = {
  meta: {
    title: 'Terms of Service',
    description: `The terms that govern ${product} accounts, credits, orders and reports, including data retention, liability, suspension and termination, and dispute resolution.`,
  },
  title: 'Terms of Service',
  version: 'v.20250822',
  effectiveDate: 'August 22, 2025',
  intro: [
    `These Terms of Service ("Terms") govern access to and use of the ${product} website, customer portal and entity document review services provided by ${company} ("${product}", "we", "us"). Please read them carefully. By accepting them, you agree to them on behalf of the Customer you represent.`,
  ],
  sections: [
    {
      number: 1,
      title: 'Acceptance and Order of Precedence',
      paragraphs: [
        'You accept these Terms by clicking to accept them when you submit an order (clickwrap acceptance). Acceptance is required at each order, and the version in effect when you submit an order applies to that order.',
        'If the Customer has signed a master services agreement with us, that agreement controls. If there is a conflict, the order of precedence is: (a) the master services agreement, then (b) the order form, then (c) these Terms.',
        'The person accepting these Terms confirms that they have authority to bind the Customer.',
      ],
    },
    {
      number: 2,
      title: 'Definitions',
      paragraphs: ['In these Terms:'],
      list: [
        '"Customer" means the lender or other organization that holds the account and purchases credits.',
        '"Authorized Users" means the Customer’s employees, agents and contractors whom the Customer designates to use the Services on its behalf.',
        `"Services" means the ${product} website, customer portal, entity document review, reports, delivery options and related support.`,
        '"Credits" means prepaid units purchased by the Customer and consumed when a report is ordered.',
        '"Order" means a request for a report, submitted with an entity legal name, formation state and uploaded documents.',
        '"Customer Documents" means the documents and information the Customer or its Authorized Users upload or submit.',
        '"Report" means the standardized output of the Services for an Order.',
      ],
    },
    {
      number: 3,
      title: 'The Services and Reports',
      paragraphs: [
        'The Services read Customer Documents and public Secretary of State records and produce a Report covering entity details, ownership, management authority, a suggested signature block, Secretary of State status and risk flags with mitigation suggestions.',
        'Reports are informational tools for lending professionals. They are not legal advice or legal opinions, and no attorney-client relationship is formed with us. Reports depend on the completeness and accuracy of the Customer Documents and on state records as of the time they are checked. The Customer remains responsible for its credit, compliance and closing decisions.',
        'Through the partner law firm programme, the Customer may escalate a Report to legal review. When it does, we forward the Report and the related Customer Documents to the partner firm, and credit back the report fee. Any legal services are provided by the firm under its own engagement with the Customer, not by us.',
        'Optional integration with the Customer’s loan origination system, by email or by structured data packet, is provided as described in the applicable order form.',
      ],
    },
    {
      number: 4,
      title: 'Accounts and Authorized Users',
      paragraphs: [
        'The Customer is responsible for its Authorized Users, for keeping account credentials confidential, and for all activity under its account. The Customer will promptly tell us of any unauthorized use or suspected security incident involving its account.',
        'Authorized Users must be at least 18 years old and must use the Services only for the Customer’s internal business purposes.',
      ],
    },
    {
      number: 5,
      title: 'Credits, Fees and Payment',
      paragraphs: [
        'Reports are paid for with Credits. Credit prices, volume tiers and any validity period are stated in the order form or on the purchase page at the time of purchase. Credits are consumed when an Order is submitted and are non-refundable except as stated in these Terms or the order form.',
        'Fees are due as stated in the order form. Fees exclude taxes, which the Customer will pay except for taxes on our income. Late amounts may lead to suspension under Section 13.',
      ],
    },
    {
      number: 6,
      title: 'Customer Documents and Retention',
      paragraphs: [
        'The Customer keeps all rights in Customer Documents and grants us a limited licence to process them to provide the Services, including forwarding them to a partner law firm when the Customer escalates.',
        'The Customer confirms it has the right to upload the Customer Documents and that doing so does not breach any confidentiality obligation or law.',
        'Uploaded PDF documents are retained for at least 90 days after the order is submitted, after which they may be deleted. Reports remain available in the portal while the account is active. Download any documents you need to keep for your own records.',
      ],
    },
    {
      number: 7,
      title: 'Acceptable Use',
      paragraphs: ['The Customer and its Authorized Users will not:'],
      list: [
        'upload material they have no right to share, or material containing malware;',
        'attempt to access another customer’s data, or probe, scan or test the vulnerability of the Services without our written permission;',
        'resell the Services or Reports as a standalone product, or use them to build a competing service;',
        'use the Services in violation of law, including fair lending, privacy and sanctions laws.',
      ],
    },
    {
      number: 8,
      title: 'Intellectual Property',
      paragraphs: [
        `We own the Services, including the software, models, report format and documentation. Subject to these Terms, the Customer may use and copy Reports for its own lending, servicing, compliance and audit purposes, and share them with its borrowers, counsel, title companies, investors and regulators in connection with a loan.`,
        'If the Customer sends us suggestions or feedback, we may use them without obligation.',
      ],
    },
    {
      number: 9,
      title: 'Confidentiality and Security',
      paragraphs: [
        'Each party will protect the other’s confidential information with at least reasonable care and use it only to perform under these Terms. We use administrative, technical and physical safeguards designed to protect Customer Documents, and we process personal information as described in our Privacy Policy.',
      ],
    },
    {
      number: 10,
      title: 'Disclaimers',
      paragraphs: [
        'Except as expressly stated in these Terms, the Services and Reports are provided "as is" and "as available". We do not warrant that Reports are error-free, that state records are current, or that the Services will be uninterrupted. Marketing statements about accuracy, time saved or cost are estimates based on past results, not guarantees.',
      ],
    },
    {
      number: 11,
      title: 'Indemnification',
      paragraphs: [
        'The Customer will defend us against any third-party claim arising from (a) Customer Documents, including a claim that uploading or processing them violated someone’s rights, (b) the Customer’s or its Authorized Users’ breach of these Terms or of law, or (c) lending, credit or closing decisions the Customer makes, and will pay the damages, costs and reasonable attorneys’ fees finally awarded or agreed in settlement.',
        'We will defend the Customer against any third-party claim that the Services, as we provide them, infringe that party’s intellectual property rights, and will pay the damages, costs and reasonable attorneys’ fees finally awarded or agreed in settlement. We have no obligation for claims caused by Customer Documents, by combining the Services with anything we did not provide, or by use in breach of these Terms.',
        'The party seeking defense must notify the other promptly, give it control of the defense and settlement, and cooperate reasonably. No settlement that admits fault or imposes obligations on the defended party may be made without its consent.',
      ],
    },
    {
      number: 12,
      title: 'Limitation of Liability',
      paragraphs: [
        'Each party’s total liability arising out of or relating to the Services or these Terms is limited to the amount the Customer paid for Credits in the 12 months before the event giving rise to the claim.',
        'Neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, even if advised of the possibility. These limits do not apply to amounts owed for Credits or to a party’s fraud or wilful misconduct.',
      ],
    },
    {
      number: 13,
      title: 'Suspension and Termination',
      paragraphs: [
        'We may suspend access to the Services for non-payment, for a violation of these Terms, or when use of the account presents a security risk to the Services or to other customers. We will tell the Customer the reason and restore access promptly once it is resolved.',
        'Either party may terminate for the other party’s material breach that is not cured within 30 days after written notice describing it. The Customer may stop using the Services at any time. On termination, access to the portal ends, unpaid fees become due, and Customer Documents are handled as described in Section 6.',
      ],
    },
    {
      number: 14,
      title: 'Changes to the Services and to These Terms',
      paragraphs: [
        'We may improve and change the Services, but we will keep the core functionality of purchased Credits during their validity period.',
        'We may revise these Terms by posting a new version on this site with its date. Revised Terms apply to new orders submitted after the posted date; each order remains governed by the version the Customer accepted when submitting it.',
      ],
    },
    {
      number: 15,
      title: 'Force Majeure; Export and Sanctions',
      paragraphs: [
        'Neither party is liable for delay or failure to perform (other than payment obligations) caused by events beyond its reasonable control, such as natural disasters, war, terrorism, labour disputes, government action, or failures of utilities, networks or state record systems.',
        'Each party represents that it is not named on, or owned or controlled by a party named on, any U.S. government sanctions or denied-party list, and the Customer will not use or export the Services in violation of U.S. export control or sanctions laws.',
      ],
    },
    {
      number: 16,
      title: 'Governing Law and Disputes',
      paragraphs: [
        'These Terms are governed by the laws of the State of California, without regard to its conflict of laws rules.',
        'If the Customer has no master services agreement with us, any dispute arising out of or relating to these Terms or the Services will be resolved by binding arbitration administered by a recognized arbitration body in Orange County, California, before a single arbitrator. Either party may seek temporary injunctive relief in court to protect its confidential information or intellectual property.',
      ],
    },
    {
      number: 17,
      title: 'General',
      paragraphs: [],
      list: [
        'Assignment: neither party may assign these Terms without the other’s consent, except to a successor in a merger, acquisition or sale of substantially all of its assets, with notice.',
        'Severability: if any provision is found unenforceable, it will be enforced to the maximum extent permitted and the rest of these Terms remain in effect.',
        `Notices: we may give notices by posting on this site, by email to the account email address, or through the Services. Notices to us go to ${brand.salesEmail} and to ${company}, ${formattedAddress}.`,
        'Entire agreement: these Terms, together with any order form and master services agreement, are the entire agreement between the parties about their subject and replace prior discussions on it.',
        'No waiver: failing to enforce a provision is not a waiver of it.',
      ],
    },
    {
      number: 18,
      title: 'Survival',
      paragraphs: [
        'Sections 3 through 17 survive any termination or expiration of these Terms, together with any payment obligations that accrued before termination.',
      ],
    },
  ] satisfies readonly LegalSection[],
  contact: `Questions about these Terms: ${brand.salesEmail}, ${brand.phone}, ${formattedAddress}.`,
} as const;
