import { z } from 'zod';
import { CREDIT_PACKS, type CreditPackId } from '@/lib/credits/packs';

/**
 * Buying credits with Stripe Checkout (issue 47 §1): the checkout the customer started (public.credit_checkouts,
 * one row per Checkout Session, written only by the Edge Functions with the service role) and what starting one
 * answers. The packs and the request's rules live in src/lib/credits/packs, which the Edge Functions share.
 */

const timestamp = z.string().datetime({ offset: true });

export const CREDIT_PACK_IDS = CREDIT_PACKS.map((pack) => pack.id) as [CreditPackId, ...CreditPackId[]];
export const creditPackIdSchema = z.enum(CREDIT_PACK_IDS, { message: 'Choose one of the credit packs.' });

export const CREDIT_CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/** The caller's checkout as the return page reads it: open until the verified webhook grants the credits. */
export const creditCheckoutSchema = z.object({
  /** Stripe's Checkout Session id (cs_…). */
  id: z.string().min(1).max(255),
  user_id: z.uuid(),
  pack_id: creditPackIdSchema,
  credits: z.number().int().positive(),
  amount_cents: z.number().int().positive(),
  status: z.enum(CREDIT_CHECKOUT_STATUSES),
  created_at: timestamp,
  completed_at: timestamp.nullable(),
  /** The ledger's purchase row, once granted. */
  ledger_entry_id: z.uuid().nullable(),
});
export type CreditCheckout = z.infer<typeof creditCheckoutSchema>;

/** create-credit-checkout's answer: the hosted page to send the customer to. */
export const creditCheckoutStartedSchema = z.object({
  session_id: z.string().min(1).max(255),
  url: z.url(),
});
