import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { COUNTS_FAILED, NOTHING_ASSIGNED, NOTHING_WAITING } from '@/features/portal/staff-home/staff-home';
import PortalRoute from '@/routes/portal/portal';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

/** The staff home at the top of /portal (issue 32): the seeded queue, read as the admin or the moderator. */
const meta = {
  title: 'Portal/Staff home',
  component: PortalRoute,
  parameters: { route: '/portal', persona: 'admin' },
} satisfies Meta<typeof PortalRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The staff queue's view (migration 2000); an empty page counts 0, as PostgREST says in Content-Range. */
const QUEUE_URL = '/mock-api/rest/v1/order_queue';
const emptyQueue = () => HttpResponse.json([], { headers: { 'Content-Range': '*/0' } });

const work = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Your work' });
const list = async (canvasElement: HTMLElement, name: string) =>
  within(await work(canvasElement)).findByRole('list', { name });

/** The admin on a busy day (the seed): counts by status, their own order, the five longest waiting. */
export const Busy: Story = {
  play: async ({ canvasElement }) => {
    const counts = await list(canvasElement, 'Open orders by status');
    await expect(within(counts).getAllByRole('link')).toHaveLength(4);
    await expect(within(counts).getByRole('link', { name: /\(Submitted\)/ })).toHaveAttribute(
      'href',
      '/admin/orders?status=Submitted',
    );
    const waiting = await list(canvasElement, 'Open orders, longest waiting first');
    await expect(within(waiting).getAllByRole('listitem').length).toBeGreaterThan(1);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Administrative Actions' })).toBeVisible();
  },
};

export const Default: Story = Busy;

/** The admin's own open orders: Oak Hollow (In review), with how long it has been in review. */
export const AssignedToMe: Story = {
  play: async ({ canvasElement }) => {
    const mine = await list(canvasElement, 'Open orders assigned to you, longest waiting first');
    const rows = within(mine).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getByRole('link', { name: /Oak Hollow Development Corp\./ })).toBeVisible();
    await expect(rows[0]).toHaveTextContent(/In review for \d+ days?/);
  },
};

/** Nothing open: every count 0, nothing assigned, nothing waiting; the queue is still linked. */
export const NothingWaiting: Story = {
  parameters: withHandlers(http.get(QUEUE_URL, emptyQueue)),
  play: async ({ canvasElement }) => {
    const section = await work(canvasElement);
    await expect(await within(section).findByText(NOTHING_WAITING)).toBeVisible();
    await expect(await within(section).findByText(NOTHING_ASSIGNED)).toBeVisible();
    const counts = within(section).getByRole('list', { name: 'Open orders by status' });
    for (const link of within(counts).getAllByRole('link')) await expect(link).toHaveAccessibleName(/^0 /);
    await expect(within(section).getByRole('link', { name: 'Open the order queue' })).toBeVisible();
  },
};

/** The moderator: the same reading, the queue's link, their own order, no admin actions. */
export const Moderator: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const section = await work(canvasElement);
    await expect(within(section).getByText(/only admins change orders/)).toBeVisible();
    await expect(within(section).getByRole('link', { name: 'Open the order queue' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    const mine = await list(canvasElement, 'Open orders assigned to you, longest waiting first');
    await expect(within(mine).getByRole('link', { name: /Pacific Crest Holdings LLC/ })).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Administrative Actions' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'User Administration' })).toBeNull();
  },
};

/** The queue is still being read: each part of Your work says so. */
export const Loading: Story = {
  parameters: withHandlers(http.get(QUEUE_URL, never)),
  play: async ({ canvasElement }) => {
    const section = await work(canvasElement);
    await expect(within(section).getByText('Counting the queue...')).toBeVisible();
    await expect(within(section).getByText('Loading your orders...')).toBeVisible();
  },
};

/** The queue could not be read: a clear message and Try again in each part; the rest of the portal works. */
export const Error: Story = {
  parameters: withHandlers(http.get(QUEUE_URL, failure)),
  play: async ({ canvasElement }) => {
    const section = await work(canvasElement);
    await expect(await within(section).findByText(COUNTS_FAILED)).toBeVisible();
    // The three parts fail one after another: wait until each has said so.
    await waitFor(() => expect(within(section).getAllByRole('button', { name: 'Try again' })).toHaveLength(3));
    await expect(within(canvasElement).getByRole('heading', { name: 'Your Account' })).toBeVisible();
  },
};

const phone = (persona: 'admin' | 'moderator'): Story => ({
  ...mobileStory({ persona }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await list(context.canvasElement, 'Open orders, longest waiting first');
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

/** The admin's staff home at 390 px: counts two by two, then their orders, then the longest waiting. */
export const MobileAdmin: Story = phone('admin');

/** The moderator's staff home at 390 px. */
export const MobileModerator: Story = phone('moderator');
