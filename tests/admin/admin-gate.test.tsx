import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import { setupMockBackend } from '../utils/render-app';
import { ADMIN_ROUTES, captureConsoleError, clearToastsAfterEach, renderAdmin } from './admin-harness';

const mock = setupMockBackend();
clearToastsAfterEach();
const isAdminUrl = `${mock.baseUrl}${API_ROUTES.rpcIsAdmin}`;

const PATHS = ['/admin', '/admin/dashboard', '/admin-dashboard', '/secure-roles'];
const HEADINGS: Record<string, string> = {
  '/admin': 'User Administration',
  '/admin/dashboard': 'Admin Dashboard',
  '/admin-dashboard': 'Admin Dashboard',
  '/secure-roles': 'Secure Role Management',
};

describe('admin gate', () => {
  it('mounts every admin path, both dashboard spellings included', () => {
    expect(ADMIN_ROUTES.map((r) => r.path)).toEqual(PATHS);
  });

  it.each(PATHS)('%s sends a signed-out visitor to /auth', async (path) => {
    await renderAdmin(mock, path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });

  it.each(PATHS)('%s shows Loading... while the server-side admin check is pending', async (path) => {
    let asked!: () => void;
    const checkStarted = new Promise<void>((resolve) => (asked = resolve));
    mock.server.use(
      http.post(isAdminUrl, async () => {
        asked();
        return delay('infinite');
      }),
    );
    await renderAdmin(mock, path, 'admin');
    // The session is known by now; only the server's answer is outstanding.
    await checkStarted;
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: HEADINGS[path] })).not.toBeInTheDocument();
  });

  it.each(PATHS.flatMap((path) => (['customer', 'moderator'] as const).map((persona) => [path, persona] as const)))(
    '%s refuses the %s with Access Denied and a way back to the portal',
    async (path, persona) => {
      await renderAdmin(mock, path, persona);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Portal' })).toHaveAttribute('href', '/portal');
      expect(screen.queryByRole('heading', { name: HEADINGS[path] })).not.toBeInTheDocument();
    },
  );

  it('treats a failed admin check as not admin and logs it', async () => {
    const errors = captureConsoleError();
    mock.server.use(http.post(isAdminUrl, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderAdmin(mock, '/admin', 'admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Error checking admin status', expect.anything());
  });

  it('Return to Portal leads to /portal', async () => {
    const { user } = await renderAdmin(mock, '/secure-roles', 'customer');
    await user.click(await screen.findByRole('link', { name: 'Return to Portal' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal$/));
  });

  it.each(PATHS)('%s opens for the admin', async (path) => {
    await renderAdmin(mock, path, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});
