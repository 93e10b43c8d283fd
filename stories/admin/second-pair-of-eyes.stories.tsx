import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QUESTION_TEXT_MESSAGE } from '@/backend';
import OrderRoute from '@/routes/admin/order';
import { PERSONAS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { withSiteLayout } from '../public/page-frame';
import { mobileStory } from '../support/mobile';
import { resetEditorState, withOrderRoute } from './order-route-decorator';
import { storyAdmin, storyColleague } from './seed-orders';

/**
 * A second pair of eyes (issue 46 §2) on the seeded Brightwater Partners LP draft, which the admin persona asked
 * the moderator persona to check, with one question open: the maker's side beside the editor, the checker's desk,
 * and each state of the check (waiting, questioned, sent back, approved, approved but changed since).
 */
const BRIGHTWATER = SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((spec) => spec.ref === '1b7f3a52')]!;

const meta = {
  title: 'Admin/Order/Second pair of eyes',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: `/admin/orders/${BRIGHTWATER}`, persona: 'admin' },
  beforeEach: resetEditorState,
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const makerPanel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Second pair of eyes' }));
const checkerDesk = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Check draft version 1' }));

/** The checker answers the seeded question's maker and approves the draft at version 1 (in their own browsers). */
async function approveSeededDraft() {
  const admin = await storyAdmin();
  const { questions } = await admin.reportApprovals.get(BRIGHTWATER);
  for (const q of questions) await admin.reportApprovals.answer({ questionId: q.id, answer: 'Checked on page 1.' });
  const moderator = await storyColleague(PERSONAS.moderator.email);
  await moderator.reportApprovals.decide({ orderId: BRIGHTWATER, draftVersion: 1, decision: 'approved' });
  return admin;
}

/** The maker's side: who was asked to check which version, and the checker's open question with its answer form. */
export const MakerWaiting: Story = {
  play: async ({ canvasElement }) => {
    const panel = await makerPanel(canvasElement);
    await expect(
      await panel.findByText(/^Waiting for Morgan Moderator to check draft version 1: asked by you/),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your answer on Entity legal name' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: /^Ask for approval/ })).toBeNull();
  },
};

/** The maker answers: the answer shows under the question; an empty answer says what is missing. */
export const MakerAnswers: Story = {
  play: async ({ canvasElement }) => {
    const panel = await makerPanel(canvasElement);
    const answer = await panel.findByRole('textbox', { name: 'Your answer on Entity legal name' });
    await userEvent.click(panel.getByRole('button', { name: 'Answer' }));
    await expect(await panel.findByText('The answer must be 1 to 2000 characters')).toBeVisible();
    await userEvent.type(answer, 'The agreement writes it without the comma: kept.');
    await userEvent.click(panel.getByRole('button', { name: 'Answer' }));
    await expect(await panel.findByText(/^Answer: “The agreement writes it without the comma: kept\.”/)).toBeVisible();
  },
};

/** The checker's desk: the draft's values, the open question under its field, approving held until it is answered. */
export const CheckerDesk: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const desk = await checkerDesk(canvasElement);
    const name = desk.getByRole('group', { name: 'Entity legal name' });
    await expect(name).toHaveTextContent('Brightwater Partners LP');
    await expect(name).toHaveTextContent('Waiting for the maker’s answer.');
    await expect(desk.getByRole('group', { name: 'Entity type' })).toHaveTextContent('Illinois limited partnership');
    await expect(desk.getByRole('button', { name: 'Approve draft version 1' })).toBeDisabled();
    await expect(desk.getByText(/^1 question is waiting for the maker’s answer/)).toBeVisible();
  },
};

/** The checker questions a field: an empty question is refused with its reason, a written one is listed. */
export const CheckerQuestions: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const desk = await checkerDesk(canvasElement);
    const purpose = within(desk.getByRole('group', { name: 'Purpose' }));
    await userEvent.click(purpose.getByRole('button', { name: 'Question this field' }));
    await userEvent.click(purpose.getByRole('button', { name: 'Ask the maker' }));
    await expect(await purpose.findByText(QUESTION_TEXT_MESSAGE)).toBeVisible();
    await userEvent.type(
      purpose.getByRole('textbox', { name: 'Your question on Purpose' }),
      'Page 2 says "any lawful purpose": where is the Kenosha property named?',
    );
    await userEvent.click(purpose.getByRole('button', { name: 'Ask the maker' }));
    await expect(await purpose.findByText(/where is the Kenosha property named/)).toBeVisible();
    await expect(await desk.findByText(/^2 questions are waiting/)).toBeVisible();
  },
};

/** Sending back needs a note; the maker then reads it and can ask again. */
export const SentBack: Story = {
  beforeEach: async () => {
    const moderator = await storyColleague(PERSONAS.moderator.email);
    await moderator.reportApprovals.decide({
      orderId: BRIGHTWATER,
      draftVersion: 1,
      decision: 'sent_back',
      note: 'The ownership section is still empty: fill it from Schedule A.',
    });
  },
  play: async ({ canvasElement }) => {
    const panel = await makerPanel(canvasElement);
    await expect(await panel.findByText(/^Sent back by Morgan Moderator/)).toBeVisible();
    await expect(
      panel.getByText('Note: “The ownership section is still empty: fill it from Schedule A.”'),
    ).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Checker' })).toHaveValue(PERSONAS.moderator.id);
    await expect(panel.getByRole('button', { name: 'Ask for approval again' })).toBeEnabled();
  },
};

/** Approved at the saved version: the maker reads who approved it, and publishing asks for no reason. */
export const Approved: Story = {
  beforeEach: async () => {
    await approveSeededDraft();
  },
  play: async ({ canvasElement }) => {
    const panel = await makerPanel(canvasElement);
    await expect(
      await panel.findByText(/^Approved by Morgan Moderator .*: draft version 1 can be published\.$/),
    ).toBeVisible();
    await expect(panel.getByText(/^Answer: “Checked on page 1\.”/)).toBeVisible();
  },
};

/** Approved, then the draft was saved again: the approval no longer covers it, and the maker asks again. */
export const ChangedSinceApproval: Story = {
  beforeEach: async () => {
    const admin = await approveSeededDraft();
    const draft = (await admin.reportDrafts.get(BRIGHTWATER))!;
    await admin.reportDrafts.save({
      orderId: BRIGHTWATER,
      baseVersion: draft.version,
      content: { ...draft.content, values: { ...draft.content.values, fileNumber: 'LP-0048812' } },
    });
  },
  play: async ({ canvasElement }) => {
    const panel = await makerPanel(canvasElement);
    await expect(
      await panel.findByText(
        /^Approved by Morgan Moderator at draft version 1, but the draft has changed since \(version 2\)/,
      ),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Ask for approval again' })).toBeEnabled();
  },
};

/** Once the checker has decided, the desk reads the draft and where the check stands, without the checker's controls. */
export const AfterSendingBack: Story = {
  parameters: { persona: 'moderator' },
  beforeEach: async () => {
    const moderator = await storyColleague(PERSONAS.moderator.email);
    await moderator.reportApprovals.decide({
      orderId: BRIGHTWATER,
      draftVersion: 1,
      decision: 'sent_back',
      note: 'Ownership is empty.',
    });
  },
  play: async ({ canvasElement }) => {
    const desk = within(await within(canvasElement).findByRole('region', { name: 'Draft version 1' }));
    await expect(desk.getByText(/^Sent back by you/)).toBeVisible();
    await expect(desk.queryByRole('button', { name: 'Question this field' })).toBeNull();
    await expect(desk.queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

/** The checker's desk on a phone: one column, nothing wider than the screen. */
export const CheckerDeskMobile: Story = {
  ...mobileStory({ persona: 'moderator' }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const desk = await checkerDesk(context.canvasElement);
    await waitFor(() => expect(desk.getByRole('group', { name: 'Entity legal name' })).toBeVisible());
  },
};

/** The maker's side on a phone. */
export const MakerMobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const panel = await makerPanel(context.canvasElement);
    await expect(await panel.findByRole('textbox', { name: 'Your answer on Entity legal name' })).toBeVisible();
  },
};
