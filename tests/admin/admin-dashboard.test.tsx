import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardFigures, Profile } from '@/backend';
import { toRecentUsers } from '@/features/admin-dashboard/api/dashboard-api';
import { API_ROUTES } from '../../mocks/api/routes';
import { mockAdapterFor, setupMockBackend } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, renderAdmin } from './admin-harness';
import { countedRows } from '../../mocks/handlers/postgrest-query';

const mock = setupMockBackend();
clearToastsAfterEach();
const url = (route: keyof typeof API_ROUTES) => `${mock.baseUrl}${API_ROUTES[route]}`;
const DAY = 86_400_000;

function profile(n: number, daysAgo: number, status: string | null, extra: Partial<Profile> = {}): Profile {
  const created = new Date(Date.now() - daysAgo * DAY).toISOString();
  return {
    id: `20000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    first_name: `Person${n}`,
    last_name: 'Test',
    phone: null,
    company: null,
    role: 'User',
    status,
    display_name: `Person${n} Test`,
    email: `person${n}@dash.test`,
    created_at: created,
    updated_at: created,
    ...extra,
  };
}

// Newest first, as the server pages them.
const P = [
  profile(1, 0.5, null),
  profile(2, 2, 'Active', { role: 'Moderator' }),
  profile(3, 6.9, 'Suspended'),
  profile(4, 8, 'Active', { role: 'Admin' }),
  profile(5, 10, 'Inactive', { role: null }),
  profile(6, 40, 'Active', { role: 'Admin' }),
];
const FIGURES: DashboardFigures = {
  totalUsers: 6,
  activeUsers: 3,
  inactiveUsers: 3,
  adminUsers: 2,
  recentSignups: 3,
  suspendedUsers: 1,
  moderatorUsers: 1,
  newestSignupAt: P[0]!.created_at,
};
/** The dashboard's two reads answered with P: the figures and the first page of profiles. */
const answeredWithP = [
  http.post(url('rpcAdminDashboard'), () => HttpResponse.json(FIGURES)),
  http.get(url('profiles'), ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? P.length);
    const rows = P.slice(0, limit);
    return countedRows(rows, P.length);
  }),
];
const down = () => HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 500 });

const stat = (key: string) => screen.getByTestId(`stat-${key}`).textContent;

describe('dashboard statistics', () => {
  it('shows the figures of the one database call and Recent Users from the first page of profiles', async () => {
    mock.server.use(...answeredWithP);
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    await waitFor(() => expect(stat('totalUsers')).toBe('6'));
    expect(stat('activeUsers')).toBe('3');
    expect(stat('inactiveUsers')).toBe('3');
    expect(stat('adminUsers')).toBe('2');
    expect(stat('recentSignups')).toBe('3');

    const recent = screen.getByRole('heading', { name: 'Recent Users' }).closest('.chakra-card__root') as HTMLElement;
    const items = await within(recent).findAllByRole('listitem');
    // The first five profiles; the sixth is left out.
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.textContent?.match(/person\d@dash\.test/)?.[0])).toEqual(
      P.slice(0, 5).map((p) => p.email),
    );
    // Role: admin, then moderator, else User; a missing status reads Inactive.
    expect(within(items[0]!).getByText('User')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Moderator')).toBeInTheDocument();
    expect(within(items[2]!).getByText('User')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Suspended')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Admin')).toBeInTheDocument();
    expect(within(items[4]!).getByText('Inactive')).toBeInTheDocument();
  });

  it('matches the seeded data over the real backend', async () => {
    const admin = await mockAdapterFor(mock, 'admin');
    const everyone = await admin.profiles.list();
    const active = everyone.filter((p) => p.status === 'Active').length;
    expect(everyone.length).toBeGreaterThan(20);
    await renderAdmin(mock, '/admin-dashboard', 'admin');
    await waitFor(() => expect(stat('totalUsers')).toBe(String(everyone.length)));
    expect(stat('activeUsers')).toBe(String(active));
    expect(stat('inactiveUsers')).toBe(String(everyone.length - active));
    expect(stat('adminUsers')).toBe('1');
    const recent = screen.getByRole('heading', { name: 'Recent Users' }).closest('.chakra-card__root') as HTMLElement;
    expect(await within(recent).findByText(everyone[0]!.email!)).toBeInTheDocument();
  });

  it('derives Recent Users roles from the role each profile shows, and a missing status reads Inactive', () => {
    expect(toRecentUsers(P).map((r) => [r.role, r.status])).toEqual([
      ['User', 'Inactive'],
      ['Moderator', 'Active'],
      ['User', 'Suspended'],
      ['Admin', 'Active'],
      ['User', 'Inactive'],
    ]);
  });

  it('leaves the statistics at zero and says so when the figures cannot be loaded', async () => {
    const errors = captureConsoleError();
    mock.server.use(http.post(url('rpcAdminDashboard'), down));
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics below show zero until the data loads.');
    for (const key of ['totalUsers', 'activeUsers', 'inactiveUsers', 'adminUsers', 'recentSignups'])
      expect(stat(key)).toBe('0');
    expect(errors).toHaveBeenCalledWith('Error fetching dashboard data', expect.anything());
  });

  it('says Recent Users could not be loaded when the profiles fail', async () => {
    const errors = captureConsoleError();
    mock.server.use(http.get(url('profiles'), down));
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByText('Users could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching recent users', expect.anything());
  });
});

describe('dashboard cards and buttons', () => {
  it('shows the System Overview card', async () => {
    mock.server.use(...answeredWithP);
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = (await screen.findByRole('heading', { name: 'System Overview' })).closest(
      '.chakra-card__root',
    ) as HTMLElement;
    await waitFor(() => expect(within(card).getByText('Active users: 50% (3 of 6)')).toBeInTheDocument());
    expect(within(card).getByText('In-browser demo backend (offline)')).toBeInTheDocument();
  });

  it('links to Secure Role Management, User Administration and the portal', async () => {
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByRole('link', { name: 'Secure Role Management' })).toHaveAttribute(
      'href',
      '/secure-roles',
    );
    expect(screen.getByRole('link', { name: 'User Administration' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
  });
});

describe('inbound requests card', () => {
  it('lists contact messages and demo requests newest first, a new one on top', async () => {
    const visitor = await mockAdapterFor(mock);
    await visitor.inbound.submit('contact', {
      name: 'Wendy Albright',
      email: 'wendy@albright.test',
      company: 'Albright Savings',
      phone: '',
      message: 'Please send pricing for 200 reports per month.',
    });
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = (await screen.findByRole('heading', { name: 'Inbound requests' })).closest(
      '.chakra-card__root',
    ) as HTMLElement;
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Contact message');
    expect(items[0]).toHaveTextContent('Wendy Albright');
    expect(items[0]).toHaveTextContent('Please send pricing for 200 reports per month.');
    expect(items[1]).toHaveTextContent('Demo request');
    expect(items[1]).toHaveTextContent('Rita Alvarez');
    expect(items[2]).toHaveTextContent('Henry Park');
    expect(within(items[0]!).getByRole('link', { name: 'wendy@albright.test' })).toHaveAttribute(
      'href',
      'mailto:wendy@albright.test',
    );
  });

  it('says when there are none', async () => {
    mock.server.use(http.get(url('inboundRequests'), () => HttpResponse.json([])));
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByText('No contact messages or demo requests yet.')).toBeInTheDocument();
  });

  it('says when they cannot be loaded', async () => {
    const errors = captureConsoleError();
    mock.server.use(
      http.get(url('inboundRequests'), () =>
        HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 500 }),
      ),
    );
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByText('Inbound requests could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching inbound requests', expect.anything());
  });
});

describe('document reader figures', () => {
  const section = async () =>
    (await screen.findByRole('heading', { name: 'Document reader: last 90 days' })).closest(
      '.chakra-card__root',
    ) as HTMLElement;

  it('shows the port’s figures per field, the most edited or rejected first, with the share unchanged', async () => {
    let days: unknown;
    mock.server.use(
      http.post(url('rpcReaderReviewStats'), async ({ request }) => {
        days = ((await request.json()) as { _days?: unknown })._days;
        return HttpResponse.json([
          { label: 'Legal name', verified: 12, edited: 2, rejected: 1, added: 0 },
          { label: 'Owner 1', verified: 3, edited: 5, rejected: 2, added: 1 },
          { label: 'Signers', verified: 0, edited: 0, rejected: 0, added: 2 },
        ]);
      }),
    );
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = await section();
    const table = await within(card).findByRole('table', { name: /drafted values per field, last 90 days/ });
    expect(days).toBe(90);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Unchanged', 'Edited', 'Rejected', 'Added by reviewer']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [within(r).getByRole('rowheader'), ...within(r).getAllByRole('cell')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Owner 1', '3 of 10 unchanged (30%)', '5', '2', '1'],
      ['Legal name', '12 of 15 unchanged (80%)', '2', '1', '0'],
      ['Signers', 'None drafted', '0', '0', '2'],
    ]);
  });

  it("counts the seed's reviewed version: Maple Street Holdings' two verified fields", async () => {
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = await section();
    const table = await within(card).findByRole('table', { name: /drafted values per field, last 90 days/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [within(r).getByRole('rowheader'), ...within(r).getAllByRole('cell')].map((c) => c.textContent));
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Entity legal name', '1 of 1 unchanged (100%)', '0', '0', '0'],
        ['Formation state', '1 of 1 unchanged (100%)', '0', '0', '0'],
      ]),
    );
  });

  it('says when no report was reviewed in the last 90 days', async () => {
    mock.server.use(http.post(url('rpcReaderReviewStats'), () => HttpResponse.json([])));
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = await section();
    expect(await within(card).findByText('No reviewed reports in the last 90 days.')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says when the figures cannot be loaded', async () => {
    const errors = captureConsoleError();
    mock.server.use(http.post(url('rpcReaderReviewStats'), down));
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    const card = await section();
    expect(await within(card).findByText('Reader figures could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching reader figures', expect.anything());
  });
});
