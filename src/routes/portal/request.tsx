import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { RequestScreen } from '@/features/request/request-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({ title: 'Request a Report', description: 'Order a legal-entity document report.', path: paths.request }),
  { name: 'robots', content: 'noindex' },
];

/** /request: the order request form (hosted frame when configured, else the native form). */
export default function RequestRoute() {
  return (
    <RequireAuth>
      <RequestScreen />
    </RequireAuth>
  );
}
