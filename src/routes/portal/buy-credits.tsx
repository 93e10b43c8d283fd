import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { BuyCreditsScreen } from '@/features/buy-credits/buy-credits-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Buy credits',
    description: 'Credit packs: the credits, the price and the price per report, paid by card.',
    path: paths.portalBuyCredits,
  }),
  { name: 'robots', content: 'noindex' },
];

/** /portal/credits/buy: the credit packs, bought through Stripe Checkout. */
export default function PortalBuyCreditsRoute() {
  return (
    <RequireAuth>
      <BuyCreditsScreen />
    </RequireAuth>
  );
}
