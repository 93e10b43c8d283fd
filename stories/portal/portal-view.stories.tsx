import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Profile } from '@/backend';
import { PortalView } from '@/features/portal/portal-view';

const base: Profile = {
  id: '00000000-0000-4000-8000-000000000003',
  first_name: 'Casey',
  last_name: 'Customer',
  phone: null,
  company: 'Harbor Point Lending',
  role: 'User',
  status: 'Active',
  display_name: null,
  email: 'customer@demo.test',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const meta = {
  title: 'Portal/Portal view',
  component: PortalView,
  parameters: { route: '/portal' },
  args: {
    user: { id: base.id, email: base.email },
    profile: base,
    onChangePassword: () => {},
    onSignOut: () => {},
  },
} satisfies Meta<typeof PortalView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No names on the profile: 'Not provided', and the welcome line falls back to the email. */
export const MissingNames: Story = {
  args: { profile: { ...base, first_name: null, last_name: null, company: null, status: null, role: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome, customer@demo.test' })).toBeVisible();
    await expect(canvas.getAllByText('Not provided')).toHaveLength(2);
    await expect(canvas.queryByText('Client')).toBeNull();
  },
};

/** A suspended account shows its status badge in red. */
export const Suspended: Story = {
  args: { profile: { ...base, status: 'Suspended', display_name: 'Casey C.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome, Casey C.' })).toBeVisible();
    await expect(canvas.getByText('Suspended')).toBeVisible();
  },
};
