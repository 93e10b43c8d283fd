import { staff } from '../content/staff';

/** The typed route table: every path the app links to. */
export const paths = {
  home: '/',
  features: '/features',
  process: '/process',
  impact: '/impact',
  about: '/about',
  story: '/story',
  ourStory: '/our-story',
  counselnet: '/counselnet',
  contact: '/contact',
  login: '/login',
  privacy: '/privacy',
  terms: '/terms',
  auth: '/auth',
  portal: '/portal',
  portalCredits: '/portal/credits',
  portalBuyCredits: '/portal/credits/buy',
  portalCreditCheckout: '/portal/credits/checkout',
  request: '/request',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminDashboardAlias: '/admin-dashboard',
  secureRoles: '/secure-roles',
  adminOrders: '/admin/orders',
  adminCredits: '/admin/credits',
  adminAudit: '/admin/audit',
  demoInbox: '/demo/inbox',
} as const;

/** The return page of a checkout (Stripe sends the customer back to it with the session id). */
export const portalCreditCheckoutPath = (sessionId: string) =>
  `${paths.portalCreditCheckout}?session_id=${encodeURIComponent(sessionId)}`;

/** The demo's own checkout page of a session (in-browser build only: the demo's Stripe sandbox). */
export const demoCheckoutPath = (sessionId: string) => `/demo/checkout/${encodeURIComponent(sessionId)}`;

export const staffPath = (slug: string) => `/${slug}`;

/** One of the customer's own orders in the portal. */
export const portalOrderPath = (orderId: string) => `${paths.portal}/orders/${encodeURIComponent(orderId)}`;

/** The published report of one of the customer's orders (its latest version; `?version=n` opens an earlier one). */
export const portalOrderReportPath = (orderId: string) => `${portalOrderPath(orderId)}/report`;

/** One order on the staff order page. */
export const adminOrderPath = (orderId: string) => `${paths.adminOrders}/${orderId}`;
/** A customer's credits (the `user` parameter takes the user's id or email). */
export const adminCreditsPath = (user: string) => `${paths.adminCredits}?user=${encodeURIComponent(user)}`;

/** Public pages rendered to static HTML at build time (and listed in the sitemap, see site-files.ts). */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.features,
  paths.process,
  paths.impact,
  paths.about,
  paths.story,
  paths.ourStory,
  paths.counselnet,
  paths.contact,
  paths.privacy,
  paths.terms,
  ...staff.map((m) => staffPath(m.slug)),
];

/** Every page prerendered to HTML: the public pages and the legacy login (not worth a sitemap entry). */
export const prerenderedPagePaths: readonly string[] = [...publicPaths, paths.login];

/** Every prerendered path: the pages and robots.txt. */
export const prerenderedPaths: readonly string[] = [...prerenderedPagePaths, '/robots.txt'];
