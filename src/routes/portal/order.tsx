import { useParams } from 'react-router';
import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { OrderScreen } from '@/features/orders/components/order-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Your Order',
    description: 'One of your report orders: where it stands, its documents and its history.',
    path: paths.portal,
  }),
  { name: 'robots', content: 'noindex' },
];

/** /portal/orders/:id: one of the signed-in customer's orders. */
export default function PortalOrderRoute() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <OrderScreen key={id} orderId={id} />
    </RequireAuth>
  );
}
