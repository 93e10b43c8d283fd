// stripe-webhook: Stripe's events for bought credits (issue 47 §1), the only way credits are granted for a card
// payment. verify_jwt = false (Stripe sends no Supabase token): the raw body's Stripe-Signature is checked with
// STRIPE_WEBHOOK_SECRET (constructEventAsync with the Web Crypto provider, Stripe's default tolerance of 300 s), and
// a forged, missing or stale signature is answered 400 invalid_signature with nothing applied. Then, with the
// service role, the database applies the event once (migration 3500): checkout.session.completed when paid,
// checkout.session.expired, charge.refunded; any other type is recorded as ignored. Answers
// {received: true, outcome} (applied | replayed | ignored | refused); a failure of ours is 500, so Stripe retries.
// The in-browser twin is mocks/handlers/stripe-sandbox.ts.
import { responder, serviceClient } from '../_shared/admin.ts';
import { INVALID_SIGNATURE_MESSAGE } from '../../../src/lib/credits/packs.ts';
import { Stripe, stripeClient } from '../_shared/stripe.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const cents = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

Deno.serve(async (req: Request): Promise<Response> => {
  const reply = responder(req);
  const early = reply.preflight();
  if (early) return early;

  const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET');
  if (!secret) {
    return reply.error(503, 'webhook_not_configured', 'The Stripe webhook is not set up: STRIPE_WEBHOOK_SECRET.');
  }
  const payload = await req.text();
  const signature = req.headers.get('Stripe-Signature') ?? '';
  let event: { id: string; type: string; data: { object: unknown } };
  try {
    // Only the webhook helpers are used: no API call is made with this key.
    event = await stripeClient(Deno.env.get('STRIPE_SECRET_KEY') ?? 'sk_webhook_only').webhooks.constructEventAsync(
      payload,
      signature,
      secret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return reply.error(400, 'invalid_signature', INVALID_SIGNATURE_MESSAGE);
  }

  const object = isObject(event.data?.object) ? event.data.object : {};
  const metadata = isObject(object.metadata) ? object.metadata : {};
  const service = serviceClient();
  let call;
  if (event.type === 'checkout.session.completed' && object.payment_status === 'paid') {
    call = service.rpc('apply_stripe_checkout_completed', {
      _event_id: event.id,
      _session_id: text(object.id),
      _user_id: text(metadata.user_id) ?? text(object.client_reference_id),
      _pack_id: text(metadata.pack_id),
      _amount_cents: cents(object.amount_total),
      _currency: text(object.currency),
      _payment_intent: text(object.payment_intent),
    });
  } else if (event.type === 'checkout.session.expired') {
    call = service.rpc('apply_stripe_checkout_expired', { _event_id: event.id, _session_id: text(object.id) });
  } else if (event.type === 'charge.refunded') {
    call = service.rpc('apply_stripe_charge_refunded', {
      _event_id: event.id,
      _payment_intent: text(object.payment_intent),
      _amount_refunded_cents: cents(object.amount_refunded),
      _currency: text(object.currency),
    });
  } else {
    call = service.rpc('record_stripe_event_ignored', { _event_id: event.id, _type: event.type });
  }
  const { data: outcome, error } = await call;
  if (error || typeof outcome !== 'string') return reply.internal(error ?? new Error('No outcome'));
  return reply.json({ received: true, outcome });
});
