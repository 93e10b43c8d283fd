import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageTextExtractorContext } from '@/features/admin-orders/review/reading/extractor';
import {
  NOT_FOUND_HEADING,
  NOT_FOUND_TEXT,
  QUOTED_TEXT,
} from '@/features/admin-orders/review/reading/document-reading-panel';
import { TEXTS_NOT_STORED_FOR_AI } from '@/features/admin-orders/review/reading/use-read-documents';
import { READ_DOCUMENTS_LABEL } from '@/features/admin-orders/review/workspace/workspace-labels';
import OrderRoute from '@/routes/admin/order';
import { API_ROUTES } from '../../mocks/api/routes';
import {
  AI_MODEL,
  ARTICLES_TEXT,
  SCANNED_TEXT,
  aiReaderAnswer,
  fakeExtractor,
  type FakeFile,
} from '../../stories/admin/document-reading-fixtures';
import { FOREIGN_TEXTS } from '../fixtures/foreign-language-texts';
import { mockAdapterFor, renderApp, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast } from './admin-harness';
import { seedOrder } from './seed-orders';

const mock = setupMockBackend();
clearToastsAfterEach();
beforeEach(() => window.localStorage.clear());

/** The order page with an injected page-text extractor in place of the Web Worker (jsdom has none). */
async function open(files: FakeFile[]) {
  const extractor = fakeExtractor(files);
  const order = seedOrder('In review');
  const routes = [
    {
      path: '/admin/orders/:id',
      element: (
        <PageTextExtractorContext.Provider value={extractor}>
          <OrderRoute />
        </PageTextExtractorContext.Provider>
      ),
    },
  ];
  const rendered = await renderApp({ mock, route: order.route, routes, persona: 'admin' });
  // jsdom's Blob cannot be streamed by the storage client: the download hands back the bytes (the extractor is fake).
  vi.spyOn(rendered.adapter.orders, 'downloadDocument').mockResolvedValue(new Blob(['%PDF-1.4']));
  const form = within(await screen.findByRole('form', { name: 'Report editor' }));
  const read = () =>
    rendered.user.click(
      within(screen.getByRole('group', { name: 'Report actions' })).getByRole('button', { name: READ_DOCUMENTS_LABEL }),
    );
  return { ...rendered, extractor, order, form, read };
}

const ENCRYPTED = { code: 'encrypted' as const, message: '{file} is password-protected: ask for an unprotected copy.' };
/** The seeded In review order's third document (its notice of dissolution): a page stating nothing the report uses. */
const NOTICE = { pages: [{ text: 'NOTICE\nThis page is left blank on purpose.' }] };

describe('Read documents in the report editor', { timeout: 60_000 }, () => {
  it('keeps what it read with the order: the next reading uses the stored text and reads only what failed', async () => {
    const { read, extractor, order, user } = await open([
      { pages: [{ text: ARTICLES_TEXT }] },
      { error: ENCRYPTED },
      NOTICE,
    ]);
    await read();
    await findToast('Filled from the documents by the built-in reader');
    expect(extractor.calls).toHaveLength(3);

    // Stored with the order: the readable document's text, why the other could not be read, and the result.
    const admin = await mockAdapterFor(mock, 'admin');
    const texts = await admin.documentReadings.listTexts(order.id);
    expect(texts).toHaveLength(3);
    expect(texts.filter((t) => t.error === null).map((t) => t.pages.length)).toEqual([1, 1]);
    expect(texts.find((t) => t.error !== null)?.error).toMatchObject({ code: 'encrypted' });
    expect(await admin.documentReadings.latest(order.id)).toMatchObject({ order_id: order.id, reader: 'built-in' });

    // Read again: the stored text is used as it is; only the file that could not be read is tried again.
    await user.click(
      within(screen.getByRole('group', { name: 'Report actions' })).getByRole('button', { name: READ_DOCUMENTS_LABEL }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the report in the editor?' });
    await user.click(within(dialog).getByRole('button', { name: /^Replace with/ }));
    await waitFor(() => expect(extractor.calls).toHaveLength(4));
    expect(extractor.calls.at(-1)).toBe(extractor.calls[1]);
    await waitFor(() => expect(screen.getAllByText(/^Read earlier: 1 of 1 page$/)).toHaveLength(2));
  });

  it('fills the editor with what the documents state, each with its source, lists the rest, and reads past a failed file', async () => {
    const { form, read, extractor } = await open([{ pages: [{ text: ARTICLES_TEXT }] }, { error: ENCRYPTED }, NOTICE]);
    await read();

    await findToast('Filled from the documents by the built-in reader');
    // Every document was tried: the encrypted one has its message, the others were read.
    expect(extractor.calls).toHaveLength(3);
    expect(screen.getByText(/is password-protected: ask for an unprotected copy\./)).toBeInTheDocument();
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAttribute('aria-valuetext', '1 of 1 page');
    expect(bars[0]).toHaveAccessibleName(/^Reading /);

    // The grounded values are in the editor.
    await waitFor(() => expect(form.getByLabelText(/^Formation date/)).toHaveValue('2019-03-04'));
    expect(form.getByLabelText(/^Entity legal name/)).toHaveValue('Oak Hollow Development Corp.');
    expect(form.getByLabelText(/^Entity type/)).toHaveValue('Corporation');
    // What the reader did not find stays empty and is listed for the reviewer, as not found (not as not stated).
    expect(form.getByLabelText(/^File number/)).toHaveValue('');
    const notFound = screen.getByRole('list', { name: NOT_FOUND_HEADING });
    expect(within(notFound).getByText('File number')).toBeInTheDocument();
    expect(within(notFound).getByText('Management')).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByText(QUOTED_TEXT)).toBeInTheDocument();
    expect(
      screen.queryByText(/nothing was invented|left empty for you to fill|not stated in the documents/i),
    ).toBeNull();
    // Each filled value names its document and page, with the words it came from.
    const sources = screen.getByRole('list', { name: 'Filled from the documents' });
    expect(
      within(sources)
        .getByText(/Formation date/)
        .closest('summary'),
    ).toHaveTextContent(/, page 1$/);
    expect(sources).toHaveTextContent('were filed with the Georgia Secretary of State on March 4, 2019.');
    expect(screen.getByText('Drafted by the built-in reader')).toBeInTheDocument();
  });

  it('fills nothing when the reader finds nothing, says so without claiming the documents omit it, and warns of a low-confidence scan', async () => {
    const { form, read, user } = await open([
      { pages: [{ text: 'Page intentionally left blank.' }] },
      { pages: [{ text: SCANNED_TEXT.split('\n')[0]!, ocr: 41 }] },
    ]);
    await user.clear(form.getByLabelText(/^Loan reference/));
    await user.type(form.getByLabelText(/^Loan reference/), 'MY-WORK');
    await read();

    expect(await screen.findByText('The reader found none of the report’s fields')).toBeInTheDocument();
    expect(screen.getByText(/^Nothing was filled: the editor is unchanged\./)).toBeInTheDocument();
    expect(form.getByLabelText(/^Loan reference/)).toHaveValue('MY-WORK');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText(/^Low OCR confidence in /)).toBeInTheDocument();
    expect(screen.getByText(/read with 41% confidence/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: NOT_FOUND_HEADING })).getByText('Entity legal name'),
    ).toBeInTheDocument();
  });

  it('says a document in another language was not read, with its language, and reads the others', async () => {
    const { form, read } = await open([
      { pages: [{ text: ARTICLES_TEXT }] },
      { pages: [{ text: FOREIGN_TEXTS.de! }] },
      NOTICE,
    ]);
    await read();

    await findToast('Filled from the documents by the built-in reader');
    expect(form.getByLabelText(/^Entity legal name/)).toHaveValue('Oak Hollow Development Corp.');
    const note = screen.getByText(/: Not read: not in English$/).closest('[role="note"]')!;
    expect(note).toHaveTextContent(
      'It is in German, and the built-in reader reads English only: nothing was taken from it. Read it yourself or ask for an English translation.',
    );
    const checks = screen.getByRole('list', { name: 'For the reviewer' });
    expect(within(checks).getByText('Not in English')).toBeInTheDocument();
    expect(
      within(checks).getByText(/is in German and was not read: the built-in reader reads English only\./),
    ).toBeInTheDocument();
  });

  it('asks before replacing work in the editor, and keeps it when told to', async () => {
    const { form, read, user } = await open([
      { pages: [{ text: ARTICLES_TEXT }] },
      { pages: [{ text: SCANNED_TEXT }] },
    ]);
    await user.clear(form.getByLabelText(/^Loan reference/));
    await user.type(form.getByLabelText(/^Loan reference/), 'MY-WORK');
    await read();
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the report in the editor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my work' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(form.getByLabelText(/^Loan reference/)).toHaveValue('MY-WORK');
    expect(form.getByLabelText(/^Formation date/)).toHaveValue('');
    expect(screen.getByText(/values found \(the editor was not replaced\)/)).toBeInTheDocument();
  });

  describe('the AI reader', () => {
    const AI_URL = () => `${mock.baseUrl}${API_ROUTES.readDocumentsAi}`;
    /** The requests the AI reader's function received. */
    const asked: string[] = [];
    beforeEach(() => {
      asked.length = 0;
    });
    const noteWith = (text: string) => screen.getByText(text).closest('[role="note"]');

    it('drafts when it answers: its values fill the editor, the reading is stored as ai:<model>, dropped values are counted', async () => {
      // As the function does: it reads the texts stored with the order (by the time it is asked, they are).
      mock.server.use(
        http.post(AI_URL(), async ({ request }) => {
          const { order_id: orderId } = (await request.json()) as { order_id: string };
          asked.push(orderId);
          const texts = mock.db.orderDocumentTexts
            .findMany((q) => q.where({ order_id: orderId }))
            .filter((t) => t.error === null)
            .map((t) => ({ file: t.file_name, pages: t.pages }));
          return HttpResponse.json(aiReaderAnswer(texts));
        }),
      );
      const { form, read, order } = await open([{ pages: [{ text: ARTICLES_TEXT }] }, { error: ENCRYPTED }, NOTICE]);
      await read();

      await findToast(`Filled from the documents by the AI reader (${AI_MODEL})`);
      expect(asked).toEqual([order.id]);
      expect(form.getByLabelText(/^Entity legal name/)).toHaveValue('Oak Hollow Development Corp.');
      expect(form.getByLabelText(/^Formation date/)).toHaveValue('2019-03-04');
      // What the AI reader did not propose stays empty, though the built-in reader would have found it.
      expect(form.getByLabelText(/^Entity type/)).toHaveValue('');
      expect(
        within(screen.getByRole('list', { name: NOT_FOUND_HEADING })).getByText('Entity type'),
      ).toBeInTheDocument();
      expect(screen.getByText(`Drafted by the AI reader (${AI_MODEL})`)).toBeInTheDocument();
      expect(
        noteWith('1 value the AI reader proposed was left out: its quote is not on the cited page.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^The AI reader is unavailable/)).not.toBeInTheDocument();

      const admin = await mockAdapterFor(mock, 'admin');
      expect(await admin.documentReadings.latest(order.id)).toMatchObject({ reader: `ai:${AI_MODEL}` });
    });

    it('is not configured offline: the built-in reader drafts and the panel says why, as a note', async () => {
      const { form, read, order } = await open([{ pages: [{ text: ARTICLES_TEXT }] }, NOTICE, NOTICE]);
      await read();

      await findToast('Filled from the documents by the built-in reader');
      expect(form.getByLabelText(/^Entity type/)).toHaveValue('Corporation');
      expect(screen.getByText('Drafted by the built-in reader')).toBeInTheDocument();
      expect(noteWith('The AI reader is unavailable: The AI reader is not configured.')).toBeInTheDocument();
      const admin = await mockAdapterFor(mock, 'admin');
      expect(await admin.documentReadings.latest(order.id)).toMatchObject({ reader: 'built-in' });
    });

    it('fails: the built-in reader drafts all the same, and the note gives the reason', async () => {
      mock.server.use(
        http.post(AI_URL(), () =>
          HttpResponse.json(
            { code: 'ai_reader_timeout', message: 'The AI reader did not answer within 120 seconds.' },
            { status: 504 },
          ),
        ),
      );
      const { form, read } = await open([{ pages: [{ text: ARTICLES_TEXT }] }, NOTICE, NOTICE]);
      await read();

      await findToast('Filled from the documents by the built-in reader');
      expect(form.getByLabelText(/^Entity type/)).toHaveValue('Corporation');
      expect(
        noteWith('The AI reader is unavailable: The AI reader did not answer within 120 seconds.'),
      ).toBeInTheDocument();
    });

    it('is not asked when the texts could not be stored: it reads only what is stored', async () => {
      mock.server.use(
        http.post(AI_URL(), async ({ request }) => {
          asked.push(request.url);
          return HttpResponse.json({ code: 'ai_reader_unavailable', message: 'unused' }, { status: 503 });
        }),
      );
      const { form, read, adapter } = await open([{ pages: [{ text: ARTICLES_TEXT }] }, NOTICE, NOTICE]);
      vi.spyOn(adapter.documentReadings, 'saveText').mockRejectedValue(new Error('The connection was lost'));
      await read();

      await findToast('Filled from the documents by the built-in reader');
      expect(form.getByLabelText(/^Entity type/)).toHaveValue('Corporation');
      expect(asked).toEqual([]);
      expect(noteWith(`The AI reader is unavailable: ${TEXTS_NOT_STORED_FOR_AI}`)).toBeInTheDocument();
    });
  });
});
