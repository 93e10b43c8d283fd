import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MFA_TEXTS } from '@/backend';
import { totpOf } from '../../mocks/api/totp';
import { adminTotpCode } from '../../mocks/seed/personas';
import { ADMIN_ROUTES } from '../admin/admin-harness';
import { DEMO_PASSWORD, PERSONAS, mockAdapterFor, renderApp, setupMockBackend } from '../utils/render-app';
import { ACCOUNT_ROUTES, clearToastsAfterEach, findToast, setAddress } from './harness';

const mock = setupMockBackend();
clearToastsAfterEach();
const ROUTES = [...ACCOUNT_ROUTES, ...ADMIN_ROUTES];

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function signInWithPassword(user: User, email: string, password = DEMO_PASSWORD) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText(/^Email/), email);
  await user.type(within(form).getByLabelText(/^Password/), password);
  await user.click(within(form).getByRole('button', { name: 'Sign In' }));
}

async function enterCode(user: User, code: string) {
  const field = await screen.findByLabelText(/^Authentication code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** A customer made an admin by the admin persona: an admin without an authenticator app yet. */
async function promotedAdmin(): Promise<{ email: string; password: string; id: string }> {
  const admin = await mockAdapterFor(mock, 'admin');
  const email = 'nova.admin@customers.test';
  const password = 'Promoted-Pass-1';
  const profile = await admin.admin.createUser({ displayName: 'Nova Admin', email, password });
  await admin.assignUserRole({ userId: profile.id, role: 'admin' });
  return { email, password, id: profile.id };
}

describe('second factor at sign-in', () => {
  setAddress('/auth');

  it('asks an admin for the code after the password; a wrong or malformed code is refused and kept', async () => {
    const { user } = await renderApp({ mock, route: '/auth', routes: ROUTES });
    await signInWithPassword(user, PERSONAS.admin.email);
    await screen.findByRole('heading', { name: 'Two-Factor Authentication' });
    await waitFor(() => expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus());
    // No welcome yet: signing in is not done.
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();

    await enterCode(user, '12');
    expect(await screen.findByText(MFA_TEXTS.codeFormat)).toBeInTheDocument();
    const wrong = String((Number(adminTotpCode()) + 500_000) % 1_000_000).padStart(6, '0');
    await enterCode(user, wrong);
    expect(await screen.findByText(MFA_TEXTS.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Authentication code/)).toHaveValue(wrong);
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();

    await enterCode(user, adminTotpCode());
    await findToast('Welcome back!');
    expect(await screen.findByRole('heading', { name: 'Welcome, Avery Admin' })).toBeInTheDocument();
  });

  it('sends a session that has not passed the second factor back to /auth, and Sign out leaves it', async () => {
    const { user, router } = await renderApp({ mock, route: '/auth', routes: ROUTES });
    await signInWithPassword(user, PERSONAS.admin.email);
    await screen.findByRole('heading', { name: 'Two-Factor Authentication' });
    await router.navigate('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('customers without an authenticator sign in with the password alone', async () => {
    const { user } = await renderApp({ mock, route: '/auth', routes: ROUTES });
    await signInWithPassword(user, PERSONAS.customer.email);
    await findToast('Welcome back!');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Customer' })).toBeInTheDocument();
  });
});

describe('second factor for admin rights', () => {
  setAddress('/admin');

  it('an admin without an authenticator sets one up where the admin screens would refuse them, then waits for approval', async () => {
    const promoted = await promotedAdmin();
    const { user } = await renderApp({ mock, route: '/admin', routes: ROUTES });
    await signInWithPassword(user, promoted.email, promoted.password);
    await screen.findByRole('heading', { name: 'Set Up Two-Factor Authentication' });
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Up Authenticator App' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const secret = screen.getByTestId('totp-secret').textContent!;
    await enterCode(user, totpOf(secret).generate());
    // A factor set up with the password alone gives no admin rights until another admin approves it.
    expect(await screen.findByRole('heading', { name: 'Waiting for Approval' })).toBeInTheDocument();
    expect(
      screen.getByText('Another admin must approve your authenticator app before you have admin rights.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Administration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it("another admin approves a waiting admin's authenticator from the Update tab, after confirming", async () => {
    const promoted = await promotedAdmin();
    const own = await mockAdapterFor(mock);
    await own.auth.signIn({ email: promoted.email, password: promoted.password });
    const enrolment = await own.auth.mfa.enroll('EntityLens');
    await own.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());
    expect(await own.isAdmin()).toBe(false);

    const { user } = await renderApp({
      mock,
      route: `/admin?tab=update&user=${encodeURIComponent(promoted.email)}`,
      routes: ROUTES,
      persona: 'admin',
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Authenticator App' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this authenticator app?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await findToast('Authenticator app approved');
    expect(await own.isAdmin()).toBe(true);
  });

  it('offers no approval for a user who is not an administrator', async () => {
    await renderApp({
      mock,
      route: `/admin?tab=update&user=${encodeURIComponent(PERSONAS.moderator.email)}`,
      routes: ROUTES,
      persona: 'admin',
    });
    expect(await screen.findByRole('button', { name: 'Reset Two-Factor Authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Authenticator App' })).not.toBeInTheDocument();
  });

  it("another admin resets a user's authenticator from the Update tab, after confirming", async () => {
    const promoted = await promotedAdmin();
    // The promoted admin enrols through the port, as the screen above does.
    const own = await mockAdapterFor(mock);
    await own.auth.signIn({ email: promoted.email, password: promoted.password });
    const enrolment = await own.auth.mfa.enroll('EntityLens');
    await own.auth.mfa.verify(enrolment.factor_id, totpOf(enrolment.secret).generate());

    const { user } = await renderApp({
      mock,
      route: `/admin?tab=update&user=${encodeURIComponent(promoted.email)}`,
      routes: ROUTES,
      persona: 'admin',
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Two-Factor Authentication' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await findToast('Two-factor authentication reset');
    expect(await own.auth.mfa.factors()).toEqual([]);
  });

  it('offers no reset of their own authenticator to the admin', async () => {
    await renderApp({
      mock,
      route: `/admin?tab=update&user=${encodeURIComponent(PERSONAS.admin.email)}`,
      routes: ROUTES,
      persona: 'admin',
    });
    expect(await screen.findByDisplayValue('Avery Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Two-Factor Authentication' })).not.toBeInTheDocument();
  });
});
