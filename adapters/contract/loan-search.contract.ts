import { describe, expect, it } from 'vitest';
import type { BackendAdapter } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, newCustomer, orderInput, setBalance, type ContractContext } from './support';

/**
 * Issue 47 §4: orders are found by their loan number. The staff queue's search looks in the loan reference too;
 * the customer's own orders are searched by loan reference and entity and filtered by status. Loan numbers carry
 * PostgREST's and LIKE's reserved characters (commas, parentheses, `%`, `*`, `_`), matched literally.
 */
export function loanSearchContract({ h }: ContractContext): void {
  const orders = {
    bridge: { entityLegalName: 'Kestrel Bridge Partners LLC', loanReference: 'LN-2026-00417' },
    tranche: { entityLegalName: 'Juniper Row Capital LP', loanReference: 'CRE-88 (A), tranche 2' },
    percent: { entityLegalName: 'Harrow Point Trust', loanReference: '100%-REFI' },
    star: { entityLegalName: 'Ostrander Mills Inc.', loanReference: 'QX*77' },
    underscore: { entityLegalName: 'Pelican Quay LLC', loanReference: 'QX_78' },
    none: { entityLegalName: 'Larkspur Commons LLC', loanReference: '' },
  } as const;
  type Key = keyof typeof orders;

  /** The customer persona's orders above (the tranche one cancelled), and the admin. */
  async function placeOrders() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, Object.keys(orders).length);
    const customer = await h.signedIn('customer');
    const ids = {} as Record<Key, string>;
    for (const [key, fields] of Object.entries(orders) as [Key, (typeof orders)[Key]][]) {
      ids[key] = (await customer.orders.submit(orderInput(fields))).id;
    }
    await admin.orders.setStatus({ orderId: ids.tranche, status: 'Cancelled' });
    return { admin, customer, ids };
  }

  const queueIds = async (client: BackendAdapter, search: string, status?: 'Submitted' | 'Cancelled') => {
    const { rows, total } = await client.orders.page({ search, status, pageSize: 100 });
    expect(total, `total for ${JSON.stringify(search)}`).toBe(rows.length);
    return rows.map((o) => o.id);
  };
  /** `ids` in the order `list` holds them: a filtered list keeps the unfiltered one's order. */
  const inOrderOf = (list: readonly string[], ids: readonly string[]) => list.filter((id) => ids.includes(id));
  const ownIds = async (client: BackendAdapter, search: string, status?: 'Submitted' | 'Cancelled') =>
    (await client.orders.listOwn({ search, status })).map((o) => o.id);

  describe('orders: found by loan reference', () => {
    it('the staff queue finds an order by any part of its loan reference, ignoring case and spaces around', async () => {
      const { admin, ids } = await placeOrders();
      expect(await queueIds(admin, 'LN-2026-00417')).toEqual([ids.bridge]);
      expect(await queueIds(admin, '  ln-2026-004  ')).toEqual([ids.bridge]);
      expect(await queueIds(admin, '00417')).toEqual([ids.bridge]);
      expect(await queueIds(admin, 'LN-2026-99999')).toEqual([]);
      // The other columns still answer, alongside.
      expect(await queueIds(admin, 'kestrel bridge')).toEqual([ids.bridge]);
      const moderator = await h.signedIn('moderator');
      expect(await queueIds(moderator, 'ln-2026-00417')).toEqual([ids.bridge]);
    });

    it('the staff search by loan reference works with the status filter, the sort and the pages', async () => {
      const { admin, ids } = await placeOrders();
      const found = await queueIds(admin, 'QX', 'Submitted');
      expect([...found].sort()).toEqual([ids.star, ids.underscore].sort());
      expect(found).toEqual(inOrderOf(await queueIds(admin, '', 'Submitted'), found));
      expect(await queueIds(admin, 'tranche', 'Cancelled')).toEqual([ids.tranche]);
      expect(await queueIds(admin, 'tranche', 'Submitted')).toEqual([]);
      const waiting = (await admin.orders.page({ search: 'qx', sort: 'waiting' })).rows.map((o) => o.id);
      const everyWaiting = (await admin.orders.page({ sort: 'waiting', pageSize: 1000 })).rows.map((o) => o.id);
      expect(waiting).toEqual(inOrderOf(everyWaiting, found));
      const second = await admin.orders.page({ search: 'QX', page: 2, pageSize: 1 });
      expect(second).toEqual({ rows: [expect.objectContaining({ id: found[1] })], total: 2 });
    });

    it('commas, parentheses, %, _ and quotes in a loan reference are matched literally, * as any one character, on both lists', async () => {
      const { admin, customer, ids } = await placeOrders();
      const cases: Array<[string, Key[]]> = [
        ['CRE-88 (A), tranche 2', ['tranche']],
        ['(A),', ['tranche']],
        [', tranche', ['tranche']],
        ['100%', ['percent']],
        ['%', ['percent']],
        // PostgREST reads every `*` in a pattern as `%`, so the adapter sends it as `_`: any one character.
        ['QX*77', ['star']],
        ['QX_78', ['underscore']],
        ['X_7', ['underscore']],
      ];
      for (const [text, keys] of cases) {
        const wanted = keys.map((k) => ids[k]);
        expect(await queueIds(admin, text), `staff ${JSON.stringify(text)}`).toEqual(wanted);
        expect(await ownIds(customer, text), `own ${JSON.stringify(text)}`).toEqual(wanted);
      }
      for (const text of ['x),loan_reference.ilike.*', 'QX"77', 'CRE-88 (A)) ,', '\\']) {
        expect(await queueIds(admin, text), `staff ${JSON.stringify(text)}`).toEqual([]);
        expect(await ownIds(customer, text), `own ${JSON.stringify(text)}`).toEqual([]);
      }
    });

    it("the customer's own orders are searched by loan reference or entity and filtered by status", async () => {
      const { customer, ids } = await placeOrders();
      const every = await customer.orders.listOwn();
      expect(await customer.orders.listOwn({})).toEqual(every);
      expect(await customer.orders.listOwn({ search: '  ' })).toEqual(every);
      expect(await ownIds(customer, 'ln-2026')).toEqual([ids.bridge]);
      expect(await ownIds(customer, 'JUNIPER ROW')).toEqual([ids.tranche]);
      expect(await ownIds(customer, 'juniper', 'Submitted')).toEqual([]);
      expect(await ownIds(customer, 'juniper', 'Cancelled')).toEqual([ids.tranche]);
      const cancelled = await customer.orders.listOwn({ status: 'Cancelled' });
      expect(cancelled.map((o) => o.id)).toContain(ids.tranche);
      expect(cancelled.every((o) => o.status === 'Cancelled' && o.user_id === PERSONAS.customer.id)).toBe(true);
      // Their own name and email are on every order: the customer's search does not look there.
      expect(await ownIds(customer, 'Casey Customer')).toEqual([]);
      expect(await ownIds(customer, 'nothing like this')).toEqual([]);
      // Newest first, as the unfiltered list orders them.
      const qx = await ownIds(customer, 'qx');
      expect([...qx].sort()).toEqual([ids.star, ids.underscore].sort());
      expect(qx).toEqual(
        inOrderOf(
          every.map((o) => o.id),
          qx,
        ),
      );
      await expectError(customer.orders.listOwn({ search: 'x'.repeat(201) }), 'validation_failed');
    });

    it("a customer searching another customer's loan reference finds nothing; staff's own list holds only theirs", async () => {
      const { admin, ids } = await placeOrders();
      const other = await newCustomer(h, admin);
      expect(await ownIds(other.client, 'LN-2026-00417')).toEqual([]);
      expect(await ownIds(other.client, 'LN-2026-00417', 'Submitted')).toEqual([]);
      expect((await other.client.orders.page({ search: 'LN-2026-00417' })).total).toBe(0);
      expect(await other.client.orders.list({ search: 'LN-2026-00417' })).toEqual([]);
      expect(await ownIds(admin, 'LN-2026-00417')).toEqual([]);
      expect(await queueIds(admin, 'LN-2026-00417')).toEqual([ids.bridge]);
      await expectError(h.anon().orders.listOwn({ search: 'LN' }), 'session_missing');
    });
  });
}
