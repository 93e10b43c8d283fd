import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/backend';
import { adminTabSearch, parseAdminTab } from '@/features/admin-users/tabs';
import { API_ROUTES } from '../../mocks/api/routes';
import { PERSONAS, mockAdapterFor, setupMockBackend } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, findToast, renderAdmin } from './admin-harness';
import { countedRows } from '../../mocks/handlers/postgrest-query';

const mock = setupMockBackend();
clearToastsAfterEach();
const profilesUrl = `${mock.baseUrl}${API_ROUTES.profiles}`;

/** Bulk profile n, created n minutes after `start`. */
function profile(n: number, start: number, overrides: Partial<Profile> = {}): Profile {
  const created = new Date(start + n * 60_000).toISOString();
  return {
    id: `10000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    phone: null,
    company: `Company ${n}`,
    role: 'User',
    status: 'Active',
    display_name: `First${n} Last${n}`,
    email: `user${n}@bulk.test`,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

const activeTab = () => screen.getByRole('tab', { selected: true });

describe('tabs from the query parameter', () => {
  it('parses create, update and manage; anything else is create', () => {
    expect(parseAdminTab(null)).toBe('create');
    expect(parseAdminTab('update')).toBe('update');
    expect(parseAdminTab('manage')).toBe('manage');
    expect(parseAdminTab('MANAGE')).toBe('create');
    expect(parseAdminTab('delete')).toBe('create');
    expect(adminTabSearch('create').toString()).toBe('');
    expect(adminTabSearch('update', 'a@b.test').toString()).toBe('tab=update&user=a%40b.test');
    expect(adminTabSearch('manage', 'a@b.test').toString()).toBe('tab=manage');
  });

  it.each([
    ['/admin', 'Create User'],
    ['/admin?tab=create', 'Create User'],
    ['/admin?tab=nonsense', 'Create User'],
    ['/admin?tab=update', 'Update User'],
    ['/admin?tab=manage', 'Manage Users'],
  ])('%s opens the %s tab', async (route, label) => {
    await renderAdmin(mock, route, 'admin');
    await screen.findByRole('heading', { level: 1, name: 'User Administration' });
    expect(activeTab()).toHaveTextContent(label);
  });

  it.each(['/admin?tab=bogus', '/admin?tab=create'])(
    '%s becomes /admin, replacing the history entry',
    async (route) => {
      const { router } = await renderAdmin(mock, route, 'admin');
      await screen.findByRole('heading', { level: 1, name: 'User Administration' });
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/admin');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(activeTab()).toHaveTextContent('Create User');
    },
  );

  it('keeps a valid tab and its user in the URL', async () => {
    const { router } = await renderAdmin(mock, '/admin?tab=update&user=casey%40demo.test', 'admin');
    await screen.findByRole('heading', { level: 1, name: 'User Administration' });
    expect(activeTab()).toHaveTextContent('Update User');
    expect(router.state.location.search).toBe('?tab=update&user=casey%40demo.test');
  });

  it('switching tabs updates the URL; create carries no parameter', async () => {
    const { user, router } = await renderAdmin(mock, '/admin', 'admin');
    const search = () => router.state.location.search;
    await user.click(await screen.findByRole('tab', { name: 'Manage Users' }));
    await waitFor(() => expect(search()).toBe('?tab=manage'));
    await user.click(screen.getByRole('tab', { name: 'Update User' }));
    await waitFor(() => expect(search()).toBe('?tab=update'));
    await user.click(screen.getByRole('tab', { name: 'Create User' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(activeTab()).toHaveTextContent('Create User');
  });

  it('is one tab stop; arrow keys, Home and End move, select and show the tab', async () => {
    const { user, router } = await renderAdmin(mock, '/admin', 'admin');
    await screen.findByRole('heading', { level: 1, name: 'User Administration' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Update User' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=update'));
    await user.keyboard('{End}');
    expect(activeTab()).toHaveTextContent('Manage Users');
    expect(activeTab()).toHaveFocus();
    // The panel is named by its tab, and only the shown one has content.
    const panel = screen.getByRole('tabpanel', { name: 'Manage Users' });
    expect(panel).toHaveAttribute('id', activeTab().getAttribute('aria-controls'));
    expect(await within(panel).findByRole('table')).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => p.childElementCount > 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(activeTab()).toHaveTextContent('Create User');
    await user.keyboard('{ArrowLeft}');
    expect(activeTab()).toHaveTextContent('Manage Users');
    await user.keyboard('{Home}');
    expect(activeTab()).toHaveTextContent('Create User');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Tab leaves the tab list for the panel's content.
    await user.tab();
    expect(screen.getByRole('tablist')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('has a Return to Portal button', async () => {
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    expect(await screen.findByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
  });
});

describe('create tab', () => {
  it('requires User Name, Email and Password, with the rule messages', async () => {
    const { user } = await renderAdmin(mock, '/admin', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Invalid phone number format')).toBeInTheDocument();
  });

  it('shows the role fixed at User', async () => {
    await renderAdmin(mock, '/admin', 'admin');
    const role = await screen.findByLabelText('Role');
    expect(role).toHaveValue('User');
    expect(role).toHaveAttribute('readonly');
  });

  it('creates the user without touching the admin session, and lists it in Manage', async () => {
    const { user, adapter } = await renderAdmin(mock, '/admin', 'admin');
    await user.type(await screen.findByLabelText(/User Name/), 'Nadia Brennan-Ortiz');
    await user.type(screen.getByLabelText(/Email/), 'nadia@lender.test');
    await user.type(screen.getByLabelText(/Password/), 'Sturdy-Pass-9');
    await user.type(screen.getByLabelText('Phone'), '+14155550199');
    await user.type(screen.getByLabelText('Company'), 'Brennan Capital');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await findToast('Success', 'User created successfully');
    await waitFor(() => expect(screen.getByLabelText(/User Name/)).toHaveValue(''));

    // The admin is still the one signed in.
    const session = await adapter.auth.getSession();
    expect(session?.user.email).toBe(PERSONAS.admin.email);
    const created = await adapter.profiles.findByEmail('nadia@lender.test');
    expect(created).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Brennan-Ortiz',
      display_name: 'Nadia Brennan-Ortiz',
      company: 'Brennan Capital',
      phone: '+14155550199',
      status: 'Active',
      role: 'User',
    });

    await user.click(screen.getByRole('tab', { name: 'Manage Users' }));
    const rows = await screen.findAllByRole('row');
    // Newest first: the new user is the first data row.
    expect(rows[1]).toHaveTextContent('nadia@lender.test');
  });

  it('passes the sign-up error through', async () => {
    const errors = captureConsoleError();
    const { user } = await renderAdmin(mock, '/admin', 'admin');
    await user.type(await screen.findByLabelText(/User Name/), 'Casey Again');
    await user.type(screen.getByLabelText(/Email/), PERSONAS.customer.email);
    await user.type(screen.getByLabelText(/Password/), 'Sturdy-Pass-9');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await findToast('Error', 'A user with this email address has already been registered');
    expect(errors).toHaveBeenCalled();
  });

  it("reads 'An unexpected error occurred' when the server gives no message", async () => {
    captureConsoleError();
    mock.server.use(
      http.post(`${mock.baseUrl}${API_ROUTES.adminCreateUser}`, () => new HttpResponse('oops', { status: 500 })),
    );
    const { user } = await renderAdmin(mock, '/admin', 'admin');
    await user.type(await screen.findByLabelText(/User Name/), 'Some One');
    await user.type(screen.getByLabelText(/Email/), 'some.one@lender.test');
    await user.type(screen.getByLabelText(/Password/), 'Sturdy-Pass-9');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await findToast('Error', 'An unexpected error occurred');
  });
});

describe('update tab', () => {
  it('loads the user named in the URL, role read-only', async () => {
    await renderAdmin(mock, `/admin?tab=update&user=${PERSONAS.suspended.email}`, 'admin');
    await waitFor(() => expect(screen.getByLabelText('User Name')).toHaveValue('Sam Suspended'));
    expect(screen.getByLabelText(/Email/)).toHaveValue(PERSONAS.suspended.email);
    expect(screen.getByLabelText('Company')).toHaveValue('Dormant Holdings');
    expect(screen.getByLabelText('Status')).toHaveValue('Suspended');
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('User');
    expect(role).toHaveAttribute('readonly');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Suspended']);
  });

  it("says 'User not found' for an unknown email in the URL", async () => {
    await renderAdmin(mock, '/admin?tab=update&user=nobody@nowhere.test', 'admin');
    await findToast('Error', 'User not found');
  });

  it('Find User puts the email in the URL and loads the user', async () => {
    const { user, router } = await renderAdmin(mock, '/admin?tab=update', 'admin');
    await user.type(await screen.findByLabelText(/Email/), PERSONAS.moderator.email);
    await user.click(screen.getByRole('button', { name: 'Find User' }));
    await waitFor(() => expect(router.state.location.search).toContain('user='));
    expect(router.state.location.search).toBe(`?tab=update&user=${encodeURIComponent(PERSONAS.moderator.email)}`);
    await waitFor(() => expect(screen.getByLabelText('User Name')).toHaveValue('Morgan Moderator'));
    expect(screen.getByLabelText('Role')).toHaveValue('Moderator');
  });

  it('updates name (split on the first space), company, phone and status, stamping updated_at', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const before = (await admin.profiles.findByEmail(PERSONAS.customer.email))!;
    const { user } = await renderAdmin(mock, `/admin?tab=update&user=${PERSONAS.customer.email}`, 'admin');
    const name = await screen.findByLabelText('User Name');
    await waitFor(() => expect(name).toHaveValue('Casey Customer'));
    await user.clear(name);
    await user.type(name, 'Casey Anne de Vries');
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), 'Harbor Point Capital');
    await user.clear(screen.getByLabelText('Phone'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await new Promise((r) => setTimeout(r, 5));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await findToast('Success', 'User updated successfully');

    const after = (await admin.profiles.findByEmail(PERSONAS.customer.email))!;
    expect(after).toMatchObject({
      display_name: 'Casey Anne de Vries',
      first_name: 'Casey',
      last_name: 'Anne de Vries',
      company: 'Harbor Point Capital',
      phone: null,
      status: 'Suspended',
      role: 'User',
    });
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });

  it("says 'User not found' when the email matches nobody on submit", async () => {
    captureConsoleError();
    const { user } = await renderAdmin(mock, '/admin?tab=update', 'admin');
    await user.type(await screen.findByLabelText(/Email/), 'ghost@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await findToast('Error', 'User not found');
  });

  it('passes the update error through', async () => {
    captureConsoleError();
    mock.server.use(
      http.patch(profilesUrl, () =>
        HttpResponse.json(
          { code: '23514', message: 'Company name must be less than 200 characters', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderAdmin(mock, `/admin?tab=update&user=${PERSONAS.customer.email}`, 'admin');
    await waitFor(() => expect(screen.getByLabelText('User Name')).toHaveValue('Casey Customer'));
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await findToast('Error', 'Company name must be less than 200 characters');
  });
});

describe('manage tab', () => {
  it('lists every profile newest first with status badges (a missing status reads Active)', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const all = await admin.profiles.list();
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(Math.min(25, all.length));
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(
      all.slice(0, 25).map((p) => p.email),
    );
    const tom = rows.find((r) => r.textContent?.includes('tom.obrien@granite.test'))!;
    expect(within(tom).getByText('Active')).toBeInTheDocument();
    const suspended = rows.find((r) => r.textContent?.includes(PERSONAS.suspended.email))!;
    expect(within(suspended).getByText('Suspended')).toBeInTheDocument();
    const inactive = rows.find((r) => r.textContent?.includes('elena.vm@coastal.test'))!;
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
  });

  it('colours Active green, Suspended red and other statuses grey', async () => {
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    const rows = (await screen.findAllByRole('row')).slice(1);
    const badge = (email: string, text: string) =>
      within(rows.find((r) => r.textContent?.includes(email))!).getByText(text);
    expect(badge(PERSONAS.admin.email, 'Active')).toHaveAttribute('data-palette', 'green');
    expect(badge(PERSONAS.suspended.email, 'Suspended')).toHaveAttribute('data-palette', 'red');
    expect(badge('elena.vm@coastal.test', 'Inactive')).toHaveAttribute('data-palette', 'gray');
  });

  it('the edit icon fills the update form and switches to update with the user in the URL', async () => {
    const { user, router } = await renderAdmin(mock, '/admin?tab=manage', 'admin');
    await user.click(await screen.findByRole('button', { name: `Edit ${PERSONAS.moderator.email}` }));
    await waitFor(() => expect(router.state.location.search).toContain('user='));
    expect(router.state.location.search).toBe(`?tab=update&user=${encodeURIComponent(PERSONAS.moderator.email)}`);
    expect(activeTab()).toHaveTextContent('Update User');
    expect(screen.getByLabelText('User Name')).toHaveValue('Morgan Moderator');
    expect(screen.getByLabelText(/Email/)).toHaveValue(PERSONAS.moderator.email);
    expect(screen.getByLabelText('Company')).toHaveValue('EntityLens');
  });

  it("shows 'No users found' when there are none", async () => {
    mock.server.use(http.get(profilesUrl, () => countedRows([])));
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch user profiles' when the list fails", async () => {
    const errors = captureConsoleError();
    mock.server.use(
      http.get(profilesUrl, () =>
        HttpResponse.json({ code: 'XX000', message: 'db down', details: null, hint: null }, { status: 500 }),
      ),
    );
    await renderAdmin(mock, '/admin?tab=manage', 'admin');
    await findToast('Error', 'Failed to fetch user profiles');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user profiles');
    expect(errors).toHaveBeenCalledWith('Error fetching profiles', expect.anything());
  });

  it('pages 10,000 users 25 at a time on the server, with the page and the search in the address', async () => {
    // After every seeded profile, so the bulk users come first, newest first.
    const start = Math.max(...mock.db.profiles.all().map((p) => Date.parse(p.created_at))) + 60_000;
    for (let i = 0; i < 10_000; i++) await mock.db.profiles.create(profile(i, start));
    const { user, router } = await renderAdmin(mock, '/admin?tab=manage', 'admin');
    expect(await screen.findByText('10,025 users')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 10025')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 401')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 401')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('user9974@bulk.test'));
    expect(router.state.location.search).toBe('?tab=manage&page=2');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'user42@' } });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('First42 Last42');
    // A new search starts on page 1, and replaces the entry rather than adding one per pause in typing.
    expect(router.state.location.search).toBe('?tab=manage&q=user42%40');
    expect(screen.getByText('1 user match')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'no such person' } });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('filters by status and role, sorts, and keeps the view in the address', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const suspended = (await admin.profiles.list()).filter((p) => p.status === 'Suspended');
    const { user, router } = await renderAdmin(mock, '/admin?tab=manage', 'admin');
    await screen.findByText('25 users');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    expect(await screen.findByText(`${suspended.length} users match`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=manage&status=Suspended');
    const emails = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(emails().sort()).toEqual(suspended.map((p) => p.email).sort());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=manage&status=Suspended&role=Admin');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('25 users')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=manage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'email');
    await waitFor(() => expect(emails()[0]).toBe(PERSONAS.admin.email));
    expect(router.state.location.search).toBe('?tab=manage&sort=email');
  });

  it('opens a shared view from the address, dropping values it does not know and a page past the end', async () => {
    const { router } = await renderAdmin(
      mock,
      '/admin?tab=manage&role=Moderator&status=Gone&sort=sideways&page=9',
      'admin',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=manage&role=Moderator'));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Moderator');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    const roles = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(['Moderator']));
  });
});
