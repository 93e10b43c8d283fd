import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AssignRolePanel } from '@/features/secure-roles/components/assign-role-panel';
import SecureRolesRoute from '@/routes/admin/secure-roles';
import { buildSeed, PERSONAS } from '../../mocks/seed';
import { toaster } from '@/components/ui/toaster';
import { failure, never, withHandlers } from '../support/mock-backend';
import { countedRows as counted } from '../../mocks/handlers/postgrest-query';

const meta = {
  title: 'Admin/Secure Role Management',
  component: SecureRolesRoute,
  parameters: { route: '/secure-roles', persona: 'admin' },
  // The toast queue is app-wide: start every story without the previous story's toasts.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof SecureRolesRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const seed = buildSeed(new Date());
/** A profile with no name and no email (and no row in user_roles), the newest of all. */
const NAMELESS = {
  id: '00000000-0000-4000-8000-0000000000ff',
  email: null,
  first_name: null,
  last_name: null,
  display_name: null,
  phone: null,
  company: null,
  role: 'User',
  status: 'Active',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

/** Answers the profiles reads that `matches`; the others reach the in-browser backend. */
const profilesWhere = (matches: (params: URLSearchParams) => boolean, answer: () => Response) =>
  http.get('/mock-api/rest/v1/profiles', ({ request }) =>
    matches(new URL(request.url).searchParams) ? answer() : undefined,
  );

/** Picks the customer (and optionally a role) and presses Assign Role. */
async function startAssignment(canvasElement: HTMLElement, role?: string) {
  const canvas = within(canvasElement);
  const select = await canvas.findByRole('combobox', { name: 'User' });
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await userEvent.selectOptions(select, PERSONAS.customer.id);
  if (role) await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), role);
  await userEvent.click(canvas.getByRole('button', { name: 'Assign Role' }));
  return within(canvasElement.ownerDocument.body);
}

export const Loading: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/is_admin', never)),
  play: async ({ canvasElement }) => {
    // The story harness shows its own status while seeding; wait for the gate's spinner.
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

export const AccessDenied: Story = {
  parameters: { persona: 'customer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Access Denied' })).toBeVisible();
  },
};

/** The three panels over the seeded users, roles and audit log. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('High Security Zone')).toBeVisible();
    await expect(await canvas.findByText('admin to moderator')).toBeVisible();
  },
};

/** Nothing in the audit log yet. */
export const Empty: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/role_audit_log', () => counted([]))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No role assignments recorded')).toBeVisible();
  },
};

/** Users and roles could not be read: the Error toast, and the lists stay empty. */
export const Error: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/user_roles', failure)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Failed to fetch users and roles')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('No users found')).toBeVisible();
  },
};

/** The confirmation step for a non-admin role. */
export const ConfirmDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = await startAssignment(canvasElement, 'moderator');
    const dialog = await page.findByRole('alertdialog', { name: 'Confirm Role Assignment' });
    await expect(dialog).toHaveTextContent('cannot be undone without another assignment');
    await expect(within(dialog).queryByText(/^WARNING/)).toBeNull();
  },
};

/** Assigning admin adds the warning line. */
export const ConfirmDialogAdminWarning: Story = {
  play: async ({ canvasElement }) => {
    const page = await startAssignment(canvasElement, 'admin');
    // The dialog animates in: wait until the warning is really visible.
    const warning = await page.findByText(
      'WARNING: Admin users have full system access including user management capabilities.',
    );
    await waitFor(() => expect(warning).toBeVisible());
  },
};

/** Waiting for the server: the button reads Assigning... */
export const Submitting: Story = {
  parameters: withHandlers(http.post('/mock-api/rest/v1/rpc/assign_user_role', never)),
  play: async ({ canvasElement }) => {
    const page = await startAssignment(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm Assignment' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Assigning...' })).toBeDisabled();
  },
};

/** A user id the port's schema rejects (an imported legacy id): 'Validation Error' with the messages. */
export const ValidationError: Story = {
  render: () => (
    <AssignRolePanel
      initialUser={{ id: 'legacy-7', email: 'legacy@old.test', first_name: 'Old', last_name: 'Import', company: null }}
      submitting={false}
      onAssign={async () => true}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'User' })).toHaveValue('legacy-7'));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Role' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Confirm Assignment' }));
    await expect(await page.findByText('Invalid user ID format')).toBeInTheDocument();
    await expect(page.getByText('Validation Error')).toBeInTheDocument();
  },
};

/** The customer has no row in user_roles: the Current User Roles panel shows the No Roles badge. */
export const NoRoles: Story = {
  parameters: withHandlers(
    http.get('/mock-api/rest/v1/user_roles', () =>
      HttpResponse.json(seed.userRoles.filter((r) => r.user_id !== PERSONAS.customer.id)),
    ),
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Users and their roles' });
    const row = within(list).getByText('Casey Customer').closest('li')!;
    await expect(within(row).getByText('No Roles')).toBeVisible();
    await expect(within(list).getAllByText('No Roles')).toHaveLength(1);
  },
};

/** The user search matches nobody: the picker says so under the dropdown. */
export const UserSearchNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find a user' }), 'zzz-nobody');
    await expect(await canvas.findByText('No user matches “zzz-nobody”.')).toBeVisible();
    await expect(within(canvas.getByRole('combobox', { name: 'User' })).getAllByRole('option')).toHaveLength(1);
  },
};

/** More users match than the dropdown lists: it shows the first 50 and says how many match. */
export const UserSearchManyMatches: Story = {
  parameters: withHandlers(
    profilesWhere(
      (params) => params.has('limit'),
      () => {
        const rows = Array.from({ length: 50 }, (_, i) => ({
          ...NAMELESS,
          id: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          email: `bulk.user${i}@example.test`,
          first_name: 'Bulk',
          last_name: `User ${i}`,
        }));
        return counted(rows, 1234);
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 50 of 1,234 users; type to narrow the list.')).toBeVisible();
    await expect(within(canvas.getByRole('combobox', { name: 'User' })).getAllByRole('option')).toHaveLength(51);
  },
};

/** A profile with no name and no email: the User dropdown lists it as Unknown User. */
export const UnknownUser: Story = {
  // The user picker's page (it names a limit) lists the nameless profile first.
  parameters: withHandlers(
    profilesWhere(
      (params) => params.has('limit'),
      () => counted([NAMELESS, ...seed.users.map(({ profile }) => profile)]),
    ),
  ),
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'User' });
    await expect(await within(select).findByRole('option', { name: 'Unknown User' })).toHaveAttribute(
      'value',
      NAMELESS.id,
    );
  },
};

/** The assigners' and users' profiles cannot be found: each audit entry reads Assigned by Unknown. */
export const AssignerUnknown: Story = {
  parameters: withHandlers(
    profilesWhere(
      (params) => params.get('select') === 'id,email,first_name,last_name,company',
      () => HttpResponse.json([]),
    ),
  ),
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('list', { name: 'Audit log entries' });
    await expect(within(log).getAllByText('Assigned by Unknown')).toHaveLength(seed.audit.length);
    await expect(within(log).queryByText(`Assigned by ${PERSONAS.admin.email}`)).toBeNull();
  },
};
