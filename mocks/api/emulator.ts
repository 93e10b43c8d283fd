import { z } from 'zod';

/**
 * What the emulator owns beyond Supabase's own API: the project's public anon key and the demo namespace (the
 * outbox and the reset). Part of the wire contract (mocks/api), so the handlers and the mock adapter share it.
 */

/**
 * The emulator project's public (anon) key: a JWT with role anon, signed with the emulator's demo secret,
 * as a Supabase project's legacy anon key is. supabase-js sends it as `apikey` and, with nobody signed in,
 * as the bearer token. Public by nature, like every anon key.
 */
export const EMULATOR_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicmVmIjoiZW11bGF0b3IiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.3yFMAxL_9S-TXTIFw9ZqHDu0hdrB47PRBuwZW59eaxw';

/** The demo-only routes, relative to the API's base URL. */
export const DEMO_ROUTES = {
  demoOutbox: '/demo/v1/outbox',
  demoReset: '/demo/v1/reset',
  /** POST `{ count }`: adds that many sample customers (the staff lists at scale, for demos and measurements). */
  demoSampleCustomers: '/demo/v1/sample-customers',
  /** GET `?email=`: the current code of each verified TOTP factor of that address (sales pass the challenge). */
  demoTotpCodes: '/demo/v1/totp-codes',
  /**
   * The demo's Stripe sandbox: GET `<prefix>/<session id>` reads the Checkout Session the demo's checkout page
   * shows, POST `<prefix>/<session id>/pay` pays it with a test card (the twin of stripe-webhook then grants).
   */
  demoCheckoutSessions: '/demo/v1/checkout-sessions',
} as const;

/** The site page a demo Checkout Session opens (the in-browser build's stand-in for Stripe's hosted page). */
export const DEMO_CHECKOUT_PAGE_PATH = '/demo/checkout';

/** Where one attachment of an outbox email downloads: `${DEMO_ROUTES.demoOutbox}/<email id>/attachments/<index>`. */
export function demoAttachmentPath(emailId: string, index: number): string {
  return `${DEMO_ROUTES.demoOutbox}/${encodeURIComponent(emailId)}/attachments/${index}`;
}

/** An attachment as the inbox lists it; its content downloads from demoAttachmentPath(). */
export const outboxAttachmentSchema = z.object({
  /** The file name the recipient sees. */
  name: z.string(),
  content_type: z.string(),
  /** False once the content is gone (a stored file removed since the email was sent). */
  available: z.boolean(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachmentSchema>;

/** A message the emulator "sent": the demo inbox shows these, newest first. */
export const outboxEmailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The action link (password recovery, the order or report page), relative to the site origin. */
  link: z.string().nullable(),
  created_at: z.string().datetime({ offset: true }),
  /** The files the email carries (a report's PDF and data packet, an order's documents). */
  attachments: z.array(outboxAttachmentSchema).default([]),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET DEMO_ROUTES.demoTotpCodes: what the address's authenticator apps show now. */
export const demoTotpCodesSchema = z.array(
  z.object({
    factor_id: z.uuid(),
    friendly_name: z.string(),
    code: z.string().regex(/^\d{6}$/),
    seconds_left: z.number().int().min(1).max(30),
  }),
);

/** A test card of the demo's Stripe sandbox and what paying with it does (Stripe's own test numbers). */
export interface DemoTestCard {
  number: string;
  description: string;
}

/** The cards the demo's checkout page lists, in Stripe's test-mode numbers; any future expiry and CVC. */
export const DEMO_TEST_CARDS: readonly DemoTestCard[] = [
  { number: '4242 4242 4242 4242', description: 'Pays: the credits are added once the payment is confirmed.' },
  { number: '4000 0000 0000 0002', description: 'Is declined: "Your card was declined." Nothing is charged.' },
];

/** The demo's view of a Checkout Session (what Stripe's hosted page shows of it). */
export const demoCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  pack_name: z.string(),
  credits: z.number().int(),
  amount_total: z.number().int(),
  currency: z.string(),
  customer_email: z.string().nullable(),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type DemoCheckoutSessionWire = z.infer<typeof demoCheckoutSessionSchema>;
