import { brand } from './brand';

/** Copy for /contact and the forms on the public site. */
export const contactPage = {
  meta: {
    title: 'Contact',
    description: `Contact the ${brand.productName} team about entity reports, pricing, LOS integration or a demonstration. Sales email, phone and our Newport Beach, California office.`,
  },
  title: 'Contact us',
  lead: 'Questions about reports, pricing, credits or connecting your loan origination system? Send us a note and someone from our team will reply within one business day.',
  hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m. Pacific',
} as const;

export const demoDialog = {
  title: 'Request a Demo',
  /** SPEC §2, verbatim with the product's name. */
  text: `See firsthand how ${brand.productName} can transform your lending process with a personalized demonstration`,
} as const;

/** The native forms' wording (offline default, when no third-party form is configured). */
export const inboundFormCopy = {
  contact: {
    heading: 'Send us a message',
    submit: 'Send Message',
    submitting: 'Sending...',
    sentTitle: 'Message sent',
    sentBody: 'Thank you. Your message reached our team and we will reply within one business day.',
    another: 'Send another message',
    frameTitle: 'Contact form',
    messageLabel: 'Message',
    messagePlaceholder: 'Your loan volume, the entity types you see most, or your question',
  },
  demo: {
    heading: 'Request a demonstration',
    submit: 'Request Demo',
    submitting: 'Sending...',
    sentTitle: 'Request received',
    sentBody: 'Thank you. We will contact you within one business day to schedule your demonstration.',
    another: 'Send another request',
    frameTitle: 'Demo request form',
    messageLabel: 'What would you like to see?',
    messagePlaceholder: 'For example: trust reports, LOS delivery, or a sample from our own pipeline',
  },
  failedTitle: 'Your message was not sent',
  rulesUnavailable: 'The form could not load. Check your connection and try again.',
} as const;
