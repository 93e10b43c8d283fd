import { describe, expect, it } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, setBalance, type ContractContext } from './support';

/**
 * Secretary of State lookups stored with an order (migration …1800, issue 31) through the port: admins check a
 * state through the Edge Function check-secretary-of-state, which stores the provider's answer; staff read the
 * newest lookup of each state; moderators, customers and anon cannot check, customers read nothing. The cases
 * that need the sandbox's known outcomes run where the lookup answers from the sandbox (the emulator's twin).
 */
export function sosLookupsContract({ h, withSosSandbox }: ContractContext): void {
  /** A fresh order of the customer's for an entity the sandbox finds administratively dissolved, and the admin. */
  async function dissolvedOrder() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(
      orderInput({ entityLegalName: 'Harbor Dissolved Holdings LLC', formationState: 'Delaware' }),
    );
    return { admin, customer, order };
  }

  const check = (client: BackendAdapter, orderId: string, state = 'Delaware', name?: string) =>
    client.sosLookups.check({ orderId, state: state as 'Delaware', ...(name === undefined ? {} : { name }) });

  describe('Secretary of State lookups', () => {
    withSosSandbox(
      "[capability: sosSandbox] an admin checks the order's entity: the sandbox's answer is stored, staff read it",
      async () => {
        const { admin, customer, order } = await dissolvedOrder();
        const stored = await check(admin, order.id);
        expect(stored).toEqual({
          id: expect.any(String),
          order_id: order.id,
          state: 'Delaware',
          query_name: 'Harbor Dissolved Holdings LLC',
          provider: 'sandbox',
          outcome: 'found',
          candidates: [
            expect.objectContaining({
              name: 'Harbor Dissolved Holdings LLC',
              state: 'Delaware',
              stateStatus: 'Administratively Dissolved',
              normalizedStatus: 'Administratively dissolved',
              sourceUrl: expect.stringMatching(/^https:\/\//),
              capturedAt: expect.any(String),
              confidence: 1,
            }),
          ],
          looked_up_at: expect.any(String),
          looked_up_by: PERSONAS.admin.id,
        });
        expect(await admin.sosLookups.latest(order.id)).toEqual([stored]);
        expect(await (await h.signedIn('moderator')).sosLookups.latest(order.id)).toEqual([stored]);
        expect(await customer.sosLookups.latest(order.id)).toEqual([]);
        const { rows, total } = await admin.audit.staffPage({ action: 'sos_checked' });
        expect(total).toBe(1);
        expect(rows[0]).toMatchObject({
          action: 'sos_checked',
          actor_id: PERSONAS.admin.id,
          target_user_id: PERSONAS.customer.id,
          details: { orderId: order.id, state: 'Delaware', provider: 'sandbox', outcome: 'found', candidates: 1 },
        });
      },
    );

    withSosSandbox(
      '[capability: sosSandbox] a second check of a state is the newest; each state keeps its own',
      async () => {
        const { admin, order } = await dissolvedOrder();
        const first = await check(admin, order.id);
        await h.advanceClock?.(1_000);
        const second = await check(admin, order.id, 'Delaware', 'Nobody Unregistered LLC');
        expect(second).toMatchObject({ outcome: 'not_found', candidates: [], query_name: 'Nobody Unregistered LLC' });
        expect(second.id).not.toBe(first.id);
        expect(await admin.sosLookups.latest(order.id)).toEqual([second]);
        await h.advanceClock?.(1_000);
        const texas = await check(admin, order.id, 'Texas');
        const latest = await admin.sosLookups.latest(order.id);
        expect(latest).toHaveLength(2);
        expect(latest).toEqual(expect.arrayContaining([second, texas]));
      },
    );

    it('moderators read lookups but cannot check; customers and anon can do neither', async () => {
      const { order } = await dissolvedOrder();
      await expectError(check(await h.signedIn('moderator'), order.id), 'forbidden');
      const customer = await h.signedIn('customer');
      await expectError(check(customer, order.id), 'forbidden');
      expect(await customer.sosLookups.latest(order.id)).toEqual([]);
      await expectError(check(h.anon(), order.id), 'session_missing');
      const admin = await h.signedIn('admin');
      expect(await admin.sosLookups.latest(order.id)).toEqual([]);
    });

    it('a state that is not one is refused before asking; an unknown order is not found', async () => {
      const { admin, order } = await dissolvedOrder();
      await expectError(check(admin, order.id, 'Atlantis'), 'validation_failed', {
        issues: ['Please choose a state'],
      });
      await expectError(check(admin, '00000000-0000-4000-8000-00000000dead'), 'not_found');
      expect(await admin.sosLookups.latest(order.id)).toEqual([]);
    });

    it('a lookup recorded for someone who is no user (never one, or deleted meanwhile) is refused and stores nothing', async () => {
      const { admin, order } = await dissolvedOrder();
      // The Edge Function's own call, after its admin check: the function refuses whoever calls it.
      const record = (lookedUpBy: string) =>
        h.serviceRpc('record_sos_lookup', {
          _order_id: order.id,
          _state: 'Delaware',
          _query_name: 'Harbor Dissolved Holdings LLC',
          _provider: 'sandbox',
          _outcome: 'not_found',
          _candidates: [],
          _looked_up_by: lookedUpBy,
        });
      const refused = { data: null, error: { code: 'PT404', message: 'The user who looked it up was not found' } };
      expect(await record('00000000-0000-4000-8000-0000000000ee')).toEqual(refused);
      const gone = await newCustomer(h, admin, 'Gone Meanwhile');
      await h.deleteUser(gone.id);
      expect(await record(gone.id)).toEqual(refused);
      expect(await admin.sosLookups.latest(order.id)).toEqual([]);
      expect((await admin.audit.staffPage({ action: 'sos_checked' })).total).toBe(0);

      const stored = await record(PERSONAS.admin.id);
      expect(stored).toMatchObject({ data: { order_id: order.id, looked_up_by: PERSONAS.admin.id }, error: null });
      expect(await admin.sosLookups.latest(order.id)).toHaveLength(1);
      expect((await admin.audit.staffPage({ action: 'sos_checked' })).total).toBe(1);
    });

    it("the seeded order in review already has its formation state's lookup", async () => {
      const admin = await h.signedIn('admin');
      const oakHollow = '7d2a9f31-0000-4000-8000-000000000c06';
      const [lookup] = await admin.sosLookups.latest(oakHollow);
      expect(lookup).toMatchObject({
        state: 'Georgia',
        outcome: 'found',
        candidates: [expect.objectContaining({ normalizedStatus: 'Administratively dissolved' })],
      });
    });
  });
}
