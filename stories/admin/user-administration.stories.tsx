import type { Loader, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserAdministrationRoute from '@/routes/admin/user-administration';
import { toaster } from '@/components/ui/toaster';
import { withSiteLayout } from '../public/page-frame';
import { MOCK_BASE_PATH, never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';
import { createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { totpOf } from '../../mocks/api/totp';
import { countedRows } from '../../mocks/handlers/postgrest-query';
import { PERSONAS, signInAsPersona } from '../../mocks/seed/personas';

const meta = {
  title: 'Admin/User Administration',
  component: UserAdministrationRoute,
  parameters: { route: '/admin', persona: 'admin' },
  // The toast queue is app-wide: start every story without the previous story's toasts.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof UserAdministrationRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

let storyClients = 0;
/** A client of its own for a loader, signed in as the persona. */
async function loaderClient(email: string) {
  storyClients += 1;
  const client = createMockAdapter({
    baseUrl: `${window.location.origin}${MOCK_BASE_PATH}`,
    storage: memoryStorage(),
    storageKey: `user-administration-story-${storyClients}`,
    autoRefreshToken: false,
  });
  await signInAsPersona(client.auth, email);
  return client;
}

/** After the backend is reseeded, the admin makes the moderator a second administrator (no authenticator yet). */
const promoteModeratorToAdmin: Loader = async () => {
  const admin = await loaderClient(PERSONAS.admin.email);
  await admin.assignUserRole({ userId: PERSONAS.moderator.id, role: 'admin' });
  return {};
};

/** Then the new administrator sets up an authenticator app, which waits for another admin's approval. */
const newAdminEnrols: Loader = async () => {
  const newAdmin = await loaderClient(PERSONAS.moderator.email);
  const enrolment = await newAdmin.auth.mfa.enroll('EntityLens');
  await newAdmin.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());
  return {};
};

/** The server-side admin check has not answered yet. */
export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    // The story harness shows its own status while seeding; wait for the gate's spinner.
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** A signed-in customer is not an administrator. */
export const AccessDenied: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText('You need administrator privileges to access this page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Portal' })).toBeVisible();
  },
};

/** The default tab: create a user with the role fixed at User. */
export const CreateTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Create User', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Create User' })).toBeVisible();
  },
};

export const Default: Story = CreateTab;

/** Required fields left empty: the rule messages under each field. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create User' }));
    await expect(await canvas.findByText('User Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
};

/** Creating a user: the button reads Creating... until the server answers. */
export const Submitting: Story = {
  parameters: withHandlers(http.post('/mock-api/functions/v1/admin-create-user', never)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/User Name/), 'Nadia Brennan');
    await userEvent.type(canvas.getByLabelText(/Email/), 'nadia@lender.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'Sturdy-Pass-9');
    await userEvent.click(await canvas.findByRole('button', { name: 'Create User' }));
    await expect(await canvas.findByText('Creating...')).toBeVisible();
  },
};

/** The update tab opened for one user from the URL (?tab=update&user=…). */
export const UpdateTab: Story = {
  parameters: { route: '/admin?tab=update&user=customer@demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Casey Customer')).toBeVisible();
    await expect(canvas.getByLabelText('Role')).toHaveValue('User');
  },
};

/** Every profile, newest first, 25 per page (the server cuts the page and counts), with status badges and edit icons. */
export const ManageTab: Story = {
  parameters: { route: '/admin?tab=manage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit customer@demo.test' })).toBeVisible();
  },
};

/** No profiles at all. */
export const Empty: Story = {
  parameters: {
    route: '/admin?tab=manage',
    ...withHandlers(http.get('/mock-api/rest/v1/profiles', () => countedRows([]))),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No users found')).toBeVisible();
    await expect(within(canvasElement).getByText('0 users')).toBeVisible();
  },
};

/** A view from a shared link: Suspended users only, with the filter shown and a way to clear it. */
export const Filtered: Story = {
  parameters: { route: '/admin?tab=manage&status=Suspended' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit suspended@demo.test' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Suspended');
    await expect(canvas.getByText(/users? match$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** A search that matches nobody. */
export const EmptyFilterResult: Story = {
  parameters: { route: '/admin?tab=manage&q=nobody-has-this-name&role=Admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No users found')).toBeVisible();
    await expect(canvas.getByText('0 users match')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody-has-this-name');
  },
};

/** Export CSV while it reads the filtered list: how far it got, and a way to cancel. */
export const ExportRunning: Story = {
  parameters: {
    route: '/admin?tab=manage&status=Active',
    // The export reads pages of 1000; the screen's own page of 25 still answers.
    ...withHandlers(
      http.get('/mock-api/rest/v1/profiles', ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '1000' ? never() : undefined,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText(/^0 of \d+ rows$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Exporting/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel export' })).toHaveFocus();
  },
};

/** At 390 px the filters stack and each row is a card with labelled fields. */
export const ManageMobile: Story = {
  ...mobileStory({ route: '/admin?tab=manage' }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit customer@demo.test' })).toBeVisible();
    const page = context.canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** At 390 px a card wraps a long email and company name instead of running past its edge. */
export const ManageMobileLongValues: Story = {
  ...mobileStory({
    route: '/admin?tab=manage',
    ...withHandlers(
      http.get('/mock-api/rest/v1/profiles', () =>
        countedRows([
          {
            id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
            first_name: 'Alexandra',
            last_name: 'Montgomery-Castellanos',
            display_name: 'Alexandra Montgomery-Castellanos',
            email: 'alexandra.montgomery-castellanos.compliance@harborpointlending.example.test',
            phone: null,
            company: 'Harbor Point Commercial Lending and Servicing Company of the Pacific Northwest',
            role: 'User',
            status: 'Active',
            created_at: '2026-03-01T09:00:00.000Z',
            updated_at: '2026-03-01T09:00:00.000Z',
          },
        ]),
      ),
    ),
  }),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    const users = await within(context.canvasElement).findByRole('region', { name: 'Users' });
    await expect(await within(users).findByText(/alexandra\.montgomery/)).toBeVisible();
    await expect(users.scrollWidth).toBeLessThanOrEqual(users.clientWidth);
  },
};

/** The profiles could not be read. */
export const Error: Story = {
  parameters: {
    route: '/admin?tab=manage',
    ...withHandlers(
      http.get('/mock-api/rest/v1/profiles', () =>
        HttpResponse.json(
          { code: 'XX000', message: 'database unavailable', details: null, hint: null },
          { status: 500 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to fetch user profiles');
  },
};

/** Update tab with another user loaded: resetting their authenticator asks first. */
export const ResetSecondFactorConfirm: Story = {
  parameters: { route: '/admin?tab=update&user=moderator%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset Two-Factor Authentication' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Reset two-factor authentication?' });
    // The dialog fades in: wait until it is really visible.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The user has no authenticator to reset: the server's reason in the error toast. */
export const ResetSecondFactorNothingToReset: Story = {
  parameters: { route: '/admin?tab=update&user=moderator%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset Two-Factor Authentication' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Reset two-factor authentication?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(page.getByText('This user has no second factor to reset')).toBeVisible());
  },
};

/** Update tab with a second administrator loaded: approving their authenticator app asks first. */
export const ApproveSecondFactorConfirm: Story = {
  loaders: [promoteModeratorToAdmin],
  parameters: { route: '/admin?tab=update&user=moderator%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Authenticator App' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Approve this authenticator app?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible());
    // It opens on the harmless choice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The administrator has no authenticator app to approve yet: the server's reason in the error toast. */
export const ApproveSecondFactorNothingToApprove: Story = {
  loaders: [promoteModeratorToAdmin],
  parameters: { route: '/admin?tab=update&user=moderator%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Authenticator App' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Approve this authenticator app?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(page.getByText('This user has no authenticator app to approve')).toBeVisible());
  },
};

/** The second administrator set up their authenticator app: approving it gives them their admin rights. */
export const ApproveSecondFactorApproved: Story = {
  loaders: [promoteModeratorToAdmin, newAdminEnrols],
  parameters: { route: '/admin?tab=update&user=moderator%40demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve Authenticator App' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Approve this authenticator app?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(page.getByText('Authenticator app approved')).toBeVisible());
  },
};
