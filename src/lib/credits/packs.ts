// Buying credits (issue 47 §1): the packs on sale and the rules of a checkout request, in plain TypeScript with no
// framework and no browser- or Node-only API, so the Buy credits page, the in-browser twin of the checkout
// (mocks/handlers) and the Edge Functions (Deno: create-credit-checkout, stripe-webhook) read one list and answer
// one set of errors. Prices follow the marketing claim: "about $35 or less per report, volume-based".

export type CreditPackId = 'starter' | 'team' | 'volume';

export interface CreditPack {
  id: CreditPackId;
  name: string;
  /** One credit pays for one report. */
  credits: number;
  /** The whole pack's price in US cents, as Stripe charges it (currency usd). */
  priceCents: number;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', credits: 10, priceCents: 35_000 },
  { id: 'team', name: 'Team', credits: 50, priceCents: 150_000 },
  { id: 'volume', name: 'Volume', credits: 200, priceCents: 500_000 },
];

export const CREDIT_PACK_CURRENCY = 'usd';

export function creditPack(id: unknown): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}

/** The pack whose price and credits a paid checkout carries, or undefined: a price we do not sell is refused. */
export function packForPayment(packId: unknown, amountCents: unknown, currency: unknown): CreditPack | undefined {
  const pack = creditPack(packId);
  return pack && pack.priceCents === amountCents && currency === CREDIT_PACK_CURRENCY ? pack : undefined;
}

/** The price of one report in a pack, in cents, rounded down to whole cents. */
export const pricePerCreditCents = (pack: CreditPack) => Math.floor(pack.priceCents / pack.credits);

/**
 * The checkout's state as the customer's return page reads it (public.credit_checkouts.status): open until Stripe
 * reports payment, complete once the verified webhook has granted the credits, expired when Stripe gave up on it.
 */
export type CreditCheckoutStatus = 'open' | 'complete' | 'expired';

/** POST create-credit-checkout: `{ pack_id }` with the customer's bearer token. */
export interface CreateCreditCheckoutBody {
  pack_id: CreditPackId;
}

/** What create-credit-checkout answers: the Checkout page to send the customer to, and the session it opened. */
export interface CreditCheckoutStarted {
  session_id: string;
  url: string;
}

/** The error answers (`{ code, message }`) both the Edge Functions and their twins give. */
export const CREDIT_CHECKOUT_ERRORS = {
  unknownPack: { status: 400, code: 'validation_failed', message: 'Choose one of the credit packs.' },
  notCustomer: { status: 403, code: 'not_customer', message: 'Only customer accounts buy credits.' },
  notConfigured: {
    status: 503,
    code: 'payments_not_configured',
    message: 'Card payments are not set up yet. Please contact us to buy credits.',
  },
  providerFailed: {
    status: 502,
    code: 'payment_provider_failed',
    message: 'The payment page could not be opened. Please try again in a minute.',
  },
} as const;

/** create-credit-checkout's body rules: the pack, or the reasons it is refused. */
export function validateCreateCreditCheckoutBody(
  body: Record<string, unknown> | null,
): CreateCreditCheckoutBody | string[] {
  if (!body) return ['Invalid request body'];
  const pack = creditPack(body.pack_id);
  return pack ? { pack_id: pack.id } : [CREDIT_CHECKOUT_ERRORS.unknownPack.message];
}

/**
 * Where Checkout sends the customer back, below the site's origin (SITE_URL): the return page with the session
 * (Stripe fills in {CHECKOUT_SESSION_ID}), or the Buy credits page saying nothing was charged.
 */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
export const CREDIT_CHECKOUT_SUCCESS_PATH = `/portal/credits/checkout?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`;
export const CREDIT_CHECKOUT_CANCEL_PATH = '/portal/credits/buy?cancelled=1';

/** stripe-webhook's answer (400 invalid_signature) to a forged, missing or stale signature, and its twin's. */
export const INVALID_SIGNATURE_MESSAGE = 'The Stripe signature could not be verified; nothing was applied.';
