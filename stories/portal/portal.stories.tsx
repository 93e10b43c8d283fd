import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import PortalRoute from '@/routes/portal/portal';
import { failure, never, withHandlers } from '../support/mock-backend';

const meta = {
  title: 'Portal/Portal',
  component: PortalRoute,
  parameters: { route: '/portal', persona: 'customer' },
} satisfies Meta<typeof PortalRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The profile is still being read: the Loading... spinner. */
export const Loading: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', never)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The profile could not be read: a warning with Try again, and the welcome line falls back to the email. */
export const Error: Story = {
  parameters: withHandlers(http.get('/mock-api/rest/v1/profiles', failure)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Welcome, customer@demo.test' })).toBeVisible();
  },
};

/** A customer: welcome line, Your Account card, Request a Report; no admin actions. */
export const AsCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeVisible();
    await expect(canvas.getByText('Harbor Point Lending')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Administrative Actions' })).toBeNull();
  },
};

export const Default: Story = AsCustomer;

/** An admin also sees Administrative Actions and the Download Logo Options menu. */
export const AsAdmin: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Administrative Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Download Logo Options/ }));
    const page = within(canvasElement.ownerDocument.body);
    const item = await page.findByRole('menuitem', { name: /Logo with ™/ });
    await waitFor(() => expect(item).toBeVisible()); // the menu animates open
  },
};
