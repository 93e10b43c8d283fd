import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ZERO_FIGURES } from '@/features/admin-dashboard/api/dashboard-api';
import AdminDashboardRoute from '@/routes/admin/admin-dashboard';
import type { ReaderReviewStat } from '@/backend';
import { toaster } from '@/components/ui/toaster';
import { withSiteLayout } from '../public/page-frame';
import { failure, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { countedRows } from '../../mocks/handlers/postgrest-query';

const meta = {
  title: 'Admin/Admin Dashboard',
  component: AdminDashboardRoute,
  parameters: { route: '/admin/dashboard', persona: 'admin' },
  // The toast queue is app-wide: start every story without the previous story's toasts.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof AdminDashboardRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const READER_STATS_URL = '/mock-api/rest/v1/rpc/reader_review_stats';
/** Reviewers' decisions per field as reader_review_stats answers them (ordered by label). */
const READER_STATS: ReaderReviewStat[] = [
  { label: 'Formation date', verified: 14, edited: 1, rejected: 0, added: 0 },
  { label: 'Legal name', verified: 12, edited: 2, rejected: 1, added: 0 },
  { label: 'Member consent to borrow and encumber company property', verified: 4, edited: 3, rejected: 2, added: 1 },
  { label: 'Owner 1', verified: 9, edited: 5, rejected: 1, added: 0 },
  { label: 'Risk flag D2', verified: 0, edited: 0, rejected: 0, added: 2 },
];
const withReaderStats = withHandlers(http.post(READER_STATS_URL, () => HttpResponse.json(READER_STATS)));
/** No figures: the seed keeps the review of one published version, so the empty state is answered here. */
const withoutReaderStats = withHandlers(http.post(READER_STATS_URL, () => HttpResponse.json([])));
const readerTable = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: /drafted values per field, last 90 days/ });

export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    // The story harness shows its own status while seeding; wait for the gate's spinner.
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** A moderator is not an administrator either. */
export const AccessDenied: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  },
};

/** The seeded data: statistics, Recent Users, System Overview and the inbound requests. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recent Users' })).toBeVisible();
    await expect(await canvas.findByText('Rita Alvarez')).toBeVisible();
  },
};

/** No users, roles or requests yet. */
export const Empty: Story = {
  parameters: withHandlers(
    http.post('/mock-api/rest/v1/rpc/admin_dashboard', () => HttpResponse.json(ZERO_FIGURES)),
    http.get('/mock-api/rest/v1/profiles', () => countedRows([])),
    http.get('/mock-api/rest/v1/inbound_requests', () => HttpResponse.json([])),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No users yet.')).toBeVisible();
    await expect(await canvas.findByText('No contact messages or demo requests yet.')).toBeVisible();
  },
};

/** The reads failed: the statistics stay at zero and the page says so. */
export const Error: Story = {
  parameters: withHandlers(
    http.post('/mock-api/rest/v1/rpc/admin_dashboard', failure),
    http.get('/mock-api/rest/v1/profiles', failure),
    http.get('/mock-api/rest/v1/inbound_requests', failure),
    http.post(READER_STATS_URL, failure),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The statistics below show zero until the data loads.',
    );
    await expect(await canvas.findByText('Inbound requests could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Users could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Reader figures could not be loaded.')).toBeVisible();
  },
};

/** The document reader's figures: the most corrected fields first, with the share published unchanged. */
export const ReaderFigures: Story = {
  parameters: withReaderStats,
  play: async ({ canvasElement }) => {
    const table = within(await readerTable(canvasElement));
    const rows = table.getAllByRole('rowheader').map((h) => h.textContent);
    await expect(rows).toEqual([
      'Owner 1',
      'Member consent to borrow and encumber company property',
      'Legal name',
      'Formation date',
      'Risk flag D2',
    ]);
    await expect(table.getByText('12 of 15 unchanged (80%)')).toBeVisible();
    await expect(table.getByText('None drafted')).toBeVisible();
  },
};

/** No report reviewed in the last 90 days. */
export const ReaderFiguresEmpty: Story = {
  parameters: withoutReaderStats,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reviewed reports in the last 90 days.')).toBeVisible();
  },
};

/** The reader figures are still loading while the rest of the dashboard shows. */
export const ReaderFiguresLoading: Story = {
  parameters: withHandlers(http.post(READER_STATS_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading reader figures...')).toBeVisible();
  },
};

/** At 390 px each field is a block of labelled figures; nothing is wider than the screen. */
export const ReaderFiguresMobile: Story = {
  ...mobileStory(withReaderStats),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const table = within(await readerTable(context.canvasElement));
    await expect(table.getByText('9 of 15 unchanged (60%)')).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** At 390 px with no reviewed report. */
export const ReaderFiguresEmptyMobile: Story = {
  ...mobileStory(withoutReaderStats),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await expect(
      await within(context.canvasElement).findByText('No reviewed reports in the last 90 days.'),
    ).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
