import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, GENERIC_ERROR_MESSAGE, type Profile, type RoleAuditEntry } from '@/backend';
import { AppProviders } from '@/app/providers';
import { assignErrorMessage } from '@/features/secure-roles/api/secure-roles-api';
import { userLabel } from '@/lib/user-search';
import { roleChangeText } from '@/features/secure-roles/components/audit-log-panel';
import { AssignRolePanel } from '@/features/secure-roles/components/assign-role-panel';
import { API_ROUTES } from '../../mocks/api/routes';
import { LAST_ADMIN_MESSAGE } from '../../mocks/api/wire';
import { PERSONAS, mockAdapterFor, setupMockBackend } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, findToast, renderAdmin } from './admin-harness';
import { countedRows as counted } from '../../mocks/handlers/postgrest-query';

const mock = setupMockBackend();
clearToastsAfterEach();
const url = (route: keyof typeof API_ROUTES) => `${mock.baseUrl}${API_ROUTES[route]}`;
const serverError = () =>
  HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 500 });
const profile = (fields: Pick<Profile, 'id' | 'email' | 'first_name' | 'last_name' | 'company'>): Profile => ({
  phone: null,
  role: 'User',
  status: 'Active',
  display_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

async function openScreen(persona: 'admin' = 'admin') {
  const result = await renderAdmin(mock, '/secure-roles', persona);
  await screen.findByRole('heading', { level: 1, name: 'Secure Role Management' });
  // Wait for the users to arrive in the dropdown.
  await waitFor(() => expect(within(userSelect()).getAllByRole('option').length).toBeGreaterThan(1));
  return result;
}
const userSelect = () => screen.getByRole('combobox', { name: 'User' });
const roleSelect = () => screen.getByRole('combobox', { name: 'Role' });
const panel = (title: string) =>
  screen.getByText(title, { selector: 'h2' }).closest('.chakra-card__root') as HTMLElement;
const rolesOf = (email: string) =>
  within(panel('Current User Roles'))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(email))!;

describe('secure roles screen', () => {
  it('shows the title, subtitle, badge and the bottom buttons', async () => {
    await openScreen();
    expect(screen.getByText('Securely manage user roles and permissions with audit logging')).toBeInTheDocument();
    expect(screen.getByText('High Security Zone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
  });

  it("labels users 'first last (email)', else the email, else 'Unknown User'", async () => {
    expect(userLabel({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.test' })).toBe(
      'Ada Lovelace (ada@x.test)',
    );
    expect(userLabel({ first_name: null, last_name: null, email: 'x@x.test' })).toBe('x@x.test');
    expect(userLabel({ first_name: null, last_name: null, email: null })).toBe('Unknown User');
    const summaries = [
      profile({
        id: PERSONAS.admin.id,
        email: PERSONAS.admin.email,
        first_name: 'Avery',
        last_name: 'Admin',
        company: 'EntityLens',
      }),
      profile({
        id: PERSONAS.customer.id,
        email: 'no.name@anon.test',
        first_name: null,
        last_name: null,
        company: null,
      }),
      profile({ id: PERSONAS.suspended.id, email: null, first_name: null, last_name: null, company: null }),
    ];
    mock.server.use(http.get(url('profiles'), () => counted(summaries)));
    await openScreen();
    expect(
      within(userSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a user', 'Avery Admin (admin@demo.test)', 'no.name@anon.test', 'Unknown User']);
  });

  it('offers User, Moderator and Admin, defaults to user, and disables Assign Role until a user is chosen', async () => {
    const { user } = await openScreen();
    expect(
      within(roleSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Moderator', 'Admin']);
    expect(roleSelect()).toHaveValue('user');
    const assign = screen.getByRole('button', { name: 'Assign Role' });
    expect(assign).toBeDisabled();
    await user.selectOptions(userSelect(), PERSONAS.customer.id);
    expect(assign).toBeEnabled();
  });

  it('confirms before assigning; the admin warning shows only for admin; Cancel changes nothing', async () => {
    const { user } = await openScreen();
    await user.selectOptions(userSelect(), PERSONAS.customer.id);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Role Assignment' });
    expect(dialog).toHaveTextContent('This action is logged and cannot be undone without another assignment.');
    expect(dialog).toHaveTextContent('Casey Customer (customer@demo.test)');
    expect(within(dialog).queryByText(/WARNING/)).not.toBeInTheDocument();
    // Focus moves into the dialog (jsdom has no layout, so the trap cannot prove Cancel is tabbable).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5_000 });

    await user.selectOptions(roleSelect(), 'admin');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    const adminDialog = await screen.findByRole('alertdialog', { name: 'Confirm Role Assignment' });
    expect(
      within(adminDialog).getByText(
        'WARNING: Admin users have full system access including user management capabilities.',
      ),
    ).toBeInTheDocument();
    // Escape reaches the dialog's dismiss handler once focus is inside it; the exit can take a moment on a busy machine.
    await waitFor(() => expect(adminDialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5_000 });

    const admin = await mockAdapterFor(mock, 'admin');
    expect((await admin.roles.list()).find((r) => r.user_id === PERSONAS.customer.id)?.role).toBe('user');
  });

  it('assigns the role, resets the selections and reloads the roles and the audit log', async () => {
    const { user } = await openScreen();
    await waitFor(() => expect(within(rolesOf(PERSONAS.customer.email)).getByText('user')).toBeInTheDocument());
    await user.selectOptions(userSelect(), PERSONAS.customer.id);
    await user.selectOptions(roleSelect(), 'moderator');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Assignment' }));
    await findToast('Success', 'Role assigned successfully');

    expect(userSelect()).toHaveValue('');
    expect(roleSelect()).toHaveValue('user');
    expect(screen.getByRole('button', { name: 'Assign Role' })).toBeDisabled();
    await waitFor(() => expect(within(rolesOf(PERSONAS.customer.email)).getByText('moderator')).toBeInTheDocument());
    const first = within(panel('Role Assignment Audit Log')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('user to moderator');
    expect(first).toHaveTextContent('role_changed');
    expect(within(first).getByText(`Assigned by ${PERSONAS.admin.email}`)).toBeInTheDocument();

    const admin = await mockAdapterFor(mock, 'admin');
    const [entry] = await admin.audit.listRecent(1);
    expect(entry).toMatchObject({ old_role: 'user', new_role: 'moderator', assigned_by: PERSONAS.admin.id });
    expect(within(first).getByText(new Date(entry!.created_at).toLocaleString())).toBeInTheDocument();
  });

  it("shows 'Assigning...' while the assignment is in flight", async () => {
    mock.server.use(http.post(url('rpcAssignUserRole'), () => delay('infinite')));
    const { user } = await openScreen();
    await user.selectOptions(userSelect(), PERSONAS.customer.id);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Assignment' }));
    expect(await screen.findByRole('button', { name: 'Assigning...' })).toBeDisabled();
  });

  it("passes the server's message through (the last admin cannot be demoted)", async () => {
    captureConsoleError();
    const { user } = await openScreen();
    await user.selectOptions(userSelect(), PERSONAS.admin.id);
    await user.selectOptions(roleSelect(), 'user');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Assignment' }));
    await findToast('Error', LAST_ADMIN_MESSAGE);
    // The failed attempt keeps the selections for another try.
    expect(userSelect()).toHaveValue(PERSONAS.admin.id);
  });

  it("reads 'Failed to assign role' when the server gives no message", async () => {
    captureConsoleError();
    mock.server.use(http.post(url('rpcAssignUserRole'), () => new HttpResponse('gateway', { status: 500 })));
    const { user } = await openScreen();
    await user.selectOptions(userSelect(), PERSONAS.customer.id);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Assignment' }));
    await findToast('Error', 'Failed to assign role');
  });

  it('maps failures to the SPEC texts', () => {
    expect(assignErrorMessage(new BackendError('forbidden', 'Only admins can assign roles'))).toBe(
      'Only admins can assign roles',
    );
    expect(assignErrorMessage(new BackendError('unexpected', ''))).toBe('Failed to assign role');
    expect(assignErrorMessage(new BackendError('unexpected', GENERIC_ERROR_MESSAGE))).toBe('Failed to assign role');
    expect(assignErrorMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred');
  });

  it("shows role badges and 'No Roles' for a user without any", async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const roles = await admin.roles.list();
    mock.server.use(
      http.get(url('userRoles'), () => HttpResponse.json(roles.filter((r) => r.user_id !== PERSONAS.customer.id))),
    );
    await openScreen();
    await waitFor(() => expect(within(rolesOf(PERSONAS.customer.email)).getByText('No Roles')).toBeInTheDocument());
    const adminBadge = within(rolesOf(PERSONAS.admin.email)).getByText('admin');
    const modBadge = within(rolesOf(PERSONAS.moderator.email)).getByText('moderator');
    const userBadge = within(rolesOf(PERSONAS.suspended.email)).getByText('user');
    expect(adminBadge).toHaveAttribute('data-role', 'admin');
    expect(modBadge).toHaveAttribute('data-role', 'moderator');
    expect(userBadge).toHaveAttribute('data-role', 'user');
    // Name, email and company when there is one.
    expect(rolesOf(PERSONAS.suspended.email)).toHaveTextContent('Sam Suspended');
    expect(rolesOf(PERSONAS.suspended.email)).toHaveTextContent('Dormant Holdings');
  });

  it('pages the roles list 25 at a time and searches it', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const before = (await admin.profiles.page({})).total;
    for (let i = 0; i < 30 - before + 1; i++)
      await admin.admin.createUser({
        displayName: `Bulk User${i}`,
        email: `bulk${i}@roles.test`,
        password: 'Sturdy-Pass-9',
      });
    const { user } = await openScreen();
    const list = () => within(panel('Current User Roles'));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(25));
    expect(list().getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(list().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(list().getAllByRole('listitem').length).toBe(31 - 25));
    await user.type(list().getByRole('searchbox', { name: 'Search user roles' }), 'moderator@');
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    await user.clear(list().getByRole('searchbox', { name: 'Search user roles' }));
    await user.type(list().getByRole('searchbox', { name: 'Search user roles' }), 'zzz-nobody');
    expect(await list().findByText('No users found')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch users and roles' and leaves the lists empty when they fail", async () => {
    const errors = captureConsoleError();
    mock.server.use(http.get(url('userRoles'), serverError));
    await renderAdmin(mock, '/secure-roles', 'admin');
    await findToast('Error', 'Failed to fetch users and roles');
    expect(within(panel('Current User Roles')).getByText('No users found')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching users and roles', expect.anything());
  });
});

describe('audit log panel', () => {
  it("shows 'No role assignments recorded' when empty", async () => {
    mock.server.use(http.get(url('roleAuditLog'), () => counted([])));
    await openScreen();
    expect(
      await within(panel('Role Assignment Audit Log')).findByText('No role assignments recorded'),
    ).toBeInTheDocument();
  });

  it('only logs an audit log failure and stays empty', async () => {
    const errors = captureConsoleError();
    mock.server.use(http.get(url('roleAuditLog'), serverError));
    await openScreen();
    expect(
      await within(panel('Role Assignment Audit Log')).findByText('No role assignments recorded'),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching audit log', expect.anything());
    expect(screen.queryByText('Failed to fetch users and roles')).not.toBeInTheDocument();
  });

  it("reads 'none' for a first assignment and 'Unknown' for an unknown assigner", async () => {
    expect(roleChangeText({ old_role: null, new_role: 'admin' })).toBe('none to admin');
    const entries: RoleAuditEntry[] = [
      {
        id: '30000000-0000-4000-8000-000000000001',
        action_type: 'role_assigned',
        old_role: null,
        new_role: 'moderator',
        assigned_by: null,
        target_user_id: PERSONAS.customer.id,
        created_at: new Date().toISOString(),
      },
    ];
    mock.server.use(http.get(url('roleAuditLog'), () => counted(entries)));
    await openScreen();
    const item = await within(panel('Role Assignment Audit Log')).findByRole('listitem');
    expect(item).toHaveTextContent('none to moderator');
    expect(item).toHaveTextContent('role_assigned');
    expect(within(item).getByText('Assigned by Unknown')).toBeInTheDocument();
    expect(item).toHaveTextContent('User: Casey Customer (customer@demo.test)');
  });

  it('shows the 20 newest entries, and pages back through the rest', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    for (let i = 0; i < 12; i++) {
      await admin.assignUserRole({ userId: PERSONAS.customer.id, role: 'moderator' });
      await admin.assignUserRole({ userId: PERSONAS.customer.id, role: 'user' });
    }
    await openScreen();
    const log = panel('Role Assignment Audit Log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(20));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('moderator to user');
    const total = (await admin.audit.listRecent(100)).length;
    expect(within(log).getByText(`1–20 of ${total}`)).toBeInTheDocument();
    await userEvent.setup().click(within(log).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(log).getByText(`21–${Math.min(40, total)} of ${total}`)).toBeInTheDocument());
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(Math.min(20, total - 20)));
  });
});

describe('assign role panel validation', () => {
  it("validates with the port's schema and lists the messages in a 'Validation Error'", async () => {
    const onAssign = vi.fn(async () => true);
    const adapter = await mockAdapterFor(mock);
    render(
      <AppProviders backend={adapter}>
        <AssignRolePanel
          initialUser={{
            id: 'legacy-7',
            email: 'legacy@old.test',
            first_name: 'Old',
            last_name: 'Import',
            company: null,
          }}
          submitting={false}
          onAssign={onAssign}
        />
      </AppProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('legacy-7');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Assignment' }));
    await findToast('Validation Error', 'Invalid user ID format');
    expect(onAssign).not.toHaveBeenCalled();
  });
});
