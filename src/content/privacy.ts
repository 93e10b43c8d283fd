import { brand, formattedAddress } from './brand';
import type { LegalSection } from './terms';

const company = brand.companyName;
const product = brand.productName;

/** Privacy Policy for the public site, the portal and the Services. */
export const privacyPage = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${company} collects, uses, shares and protects personal information on the ${product} website and in its entity document review services.`,
  },
  title: 'Privacy Policy',
  effectiveDate: 'August 22, 2025',
  intro: [
    `This Privacy Policy explains how ${company} ("${product}", "we", "us") handles personal information when you visit our website, contact us, use the customer portal, or when a lender uses our services to review documents that mention you. It applies together with our Terms of Service.`,
  ],
  sections: [
    {
      number: 1,
      title: 'Information We Collect',
      paragraphs: ['We collect the following categories of information:'],
      list: [
        'Contact details you give us: name, email address, company, phone number and the content of messages or demo requests you send through our forms.',
        'Account information for customers and their Authorized Users: name, business email, company, phone, role and sign-in credentials (passwords are stored only as secure hashes by our authentication provider).',
        'Order information: entity legal names, formation states, loan references and the documents uploaded with each order. Entity documents can contain personal information about owners, managers, officers, trustees and signers, such as names, addresses and signatures.',
        'Usage information: pages visited, actions in the portal, device and browser type, IP address and timestamps, collected through server logs.',
        'Preferences stored in your browser: your light or dark mode choice, and in the portal the session needed to keep you signed in.',
      ],
    },
    {
      number: 2,
      title: 'How We Use Information',
      paragraphs: ['We use personal information to:'],
      list: [
        'provide the services: produce reports, check Secretary of State records, deliver reports to the portal or to your loan origination system, and forward files to a partner law firm when you escalate;',
        'respond to messages and demo requests, and send service and account notices;',
        'secure the services, prevent fraud and abuse, and keep audit records of administrative actions;',
        'measure and improve report quality, for example by comparing suggested signature blocks with final executed documents when a customer shares them;',
        'comply with law and enforce our Terms.',
      ],
      after: [
        'We do not sell personal information, we do not share it for cross-context behavioural advertising, and we do not use documents uploaded by one customer to produce reports for another.',
      ],
    },
    {
      number: 3,
      title: 'How We Share Information',
      paragraphs: ['We share personal information only with:'],
      list: [
        'service providers that host, store, secure or support the services for us, under contracts that limit their use of it;',
        'a partner law firm, when a customer escalates a report to legal review (the report and related documents are forwarded to that firm);',
        'the customer’s own systems and recipients that the customer directs, such as its loan origination system;',
        'authorities or other parties when required by law or legal process, or to protect the rights, safety and property of our customers, our users or us;',
        'a successor in a merger, acquisition or sale of assets, subject to this Policy.',
      ],
    },
    {
      number: 4,
      title: 'Retention',
      paragraphs: [
        'Uploaded order documents are retained for at least 90 days after the order is submitted and may then be deleted. Reports and order records are kept while the customer account is active and for a reasonable period afterwards for legal, audit and dispute purposes. Contact form messages are kept for up to two years unless they lead to a customer relationship.',
      ],
    },
    {
      number: 5,
      title: 'Security',
      paragraphs: [
        'We protect information with encryption in transit, access controls that limit each customer to its own data, role-based administration with an audit log, and monitoring. No system is perfectly secure; if we learn of a security incident affecting your personal information, we will notify you as the law requires.',
      ],
    },
    {
      number: 6,
      title: 'Your Choices and Rights',
      paragraphs: [
        'You may ask us to access, correct or delete personal information we hold about you, or to tell you what we collect and how we use it. California residents have these rights under the California Consumer Privacy Act, including the right to know, to delete, to correct and to limit the use of sensitive personal information, and will not be discriminated against for using them.',
        'Where we process documents on behalf of a lender, we will direct your request to that lender and help it respond. To make a request, email us at the address below; we will verify your request before acting on it. You may use an authorized agent.',
      ],
    },
    {
      number: 7,
      title: 'Cookies and Similar Technologies',
      paragraphs: [
        'The public site does not use advertising or third-party tracking cookies. It stores your light or dark mode choice in your browser. When our contact or demo forms are provided by a third-party form service, that service may set its own cookies, governed by its own policy. The portal stores the session needed to keep you signed in.',
      ],
    },
    {
      number: 8,
      title: 'Children',
      paragraphs: [
        'The services are for businesses and are not directed to children under 16. We do not knowingly collect their personal information.',
      ],
    },
    {
      number: 9,
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this Policy. We will post the new version here with its effective date and, for material changes, notify customers by email or in the portal.',
      ],
    },
    {
      number: 10,
      title: 'Contact Us',
      paragraphs: [`${company}, ${formattedAddress}. Email ${brand.salesEmail} or call ${brand.phone}.`],
    },
  ] satisfies readonly LegalSection[],
} as const;
