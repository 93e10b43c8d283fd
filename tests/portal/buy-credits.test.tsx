import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditsText } from '@/components/orders/format';
import {
  BUY_CREDITS_TITLE,
  buyLabel,
  CHECKOUT_CANCELLED,
  STAFF_DO_NOT_BUY,
} from '@/features/buy-credits/buy-credits-screen';
import { CHECKOUT_UNKNOWN, CONFIRMING_PAYMENT, PAYMENT_RECEIVED } from '@/features/buy-credits/checkout-return-screen';
import { CREDIT_PACKS, creditPack } from '@/lib/credits/packs';
import DemoCheckoutRoute from '@/routes/demo/checkout';
import PortalBuyCreditsRoute from '@/routes/portal/buy-credits';
import PortalCreditCheckoutRoute from '@/routes/portal/credit-checkout';
import PortalRoute from '@/routes/portal/portal';
import { mockAdapterFor, PERSONAS, renderApp, setupMockBackend } from '../utils/render-app';

const mock = setupMockBackend();
const ROUTES = [
  { path: '/portal', Component: PortalRoute },
  { path: '/portal/credits/buy', Component: PortalBuyCreditsRoute },
  { path: '/portal/credits/checkout', Component: PortalCreditCheckoutRoute },
  { path: '/demo/checkout/:sessionId', Component: DemoCheckoutRoute },
];

describe('Buy credits', () => {
  it('lists every pack with its credits, price and price per report, one step from the portal', async () => {
    const { user } = await renderApp({ mock, route: '/portal', routes: ROUTES, persona: 'customer' });
    await user.click(await screen.findByRole('link', { name: 'Buy credits' }));
    expect(await screen.findByRole('heading', { level: 1, name: BUY_CREDITS_TITLE })).toBeInTheDocument();
    const starter = await screen.findByRole('region', { name: 'Starter' });
    expect(within(starter).getByText('10 credits')).toBeInTheDocument();
    expect(within(starter).getByText('$350.00')).toBeInTheDocument();
    expect(within(starter).getByText('$35.00 per report')).toBeInTheDocument();
    const volume = screen.getByRole('region', { name: 'Volume' });
    expect(within(volume).getByText('$25.00 per report')).toBeInTheDocument();
    for (const pack of CREDIT_PACKS) expect(screen.getByRole('button', { name: buyLabel(pack) })).toBeEnabled();
    expect(screen.queryByText(CHECKOUT_CANCELLED)).not.toBeInTheDocument();
  });

  it('says nothing was charged when the customer comes back from a cancelled checkout', async () => {
    await renderApp({ mock, route: '/portal/credits/buy?cancelled=1', routes: ROUTES, persona: 'customer' });
    expect(await screen.findByText(CHECKOUT_CANCELLED)).toBeInTheDocument();
  });

  it('is not offered to staff: no Buy buttons, and the portal links to it only for customers', async () => {
    await renderApp({ mock, route: '/portal/credits/buy', routes: ROUTES, persona: 'moderator' });
    expect(await screen.findByText(STAFF_DO_NOT_BUY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
  });

  it("Buy opens the pack's checkout: an open checkout of the customer's, on the demo's checkout page", async () => {
    const { user, router } = await renderApp({
      mock,
      route: '/portal/credits/buy',
      routes: ROUTES,
      persona: 'customer',
      withDemoTools: true,
    });
    await user.click(await screen.findByRole('button', { name: buyLabel(creditPack('starter')!) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout (test mode)' })).toBeInTheDocument();
    const sessionId = router.state.location.pathname.split('/').at(-1)!;
    expect(sessionId).toMatch(/^cs_test_/);
    const customer = await mockAdapterFor(mock, 'customer');
    expect(await customer.credits.checkout(sessionId)).toMatchObject({ pack_id: 'starter', status: 'open' });
  });
});

describe("the demo's checkout and the return page", () => {
  it('a declined card says so and charges nothing; 4242 pays and the return page shows the credits and balance', async () => {
    const customer = await mockAdapterFor(mock, 'customer');
    const before = await customer.credits.balance(PERSONAS.customer.id);
    const { session_id } = await customer.credits.startCheckout('team');
    const { user, router } = await renderApp({
      mock,
      route: `/demo/checkout/${session_id}`,
      routes: ROUTES,
      persona: 'customer',
      withDemoTools: true,
    });
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Casey Customer');
    await user.click(screen.getByRole('button', { name: 'Pay $1,500.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(await customer.credits.balance(PERSONAS.customer.id)).toBe(before);

    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,500.00' }));
    expect(await screen.findByText(PAYMENT_RECEIVED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/credits/checkout');
    expect(screen.getByText(/50 credits were added to your account/)).toBeInTheDocument();
    expect(await screen.findByText(creditsText(before + 50))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit history' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Report' })).toBeInTheDocument();
  });

  it('Cancel returns to Buy credits, which says nothing was charged', async () => {
    const customer = await mockAdapterFor(mock, 'customer');
    const { session_id } = await customer.credits.startCheckout('starter');
    const { user } = await renderApp({
      mock,
      route: `/demo/checkout/${session_id}`,
      routes: ROUTES,
      persona: 'customer',
      withDemoTools: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel and return' }));
    expect(await screen.findByText(CHECKOUT_CANCELLED)).toBeInTheDocument();
  });

  it('waits for the webhook while the checkout is open', async () => {
    const customer = await mockAdapterFor(mock, 'customer');
    const { session_id } = await customer.credits.startCheckout('starter');
    await renderApp({
      mock,
      route: `/portal/credits/checkout?session_id=${session_id}`,
      routes: ROUTES,
      persona: 'customer',
    });
    expect(await screen.findByText(CONFIRMING_PAYMENT)).toBeInTheDocument();
  });

  it('an unknown session says so', async () => {
    await renderApp({
      mock,
      route: '/portal/credits/checkout?session_id=cs_test_unknown',
      routes: ROUTES,
      persona: 'customer',
    });
    expect(await screen.findByText(CHECKOUT_UNKNOWN)).toBeInTheDocument();
  });
});
