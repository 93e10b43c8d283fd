// The Stripe API stand-in over HTTP, for the Supabase-build e2e and by hand: create-credit-checkout runs with
// STRIPE_API_BASE=http://127.0.0.1:<PORT> and STRIPE_SECRET_KEY=<API_KEY>, and this answers in Stripe's wire format
// (tests/support/stripe-stand-in.ts): POST /v1/checkout/sessions, the hosted page at /c/pay/<id>, and
// POST /c/pay/<id>/complete (or /expire) sends the signed event to WEBHOOK_URL (stripe-webhook, run with
// STRIPE_WEBHOOK_SECRET=<WEBHOOK_SECRET>).
//   node_modules/.bin/deno run --allow-net --allow-env scripts/stripe-stand-in.ts
// Env: PORT (default 54331), HOST (default 127.0.0.1), API_KEY (default 'sk_test_stand_in'), WEBHOOK_URL,
// WEBHOOK_SECRET (default 'whsec_stand_in'). Deno only.
import { createStripeStandIn } from '../tests/support/stripe-stand-in.ts';

// The root tsconfig type-checks scripts with Node's types: the slice of Deno this script uses.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { port: number; hostname: string; onListen?: (addr: { hostname: string; port: number }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
};

const port = Number(Deno.env.get('PORT') ?? 54331);
const hostname = Deno.env.get('HOST') ?? '127.0.0.1';
const standIn = createStripeStandIn({
  apiKey: Deno.env.get('API_KEY') ?? 'sk_test_stand_in',
  webhookUrl: Deno.env.get('WEBHOOK_URL'),
  webhookSecret: Deno.env.get('WEBHOOK_SECRET') ?? 'whsec_stand_in',
  baseUrl: `http://${hostname}:${port}`,
});

Deno.serve(
  {
    port,
    hostname,
    onListen: (addr) => console.log(`Stripe stand-in on http://${addr.hostname}:${addr.port}`),
  },
  async (req) => {
    const url = new URL(req.url);
    const headers: Record<string, string> = {};
    req.headers.forEach((value, key) => (headers[key] = value));
    const reply = await standIn.handle({
      method: req.method,
      url: url.pathname + url.search,
      headers,
      body: await req.text(),
    });
    return new Response(reply.text, { status: reply.status, headers: reply.headers });
  },
);
