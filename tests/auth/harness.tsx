import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '@/components/ui/toaster';
import AuthRoute from '@/routes/auth/auth';
import DemoInboxRoute from '@/routes/demo/inbox';
import PortalRoute from '@/routes/portal/portal';
import RequestRoute from '@/routes/portal/request';
import type { MockServer } from '../../mocks/node';
import { renderApp, type PersonaKey } from '../utils/render-app';

/** The screens of this area as src/routes.ts mounts them; any other path renders the location probe. */
export const ACCOUNT_ROUTES = [
  { path: '/auth', Component: AuthRoute },
  { path: '/portal', Component: PortalRoute },
  { path: '/request', Component: RequestRoute },
  { path: '/demo/inbox', Component: DemoInboxRoute },
];

export function renderAccount(
  mock: MockServer,
  route: string,
  persona?: PersonaKey,
  options: { withDemoTools?: boolean } = {},
) {
  return renderApp({ mock, route, routes: ACCOUNT_ROUTES, persona, withDemoTools: options.withDemoTools });
}

/** The toast queue is a module singleton: empty it between tests. */
export function clearToastsAfterEach() {
  afterEach(() => {
    toaster.remove();
  });
}

/** Finds a toast by its title (and description when given). */
export async function findToast(title: string, description?: string) {
  const titleEl = await screen.findByText(title, { selector: '[data-part="title"]' }, { timeout: 4000 });
  const toast = titleEl.closest('[data-part="root"]') as HTMLElement;
  if (description !== undefined) expectText(toast, description);
  return toast;
}

function expectText(container: HTMLElement, text: string) {
  within(container).getByText(text);
}

/** The path the router reached (shown by the probe for paths outside ACCOUNT_ROUTES). */
export async function probedPath() {
  return (await screen.findByTestId('location')).textContent;
}

/** Puts a URL (e.g. a recovery link) in the address bar the screens read. */
export function setAddress(url: string) {
  window.history.replaceState(null, '', url);
}
