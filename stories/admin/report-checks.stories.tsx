import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OVERRIDE_REQUIRED, type ReportContent } from '@/backend';
import OrderRoute from '@/routes/admin/order';
import { draftReport } from '../../mocks/seed/demo-draft';
import { withSiteLayout } from '../public/page-frame';
import { mobileStory } from '../support/mobile';
import { resetEditorState, withOrderRoute } from './order-route-decorator';
import { publishSeedReport, seedOrder, seedOrderRequest } from './seed-orders';

/**
 * The report checks itself before publishing (issue 46 §3): what does not fit together is listed with the editor's
 * problems, each linked to its fields; publishing it as it stands asks for a written override, which the published
 * version's staff view shows.
 */
const meta = {
  title: 'Admin/Order/Report checks',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: seedOrder('In review').route, persona: 'admin' },
  beforeEach: resetEditorState,
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded In review order's demo draft with its first flag High under Low overall risk. */
const contradictory = (draft: ReportContent): ReportContent => ({
  ...draft,
  riskLevel: 'Low',
  riskItems: draft.riskItems.map((item, i) => (i === 0 ? { ...item, severity: 'High' as const } : item)),
});
const CONTENT = contradictory(draftReport(seedOrderRequest('In review')));
const FLAG = CONTENT.riskItems[0]!;
const MESSAGE = `Flag ${FLAG.id} (${FLAG.title}) is High, but the overall risk is Low.`;
const OVERRIDE = 'The lender’s credit officer accepted the flag in writing on March 2.';

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const actions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Report actions' }));

/** Loads the contradictory report into the editor as a JSON packet. */
async function loadContradictoryReport(canvasElement: HTMLElement) {
  const form = within(await within(canvasElement).findByRole('form', { name: 'Report editor' }));
  const file = new File([JSON.stringify(CONTENT)], 'packet.json', { type: 'application/json' });
  await userEvent.upload(within(canvasElement).getByLabelText('Upload JSON packet'), file);
  await waitFor(() => expect(form.getByRole('textbox', { name: /^Entity type/ })).toHaveValue(CONTENT.entityType));
  return form;
}

/** After a check (Preview here), the contradiction is listed with a link to each of its fields. */
export const ContradictionsListed: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadContradictoryReport(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Preview' }));
    const preview = await body(canvasElement).findByRole('dialog', { name: 'Preview: draft of version 1' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Close preview' }));
    const found = await within(canvasElement).findByRole('region', { name: 'Contradictions in the report' });
    await expect(found).toHaveTextContent('1 contradiction in the report');
    await expect(found).toHaveTextContent(MESSAGE);
    await userEvent.click(within(found).getByRole('button', { name: 'Go to Flag 1 severity' }));
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Flag 1 severity/ })).toHaveFocus());
    await expect(within(found).getByRole('button', { name: 'Go to Overall risk level' })).toBeVisible();
  },
};

/** Publishing a report that contradicts itself asks why; confirming without a reason says what is missing. */
export const OverrideAsked: Story = {
  play: async ({ canvasElement }) => {
    await loadContradictoryReport(canvasElement);
    await userEvent.click(actions(canvasElement).getByRole('button', { name: 'Publish' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Publish version 1?' });
    await expect(within(dialog).getByRole('list', { name: 'Contradictions in the report' })).toHaveTextContent(MESSAGE);
    const reason = within(dialog).getByRole('textbox', { name: /^Why publish it as it stands/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish with the override' }));
    await expect(await within(dialog).findByText(OVERRIDE_REQUIRED)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'Accepted by credit');
    await expect(within(dialog).queryByText(OVERRIDE_REQUIRED)).toBeNull();
  },
};

/** A version published over its contradiction: staff see the override and what it overrode. */
export const OverrideGiven: Story = {
  beforeEach: async () => {
    await publishSeedReport('In review', [], { change: contradictory, override: OVERRIDE });
  },
  play: async ({ canvasElement }) => {
    const versions = await within(canvasElement).findByRole('list', { name: 'Published versions' });
    await waitFor(() => expect(versions).toHaveTextContent(`Published despite 1 contradiction. Override: ${OVERRIDE}`));
    await expect(
      within(versions).getByRole('list', { name: 'Contradictions overridden in version 1' }),
    ).toHaveTextContent(MESSAGE);
  },
};

/** A story at 390 px: the phone layout, then the story, with nothing wider than the screen or its dialog. */
function onPhone(story: Story): Story {
  return {
    ...mobileStory(),
    decorators: [withSiteLayout],
    beforeEach: story.beforeEach,
    play: async (context) => {
      await mobileStory().play(context);
      await story.play!(context);
      const dialog = body(context.canvasElement).queryByRole('alertdialog');
      for (const element of [context.canvasElement.ownerDocument.documentElement, dialog]) {
        if (element) await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      }
    },
  };
}

/** The listed contradiction at 390 px. */
export const ContradictionsListedMobile = onPhone(ContradictionsListed);

/** The override asked for at 390 px. */
export const OverrideAskedMobile = onPhone(OverrideAsked);

/** The override given, in the published versions at 390 px. */
export const OverrideGivenMobile = onPhone(OverrideGiven);
