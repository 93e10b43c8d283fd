import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile, UserRole } from '@/backend';
import { computeStats, recentUsers } from '@/features/admin-dashboard/api/dashboard-api';
import { API_ROUTES } from '../../mocks/api/routes';
import { mockAdapterFor, setupMockBackend } from '../utils/render-app';
import { captureConsoleError, clearToastsAfterEach, renderAdmin } from './admin-harness';

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
function role(p: Profile, r: UserRole['role']): UserRole {
  return { user_id: p.id, role: r, assigned_by: null, assigned_at: p.created_at };
}

// Newest first, as the port returns them.
const P = [
  profile(1, 0.5, null),
  profile(2, 2, 'Active'),
  profile(3, 6.9, 'Suspended'),
  profile(4, 8, 'Active'),
  profile(5, 10, 'Inactive'),
  profile(6, 40, 'Active'),
];
const R = [
  role(P[0]!, 'user'),
  role(P[1]!, 'moderator'),
  role(P[3]!, 'admin'),
  role(P[3]!, 'moderator'),
  role(P[5]!, 'admin'),
];

const stat = (key: string) => screen.getByTestId(`stat-${key}`).textContent;

describe('dashboard statistics', () => {
  it('computes totals, inactive (not Active), admins from user_roles and signups of the last 7 days', () => {
    expect(computeStats(P, R, Date.now())).toEqual({
      totalUsers: 6,
      activeUsers: 3,
      inactiveUsers: 3,
      adminUsers: 2,
      recentSignups: 3,
    });
  });

  it('shows the statistics and Recent Users from profiles and user_roles', async () => {
    mock.server.use(
      http.get(url('profiles'), () => HttpResponse.json(P)),
      http.get(url('userRoles'), () => HttpResponse.json(R)),
    );
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    await waitFor(() => expect(stat('totalUsers')).toBe('6'));
    expect(stat('activeUsers')).toBe('3');
    expect(stat('inactiveUsers')).toBe('3');
    expect(stat('adminUsers')).toBe('2');
    expect(stat('recentSignups')).toBe('3');

    const recent = screen.getByRole('heading', { name: 'Recent Users' }).closest('.chakra-card__root') as HTMLElement;
    const items = within(recent).getAllByRole('listitem');
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
    const expected = computeStats(await admin.profiles.list(), await admin.roles.list(), Date.now());
    expect(expected.totalUsers).toBeGreaterThan(20);
    expect(expected.adminUsers).toBe(1);
    await renderAdmin(mock, '/admin-dashboard', 'admin');
    await waitFor(() => expect(stat('totalUsers')).toBe(String(expected.totalUsers)));
    expect(stat('activeUsers')).toBe(String(expected.activeUsers));
    expect(stat('inactiveUsers')).toBe(String(expected.inactiveUsers));
    expect(stat('adminUsers')).toBe('1');
    expect(stat('recentSignups')).toBe(String(expected.recentSignups));
  });

  it('derives Recent Users roles with admin before moderator', () => {
    const rows = recentUsers(P, R);
    expect(rows.map((r) => [r.role, r.status])).toEqual([
      ['User', 'Inactive'],
      ['Moderator', 'Active'],
      ['User', 'Suspended'],
      ['Admin', 'Active'],
      ['User', 'Inactive'],
    ]);
  });

  it('leaves the statistics at zero and says so when the fetch fails', async () => {
    const errors = captureConsoleError();
    mock.server.use(
      http.get(url('userRoles'), () =>
        HttpResponse.json({ code: 'XX000', message: 'down', details: null, hint: null }, { status: 500 }),
      ),
    );
    await renderAdmin(mock, '/admin/dashboard', 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The statistics below show zero until the data loads.');
    for (const key of ['totalUsers', 'activeUsers', 'inactiveUsers', 'adminUsers', 'recentSignups'])
      expect(stat(key)).toBe('0');
    expect(screen.getByText('Users could not be loaded.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error fetching dashboard data', expect.anything());
  });
});

describe('dashboard cards and buttons', () => {
  it('shows the System Overview card', async () => {
    mock.server.use(
      http.get(url('profiles'), () => HttpResponse.json(P)),
      http.get(url('userRoles'), () => HttpResponse.json(R)),
    );
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
