import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mustReviewMessage } from '@/features/admin-orders/review/field-review/field-review';
import { MARKED_FOR_REVIEW, NEXT_FIELD_LABEL } from '@/features/admin-orders/review/field-review/field-review-ui';
import { PublishDialog } from '@/features/admin-orders/review/workspace/report-dialogs';
import { READ_DOCUMENTS_LABEL } from '@/features/admin-orders/review/workspace/workspace-labels';
import { draftReport } from '../../mocks/seed/demo-draft';
import OrderRoute from '@/routes/admin/order';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { SEED_DOCUMENT_TEXTS } from '../../mocks/seed/documents';
import { mobileStory } from '../support/mobile';
import { ADDRESSED_CERTIFICATE_TEXT, ARTICLES_TEXT, fakeExtractor, type FakeFile } from './document-reading-fixtures';
import { resetEditorState, withOrderRouteExtracting } from './order-route-decorator';
import { seedOrder, seedOrderRequest } from './seed-orders';

/**
 * The seeded In review order's documents, read from their own texts (the Web Worker reader has its own story):
 * the values and quotes are those of the real PDFs, which the viewer opens with pdf.js and marks the quote in.
 */
const seededTexts = () => {
  const order = seedOrderRequest('In review');
  const { ref } = SEED_ORDER_SPECS[SEED_ORDER_IDS.indexOf(order.id)]!;
  return order.documents.map((d) => ({
    pages: (SEED_DOCUMENT_TEXTS[`${ref}/${d.name}`]?.pages ?? []).map((text) => ({ text })),
  }));
};

/** A story's own documents (parameters.documents), or the seeded ones. */
const withOrderRoute = withOrderRouteExtracting((parameters) =>
  fakeExtractor((parameters.documents as FakeFile[] | undefined) ?? seededTexts()),
);

/** Review drafted fields: each value beside the page it came from, a decision per field, the publish warning. */
const meta = {
  title: 'Admin/Order/Review drafted fields',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: resetEditorState,
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

async function readDocuments(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Report editor' });
  await userEvent.click(
    within(canvas.getByRole('group', { name: 'Report actions' })).getByRole('button', { name: READ_DOCUMENTS_LABEL }),
  );
  await canvas.findByRole('region', { name: 'Review of the drafted fields' }, { timeout: 15_000 });
  return canvas;
}

/** pdf.js draws the page and lays its text over it; the quote's spans are marked. */
async function expectPageWithQuote(region: HTMLElement) {
  await waitFor(() => expect(region.querySelector('canvas')!.width).toBeGreaterThan(0), { timeout: 20_000 });
  await waitFor(() => expect(region.querySelectorAll('.textLayer [data-quote]').length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  await expect(await within(region).findByText(/^Highlighted on page 1:/)).toBeVisible();
}

/**
 * At 1280 px: the editor and, sticky beside it, the page of the field under review. Alt+ArrowDown goes to the
 * next field to review and the viewer follows; one field verified.
 */
export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await readDocuments(canvasElement);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const region = await canvas.findByRole(
      'region',
      { name: /^Source of Entity legal name: articles-of-incorporation\.pdf, page 1 of 1$/ },
      { timeout: 20_000 },
    );
    await expectPageWithQuote(region);
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('name', 'entityName');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Entity legal name' }));
    await expect(canvas.getByRole('button', { name: 'Verify Entity legal name' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Beside the editor, not under it.
    const form = canvas.getByRole('form', { name: 'Report editor' });
    await expect(region.getBoundingClientRect().left).toBeGreaterThan(form.getBoundingClientRect().right - 1);
  },
};

/** At 390 px: the page opens over its field and folds away. */
export const Stacked: Story = {
  ...mobileStory(),
  play: async (context) => {
    await expect(window.innerWidth).toBe(390);
    const canvas = await readDocuments(context.canvasElement);
    // Found, not got: the drafted fields' source buttons may come a render after the review's summary (CI, loaded).
    await userEvent.click(
      await canvas.findByRole('button', {
        name: /^articles-of-incorporation\.pdf, page 1: show the source of Entity legal name$/,
      }),
    );
    const region = await canvas.findByRole('region', { name: /^Source of Entity legal name: / }, { timeout: 20_000 });
    await expectPageWithQuote(region);
    // Over the field: the viewer comes before the field's input.
    const input = canvas.getByRole('textbox', { name: /^Entity legal name/ });
    await expect(region.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide page 1' }));
    // The page folds away before it leaves the document.
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Source of Entity legal name: / })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show page 1' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A field the reader did not draft (the principal office): it says so, and the reviewer cites the page it is on, which
 * the viewer then opens (no quote to mark).
 */
export const FieldWithoutSource: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await readDocuments(canvasElement);
    const field = canvas
      .getByRole('textbox', { name: /^Principal office/ })
      .closest('[data-part="root"]') as HTMLElement;
    await expect(within(field).getByText('Not drafted from the documents.')).toBeVisible();
    await userEvent.click(within(field).getByRole('button', { name: 'Cite the page for Principal office' }));
    const cite = within(field).getByRole('group', { name: 'Cite the page for Principal office' });
    await userEvent.click(within(cite).getByRole('button', { name: 'Add the page' }));
    await expect(
      within(field).getByRole('button', {
        name: /^articles-of-incorporation\.pdf, page 1: show the source of Principal office$/,
      }),
    ).toBeVisible();
    const region = await canvas.findByRole('region', { name: /^Source of Principal office: / }, { timeout: 20_000 });
    await waitFor(() => expect(region.querySelector('canvas')!.width).toBeGreaterThan(0), { timeout: 20_000 });
    await expect(canvas.getByRole('button', { name: new RegExp(NEXT_FIELD_LABEL) })).toBeEnabled();
  },
};

/**
 * Two fields drafted from a certificate with a sentence addressed to an AI reader: each marked with why, the
 * toolbar counts them, and Publish is refused until each is decided, taking the reviewer to the first.
 */
export const MarkedForReview: Story = {
  parameters: {
    documents: [
      { pages: [{ text: ARTICLES_TEXT }] },
      { pages: [{ text: ADDRESSED_CERTIFICATE_TEXT }] },
      { pages: [{ text: 'NOTICE\nThis page is left blank on purpose.' }] },
    ] satisfies FakeFile[],
  },
  play: async ({ canvasElement }) => {
    const canvas = await readDocuments(canvasElement);
    const toolbar = canvas.getByRole('region', { name: 'Review of the drafted fields' });
    await expect(
      within(toolbar).getByText(/2 fields were drafted from a page with text addressed to an automated reader/),
    ).toBeVisible();
    const fileNumber = canvasElement.querySelector<HTMLElement>('[data-review-field="fileNumber"]')!;
    await expect(within(fileNumber).getByText(MARKED_FOR_REVIEW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify File number' })).toHaveAccessibleDescription(
      // Chromium puts a space after the badge, before the screen-reader colon; jsdom does not.
      /^Marked for review ?: Read from .+, page 1, which has text addressed to an automated reader/,
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Report actions at the end' })).getByRole('button', { name: 'Publish' }),
    );
    await expect(await canvas.findByText(mustReviewMessage(['Formation date', 'File number']))).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('name', 'formationDate'));
  },
};

export const MarkedForReviewMobile: Story = {
  ...mobileStory({ documents: MarkedForReview.parameters!.documents }),
  play: async (context) => {
    await MarkedForReview.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The publish confirmation when drafted fields are still undecided: it lists them and asks once more. */
export const PublishWarning: Story = {
  render: () => (
    <PublishDialog
      request={{
        content: draftReport(seedOrderRequest('In review')),
        version: 1,
        notReviewed: ['Report type', 'Formation date', 'Owner 2'],
        contradictions: [],
        approvedBy: 'Approved by Morgan Moderator (Mar 3, 2026, 10:12 AM): draft version 4 can be published.',
      }}
      correction={false}
      afterLegalReview={false}
      entityName={seedOrderRequest('In review').entity_legal_name}
      note=""
      onNoteChange={fn()}
      override=""
      onOverrideChange={fn()}
      withoutApproval=""
      onWithoutApprovalChange={fn()}
      submitting={false}
      onConfirm={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Publish version 1?' });
    const list = within(dialog).getByRole('list', { name: 'Not yet reviewed' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Report type', 'Formation date', 'Owner 2']);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Publish without reviewing them' })).toBeVisible(),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Review them first' })).toHaveFocus());
  },
};

export const PublishWarningMobile: Story = {
  ...mobileStory(),
  render: PublishWarning.render,
  play: PublishWarning.play,
};
