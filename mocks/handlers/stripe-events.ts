import { HttpResponse } from 'msw';
import { creditCheckoutSchema } from '@/backend';
import { creditPack, packForPayment } from '@/lib/credits/packs';
import { API_ROUTES } from '../api/routes';
import type { CreditCheckoutRecord, StripeEventOutcome } from '../db';
import {
  callerIsActive,
  callerIsAdmin,
  creditBalance,
  isoNow,
  restError,
  withoutGrant,
  type HandlerContext,
} from './context';
import { accountMailAddress } from './order-lifecycle';
import type { TableShape } from './table-shape';
import { rpc, rpcOverload, type CastArguments } from './rpc-call';
import { NO_GRANT, selectHandler } from './table';

/**
 * The twins of migration 3500 (credits bought with Stripe): public.credit_checkouts read-only through the API under
 * its policy (the owner, active admins; the service role reads all), and the service role's functions
 * record_credit_checkout, apply_stripe_checkout_completed, apply_stripe_checkout_expired,
 * apply_stripe_charge_refunded and record_stripe_event_ignored, with the same outcomes, reasons, SQLSTATEs and
 * receipt text. Each call runs inside one `ctx.db.exclusive`, as the plpgsql runs in one transaction under its
 * locks. The twins of the Edge Functions (mocks/handlers/credit-checkout.ts, stripe-sandbox.ts) call them through
 * the API with the service-role key, as the functions do.
 */

const TABLE: TableShape = {
  name: 'credit_checkouts',
  columns: Object.keys(creditCheckoutSchema.shape),
  uuidColumns: ['user_id', 'ledger_entry_id'],
  integerColumns: ['credits', 'amount_cents'],
};

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
export const CHECKOUT_ERRORS = {
  sessionId: 'A Checkout Session id starts with cs_',
  eventId: 'A Stripe event id is 1 to 255 characters',
  pack: 'Choose one of the credit packs.',
  user: 'User not found',
} as const;

/** The receipt's amount: "$1,500.00 USD" (to_char(..., 'FM999,999,990.00')). */
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** The checkout's public row (the port's columns), as the API answers it. */
const publicRow = (row: CreditCheckoutRecord) => creditCheckoutSchema.parse(row);

function recordEvent(
  ctx: HandlerContext,
  id: string,
  type: string,
  outcome: StripeEventOutcome,
  reason: string | null,
  sessionId: string | null,
) {
  return ctx.db.stripeEvents
    .create({ id, type, outcome, reason, session_id: sessionId, received_at: isoNow(ctx) })
    .then(() => outcome);
}

/** private.stripe_event_seen(): the event id checked (22023), and whether it was applied before. */
function eventSeen(ctx: HandlerContext, id: string | null): boolean | Response {
  if (id === null || [...id].length < 1 || [...id].length > 255)
    return restError(400, '22023', CHECKOUT_ERRORS.eventId);
  return ctx.db.stripeEvents.findFirst((q) => q.where({ id })) !== undefined;
}

const checkoutOf = (ctx: HandlerContext, id: string | null) =>
  id === null ? undefined : ctx.db.creditCheckouts.findFirst((q) => q.where({ id }));

/** private.queue_credit_receipt(): the receipt to the account's address, none without one. */
async function queueReceipt(ctx: HandlerContext, checkout: CreditCheckoutRecord, balance: number): Promise<void> {
  const recipient = accountMailAddress(ctx, checkout.user_id);
  if (recipient === null) return;
  const link = '/portal/credits';
  const completed = checkout.completed_at ?? isoNow(ctx);
  await ctx.db.outbox.create({
    id: crypto.randomUUID(),
    to: recipient,
    subject: `Your receipt: ${checkout.credits} credits`,
    text: [
      'Thank you for buying credits.',
      '',
      `Pack: ${creditPack(checkout.pack_id)?.name ?? checkout.pack_id} (${checkout.credits} credits)`,
      `Amount paid: $${dollars(checkout.amount_cents)} USD`,
      `Credits added: ${checkout.credits}`,
      `New balance: ${balance} credits`,
      `Date: ${new Date(completed).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      `Payment: Stripe Checkout ${checkout.id}`,
      '',
      `Your credit history: ${link}`,
    ].join('\n'),
    link,
    created_at: isoNow(ctx),
    attachments: [],
    queued: { kind: 'credit_receipt', order_id: null, report_id: null, requested_by: null },
  });
}

export interface CheckoutCompleted {
  eventId: string | null;
  sessionId: string | null;
  userId: string | null;
  packId: string | null;
  amountCents: number | null;
  currency: string | null;
  paymentIntent: string | null;
}

/** public.apply_stripe_checkout_completed(), line for line. Call inside `ctx.db.exclusive`. */
export async function applyCheckoutCompleted(
  ctx: HandlerContext,
  a: CheckoutCompleted,
): Promise<StripeEventOutcome | Response> {
  const type = 'checkout.session.completed';
  const seen = eventSeen(ctx, a.eventId);
  if (seen instanceof Response) return seen;
  if (seen) return 'replayed';
  const eventId = a.eventId!;
  if (a.sessionId === null || !SESSION_ID.test(a.sessionId)) return restError(400, '22023', CHECKOUT_ERRORS.sessionId);
  const sessionId = a.sessionId;
  const existing = checkoutOf(ctx, sessionId);
  if (existing?.status === 'complete')
    return recordEvent(ctx, eventId, type, 'replayed', 'already_complete', sessionId);
  const pack = packForPayment(a.packId, a.amountCents, a.currency);
  if (!pack) return recordEvent(ctx, eventId, type, 'refused', 'unknown_price', sessionId);
  if (existing && (existing.user_id !== a.userId || existing.pack_id !== pack.id))
    return recordEvent(ctx, eventId, type, 'refused', 'session_mismatch', sessionId);
  const userId = a.userId;
  if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
    return recordEvent(ctx, eventId, type, 'refused', 'unknown_user', sessionId);

  const balance = creditBalance(ctx, userId) + pack.credits;
  const now = isoNow(ctx);
  const ledgerId = crypto.randomUUID();
  await ctx.db.creditLedger.create({
    id: ledgerId,
    user_id: userId,
    kind: 'purchase',
    credits: pack.credits,
    amount_paid_cents: pack.priceCents,
    reason: `Card payment (Stripe Checkout ${sessionId})`,
    order_id: null,
    created_by: null,
    created_at: now,
  });
  let checkout: CreditCheckoutRecord;
  if (existing) {
    await ctx.db.creditCheckouts.update((q) => q.where({ id: sessionId }), {
      data(c) {
        c.status = 'complete';
        c.completed_at = now;
        c.ledger_entry_id = ledgerId;
        c.payment_intent = a.paymentIntent ?? c.payment_intent;
      },
    });
    checkout = checkoutOf(ctx, sessionId)!;
  } else {
    checkout = await ctx.db.creditCheckouts.create({
      id: sessionId,
      user_id: userId,
      pack_id: pack.id,
      credits: pack.credits,
      amount_cents: pack.priceCents,
      status: 'complete',
      created_at: now,
      completed_at: now,
      ledger_entry_id: ledgerId,
      payment_intent: a.paymentIntent,
      refunded_cents: 0,
    });
  }
  await queueReceipt(ctx, checkout, balance);
  return recordEvent(ctx, eventId, type, 'applied', null, sessionId);
}

/** public.apply_stripe_checkout_expired(). Call inside `ctx.db.exclusive`. */
export async function applyCheckoutExpired(
  ctx: HandlerContext,
  eventId: string | null,
  sessionId: string | null,
): Promise<StripeEventOutcome | Response> {
  const type = 'checkout.session.expired';
  const seen = eventSeen(ctx, eventId);
  if (seen instanceof Response) return seen;
  if (seen) return 'replayed';
  const checkout = checkoutOf(ctx, sessionId);
  if (!checkout) return recordEvent(ctx, eventId!, type, 'ignored', 'unknown_session', sessionId);
  if (checkout.status !== 'open') return recordEvent(ctx, eventId!, type, 'ignored', 'not_open', sessionId);
  await ctx.db.creditCheckouts.update((q) => q.where({ id: checkout.id }), {
    data(c) {
      c.status = 'expired';
    },
  });
  return recordEvent(ctx, eventId!, type, 'applied', null, sessionId);
}

/** ceil(credits * cents / amount), as the plpgsql's integer arithmetic. */
const creditsFor = (c: CreditCheckoutRecord, cents: number) =>
  Math.floor((c.credits * cents + c.amount_cents - 1) / c.amount_cents);

/** public.apply_stripe_charge_refunded(). Call inside `ctx.db.exclusive`. */
export async function applyChargeRefunded(
  ctx: HandlerContext,
  eventId: string | null,
  paymentIntent: string | null,
  amountRefundedCents: number | null,
  currency: string | null,
): Promise<StripeEventOutcome | Response> {
  const type = 'charge.refunded';
  const seen = eventSeen(ctx, eventId);
  if (seen instanceof Response) return seen;
  if (seen) return 'replayed';
  const checkout =
    paymentIntent === null
      ? undefined
      : ctx.db.creditCheckouts.findFirst((q) => q.where({ payment_intent: paymentIntent, status: 'complete' }));
  if (!checkout) return recordEvent(ctx, eventId!, type, 'ignored', 'unknown_payment', null);
  if (
    currency !== 'usd' ||
    amountRefundedCents === null ||
    amountRefundedCents < 0 ||
    amountRefundedCents > checkout.amount_cents
  )
    return recordEvent(ctx, eventId!, type, 'refused', 'refund_exceeds_payment', checkout.id);
  const delta = amountRefundedCents - checkout.refunded_cents;
  if (delta <= 0) return recordEvent(ctx, eventId!, type, 'ignored', 'already_refunded', checkout.id);
  const take = Math.min(
    creditBalance(ctx, checkout.user_id),
    creditsFor(checkout, amountRefundedCents) - creditsFor(checkout, checkout.refunded_cents),
  );
  await ctx.db.creditLedger.create({
    id: crypto.randomUUID(),
    user_id: checkout.user_id,
    kind: 'purchase_refund',
    credits: -take,
    amount_paid_cents: -delta,
    reason: `Card refund (Stripe Checkout ${checkout.id})`,
    order_id: null,
    created_by: null,
    created_at: isoNow(ctx),
  });
  await ctx.db.creditCheckouts.update((q) => q.where({ id: checkout.id }), {
    data(c) {
      c.refunded_cents = amountRefundedCents;
    },
  });
  return recordEvent(ctx, eventId!, type, 'applied', null, checkout.id);
}

/** public.record_stripe_event_ignored(): an event type the webhook does not act on. */
export async function recordIgnoredEvent(
  ctx: HandlerContext,
  eventId: string | null,
  type: string | null,
): Promise<StripeEventOutcome | Response> {
  const seen = eventSeen(ctx, eventId);
  if (seen instanceof Response) return seen;
  if (seen) return 'replayed';
  return recordEvent(ctx, eventId!, type || 'unknown', 'ignored', 'unhandled_type', null);
}

const COMPLETED_PARAMS = {
  _event_id: 'text',
  _session_id: 'text',
  _user_id: 'uuid',
  _pack_id: 'text',
  _amount_cents: 'integer',
  _currency: 'text',
} as const;

const outcomeAnswer = (result: StripeEventOutcome | Response) =>
  result instanceof Response ? result : HttpResponse.json(result);

export function stripeEventHandlers(ctx: HandlerContext, base: string) {
  const tableUrl = `${base}${API_ROUTES.creditCheckouts}`;
  const rpcUrl = (name: string) => `${base}/rest/v1/rpc/${name}`;
  const completed = (a: CastArguments<typeof COMPLETED_PARAMS>, paymentIntent: string | null) =>
    ctx.db.exclusive(async () =>
      outcomeAnswer(
        await applyCheckoutCompleted(ctx, {
          eventId: a._event_id,
          sessionId: a._session_id,
          userId: a._user_id,
          packId: a._pack_id,
          amountCents: a._amount_cents,
          currency: a._currency,
          paymentIntent,
        }),
      ),
    );
  return [
    selectHandler(ctx, tableUrl, TABLE, (caller) => {
      if (caller.kind === 'anon') return NO_GRANT;
      const rows = ctx.db.creditCheckouts.all();
      if (caller.kind === 'service') return rows.map(publicRow);
      if (!callerIsActive(ctx, caller)) return [];
      return (callerIsAdmin(ctx, caller) ? rows : rows.filter((c) => c.user_id === caller.userId)).map(publicRow);
    }),
    ...withoutGrant(ctx, tableUrl, 'credit_checkouts', ['post', 'patch', 'delete']),

    rpc(
      ctx,
      rpcUrl('record_credit_checkout'),
      'record_credit_checkout',
      { _session_id: 'text', _user_id: 'uuid', _pack_id: 'text' },
      ['service'],
      (_caller, a) =>
        ctx.db.exclusive(async () => {
          if (a._session_id === null || !SESSION_ID.test(a._session_id))
            return restError(400, '22023', CHECKOUT_ERRORS.sessionId);
          const pack = creditPack(a._pack_id);
          if (!pack) return restError(400, '22023', CHECKOUT_ERRORS.pack);
          const userId = a._user_id;
          if (userId === null || !ctx.db.authUsers.findFirst((q) => q.where({ id: userId })))
            return restError(404, 'PT404', CHECKOUT_ERRORS.user);
          if (checkoutOf(ctx, a._session_id))
            return restError(
              409,
              '23505',
              'duplicate key value violates unique constraint "credit_checkouts_pkey"',
              `Key (id)=(${a._session_id}) already exists.`,
            );
          const row = await ctx.db.creditCheckouts.create({
            id: a._session_id,
            user_id: userId,
            pack_id: pack.id,
            credits: pack.credits,
            amount_cents: pack.priceCents,
            status: 'open',
            created_at: isoNow(ctx),
            completed_at: null,
            ledger_entry_id: null,
            payment_intent: null,
            refunded_cents: 0,
          });
          return HttpResponse.json({ ...publicRow(row), payment_intent: null, refunded_cents: 0 });
        }),
    ),
    // The seven-argument call, then the six-argument one (_payment_intent has a default in SQL).
    rpcOverload(
      ctx,
      rpcUrl('apply_stripe_checkout_completed'),
      'apply_stripe_checkout_completed',
      { ...COMPLETED_PARAMS, _payment_intent: 'text' },
      ['service'],
      (_caller, a) => completed(a, a._payment_intent),
    ),
    rpc(
      ctx,
      rpcUrl('apply_stripe_checkout_completed'),
      'apply_stripe_checkout_completed',
      COMPLETED_PARAMS,
      ['service'],
      (_caller, a) => completed(a, null),
    ),
    rpc(
      ctx,
      rpcUrl('apply_stripe_checkout_expired'),
      'apply_stripe_checkout_expired',
      { _event_id: 'text', _session_id: 'text' },
      ['service'],
      (_caller, a) =>
        ctx.db.exclusive(async () => outcomeAnswer(await applyCheckoutExpired(ctx, a._event_id, a._session_id))),
    ),
    rpc(
      ctx,
      rpcUrl('apply_stripe_charge_refunded'),
      'apply_stripe_charge_refunded',
      { _event_id: 'text', _payment_intent: 'text', _amount_refunded_cents: 'integer', _currency: 'text' },
      ['service'],
      (_caller, a) =>
        ctx.db.exclusive(async () =>
          outcomeAnswer(
            await applyChargeRefunded(ctx, a._event_id, a._payment_intent, a._amount_refunded_cents, a._currency),
          ),
        ),
    ),
    rpc(
      ctx,
      rpcUrl('record_stripe_event_ignored'),
      'record_stripe_event_ignored',
      { _event_id: 'text', _type: 'text' },
      ['service'],
      (_caller, a) => ctx.db.exclusive(async () => outcomeAnswer(await recordIgnoredEvent(ctx, a._event_id, a._type))),
    ),
  ];
}
