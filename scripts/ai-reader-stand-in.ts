// The Anthropic Messages API stand-in over HTTP, for the Supabase-build e2e: the Edge Function read-documents-ai
// runs with ANTHROPIC_BASE_URL=http://127.0.0.1:<PORT> and this answers as a careful model would (the 'ready'
// scenario of tests/support/anthropic-stand-in.ts: the built-in reader's fields, in the answer schema).
// STAND_IN=openai serves the OpenAI-compatible chat completions stand-in instead (tests/support/openai-stand-in.ts;
// OPENAI_BASE_URL=http://127.0.0.1:<PORT>/v1).
//   node_modules/.bin/deno run --allow-net --allow-env --allow-read scripts/ai-reader-stand-in.ts
// Env: PORT (default 54329), HOST (default 127.0.0.1), STAND_IN. Deno only; nothing here is bundled into the app.
import { standInReply } from '../tests/support/anthropic-stand-in.ts';
import { openAiStandInReply } from '../tests/support/openai-stand-in.ts';

// The root tsconfig type-checks scripts with Node's types: the slice of Deno this script uses.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { port: number; hostname: string; onListen?: (addr: { hostname: string; port: number }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
};

const port = Number(Deno.env.get('PORT') ?? 54329);
const hostname = Deno.env.get('HOST') ?? '127.0.0.1';
const openAi = Deno.env.get('STAND_IN') === 'openai';
const answer = openAi ? openAiStandInReply : standInReply;

Deno.serve(
  {
    port,
    hostname,
    onListen: (addr) =>
      console.log(
        `AI reader stand-in (${openAi ? 'OpenAI chat completions' : 'Anthropic Messages API'}) on http://${addr.hostname}:${addr.port}`,
      ),
  },
  async (req) => {
    const url = new URL(req.url);
    const headers: Record<string, string> = {};
    req.headers.forEach((value, key) => (headers[key] = value));
    const reply = answer({ method: req.method, path: url.pathname, headers, body: await req.text() }, 'ready');
    if ('hang' in reply) return new Response(null, { status: 500 });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: reply.headers });
  },
);
