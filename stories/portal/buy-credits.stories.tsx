import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  buyLabel,
  CHECKOUT_CANCELLED,
  CHECKOUT_NOT_STARTED,
  STAFF_DO_NOT_BUY,
} from '@/features/buy-credits/buy-credits-screen';
import { CREDIT_CHECKOUT_ERRORS, CREDIT_PACKS, creditPack } from '@/lib/credits/packs';
import PortalBuyCreditsRoute from '@/routes/portal/buy-credits';
import { withSiteLayout } from '../public/page-frame';
import { never, withHandlers } from '../support/mock-backend';
import { mobileStory } from '../support/mobile';

const meta = {
  title: 'Portal/Buy Credits',
  component: PortalBuyCreditsRoute,
  parameters: { route: '/portal/credits/buy', persona: 'customer' },
} satisfies Meta<typeof PortalBuyCreditsRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const PROFILES = '/mock-api/rest/v1/profiles';
const CHECKOUT_FUNCTION = '/mock-api/functions/v1/create-credit-checkout';

/** The three packs: credits, price and price per report, each with its Buy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const pack of CREDIT_PACKS)
      await expect(await canvas.findByRole('button', { name: buyLabel(pack) })).toBeEnabled();
    await expect(canvas.getByText('$35.00 per report')).toBeVisible();
    await expect(canvas.getByText('$25.00 per report')).toBeVisible();
  },
};

/** Back from a cancelled checkout: nothing was charged. */
export const Cancelled: Story = {
  parameters: { route: '/portal/credits/buy?cancelled=1' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CHECKOUT_CANCELLED)).toBeVisible();
  },
};

/** The account is still being read. */
export const Loading: Story = {
  parameters: withHandlers(http.get(PROFILES, never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the credit packs...')).toBeVisible();
  },
};

/** Staff accounts are not offered packs. */
export const AccessDenied: Story = {
  parameters: { persona: 'moderator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STAFF_DO_NOT_BUY)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Buy / })).toBeNull();
  },
};

/** Card payments are not set up on this project: the function's words, and nothing charged. */
export const Error: Story = {
  parameters: withHandlers(
    http.post(CHECKOUT_FUNCTION, () =>
      HttpResponse.json(
        { code: CREDIT_CHECKOUT_ERRORS.notConfigured.code, message: CREDIT_CHECKOUT_ERRORS.notConfigured.message },
        { status: CREDIT_CHECKOUT_ERRORS.notConfigured.status },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: buyLabel(creditPack('team')!) }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(CHECKOUT_NOT_STARTED);
    await expect(alert).toHaveTextContent(CREDIT_CHECKOUT_ERRORS.notConfigured.message);
  },
};

/** At 390 px: the packs stack. */
export const Mobile: Story = {
  ...mobileStory(),
  decorators: [withSiteLayout],
  play: async (context) => {
    await mobileStory().play(context);
    await within(context.canvasElement).findByRole('button', { name: buyLabel(creditPack('volume')!) });
  },
};
