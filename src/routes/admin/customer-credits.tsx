import { RequireAdmin } from '@/components/guards/require-admin';
import { paths } from '@/config/paths';
import { CustomerCredits } from '@/features/admin-orders/components/customer-credits';
import { pageMeta } from '@/lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Customer credits',
    description: "A customer's credit balance and ledger: record purchases and adjust the balance.",
    path: paths.adminCredits,
  });

/** Admins only: moderators read orders, never the ledger. */
export default function CustomerCreditsRoute() {
  return (
    <RequireAdmin>
      <CustomerCredits />
    </RequireAdmin>
  );
}
