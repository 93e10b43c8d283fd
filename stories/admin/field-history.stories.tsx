import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  NO_DRAFT_FIELD_EVENTS,
  NO_VERSION_FIELD_EVENTS,
} from '@/features/admin-orders/review/field-history/field-history';
import OrderRoute from '@/routes/admin/order';
import { PERSONAS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { resetEditorState, withOrderRoute } from './order-route-decorator';
import { seedOrder } from './seed-orders';

/**
 * Who verified what (issue 46 §4) on the staff order page: the draft's field history (the seeded Brightwater draft,
 * whose legal name the moderator questioned) and a published version's (Maple Street Holdings' version 1, drafted
 * and verified from its articles), with the loading, empty and error states, at 1280 and 390 px.
 */
const route = (ref: string) => `/admin/orders/${SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((s) => s.ref === ref)]!}`;
const BRIGHTWATER = route('1b7f3a52');
const MAPLE_STREET = route('5e81b40d');
const EVENTS_URL = '/mock-api/rest/v1/report_field_events';

const meta = {
  title: 'Admin/Order/Who verified what',
  component: OrderRoute,
  decorators: [withOrderRoute],
  parameters: { route: BRIGHTWATER, persona: 'moderator' },
  beforeEach: resetEditorState,
} satisfies Meta<typeof OrderRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Who verified what' }));

/** The draft's history: the legal name, questioned by the moderator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    const list = await history.findByRole('list', { name: 'Field history of the draft' });
    const field = within(list).getByRole('list', { name: 'Entity legal name' });
    await expect(field).toHaveTextContent(`Questioned by ${PERSONAS.moderator.email}`);
    await expect(field).toHaveTextContent('draft version 1');
  },
};

/** An order in review with no draft: nothing recorded yet. */
export const Empty: Story = {
  parameters: { route: seedOrder('In review').route },
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await history.findByText(NO_DRAFT_FIELD_EVENTS)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withHandlers(http.get(EVENTS_URL, never)),
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await history.findByRole('status')).toHaveTextContent('Loading the field history of the draft...');
  },
};

export const Error: Story = {
  parameters: withHandlers(http.get(EVENTS_URL, failure)),
  play: async ({ canvasElement }) => {
    const history = await section(canvasElement);
    await expect(await history.findByRole('alert')).toHaveTextContent('The field history could not be loaded');
  },
};

/** A published version's record, opened: its field history under the reviews kept with it. */
async function openVersionOne(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const versions = await canvas.findByRole('list', { name: 'Published versions' });
  await userEvent.click(await within(versions).findByRole('button', { name: 'Show who verified what' }));
  return within(await canvas.findByRole('list', { name: 'Field history of version 1' }));
}

export const PublishedVersion: Story = {
  parameters: { route: MAPLE_STREET },
  play: async ({ canvasElement }) => {
    const list = await openVersionOne(canvasElement);
    const name = list.getByRole('list', { name: 'Entity legal name' });
    await expect(name).toHaveTextContent(`Drafted by ${PERSONAS.admin.email}`);
    await expect(name).toHaveTextContent(`Verified by ${PERSONAS.admin.email}`);
    await expect(name).toHaveTextContent('Against articles-of-incorporation.pdf, page 1');
    await expect(list.getByRole('list', { name: 'Formation state' })).toBeVisible();
  },
};

/** A version published before field histories were kept (Cedar Ridge). */
export const PublishedVersionEmpty: Story = {
  parameters: { route: route('a3f27c19') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const versions = await canvas.findByRole('list', { name: 'Published versions' });
    await userEvent.click(await within(versions).findByRole('button', { name: 'Show who verified what' }));
    await expect(await canvas.findByText(NO_VERSION_FIELD_EVENTS)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory({ persona: 'moderator' }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const history = await section(context.canvasElement);
    await expect(await history.findByRole('list', { name: 'Entity legal name' })).toBeVisible();
  },
};

export const PublishedVersionMobile: Story = {
  ...mobileStory({ persona: 'moderator', route: MAPLE_STREET }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const list = await openVersionOne(context.canvasElement);
    await expect(list.getByRole('list', { name: 'Entity legal name' })).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
