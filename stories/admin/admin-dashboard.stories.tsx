import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ZERO_FIGURES } from '@/features/admin-dashboard/api/dashboard-api';
import AdminDashboardRoute from '@/routes/admin/admin-dashboard';
import { toaster } from '@/components/ui/toaster';
import { failure, never, withHandlers } from '../support/mock-backend';
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
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The statistics below show zero until the data loads.',
    );
    await expect(await canvas.findByText('Inbound requests could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('Users could not be loaded.')).toBeVisible();
  },
};
