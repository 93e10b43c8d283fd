import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { CreditHistoryScreen } from '@/features/credit-history/credit-history-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Credit history',
    description: 'Your credits: every purchase, report order, refund and adjustment, with the balance each one left.',
    path: paths.portalCredits,
  }),
  { name: 'robots', content: 'noindex' },
];

/** /portal/credits: the signed-in user's own credit ledger. */
export default function PortalCreditsRoute() {
  return (
    <RequireAuth>
      <CreditHistoryScreen />
    </RequireAuth>
  );
}
