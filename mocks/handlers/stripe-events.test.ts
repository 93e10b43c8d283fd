import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../api/routes';
import { createMockServer, createTestClock } from '../node';
import { OTHER_CUSTOMER, PERSONAS } from '../seed/personas';
import { SEED_CARD_PURCHASE } from '../seed/card-purchase';
import { restTestClient, type Who } from './rest-test-support';

/**
 * The twins of migration 3500 over HTTP: the service role's checkout and webhook functions with the plpgsql's
 * outcomes, reasons and receipt (supabase/tests/81-credit-checkouts is their SQL side), and credit_checkouts under
 * its policy.
 */

const clock = createTestClock();
const mock = createMockServer({ now: clock.now });
const { call } = restTestClient(mock, clock);

beforeAll(() => mock.listen());
afterAll(() => mock.close());
beforeEach(async () => {
  clock.set(Date.parse('2026-03-02T09:00:00.000Z'));
  await mock.reset();
});

const CUSTOMER = PERSONAS.customer.id;
const fn = (who: Who, name: string, args: Record<string, unknown>) => call(who, 'POST', `/rest/v1/rpc/${name}`, args);
const open = (session: string, pack = 'starter', user: string = CUSTOMER) =>
  fn('service', 'record_credit_checkout', { _session_id: session, _user_id: user, _pack_id: pack });
const paid = (event: string, session: string, extra: Record<string, unknown> = {}) =>
  fn('service', 'apply_stripe_checkout_completed', {
    _event_id: event,
    _session_id: session,
    _user_id: CUSTOMER,
    _pack_id: 'starter',
    _amount_cents: 35000,
    _currency: 'usd',
    _payment_intent: `pi_${session}`,
    ...extra,
  });
const balance = (user = CUSTOMER) =>
  mock.db.creditLedger.findMany((q) => q.where({ user_id: user })).reduce((sum, l) => sum + l.credits, 0);
const outcomeOf = (event: string) => mock.db.stripeEvents.findFirst((q) => q.where({ id: event }));

describe('the Stripe functions (twins)', () => {
  it('are the service role’s alone', async () => {
    for (const who of ['customer', 'moderator', 'admin'] as const) {
      expect(
        await fn(who, 'record_credit_checkout', { _session_id: 'cs_test_x', _user_id: CUSTOMER, _pack_id: 'starter' }),
      ).toMatchObject({ status: 403, json: { code: '42501' } });
      expect(
        await fn(who, 'apply_stripe_checkout_expired', { _event_id: 'e', _session_id: 'cs_test_x' }),
      ).toMatchObject({
        status: 403,
        json: { code: '42501' },
      });
    }
    expect(await fn('anon', 'record_stripe_event_ignored', { _event_id: 'e', _type: 't' })).toMatchObject({
      status: 401,
      json: { code: '42501' },
    });
    expect(mock.db.stripeEvents.all()).toEqual([]);
    expect(mock.db.creditCheckouts.findFirst((q) => q.where({ id: 'cs_test_x' }))).toBeUndefined();
  });

  it('grant a paid pack once with a receipt; the same event or another for the session is replayed', async () => {
    const was = balance();
    expect(await open('cs_test_paid')).toMatchObject({ status: 200, json: { status: 'open', credits: 10 } });
    expect(await paid('evt_1', 'cs_test_paid')).toMatchObject({ status: 200, json: 'applied' });
    expect(await paid('evt_1', 'cs_test_paid')).toMatchObject({ status: 200, json: 'replayed' });
    expect(await paid('evt_2', 'cs_test_paid')).toMatchObject({ status: 200, json: 'replayed' });
    expect(balance()).toBe(was + 10);
    const purchase = mock.db.creditLedger.findMany((q) =>
      q.where({ reason: 'Card payment (Stripe Checkout cs_test_paid)' }),
    );
    expect(purchase).toMatchObject([{ kind: 'purchase', credits: 10, amount_paid_cents: 35000, created_by: null }]);
    expect(mock.db.creditCheckouts.findFirst((q) => q.where({ id: 'cs_test_paid' }))).toMatchObject({
      status: 'complete',
      completed_at: '2026-03-02T09:00:00.000Z',
      ledger_entry_id: purchase[0]!.id,
      payment_intent: 'pi_cs_test_paid',
    });
    expect(outcomeOf('evt_2')).toMatchObject({ outcome: 'replayed', reason: 'already_complete' });
    expect(mock.db.outbox.all().filter((m) => m.queued?.kind === 'credit_receipt')).toMatchObject([
      {
        to: PERSONAS.customer.email,
        subject: 'Your receipt: 10 credits',
        text: [
          'Thank you for buying credits.',
          '',
          'Pack: Starter (10 credits)',
          'Amount paid: $350.00 USD',
          'Credits added: 10',
          `New balance: ${was + 10} credits`,
          'Date: 2026-03-02 09:00 UTC',
          'Payment: Stripe Checkout cs_test_paid',
          '',
          'Your credit history: /portal/credits',
        ].join('\n'),
      },
    ]);
  });

  it('refuse a price we do not sell, a session of another customer or pack, and an unknown user', async () => {
    await open('cs_test_open');
    const was = balance();
    expect((await paid('e1', 'cs_test_open', { _amount_cents: 100 })).json).toBe('refused');
    expect((await paid('e2', 'cs_test_open', { _currency: 'eur' })).json).toBe('refused');
    expect((await paid('e3', 'cs_test_open', { _user_id: OTHER_CUSTOMER.id })).json).toBe('refused');
    expect((await paid('e4', 'cs_test_open', { _pack_id: 'team', _amount_cents: 150000 })).json).toBe('refused');
    expect((await paid('e5', 'cs_test_new', { _user_id: '00000000-0000-4000-8000-00000000dead' })).json).toBe(
      'refused',
    );
    expect(['e1', 'e2', 'e3', 'e4', 'e5'].map((e) => outcomeOf(e)?.reason)).toEqual([
      'unknown_price',
      'unknown_price',
      'session_mismatch',
      'session_mismatch',
      'unknown_user',
    ]);
    expect(balance()).toBe(was);
    expect(mock.db.creditCheckouts.findFirst((q) => q.where({ id: 'cs_test_open' }))?.status).toBe('open');
    expect(
      await fn('service', 'record_credit_checkout', { _session_id: 'pi_1', _user_id: CUSTOMER, _pack_id: 'starter' }),
    ).toMatchObject({ status: 400, json: { code: '22023', message: 'A Checkout Session id starts with cs_' } });
  });

  it('take back refunded credits in proportion, rounded up, never below zero, and expire only an open checkout', async () => {
    await paid('buy', 'cs_test_r');
    const was = balance();
    const refund = (event: string, cents: number) =>
      fn('service', 'apply_stripe_charge_refunded', {
        _event_id: event,
        _payment_intent: 'pi_cs_test_r',
        _amount_refunded_cents: cents,
        _currency: 'usd',
      });
    expect((await refund('r1', 3600)).json).toBe('applied');
    expect(balance()).toBe(was - 2);
    expect((await refund('r1', 3600)).json).toBe('replayed');
    expect((await refund('r2', 35001)).json).toBe('refused');
    // Spend all but one credit, then the rest is refunded: only that one is taken back.
    await mock.db.creditLedger.create({
      id: crypto.randomUUID(),
      user_id: CUSTOMER,
      kind: 'adjustment',
      credits: -(balance() - 1),
      amount_paid_cents: null,
      reason: 'spent',
      order_id: null,
      created_by: null,
      created_at: new Date(clock.now()).toISOString(),
    });
    expect((await refund('r3', 35000)).json).toBe('applied');
    expect(balance()).toBe(0);
    expect(
      mock.db.creditLedger
        .findMany((q) => q.where({ kind: 'purchase_refund' }))
        .map((l) => [l.credits, l.amount_paid_cents]),
    ).toEqual([
      [-2, -3600],
      [-1, -31400],
    ]);

    await open('cs_test_e');
    expect(
      (await fn('service', 'apply_stripe_checkout_expired', { _event_id: 'x1', _session_id: 'cs_test_e' })).json,
    ).toBe('applied');
    expect(
      (await fn('service', 'apply_stripe_checkout_expired', { _event_id: 'x2', _session_id: 'cs_test_r' })).json,
    ).toBe('ignored');
    expect(mock.db.creditCheckouts.findFirst((q) => q.where({ id: 'cs_test_e' }))?.status).toBe('expired');
  });
});

describe('credit_checkouts (the twin of its policy)', () => {
  it('the owner reads their own, an active admin all, a moderator none, anon nothing; nobody writes', async () => {
    await open('cs_test_other', 'team', OTHER_CUSTOMER.id);
    const ids = async (who: Who) =>
      ((await call(who, 'GET', `${API_ROUTES.creditCheckouts}?select=id&order=id`)).json as Array<{ id: string }>).map(
        (r) => r.id,
      );
    expect(await ids('customer')).toEqual([SEED_CARD_PURCHASE.sessionId]);
    expect(await ids('admin')).toEqual([SEED_CARD_PURCHASE.sessionId, 'cs_test_other']);
    expect(await ids('moderator')).toEqual([]);
    expect(await call('anon', 'GET', API_ROUTES.creditCheckouts)).toMatchObject({
      status: 401,
      json: { code: '42501' },
    });
    expect(
      await call('customer', 'POST', API_ROUTES.creditCheckouts, {
        id: 'cs_test_forged',
        user_id: CUSTOMER,
        pack_id: 'volume',
        credits: 200,
        amount_cents: 1,
      }),
    ).toMatchObject({ status: 403, json: { code: '42501' } });
  });
});
