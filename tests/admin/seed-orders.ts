import type { OrderStatus } from '@/backend';
import { orderReference } from '@/components/orders/format';
import { PERSONAS, SEED_ORDER_IDS, SEED_ORDER_SPECS } from '../../mocks/seed';
// The staff order page loads its report editor lazily. The tests that open it load it up front, as the page's
// static import used to, so that a first render does not wait seconds, on a loaded machine, for its modules.
import '@/features/admin-orders/review/workspace/report-workspace';

/** (The stories have the same helper.) A seeded order of the customer persona (the seed gives them one in every state), by its status. */
export function seedOrder(status: OrderStatus, options: { purged?: boolean } = {}) {
  const index = SEED_ORDER_SPECS.findIndex(
    (spec) =>
      spec.owner === 'customer' &&
      (spec.moves.at(-1)?.to ?? 'Submitted') === status &&
      Boolean(spec.purged) === Boolean(options.purged),
  );
  if (index < 0) throw new Error(`The seed has no ${status} order${options.purged ? ' with purged documents' : ''}`);
  const spec = SEED_ORDER_SPECS[index]!;
  const id = SEED_ORDER_IDS[index]!;
  return { id, reference: orderReference(id), entity: spec.entity, route: `/admin/orders/${id}` };
}

export const CUSTOMER = PERSONAS.customer;
