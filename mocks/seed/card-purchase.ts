import type { CreditLedgerEntry } from '@/backend';
import { creditPack } from '@/lib/credits/packs';
import type { CreditCheckoutRecord } from '../db';
import { PERSONAS } from './personas';

/**
 * The customer persona's card purchase (issue 47 §1): a Starter pack paid through Stripe Checkout 60 days ago, as
 * the verified webhook records it (migration 3500): the checkout row and its ledger purchase (by nobody on the
 * staff). supabase/seed.sql writes the same rows (seed-purchases, seed-card-purchase). Its receipt is not seeded:
 * the demo's outbox starts empty, as the auth and mail tests expect.
 */
export const SEED_CARD_PURCHASE = {
  ledgerId: '00000000-0000-4000-8000-000000000e81',
  sessionId: 'cs_test_a1DemoSeedStarterPack',
  paymentIntent: 'pi_test_DemoSeedStarterPack',
  packId: 'starter',
  ago: [60, 0] as [number, number],
} as const;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const pack = creditPack(SEED_CARD_PURCHASE.packId)!;

export function cardPurchaseAt(now: Date): string {
  const [days, hours] = SEED_CARD_PURCHASE.ago;
  return new Date(now.getTime() - days * DAY - hours * HOUR).toISOString();
}

/** The ledger's purchase row. */
export function cardPurchaseLedgerRow(now: Date): CreditLedgerEntry {
  return {
    id: SEED_CARD_PURCHASE.ledgerId,
    user_id: PERSONAS.customer.id,
    kind: 'purchase',
    credits: pack.credits,
    amount_paid_cents: pack.priceCents,
    reason: `Card payment (Stripe Checkout ${SEED_CARD_PURCHASE.sessionId})`,
    order_id: null,
    created_by: null,
    created_at: cardPurchaseAt(now),
  };
}

/** public.credit_checkouts' row: complete, naming its ledger row. */
export function cardPurchaseCheckout(now: Date): CreditCheckoutRecord {
  const at = new Date(Date.parse(cardPurchaseAt(now)) - 5 * 60 * 1000).toISOString();
  return {
    id: SEED_CARD_PURCHASE.sessionId,
    user_id: PERSONAS.customer.id,
    pack_id: pack.id,
    credits: pack.credits,
    amount_cents: pack.priceCents,
    status: 'complete',
    created_at: at,
    completed_at: cardPurchaseAt(now),
    ledger_entry_id: SEED_CARD_PURCHASE.ledgerId,
    payment_intent: SEED_CARD_PURCHASE.paymentIntent,
    refunded_cents: 0,
  };
}
