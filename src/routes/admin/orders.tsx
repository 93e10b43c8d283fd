import { RequireStaff } from '@/components/guards/require-staff';
import { paths } from '@/config/paths';
import { OrderQueue } from '@/features/admin-orders/components/order-queue';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Orders',
    description: 'The staff queue of report orders, filtered by status and searched by entity or customer.',
    path: paths.adminOrders,
  });

/** Admins and moderators (read-only); anyone else sees Access Denied. */
export default function OrdersRoute() {
  return <RequireStaff>{(role) => <OrderQueue role={role} />}</RequireStaff>;
}
