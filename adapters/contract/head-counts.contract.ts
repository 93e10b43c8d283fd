import { describe, expect, it } from 'vitest';
import type { BackendAdapter, Session } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import type { ContractContext } from './support';

/**
 * Counting with HEAD, as supabase-js sends `select('*', { count: 'exact', head: true })`: PostgREST reads the
 * table as for GET (the same filters and row-level security) and answers the GET's status and Content-Range
 * (the count after the slash) with no body, so the client gets the count and null data. Checked on the
 * production client outside the port, since any Supabase client may send it.
 */
export function headCountsContract({ h }: ContractContext): void {
  async function sessionOf(client: BackendAdapter): Promise<Session> {
    const session = await client.auth.getSession();
    expect(session).not.toBeNull();
    return session!;
  }

  describe('counting with HEAD (head: true)', () => {
    it('staff count every order, and a filter counts only the matching ones; no data comes back', async () => {
      const admin = await h.signedIn('admin');
      const session = await sessionOf(admin);
      const all = await admin.orders.page({ pageSize: 1 });
      const submitted = await admin.orders.page({ status: 'Submitted', pageSize: 1 });
      expect(all.total).toBeGreaterThan(submitted.total);
      expect(submitted.total).toBeGreaterThan(0);

      expect(await h.headCount(session, 'order_requests')).toEqual({
        status: 200,
        count: all.total,
        data: null,
        error: null,
      });
      expect(await h.headCount(session, 'order_requests', { status: 'Submitted' })).toEqual({
        status: 200,
        count: submitted.total,
        data: null,
        error: null,
      });
      expect(
        await h.headCount(session, 'order_requests', { status: 'Submitted', user_id: PERSONAS.customer.id }),
      ).toMatchObject({
        count: (await admin.orders.list({ status: 'Submitted' })).filter((o) => o.user_id === PERSONAS.customer.id)
          .length,
      });
    });

    it("a customer counts only their own orders (row-level security), and none of another customer's", async () => {
      const customer = await h.signedIn('customer');
      const session = await sessionOf(customer);
      const own = await customer.orders.list();
      expect(own.length).toBeGreaterThan(0);
      const staffTotal = (await (await h.signedIn('admin')).orders.page({ pageSize: 1 })).total;
      expect(own.length).toBeLessThan(staffTotal);

      expect(await h.headCount(session, 'order_requests')).toEqual({
        status: 200,
        count: own.length,
        data: null,
        error: null,
      });
      expect(await h.headCount(session, 'order_requests', { user_id: PERSONAS.customer.id })).toMatchObject({
        count: own.length,
      });
      expect(await h.headCount(session, 'order_requests', { user_id: PERSONAS.admin.id })).toMatchObject({
        status: 200,
        count: 0,
        data: null,
      });
    });

    it('a refused read answers its status with no body: anon on order_requests 401, a signed-in caller on a table without a grant 403', async () => {
      // PostgREST's error JSON is a body, which HTTP does not send in answer to HEAD: supabase-js reports an
      // error with an empty message, no count and no data.
      expect(await h.headCount(null, 'order_requests')).toEqual({
        status: 401,
        count: null,
        data: null,
        error: { message: '' },
      });
      const customer = await h.signedIn('customer');
      expect(await h.headCount(await sessionOf(customer), 'account_los_addresses')).toEqual({
        status: 403,
        count: null,
        data: null,
        error: { message: '' },
      });
    });
  });
}
