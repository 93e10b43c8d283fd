import { http, HttpResponse, type RequestHandler } from 'msw';
import { creditCheckoutSchema, type CreditCheckout } from '@/backend';
import {
  CHECKOUT_SESSION_PLACEHOLDER,
  CREDIT_CHECKOUT_CANCEL_PATH,
  CREDIT_CHECKOUT_SUCCESS_PATH,
  CREDIT_PACK_CURRENCY,
  creditPack,
} from '@/lib/credits/packs';
import { DEMO_ROUTES, type DemoCheckoutSessionWire } from '../api/emulator';
import { API_ROUTES } from '../api/routes';
import { prepare, randomToken, type HandlerContext } from './context';
import { serviceCall, serviceRpc } from './credit-checkout';
import { DEMO_STRIPE_WEBHOOK_SECRET, stripeSignatureFault, stripeSignatureHeader } from './stripe-signature';

/**
 * The demo's Stripe sandbox (issue 47 §1), in the in-browser backend only: the checkout page's session read and
 * its payment with a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined with Stripe's words),
 * which sends a checkout.session.completed signed in Stripe's scheme to the twin of stripe-webhook; and that twin:
 * the signature checked as constructEventAsync checks it, then the event applied once through the SQL functions'
 * twins, as the Edge Function applies it.
 */

export { INVALID_SIGNATURE_MESSAGE } from '../../src/lib/credits/packs';
import { INVALID_SIGNATURE_MESSAGE } from '../../src/lib/credits/packs';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Stripe's error shape: `{ error: { type, code, message, param? } }`. */
function stripeError(status: number, code: string, message: string, param?: string, declineCode?: string) {
  const type = status === 402 ? 'card_error' : 'invalid_request_error';
  return HttpResponse.json(
    {
      error: {
        type,
        code,
        message,
        ...(param ? { param } : {}),
        ...(declineCode ? { decline_code: declineCode } : {}),
      },
    },
    { status },
  );
}

/** The Luhn check Stripe's card field runs before it asks the network. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface DemoCard {
  number: string;
  /** MM / YY as typed. */
  expiry: string;
  cvc: string;
  name: string;
}

/**
 * What the sandbox answers a card with: null pays; else Stripe's code, message and the field it names. Test
 * mode's rules: 4242… pays, 4000 0000 0000 0002 is declined, any other valid number is not a test card.
 */
export function demoCardFault(
  card: Partial<DemoCard>,
  now: Date,
): { status: number; code: string; message: string; param: string; decline?: string } | null {
  const digits = (card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 16)
    return { status: 400, code: 'incomplete_number', message: 'Your card number is incomplete.', param: 'number' };
  if (digits.length > 16 || !luhnValid(digits))
    return { status: 400, code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry ?? '');
  const month = expiry ? Number(expiry[1]) : NaN;
  if (!expiry || month < 1 || month > 12)
    return {
      status: 400,
      code: 'incomplete_expiry',
      message: "Your card's expiration date is incomplete.",
      param: 'expiry',
    };
  const year = 2000 + Number(expiry[2]);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear)
    return {
      status: 400,
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is in the past.",
      param: 'expiry',
    };
  if (year === thisYear && month < now.getUTCMonth() + 1)
    return {
      status: 400,
      code: 'invalid_expiry_month',
      message: "Your card's expiration date is in the past.",
      param: 'expiry',
    };
  if (!/^\d{3,4}$/.test((card.cvc ?? '').trim()))
    return { status: 400, code: 'incomplete_cvc', message: "Your card's security code is incomplete.", param: 'cvc' };
  if ((card.name ?? '').trim() === '')
    return { status: 400, code: 'incomplete_name', message: 'Enter the name on the card.', param: 'name' };
  if (digits === '4000000000000002')
    return {
      status: 402,
      code: 'card_declined',
      message: CARD_DECLINED_MESSAGE,
      param: 'number',
      decline: 'generic_decline',
    };
  if (digits !== '4242424242424242')
    return {
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      param: 'number',
      decline: 'live_mode_test_card',
    };
  return null;
}

export function stripeSandboxHandlers(ctx: HandlerContext, base: string, handlers: () => readonly RequestHandler[]) {
  /** public.credit_checkouts' row of a session, read as the functions read it (service role). */
  async function checkoutRow(origin: string, sessionId: string): Promise<CreditCheckout | null> {
    const url = new URL(`${base}${API_ROUTES.creditCheckouts}`, origin);
    url.searchParams.set('id', `eq.${sessionId}`);
    const { status, body } = await serviceCall(ctx, handlers, url, { method: 'GET' });
    if (status !== 200 || !Array.isArray(body) || body.length === 0) return null;
    const parsed = creditCheckoutSchema.safeParse(body[0]);
    return parsed.success ? parsed.data : null;
  }

  function sessionView(origin: string, row: CreditCheckout): DemoCheckoutSessionWire {
    return {
      id: row.id,
      status: row.status,
      pack_name: creditPack(row.pack_id)?.name ?? row.pack_id,
      credits: row.credits,
      amount_total: row.amount_cents,
      currency: CREDIT_PACK_CURRENCY,
      customer_email: ctx.db.firstBy('authUsers', 'id', row.user_id)?.email ?? null,
      success_url: new URL(
        CREDIT_CHECKOUT_SUCCESS_PATH.replace(CHECKOUT_SESSION_PLACEHOLDER, row.id),
        origin,
      ).toString(),
      cancel_url: new URL(CREDIT_CHECKOUT_CANCEL_PATH, origin).toString(),
    };
  }

  /** stripe-webhook: the signature, then the event applied once. */
  async function receiveWebhook(origin: string, payload: string, signature: string | null): Promise<Response> {
    const fault = await stripeSignatureFault(payload, signature, DEMO_STRIPE_WEBHOOK_SECRET, ctx.now());
    if (fault !== null)
      return HttpResponse.json({ code: 'invalid_signature', message: INVALID_SIGNATURE_MESSAGE }, { status: 400 });
    let event: unknown;
    try {
      event = JSON.parse(payload);
    } catch {
      return HttpResponse.json({ code: 'invalid_payload', message: 'The event is not JSON.' }, { status: 400 });
    }
    if (
      !isObject(event) ||
      !text(event.id) ||
      !text(event.type) ||
      !isObject(event.data) ||
      !isObject(event.data.object)
    )
      return HttpResponse.json(
        { code: 'invalid_payload', message: 'The event has no id, type or object.' },
        { status: 400 },
      );
    const object = event.data.object;
    const metadata = isObject(object.metadata) ? object.metadata : {};
    const rpc = (name: string, args: Json) => serviceRpc(ctx, base, handlers, origin, name, args);
    let answer: { status: number; body: unknown };
    if (event.type === 'checkout.session.completed' && object.payment_status === 'paid') {
      answer = await rpc('apply_stripe_checkout_completed', {
        _event_id: event.id,
        _session_id: text(object.id),
        _user_id: text(metadata.user_id) ?? text(object.client_reference_id),
        _pack_id: text(metadata.pack_id),
        _amount_cents: typeof object.amount_total === 'number' ? object.amount_total : null,
        _currency: text(object.currency),
        _payment_intent: text(object.payment_intent),
      });
    } else if (event.type === 'checkout.session.expired') {
      answer = await rpc('apply_stripe_checkout_expired', { _event_id: event.id, _session_id: text(object.id) });
    } else if (event.type === 'charge.refunded') {
      answer = await rpc('apply_stripe_charge_refunded', {
        _event_id: event.id,
        _payment_intent: text(object.payment_intent),
        _amount_refunded_cents: typeof object.amount_refunded === 'number' ? object.amount_refunded : null,
        _currency: text(object.currency),
      });
    } else {
      answer = await rpc('record_stripe_event_ignored', { _event_id: event.id, _type: event.type });
    }
    // A failure is answered 500, so Stripe sends the event again later.
    if (answer.status >= 300 || typeof answer.body !== 'string')
      return HttpResponse.json(
        { code: 'unexpected_failure', message: 'An unexpected error occurred' },
        { status: 500 },
      );
    return HttpResponse.json({ received: true, outcome: answer.body });
  }

  return [
    http.post(`${base}${API_ROUTES.stripeWebhook}`, async ({ request }) => {
      await prepare(ctx);
      return receiveWebhook(new URL(request.url).origin, await request.text(), request.headers.get('stripe-signature'));
    }),

    // The checkout page's session: whoever holds its id, as Stripe's hosted page is opened by its URL.
    http.get(`${base}${DEMO_ROUTES.demoCheckoutSessions}/:id`, async ({ request, params }) => {
      await prepare(ctx);
      const origin = new URL(request.url).origin;
      const row = await checkoutRow(origin, String(params.id));
      if (!row)
        return stripeError(404, 'resource_missing', `No such checkout.session: '${String(params.id)}'`, 'session');
      return HttpResponse.json(sessionView(origin, row));
    }),

    http.post(`${base}${DEMO_ROUTES.demoCheckoutSessions}/:id/pay`, async ({ request, params }) => {
      await prepare(ctx);
      const origin = new URL(request.url).origin;
      const row = await checkoutRow(origin, String(params.id));
      if (!row)
        return stripeError(404, 'resource_missing', `No such checkout.session: '${String(params.id)}'`, 'session');
      if (row.status !== 'open')
        return stripeError(400, 'checkout_session_inactive', 'This Checkout Session is no longer active.');
      const card: unknown = await request.json().catch(() => null);
      const fault = demoCardFault(isObject(card) ? (card as Partial<DemoCard>) : {}, new Date(ctx.now()));
      if (fault) return stripeError(fault.status, fault.code, fault.message, fault.param, fault.decline);

      const view = sessionView(origin, row);
      const event = {
        id: `evt_test_${randomToken(24)}`,
        object: 'event',
        api_version: '2025-10-29.clover',
        created: Math.floor(ctx.now() / 1000),
        livemode: false,
        type: 'checkout.session.completed',
        data: {
          object: {
            id: row.id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            amount_total: row.amount_cents,
            currency: CREDIT_PACK_CURRENCY,
            client_reference_id: row.user_id,
            customer_email: view.customer_email,
            metadata: { pack_id: row.pack_id, user_id: row.user_id },
            payment_intent: `pi_test_${randomToken(24)}`,
            success_url: view.success_url,
            cancel_url: view.cancel_url,
          },
        },
      };
      const payload = JSON.stringify(event);
      const signature = await stripeSignatureHeader(payload, DEMO_STRIPE_WEBHOOK_SECRET, ctx.now());
      const delivered = await receiveWebhook(origin, payload, signature);
      if (!delivered.ok) return stripeError(500, 'api_error', 'The payment could not be confirmed. Please try again.');
      return HttpResponse.json({ redirect_url: view.success_url });
    }),
  ];
}
