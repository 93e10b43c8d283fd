import AuthRoute from '@/routes/auth/auth';
import PortalOrderRoute from '@/routes/portal/order';
import PortalOrderReportRoute from '@/routes/portal/order-report';
import PortalRoute from '@/routes/portal/portal';
import RequestRoute from '@/routes/portal/request';
import type { OrderStatus } from '@/backend';
import { orderReference } from '@/components/orders/format';
import { portalOrderPath } from '@/config/paths';
import type { MockServer } from '../../mocks/node';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
import { renderApp, type PersonaKey } from '../utils/render-app';

/** The customer's screens as src/routes.ts mounts them; any other path renders the location probe. */
export const CUSTOMER_ROUTES = [
  { path: '/auth', Component: AuthRoute },
  { path: '/portal', Component: PortalRoute },
  { path: '/portal/orders/:id', Component: PortalOrderRoute },
  { path: '/portal/orders/:id/report', Component: PortalOrderReportRoute },
  { path: '/request', Component: RequestRoute },
];

/** Renders the customer's screens at `route`, signed in as the persona (the customer unless `null`: anonymous). */
export function renderCustomer(mock: MockServer, route: string, persona: PersonaKey | null = 'customer') {
  return renderApp({ mock, route, routes: CUSTOMER_ROUTES, persona: persona ?? undefined });
}

/** One of the customer persona's seeded orders (one in every status), by its status. */
export function seededOrder(status: OrderStatus, options: { purged?: boolean } = {}) {
  const index = SEED_ORDER_SPECS.findIndex(
    (spec) =>
      spec.owner === 'customer' &&
      (spec.moves.at(-1)?.to ?? 'Submitted') === status &&
      Boolean(spec.purged) === Boolean(options.purged),
  );
  if (index < 0) throw new Error(`The seed has no ${status} order`);
  const spec = SEED_ORDER_SPECS[index]!;
  const id = SEED_ORDER_IDS[index]!;
  return { id, spec, reference: orderReference(id), route: portalOrderPath(id) };
}

/** The other customer's first order: hidden from the persona. */
export function otherCustomersOrderId(): string {
  return SEED_ORDER_IDS[SEED_ORDER_SPECS.findIndex((spec) => spec.owner !== 'customer')]!;
}
