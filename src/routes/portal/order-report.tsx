import { useParams } from 'react-router';
import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { ReportScreen } from '@/features/orders/components/report-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Your Report',
    description: 'The published report of one of your orders: read, print, download, send to your LOS.',
    path: paths.portal,
  }),
  { name: 'robots', content: 'noindex' },
];

/** /portal/orders/:id/report: the published report of one of the signed-in customer's orders. */
export default function PortalOrderReportRoute() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <ReportScreen key={id} orderId={id} />
    </RequireAuth>
  );
}
