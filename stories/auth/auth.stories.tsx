import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuthRoute from '@/routes/auth/auth';
import { mockHandlers } from '../support/mock-backend';

const meta = {
  title: 'Auth/Sign in',
  component: AuthRoute,
  parameters: { route: '/auth' },
} satisfies Meta<typeof AuthRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the sign-in form, the Forgot password link and (demo build) the personas. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in as Admin' })).toBeVisible();
  },
};

/** A wrong password: 'Login Failed' with the provider's message. */
export const SignInError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const page = within(canvasElement.ownerDocument.body);
    // Toasts fade in: wait until they are really visible.
    await waitFor(() => expect(page.getByText('Login Failed')).toBeVisible());
    await waitFor(() => expect(page.getByText('Invalid login credentials')).toBeVisible());
  },
};

/** Both fields empty: the provider's wording for missing credentials. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expect(
      await canvas.findByText('You must provide either an email or phone number and a password'),
    ).toBeVisible();
  },
};

/** The sign-in request is still in flight: 'Signing in...'. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        app: [http.post('/mock-api/auth/v1/token', () => new Promise<never>(() => {})), ...mockHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'DemoPass-2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled());
  },
};
