import { paths } from '@/config/paths';

/** Header navigation (SPEC §2). The mobile menu omits Impact. */
export const headerLinks = [
  { to: paths.home, label: 'Home', inMobileMenu: true },
  { to: paths.features, label: 'Features', inMobileMenu: true },
  { to: paths.process, label: 'Process', inMobileMenu: true },
  { to: paths.impact, label: 'Impact', inMobileMenu: false },
  { to: paths.about, label: 'About Us', inMobileMenu: true },
  { to: paths.story, label: 'Our Story', inMobileMenu: true },
  { to: paths.counselnet, label: 'CounselNet', inMobileMenu: true },
  { to: paths.contact, label: 'Contact', inMobileMenu: true },
] as const;

export const footerLinks = [
  { to: paths.features, label: 'Features' },
  { to: paths.process, label: 'Process' },
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
] as const;
