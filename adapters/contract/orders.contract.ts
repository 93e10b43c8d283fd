import { describe, expect, it } from 'vitest';
import {
  NEEDS_DOCUMENTS_MESSAGE_REQUIRED,
  NO_CREDITS_MESSAGE,
  notPdfContentMessage,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  TERMS_REQUIRED_MESSAGE,
  TERMS_VERSION,
  type BackendAdapter,
  type OrderRequest,
  type OrderStatus,
} from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import {
  expectError,
  expectNoFiles,
  newCustomer,
  orderInput,
  pdf,
  setBalance,
  withDrawnIds,
  type ContractContext,
} from './support';

/**
 * The order lifecycle of supabase/migrations/…0800_order_lifecycle_and_credits.sql, through the port:
 * submission debits a credit, staff move orders along the lifecycle, the owner cancels before review or
 * answers "Needs documents", refunds, who reads what, and the staff queue's filters.
 */
export function ordersContract({ h }: ContractContext): void {
  const UNKNOWN_ORDER = '9f1b2c3d-0000-4000-8000-00000000beef';
  const ORDER_NOT_FOUND = 'Order not found';
  const ONLY_ADMINS_MOVE = 'Only admins can change the status of an order';
  const CANCEL_BEFORE_REVIEW = 'An order can be cancelled only before review starts';
  const ONLY_OWNER_ADDS = 'Only the customer who placed an order can add documents to it';
  const NOT_NEEDING_DOCUMENTS = 'Documents can be added only when an order needs documents';

  /** The admin and the customer persona, the customer holding exactly `credits` credits. */
  async function customerWithCredits(credits: number) {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, credits);
    return { admin, customer: await h.signedIn('customer') };
  }

  /** Moves an order through the given statuses as `staff`, with a message at each step. */
  async function walk(staff: BackendAdapter, orderId: string, ...statuses: OrderStatus[]): Promise<void> {
    for (const status of statuses) {
      await staff.orders.setStatus({ orderId, status, message: `Moved to ${status}` });
    }
  }

  /** The paths where a client's files of one order would be, for each id it drew. */
  function candidatePaths(userId: string, ids: readonly string[], fileName: string): string[] {
    return ids.map((id) => `${userId}/${id}/${fileName}`);
  }

  describe('orders: submission and its credit', () => {
    it('submitting an order debits one credit with it: the balance drops by one, the ledger gets an order_debit for the order, the history starts at Submitted', async () => {
      const { admin, customer } = await customerWithCredits(2);
      const created = await customer.orders.submit(
        orderInput({ propertyState: 'Texas', loanReference: ' LN-2026-0042 ', documents: [pdf('articles.pdf')] }),
      );
      expect(created).toMatchObject({
        user_id: PERSONAS.customer.id,
        status: 'Submitted',
        property_state: 'Texas',
        loan_reference: 'LN-2026-0042',
        terms_version: TERMS_VERSION,
        documents_purged_at: null,
      });
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(1);
      const ledger = await customer.credits.ledger(PERSONAS.customer.id);
      expect(ledger[0]).toMatchObject({
        user_id: PERSONAS.customer.id,
        kind: 'order_debit',
        credits: -1,
        amount_paid_cents: null,
        order_id: created.id,
      });
      expect(ledger.filter((e) => e.order_id === created.id)).toHaveLength(1);
      expect(await admin.credits.ledger(PERSONAS.customer.id)).toEqual(ledger);
      expect(await customer.orders.history(created.id)).toEqual([
        expect.objectContaining({
          order_id: created.id,
          from_status: null,
          to_status: 'Submitted',
          message: null,
          actor: 'customer',
          changed_by: PERSONAS.customer.id,
        }),
      ]);
    });

    it('optional fields left empty are stored as null', async () => {
      const { customer } = await customerWithCredits(1);
      const created = await customer.orders.submit(orderInput({ company: '', propertyState: '', loanReference: '' }));
      expect(created).toMatchObject({ company: null, property_state: null, loan_reference: null });
    });

    it('without a credit the order is refused with the no-credits message, and nothing is written: no order, no ledger row, no uploaded file', async () => {
      const { admin, customer } = await customerWithCredits(1);
      // The first order uses the last credit; its upload folder shows the ids drawn include the folders.
      const first = await withDrawnIds(() => customer.orders.submit(orderInput({ documents: [pdf('first.pdf')] })));
      const placed = await first.outcome;
      const folder = placed.documents[0]!.storage_path.split('/')[1]!;
      expect(first.ids).toContain(folder);
      const ordersBefore = await admin.orders.list();
      const ledgerBefore = await customer.credits.ledger(PERSONAS.customer.id);

      const refused = await withDrawnIds(() =>
        customer.orders.submit(orderInput({ documents: [pdf('second.pdf'), pdf('third.pdf')] })),
      );
      await expectError(refused.outcome, 'validation_failed', {
        message: NO_CREDITS_MESSAGE,
        issues: [NO_CREDITS_MESSAGE],
      });
      expect(await admin.orders.list()).toEqual(ordersBefore);
      expect(await customer.credits.ledger(PERSONAS.customer.id)).toEqual(ledgerBefore);
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(0);
      expect(refused.ids.length).toBeGreaterThan(0);
      await expectNoFiles(customer, [
        ...candidatePaths(PERSONAS.customer.id, refused.ids, 'second.pdf'),
        ...candidatePaths(PERSONAS.customer.id, refused.ids, 'third.pdf'),
      ]);
    });

    it('a file named and typed as a PDF whose bytes are not one is refused before anything is uploaded, on order and on resubmit', async () => {
      const { admin, customer } = await customerWithCredits(2);
      const notPdf = notPdfContentMessage('agreement.pdf');
      const text = pdf('agreement.pdf', 'Operating Agreement of Harbor Point LLC, typed out');
      const ordersBefore = await admin.orders.list();
      const ledgerBefore = await customer.credits.ledger(PERSONAS.customer.id);
      const refused = await withDrawnIds(() =>
        customer.orders.submit(orderInput({ documents: [pdf('articles.pdf'), text] })),
      );
      await expectError(refused.outcome, 'validation_failed', { message: notPdf, issues: [notPdf] });
      expect(await admin.orders.list()).toEqual(ordersBefore);
      expect(await customer.credits.ledger(PERSONAS.customer.id)).toEqual(ledgerBefore);
      await expectNoFiles(customer, [
        ...candidatePaths(PERSONAS.customer.id, refused.ids, 'articles.pdf'),
        ...candidatePaths(PERSONAS.customer.id, refused.ids, 'agreement.pdf'),
      ]);

      const order = await customer.orders.submit(orderInput());
      await admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: 'The agreement, please' });
      const again = await withDrawnIds(() => customer.orders.resubmit({ orderId: order.id, documents: [text] }));
      await expectError(again.outcome, 'validation_failed', { message: notPdf, issues: [notPdf] });
      expect(await admin.orders.get(order.id)).toMatchObject({ status: 'Needs documents', documents: order.documents });
      await expectNoFiles(customer, candidatePaths(PERSONAS.customer.id, again.ids, 'agreement.pdf'));
    });

    it('the Terms must be accepted with each order: without it the input is refused before anything is sent', async () => {
      const { customer } = await customerWithCredits(1);
      const before = await customer.orders.list();
      await expectError(
        customer.orders.submit(orderInput({ acceptTerms: false as unknown as true })),
        'validation_failed',
        { issues: [TERMS_REQUIRED_MESSAGE] },
      );
      const { acceptTerms: _omitted, ...withoutTerms } = orderInput();
      await expectError(
        customer.orders.submit(withoutTerms as Parameters<BackendAdapter['orders']['submit']>[0]),
        'validation_failed',
        { issues: [TERMS_REQUIRED_MESSAGE] },
      );
      expect(await customer.orders.list()).toEqual(before);
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(1);
    });

    it('a file name longer than 255 characters (what the server stores) is refused before anything is uploaded', async () => {
      const { customer } = await customerWithCredits(1);
      const before = await customer.orders.list();
      await expectError(
        customer.orders.submit(orderInput({ documents: [pdf(`${'n'.repeat(252)}.pdf`)] })),
        'validation_failed',
        { issues: ['A file name must be 255 characters or fewer: please rename the file'] },
      );
      expect(await customer.orders.list()).toEqual(before);
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(1);
    });

    it('two orders sent at once with one credit left: exactly one is stored, the other is refused for want of credits', async () => {
      const { admin } = await customerWithCredits(1);
      const before = (await admin.orders.list()).length;
      const [tabA, tabB] = [await h.signedIn('customer'), await h.signedIn('customer')];
      const results = await Promise.allSettled([
        tabA.orders.submit(orderInput({ entityLegalName: 'Tab A Holdings LLC' })),
        tabB.orders.submit(orderInput({ entityLegalName: 'Tab B Holdings LLC' })),
      ]);
      const stored = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(stored).toHaveLength(1);
      expect(refused).toHaveLength(1);
      await expectError(Promise.reject((refused[0] as PromiseRejectedResult).reason), 'validation_failed', {
        message: NO_CREDITS_MESSAGE,
      });
      expect(await admin.orders.list()).toHaveLength(before + 1);
      expect(await admin.credits.balance(PERSONAS.customer.id)).toBe(0);
      const debits = (await admin.credits.ledger(PERSONAS.customer.id)).filter((e) => e.kind === 'order_debit');
      expect(debits.map((e) => e.order_id)).toContain((stored[0] as PromiseFulfilledResult<OrderRequest>).value.id);
    });
  });

  describe('orders: who reads and changes which order', () => {
    it("another customer's order is hidden: get answers null, history is empty, a status change or resubmission is not found, and nothing changes", async () => {
      const admin = await h.signedIn('admin');
      const other = await newCustomer(h, admin);
      await admin.credits.grant({ userId: other.id, credits: 1, amountPaid: 40 });
      const theirs = await other.client.orders.submit(
        orderInput({ name: 'River Stone', email: other.email, company: 'River Stone Lending' }),
      );
      await admin.orders.setStatus({ orderId: theirs.id, status: 'Needs documents', message: 'Bylaws, please' });
      const historyBefore = await admin.orders.history(theirs.id);

      const customer = await h.signedIn('customer');
      expect(await customer.orders.get(theirs.id)).toBeNull();
      expect(await customer.orders.history(theirs.id)).toEqual([]);
      expect((await customer.orders.list()).map((o) => o.id)).not.toContain(theirs.id);
      await expectError(customer.orders.setStatus({ orderId: theirs.id, status: 'Cancelled' }), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
      await expectError(customer.orders.resubmit({ orderId: theirs.id, documents: [pdf('mine.pdf')] }), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
      expect((await admin.orders.get(theirs.id))?.status).toBe('Needs documents');
      expect((await admin.orders.get(theirs.id))?.documents).toEqual(theirs.documents);
      expect(await admin.orders.history(theirs.id)).toEqual(historyBefore);
      expect(await admin.credits.balance(other.id)).toBe(0);
    });

    it('a malformed order id reads nothing and is refused by the input schema; an unknown id is not found', async () => {
      const admin = await h.signedIn('admin');
      const customer = await h.signedIn('customer');
      for (const client of [admin, customer]) {
        expect(await client.orders.get('not-a-uuid')).toBeNull();
        expect(await client.orders.history("1' or '1'='1")).toEqual([]);
        expect(await client.orders.get(UNKNOWN_ORDER)).toBeNull();
        expect(await client.orders.history(UNKNOWN_ORDER)).toEqual([]);
        await expectError(
          client.orders.setStatus({ orderId: 'not-a-uuid', status: 'Cancelled' }),
          'validation_failed',
          {
            issues: ['Invalid order ID'],
          },
        );
        await expectError(client.orders.resubmit({ orderId: 'not-a-uuid', documents: [pdf()] }), 'validation_failed', {
          issues: ['Invalid order ID'],
        });
        await expectError(client.orders.setStatus({ orderId: UNKNOWN_ORDER, status: 'Cancelled' }), 'not_found', {
          message: ORDER_NOT_FOUND,
        });
      }
      await expectError(customer.orders.resubmit({ orderId: UNKNOWN_ORDER, documents: [pdf()] }), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
    });

    it('a moderator reads every order, its history (the queue) and its files (they check drafts against them) but changes nothing, and reads no ledger of others', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput({ documents: [pdf('articles.pdf')] }));
      const moderator = await h.signedIn('moderator');
      expect(await moderator.orders.get(order.id)).toEqual(order);
      expect(await moderator.orders.history(order.id)).toEqual(await customer.orders.history(order.id));
      expect((await moderator.orders.list()).map((o) => o.id)).toEqual((await admin.orders.list()).map((o) => o.id));

      await expectError(moderator.orders.setStatus({ orderId: order.id, status: 'In review' }), 'forbidden', {
        message: ONLY_ADMINS_MOVE,
      });
      await expectError(moderator.orders.setStatus({ orderId: order.id, status: 'Cancelled' }), 'forbidden', {
        message: ONLY_ADMINS_MOVE,
      });
      await expectError(
        moderator.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: 'Bylaws' }),
        'forbidden',
      );
      expect(await moderator.credits.ledger(PERSONAS.customer.id)).toEqual([]);
      await expectError(moderator.credits.balance(PERSONAS.customer.id), 'forbidden');
      // Issue 46 §2: the checker reads the documents beside the draft.
      expect((await moderator.orders.downloadDocument(order.documents[0]!.storage_path)).size).toBeGreaterThan(0);
      expect((await admin.orders.get(order.id))?.status).toBe('Submitted');
      expect(await admin.orders.history(order.id)).toHaveLength(1);
    });

    it('a moderator is a customer for their own orders: they may cancel their own Submitted order, and get the credit back', async () => {
      const admin = await h.signedIn('admin');
      await setBalance(admin, PERSONAS.moderator.id, 1);
      const moderator = await h.signedIn('moderator');
      const own = await moderator.orders.submit(
        orderInput({ name: 'Morgan Moderator', email: PERSONAS.moderator.email }),
      );
      expect(await moderator.credits.balance(PERSONAS.moderator.id)).toBe(0);
      await moderator.orders.setStatus({ orderId: own.id, status: 'Cancelled' });
      expect(await moderator.credits.balance(PERSONAS.moderator.id)).toBe(1);
      expect((await moderator.orders.history(own.id)).at(-1)).toMatchObject({
        to_status: 'Cancelled',
        actor: 'customer',
        changed_by: PERSONAS.moderator.id,
      });
    });

    it("an order's documents download for the owner and staff (admins, and moderators who check drafts); another customer and the anonymous caller find nothing", async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(
        orderInput({ documents: [pdf('articles.pdf', '%PDF-1.4 articles'), pdf('bylaws.pdf', '%PDF-1.4 bylaws')] }),
      );
      const path = order.documents[1]!.storage_path;
      expect(await (await customer.orders.downloadDocument(path)).text()).toBe('%PDF-1.4 bylaws');
      expect(await (await admin.orders.downloadDocument(path)).text()).toBe('%PDF-1.4 bylaws');
      const other = await newCustomer(h, admin);
      await expectError(other.client.orders.downloadDocument(path), 'not_found');
      expect(await (await (await h.signedIn('moderator')).orders.downloadDocument(path)).text()).toBe(
        '%PDF-1.4 bylaws',
      );
      await expectError(h.anon().orders.downloadDocument(path), 'not_found');
    });

    it('a user suspended while signed in sees nothing (orders, history, ledger, files) and can neither order nor cancel', async () => {
      const { admin, customer } = await customerWithCredits(3);
      const order = await customer.orders.submit(orderInput());
      const asked = await customer.orders.submit(orderInput());
      await admin.orders.setStatus({ orderId: asked.id, status: 'Needs documents', message: 'Bylaws, please' });
      const moderator = await h.signedIn('moderator');
      await admin.profiles.update(PERSONAS.customer.id, { status: 'Suspended' });
      await admin.profiles.update(PERSONAS.moderator.id, { status: 'Suspended' });

      expect(await customer.orders.list()).toEqual([]);
      expect(await customer.orders.get(order.id)).toBeNull();
      expect(await customer.orders.history(order.id)).toEqual([]);
      expect(await customer.credits.ledger(PERSONAS.customer.id)).toEqual([]);
      await expectError(customer.credits.balance(PERSONAS.customer.id), 'forbidden');
      await expectError(customer.orders.downloadDocument(order.documents[0]!.storage_path), 'not_found');
      await expectError(customer.orders.setStatus({ orderId: order.id, status: 'Cancelled' }), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
      await expectError(customer.orders.submit(orderInput()), 'forbidden');
      // The upload is refused first (the bucket's insert policy); the order would be "not found" anyway.
      await expectError(customer.orders.resubmit({ orderId: asked.id, documents: [pdf()] }), 'forbidden');
      expect((await admin.orders.get(asked.id))?.documents).toEqual(asked.documents);

      expect(await moderator.orders.list()).toEqual([]);
      expect(await moderator.orders.get(order.id)).toBeNull();
      expect(await moderator.orders.history(order.id)).toEqual([]);

      expect((await admin.orders.get(order.id))?.status).toBe('Submitted');
      expect(await admin.credits.balance(PERSONAS.customer.id)).toBe(1);
      expect((await admin.orders.list({ search: 'Blue Harbor Holdings' })).map((o) => o.id)).toContain(order.id);
      expect(await admin.orders.history(asked.id)).toHaveLength(2);
    });
  });

  describe('orders: the lifecycle', () => {
    it('an admin makes every move the lifecycle allows; each writes one history row with the message, by staff', async () => {
      // Report ready is reached by publishing a report (reports.contract.ts), never by a status change.
      const paths: OrderStatus[][] = [
        ['In review', 'Needs documents', 'In review', 'Escalated', 'Cancelled'],
        ['Needs documents', 'Cancelled'],
        ['Cancelled'],
        ['In review', 'Cancelled'],
      ];
      const { admin, customer } = await customerWithCredits(paths.length);
      const orders = [];
      for (let i = 0; i < paths.length; i += 1) orders.push(await customer.orders.submit(orderInput()));
      const covered = new Set<string>();
      for (const [index, path] of paths.entries()) {
        const order = orders[index]!;
        await walk(admin, order.id, ...path);
        const moved = await admin.orders.get(order.id);
        expect(moved?.status).toBe(path.at(-1));
        expect(Date.parse(moved!.updated_at)).toBeGreaterThanOrEqual(Date.parse(order.created_at));
        const history = await customer.orders.history(order.id);
        const steps: Array<[OrderStatus | null, OrderStatus]> = [];
        let from: OrderStatus | null = null;
        for (const to of ['Submitted' as const, ...path]) {
          steps.push([from, to]);
          if (from) covered.add(`${from} -> ${to}`);
          from = to;
        }
        expect(history.map((e) => [e.from_status, e.to_status])).toEqual(steps);
        expect(history.slice(1)).toEqual(
          path.map((status) =>
            expect.objectContaining({
              order_id: order.id,
              message: `Moved to ${status}`,
              actor: 'staff',
              changed_by: PERSONAS.admin.id,
            }),
          ),
        );
      }
      const allowed = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => `${from} -> ${to}`));
      expect([...covered].sort()).toEqual([...allowed].sort());
    });

    it('every other move is refused ("An order that is … cannot move to …") and writes nothing', async () => {
      const { admin, customer } = await customerWithCredits(2);
      const expectOnlyAllowedMoves = async (orderId: string, from: OrderStatus) => {
        const historyBefore = await admin.orders.history(orderId);
        for (const to of ORDER_STATUSES.filter((s) => !ORDER_TRANSITIONS[from].includes(s))) {
          await expectError(
            admin.orders.setStatus({ orderId, status: to, message: 'Not allowed' }),
            'validation_failed',
            { message: `An order that is ${from} cannot move to ${to}` },
          );
        }
        expect((await admin.orders.get(orderId))?.status).toBe(from);
        expect(await admin.orders.history(orderId)).toEqual(historyBefore);
      };
      const first = await customer.orders.submit(orderInput());
      await expectOnlyAllowedMoves(first.id, 'Submitted');
      for (const status of ['In review', 'Escalated'] as const) {
        await walk(admin, first.id, status);
        await expectOnlyAllowedMoves(first.id, status);
      }
      // Back from legal review, publishing the report makes it Report ready, from which no status change leads.
      await admin.reports.publish({
        orderId: first.id,
        content: draftReport(first),
        withoutApproval: 'Published in a test without a checker',
      });
      await expectOnlyAllowedMoves(first.id, 'Report ready');
      const second = await customer.orders.submit(orderInput());
      for (const status of ['Needs documents', 'Cancelled'] as const) {
        await walk(admin, second.id, status);
        await expectOnlyAllowedMoves(second.id, status);
      }
      expect(await admin.credits.balance(PERSONAS.customer.id)).toBe(1);
    });

    it('asking for documents needs a message for the customer; a message is at most 2000 characters', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput());
      for (const message of [undefined, '', '   ']) {
        await expectError(
          admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message }),
          'validation_failed',
          { issues: [NEEDS_DOCUMENTS_MESSAGE_REQUIRED] },
        );
      }
      await expectError(
        admin.orders.setStatus({ orderId: order.id, status: 'In review', message: 'x'.repeat(2001) }),
        'validation_failed',
        { issues: ['Message must be less than 2000 characters'] },
      );
      expect((await admin.orders.get(order.id))?.status).toBe('Submitted');
      expect(await admin.orders.history(order.id)).toHaveLength(1);
      await admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: ' The bylaws, please ' });
      expect((await customer.orders.history(order.id)).at(-1)).toMatchObject({
        to_status: 'Needs documents',
        message: 'The bylaws, please',
      });
      await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
      expect((await customer.orders.history(order.id)).at(-1)).toMatchObject({ to_status: 'In review', message: null });
    });

    it('a customer cancels their own Submitted order and gets its credit back; once review started, cancelling is refused', async () => {
      const { admin, customer } = await customerWithCredits(2);
      const early = await customer.orders.submit(orderInput());
      const late = await customer.orders.submit(orderInput());
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(0);

      await customer.orders.setStatus({ orderId: early.id, status: 'Cancelled', message: 'Ordered twice' });
      expect((await customer.orders.get(early.id))?.status).toBe('Cancelled');
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(1);
      expect((await customer.credits.ledger(PERSONAS.customer.id))[0]).toMatchObject({
        kind: 'refund',
        credits: 1,
        order_id: early.id,
        amount_paid_cents: null,
        reason: 'Cancelled before review',
      });
      expect((await customer.orders.history(early.id)).at(-1)).toMatchObject({
        from_status: 'Submitted',
        to_status: 'Cancelled',
        message: 'Ordered twice',
        actor: 'customer',
        changed_by: PERSONAS.customer.id,
      });
      // Cancelled is final: a second cancel is refused and refunds nothing.
      await expectError(customer.orders.setStatus({ orderId: early.id, status: 'Cancelled' }), 'validation_failed', {
        message: CANCEL_BEFORE_REVIEW,
      });

      await admin.orders.setStatus({ orderId: late.id, status: 'In review' });
      await expectError(customer.orders.setStatus({ orderId: late.id, status: 'Cancelled' }), 'validation_failed', {
        message: CANCEL_BEFORE_REVIEW,
      });
      expect((await admin.orders.get(late.id))?.status).toBe('In review');
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(1);
      const refunds = (await customer.credits.ledger(PERSONAS.customer.id)).filter((e) => e.kind === 'refund');
      expect(refunds.map((e) => e.order_id).filter((id) => id === early.id || id === late.id)).toEqual([early.id]);
    });

    it('a customer cannot move their own order to any other status (forbidden)', async () => {
      const { customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput());
      for (const status of ORDER_STATUSES.filter((s) => s !== 'Cancelled')) {
        await expectError(
          customer.orders.setStatus({ orderId: order.id, status, message: 'Please hurry' }),
          'forbidden',
          { message: ONLY_ADMINS_MOVE },
        );
      }
      expect((await customer.orders.get(order.id))?.status).toBe('Submitted');
      expect(await customer.orders.history(order.id)).toHaveLength(1);
    });

    it('refunds: cancelling a Submitted order or escalating it to legal review gives the credit back, once per order; other moves refund nothing', async () => {
      const { admin, customer } = await customerWithCredits(3);
      const [cancelled, escalated, reviewed] = [
        await customer.orders.submit(orderInput()),
        await customer.orders.submit(orderInput()),
        await customer.orders.submit(orderInput()),
      ];
      const balance = () => customer.credits.balance(PERSONAS.customer.id);
      const refundsOf = async (orderId: string) =>
        (await customer.credits.ledger(PERSONAS.customer.id)).filter(
          (e) => e.kind === 'refund' && e.order_id === orderId,
        );
      expect(await balance()).toBe(0);

      await walk(admin, cancelled.id, 'Cancelled');
      expect(await balance()).toBe(1);
      expect(await refundsOf(cancelled.id)).toEqual([
        expect.objectContaining({ credits: 1, reason: 'Cancelled before review', created_by: PERSONAS.admin.id }),
      ]);

      await walk(admin, escalated.id, 'In review');
      expect(await balance()).toBe(1);
      await walk(admin, escalated.id, 'Escalated');
      expect(await balance()).toBe(2);
      await walk(admin, escalated.id, 'Cancelled');
      expect(await balance()).toBe(2);
      expect(await refundsOf(escalated.id)).toEqual([
        expect.objectContaining({ credits: 1, reason: 'Escalated to legal review' }),
      ]);

      await walk(admin, reviewed.id, 'In review', 'Needs documents', 'In review', 'Cancelled');
      expect(await balance()).toBe(2);
      expect(await refundsOf(reviewed.id)).toEqual([]);

      const ledger = await customer.credits.ledger(PERSONAS.customer.id);
      expect(ledger.reduce((sum, e) => sum + e.credits, 0)).toBe(2);
      const dates = ledger.map((e) => e.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });

  describe('orders: the customer answers "Needs documents"', () => {
    it('the owner adds PDFs: they are appended, the order goes back to In review, the history says so', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput({ documents: [pdf('articles.pdf', '%PDF-1.4 first')] }));
      await admin.orders.setStatus({
        orderId: order.id,
        status: 'Needs documents',
        message: 'Please add the operating agreement',
      });
      await customer.orders.resubmit({
        orderId: order.id,
        documents: [pdf('operating-agreement.pdf', '%PDF-1.4 second')],
        message: 'Here it is',
      });
      const updated = (await customer.orders.get(order.id))!;
      expect(updated.status).toBe('In review');
      expect(updated.documents.map((d) => d.name)).toEqual(['articles.pdf', 'operating-agreement.pdf']);
      expect(updated.documents[0]).toEqual(order.documents[0]);
      expect(await customer.orders.history(order.id)).toEqual([
        expect.objectContaining({ to_status: 'Submitted' }),
        expect.objectContaining({
          from_status: 'Submitted',
          to_status: 'Needs documents',
          message: 'Please add the operating agreement',
          actor: 'staff',
          changed_by: PERSONAS.admin.id,
        }),
        expect.objectContaining({
          from_status: 'Needs documents',
          to_status: 'In review',
          message: 'Here it is',
          actor: 'customer',
          changed_by: PERSONAS.customer.id,
        }),
      ]);
      const added = updated.documents[1]!.storage_path;
      expect(added.startsWith(`${PERSONAS.customer.id}/`)).toBe(true);
      expect(await (await customer.orders.downloadDocument(added)).text()).toBe('%PDF-1.4 second');
      expect(await (await admin.orders.downloadDocument(added)).text()).toBe('%PDF-1.4 second');
      expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(0);
    });

    it('adding documents is refused unless the order needs documents, and the uploaded files are removed', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput());
      const refused = await withDrawnIds(() =>
        customer.orders.resubmit({ orderId: order.id, documents: [pdf('late.pdf')] }),
      );
      await expectError(refused.outcome, 'validation_failed', { message: NOT_NEEDING_DOCUMENTS });
      await expectNoFiles(customer, candidatePaths(PERSONAS.customer.id, refused.ids, 'late.pdf'));
      expect(await admin.orders.get(order.id)).toEqual(order);
      await walk(admin, order.id, 'In review');
      await expectError(
        customer.orders.resubmit({ orderId: order.id, documents: [pdf('late.pdf')] }),
        'validation_failed',
        { message: NOT_NEEDING_DOCUMENTS },
      );
      expect((await admin.orders.get(order.id))?.documents).toEqual(order.documents);
    });

    it('only the owner adds documents: staff are forbidden, another customer finds no order', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const order = await customer.orders.submit(orderInput());
      await admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: 'Bylaws, please' });
      await expectError(admin.orders.resubmit({ orderId: order.id, documents: [pdf()] }), 'forbidden', {
        message: ONLY_OWNER_ADDS,
      });
      await expectError(
        (await h.signedIn('moderator')).orders.resubmit({ orderId: order.id, documents: [pdf()] }),
        'forbidden',
        { message: ONLY_OWNER_ADDS },
      );
      const other = await newCustomer(h, admin);
      await expectError(other.client.orders.resubmit({ orderId: order.id, documents: [pdf()] }), 'not_found', {
        message: ORDER_NOT_FOUND,
      });
      const unchanged = await admin.orders.get(order.id);
      expect(unchanged?.status).toBe('Needs documents');
      expect(unchanged?.documents).toEqual(order.documents);
      expect(await admin.orders.history(order.id)).toHaveLength(2);
    });

    it('an order holds at most 10 documents; the answer needs at least one PDF', async () => {
      const { admin, customer } = await customerWithCredits(1);
      const nine = Array.from({ length: 9 }, (_, i) => pdf(`part-${i + 1}.pdf`));
      const order = await customer.orders.submit(orderInput({ documents: nine }));
      await admin.orders.setStatus({ orderId: order.id, status: 'Needs documents', message: 'Two more, please' });
      await expectError(
        customer.orders.resubmit({ orderId: order.id, documents: [pdf('ten.pdf'), pdf('eleven.pdf')] }),
        'validation_failed',
        { message: 'An order holds at most 10 documents of 1 byte to 20 MB each' },
      );
      await expectError(customer.orders.resubmit({ orderId: order.id, documents: [] }), 'validation_failed', {
        issues: ['Please upload at least one PDF document'],
      });
      const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
      await expectError(customer.orders.resubmit({ orderId: order.id, documents: [text] }), 'validation_failed', {
        issues: ['notes.txt is not a PDF. Only PDF files are accepted'],
      });
      expect((await admin.orders.get(order.id))?.documents).toHaveLength(9);
      await customer.orders.resubmit({ orderId: order.id, documents: [pdf('ten.pdf')] });
      expect((await admin.orders.get(order.id))?.documents).toHaveLength(10);
    });
  });

  describe('orders: the staff queue (status filter and search)', () => {
    const queue = [
      { key: 'zephyr', entityLegalName: 'Zephyr Quill Holdings LLC' },
      {
        key: 'marsh',
        entityLegalName: 'Blue Harbor Holdings LLC',
        name: 'Quentin Marsh',
        email: 'q.marsh@harborpoint.test',
        company: 'Marsh & Partners',
      },
      { key: 'punctuated', entityLegalName: 'Smith, Jones & Co. (Holdings) "East" LLC', company: "O'Brien Capital" },
    ] as const;

    async function placeQueue() {
      const { admin, customer } = await customerWithCredits(queue.length);
      const ids: Record<(typeof queue)[number]['key'], string> = { zephyr: '', marsh: '', punctuated: '' };
      for (const { key, ...fields } of queue) ids[key] = (await customer.orders.submit(orderInput(fields))).id;
      await admin.orders.setStatus({ orderId: ids.marsh, status: 'Cancelled' });
      return { admin, customer, ids };
    }

    it('filters by status and searches the entity, the customer name, email and company, ignoring case', async () => {
      const { admin, ids } = await placeQueue();
      const search = async (text: string) => (await admin.orders.list({ search: text })).map((o) => o.id);
      expect(await search('zephyr QUILL')).toEqual([ids.zephyr]);
      expect(await search('  Zephyr Quill  ')).toEqual([ids.zephyr]);
      expect(await search('quentin marsh')).toEqual([ids.marsh]);
      expect(await search('Q.MARSH@HarborPoint')).toEqual([ids.marsh]);
      expect(await search('marsh & partners')).toEqual([ids.marsh]);

      const cancelled = await admin.orders.list({ status: 'Cancelled' });
      expect(cancelled.map((o) => o.id)).toContain(ids.marsh);
      expect(cancelled.every((o) => o.status === 'Cancelled')).toBe(true);
      const submitted = (await admin.orders.list({ status: 'Submitted' })).map((o) => o.id);
      expect(submitted).toEqual(expect.arrayContaining([ids.zephyr, ids.punctuated]));
      expect(submitted).not.toContain(ids.marsh);
      expect((await admin.orders.list({ status: 'Submitted', search: 'zephyr' })).map((o) => o.id)).toEqual([
        ids.zephyr,
      ]);
      expect(await admin.orders.list({ status: 'Cancelled', search: 'zephyr' })).toEqual([]);
      expect(await admin.orders.list({ search: '' })).toEqual(await admin.orders.list());
      expect(await admin.orders.list({})).toEqual(await admin.orders.list());

      const moderator = await h.signedIn('moderator');
      expect((await moderator.orders.list({ search: 'zephyr' })).map((o) => o.id)).toEqual([ids.zephyr]);
      const other = await newCustomer(h, admin);
      expect(await other.client.orders.list({ search: 'zephyr' })).toEqual([]);
      expect(await other.client.orders.list({ status: 'Submitted' })).toEqual([]);
    });

    it('a search with commas, parentheses, quotes, dots and PostgREST operators is matched literally and never breaks the query', async () => {
      const { admin, customer, ids } = await placeQueue();
      const search = async (client: BackendAdapter, text: string) =>
        (await client.orders.list({ search: text })).map((o) => o.id);
      for (const client of [admin, customer]) {
        expect(await search(client, 'Smith, Jones')).toEqual([ids.punctuated]);
        expect(await search(client, 'Jones & Co. (Holdings)')).toEqual([ids.punctuated]);
        expect(await search(client, '"East"')).toEqual([ids.punctuated]);
        expect(await search(client, "o'brien")).toEqual([ids.punctuated]);
        expect(await search(client, '(Holdings) "East" LLC')).toEqual([ids.punctuated]);
      }
      // A lone separator is just a character to look for.
      for (const text of [',', ')', '(', '"', "'"]) {
        expect(await search(admin, text), `search ${JSON.stringify(text)}`).toContain(ids.punctuated);
      }
      // Each would widen or break the filter if it were not quoted; as plain text, none matches an order.
      const hostile = [
        'a,b)',
        'x),entity_legal_name.ilike.*',
        'x",entity_legal_name.ilike."*',
        'x\\",entity_legal_name.ilike.\\"*',
        '((',
        '\\',
        'or=(id.not.is.null)',
        "'; drop table order_requests; --",
        'status.eq.Cancelled',
      ];
      for (const text of hostile) {
        expect(await search(admin, text), `search ${JSON.stringify(text)}`).toEqual([]);
      }
      await expectError(admin.orders.list({ search: 'x'.repeat(201) }), 'validation_failed');
      await expectError(admin.orders.list({ status: 'Lost' as OrderStatus }), 'validation_failed');
    });

    it("LIKE's wildcards and escape in a search are plain characters: %, _ and \\ match only themselves", async () => {
      const entities = {
        percent: 'Alpha 100% Yield LLC',
        digits: 'Alpha 1000 Yield LLC',
        underscore: 'Delta A_B Trust',
        letter: 'Delta AXB Trust',
        backslash: 'Omega C:\\Deals LLC',
        plain: 'Omega C:Deals LLC',
        star: 'Star*Line Partners LP',
      };
      const { admin, customer } = await customerWithCredits(Object.keys(entities).length);
      const ids: Record<string, string> = {};
      for (const [key, entityLegalName] of Object.entries(entities)) {
        ids[key] = (await customer.orders.submit(orderInput({ entityLegalName }))).id;
      }
      const search = async (text: string) => (await admin.orders.list({ search: text })).map((o) => o.id);
      expect(await search('100%')).toEqual([ids.percent]);
      expect(await search('A_B')).toEqual([ids.underscore]);
      expect(await search('C:\\Deals')).toEqual([ids.backslash]);
      expect(await search('Star*Line')).toEqual([ids.star]);
      const percent = await search('%');
      expect(percent).toContain(ids.percent);
      expect(percent).not.toContain(ids.digits);
      expect(await search('Alpha 100')).toEqual([ids.digits, ids.percent]);
    });
  });
}
