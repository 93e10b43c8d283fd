import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { BackendAdapter, DemoTools } from '@/backend';
import { AppProviders } from '@/app/providers';
import { createDemoTools, createMockAdapter } from '../../adapters/mock';
import { memoryStorage } from '../../adapters/supabase/memory-storage';
import { createMockServer, type MockServer, type MockServerOptions } from '../../mocks/node';
import { DEMO_REPORT_DRAFTS } from '../../mocks/seed/demo-draft';
import { DEMO_PASSWORD, PERSONAS, signInAsPersona, type PersonaKey } from '../../mocks/seed/personas';

export { DEMO_PASSWORD, PERSONAS, type PersonaKey };

/**
 * Starts the in-browser backend over msw/node for this test file, reseeded before each test.
 * Call once at the top level of a test file.
 */
export function setupMockBackend(options: MockServerOptions = {}): MockServer {
  const mock = createMockServer(options);
  beforeAll(() => mock.listen());
  beforeEach(async () => {
    await mock.reset();
  });
  afterEach(() => mock.server.resetHandlers());
  afterAll(() => mock.close());
  return mock;
}

let clients = 0;

/** A port client of the mock backend, signed in as the persona when one is given. */
export async function mockAdapterFor(mock: MockServer, persona?: PersonaKey): Promise<BackendAdapter> {
  // A key of its own per client: supabase-js syncs clients that share one over its cross-tab channel.
  clients += 1;
  const adapter = createMockAdapter({
    baseUrl: mock.baseUrl,
    storage: memoryStorage(),
    storageKey: `test-client-${clients}`,
    autoRefreshToken: false,
  });
  if (persona) await signInAsPersona(adapter.auth, PERSONAS[persona].email, { now: mock.now });
  return adapter;
}

export function demoToolsFor(mock: MockServer, adapter: BackendAdapter): DemoTools {
  return createDemoTools(
    adapter,
    mock.baseUrl,
    Object.values(PERSONAS).map((p) => ({
      label: p.label,
      email: p.email,
      password: DEMO_PASSWORD,
      description: p.label,
    })),
    DEMO_REPORT_DRAFTS,
  );
}

/** Shows where the router ended up, so redirects can be asserted. */
function LocationProbe() {
  const location = useLocation();
  return <Box data-testid="location">{`${location.pathname}${location.search}`}</Box>;
}

export interface RenderAppOptions {
  mock: MockServer;
  /** The URL to open, e.g. '/admin?tab=manage'. */
  route: string;
  /** The screens under test: path pattern and component (or element). */
  routes: Array<{ path: string; Component?: ComponentType; element?: ReactNode }>;
  persona?: PersonaKey;
  /** Provide the demo tools (as the in-browser build does). */
  withDemoTools?: boolean;
  /** Present the backend as the production build's (kind 'supabase'): what the screens offer only in the demo is gone. */
  asProductionBuild?: boolean;
}

/**
 * Renders screens with the real providers over the in-browser backend. Any path not in `routes`
 * renders a probe with data-testid="location" holding the path it reached.
 */
export async function renderApp({
  mock,
  route,
  routes,
  persona,
  withDemoTools = false,
  asProductionBuild = false,
}: RenderAppOptions) {
  const client = await mockAdapterFor(mock, persona);
  const adapter: BackendAdapter = asProductionBuild ? { ...client, kind: 'supabase' } : client;
  const demo = withDemoTools ? demoToolsFor(mock, adapter) : null;
  const routeObjects: RouteObject[] = [
    ...routes.map((r) => ({ path: r.path, Component: r.Component, element: r.element })),
    { path: '*', Component: LocationProbe },
  ];
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders backend={adapter} demo={demo}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, adapter, demo, router, user };
}
