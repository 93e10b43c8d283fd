import { describe, expect, it } from 'vitest';
import type { BackendAdapter, Session } from '@/backend';
import { PERSONAS } from '../../mocks/seed/personas';
import { newCustomer, orderInput, pdf, setBalance, type ContractContext } from './support';

const BUCKET = 'order-documents';

/**
 * Requests any Supabase client may send though the app's port does not, answered as production answers them
 * (issue 42 §7): a read-only (STABLE) function called with GET or HEAD as PostgREST calls it, Storage's HEAD on an
 * object and its move; and a deleted user's files, which only the scheduled purge removes. Checked on the
 * production client, outside the port where the port has no such call.
 */
export function wireParityContract({ h }: ContractContext): void {
  async function sessionOf(client: BackendAdapter): Promise<Session> {
    const session = await client.auth.getSession();
    expect(session).not.toBeNull();
    return session!;
  }

  /** A new order of the customer persona with one document; its storage path. */
  async function customerDocument(customer: BackendAdapter): Promise<string> {
    await setBalance(await h.signedIn('admin'), PERSONAS.customer.id, 1);
    const order = await customer.orders.submit(orderInput({ documents: [pdf('wire-parity.pdf')] }));
    return order.documents[0]!.storage_path;
  }

  describe('read-only functions called with GET and HEAD (PostgREST)', () => {
    it('answer GET with the result and HEAD with its status and no body, as POST does; refusals keep their status', async () => {
      const customer = await h.signedIn('customer');
      const probes = await h.wire(await sessionOf(customer));
      const balance = await customer.credits.balance(PERSONAS.customer.id);
      const args = { _user_id: PERSONAS.customer.id };
      expect(await probes.rpcRead('credit_balance', args, 'GET')).toEqual({ status: 200, data: balance, error: null });
      expect(await probes.rpcRead('credit_balance', args, 'HEAD')).toEqual({ status: 200, data: null, error: null });
      expect(await probes.rpcRead('is_admin', {}, 'GET')).toEqual({ status: 200, data: false, error: null });

      const admin = await h.wire(await sessionOf(await h.signedIn('admin')));
      expect(await admin.rpcRead('is_admin', {}, 'GET')).toEqual({ status: 200, data: true, error: null });
      expect(await admin.rpcRead('admin_dashboard', {}, 'HEAD')).toEqual({ status: 200, data: null, error: null });
      expect(await admin.rpcRead('admin_dashboard', {}, 'GET')).toMatchObject({
        status: 200,
        data: expect.any(Object),
        error: null,
      });

      // anon holds no EXECUTE: 401, whose error body HTTP does not send in answer to HEAD.
      const anon = await h.wire(null);
      expect(await anon.rpcRead('credit_balance', args, 'GET')).toMatchObject({
        status: 401,
        data: null,
        error: { code: '42501' },
      });
      expect(await anon.rpcRead('credit_balance', args, 'HEAD')).toEqual({
        status: 401,
        data: null,
        error: { message: '' },
      });
    });
  });

  describe('Storage: HEAD on an object, and move', () => {
    it("HEAD finds the caller's own object, and none the policies hide", async () => {
      const customer = await h.signedIn('customer');
      const path = await customerDocument(customer);
      const own = await h.wire(await sessionOf(customer));
      expect(await own.exists(BUCKET, path)).toEqual({ data: true, error: null });
      expect(await own.exists(BUCKET, `${PERSONAS.customer.id}/no-such-file.pdf`)).toMatchObject({ data: false });

      const other = await newCustomer(h, await h.signedIn('admin'));
      expect(await (await h.wire(await sessionOf(other.client))).exists(BUCKET, path)).toMatchObject({ data: false });
      expect(await (await h.wire(await sessionOf(await h.signedIn('admin')))).exists(BUCKET, path)).toEqual({
        data: true,
        error: null,
      });
    });

    it('move: the service role moves an object; a customer may not (no UPDATE policy): not found, the file stays', async () => {
      const customer = await h.signedIn('customer');
      const path = await customerDocument(customer);
      const moved = `${PERSONAS.customer.id}/moved/wire-parity.pdf`;

      const own = await h.wire(await sessionOf(customer));
      expect(await own.move(BUCKET, path, moved)).toMatchObject({
        data: null,
        error: { message: 'Object not found', statusCode: '404' },
      });
      expect(await own.exists(BUCKET, path)).toEqual({ data: true, error: null });
      expect(await own.exists(BUCKET, moved)).toMatchObject({ data: false });

      const service = await h.wire('service');
      // Storage answers the moved object's id and new name (its Key) beside the message.
      expect(await service.move(BUCKET, path, moved)).toMatchObject({
        data: { message: 'Successfully moved', Key: moved },
        error: null,
      });
      expect(await service.exists(BUCKET, path)).toMatchObject({ data: false });
      expect(await service.exists(BUCKET, moved)).toEqual({ data: true, error: null });
      expect(await await customer.orders.downloadDocument(moved).then((b) => b.text())).toMatch(/^%PDF/);
    });
  });

  describe("a deleted user's files", () => {
    it("stay until the scheduled purge removes them: staff still open their order's documents after the deletion", async () => {
      const admin = await h.signedIn('admin');
      const gone = await newCustomer(h, admin, 'Purged Later');
      await admin.credits.grant({ userId: gone.id, credits: 1, amountPaid: 40, reason: 'One report' });
      const order = await gone.client.orders.submit(
        orderInput({ name: 'Purged Later', email: gone.email, documents: [pdf('kept-until-purge.pdf')] }),
      );
      const path = order.documents[0]!.storage_path;

      await h.deleteUser(gone.id);

      expect(await admin.orders.get(order.id)).toMatchObject({ id: order.id, user_id: gone.id });
      expect(await (await admin.orders.downloadDocument(path)).text()).toMatch(/^%PDF/);
    });
  });
}
