// The Stripe client of create-credit-checkout and stripe-webhook (issue 47 §1). STRIPE_SECRET_KEY is the
// function's secret; STRIPE_API_BASE (optional, tests and the Supabase-build e2e) points the SDK at a loopback
// stand-in (tests/support/stripe-stand-in.ts) in Stripe's wire format.
import Stripe from 'npm:stripe@23';

export { Stripe };

/** The SDK for `secretKey`, talking to Stripe or to STRIPE_API_BASE's host, port and protocol. */
export function stripeClient(secretKey: string): Stripe {
  const base = Deno.env.get('STRIPE_API_BASE');
  const target = base ? new URL(base) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
