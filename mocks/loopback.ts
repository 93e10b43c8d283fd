import { createServer as createHandlerApp } from '@mswjs/http-middleware';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES, EMULATOR_ANON_KEY } from './api/routes';
import { createHandlers, DEFAULT_MOCK_CONFIG, type HandlerContext, type MockConfig } from './handlers';
import { signApiKey } from './handlers/jwt';
import { createMemoryContext } from './memory-context';
import { purgeOrderDocuments, PURGE_EVERY_MS } from './handlers/purge-order-documents';

/**
 * The in-browser backend's handlers over real HTTP on a loopback port (the local emulator): the same
 * GoTrue, PostgREST, Storage and Edge Function answers, so any Supabase client can use it: the production
 * build of the app, `curl`, and the Edge Functions running under Deno. Data lives in memory, seeded at
 * start. It signs with a secret of its own, random at each start unless `jwtSecret` is given (EMULATOR_JWT_SECRET
 * for `npm run backend`): the in-browser backend's secret ships in its page, and would mint service_role and aal2
 * tokens here. The public anon key is accepted as it is (jwt.ts).
 */

export interface LoopbackEmulator {
  /** The project URL to give a Supabase client (SUPABASE_URL). */
  url: string;
  anonKey: string;
  /** Signed with this emulator's secret; never a real project's key. */
  serviceRoleKey: string;
  ctx: HandlerContext;
  /** Restores the seed. */
  reset(): Promise<void>;
  /**
   * Runs the retention purge now: the twin of purge-order-documents, which production runs on a schedule and this
   * emulator runs every `purgeEveryMs` (a day). Answers what the function answers.
   */
  purge(): Promise<{ purged: number; deletedUserFiles: number }>;
  close(): Promise<void>;
}

export interface LoopbackOptions extends Partial<MockConfig> {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Where the real Edge Functions answer (`npm run backend` reads EDGE_FUNCTIONS_URL): the AI reader's and the
   * Secretary of State lookup's routes are forwarded there, to the Deno functions and their providers (or
   * stand-ins), instead of answered by their twins. Either one base URL the functions answer under
   * (`${url}/<name>`), or `name=url` pairs separated by commas, one per function served on its own (a function
   * not listed is answered by its twin).
   */
  edgeFunctionsUrl?: string;
  /**
   * How often the retention purge runs (default daily, as production schedules purge-order-documents; 0: never):
   * closed orders' documents past retention, and the files of users who no longer exist.
   */
  purgeEveryMs?: number;
}

/** The functions whose real code runs elsewhere when edgeFunctionsUrl is set: what the twins cannot do. */
const FORWARDED_FUNCTIONS: ReadonlySet<string> = new Set([
  API_ROUTES.readDocumentsAi,
  API_ROUTES.checkSecretaryOfState,
  // Buying credits: the real functions talk to Stripe (or its loopback stand-in), which signs the webhook.
  API_ROUTES.createCreditCheckout,
  API_ROUTES.stripeWebhook,
]);

/** The URL that answers a forwarded function's route, or null when its twin answers it. */
export function functionTarget(spec: string, name: string, search = ''): string | null {
  if (!spec.includes('=')) return `${spec.replace(/\/+$/, '')}/${name}${search}`;
  for (const pair of spec.split(',')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name)
      return `${pair
        .slice(at + 1)
        .trim()
        .replace(/\/+$/, '')}${search}`;
  }
  return null;
}

/**
 * Headers of one connection, not of the message; content-length and content-encoding are set again for the
 * bytes relayed (fetch decodes a compressed answer), and no compression is asked for.
 */
const NOT_RELAYED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
  'accept-encoding',
]);

/** The function at `${functionsUrl}/<name>` answers the request: its status, headers and body are relayed. */
async function forwardToFunction(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (value !== undefined && !NOT_RELAYED.has(key))
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(Buffer.concat(chunks)),
      redirect: 'manual',
    });
  } catch (error) {
    // As the gateway answers when the function cannot be reached: no code, so the client reads it as network.
    console.error(`The Edge Function at ${target} could not be reached`, error);
    res.statusCode = 502;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ message: `The Edge Function at ${target} could not be reached` }));
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  res.statusCode = answer.status;
  answer.headers.forEach((value, key) => {
    if (!NOT_RELAYED.has(key)) res.setHeader(key, value);
  });
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The API gateway's CORS: any origin may call the API with the headers supabase-js sends. */
function cors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, prefer, accept-profile, content-profile, range, x-upsert, cache-control',
  );
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Supabase-Api-Version, x-sb-error-code');
  if (req.method !== 'OPTIONS') return false;
  res.statusCode = 204;
  res.end();
  return true;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What `npm run backend` says when it starts: where it listens, and, when that is not the loopback
 * interface, what anyone who reaches it can do: the personas are public accounts (their password and codes),
 * so their mails and whatever they may see are anyone's.
 */
export function exposureNotice(host: string): string {
  if (LOOPBACK_HOSTS.has(host)) return `Listening on ${host} only (this machine). Set HOST to listen elsewhere.`;
  return [
    `WARNING: listening on ${host}, reachable from other machines.`,
    '  Anyone who reaches it can sign in as the demo personas (their password and codes are public) and read their',
    "  mails and whatever they may see, an admin's rights included. Other accounts' mails show to their owners, and",
    '  resetting (POST /demo/v1/reset) takes the service-role key below. Use HOST=127.0.0.1 unless this network is',
    '  yours alone.',
  ].join('\n');
}

/** 256 random bits, base64url: a signing secret nobody else holds. */
function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

export async function startLoopbackEmulator(options: LoopbackOptions = {}): Promise<LoopbackEmulator> {
  const { host = '127.0.0.1', port = 54321, edgeFunctionsUrl, purgeEveryMs = PURGE_EVERY_MS, ...overrides } = options;
  const config: MockConfig = {
    ...DEFAULT_MOCK_CONFIG,
    // Its data is every client's: resetting it or adding to it takes its service-role key.
    demoWritesNeedServiceRole: true,
    ...overrides,
    jwtSecret: overrides.jwtSecret || randomSecret(),
  };
  const ctx = createMemoryContext(config);
  await ctx.reseed();
  // Relative handler paths: the middleware resolves them against this server's own origin.
  const app = createHandlerApp(...createHandlers(ctx, ''));
  const server = createServer((req, res) => {
    if (cors(req, res)) return;
    const path = new URL(req.url ?? '/', 'http://loopback.invalid').pathname;
    if (!edgeFunctionsUrl || !FORWARDED_FUNCTIONS.has(path)) return app(req, res);
    const search = new URL(req.url ?? '/', 'http://loopback.invalid').search;
    const target = functionTarget(edgeFunctionsUrl, path.slice('/functions/v1/'.length), search);
    if (target === null) return app(req, res);
    forwardToFunction(req, res, target).catch((error: unknown) => {
      console.error('Error forwarding to an Edge Function', error);
      res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const purge = () => purgeOrderDocuments(ctx);
  const schedule =
    purgeEveryMs > 0
      ? setInterval(() => {
          purge().catch((error: unknown) => console.error('The scheduled purge failed', error));
        }, purgeEveryMs)
      : null;
  // The schedule never keeps the process alive by itself.
  schedule?.unref?.();
  return {
    url: `http://${host}:${address.port}`,
    anonKey: EMULATOR_ANON_KEY,
    serviceRoleKey: await signApiKey('service_role', config.jwtSecret),
    ctx,
    reset: ctx.reseed,
    purge,
    close: () =>
      new Promise<void>((resolve) => {
        if (schedule) clearInterval(schedule);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
