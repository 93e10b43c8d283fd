import { brand } from './brand';

/** Copy for /counselnet: the partner law firm programme (SPEC §1). */
export const counselnetPage = {
  meta: {
    title: 'CounselNet',
    description: `CounselNet is the ${brand.productName} partner law firm programme: escalate a report to legal review, the firm receives the report and documents, and the report fee is credited back.`,
  },
  eyebrow: 'Partner law firm programme',
  title: 'CounselNet: legal review one click from the report',
  lead: `Most entity files close on the report. When one needs an attorney, escalate it from the portal to a CounselNet partner firm. The firm receives the report and the documents, and the ${brand.productName} report fee is credited back to your account.`,
  stepsTitle: 'How escalation works',
  steps: [
    {
      title: 'Escalate from the report',
      body: 'Choose Escalate to legal review on any completed report and add a note on what you need answered.',
    },
    {
      title: 'The firm receives everything',
      body: 'The report and every uploaded document are forwarded to a partner firm, so the attorney starts from our findings instead of a blank page.',
    },
    {
      title: 'Your fee is credited back',
      body: 'The credits used for the report are returned to your account when the escalation is accepted.',
    },
    {
      title: 'The attorney works with you directly',
      body: 'The firm engages with your team under its own engagement terms and delivers its review, opinion or closing documents to you.',
    },
  ],
  whenTitle: 'When to escalate',
  when: [
    'A trust whose powers clause is silent on borrowing or encumbering, or a trustee who has died or resigned',
    'Multi-tier structures where the manager or general partner is itself an entity in another state',
    'Documents that conflict with each other, or amendments that cannot be located',
    'An entity that is suspended, forfeited or administratively dissolved and needs reinstatement before closing',
    'Loans that need a legal opinion on authority or enforceability as a condition of funding',
  ],
  firmsTitle: 'What partner firms agree to',
  firms: [
    'Experience in commercial lending and entity authority work in the states they cover',
    'An engagement letter with your institution before any legal advice is given',
    'Conflict checks run before accepting an escalation',
    'Confidential handling of the report and documents under their professional obligations',
  ],
  faqTitle: 'Questions lenders ask',
  faq: [
    {
      question: `Is ${brand.productName} giving legal advice?`,
      answer: `No. ${brand.productName} reports are not legal opinions. Legal advice comes only from the partner firm, under its own engagement with you.`,
    },
    {
      question: 'Who pays the attorney?',
      answer:
        'The firm quotes and bills its fees directly to you. The report fee you paid us is credited back when the escalation is accepted.',
    },
    {
      question: 'Can we use our own counsel instead?',
      answer:
        'Yes. Download the report and documents from the portal and send them to any firm you choose. The credit-back applies to escalations through CounselNet.',
    },
  ],
} as const;
