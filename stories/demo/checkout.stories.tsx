import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CHECKOUT_NOT_FOUND, DEMO_CHECKOUT_TITLE } from '@/features/demo/demo-checkout';
import DemoCheckoutRoute from '@/routes/demo/checkout';
import { withSiteLayout } from '../public/page-frame';
import { never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

const SESSION = 'cs_test_story_session';

/** The story's router matches everything; the page reads its :sessionId from this route, as the app's table gives it. */
const withCheckoutRoute: Decorator = (Story) => (
  <Routes>
    <Route path="demo/checkout/:sessionId" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Demo/Checkout',
  component: DemoCheckoutRoute,
  decorators: [withCheckoutRoute],
  parameters: { route: `/demo/checkout/${SESSION}`, persona: 'customer' },
} satisfies Meta<typeof DemoCheckoutRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const SESSION_URL = `/mock-api/demo/v1/checkout-sessions/${SESSION}`;
const session = {
  id: SESSION,
  status: 'open',
  pack_name: 'Team',
  credits: 50,
  amount_total: 150_000,
  currency: 'usd',
  customer_email: 'customer@demo.test',
  success_url: `/portal/credits/checkout?session_id=${SESSION}`,
  cancel_url: '/portal/credits/buy?cancelled=1',
};
const open = withHandlers(
  http.get(SESSION_URL, () => HttpResponse.json(session)),
  http.post(`${SESSION_URL}/pay`, () =>
    HttpResponse.json(
      { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', param: 'number' } },
      { status: 402 },
    ),
  ),
);

/** The demo's Stripe test checkout: the pack, the amount, the card form and the test cards. */
export const Default: Story = {
  parameters: open,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Pay $1,500.00' })).toBeEnabled();
    await expect(canvas.getByText('Test mode')).toBeVisible();
    await expect(canvas.getByLabelText('Card number')).toBeVisible();
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
  },
};

/** A declined card: Stripe's words, and the card number marked. */
export const Declined: Story = {
  parameters: open,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Expiry'), '1230');
    await userEvent.type(canvas.getByLabelText('CVC'), '123');
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Casey Customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $1,500.00' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The session is being read. */
export const Loading: Story = {
  parameters: withHandlers(http.get(SESSION_URL, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** No session by that id. */
export const Empty: Story = {
  parameters: withHandlers(
    http.get(SESSION_URL, () =>
      HttpResponse.json(
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
        { status: 404 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CHECKOUT_NOT_FOUND)).toBeVisible();
  },
};

/** At 390 px: the summary above the form. */
export const Mobile: Story = {
  ...mobileStory(open),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await expect(await within(context.canvasElement).findByText(DEMO_CHECKOUT_TITLE)).toBeVisible();
  },
};
