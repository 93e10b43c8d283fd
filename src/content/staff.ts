import { brand } from './brand';

/** The four staff contact cards (SPEC §2), in the spec's order. Each gets a route from its slug. */
export interface StaffMember {
  slug: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  phoneHref: string;
  bio: string;
}

export const staff: readonly StaffMember[] = [
  {
    slug: 'daniel-whitaker',
    name: 'Daniel Whitaker',
    title: 'Founder and President',
    email: 'daniel.whitaker@entitylens.example',
    phone: '(949) 555-0143',
    phoneHref: 'tel:+19495550143',
    bio: `Daniel spent two decades in commercial lending and loan documentation before founding ${brand.productName} to take the manual entity review out of every loan file.`,
  },
  {
    slug: 'maria-delgado',
    name: 'Maria Delgado',
    title: 'Director Client Services',
    email: 'maria.delgado@entitylens.example',
    phone: '(949) 555-0144',
    phoneHref: 'tel:+19495550144',
    bio: 'Maria onboards lending teams, sets up ordering and LOS delivery, and is the first call when a report needs a second look.',
  },
  {
    slug: 'kevin-tran',
    name: 'Kevin Tran',
    title: 'Director Artificial Intelligence',
    email: 'kevin.tran@entitylens.example',
    phone: '(949) 555-0145',
    phoneHref: 'tel:+19495550145',
    bio: 'Kevin leads the models that read operating agreements, bylaws and trust instruments, and the review process that checks them against attorney work.',
  },
  {
    slug: 'rachel-moreno',
    name: 'Rachel Moreno',
    title: 'Customer Relations Manager',
    email: 'rachel.moreno@entitylens.example',
    phone: '(949) 555-0146',
    phoneHref: 'tel:+19495550146',
    bio: 'Rachel manages credit purchases, billing questions and day-to-day account care for every customer.',
  },
];
