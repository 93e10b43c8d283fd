import { RequireAuth } from '@/components/guards/require-auth';
import { paths } from '@/config/paths';
import { CheckoutReturnScreen } from '@/features/buy-credits/checkout-return-screen';
import { pageMeta } from '@/lib/page-meta';

export const meta = () => [
  ...pageMeta({
    title: 'Your credit purchase',
    description: 'The payment for your credits, confirmed.',
    path: paths.portalCreditCheckout,
  }),
  { name: 'robots', content: 'noindex' },
];

/** /portal/credits/checkout?session_id=…: where Stripe Checkout returns the customer. */
export default function PortalCreditCheckoutRoute() {
  return (
    <RequireAuth>
      <CheckoutReturnScreen />
    </RequireAuth>
  );
}
