import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_CHECKOUT_ERRORS } from '../../src/lib/credits/packs';
import { startLoopbackEmulator, type LoopbackEmulator } from '../../mocks/loopback';
import { PERSONAS } from '../../mocks/seed/personas';
import { callFunction, denoFunctions, personaToken } from './deno-function-harness';
import { createStripeStandIn, stripeSignature, type StripeStandIn } from '../support/stripe-stand-in.ts';

/**
 * Buying credits as production runs it: create-credit-checkout and stripe-webhook under real Deno with the `stripe`
 * SDK, the database played by the loopback emulator (the twins of migration 3500's functions), and Stripe by a
 * loopback stand-in in its wire format (tests/support/stripe-stand-in.ts), which sends events signed in Stripe's
 * scheme to the webhook.
 */

const API_KEY = 'sk_test_stand_in_0123456789_never_shown';
const WEBHOOK_SECRET = 'whsec_stand_in_0123456789';
const SITE_URL = 'https://app.entitylens.test';

let emulator: LoopbackEmulator;
let server: Server;
let stripe: StripeStandIn;
const deno = denoFunctions(() => emulator, /^(STRIPE_|SITE_URL)/);
const url = { checkout: '', keyless: '', webhook: '' };
let customer: string;

async function rest(path: string, token: string) {
  const response = await fetch(`${emulator.url}/rest/v1/${path}`, {
    headers: { apikey: emulator.anonKey, Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Array<Record<string, unknown>>;
}
const balance = async () =>
  (await rest(`credit_ledger?user_id=eq.${PERSONAS.customer.id}&select=credits`, customer)).reduce(
    (sum, row) => sum + (row.credits as number),
    0,
  );

/** Starts a checkout for `pack` as the customer; the session id. */
async function startCheckout(pack = 'starter'): Promise<string> {
  const answer = await callFunction(emulator, url.checkout, { pack_id: pack }, customer);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.session_id as string;
}

beforeAll(async () => {
  emulator = await startLoopbackEmulator({ port: 0, passwordIterations: 1_000 });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      void stripe.handle({ method: req.method ?? '', url: req.url ?? '', headers, body }).then((reply) => {
        res.writeHead(reply.status, reply.headers);
        res.end(reply.text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standInUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [url.checkout, url.keyless, url.webhook] = await Promise.all([
    deno.serve('create-credit-checkout', { STRIPE_SECRET_KEY: API_KEY, STRIPE_API_BASE: standInUrl, SITE_URL }),
    deno.serve('create-credit-checkout', { STRIPE_API_BASE: standInUrl, SITE_URL }),
    deno.serve('stripe-webhook', { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
  ]);
  stripe = createStripeStandIn({
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: url.webhook,
    baseUrl: standInUrl,
  });
  customer = await personaToken(emulator, 'customer');
}, 180_000);

afterAll(async () => {
  deno.stopAll();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await emulator?.close();
});

beforeEach(() => {
  stripe.state.failWith = 0;
  stripe.received.length = 0;
});

describe('create-credit-checkout under Deno', () => {
  it('opens a Checkout Session for the pack at Stripe and records it open', async () => {
    const answer = await callFunction(emulator, url.checkout, { pack_id: 'team' }, customer);
    expect(answer.status, answer.text).toBe(200);
    const sessionId = answer.body.session_id as string;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(answer.body.url).toBe(stripe.sessions.get(sessionId)!.url);

    // Stripe's documented request: form-encoded, the secret key as Bearer.
    expect(stripe.received).toHaveLength(1);
    const { path, authorization, form } = stripe.received[0]!;
    expect(path).toBe('/v1/checkout/sessions');
    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '150000',
      'line_items[0][quantity]': '1',
      client_reference_id: PERSONAS.customer.id,
      'metadata[pack_id]': 'team',
      'metadata[user_id]': PERSONAS.customer.id,
      customer_email: PERSONAS.customer.email,
      success_url: `${SITE_URL}/portal/credits/checkout?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE_URL}/portal/credits/buy?cancelled=1`,
    });
    expect(await rest(`credit_checkouts?id=eq.${sessionId}`, customer)).toMatchObject([
      { id: sessionId, pack_id: 'team', credits: 50, amount_cents: 150000, status: 'open', completed_at: null },
    ]);
  });

  it('refuses staff, an unknown pack, a missing key and a failing Stripe with the shared answers', async () => {
    const error = (e: { status: number; code: string; message: string }) => ({ code: e.code, message: e.message });
    for (const persona of ['admin', 'moderator'] as const) {
      const staff = await callFunction(
        emulator,
        url.checkout,
        { pack_id: 'starter' },
        await personaToken(emulator, persona),
      );
      expect([staff.status, staff.body]).toEqual([403, error(CREDIT_CHECKOUT_ERRORS.notCustomer)]);
    }
    const bad = await callFunction(emulator, url.checkout, { pack_id: 'platinum' }, customer);
    expect([bad.status, bad.body]).toEqual([
      400,
      { ...error(CREDIT_CHECKOUT_ERRORS.unknownPack), reasons: [CREDIT_CHECKOUT_ERRORS.unknownPack.message] },
    ]);
    const keyless = await callFunction(emulator, url.keyless, { pack_id: 'starter' }, customer);
    expect([keyless.status, keyless.body]).toEqual([503, error(CREDIT_CHECKOUT_ERRORS.notConfigured)]);
    expect(stripe.received).toHaveLength(0);

    stripe.state.failWith = 500;
    const before = (await rest('credit_checkouts?select=id', customer)).length;
    const failed = await callFunction(emulator, url.checkout, { pack_id: 'starter' }, customer);
    expect([failed.status, failed.body]).toEqual([502, error(CREDIT_CHECKOUT_ERRORS.providerFailed)]);
    expect(await rest('credit_checkouts?select=id', customer)).toHaveLength(before);
    expect(deno.output()).not.toContain(API_KEY);
  });
});

describe('stripe-webhook under Deno', () => {
  it('grants the pack once on a signed checkout.session.completed, with a receipt; the same event again is replayed', async () => {
    const sessionId = await startCheckout('starter');
    const was = await balance();
    const paid = await stripe.complete(sessionId);
    expect([paid.status, paid.body]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await balance()).toBe(was + 10);
    expect(await rest(`credit_checkouts?id=eq.${sessionId}`, customer)).toMatchObject([
      { status: 'complete', completed_at: expect.any(String), ledger_entry_id: expect.any(String) },
    ]);
    expect(
      await rest(
        `credit_ledger?reason=eq.${encodeURIComponent(`Card payment (Stripe Checkout ${sessionId})`)}`,
        customer,
      ),
    ).toMatchObject([{ kind: 'purchase', credits: 10, amount_paid_cents: 35000, created_by: null }]);
    const receipt = emulator.ctx.db.outbox.findFirst((q) => q.where((m) => m.text.includes(sessionId)));
    expect(receipt).toMatchObject({ to: PERSONAS.customer.email, subject: 'Your receipt: 10 credits' });
    expect(receipt!.text).toContain(`New balance: ${was + 10} credits`);

    // Stripe delivers the same event again, and a second event for the session: nothing more is granted.
    const again = await stripe.complete(sessionId, paid.eventId);
    expect([again.status, again.body]).toEqual([200, { received: true, outcome: 'replayed' }]);
    const second = await stripe.complete(sessionId);
    expect([second.status, second.body]).toEqual([200, { received: true, outcome: 'replayed' }]);
    expect(await balance()).toBe(was + 10);
  });

  it('refuses a forged, missing or stale signature and applies nothing', async () => {
    const sessionId = await startCheckout('volume');
    const was = await balance();
    const s = stripe.sessions.get(sessionId)!;
    const object = { ...s, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_forged' };
    const now = Math.floor(Date.now() / 1000);
    const forged = await stripe.sendEvent('checkout.session.completed', object, {
      signature: await stripeSignature('{"another":"payload"}', WEBHOOK_SECRET, now),
    });
    const wrongSecret = await stripe.sendEvent('checkout.session.completed', object, {
      signature: await stripeSignature('x', 'whsec_someone_else', now),
    });
    const missing = await stripe.sendEvent('checkout.session.completed', object, { signature: '' });
    for (const answer of [forged, wrongSecret, missing])
      expect([answer.status, answer.body]).toMatchObject([400, { code: 'invalid_signature' }]);

    // A genuine signature, but made ten minutes ago (Stripe's tolerance is five).
    const payload = JSON.stringify({ id: 'evt_test_stale', type: 'checkout.session.completed', data: { object } });
    const stale = await fetch(url.webhook, {
      method: 'POST',
      headers: { 'Stripe-Signature': await stripeSignature(payload, WEBHOOK_SECRET, now - 600) },
      body: payload,
    });
    expect(stale.status).toBe(400);
    expect(await balance()).toBe(was);
    expect(await rest(`credit_checkouts?id=eq.${sessionId}`, customer)).toMatchObject([{ status: 'open' }]);
  });

  it('refuses a paid session at a price we do not sell', async () => {
    const sessionId = await startCheckout('starter');
    const was = await balance();
    const s = stripe.sessions.get(sessionId)!;
    const cheap = await stripe.sendEvent('checkout.session.completed', {
      ...s,
      amount_total: 100,
      status: 'complete',
      payment_status: 'paid',
    });
    expect([cheap.status, cheap.body]).toEqual([200, { received: true, outcome: 'refused' }]);
    expect(await balance()).toBe(was);
    expect(emulator.ctx.db.stripeEvents.findFirst((q) => q.where({ id: cheap.eventId }))).toMatchObject({
      outcome: 'refused',
      reason: 'unknown_price',
    });
  });

  it('records a refund: the credits taken back in proportion, the amount netted, and other events ignored', async () => {
    const sessionId = await startCheckout('starter');
    await stripe.complete(sessionId);
    const was = await balance();
    const partial = await stripe.refund(sessionId, 3_600);
    expect([partial.status, partial.body]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await balance()).toBe(was - 2);
    const rest_ = await stripe.refund(sessionId, 35_000 - 3_600);
    expect([rest_.status, rest_.body]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await balance()).toBe(was - 10);
    const refunds = await rest(
      `credit_ledger?kind=eq.purchase_refund&reason=eq.${encodeURIComponent(`Card refund (Stripe Checkout ${sessionId})`)}&order=created_at`,
      customer,
    );
    expect(refunds.map((r) => [r.credits, r.amount_paid_cents])).toEqual([
      [-2, -3600],
      [-8, -31400],
    ]);

    const expiredSession = await startCheckout('team');
    const expired = await stripe.expire(expiredSession);
    expect([expired.status, expired.body]).toEqual([200, { received: true, outcome: 'applied' }]);
    expect(await rest(`credit_checkouts?id=eq.${expiredSession}`, customer)).toMatchObject([{ status: 'expired' }]);
    const other = await stripe.sendEvent('invoice.paid', { id: 'in_test_1', object: 'invoice' });
    expect([other.status, other.body]).toEqual([200, { received: true, outcome: 'ignored' }]);
  });
});
