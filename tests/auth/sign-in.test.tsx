import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../mocks/api/routes';
import { DEMO_PASSWORD, PERSONAS, setupMockBackend } from '../utils/render-app';
import { clearToastsAfterEach, findToast, renderAccount, setAddress } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();
const tokenUrl = `${mock.baseUrl}${API_ROUTES.token}`;

async function fillSignIn(user: Awaited<ReturnType<typeof renderAccount>>['user'], email: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'Sign In' });
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(submit);
}

describe('/auth sign-in', () => {
  setAddress('/auth');

  it('shows the Loading spinner while the auth state loads, then the form', async () => {
    await renderAccount(mock, '/auth');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('requires email and password, with the provider wording', async () => {
    const { user } = await renderAccount(mock, '/auth');
    await fillSignIn(user, '', '');
    expect(
      await screen.findByText('You must provide either an email or phone number and a password'),
    ).toBeInTheDocument();
    await fillSignIn(user, PERSONAS.customer.email, '');
    expect(screen.getByText('You must provide either an email or phone number and a password')).toBeInTheDocument();
  });

  it('says Login Failed with the provider message for a wrong password, and stays on /auth', async () => {
    const { user } = await renderAccount(mock, '/auth');
    await fillSignIn(user, PERSONAS.customer.email, 'not-the-password');
    const toast = await findToast('Login Failed');
    expect(toast).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('tells a suspended user they cannot sign in', async () => {
    const { user } = await renderAccount(mock, '/auth');
    await fillSignIn(user, PERSONAS.suspended.email, DEMO_PASSWORD);
    const toast = await findToast('Login Failed');
    expect(toast).toHaveTextContent('User is banned');
  });

  it('falls back to the generic message when the provider gives none (an answer that is not JSON)', async () => {
    mock.server.use(http.post(tokenUrl, () => HttpResponse.text('', { status: 400 })));
    const { user } = await renderAccount(mock, '/auth');
    await fillSignIn(user, PERSONAS.customer.email, DEMO_PASSWORD);
    await findToast('Login Failed', 'An unexpected error occurred. Please try again.');
  });

  it("shows 'Signing in...' while the request is in flight", async () => {
    mock.server.use(
      http.post(tokenUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderAccount(mock, '/auth');
    await fillSignIn(user, PERSONAS.customer.email, DEMO_PASSWORD);
    const busy = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect(busy).toBeDisabled();
  });

  it('welcomes the user back and goes to /portal', async () => {
    const { user } = await renderAccount(mock, '/auth', undefined);
    await fillSignIn(user, PERSONAS.customer.email, DEMO_PASSWORD);
    await findToast('Welcome back!', 'You have successfully logged in.');
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Welcome, / })).toBeInTheDocument());
  });

  it('redirects a signed-in visitor to /portal', async () => {
    await renderAccount(mock, '/auth', 'customer');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeInTheDocument();
  });

  it('returns to the protected page that sent the visitor to sign in', async () => {
    const { user, router } = await renderAccount(mock, '/request');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await fillSignIn(user, PERSONAS.customer.email, DEMO_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Request a Report' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request');
  });

  it('opens the password dialog on Request Reset from the Forgot password link', async () => {
    const { user } = await renderAccount(mock, '/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('tab', { name: 'Request Reset' })).toHaveAttribute('aria-selected', 'true');
    expect(dialog).toContainElement(screen.getByLabelText(/^Email/, { selector: '[role=dialog] input' }));
  });

  it('offers one-click demo personas only when the demo tools exist', async () => {
    const plain = await renderAccount(mock, '/auth');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /Sign in as/ })).not.toBeInTheDocument();
    plain.unmount();

    const { user } = await renderAccount(mock, '/auth', undefined, { withDemoTools: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Admin' }));
    // The admin has an authenticator app: the demo shows its current code for the second step.
    await screen.findByRole('heading', { name: 'Two-Factor Authentication' });
    const shown = (await screen.findByTestId('demo-totp-code')).textContent!;
    await user.type(screen.getByLabelText(/^Authentication code/), shown);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('Welcome back!');
    expect(await screen.findByRole('heading', { name: 'Welcome, Avery Admin' })).toBeInTheDocument();
  });

  it('refuses the suspended persona button like a typed sign-in', async () => {
    const { user } = await renderAccount(mock, '/auth', undefined, { withDemoTools: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Suspended user' }));
    await findToast('Login Failed');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
