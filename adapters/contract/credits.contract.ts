import { describe, expect, it } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { OTHER_CUSTOMER, PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, setBalance, type ContractContext } from './support';

/**
 * The credit ledger of supabase/migrations/…0800_order_lifecycle_and_credits.sql, through the port: who
 * reads a balance and a ledger, and the admins' purchases and adjustments (orders' debits and refunds are
 * in ./orders.contract).
 */
export function creditsContract({ h }: ContractContext): void {
  const OTHERS_CREDITS = "Only admins can read another customer's credits";
  const ONLY_ADMINS_MANAGE = 'Only admins can manage credits';
  const UNKNOWN_USER = '9f1b2c3d-0000-4000-8000-00000000abcd';

  const sum = (ledger: Array<{ credits: number }>) => ledger.reduce((total, e) => total + e.credits, 0);

  describe('credits: reading balances and ledgers', () => {
    it('a customer reads their own balance and ledger, newest first, and the ledger sums to the balance', async () => {
      const admin = await h.signedIn('admin');
      await setBalance(admin, PERSONAS.customer.id, 2);
      await admin.credits.grant({ userId: PERSONAS.customer.id, credits: 5, amountPaid: 200, reason: 'Pack of 5' });
      const customer = await h.signedIn('customer');
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(7);
      const ledger = await customer.credits.ledger(PERSONAS.customer.id);
      expect(ledger[0]).toMatchObject({ user_id: PERSONAS.customer.id, kind: 'purchase', credits: 5 });
      expect(ledger.every((e) => e.user_id === PERSONAS.customer.id)).toBe(true);
      expect(sum(ledger)).toBe(7);
      const dates = ledger.map((e) => e.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it("another user's balance is forbidden and their ledger empty for customers and moderators; admins read both", async () => {
      const admin = await h.signedIn('admin');
      await admin.credits.grant({ userId: OTHER_CUSTOMER.id, credits: 3, amountPaid: 120 });
      for (const persona of ['customer', 'moderator'] as const) {
        const client = await h.signedIn(persona);
        await expectError(client.credits.balance(OTHER_CUSTOMER.id), 'forbidden', { message: OTHERS_CREDITS });
        expect(await client.credits.ledger(OTHER_CUSTOMER.id)).toEqual([]);
      }
      const ledger = await admin.credits.ledger(OTHER_CUSTOMER.id);
      expect(ledger[0]).toMatchObject({ user_id: OTHER_CUSTOMER.id, kind: 'purchase', credits: 3 });
      expect(await admin.credits.balance(OTHER_CUSTOMER.id)).toBe(sum(ledger));
      const moderator = await h.signedIn('moderator');
      expect(await moderator.credits.balance(PERSONAS.moderator.id)).toBe(
        sum(await moderator.credits.ledger(PERSONAS.moderator.id)),
      );
    });

    it('the anonymous caller has no balance or ledger to read', async () => {
      await expectError(h.anon().credits.balance(PERSONAS.customer.id), 'session_missing');
      await expectError(h.anon().credits.ledger(PERSONAS.customer.id), 'session_missing');
    });
  });

  describe('credits: purchases and adjustments by admins', () => {
    it('an admin records a purchase: the credits, the amount paid in cents, the note and who recorded it', async () => {
      const admin = await h.signedIn('admin');
      const buyer = await newCustomer(h, admin);
      expect(await buyer.client.credits.balance(buyer.id)).toBe(0);
      expect(await buyer.client.credits.ledger(buyer.id)).toEqual([]);

      await admin.credits.grant({ userId: buyer.id, credits: 10, amountPaid: 1234.56, reason: '  Invoice 2026-014 ' });
      await admin.credits.grant({ userId: buyer.id, credits: 1, amountPaid: 0.1 + 0.2 });
      await admin.credits.grant({ userId: buyer.id, credits: 2, amountPaid: 0, reason: 'Trial' });

      expect(await buyer.client.credits.balance(buyer.id)).toBe(13);
      expect(await admin.credits.balance(buyer.id)).toBe(13);
      const ledger = await buyer.client.credits.ledger(buyer.id);
      expect(ledger).toEqual(await admin.credits.ledger(buyer.id));
      const purchase = { user_id: buyer.id, kind: 'purchase', order_id: null, created_by: PERSONAS.admin.id };
      expect(ledger).toHaveLength(3);
      expect(ledger).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ...purchase, credits: 10, amount_paid_cents: 123456, reason: 'Invoice 2026-014' }),
          expect.objectContaining({ ...purchase, credits: 1, amount_paid_cents: 30, reason: null }),
          expect.objectContaining({ ...purchase, credits: 2, amount_paid_cents: 0, reason: 'Trial' }),
        ]),
      );
    });

    it('a purchase is validated: whole credits from 1 to 10000, an amount in dollars and cents, a short note, a known user', async () => {
      const admin = await h.signedIn('admin');
      const before = await admin.credits.ledger(PERSONAS.customer.id);
      const grant = (input: Partial<Parameters<BackendAdapter['credits']['grant']>[0]>) =>
        admin.credits.grant({ userId: PERSONAS.customer.id, credits: 1, amountPaid: 40, ...input });
      for (const credits of [0, -1, 1.5, 10001, Number.NaN]) {
        await expectError(grant({ credits }), 'validation_failed', {
          issues: ['Credits must be a whole number from 1 to 10000'],
        });
      }
      for (const amountPaid of [-0.01, 1_000_000.01]) {
        await expectError(grant({ amountPaid }), 'validation_failed', {
          issues: ['Amount paid must be from $0 to $1,000,000'],
        });
      }
      await expectError(grant({ amountPaid: 10.005 }), 'validation_failed', {
        issues: ['Amount paid must be in dollars and cents'],
      });
      await expectError(grant({ reason: 'x'.repeat(501) }), 'validation_failed', {
        issues: ['Note must be less than 500 characters'],
      });
      await expectError(grant({ userId: 'not-a-uuid' }), 'validation_failed', { issues: ['Invalid user ID format'] });
      await expectError(grant({ userId: UNKNOWN_USER }), 'not_found', { message: 'User not found' });
      expect(await admin.credits.ledger(PERSONAS.customer.id)).toEqual(before);
    });

    it('only admins grant or adjust credits: a customer (even for themselves) and a moderator are forbidden, and nothing is written', async () => {
      const admin = await h.signedIn('admin');
      const before = await admin.credits.ledger(PERSONAS.customer.id);
      for (const persona of ['customer', 'moderator'] as const) {
        const client = await h.signedIn(persona);
        for (const userId of [PERSONAS.customer.id, PERSONAS[persona].id]) {
          await expectError(client.credits.grant({ userId, credits: 100, amountPaid: 0 }), 'forbidden', {
            message: ONLY_ADMINS_MANAGE,
          });
          await expectError(client.credits.adjust({ userId, credits: 100, reason: 'Free credits' }), 'forbidden', {
            message: ONLY_ADMINS_MANAGE,
          });
        }
      }
      await expectError(
        h.anon().credits.grant({ userId: PERSONAS.customer.id, credits: 1, amountPaid: 0 }),
        'session_missing',
      );
      await expectError(
        h.anon().credits.adjust({ userId: PERSONAS.customer.id, credits: 1, reason: 'Free' }),
        'session_missing',
      );
      expect(await admin.credits.ledger(PERSONAS.customer.id)).toEqual(before);
    });

    it('an admin adjusts a balance up or down with the reason; a balance never goes below zero', async () => {
      const admin = await h.signedIn('admin');
      const { id } = await newCustomer(h, admin);
      await admin.credits.adjust({ userId: id, credits: 3, reason: ' Goodwill for a late report ' });
      await admin.credits.adjust({ userId: id, credits: -2, reason: 'Duplicate purchase' });
      expect(await admin.credits.balance(id)).toBe(1);
      const ledger = await admin.credits.ledger(id);
      expect(ledger).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            user_id: id,
            kind: 'adjustment',
            credits: 3,
            amount_paid_cents: null,
            reason: 'Goodwill for a late report',
            created_by: PERSONAS.admin.id,
          }),
          expect.objectContaining({ kind: 'adjustment', credits: -2, reason: 'Duplicate purchase' }),
        ]),
      );

      await expectError(admin.credits.adjust({ userId: id, credits: -2, reason: 'Too much' }), 'validation_failed', {
        message: 'An adjustment cannot take a balance below zero',
      });
      for (const credits of [0, 0.5, 10001, -10001]) {
        await expectError(admin.credits.adjust({ userId: id, credits, reason: 'Bad' }), 'validation_failed', {
          issues: ['An adjustment is a whole number of credits from -10000 to 10000, not 0'],
        });
      }
      for (const reason of ['', '   ']) {
        await expectError(admin.credits.adjust({ userId: id, credits: 1, reason }), 'validation_failed', {
          issues: ['Give the reason for the adjustment'],
        });
      }
      await expectError(
        admin.credits.adjust({ userId: id, credits: 1, reason: 'x'.repeat(501) }),
        'validation_failed',
        {
          issues: ['Note must be less than 500 characters'],
        },
      );
      await expectError(admin.credits.adjust({ userId: UNKNOWN_USER, credits: 1, reason: 'Gift' }), 'not_found', {
        message: 'User not found',
      });
      expect(await admin.credits.ledger(id)).toEqual(ledger);

      await admin.credits.adjust({ userId: id, credits: -1, reason: 'Closing the account' });
      expect(await admin.credits.balance(id)).toBe(0);
    });
  });
}
