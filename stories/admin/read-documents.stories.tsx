import type { Meta, StoryObj } from '@storybook/react-vite';
import { jsPDF } from 'jspdf';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOT_FOUND_HEADING } from '@/features/admin-orders/review/reading/document-reading-panel';
import { READ_DOCUMENTS_LABEL } from '@/features/admin-orders/review/workspace/workspace-labels';
import type { PageTextExtractor } from '@/features/admin-orders/review/reading/extractor';
import { extractInWorker } from '@/features/admin-orders/review/reading/worker-extractor';
import OrderRoute from '@/routes/admin/order';
import { API_ROUTES } from '../../mocks/api/routes';
import { FOREIGN_TEXTS } from '../../tests/fixtures/foreign-language-texts';
import { never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import {
  AI_MODEL,
  ARTICLES_TEXT,
  SCANNED_TEXT,
  aiReaderAnswer,
  fakeExtractor,
  type FakeFile,
} from './document-reading-fixtures';
import { resetEditorState, withOrderRouteExtracting } from './order-route-decorator';
import { seedOrder, seedOrderRequest } from './seed-orders';

/** Stories give `parameters.documents` (the fake extractor's outcomes per document) or `parameters.extractor`. */
const withOrderRoute = withOrderRouteExtracting(
  (parameters) =>
    (parameters.extractor as PageTextExtractor | undefined) ??
    fakeExtractor((parameters.documents as FakeFile[]) ?? []),
);

/** Read documents on an In review order: progress per document, then the editor filled with each value's source. */
const meta = {
  title: 'Admin/Order/Read documents',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: resetEditorState,
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const ENCRYPTED = { code: 'encrypted' as const, message: '{file} is password-protected: ask for an unprotected copy.' };

async function read(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Report editor' });
  await userEvent.click(
    within(canvas.getByRole('group', { name: 'Report actions' })).getByRole('button', { name: READ_DOCUMENTS_LABEL }),
  );
  return canvas;
}

/** Reading: one document read, the next at its first page of three; the editor stays usable. */
export const Reading: Story = {
  parameters: {
    documents: [
      { pages: [{ text: ARTICLES_TEXT }] },
      { pages: [1, 2, 3].map(() => ({ text: SCANNED_TEXT })), pageDelay: Infinity },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    // The seeded order has three documents: the first read, the second held at its first page, the third waiting.
    await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(3));
    const [first, second, third] = canvas.getAllByRole('progressbar');
    await waitFor(() => expect(first).toHaveAttribute('aria-valuetext', '1 of 1 page'));
    await waitFor(() => expect(second).toHaveAttribute('aria-valuetext', '1 of 3 pages'));
    await expect(third).toHaveAttribute('aria-valuetext', 'Waiting');
    await expect(second).toHaveAccessibleName(/^Reading /);
    await expect(canvas.getByRole('button', { name: 'Cancel reading' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Entity legal name/ })).toBeEnabled();
  },
};

/** Read with warnings: a scan read with low OCR confidence, and a password-protected file the others read past. */
export const ReadWithWarnings: Story = {
  parameters: { documents: [{ pages: [{ text: ARTICLES_TEXT, ocr: 52 }] }, { error: ENCRYPTED }] },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText(/^Low OCR confidence in /)).toBeVisible();
    await expect(await canvas.findByText(/is password-protected: ask for an unprotected copy\./)).toBeVisible();
    await expect(canvas.getByText(/Scanned: page 1 read by OCR \(confidence 52%\)/)).toBeVisible();
  },
};

/**
 * Nothing found: the reader finds none of the report's fields, so nothing is filled and the panel says so, without
 * claiming the documents do not state them.
 */
export const NothingFound: Story = {
  parameters: {
    documents: [{ pages: [{ text: 'Page intentionally left blank.' }] }, { pages: [{ text: 'Exhibit page.' }] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText('The reader found none of the report’s fields')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: NOT_FOUND_HEADING })).getByText('Entity type')).toBeVisible();
    await expect(canvas.queryByText(/nothing was invented|not stated in the documents/i)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('');
  },
};

/**
 * A document in German among the order's documents: it is not read (the rules read English), the panel names its
 * language under its progress, and the reviewer's checks list it; the English documents are read as usual.
 */
export const NotInEnglish: Story = {
  parameters: { documents: [{ pages: [{ text: ARTICLES_TEXT }] }, { pages: [{ text: FOREIGN_TEXTS.de! }] }] },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText(/: Not read: not in English$/)).toBeVisible();
    await expect(canvas.getByText(/^It is in German, and the built-in reader reads English only/)).toBeVisible();
    await expect(canvas.getByText('Not in English')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Corporation'));
  },
};

/** Filled with sources: each value names its document and page; opening it shows the words it came from. */
export const FilledWithSources: Story = {
  parameters: { documents: [{ pages: [{ text: ARTICLES_TEXT }] }, { pages: [{ text: SCANNED_TEXT, ocr: 91 }] }] },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    const sources = await canvas.findByRole('list', { name: 'Filled from the documents' });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Corporation'));
    await expect(canvas.getByText('Drafted by the built-in reader')).toBeVisible();
    const date = within(sources).getByText('Formation date').closest('summary')!;
    await userEvent.click(date);
    // The state of formation quotes the same sentence: the date's own quote is the one opened.
    await expect(
      within(date.closest('details')!).getByText(/filed with the Georgia Secretary of State on March 4, 2019/),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: NOT_FOUND_HEADING })).toBeVisible();
  },
};

export const FilledWithSourcesMobile: Story = {
  ...mobileStory({ documents: FilledWithSources.parameters!.documents }),
  play: async (context) => {
    await FilledWithSources.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * AI reader unavailable: the in-browser backend has no provider key, so the built-in reader drafts and a note
 * (not an alarm) says why the AI reader did not.
 */
export const AiReaderUnavailable: Story = {
  parameters: { documents: [{ pages: [{ text: ARTICLES_TEXT }] }, { pages: [{ text: SCANNED_TEXT }] }] },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText('Drafted by the built-in reader')).toBeVisible();
    const note = canvas.getByText('The AI reader is unavailable: The AI reader is not configured.');
    await expect(note).toBeVisible();
    await expect(note.closest('[role="note"]')).not.toBeNull();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Corporation'));
  },
};

export const AiReaderUnavailableMobile: Story = {
  ...mobileStory({ documents: AiReaderUnavailable.parameters!.documents }),
  play: async (context) => {
    await AiReaderUnavailable.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The seeded In review order's first document, read as the articles: what the AI reader stand-in cites. */
const firstDocument = () => seedOrderRequest('In review').documents[0]!.name;

/**
 * Drafted by the AI reader: the function answers with its grounded values (fewer than the built-in reader finds,
 * so the entity type stays empty) and one value it proposed that was left out, its quote not being on the page.
 */
export const DraftedByAiReader: Story = {
  parameters: {
    documents: [{ pages: [{ text: ARTICLES_TEXT }] }, { pages: [{ text: SCANNED_TEXT }] }],
    ...withHandlers(
      http.post(`/mock-api${API_ROUTES.readDocumentsAi}`, () =>
        HttpResponse.json(aiReaderAnswer([{ file: firstDocument(), pages: [{ page: 1, text: ARTICLES_TEXT }] }])),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText(`Drafted by the AI reader (${AI_MODEL})`)).toBeVisible();
    const note = canvas.getByText('1 value the AI reader proposed was left out: its quote is not on the cited page.');
    await expect(note).toBeVisible();
    await expect(note.closest('[role="note"]')).not.toBeNull();
    await expect(canvas.queryByText(/^The AI reader is unavailable/)).toBeNull();
    await waitFor(() => expect(canvas.getByLabelText(/^Formation date/)).toHaveValue('2019-03-04'));
    await expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('');
  },
};

export const DraftedByAiReaderMobile: Story = {
  ...mobileStory({ ...DraftedByAiReader.parameters }),
  play: async (context) => {
    await DraftedByAiReader.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The AI reader reading: the texts are read and stored, its answer is awaited; cancelling stops the wait. */
export const AiReaderReading: Story = {
  parameters: {
    documents: [{ pages: [{ text: ARTICLES_TEXT }] }, { pages: [{ text: SCANNED_TEXT }] }],
    ...withHandlers(http.post(`/mock-api${API_ROUTES.readDocumentsAi}`, never)),
  },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await expect(await canvas.findByText('The AI reader is reading the documents…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reading' }));
    await waitFor(() => expect(canvas.queryByText('The AI reader is reading the documents…')).toBeNull());
    await expect(canvas.queryByText(/^Drafted by/)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('');
  },
};

/** An image-only PDF (a scan): the page is a picture of text, with no text layer. */
function scannedPdf(): Uint8Array {
  const canvas = document.createElement('canvas');
  canvas.width = 1275;
  canvas.height = 700;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.font = '34px serif';
  ARTICLES_TEXT.split('\n')
    .slice(0, 9)
    .forEach((line, i) => context.fillText(line, 60, 80 + i * 62));
  const pdf = new jsPDF({ unit: 'pt', format: [612, 336] });
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', 0, 0, 612, 336);
  return new Uint8Array(pdf.output('arraybuffer'));
}

/**
 * The real reader: the Web Worker (pdf.js, and tesseract.js with the app's own wasm and English data) reads the
 * seeded order's first PDF and, as its second, a scan; the scan's page is read by OCR.
 */
export const RealWorkerWithScan: Story = {
  // Starting OCR compiles the wasm core and loads the English data: a few seconds on a slow machine.
  parameters: {
    extractor: {
      // The seeded order's first document and a scan in place of its last go through the real worker; the one
      // between is read from its text (a second pdf.js run adds seconds and proves nothing more).
      extract: async (file, options) => {
        const documents = seedOrderRequest('In review').documents;
        if (file.name === documents.at(-1)?.name)
          return extractInWorker({ name: file.name, data: scannedPdf() }, options);
        if (file.name === documents[0]?.name) return extractInWorker(file, options);
        return fakeExtractor([{ pages: [{ text: ARTICLES_TEXT }] }]).extract(file, options);
      },
    } satisfies PageTextExtractor,
  },
  play: async ({ canvasElement }) => {
    const canvas = await read(canvasElement);
    await waitFor(() => expect(canvas.getByText(/^Drafted by the built-in reader/)).toBeVisible(), { timeout: 55_000 });
    // Every document was read (a failure would show its message here).
    await expect(canvas.queryAllByRole('alert').map((a) => a.textContent)).toEqual([]);
    await expect(canvas.getByText(/^Scanned: page 1 read by OCR/)).toBeVisible();
    // Everything the reader loaded came from the app itself (the offline demo has no network).
    const foreign = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).origin !== window.location.origin);
    await expect(foreign).toEqual([]);
  },
};
