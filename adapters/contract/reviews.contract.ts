import { describe, expect, it } from 'vitest';
import type { BackendAdapter, FieldReview, OrderRequest } from '@/backend';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, pdf, setBalance, type ContractContext } from './support';

/**
 * The reviewer's decision per drafted field (migration …1700, issue 30 §2-§4) through the port: published with
 * the version they went into (admins only), read back by staff only, the version's sources read by its owner,
 * a source not on the order's stored texts refused with nothing written, one staff audit entry per review set,
 * and the dashboard's reader figures per field label.
 */
/** The reader figures of the seed: Maple Street Holdings' version 1 (21 days ago) keeps two verified fields. */
const SEEDED_STATS = [
  { label: 'Entity legal name', verified: 1, edited: 0, rejected: 0, added: 0 },
  { label: 'Formation state', verified: 1, edited: 0, rejected: 0, added: 0 },
];

export function reviewsContract({ h, withClock }: ContractContext): void {
  const PAGES = [
    { page: 1, text: 'LIMITED LIABILITY COMPANY AGREEMENT\nof Blue Harbor Holdings LLC, formed on March 3, 2019' },
    { page: 2, text: 'The Manager is Jane Roberts. Members: Ann Lee (60%) and Bo Park (40%).' },
  ];

  /** A fresh order of the customer's in review, its agreement's text stored, and the admin. */
  async function reviewedOrder() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(orderInput({ documents: [pdf('operating-agreement.pdf')] }));
    await admin.documentReadings.saveText({
      orderId: order.id,
      storagePath: order.documents[0]!.storage_path,
      pages: PAGES,
    });
    await admin.orders.setStatus({ orderId: order.id, status: 'In review' });
    return { admin, customer, order };
  }

  const source = (page: number, quote: string) => ({ file: 'operating-agreement.pdf', page, quote });
  const REVIEWS: FieldReview[] = [
    {
      field: 'entityName',
      label: 'Legal name',
      decision: 'verified',
      draftedValue: 'Blue Harbor Holdings LLC',
      publishedValue: 'Blue Harbor Holdings LLC',
      source: source(1, 'Blue Harbor Holdings LLC'),
      reader: 'built-in',
    },
    {
      field: 'formationDate',
      label: 'Formation date',
      decision: 'edited',
      draftedValue: '2019-03-01',
      publishedValue: '2019-03-03',
      source: source(1, 'formed on March 3, 2019'),
      reader: 'ai:claude-sonnet-4-5',
    },
    {
      field: 'management.0',
      label: 'Manager 1',
      decision: 'added',
      draftedValue: null,
      publishedValue: 'Jane Roberts',
      source: source(2, ''),
      reader: null,
    },
    {
      field: 'ownership.0',
      label: 'Owner 1',
      decision: 'rejected',
      draftedValue: 'Ann Lee',
      publishedValue: null,
      source: source(2, 'Ann Lee (60%)'),
      reader: 'built-in',
    },
    {
      field: 'purpose',
      label: 'Purpose',
      decision: 'verified',
      draftedValue: 'Real estate',
      publishedValue: 'Real estate',
      source: null,
      reader: 'built-in',
    },
  ];

  function publish(client: BackendAdapter, order: OrderRequest, reviews: FieldReview[] = REVIEWS, note = '') {
    return client.reports.publish({
      orderId: order.id,
      content: draftReport(order),
      note,
      reviews,
      withoutApproval: 'Published in a test without a checker',
    });
  }

  describe('reviews: published with the version', () => {
    it("an admin publishes with reviews: staff read them by field, the owner reads the version's sources but no reviews", async () => {
      const { admin, customer, order } = await reviewedOrder();
      const report = await publish(admin, order);
      expect(report.sources).toEqual({
        entityName: source(1, 'Blue Harbor Holdings LLC'),
        formationDate: source(1, 'formed on March 3, 2019'),
        'management.0': source(2, ''),
      });
      const stored = await admin.reports.listReviews(report.id);
      expect(stored.map((r) => r.field)).toEqual([
        'entityName',
        'formationDate',
        'management.0',
        'ownership.0',
        'purpose',
      ]);
      expect(stored[3]).toEqual({
        id: expect.any(String),
        report_id: report.id,
        order_id: order.id,
        field: 'ownership.0',
        label: 'Owner 1',
        decision: 'rejected',
        drafted_value: 'Ann Lee',
        published_value: null,
        source: source(2, 'Ann Lee (60%)'),
        reader: 'built-in',
        reviewed_by: PERSONAS.admin.id,
        reviewed_at: expect.any(String),
      });
      expect(Date.parse(stored[0]!.reviewed_at)).toBe(Date.parse(report.published_at));
      expect(await (await h.signedIn('moderator')).reports.listReviews(report.id)).toEqual(stored);
      expect(await customer.reports.listReviews(report.id)).toEqual([]);
      await expectError(h.anon().reports.listReviews(report.id), 'session_missing');
      expect(await customer.reports.listForOrder(order.id)).toEqual([report]);
      expect((await customer.reports.listForOrder(order.id))[0]!.sources['entityName']).toEqual(
        source(1, 'Blue Harbor Holdings LLC'),
      );
    });

    it('a version published without reviews has no sources and no reviews', async () => {
      const { admin, order } = await reviewedOrder();
      const report = await admin.reports.publish({
        orderId: order.id,
        content: draftReport(order),
        withoutApproval: 'Published in a test without a checker',
      });
      expect(report.sources).toEqual({});
      expect(await admin.reports.listReviews(report.id)).toEqual([]);
    });

    it('a moderator and the owner cannot publish with reviews; nothing is written', async () => {
      const { admin, customer, order } = await reviewedOrder();
      const moderator = await h.signedIn('moderator');
      await expectError(publish(moderator, order), 'forbidden', { message: 'Only admins can publish reports' });
      await expectError(publish(customer, order), 'forbidden', { message: 'Only admins can publish reports' });
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);
      expect(await admin.reports.readerStats()).toEqual(SEEDED_STATS);
    });

    it('a source not on its page of the stored texts is refused naming the review; nothing is written', async () => {
      const { admin, order } = await reviewedOrder();
      await expectError(
        publish(admin, order, [REVIEWS[0]!, { ...REVIEWS[1]!, source: source(2, 'formed on March 3, 2019') }]),
        'validation_failed',
        {
          message:
            'Field review 2 (Formation date): the source is not in the stored document texts: operating-agreement.pdf page 2',
        },
      );
      await expectError(publish(admin, order, [{ ...REVIEWS[2]!, source: source(3, '') }]), 'validation_failed', {
        message:
          'Field review 1 (Manager 1): the source is not in the stored document texts: operating-agreement.pdf page 3',
      });
      await expectError(
        publish(admin, order, [{ ...REVIEWS[0]!, source: { ...source(1, 'Blue Harbor'), file: 'bylaws.pdf' } }]),
        'validation_failed',
        { message: 'Field review 1 (Legal name): the source is not in the stored document texts: bylaws.pdf page 1' },
      );
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);
      expect((await admin.audit.staffPage({ action: 'report_reviewed' })).total).toBe(0);
    });

    it('a malformed review is refused before it is sent', async () => {
      const { admin, order } = await reviewedOrder();
      await expectError(publish(admin, order, [{ ...REVIEWS[3]!, publishedValue: 'Ann Lee' }]), 'validation_failed', {
        message: 'Only a rejected value has no published value',
      });
      await expectError(publish(admin, order, [{ ...REVIEWS[2]!, source: null }]), 'validation_failed', {
        message: 'An added value needs the page it is on',
      });
      // Only the reviewer's own added value may cite a page without a quote (issue 42).
      await expectError(publish(admin, order, [{ ...REVIEWS[0]!, source: source(1, '') }]), 'validation_failed', {
        message: 'Only an added value may cite a page without a quote',
      });
      expect(await admin.reports.listForOrder(order.id)).toEqual([]);
    });

    it('each published review set is one staff audit entry with its counts per decision', async () => {
      const { admin, order } = await reviewedOrder();
      const report = await publish(admin, order);
      await publish(admin, order, [], 'Corrected the purpose');
      const { rows, total } = await admin.audit.staffPage({ action: 'report_reviewed' });
      expect(total).toBe(1);
      expect(rows[0]).toMatchObject({
        action: 'report_reviewed',
        actor_id: PERSONAS.admin.id,
        target_user_id: PERSONAS.customer.id,
        details: {
          orderId: order.id,
          version: report.version,
          reviews: 5,
          verified: 2,
          edited: 1,
          rejected: 1,
          added: 1,
        },
      });
    });
  });

  describe('reviews: the reader figures', () => {
    it('count each decision per field label for staff; customers are refused; days are 1 to 3650', async () => {
      const { admin, order } = await reviewedOrder();
      await publish(admin, order);
      await publish(
        admin,
        order,
        [REVIEWS[0]!, { ...REVIEWS[4]!, decision: 'edited', publishedValue: 'Lending' }],
        'v2',
      );
      const expected = [
        SEEDED_STATS[0],
        { label: 'Formation date', verified: 0, edited: 1, rejected: 0, added: 0 },
        SEEDED_STATS[1],
        { label: 'Legal name', verified: 2, edited: 0, rejected: 0, added: 0 },
        { label: 'Manager 1', verified: 0, edited: 0, rejected: 0, added: 1 },
        { label: 'Owner 1', verified: 0, edited: 0, rejected: 1, added: 0 },
        { label: 'Purpose', verified: 1, edited: 1, rejected: 0, added: 0 },
      ];
      expect(await admin.reports.readerStats()).toEqual(expected);
      expect(await (await h.signedIn('moderator')).reports.readerStats(30)).toEqual(expected);
      await expectError((await h.signedIn('customer')).reports.readerStats(), 'forbidden', {
        message: 'Only staff can read the reader figures',
      });
      await expectError(admin.reports.readerStats(0), 'validation_failed', { message: 'Days must be from 1 to 3650' });
    });

    withClock('[capability: clock] only the decisions of the last days are counted', async () => {
      const { admin, order } = await reviewedOrder();
      await publish(admin, order, [REVIEWS[0]!]);
      await h.advanceClock!(2 * 86_400_000);
      const later = await h.signedIn('admin');
      expect(await later.reports.readerStats(1)).toEqual([]);
      expect(await later.reports.readerStats(3)).toEqual([
        { label: 'Legal name', verified: 1, edited: 0, rejected: 0, added: 0 },
      ]);
    });
  });
}
