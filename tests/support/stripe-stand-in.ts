// A loopback stand-in for the slice of Stripe's API that buying credits uses, in Stripe's real wire format: the
// form-encoded POST /v1/checkout/sessions with a Bearer secret key (Stripe's object shapes and error shape), the
// hosted page of a session, and the events Stripe sends to the webhook endpoint, signed in Stripe's scheme
// (Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" with the endpoint's secret>).
// Framework-free (Web Crypto, fetch): the Node tests and scripts/stripe-stand-in.ts (Deno) share it.

export interface StandInRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface StandInReply {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  /** Not Stripe's: the line item's product name, for the hosted page. */
  line_item_name: string;
}

export interface StripeStandInOptions {
  /** The secret key accepted (sk_test_…); any other is answered 401. */
  apiKey: string;
  /** Where events go, and the endpoint's signing secret (whsec_…). */
  webhookUrl?: string;
  webhookSecret: string;
  /** The stand-in's own origin, for the hosted page URL. */
  baseUrl: string;
  /** Answer every API call with this status (Stripe failing), or 0 for normal service. */
  failWith?: number;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

function randomId(prefix: string, length = 24): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return prefix + [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Stripe-Signature for `payload` at `timestamp` (unix seconds), as Stripe signs an event. */
export async function stripeSignature(payload: string, secret: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${payload}`));
  return `t=${timestamp},v1=${hex(mac)}`;
}

/** Stripe's error body: `{ error: { type, code?, param?, message } }`. */
function stripeError(status: number, error: Record<string, string>): StandInReply {
  return {
    status,
    headers: { 'Content-Type': 'application/json', 'Request-Id': randomId('req_', 14) },
    text: JSON.stringify({ error }, null, 2),
  };
}

const json = (body: unknown, status = 200): StandInReply => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Request-Id': randomId('req_', 14) },
  text: JSON.stringify(body, null, 2),
});

/** Stripe's own view of a session (without the stand-in's line_item_name). */
const wire = ({ line_item_name: _name, ...session }: StripeCheckoutSession) => session;

export function createStripeStandIn(options: StripeStandInOptions) {
  const sessions = new Map<string, StripeCheckoutSession>();
  /** What the API received, in order: path, the Authorization header, the form fields. */
  const received: Array<{ method: string; path: string; authorization: string | undefined; form: URLSearchParams }> =
    [];
  /** Amount refunded so far, per payment intent (charge.amount_refunded is cumulative). */
  const refunded = new Map<string, number>();
  const state = { failWith: options.failWith ?? 0 };

  function authorize(req: StandInRequest): StandInReply | null {
    const auth = req.headers.authorization ?? req.headers.Authorization;
    const key = /^Bearer (\S+)$/.exec(auth ?? '')?.[1];
    if (!key)
      return stripeError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (key !== options.apiKey)
      return stripeError(401, {
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      });
    return null;
  }

  function createSession(form: URLSearchParams): StandInReply {
    const missing = (param: string) =>
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param,
        message: `Missing required param: ${param}.`,
      });
    const invalid = (param: string, message: string) =>
      stripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
    if (form.get('mode') !== 'payment') return invalid('mode', 'This stand-in sells one-off payments only.');
    const successUrl = form.get('success_url');
    if (!successUrl) return missing('success_url');
    const item = 'line_items[0]';
    const currency = form.get(`${item}[price_data][currency]`);
    const amount = Number(form.get(`${item}[price_data][unit_amount]`));
    const name = form.get(`${item}[price_data][product_data][name]`);
    const quantity = Number(form.get(`${item}[quantity]`) ?? '1');
    if (!currency) return missing(`${item}[price_data][currency]`);
    if (!Number.isInteger(amount) || amount < 50)
      return invalid(`${item}[price_data][unit_amount]`, 'Invalid integer: must be at least 50 cents.');
    if (!name) return missing(`${item}[price_data][product_data][name]`);
    if (!Number.isInteger(quantity) || quantity < 1) return invalid(`${item}[quantity]`, 'Invalid integer');
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const field = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (field) metadata[field] = value;
    }
    const now = Math.floor(Date.now() / 1000);
    const id = randomId('cs_test_a1', 56);
    const session: StripeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount * quantity,
      amount_total: amount * quantity,
      cancel_url: form.get('cancel_url'),
      client_reference_id: form.get('client_reference_id'),
      created: now,
      currency: currency.toLowerCase(),
      customer_email: form.get('customer_email'),
      expires_at: now + 24 * 60 * 60,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${options.baseUrl}/c/pay/${id}`,
      line_item_name: name,
    };
    sessions.set(id, session);
    return json(wire(session));
  }

  /** Sends `object` as an event of `type` to the webhook, signed (or with `signature` as given). */
  async function sendEvent(
    type: string,
    object: unknown,
    { id = randomId('evt_test_'), signature }: { id?: string; signature?: string } = {},
  ): Promise<{ status: number; body: unknown; eventId: string; payload: string }> {
    if (!options.webhookUrl) throw new Error('The stand-in has no webhook URL');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const header = signature ?? (await stripeSignature(payload, options.webhookSecret, Math.floor(Date.now() / 1000)));
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header },
      body: payload,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body, eventId: id, payload };
  }

  function session(id: string): StripeCheckoutSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`No such checkout session: ${id}`);
    return found;
  }

  /** The customer pays: the session completes and checkout.session.completed goes to the webhook. */
  function complete(id: string, eventId?: string) {
    const s = session(id);
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent ??= randomId('pi_test_');
    s.url = null;
    return sendEvent('checkout.session.completed', wire(s), { id: eventId });
  }

  /** Stripe gives up on the session: checkout.session.expired. */
  function expire(id: string) {
    const s = session(id);
    s.status = 'expired';
    s.url = null;
    return sendEvent('checkout.session.expired', wire(s));
  }

  /** A refund of `amount` cents of the session's payment: charge.refunded with the charge's cumulative amount. */
  function refund(id: string, amount: number) {
    const s = session(id);
    if (!s.payment_intent) throw new Error(`Session ${id} was not paid`);
    const total = (refunded.get(s.payment_intent) ?? 0) + amount;
    refunded.set(s.payment_intent, total);
    return sendEvent('charge.refunded', {
      id: randomId('ch_test_'),
      object: 'charge',
      amount: s.amount_total,
      amount_captured: s.amount_total,
      amount_refunded: total,
      currency: s.currency,
      paid: true,
      payment_intent: s.payment_intent,
      refunded: total >= s.amount_total,
      status: 'succeeded',
    });
  }

  function hostedPage(id: string): StandInReply {
    const s = sessions.get(id);
    if (!s) return { status: 404, headers: { 'Content-Type': 'text/plain' }, text: 'Not found' };
    const price = (s.amount_total / 100).toFixed(2);
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      text: `<!doctype html><html lang="en"><head><title>Stripe Checkout (stand-in)</title></head><body>
<h1>${s.line_item_name}</h1><p>$${price} ${s.currency.toUpperCase()}</p><p>Status: ${s.status}</p>
<form method="post" action="/c/pay/${s.id}/complete"><button>Pay</button></form>
${s.cancel_url ? `<a href="${s.cancel_url}">Cancel</a>` : ''}</body></html>`,
    };
  }

  async function handle(req: StandInRequest): Promise<StandInReply> {
    const url = new URL(req.url, options.baseUrl);
    const page = /^\/c\/pay\/([^/]+)(?:\/(complete|expire))?$/.exec(url.pathname);
    if (page) {
      const id = decodeURIComponent(page[1]!);
      if (!page[2]) return hostedPage(id);
      if (req.method !== 'POST' || !sessions.has(id))
        return stripeError(404, { type: 'invalid_request_error', message: 'Not found' });
      const sent = page[2] === 'complete' ? await complete(id) : await expire(id);
      return json({ webhook_status: sent.status, webhook_answer: sent.body });
    }
    const form = new URLSearchParams(req.method === 'POST' ? req.body : '');
    received.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization, form });
    const refused = authorize(req);
    if (refused) return refused;
    if (state.failWith) return stripeError(state.failWith, { type: 'api_error', message: 'An unknown error occurred' });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(form);
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && read) {
      const s = sessions.get(decodeURIComponent(read[1]!));
      return s
        ? json(wire(s))
        : stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'session',
            message: `No such checkout.session: '${read[1]}'`,
          });
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    });
  }

  return { handle, sessions, received, complete, expire, refund, sendEvent, state };
}

export type StripeStandIn = ReturnType<typeof createStripeStandIn>;
