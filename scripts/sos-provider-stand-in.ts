// The Cobalt Intelligence Secretary of State API stand-in over HTTP, for the Supabase-build e2e: the Edge Function
// check-secretary-of-state runs with COBALT_BASE_URL=http://127.0.0.1:<PORT> and COBALT_API_KEY=<API_KEY>, and this
// answers in Cobalt's wire format as the sandbox does (the 'sandbox' scenario of tests/support/cobalt-stand-in.ts:
// the seeded orders' outcomes, a slow state answered 202 + retryId and ready when polled).
//   node_modules/.bin/deno run --allow-net --allow-env --allow-read scripts/sos-provider-stand-in.ts
// Env: PORT (default 54330), HOST (default 127.0.0.1), API_KEY (default 'stand-in-cobalt-key'). Deno only.
import { cobaltStandInReply } from '../tests/support/cobalt-stand-in.ts';

// The root tsconfig type-checks scripts with Node's types: the slice of Deno this script uses.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { port: number; hostname: string; onListen?: (addr: { hostname: string; port: number }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
};

const port = Number(Deno.env.get('PORT') ?? 54330);
const hostname = Deno.env.get('HOST') ?? '127.0.0.1';
const apiKey = Deno.env.get('API_KEY') ?? 'stand-in-cobalt-key';

Deno.serve(
  {
    port,
    hostname,
    onListen: (addr) =>
      console.log(`Secretary of State stand-in (Cobalt Intelligence API) on http://${addr.hostname}:${addr.port}`),
  },
  (req) => {
    const url = new URL(req.url);
    const headers: Record<string, string> = {};
    req.headers.forEach((value, key) => (headers[key] = value));
    const reply = cobaltStandInReply(
      { method: req.method, url: url.pathname + url.search, headers },
      'sandbox',
      apiKey,
    );
    return new Response(reply.text, { status: reply.status, headers: reply.headers });
  },
);
