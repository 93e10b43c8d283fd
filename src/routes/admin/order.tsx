import { useParams } from 'react-router';
import { RequireStaff } from '@/components/guards/require-staff';
import { paths } from '@/config/paths';
import { OrderPage } from '@/features/admin-orders/components/order-page';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Order',
    description: 'A report order: its details, documents and history, and the moves staff make.',
    path: paths.adminOrders,
  });

/** /admin/orders/:id for admins (who move the order) and moderators (who read it). */
export default function OrderRoute() {
  const { id = '' } = useParams();
  return <RequireStaff>{(role) => <OrderPage key={id} orderId={id} role={role} />}</RequireStaff>;
}
