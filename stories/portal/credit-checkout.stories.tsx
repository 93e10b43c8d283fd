import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  CHECKOUT_EXPIRED,
  CHECKOUT_UNKNOWN,
  CONFIRMING_PAYMENT,
  PAYMENT_RECEIVED,
} from '@/features/buy-credits/checkout-return-screen';
import PortalCreditCheckoutRoute from '@/routes/portal/credit-checkout';
import { PERSONAS } from '../../mocks/seed/personas';
import { withSiteLayout } from '../public/page-frame';
import { never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

const SESSION = 'cs_test_story_session';
const meta = {
  title: 'Portal/Credit Checkout',
  component: PortalCreditCheckoutRoute,
  parameters: { route: `/portal/credits/checkout?session_id=${SESSION}`, persona: 'customer' },
} satisfies Meta<typeof PortalCreditCheckoutRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const CHECKOUTS = '/mock-api/rest/v1/credit_checkouts';
const checkout = (status: 'open' | 'complete' | 'expired') => ({
  id: SESSION,
  user_id: PERSONAS.customer.id,
  pack_id: 'team',
  credits: 50,
  amount_cents: 150_000,
  status,
  created_at: '2026-03-02T09:00:00.000Z',
  completed_at: status === 'complete' ? '2026-03-02T09:01:00.000Z' : null,
  ledger_entry_id: status === 'complete' ? '0b7c2a52-6a43-4f0e-9d55-3a1c1f2e9a01' : null,
});
const answering = (status: 'open' | 'complete' | 'expired') =>
  withHandlers(http.get(CHECKOUTS, () => HttpResponse.json([checkout(status)])));

/** The checkout is being read. */
export const Loading: Story = {
  parameters: withHandlers(http.get(CHECKOUTS, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CONFIRMING_PAYMENT)).toBeVisible();
  },
};

/** Paid on Stripe, the webhook not here yet: the page waits. */
export const Confirming: Story = {
  parameters: answering('open'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CONFIRMING_PAYMENT)).toBeVisible();
  },
};

/** The webhook granted the credits: what was added, the new balance, and where to go next. */
export const Default: Story = {
  parameters: answering('complete'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PAYMENT_RECEIVED)).toBeVisible();
    await expect(canvas.getByText(/50 credits were added/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Credit history' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a Report' })).toBeVisible();
  },
};

/** Stripe gave up on the session: nothing was charged. */
export const Expired: Story = {
  parameters: answering('expired'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CHECKOUT_EXPIRED)).toBeVisible();
  },
};

/** A session that is not the customer's (or none): said plainly. */
export const Empty: Story = {
  parameters: withHandlers(http.get(CHECKOUTS, () => HttpResponse.json([]))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CHECKOUT_UNKNOWN)).toBeVisible();
  },
};

/** At 390 px. */
export const Mobile: Story = {
  ...mobileStory(answering('complete')),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await expect(await within(context.canvasElement).findByText(PAYMENT_RECEIVED)).toBeVisible();
  },
};
