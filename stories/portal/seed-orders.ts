import type { OrderStatus } from '@/backend';
import { orderReference } from '@/components/orders/format';
import { portalOrderPath } from '@/config/paths';
import { SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';

/** One of the customer persona's seeded orders (the seed gives them one in every status), by its status. */
export function customerOrder(status: OrderStatus, options: { purged?: boolean } = {}) {
  const index = SEED_ORDER_SPECS.findIndex(
    (spec) =>
      spec.owner === 'customer' &&
      (spec.moves.at(-1)?.to ?? 'Submitted') === status &&
      Boolean(spec.purged) === Boolean(options.purged),
  );
  if (index < 0) throw new Error(`The seed has no ${status} order${options.purged ? ' with purged documents' : ''}`);
  const spec = SEED_ORDER_SPECS[index]!;
  const id = SEED_ORDER_IDS[index]!;
  return { id, spec, reference: orderReference(id), entity: spec.entity, route: portalOrderPath(id) };
}

/** The other customer's order: hidden from the persona, so "Order not found". */
export function otherCustomersOrder() {
  const index = SEED_ORDER_SPECS.findIndex((spec) => spec.owner !== 'customer');
  return { id: SEED_ORDER_IDS[index]!, route: portalOrderPath(SEED_ORDER_IDS[index]!) };
}

/** The persona's seeded orders, in seed order. */
export const CUSTOMER_SEED_ORDERS = SEED_ORDER_SPECS.filter((spec) => spec.owner === 'customer');
