import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isBackendError } from '@/backend';
import { CREDIT_CHECKOUT_ERRORS } from '@/lib/credits/packs';
import { createDemoClient } from '../../adapters/mock';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { PERSONAS } from '../seed/personas';
import { restTestClient } from './rest-test-support';
import { CARD_DECLINED_MESSAGE, INVALID_SIGNATURE_MESSAGE } from './stripe-sandbox';
import { DEMO_STRIPE_WEBHOOK_SECRET, stripeSignatureHeader } from './stripe-signature';

/**
 * The in-browser twins of create-credit-checkout and stripe-webhook, and the demo's Stripe sandbox between them,
 * over HTTP: a customer opens a session, pays it on the demo's checkout page with a test card, and the signed
 * event the sandbox sends grants the pack once; a declined card, a forged or replayed event grant nothing.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call } = restTestClient(mock, clock);
const demo = createDemoClient(mock.baseUrl);
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Casey Customer' };

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const balance = () =>
  mock.db.creditLedger
    .findMany((q) => q.where({ user_id: PERSONAS.customer.id }))
    .reduce((sum, entry) => sum + entry.credits, 0);

async function start(pack = 'team') {
  const answer = await call('customer', 'POST', API_ROUTES.createCreditCheckout, { pack_id: pack });
  expect(answer.status).toBe(200);
  return answer.json as { session_id: string; url: string };
}

async function webhook(payload: string, signature: string | null) {
  const response = await fetch(`${mock.baseUrl}${API_ROUTES.stripeWebhook}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function completedEvent(id: string, sessionId: string, amount = 150_000) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        client_reference_id: PERSONAS.customer.id,
        metadata: { pack_id: 'team', user_id: PERSONAS.customer.id },
        payment_intent: `pi_${id}`,
      },
    },
  });
}

describe('the twin of create-credit-checkout', () => {
  it("opens a session on the demo's own checkout page and records it open for the customer", async () => {
    const { session_id, url } = await start('team');
    expect(url).toBe(`${new URL(mock.baseUrl).origin}/demo/checkout/${session_id}`);
    const rows = await call('customer', 'GET', `${API_ROUTES.creditCheckouts}?id=eq.${session_id}`);
    expect(rows.json).toEqual([
      expect.objectContaining({ id: session_id, user_id: PERSONAS.customer.id, pack_id: 'team', status: 'open' }),
    ]);
  });

  it('refuses staff, a pack we do not sell and a caller without a token, as the function does', async () => {
    const { notCustomer, unknownPack } = CREDIT_CHECKOUT_ERRORS;
    const staff = await call('moderator', 'POST', API_ROUTES.createCreditCheckout, { pack_id: 'starter' });
    expect(staff).toMatchObject({ status: 403, json: { code: notCustomer.code, message: notCustomer.message } });
    const bad = await call('customer', 'POST', API_ROUTES.createCreditCheckout, { pack_id: 'gold' });
    expect(bad).toMatchObject({
      status: 400,
      json: { code: unknownPack.code, message: unknownPack.message, reasons: [unknownPack.message] },
    });
    const anon = await call('anon', 'POST', API_ROUTES.createCreditCheckout, { pack_id: 'starter' });
    expect(anon.status).toBe(401);
  });
});

describe("the demo's checkout page and the twin of stripe-webhook", () => {
  it('a declined card charges nothing; 4242 pays, the event grants the pack once, with a receipt', async () => {
    const before = balance();
    const { session_id } = await start('team');
    const session = await demo.checkoutSession(session_id);
    expect(session).toMatchObject({
      id: session_id,
      status: 'open',
      pack_name: 'Team',
      credits: 50,
      amount_total: 150_000,
    });
    expect(session!.success_url).toMatch(new RegExp(`/portal/credits/checkout\\?session_id=${session_id}$`));
    expect(session!.cancel_url).toMatch(/\/portal\/credits\/buy\?cancelled=1$/);

    const declined = await demo.payCheckout(session_id, { ...CARD, number: '4000 0000 0000 0002' }).catch((e) => e);
    expect(isBackendError(declined) && declined.message).toBe(CARD_DECLINED_MESSAGE);
    expect(balance()).toBe(before);
    expect((await demo.checkoutSession(session_id))!.status).toBe('open');

    const paid = await demo.payCheckout(session_id, CARD);
    expect(paid.redirectUrl).toBe(session!.success_url);
    expect(balance()).toBe(before + 50);
    const purchase = mock.db.creditLedger.findFirst((q) =>
      q.where({ user_id: PERSONAS.customer.id, reason: `Card payment (Stripe Checkout ${session_id})` }),
    );
    expect(purchase).toMatchObject({ kind: 'purchase', credits: 50, amount_paid_cents: 150_000, created_by: null });
    expect((await demo.checkoutSession(session_id))!.status).toBe('complete');
    const receipts = mock.db.outbox.findMany((q) => q.where({ to: PERSONAS.customer.email }));
    expect(receipts.some((mail) => mail.text.includes('50'))).toBe(true);

    // The page cannot be paid twice.
    const again = await demo.payCheckout(session_id, CARD).catch((e) => e);
    expect(isBackendError(again) && again.message).toBe('This Checkout Session is no longer active.');
    expect(balance()).toBe(before + 50);
  });

  it('a forged, missing or stale signature is refused and applies nothing; a replayed event grants nothing more', async () => {
    const before = balance();
    const { session_id } = await start('team');
    const payload = completedEvent('evt_test_one', session_id);
    const forged = await stripeSignatureHeader(payload, 'whsec_forger', clock.now());
    expect(await webhook(payload, forged)).toEqual({
      status: 400,
      json: { code: 'invalid_signature', message: INVALID_SIGNATURE_MESSAGE },
    });
    expect((await webhook(payload, null)).status).toBe(400);
    const stale = await stripeSignatureHeader(payload, DEMO_STRIPE_WEBHOOK_SECRET, clock.now() - 600_000);
    expect((await webhook(payload, stale)).status).toBe(400);
    expect(balance()).toBe(before);

    const signed = await stripeSignatureHeader(payload, DEMO_STRIPE_WEBHOOK_SECRET, clock.now());
    expect(await webhook(payload, signed)).toEqual({ status: 200, json: { received: true, outcome: 'applied' } });
    expect(balance()).toBe(before + 50);
    expect((await webhook(payload, signed)).json).toEqual({ received: true, outcome: 'replayed' });
    const other = completedEvent('evt_test_two', session_id);
    const otherSigned = await stripeSignatureHeader(other, DEMO_STRIPE_WEBHOOK_SECRET, clock.now());
    expect((await webhook(other, otherSigned)).json).toEqual({ received: true, outcome: 'replayed' });
    expect(balance()).toBe(before + 50);
  });

  it('a price we do not sell is refused and an event of another kind ignored, both answered 200', async () => {
    const before = balance();
    const { session_id } = await start('team');
    const cheap = completedEvent('evt_test_cheap', session_id, 100);
    const cheapSigned = await stripeSignatureHeader(cheap, DEMO_STRIPE_WEBHOOK_SECRET, clock.now());
    expect((await webhook(cheap, cheapSigned)).json).toEqual({ received: true, outcome: 'refused' });
    const other = JSON.stringify({ id: 'evt_test_other', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const otherSigned = await stripeSignatureHeader(other, DEMO_STRIPE_WEBHOOK_SECRET, clock.now());
    expect((await webhook(other, otherSigned)).json).toEqual({ received: true, outcome: 'ignored' });
    expect(balance()).toBe(before);
  });
});
