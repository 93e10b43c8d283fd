import { describe, expect, it } from 'vitest';
import { CREDIT_CHECKOUT_ERRORS, creditPack } from '@/lib/credits/packs';
import { OTHER_CUSTOMER, PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, type ContractContext } from './support';

/**
 * Buying credits (issue 47 §1) through the port: a customer starts a Stripe Checkout for a pack (Edge Function
 * create-credit-checkout, or its twin), which records an open public.credit_checkouts row the customer reads back
 * on the return page; staff are refused, a pack we do not sell is refused, and nobody else reads the checkout but
 * an admin. Starting a checkout grants nothing: credits come only from the verified webhook (its cases are the
 * SQL functions' pgTAP and the functions' Deno tests).
 */
export function creditCheckoutContract({ h }: ContractContext): void {
  describe('credits: buying a pack with Stripe Checkout', () => {
    it('a customer starts a checkout: the page to pay on, and an open checkout of theirs for the pack, nothing granted yet', async () => {
      const admin = await h.signedIn('admin');
      const buyer = await newCustomer(h, admin, 'Morgan Buyer');
      const team = creditPack('team')!;
      const started = await buyer.client.credits.startCheckout('team');
      expect(started.session_id).toMatch(/^cs_[A-Za-z0-9_]+$/);
      expect(() => new URL(started.url)).not.toThrow();

      const checkout = await buyer.client.credits.checkout(started.session_id);
      expect(checkout).toEqual({
        id: started.session_id,
        user_id: buyer.id,
        pack_id: 'team',
        credits: team.credits,
        amount_cents: team.priceCents,
        status: 'open',
        created_at: expect.any(String),
        completed_at: null,
        ledger_entry_id: null,
      });
      expect(await buyer.client.credits.balance(buyer.id)).toBe(0);
      expect(await buyer.client.credits.ledger(buyer.id)).toEqual([]);

      // A second checkout is another session.
      const again = await buyer.client.credits.startCheckout('starter');
      expect(again.session_id).not.toBe(started.session_id);
      expect(await buyer.client.credits.checkout(again.session_id)).toMatchObject({ pack_id: 'starter', credits: 10 });
    });

    it('a checkout is read by its customer and by admins only: another customer and a moderator get nothing', async () => {
      const customer = await h.signedIn('customer');
      const { session_id } = await customer.credits.startCheckout('starter');
      const admin = await h.signedIn('admin');
      expect(await admin.credits.checkout(session_id)).toMatchObject({ id: session_id, user_id: PERSONAS.customer.id });
      const moderator = await h.signedIn('moderator');
      expect(await moderator.credits.checkout(session_id)).toBeNull();
      const other = await newCustomer(h, admin, 'Avery Other');
      expect(other.id).not.toBe(OTHER_CUSTOMER.id);
      expect(await other.client.credits.checkout(session_id)).toBeNull();
    });

    it('a session nobody opened reads as none', async () => {
      const customer = await h.signedIn('customer');
      expect(await customer.credits.checkout('cs_test_nobody_opened_this_session')).toBeNull();
      expect(await customer.credits.checkout('')).toBeNull();
    });

    it('staff accounts do not buy credits: admins and moderators are refused with the reason', async () => {
      for (const persona of ['admin', 'moderator'] as const) {
        const staff = await h.signedIn(persona);
        await expectError(staff.credits.startCheckout('starter'), 'forbidden', {
          message: CREDIT_CHECKOUT_ERRORS.notCustomer.message,
        });
      }
    });

    it('a pack we do not sell is refused, and nobody signed in cannot start a checkout', async () => {
      const customer = await h.signedIn('customer');
      for (const packId of ['', 'enterprise', 'STARTER']) {
        await expectError(customer.credits.startCheckout(packId), 'validation_failed', {
          message: CREDIT_CHECKOUT_ERRORS.unknownPack.message,
          issues: [CREDIT_CHECKOUT_ERRORS.unknownPack.message],
        });
      }
      await expectError(h.anon().credits.startCheckout('starter'), 'session_missing');
    });
  });
}
