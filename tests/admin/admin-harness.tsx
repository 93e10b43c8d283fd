import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import AdminDashboardRoute from '@/routes/admin/admin-dashboard';
import SecureRolesRoute from '@/routes/admin/secure-roles';
import UserAdministrationRoute from '@/routes/admin/user-administration';
import type { MockServer } from '../../mocks/node';
import { renderApp, type PersonaKey } from '../utils/render-app';

/** The admin routes as the route table mounts them (both dashboard spellings). */
export const ADMIN_ROUTES = [
  { path: '/admin', Component: UserAdministrationRoute },
  { path: '/admin/dashboard', Component: AdminDashboardRoute },
  { path: '/admin-dashboard', Component: AdminDashboardRoute },
  { path: '/secure-roles', Component: SecureRolesRoute },
];

export function renderAdmin(mock: MockServer, route: string, persona?: PersonaKey) {
  return renderApp({ mock, route, routes: ADMIN_ROUTES, persona });
}

/** The toast queue is a module singleton: empty it between tests. */
export function clearToastsAfterEach() {
  afterEach(() => {
    toaster.remove();
  });
}

/**
 * Finds a toast by its title and description (toasts render in a portal with role="status"/"alert"). Waits up to
 * 15 s: some toasts close work that takes seconds under load (reading the documents took over 4 s in a full run,
 * and the field review test failed there); a toast that comes is found at once.
 */
export async function findToast(title: string, description?: string) {
  const titleEl = await screen.findByText(title, { selector: '[data-part="title"]' }, { timeout: 15_000 });
  const toast = titleEl.closest('[data-part="root"]') as HTMLElement;
  if (description !== undefined) within(toast).getByText(description);
  return toast;
}

/** Silences and records console.error for tests that expect a logged failure. */
export function captureConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

export function location() {
  return screen.getByTestId('location').textContent;
}
