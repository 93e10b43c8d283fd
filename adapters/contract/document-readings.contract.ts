import { describe, expect, it } from 'vitest';
import { DOCUMENT_READING_TEXTS as TEXTS, type BackendAdapter } from '@/backend';
import { AI_READER_ANSWERS } from '../../supabase/functions/_shared/bodies';
import { PERSONAS } from '../../mocks/seed/personas';
import { expectError, orderInput, pdf, setBalance, type ContractContext } from './support';

/**
 * Document texts and readings stored with an order (migration …1600, issue 29 §5) through the port: staff read
 * them, admins save them, a document read later is saved on its own, and a reading whose sources are not on
 * the cited page of a stored text is refused and writes nothing.
 */
export function documentReadingsContract({ h, withoutAiReaderKey }: ContractContext): void {
  /** A fresh order of the customer's with two documents, and the admin. */
  async function orderWithTwoDocuments() {
    const admin = await h.signedIn('admin');
    await setBalance(admin, PERSONAS.customer.id, 1);
    const customer = await h.signedIn('customer');
    const order = await customer.orders.submit(
      orderInput({ documents: [pdf('operating-agreement.pdf'), pdf('certificate-of-formation.pdf')] }),
    );
    const [agreement, certificate] = order.documents;
    return { admin, customer, order, agreement: agreement!, certificate: certificate! };
  }

  const AGREEMENT_PAGES = [
    { page: 1, text: 'LIMITED LIABILITY COMPANY AGREEMENT\nof Blue Harbor Holdings LLC' },
    { page: 2, text: 'The Company\u2019s Manager is Jane Ro-\nberts.', ocr: { confidence: 88 } },
  ];

  async function saveAgreement(admin: BackendAdapter, orderId: string, storagePath: string) {
    return admin.documentReadings.saveText({ orderId, storagePath, pages: AGREEMENT_PAGES });
  }

  describe('document readings: stored texts', () => {
    it("an admin saves a document's text: staff read it, the owner, anon and a moderator saving do not", async () => {
      const { admin, customer, order, agreement } = await orderWithTwoDocuments();
      const saved = await saveAgreement(admin, order.id, agreement.storage_path);
      expect(saved).toEqual({
        id: expect.any(String),
        order_id: order.id,
        storage_path: agreement.storage_path,
        file_name: 'operating-agreement.pdf',
        pages: AGREEMENT_PAGES,
        page_count: 2,
        ocr_pages: [2],
        error: null,
        read_by: PERSONAS.admin.id,
        read_at: expect.any(String),
      });
      const moderator = await h.signedIn('moderator');
      expect(await admin.documentReadings.listTexts(order.id)).toEqual([saved]);
      expect(await moderator.documentReadings.listTexts(order.id)).toEqual([saved]);
      expect(await customer.documentReadings.listTexts(order.id)).toEqual([]);
      await expectError(h.anon().documentReadings.listTexts(order.id), 'session_missing');

      await expectError(
        moderator.documentReadings.saveText({ orderId: order.id, storagePath: agreement.storage_path, pages: [] }),
        'forbidden',
        { message: TEXTS.saveTextAdminOnly },
      );
      await expectError(
        customer.documentReadings.saveText({ orderId: order.id, storagePath: agreement.storage_path, pages: [] }),
        'forbidden',
        { message: TEXTS.saveTextAdminOnly },
      );
      expect(await admin.documentReadings.listTexts(order.id)).toEqual([saved]);
    });

    it('reading a document again replaces its text; a document read later is saved on its own', async () => {
      const { admin, order, agreement, certificate } = await orderWithTwoDocuments();
      const first = await saveAgreement(admin, order.id, agreement.storage_path);
      const later = await admin.documentReadings.saveText({
        orderId: order.id,
        storagePath: certificate.storage_path,
        pages: [],
        error: { code: 'encrypted', message: 'The PDF is password-protected.' },
      });
      expect(later).toMatchObject({
        file_name: 'certificate-of-formation.pdf',
        page_count: 0,
        error: { code: 'encrypted' },
      });
      const texts = await admin.documentReadings.listTexts(order.id);
      expect(texts).toHaveLength(2);
      expect(texts.find((t) => t.storage_path === agreement.storage_path)).toEqual(first);

      const again = await admin.documentReadings.saveText({
        orderId: order.id,
        storagePath: certificate.storage_path,
        pages: [{ page: 1, text: 'CERTIFICATE OF FORMATION' }],
      });
      expect(again).toMatchObject({ id: later.id, page_count: 1, error: null });
      expect(await admin.documentReadings.listTexts(order.id)).toHaveLength(2);
    });

    it("a file that is not the order's, an unknown order and pages out of bounds are refused and change nothing", async () => {
      const { admin, order, agreement } = await orderWithTwoDocuments();
      await expectError(
        admin.documentReadings.saveText({ orderId: order.id, storagePath: 'operating-agreement.pdf', pages: [] }),
        'validation_failed',
        { message: TEXTS.notTheOrdersDocument },
      );
      await expectError(
        admin.documentReadings.saveText({
          orderId: '9f1b2c3d-0000-4000-8000-00000000beef',
          storagePath: agreement.storage_path,
          pages: [],
        }),
        'not_found',
        { message: 'Order not found' },
      );
      const bad: Array<[Array<{ page: number; text: string }>, string]> = [
        [Array.from({ length: 301 }, (_, i) => ({ page: i + 1, text: 'x' })), 'A document can have at most 300 pages'],
        [[{ page: 1, text: 'a'.repeat(100_001) }], 'Page 1 has more than 100,000 characters'],
        [
          Array.from({ length: 53 }, (_, i) => ({ page: i + 1, text: '\u00e9'.repeat(50_000) })),
          "The document's text is larger than 5 MB",
        ],
        [
          [
            { page: 1, text: 'a' },
            { page: 1, text: 'b' },
          ],
          'Pages must be numbered 1, 2, 3 … in order',
        ],
      ];
      for (const [pages, message] of bad)
        await expectError(
          admin.documentReadings.saveText({ orderId: order.id, storagePath: agreement.storage_path, pages }),
          'validation_failed',
          { message },
        );
      expect(await admin.documentReadings.listTexts(order.id)).toEqual([]);
    });
  });

  describe('document readings: stored results', () => {
    const grounded = (file: string) => ({
      reader: 'built-in',
      fields: {
        entity_legal_name: {
          value: 'Blue Harbor Holdings LLC',
          source: { file, page: 1, quote: 'of Blue Harbor Holdings LLC' },
        },
        managers_or_officers: [
          {
            name: 'Jane Roberts',
            title: 'Manager',
            source: { file, page: 2, quote: "The Company's Manager is Jane Roberts." },
          },
        ],
      },
      checks: [{ code: 'unsigned', message: 'No signature found', source: null }],
    });

    it('a grounded reading is saved with the documents read; the newest is the latest; staff only', async () => {
      const { admin, customer, order, agreement } = await orderWithTwoDocuments();
      await saveAgreement(admin, order.id, agreement.storage_path);
      expect(await admin.documentReadings.latest(order.id)).toBeNull();
      const first = await admin.documentReadings.save({
        orderId: order.id,
        reader: 'built-in',
        result: grounded('operating-agreement.pdf'),
      });
      expect(first).toEqual({
        id: expect.any(String),
        order_id: order.id,
        reader: 'built-in',
        result: grounded('operating-agreement.pdf'),
        documents: [agreement.storage_path],
        created_by: PERSONAS.admin.id,
        created_at: expect.any(String),
      });
      const moderator = await h.signedIn('moderator');
      expect(await moderator.documentReadings.latest(order.id)).toEqual(first);
      expect(await customer.documentReadings.latest(order.id)).toBeNull();
      await expectError(
        moderator.documentReadings.save({ orderId: order.id, reader: 'built-in', result: {} }),
        'forbidden',
        { message: TEXTS.saveReadingAdminOnly },
      );

      // A source may name the storage path too; the second reading is appended and is the latest (a frozen
      // clock is moved on, as time moves between two saves).
      await h.advanceClock?.(1000);
      const second = await admin.documentReadings.save({
        orderId: order.id,
        reader: 'ai:claude-sonnet-4-5',
        result: grounded(agreement.storage_path),
      });
      expect(await admin.documentReadings.latest(order.id)).toEqual(second);
    });

    it('a reading with a quote that is not on its page is refused naming the source, and nothing is written', async () => {
      const { admin, order, agreement } = await orderWithTwoDocuments();
      await saveAgreement(admin, order.id, agreement.storage_path);
      const result = grounded('operating-agreement.pdf');
      result.fields.managers_or_officers[0]!.source.page = 1;
      await expectError(
        admin.documentReadings.save({ orderId: order.id, reader: 'built-in', result }),
        'validation_failed',
        {
          message: `${TEXTS.ungroundedPrefix}{"file": "operating-agreement.pdf", "page": 1, "quote": "The Company's Manager is Jane Roberts."}`,
        },
      );
      await expectError(
        admin.documentReadings.save({ orderId: order.id, reader: 'gpt', result: {} }),
        'validation_failed',
        { message: TEXTS.readerInvalid },
      );
      expect(await admin.documentReadings.latest(order.id)).toBeNull();
    });

    it('a value that does not follow from its quote, or has no source, is refused naming the field; nothing is written', async () => {
      const { admin, order, agreement } = await orderWithTwoDocuments();
      await saveAgreement(admin, order.id, agreement.storage_path);
      const file = 'operating-agreement.pdf';
      const refused: Array<[Record<string, unknown>, string]> = [
        // The quote is on its page, the name is not in it.
        [
          {
            entity_legal_name: {
              value: 'Mallory Holdings LLC',
              source: { file, page: 1, quote: 'Blue Harbor Holdings LLC' },
            },
          },
          "The reading's fields.entity_legal_name does not follow from its quote",
        ],
        [
          { entity_legal_name: { value: 'Blue Harbor Holdings LLC', source: null } },
          "The reading's fields.entity_legal_name has a value but no source",
        ],
        [{ purpose: { value: 'Real estate' } }, "The reading's fields.purpose has a value but no source"],
        [
          {
            managers_or_officers: [
              {
                name: 'Jane Roberts',
                title: 'President',
                source: { file, page: 2, quote: "The Company's Manager is Jane Roberts." },
              },
            ],
          },
          "The reading's fields.managers_or_officers[0].title does not follow from its quote",
        ],
        [
          {
            management: {
              value: 'manager-managed',
              source: { file, page: 2, quote: "The Company's Manager is Jane Roberts." },
            },
          },
          "The reading's fields.management does not follow from its quote",
        ],
      ];
      for (const [fields, message] of refused)
        await expectError(
          admin.documentReadings.save({
            orderId: order.id,
            reader: 'built-in',
            result: { reader: 'built-in', fields },
          }),
          'validation_failed',
          { message },
        );
      expect(await admin.documentReadings.latest(order.id)).toBeNull();
    });
  });

  describe('document readings: the AI reader', () => {
    it('only an admin may ask it: a customer, a moderator and anon are refused', async () => {
      const { customer, order } = await orderWithTwoDocuments();
      const moderator = await h.signedIn('moderator');
      await expectError(customer.documentReadings.readWithAi(order.id), 'forbidden', { message: 'User not allowed' });
      await expectError(moderator.documentReadings.readWithAi(order.id), 'forbidden', { message: 'User not allowed' });
      await expectError(h.anon().documentReadings.readWithAi(order.id), 'session_missing');
    });

    it('a bad order id and an unknown order are refused', async () => {
      const admin = await h.signedIn('admin');
      await expectError(admin.documentReadings.readWithAi('not-an-id'), 'validation_failed', {
        message: 'Invalid order ID',
        issues: ['Invalid order ID'],
      });
      await expectError(admin.documentReadings.readWithAi('9f1b2c3d-0000-4000-8000-00000000beef'), 'not_found', {
        message: AI_READER_ANSWERS.orderNotFound.message,
      });
    });

    it('an order none of whose documents has a stored text (or only one that could not be read) has nothing to read', async () => {
      const { admin, order, certificate } = await orderWithTwoDocuments();
      const nothing = { message: AI_READER_ANSWERS.noDocumentText.message };
      await expectError(admin.documentReadings.readWithAi(order.id), 'no_document_text', nothing);
      await admin.documentReadings.saveText({
        orderId: order.id,
        storagePath: certificate.storage_path,
        pages: [],
        error: { code: 'encrypted', message: 'The PDF is password-protected.' },
      });
      await expectError(admin.documentReadings.readWithAi(order.id), 'no_document_text', nothing);
    });

    withoutAiReaderKey(
      '[capability: noAiReaderKey] with no provider key it is unavailable, and stores nothing',
      async () => {
        const { admin, order, agreement } = await orderWithTwoDocuments();
        await saveAgreement(admin, order.id, agreement.storage_path);
        await expectError(admin.documentReadings.readWithAi(order.id), 'ai_reader_unavailable', {
          message: 'The AI reader is not configured.',
        });
        expect(await admin.documentReadings.latest(order.id)).toBeNull();
      },
    );
  });
}
