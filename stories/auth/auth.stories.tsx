import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AuthRoute from '@/routes/auth/auth';
import { never, withHandlers, type StoryBackend } from '../support/mock-backend';

const meta = {
  title: 'Auth/Sign in',
  component: AuthRoute,
  parameters: { route: '/auth' },
} satisfies Meta<typeof AuthRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first session is not known yet (the auth state is loading): the Loading... spinner. */
export const Loading: Story = {
  // Neither the session read nor the first auth event ever arrives.
  beforeEach: ({ loaded }) => {
    const { auth } = (loaded.backend as StoryBackend).adapter;
    auth.getSession = never;
    auth.onAuthStateChange = () => () => {};
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('heading', { name: 'Sign In' })).toBeNull();
  },
};

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
  parameters: withHandlers(http.post('/mock-api/auth/v1/token', never)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'DemoPass-2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Signing in\.\.\./ })).toBeDisabled());
  },
};

/** Signs the admin persona in with their password: the second step (their authenticator's code) follows. */
async function passwordAsAdmin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/), 'admin@demo.test');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'DemoPass-2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  await canvas.findByRole('heading', { name: 'Two-Factor Authentication' });
  return canvas;
}

/** The admin's second step: the code of their authenticator app; the demo build shows the current one. */
export const SecondFactor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await passwordAsAdmin(canvasElement);
    // The field takes focus in an effect, just after the screen appears.
    await waitFor(() => expect(canvas.getByLabelText(/^Authentication code/)).toHaveFocus());
    await expect(await canvas.findByTestId('demo-totp-code')).toHaveTextContent(/^\d{3} \d{3}$/);
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** A code that is not the current one: said under the field, which keeps what was typed. */
export const SecondFactorWrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await passwordAsAdmin(canvasElement);
    const shown = (await canvas.findByTestId('demo-totp-code')).textContent!.replace(' ', '');
    const wrong = String((Number(shown) + 500_000) % 1_000_000).padStart(6, '0');
    await userEvent.type(canvas.getByLabelText(/^Authentication code/), wrong);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('That code is not valid. Enter the current code from your authenticator app.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Authentication code/)).toHaveValue(wrong);
  },
};

/** The code is being checked: 'Verifying...'. */
export const SecondFactorVerifying: Story = {
  parameters: withHandlers(http.post('/mock-api/auth/v1/factors/:factorId/verify', never)),
  play: async ({ canvasElement }) => {
    const canvas = await passwordAsAdmin(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Authentication code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Verifying\.\.\./ })).toBeDisabled());
  },
};
