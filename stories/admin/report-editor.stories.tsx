import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CORRECTION_NOTE_REQUIRED, OWNERSHIP_TOTAL_MESSAGE } from '@/backend';
import { STAFF_ACCESS_DENIED_TEXT } from '@/components/guards/require-staff';
import { toaster } from '@/components/ui/toaster';
import { DEMO_DRAFT_FILLED, DEMO_DRAFT_LABEL } from '@/features/admin-orders/review/workspace/workspace-labels';
import { NO_EDITOR_REASON, REPORT_READ_ONLY } from '@/features/admin-orders/review/workspace/report-section';
import { NO_VERSION_REVIEWS } from '@/features/admin-orders/review/workspace/version-reviews';
import { draftReport } from '../../mocks/seed/demo-draft';
import { PERSONAS } from '../../mocks/seed/personas';
import OrderRoute from '@/routes/admin/order';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { publishSeedReport, saveSeedDraft, seedDraft, seedOrder, seedOrderRequest, storyAdmin } from './seed-orders';

const withOrderRoute: Decorator = (Story) => (
  <Routes>
    <Route path="admin/orders/:id" element={<Story />} />
  </Routes>
);

/** The staff order page's Report section: the editor, its checks, the preview and publishing. */
const meta = {
  title: 'Admin/Order/Report',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const PUBLISH_URL = '/mock-api/rest/v1/rpc/publish_report';
const SAVE_DRAFT_URL = '/mock-api/rest/v1/rpc/save_report_draft';
const IN_REVIEW = seedOrder('In review');

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const editor = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Report editor' }));
const actions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Report actions' }));

/** Opens a closed section of the editor (each is an accordion item). */
const openSection = async (canvasElement: HTMLElement, name: RegExp) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name, expanded: false }));

async function draft(canvasElement: HTMLElement) {
  const form = await editor(canvasElement);
  await userEvent.click(actions(canvasElement).getByRole('button', { name: DEMO_DRAFT_LABEL }));
  await waitFor(() => expect(form.getByRole('textbox', { name: /^Entity type/ })).not.toHaveValue(''));
  return form;
}

/** A packet file as the staff member would pick it. */
const packetFile = (name: string, value: unknown) =>
  new File([typeof value === 'string' ? value : JSON.stringify(value, null, 2)], name, { type: 'application/json' });

/** An In review order with nothing written yet: the editor starts from what the order says. */
export const EmptyEditor: Story = {
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Entity legal name/ })).toHaveValue(IN_REVIEW.entity);
    await expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('');
    await expect(form.getByRole('button', { name: /^Entity details/ })).toHaveAttribute('aria-expanded', 'true');
    await openSection(canvasElement, /^Ownership/);
    await expect(form.getByRole('spinbutton', { name: /^Owner 1 percentage/ })).toHaveValue(null);
    await expect(within(canvasElement).getByText('No version published yet.')).toBeVisible();
    await expect(actions(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
    await expect(within(canvasElement).getByText('Demo: reserved entity names')).toBeVisible();
    const sandbox = within(canvasElement).getByRole('list', { name: 'Secretary of State sandbox words' });
    for (const word of ['Unregistered', 'Trust', 'Dissolved', 'Slow', 'Similar', 'Uncovered'])
      await expect(within(sandbox).getByText(word)).toBeVisible();
  },
};

/** The fictional demo draft fills every section from the order (deterministic demo content by report type). */
export const Drafted: Story = {
  play: async ({ canvasElement }) => {
    const form = await draft(canvasElement);
    const toast = await body(canvasElement).findByText(DEMO_DRAFT_FILLED);
    await waitFor(() => expect(toast).toBeVisible());
    await openSection(canvasElement, /^Ownership/);
    await openSection(canvasElement, /^Corporate details/);
    await expect(form.getByRole('textbox', { name: /^Owner 1 name/ })).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Corporate principal office/ })).not.toHaveValue('');
    await expect(
      await within(canvasElement).findByText(/^Draft saved \(version \d+, .+\): staff who open this order see it\.$/),
    ).toBeVisible();
  },
};

/** Drafting over work in the editor asks first; focus starts on keeping the work. */
export const DraftOverWork: Story = {
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Entity type/ }), 'Georgia corporation');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: DEMO_DRAFT_LABEL }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Replace the report in the editor?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep my work' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my work' }));
    await expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Georgia corporation');
  },
};

/** Checking an unfinished report: a summary of every problem, the sections at fault open, each message at its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(
      await within(canvasElement).findByText(/problems to fix before previewing or publishing/),
    ).toBeVisible();
    const entityType = form.getByRole('textbox', { name: /^Entity type/ });
    await expect(entityType).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(entityType).toHaveFocus());
    await expect(form.getByText('Entity type is required')).toBeVisible();
    await expect(form.getByText('Please choose a conclusion')).toBeVisible();
    await expect(form.getByRole('button', { name: /^Conclusion and risk level/ })).toHaveTextContent('3 problems');
    // A summary entry takes focus to its field.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Conclusion: Please choose a conclusion' }),
    );
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Conclusion/ })).toHaveFocus());
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** Rules across fields: owners' percentages add up to 100, and each state has its one check. */
export const CrossFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await draft(canvasElement);
    await openSection(canvasElement, /^Ownership/);
    const percentage = form.getByRole('spinbutton', { name: /^Owner 1 percentage/ });
    const drafted = (percentage as HTMLInputElement).value;
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '0.5');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Preview' }));
    await expect(await form.findByText(OWNERSHIP_TOTAL_MESSAGE)).toBeVisible();
    await openSection(canvasElement, /^Secretary of State checks/);
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Check 2 state\W*$/ }), 'Alabama');
    await expect(await form.findByText('Add one Secretary of State check for the property state')).toBeVisible();
    // Putting the drafted share back clears the total's message without another click.
    await userEvent.clear(percentage);
    await userEvent.type(percentage, drafted);
    await waitFor(() => expect(form.queryByText(OWNERSHIP_TOTAL_MESSAGE)).toBeNull());
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A packet that fails the schema: every problem with its field path, and the editor untouched. */
export const UploadErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    const content = draftReport(seedOrderRequest('In review'));
    const broken = {
      ...content,
      entityName: '',
      ownership: [{ owner: 'Ada Owner', percentage: 150, interest: '' }],
    };
    await userEvent.upload(
      within(canvasElement).getByLabelText('Upload JSON packet'),
      packetFile('broken-packet.json', broken),
    );
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('broken-packet.json was not loaded: the editor is unchanged');
    const problems = within(alert).getByRole('list', { name: 'Problems in the packet' });
    await expect(problems).toHaveTextContent(/entityName/);
    await expect(problems).toHaveTextContent(/ownership\.0\.percentage/);
    await expect(form.getByRole('textbox', { name: /^Entity legal name/ })).toHaveValue(IN_REVIEW.entity);
  },
};

/** Preview shows the report exactly as the customer will see it. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await draft(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Preview' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Preview: draft of version 1' });
    // Visible once the dialog's opening animation has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 3, name: IN_REVIEW.entity })).toBeVisible(),
    );
    await expect(within(dialog).getByText(/ELR-7D2A9F31-v1/)).toBeVisible();
  },
};

/** Publishing: the confirmation names the version, and the button waits for the server. */
export const Publishing: Story = {
  parameters: withHandlers(http.post(PUBLISH_URL, never)),
  play: async ({ canvasElement }) => {
    await draft(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Publish version 1?' });
    // No colleague approved the draft: the reason for publishing without one is asked first.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ })).toHaveFocus(),
    );
    await expect(dialog).toHaveTextContent('the order becomes Report ready');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Publish/ })).toHaveAttribute('data-loading'),
    );
    await expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeDisabled();
  },
};

/** Published: the order is Report ready, version 1 is listed, the editor now holds it for corrections. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await draft(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Publish version 1?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish report' }));
    const toast = await body(canvasElement).findByText('Report published');
    await waitFor(() => expect(toast).toBeVisible());
    const versions = await canvas.findByRole('list', { name: 'Published versions' });
    await expect(within(versions).getByText('Version 1')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Report ready').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(actions(canvasElement).getByRole('button', { name: 'Publish correction' })).toBeVisible(),
    );
    // Publishing ended the draft the service kept.
    await expect(await seedDraft()).toBeNull();
  },
};

/** A report with a correction: both versions, newest first, each readable as the customer saw it. */
export const PublishedVersions: Story = {
  beforeEach: async () => {
    await publishSeedReport('In review', ['Corrected the second officer’s title']);
  },
  play: async ({ canvasElement }) => {
    const versions = await within(canvasElement).findByRole('list', { name: 'Published versions' });
    const items = within(versions).getAllByRole('listitem');
    await expect(items.map((i) => within(i).getByText(/^Version \d$/).textContent)).toEqual(['Version 2', 'Version 1']);
    await expect(items[0]).toHaveTextContent('Correction: Corrected the second officer’s title');
    await waitFor(() => expect(items[0]).toHaveTextContent('by admin@demo.test'));
    await userEvent.click(within(versions).getByRole('button', { name: 'View version 1' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Preview: version 1' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 3, name: IN_REVIEW.entity })).toBeVisible(),
    );
  },
};

/** The reviewer's record of a version, as publishing stored it: one entry per field, with its page and who. */
const VERSION_REVIEWS = [
  {
    field: 'entityName',
    label: 'Entity legal name',
    decision: 'verified',
    drafted_value: IN_REVIEW.entity,
    published_value: IN_REVIEW.entity,
    source: { file: 'articles-of-incorporation.pdf', page: 1, quote: `${IN_REVIEW.entity} was incorporated` },
  },
  {
    field: 'entityType',
    label: 'Entity type',
    decision: 'edited',
    drafted_value: 'Corporation',
    published_value: 'Georgia corporation',
    source: { file: 'articles-of-incorporation.pdf', page: 1, quote: 'a Georgia corporation' },
  },
  {
    field: 'principalOffice',
    label: 'Principal office',
    decision: 'rejected',
    drafted_value: 'PO Box 12, Macon, Georgia',
    published_value: null,
    source: { file: 'bylaws.pdf', page: 2, quote: 'PO Box 12, Macon, Georgia' },
  },
].map((r, i) => ({
  ...r,
  id: `00000000-0000-4000-8000-00000000a0${i}0`,
  report_id: '00000000-0000-4000-8000-00000000b000',
  order_id: IN_REVIEW.id,
  reader: 'built-in',
  reviewed_by: PERSONAS.admin.id,
  reviewed_at: '2026-03-02T09:30:00.000Z',
}));
const REVIEWS_URL = '/mock-api/rest/v1/report_field_reviews';

/** Who verified what in a published version: each field's decision, values, page and quote, who and when. */
export const VersionRecord: Story = {
  parameters: withHandlers(http.get(REVIEWS_URL, () => HttpResponse.json(VERSION_REVIEWS))),
  beforeEach: async () => {
    await publishSeedReport('In review');
  },
  play: async ({ canvasElement }) => {
    const versions = await within(canvasElement).findByRole('list', { name: 'Published versions' });
    const toggle = within(versions).getByRole('button', { name: 'Show who verified what' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const record = await within(canvasElement).findByRole('list', { name: 'Who verified what in version 1' });
    await expect(within(record).getAllByRole('listitem')).toHaveLength(3);
    await expect(record).toHaveTextContent('Drafted by the built-in reader: Corporation');
    await expect(record).toHaveTextContent('Against bylaws.pdf, page 2: “PO Box 12, Macon, Georgia”');
    await waitFor(() => expect(record).toHaveTextContent('Verified by admin@demo.test on'));
  },
};

/** A version published without a reading has no field-by-field record, and says so. */
export const VersionRecordEmpty: Story = {
  beforeEach: async () => {
    await publishSeedReport('In review');
  },
  play: async ({ canvasElement }) => {
    const versions = await within(canvasElement).findByRole('list', { name: 'Published versions' });
    await userEvent.click(within(versions).getByRole('button', { name: 'Show who verified what' }));
    await expect(await within(canvasElement).findByText(NO_VERSION_REVIEWS)).toBeVisible();
  },
};

/** The version's record at 390 px. */
export const VersionRecordMobile: Story = {
  ...mobileStory(),
  parameters: {
    ...mobileStory().parameters,
    ...withHandlers(http.get(REVIEWS_URL, () => HttpResponse.json(VERSION_REVIEWS))),
  },
  decorators: [withSiteLayout],
  beforeEach: VersionRecord.beforeEach,
  play: async (context) => {
    await mobileStory().play(context);
    await VersionRecord.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Correcting a ready report: the editor holds the latest version, and the note is required. */
export const Correction: Story = {
  beforeEach: async () => {
    await publishSeedReport('In review');
  },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Entity type/ })).not.toHaveValue(''));
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish correction' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Publish correction (version 2)?' });
    const noteField = within(dialog).getByRole('textbox', { name: /What the correction changes/ });
    // The first empty required text has focus: why no checker approved it, then what the correction changes.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish correction' }));
    await expect(await within(dialog).findByText(CORRECTION_NOTE_REQUIRED)).toBeVisible();
    await expect(noteField).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the content: its words, the field path it names, and the message at that field. */
export const ServerRefused: Story = {
  parameters: withHandlers(
    http.post(PUBLISH_URL, () =>
      HttpResponse.json(
        {
          code: '22023',
          message: 'Report content is invalid: ownership.0.percentage: Percentage must be more than 0',
          details: JSON.stringify([{ path: 'ownership.0.percentage', message: 'Percentage must be more than 0' }]),
          hint: null,
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const form = await draft(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Publish version 1?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Why publish without a checker/ }),
      'The checker is away today',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish report' }));
    const alert = await within(canvasElement).findByText('The report was not published');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await expect(within(box).getByRole('list', { name: 'Problems the server found' })).toHaveTextContent(
      'ownership.0.percentage (Owner 1 percentage) Percentage must be more than 0',
    );
    await expect(form.getByRole('spinbutton', { name: /^Owner 1 percentage/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A moderator reads the versions and previews them, and writes nothing. */
export const ModeratorReadOnly: Story = {
  parameters: { persona: 'moderator' },
  beforeEach: async () => {
    await publishSeedReport('In review');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('list', { name: 'Published versions' });
    await expect(canvas.getByText(REPORT_READ_ONLY)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Report editor' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Publish/ })).toBeNull();
    await expect(versions).toHaveTextContent('by staff');
    await userEvent.click(within(versions).getByRole('button', { name: 'View version 1' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Preview: version 1' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Before review starts there is nothing to publish, and the page says why. */
export const NotPublishable: Story = {
  parameters: { route: seedOrder('Submitted').route },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No report can be published while the order is Submitted')).toBeVisible();
    await expect(canvas.getByText(NO_EDITOR_REASON.Submitted!)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Report editor' })).toBeNull();
  },
};

/** The draft the service keeps comes back, saying who saved it and when, with a way to discard it (for everyone). */
export const RestoredDraft: Story = {
  beforeEach: async () => {
    await saveSeedDraft((values) => {
      values.entityType = 'Georgia corporation (restored)';
    });
  },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await expect(within(canvasElement).getByText('Unpublished draft restored')).toBeVisible();
    await expect(within(canvasElement).getByText(/^Saved by admin@demo\.test at /)).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Georgia corporation (restored)');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Discard draft' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Discard the unpublished draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue(''));
    await expect(await seedDraft()).toBeNull();
  },
};

/** Two people at once: a colleague saved meanwhile, so this editor's save is refused and says who and when. */
export const DraftConflict: Story = {
  beforeEach: async () => {
    await saveSeedDraft((values) => {
      values.entityType = 'Georgia corporation';
    });
  },
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    const colleague = await storyAdmin();
    const theirs = (await colleague.reportDrafts.get(IN_REVIEW.id))!;
    await colleague.reportDrafts.save({
      orderId: IN_REVIEW.id,
      baseVersion: theirs.version,
      content: { ...theirs.content, values: { ...theirs.content.values, entityType: 'Georgia corporation (theirs)' } },
    });
    await userEvent.type(form.getByRole('textbox', { name: /^Entity type/ }), ' (mine)');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/Changed by admin@demo\.test at .+: reload to see it/);
    await expect(within(canvasElement).getByText('Not saved: someone else changed the draft.')).toBeVisible();
    await expect((await seedDraft())?.content.values.entityType).toBe('Georgia corporation (theirs)');
  },
};

/** The conflict's way out: the draft read again, the editor starts from the colleague's version. */
export const DraftReloaded: Story = {
  ...DraftConflict,
  play: async (context) => {
    await DraftConflict.play!(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Reload the draft' }));
    await waitFor(async () =>
      expect((await editor(context.canvasElement)).getByRole('textbox', { name: /^Entity type/ })).toHaveValue(
        'Georgia corporation (theirs)',
      ),
    );
    await expect(within(context.canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The service did not answer: the line says the draft is not saved, and offers to try again. */
export const DraftSaveFailed: Story = {
  parameters: withHandlers(http.post(SAVE_DRAFT_URL, failure)),
  play: async ({ canvasElement }) => {
    const form = await editor(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Entity type/ }), 'Georgia corporation');
    await expect(await within(canvasElement).findByText(/^The draft could not be saved: /)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue('Georgia corporation');
  },
};

/** A moderator reads that a draft of the next version is being written, by whom and when. */
export const DraftInProgressForModerator: Story = {
  parameters: { persona: 'moderator' },
  beforeEach: async () => {
    await saveSeedDraft((values) => {
      values.entityType = 'Georgia corporation';
    });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^A draft of the next version is being written: saved by admin@demo\.test at /,
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('form', { name: 'Report editor' })).toBeNull();
  },
};

/** The conflict at 390 px: the alert and its button fit the screen. */
export const DraftConflictMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  beforeEach: DraftConflict.beforeEach,
  play: async (context) => {
    await mobileStory().play(context);
    await DraftConflict.play!(context);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The restored draft at 390 px. */
export const RestoredDraftMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  beforeEach: RestoredDraft.beforeEach,
  play: async (context) => {
    await mobileStory().play(context);
    await expect(await within(context.canvasElement).findByText('Unpublished draft restored')).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** Staff only: a customer gets Access Denied. */
export const AccessDenied: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText(STAFF_ACCESS_DENIED_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Report editor' })).toBeNull();
  },
};

/** The drafted editor at 390 px: one column, nothing wider than the screen. */
export const EditorMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await draft(context.canvasElement);
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The preview at 390 px fills the screen. */
export const PreviewMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await draft(context.canvasElement);
    await userEvent.click(actions(context.canvasElement).getByRole('button', { name: 'Preview' }));
    const dialog = await body(context.canvasElement).findByRole('dialog', { name: 'Preview: draft of version 1' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
